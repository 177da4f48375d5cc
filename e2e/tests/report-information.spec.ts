// The monthly report's EU information (issue 23, docs/decisions/0150, 0152): on the page, in each
// language, each utility against last year (raw and weather-corrected), against typical use, its prices,
// cost and CO2, the cost split, the forecast's line when there is one, and where to turn, with the data
// service's figures; the same sections in the PDF; the embeds show them too; axe finds nothing serious.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { BASE_OFFSET, ROOT, remoteByDir } from '../support/portal.ts';
import { seriousViolations } from '../support/a11y.ts';
import {
  LANGUAGES,
  REPORT_TEXTS,
  expectedMoney,
  expectedPercentChange,
  numberLocale,
  plain,
  serviceReportInformation,
  type Language,
  type ServiceReportInformation,
} from '../support/report.ts';
import { downloadBytes, pdfText } from '../support/report-pdf.ts';

/** What the page and the PDF call each part, written here rather than taken from the app. */
const WORDS: Record<
  Language,
  {
    utility: Record<string, string>;
    in: string;
    lastYear: string;
    typical: string;
    costs: string;
    split: string;
    where: string;
    hotWaterUncorrected: string;
    corrected: string;
    pdf: string[];
  }
> = {
  en: {
    utility: { HEATING: 'Heating', HOT_WATER: 'Hot water', COOLING: 'Cooling' },
    in: 'in',
    lastYear: 'Against the same month last year',
    typical: 'Against typical use',
    costs: 'Prices, cost and CO₂',
    split: 'How the costs are split',
    where: 'Where to turn',
    hotWaterUncorrected: 'Not weather-corrected: hot water does not depend on the weather',
    corrected: 'weather-corrected',
    pdf: [
      'This month against the same month last year',
      'Compared with typical use',
      'Prices, costs and CO₂ this month',
      'How the costs are split',
      'Where to turn',
    ],
  },
  da: {
    utility: { HEATING: 'Varme', HOT_WATER: 'Varmt vand', COOLING: 'Køling' },
    in: 'i',
    lastYear: 'Sammenlignet med samme måned sidste år',
    typical: 'Sammenlignet med typisk forbrug',
    costs: 'Priser, udgift og CO₂',
    split: 'Sådan fordeles udgifterne',
    where: 'Hvor kan du henvende dig',
    hotWaterUncorrected: 'Ikke graddagekorrigeret: varmt vand afhænger ikke af vejret',
    corrected: 'graddagekorrigeret',
    pdf: [
      'Denne måned sammenlignet med samme måned sidste år',
      'Sammenlignet med typisk forbrug',
      'Priser, udgifter og CO₂ denne måned',
      'Sådan fordeles udgifterne',
      'Hvor kan du henvende dig',
    ],
  },
  nb: {
    utility: { HEATING: 'Oppvarming', HOT_WATER: 'Varmtvann', COOLING: 'Kjøling' },
    in: 'i',
    lastYear: 'Sammenlignet med samme måned i fjor',
    typical: 'Sammenlignet med typisk forbruk',
    costs: 'Priser, kostnad og CO₂',
    split: 'Slik fordeles kostnadene',
    where: 'Hvor kan du henvende deg',
    hotWaterUncorrected: 'Ikke graddagskorrigert: varmtvann avhenger ikke av været',
    corrected: 'graddagskorrigert',
    pdf: [
      'Denne måneden sammenlignet med samme måned i fjor',
      'Sammenlignet med typisk forbruk',
      'Priser, kostnader og CO₂ denne måneden',
      'Slik fordeles kostnadene',
      'Hvor kan du henvende deg',
    ],
  },
};

const DATE_LOCALE: Record<Language, string> = { en: 'en-GB', da: 'da-DK', nb: 'nb-NO' };

function monthOf(periodStart: string, language: Language): string {
  const [y, m] = periodStart.split('-').map(Number) as [number, number];
  return new Intl.DateTimeFormat(DATE_LOCALE[language], { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(y, m - 1, 15, 12)),
  );
}

const number = (value: number, language: Language, max = 2) =>
  new Intl.NumberFormat(numberLocale(language), { maximumFractionDigits: max }).format(value);

/** The forecast's line as it must read: the balance's sign (positive: to pay) said in words, whole money. */
function expectedForecastLine(f: NonNullable<ServiceReportInformation['settlementForecast']>, language: Language) {
  const money = new Intl.NumberFormat(numberLocale(language), {
    style: 'currency',
    currency: f.currency,
    maximumFractionDigits: 0,
  });
  const low = Math.min(f.balance.low, f.balance.high);
  const high = Math.max(f.balance.low, f.balance.high);
  const words = {
    en: ['Expected refund: ', 'Expected to pay: '],
    da: ['Forventet tilbagebetaling: ', 'Forventet efterbetaling: '],
    nb: ['Forventet tilbakebetaling: ', 'Forventet etterbetaling: '],
  }[language];
  if (high <= 0) return plain(words[0] + money.formatRange(-high, -low));
  if (low >= 0) return plain(words[1] + money.formatRange(low, high));
  return null;
}

async function expectInformation(page: Page, report: ServiceReportInformation, language: Language) {
  const w = WORDS[language];
  const month = monthOf(report.periodStart, language);
  expect(report.utilities.map((u) => u.utility)).toContain('HEATING');
  for (const u of report.utilities) {
    const section = page.getByTestId(`utility-${u.utility}`);
    await expect(section.getByRole('heading', { level: 2 })).toHaveText(`${w.utility[u.utility]} ${w.in} ${month}`);
    if (u.from === null) continue;
    await expect(section.getByRole('heading', { level: 3, name: w.lastYear })).toBeVisible();
    await expect(section.getByRole('heading', { level: 3, name: w.typical })).toBeVisible();
    await expect(section.getByRole('heading', { level: 3, name: w.costs })).toBeVisible();
    // this month against last year, as a graphic with its text alternative, and the changes
    await expect(section.getByTestId(`last-year-${u.utility}`).getByRole('img')).toHaveCount(1);
    if (u.lastYear.change !== null) {
      expect(plain(await page.getByTestId(`change-${u.utility}`).innerText())).toBe(
        expectedPercentChange(u.lastYear.change, language),
      );
    }
    if (u.lastYear.correctedChange !== null) {
      expect(plain(await page.getByTestId(`corrected-change-${u.utility}`).innerText())).toBe(
        expectedPercentChange(u.lastYear.correctedChange, language),
      );
      await expect(page.getByTestId(`last-year-change-${u.utility}`)).toContainText(w.corrected);
    }
    if (u.utility === 'HOT_WATER') {
      expect(u.lastYear.uncorrectedReason).toBe('NOT_WEATHER_DEPENDENT');
      await expect(page.getByTestId(`uncorrected-${u.utility}`)).toContainText(w.hotWaterUncorrected);
    }
    // typical use: the home, a similar home of its size and the typical home as bars
    await expect(section.getByTestId(`typical-${u.utility}`).getByRole('img')).toHaveCount(1);
    // prices applied with their unit, the month's cost, CO₂
    for (const p of u.prices) {
      await expect(section.getByTestId(`costs-${u.utility}`)).toContainText(number(p.price, language, 4));
    }
    if (u.cost !== null) {
      expect(plain(await page.getByTestId(`cost-${u.utility}`).innerText())).toBe(
        expectedMoney(u.cost, report.currency, language),
      );
    }
    if (u.emissionsKg !== null) {
      expect(plain(await page.getByTestId(`emissions-${u.utility}`).innerText())).toBe(
        plain(`${number(u.emissionsKg, language, 1)} kg CO₂`),
      );
    }
    if (u.supply) {
      await expect(page.getByTestId(`supplier-${u.utility}`)).toContainText(u.supply.supplier);
      const mix = page.getByTestId(`fuel-mix-${u.utility}`).getByRole('listitem');
      await expect(mix).toHaveCount(u.supply.fuelMix.length);
      for (const [i, f] of u.supply.fuelMix.entries()) {
        expect(plain(await mix.nth(i).innerText())).toContain(plain(`${number(f.percent, language, 1)} %`));
      }
    }
  }
  // the cost split, one line per utility with its fixed and consumption shares
  await expect(page.getByRole('heading', { level: 2, name: w.split })).toBeVisible();
  for (const s of report.costSplit) {
    const line = plain(await page.getByTestId(`split-${s.utility}`).innerText());
    expect(line).toContain(plain(`${number(s.fixedPercent, language, 1)} %`));
    expect(line).toContain(plain(`${number(s.consumptionPercent, language, 1)} %`));
  }
  // the forecast's line, when the service has one (the demo's October report has: decision 0150)
  if (report.settlementForecast) {
    const expected = expectedForecastLine(report.settlementForecast, language);
    const line = page.getByTestId('report-forecast-line');
    await expect(line).toBeVisible();
    if (expected) expect(plain(await line.innerText())).toBe(expected);
  } else {
    await expect(page.getByTestId('report-forecast')).toHaveCount(0);
  }
  // where to turn: the landlord, the customer service, each complaint route and adviser as a link
  await expect(page.getByRole('heading', { level: 2, name: w.where })).toBeVisible();
  await expect(page.getByTestId('contact-landlord')).toContainText(report.whereToTurn.landlord.name);
  await expect(page.getByTestId('contact-provider')).toContainText(report.whereToTurn.provider.name);
  for (const route of [...report.whereToTurn.complaints, ...report.whereToTurn.advice]) {
    const link = page.getByTestId('where-to-turn').getByRole('link', { name: route.name });
    await expect(link).toHaveAttribute('href', route.url);
    await expect(link).toHaveAttribute('target', '_blank');
  }
}

test.describe('the monthly report’s EU information', () => {
  for (const language of LANGUAGES) {
    test(`the page and its PDF show each new section with the service’s figures, in ${language}`, async ({ page }) => {
      const report = await serviceReportInformation(page.request, 'demo-latest');
      await page.goto(`/report/demo-latest?language=${language}`);
      await expect(page.getByRole('heading', { level: 1, name: REPORT_TEXTS[language].title })).toBeVisible();
      await expectInformation(page, report, language);

      const downloading = page.waitForEvent('download');
      await page.getByRole('link', { name: REPORT_TEXTS[language].download }).click();
      const text = plain(await pdfText(await downloadBytes(await downloading)));
      for (const heading of WORDS[language].pdf) expect(text, heading).toContain(heading);
    });
  }

  for (const width of [360, 1280]) {
    test(`at ${width} px: no serious axe finding, no sideways scrolling`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/report/demo-latest?language=nb');
      await expect(page.getByTestId('where-to-turn')).toBeVisible();
      // a picture to look at (e2e/screenshots/, as the screens suite keeps them)
      const dir = join(ROOT, 'e2e', 'screenshots', 'report');
      mkdirSync(dir, { recursive: true });
      await page.screenshot({ path: join(dir, `nb-${width}-report.png`), fullPage: true });
      expect(await seriousViolations(page)).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(
        0,
      );
    });
  }

  test('the embedded report (one script tag) shows the new sections, one heading level down', async ({ page }) => {
    const remote = `http://localhost:${remoteByDir('mf-report').port + BASE_OFFSET}`;
    await page.goto(`${remote}/examples/custom-element.html?code=demo-latest&language=da`);
    const report = await serviceReportInformation(page.request, 'demo-latest');
    const month = monthOf(report.periodStart, 'da');
    await expect(page.getByRole('heading', { level: 3, name: `Varme i ${month}` })).toBeVisible();
    await expect(page.getByRole('heading', { level: 3, name: WORDS.da.where })).toBeVisible();
    await expect(page.getByRole('heading', { level: 4, name: WORDS.da.lastYear }).first()).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
