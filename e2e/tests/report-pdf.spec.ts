import { expect, test } from '@playwright/test';
import {
  REPORT_TEXTS,
  expectedDataUntil,
  expectedMoney,
  expectedQuantity,
  plain,
  serviceReport,
} from '../support/report.ts';
import { downloadBytes, isPdf, pdfText } from '../support/report-pdf.ts';

test.describe('the monthly report as a PDF', () => {
  for (const language of ['da', 'en'] as const) {
    test(`the downloaded PDF holds the same totals, in ${language}`, async ({ page }) => {
      const report = await serviceReport(page.request, 'demo-latest');
      await page.goto(`/report/demo-latest?language=${language}`);
      const downloading = page.waitForEvent('download');
      // the data service's file (the one the report's e-mail and landlords' embeds get), in the page's language
      const link = page.getByRole('link', { name: REPORT_TEXTS[language].download });
      await expect(link).toHaveAttribute('href', new RegExp(`/files/reports/demo-latest\\.pdf\\?.*lang=${language}`));
      await link.click();
      const download = await downloading;
      expect(download.suggestedFilename()).toMatch(/^[a-z-]+-\d{4}-\d{2}\.pdf$/);
      const bytes = await downloadBytes(download);
      expect(isPdf(bytes)).toBe(true);
      const text = plain(await pdfText(bytes));

      expect(text).toContain(REPORT_TEXTS[language].title);
      expect(text).toContain(report.address);
      // the page's "Data until" (issue 16)
      expect(text).toContain(expectedDataUntil(report, language, { sentence: false }));
      for (const q of report.quantities) {
        expect(text).toContain(expectedQuantity(q.quantity, q.total!, language));
        expect(text).toContain(expectedQuantity(q.quantity, q.propertyAverage!, language));
      }
      expect(text).toContain(expectedMoney(report.mostRecentCost!, report.currency, language));
      expect(text).toContain(expectedMoney(report.previousCost!, report.currency, language));
    });
  }
});
