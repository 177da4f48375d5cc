import { expect, test } from '@playwright/test';
import {
  LANGUAGES,
  REPORT_TEXTS,
  expectedDataUntil,
  expectedMoney,
  expectedQuantity,
  plain,
  serviceReport,
} from '../support/report.ts';

test.describe('the monthly report page', () => {
  for (const language of LANGUAGES) {
    test(`/report/demo-latest shows the data service's figures for the month in ${language}`, async ({ page }) => {
      const report = await serviceReport(page.request, 'demo-latest');
      expect(report.quantities.length).toBeGreaterThan(0);

      await page.goto(`/report/demo-latest?language=${language}`);
      await expect(page.getByRole('heading', { level: 1, name: REPORT_TEXTS[language].title })).toBeVisible();
      await expect(page.getByText(report.address, { exact: false })).toBeVisible();
      // where the readings the figures include end (issue 16), in the report's language
      expect(report.dataUntil).not.toBeNull();
      await expect(page.getByTestId('report-data-until')).toBeVisible();
      expect(plain(await page.getByTestId('report-data-until').innerText())).toBe(expectedDataUntil(report, language));

      for (const q of report.quantities) {
        const total = page.getByTestId(`total-${q.quantity}`);
        await expect(total).toBeVisible();
        expect(plain(await total.innerText())).toBe(expectedQuantity(q.quantity, q.total!, language));
        expect(plain(await page.getByTestId(`property-${q.quantity}`).innerText())).toBe(
          expectedQuantity(q.quantity, q.propertyAverage!, language),
        );
        expect(plain(await page.getByTestId(`previous-${q.quantity}`).innerText())).toBe(
          expectedQuantity(q.quantity, q.previousMonth!, language),
        );
      }
      expect(plain(await page.getByTestId('most-recent-cost').innerText())).toBe(
        expectedMoney(report.mostRecentCost!, report.currency, language),
      );
      expect(plain(await page.getByTestId('previous-cost').innerText())).toBe(
        expectedMoney(report.previousCost!, report.currency, language),
      );
      // Price per litre: the service's figure, all its decimals.
      const perLitre = plain(await page.getByTestId('water-price').innerText());
      const digits = String(report.waterPricePerLitre).replace('.', language === 'en' ? '.' : ',');
      expect(perLitre).toContain(digits);
      expect(perLitre).toContain(report.currency);

      // The footer promotes the app with the brand's store links.
      const footer = page.locator('footer');
      await expect(footer.getByRole('link', { name: /App Store/ })).toHaveAttribute('href', /apple\.com/);
      await expect(footer.getByRole('link', { name: /Google Play/ })).toHaveAttribute('href', /play\.google\.com/);
    });
  }

  test('an expired or unknown code shows the unavailable text', async ({ page }) => {
    await page.goto('/report/demo-expired?language=en');
    await expect(page.getByText(REPORT_TEXTS.en.unavailable)).toBeVisible();
    await page.goto('/report/no-such-code?language=nb');
    await expect(page.getByText(REPORT_TEXTS.nb.unavailable)).toBeVisible();
  });
});
