import { expect, test, type Page } from '@playwright/test';
import { BASE_OFFSET, remoteByDir } from '../support/portal.ts';
import { DEMO, signIn, tenanciesOf } from '../support/session.ts';
import { REPORT_TEXTS } from '../support/report.ts';
import { seriousViolations } from '../support/a11y.ts';

const remoteUrl = () => `http://localhost:${remoteByDir('mf-report').port + BASE_OFFSET}`;

/** Nothing wider than the viewport (no sideways scrolling on a phone). */
async function horizontalOverflow(page: Page) {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

test.describe('accessibility and layout of the statements and the report', () => {
  for (const width of [375, 1280]) {
    test(`the report page at ${width} px: no serious axe violation, no sideways scrolling`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/report/demo-latest?language=da');
      await expect(page.getByRole('heading', { level: 1, name: REPORT_TEXTS.da.title })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    });
  }

  test('the unavailable report: no serious axe violation', async ({ page }) => {
    await page.goto('/report/demo-expired?language=en');
    await expect(page.getByText(REPORT_TEXTS.en.unavailable)).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('the statements page at 375 px: no serious axe violation, no sideways scrolling', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    const tokens = await signIn(page, DEMO.demo, { language: 'nb' });
    const oslo = (await tenanciesOf(page.request, tokens)).find((t) => t.apartment.address.includes('Thorvald'))!;
    await page.goto(`/t/${oslo.id}/statements`);
    await expect(page.locator('[data-statement-id]').first()).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  });

  for (const file of ['custom-element.html', 'module-federation-host.html']) {
    test(`the embedding example ${file}: no serious axe violation`, async ({ page }) => {
      await page.goto(`${remoteUrl()}/examples/${file}?code=demo-latest&language=nb`);
      await expect(page.getByRole('heading', { level: 2, name: REPORT_TEXTS.nb.title })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });
  }
});
