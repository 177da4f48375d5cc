import { expect, test } from '@playwright/test';
import { BASE_OFFSET, remoteByDir } from '../support/portal.ts';
import { REPORT_TEXTS, expectedQuantity, plain, serviceReport } from '../support/report.ts';

/** Where the report remote is served in this run (its examples live under it). */
const remoteUrl = () => `http://localhost:${remoteByDir('mf-report').port + BASE_OFFSET}`;

const EXAMPLES = [
  ['custom element (one script tag)', 'custom-element.html'],
  ['Module Federation host', 'module-federation-host.html'],
] as const;

test.describe('embedding the report on a landlord page', () => {
  for (const [name, file] of EXAMPLES) {
    test(`the ${name} example renders the report with the service's figures`, async ({ page }) => {
      const report = await serviceReport(page.request, 'demo-latest');
      await page.goto(`${remoteUrl()}/examples/${file}?code=demo-latest&language=da`);
      await expect(page.getByRole('heading', { level: 1, name: 'Example landlord portal' })).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: REPORT_TEXTS.da.title })).toBeVisible();
      for (const q of report.quantities) {
        expect(plain(await page.getByTestId(`total-${q.quantity}`).innerText())).toBe(
          expectedQuantity(q.quantity, q.total!, 'da'),
        );
      }
      // The host switches the language through the contract's `language`.
      await page.getByLabel('Report language').selectOption('en');
      await expect(page.getByRole('heading', { level: 2, name: REPORT_TEXTS.en.title })).toBeVisible();
    });
  }

  test('an embedded expired report shows the unavailable text', async ({ page }) => {
    await page.goto(`${remoteUrl()}/examples/custom-element.html?code=demo-expired&language=nb`);
    await expect(page.getByText(REPORT_TEXTS.nb.unavailable)).toBeVisible();
  });

  test("the Module Federation host loads the report's public container, not the portal's", async ({ page }) => {
    const requested: string[] = [];
    page.on('request', (r) => requested.push(new URL(r.url()).pathname));
    await page.goto(`${remoteUrl()}/examples/module-federation-host.html?code=demo-latest&language=en`);
    await expect(page.getByRole('heading', { level: 2, name: REPORT_TEXTS.en.title })).toBeVisible();
    expect(requested).toContain('/embed/mf-manifest.json');
    expect(requested).toContain('/embed/remoteEntry.js');
    // Nothing of the portal's own container (its routes, its shared library) is fetched.
    expect(requested.some((p) => p === '/mf-manifest.json' || p === '/remoteEntry.js')).toBe(false);
  });
});
