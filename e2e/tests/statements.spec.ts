import { expect, test } from '@playwright/test';
import { DEMO, gql, serviceUrls, signIn, tenanciesOf } from '../support/session.ts';
import { downloadBytes, isPdf, pdfText } from '../support/report-pdf.ts';

interface Statement {
  id: string;
  fileName: string;
  periodStartDate: string;
  periodEndDate: string;
}

test.describe('allocation statements', () => {
  test('the demo tenant sees the statements newest first and downloads one: a PDF naming its period', async ({
    page,
  }) => {
    const tokens = await signIn(page, DEMO.demo, { language: 'en' });
    const tenancies = await tenanciesOf(page.request, tokens);
    const oslo = tenancies.find((t) => t.apartment.address.includes('Thorvald'))!;
    const { allocationStatements } = await gql<{ allocationStatements: Statement[] }>(
      page.request,
      serviceUrls().data,
      'query ($id: ID!) { allocationStatements(tenancyId: $id) { id fileName periodStartDate periodEndDate } }',
      { id: oslo.id },
      tokens.data.token,
    );
    expect(allocationStatements.length).toBeGreaterThan(1);
    const expected = [...allocationStatements].sort((a, b) => b.periodEndDate.localeCompare(a.periodEndDate));

    await page.goto(`/t/${oslo.id}/statements`);
    await expect(page.getByRole('heading', { level: 1, name: 'Allocation statements' })).toBeVisible();
    const items = page.locator('[data-statement-id]');
    await expect(items).toHaveCount(expected.length);
    for (const [index, statement] of expected.entries()) {
      await expect(items.nth(index)).toHaveAttribute('data-statement-id', statement.id);
      await expect(items.nth(index)).toContainText(statement.fileName);
      await expect(items.nth(index)).toContainText(statement.periodEndDate.slice(0, 4));
    }

    const newest = expected[0]!;
    const year = newest.periodEndDate.slice(0, 4);
    const downloading = page.waitForEvent('download');
    await items
      .first()
      .getByRole('link', { name: new RegExp(`Download the allocation statement for .*${year}`) })
      .click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(newest.fileName);
    const bytes = await downloadBytes(download);
    expect(isPdf(bytes)).toBe(true);
    // in the page's language (English: en-GB dates), whatever the account's language
    const text = await pdfText(bytes);
    const enGb = (date: string) =>
      new Intl.DateTimeFormat('en-GB', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'UTC' }).format(
        new Date(`${date}T00:00:00Z`),
      );
    expect(text).toContain('Heating and water allocation statement');
    expect(text).toContain(enGb(newest.periodStartDate));
    expect(text).toContain(enGb(newest.periodEndDate));
  });

  test('a tenancy without statements shows the empty state', async ({ page }) => {
    const tokens = await signIn(page, DEMO.demo, { language: 'da' });
    const tenancies = await tenanciesOf(page.request, tokens);
    const denmark = tenancies.find((t) => !t.apartment.address.includes('Thorvald'))!;
    await page.goto(`/t/${denmark.id}/statements`);
    await expect(page.getByRole('heading', { name: 'Ingen fordelingsregnskaber endnu' })).toBeVisible();
  });
});
