// Downloads of what a screen shows (CSV and Excel), read back and compared with the figures on the
// screen, and the archive of all of a tenancy's data (docs/decisions/0165, 0166).
import { expect, test, type Download, type Locator, type Page } from '@playwright/test';
import { createRequire } from 'node:module';
import type * as ExcelJs from 'exceljs';
import { DEMO, signIn } from '../support/session.ts';
import { downloadBytes } from '../support/report-pdf.ts';
import { presetPeriod } from '../../shared/src/time/period.ts';
import { today } from '../../domain/src/zone.ts';
import { csvRecords } from '../../domain/src/testing/csv-records.ts';

/** exceljs, read through Node's own require when a workbook is read (the test runner's loader cannot link its CommonJS graph). */
function excel(): typeof ExcelJs {
  return createRequire(import.meta.url)('exceljs') as typeof ExcelJs;
}

// The demo tenant's Oslo tenancy (all quantities, hourly values).
const TENANCY = '1';

/** A file's text with its byte order mark kept (TextDecoder drops it unless told not to). */
const utf8 = (bytes: Uint8Array) => new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);

/** A figure as the screen writes it ("1,234 kWh", "1.234 kWh", "–") as a number, or null. */
function shownNumber(text: string, language: 'en' | 'da'): number | null {
  const digits = text.replace(/[^\d.,-]/g, '');
  if (!/\d/.test(digits)) return null;
  const plain = language === 'en' ? digits.replaceAll(',', '') : digits.replaceAll('.', '').replace(',', '.');
  return Number(plain);
}

/** The chart's table as the screen (or a card of it) shows it: header and rows of cell texts. */
async function shownTable(scope: Page | Locator, testId = 'chart-table') {
  await scope.getByRole('button', { name: /^(Show as table|Vis som tabel)$/ }).click();
  const table = scope.getByTestId(testId);
  await expect(table).toBeVisible();
  const header = await table.locator('thead th').allInnerTexts();
  const rows = await table
    .locator('tbody tr')
    .evaluateAll((trs) => trs.map((tr) => Array.from(tr.children).map((c) => (c as HTMLElement).innerText.trim())));
  return { header, rows };
}

/** A file of the download menu (of the page, or of one card where a page has several). */
async function downloadFrom(page: Page, menu: string, item: RegExp, scope: Page | Locator = page): Promise<Download> {
  await scope.getByTestId('download-menu').getByText(menu, { exact: true }).click();
  const downloading = page.waitForEvent('download');
  await scope.getByRole('button', { name: item }).click();
  return downloading;
}

/** The download menu, once the view it would save has loaded (it is disabled while another loads). */
async function menuReady(scope: Page | Locator) {
  const summary = scope.getByTestId('download-menu').locator('summary');
  await expect(summary).toBeVisible();
  await expect(summary).not.toHaveAttribute('aria-disabled', 'true');
}

test.describe('downloads of a consumption view', () => {
  test('the CSV and the workbook hold the figures the view shows, named for what they are', async ({ page }) => {
    await signIn(page, DEMO.demo, { language: 'en' });
    await page.goto(`/t/${TENANCY}/consumption/heat-energy`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Heat');
    await page.getByLabel('Choose a period').selectOption('last-month');
    const month = presetPeriod('last-month', today()).start.slice(0, 7);
    await expect(page.getByTestId('consumption-chart')).toBeVisible();
    const shown = await shownTable(page);
    expect(shown.rows.length).toBeGreaterThanOrEqual(28);
    const withComparison = shown.header.length >= 3 && shown.header[2] !== 'Note';

    // CSV for spreadsheets, in English: BOM, commas, the view's rounding
    const csvDownload = await downloadFrom(page, 'Download', /CSV for spreadsheets/);
    expect(csvDownload.suggestedFilename()).toBe(`heat-energy_${month}_day.csv`);
    const csvText = utf8(await downloadBytes(csvDownload));
    expect(csvText.charCodeAt(0)).toBe(0xfeff);
    const [header, ...records] = csvRecords(csvText.slice(1), ',');
    expect(header!.slice(0, 3)).toEqual(['Start (local time)', 'Time', 'Heat (kWh)']);
    if (withComparison) expect(header![3]).toBe(`${shown.header[2]} (kWh)`);
    expect(records).toHaveLength(shown.rows.length);
    records.forEach((record, i) => {
      const row = shown.rows[i]!;
      // the bucket's start in Copenhagen time with its offset, and its label as the table writes it
      expect(record[0]).toMatch(new RegExp(`^${month}-\\d{2}T00:00:00\\+0[12]:00$`));
      expect(record[1]).toBe(row[0]);
      expect(record[2] === '' ? null : Number(record[2])).toBe(shownNumber(row[1]!, 'en'));
      if (withComparison) expect(record[3] === '' ? null : Number(record[3])).toBe(shownNumber(row[2]!, 'en'));
    });

    // the workbook: figures as numbers that round to what the view shows, and a sheet on what they are
    const xlsxDownload = await downloadFrom(page, 'Download', /Excel workbook/);
    expect(xlsxDownload.suggestedFilename()).toBe(`heat-energy_${month}_day.xlsx`);
    const workbook = new (excel().Workbook)();
    await workbook.xlsx.load((await downloadBytes(xlsxDownload)).buffer as ArrayBuffer);
    const [sheet, about] = workbook.worksheets;
    expect(sheet!.getCell('C1').value).toBe('Heat (kWh)');
    expect(sheet!.rowCount).toBe(shown.rows.length + 1);
    shown.rows.forEach((row, i) => {
      const cells = sheet!.getRow(i + 2);
      expect(cells.getCell(2).value).toBe(row[0]);
      const value = cells.getCell(3).value as number | null;
      expect(value == null ? null : Math.round(value)).toBe(shownNumber(row[1]!, 'en'));
      if (withComparison) {
        const compared = cells.getCell(4).value as number | null;
        expect(compared == null ? null : Math.round(compared)).toBe(shownNumber(row[2]!, 'en'));
      }
    });
    const aboutRows = about!.getSheetValues().slice(2) as unknown as unknown[][];
    expect(aboutRows.map((r) => r[1])).toEqual(
      expect.arrayContaining(['Quantity', 'Period', 'Resolution', 'Compared with', 'Unit']),
    );
    expect(aboutRows.find((r) => r[1] === 'Unit')![2]).toBe('kWh');
  });

  test('in Danish the spreadsheet file separates fields by ; and writes decimal commas, as the table does', async ({
    page,
  }) => {
    await signIn(page, DEMO.demo, { language: 'da' });
    await page.goto(`/t/${TENANCY}/consumption/cold-water-volume`);
    await expect(page.getByTestId('consumption-chart')).toBeVisible();
    const shown = await shownTable(page);
    const download = await downloadFrom(page, 'Hent', /CSV til regneark/);
    expect(download.suggestedFilename()).toMatch(/^cold-water-volume_\d{4}-\d{2}-\d{2}--\d{4}-\d{2}-\d{2}_day\.csv$/);
    const text = utf8(await downloadBytes(download));
    const [header, ...records] = csvRecords(text.slice(1), ';');
    expect(header![2]).toBe('Koldt vand (m³)');
    expect(records).toHaveLength(shown.rows.length);
    records.forEach((record, i) => {
      const figure = shown.rows[i]![1]!;
      // exactly the table's figure: 3 decimals with a decimal comma, without the unit and grouping
      expect(record[2]).toBe(figure === '–' ? '' : figure.replace(/\s*m³$/, '').replaceAll('.', ''));
    });

    // the same view for programs: decimal points and commas, no BOM
    const machine = await downloadFrom(page, 'Hent', /CSV til programmer/);
    const machineText = utf8(await downloadBytes(machine));
    expect(machineText.charCodeAt(0)).not.toBe(0xfeff);
    const machineRecords = csvRecords(machineText, ',').slice(1);
    machineRecords.forEach((record, i) => {
      const shownValue = shownNumber(shown.rows[i]![1]!, 'da');
      if (shownValue == null) expect(record[2]).toBe('');
      else expect(Number(Number(record[2]).toFixed(3))).toBe(shownValue);
    });
  });
});

test.describe('downloads of the indoor climate, the prices and the settlement forecast', () => {
  test('each climate card downloads its own chart: the CSV and the workbook hold the figures of its table', async ({
    page,
  }) => {
    await signIn(page, DEMO.demo, { language: 'en' });
    await page.goto(`/t/${TENANCY}/consumption/indoor-climate`);
    await page.getByLabel('Choose a period').selectOption('last-month');
    const month = presetPeriod('last-month', today()).start.slice(0, 7);
    const section = page.getByTestId('climate-indoor-temperature');
    await menuReady(section);
    await expect(section.getByTestId('consumption-chart')).toBeVisible();
    const shown = await shownTable(section);
    expect(shown.rows.length).toBeGreaterThanOrEqual(28);

    const csvDownload = await downloadFrom(page, 'Download', /CSV for spreadsheets/, section);
    expect(csvDownload.suggestedFilename()).toBe(`indoor-temperature_${month}_day.csv`);
    const [header, ...records] = csvRecords(utf8(await downloadBytes(csvDownload)).slice(1), ',');
    expect(header!.slice(0, 3)).toEqual(['Start (local time)', 'Time', `${shown.header[1]} (°C)`]);
    expect(records).toHaveLength(shown.rows.length);
    records.forEach((record, i) => {
      const row = shown.rows[i]!;
      expect(record[0]).toMatch(new RegExp(`^${month}-\\d{2}T00:00:00\\+0[12]:00$`));
      expect(record[1]).toBe(row[0]);
      expect(record[2] === '' ? null : Number(record[2])).toBe(shownNumber(row[1]!, 'en'));
    });

    const xlsxDownload = await downloadFrom(page, 'Download', /Excel workbook/, section);
    expect(xlsxDownload.suggestedFilename()).toBe(`indoor-temperature_${month}_day.xlsx`);
    const workbook = new (excel().Workbook)();
    await workbook.xlsx.load((await downloadBytes(xlsxDownload)).buffer as ArrayBuffer);
    const [sheet, about] = workbook.worksheets;
    expect(sheet!.rowCount).toBe(shown.rows.length + 1);
    shown.rows.forEach((row, i) => {
      const cells = sheet!.getRow(i + 2);
      expect(cells.getCell(2).value).toBe(row[0]);
      const value = cells.getCell(3).value as number | null;
      expect(value == null ? null : Math.round(value)).toBe(shownNumber(row[1]!, 'en'));
    });
    const aboutRows = about!.getSheetValues().slice(2) as unknown as unknown[][];
    expect(aboutRows.find((r) => r[1] === 'Unit')![2]).toBe('°C');

    // the humidity card's own file
    const humidity = page.getByTestId('climate-indoor-relative-humidity');
    await menuReady(humidity);
    const humidityDownload = await downloadFrom(page, 'Download', /CSV for spreadsheets/, humidity);
    expect(humidityDownload.suggestedFilename()).toBe(`indoor-relative-humidity_${month}_day.csv`);
  });

  test('the hourly prices download an hour a row, whose days are the table’s days, lowest, highest and average hour', async ({
    page,
  }) => {
    await signIn(page, DEMO.demo, { language: 'en' });
    await page.goto(`/t/${TENANCY}/consumption/electricity-energy/price`);
    await page.getByLabel('Choose a period').selectOption('last-month');
    const month = presetPeriod('last-month', today()).start.slice(0, 7);
    await menuReady(page);
    await expect(page.getByTestId('price-chart')).toHaveAttribute('data-kind', 'hourly');
    const shown = await shownTable(page);
    expect(shown.header).toEqual(['Time', 'Daily average', 'Lowest and highest hour']);
    expect(shown.rows.length).toBeGreaterThanOrEqual(28);

    const download = await downloadFrom(page, 'Download', /CSV for spreadsheets/);
    expect(download.suggestedFilename()).toBe(`electricity-energy_prices_${month}.csv`);
    const [header, ...records] = csvRecords(utf8(await downloadBytes(download)).slice(1), ',');
    expect(header).toEqual(['Start (local time)', 'Time', 'Price (NOK/kWh)']);
    // the same figures unrounded, for the days' averages
    const machine = await downloadFrom(page, 'Download', /CSV for programs/);
    const exact = csvRecords(utf8(await downloadBytes(machine)), ',').slice(1);
    expect(exact).toHaveLength(records.length);

    const days = new Map<string, { label: string; shown: number[]; exact: number[] }>();
    records.forEach((record, i) => {
      // each hour's start in Copenhagen time with its offset; the figure with the screen's two decimals
      expect(record[0]).toMatch(new RegExp(`^${month}-\\d{2}T\\d{2}:00:00\\+0[12]:00$`));
      expect(record[2]).toMatch(/^-?\d+\.\d{2}$/);
      expect(exact[i]![0]).toBe(record[0]);
      // the hour as the chart writes it: the day as the table does, then the hour
      const label = record[1]!.slice(0, record[1]!.lastIndexOf(', '));
      const day = days.get(record[0]!.slice(0, 10)) ?? { label, shown: [], exact: [] };
      day.shown.push(Number(record[2]));
      day.exact.push(Number(exact[i]![2]));
      days.set(record[0]!.slice(0, 10), day);
    });
    expect([...days.values()].map((d) => d.label)).toEqual(shown.rows.map((r) => r[0]));
    [...days.values()].forEach((day, i) => {
      const [, average, range] = shown.rows[i]!;
      expect(day.shown.length).toBeGreaterThanOrEqual(23);
      const mean = day.exact.reduce((a, b) => a + b, 0) / day.exact.length;
      expect(Math.abs(mean - shownNumber(average!, 'en')!)).toBeLessThanOrEqual(0.005 + 1e-9);
      const [low, high] = range!.split('–').map((v) => shownNumber(v, 'en'));
      expect(Math.min(...day.shown)).toBe(low);
      expect(Math.max(...day.shown)).toBe(high);
    });
  });

  test('the settlement forecast downloads a row per month of its table, in Danish', async ({ page }) => {
    await signIn(page, DEMO.demo, { language: 'da' });
    await page.goto(`/t/${TENANCY}/consumption/settlement`);
    await menuReady(page);
    const shown = await shownTable(page, 'settlement-table');
    expect(shown.rows.length).toBeGreaterThanOrEqual(1);

    const download = await downloadFrom(page, 'Hent', /CSV til regneark/);
    expect(download.suggestedFilename()).toMatch(
      /^settlement-forecast_\d{4}(-\d{2}(-\d{2}--\d{4}-\d{2}-\d{2})?)?\.csv$/,
    );
    const [header, ...records] = csvRecords(utf8(await downloadBytes(download)).slice(1), ';');
    expect(header![1]).toBe(shown.header[0]);
    expect(header!.slice(2).map((h) => h.replace(/ \([A-Z]{3}\)$/, ''))).toEqual([
      shown.header[1],
      shown.header[2],
      `${shown.header[3]}: laveste`,
      `${shown.header[3]}: højeste`,
      shown.header[4],
    ]);
    expect(records).toHaveLength(shown.rows.length);
    const figure = (text: string) => (text === '' ? null : Number(text));
    records.forEach((record, i) => {
      const [name, actual, expected, range, advance] = shown.rows[i]!;
      expect(record[0]).toMatch(/^\d{4}-\d{2}$/);
      expect(record[1]).toBe(name);
      // whole money, as the table shows it
      expect(figure(record[2]!)).toBe(shownNumber(actual!, 'da'));
      expect(figure(record[3]!)).toBe(shownNumber(expected!, 'da'));
      const [low, high] = range === '–' ? [null, null] : range!.split(/[–-]/).map((v) => shownNumber(v, 'da'));
      expect([figure(record[4]!), figure(record[5]!)]).toEqual([low, high]);
      expect(figure(record[6]!)).toBe(shownNumber(advance!, 'da'));
    });
  });
});

test.describe('other lists', () => {
  test('the meter list downloads with a row per meter shown', async ({ page }) => {
    await signIn(page, DEMO.demo, { language: 'en' });
    await page.goto(`/t/${TENANCY}/consumption/meters`);
    const list = page.getByTestId('meter-list');
    await expect(list).toBeVisible();
    const numbers = await list
      .locator('tbody th .mfc-meter-id > span:last-child')
      .evaluateAll((els) => els.map((e) => (e.firstChild?.textContent ?? '').trim()));
    const download = await downloadFrom(page, 'Download', /CSV for spreadsheets/);
    expect(download.suggestedFilename()).toBe(`meters_${today()}.csv`);
    const [header, ...records] = csvRecords(utf8(await downloadBytes(download)).slice(1), ',');
    expect(header![0]).toBe('Meter number');
    expect(records.map((r) => r[0])).toEqual(numbers);
  });

  test('the notifications download as a file with a row per notification', async ({ page }) => {
    await signIn(page, DEMO.demo, { language: 'en' });
    await page.goto(`/t/${TENANCY}/notifications`);
    const items = page.getByTestId('notification-item');
    await expect(items.first()).toBeVisible();
    const download = await downloadFrom(page, 'Download', /Excel workbook/);
    expect(download.suggestedFilename()).toBe(`notifications_${today()}.xlsx`);
    const workbook = new (excel().Workbook)();
    await workbook.xlsx.load((await downloadBytes(download)).buffer as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.getCell('A1').value).toBe('Received');
    expect(sheet.rowCount - 1).toBe(await items.count());
  });
});

test('the tenancy data archive downloads from the tenancy info', async ({ page }) => {
  await signIn(page, DEMO.demo, { language: 'en' });
  await page.goto(`/t/${TENANCY}/settings`);
  await expect(page.getByRole('heading', { name: 'Your data' })).toBeVisible();
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download all data' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^tenancy-data_[a-z0-9-]+_\d{4}-\d{2}-\d{2}\.zip$/);
  await expect(page.getByTestId('data-export-status')).toContainText('Your download has started');
  const bytes = await downloadBytes(download);
  // a zip (local file header), whose directory names the list of meters and the meters' files
  expect(Array.from(bytes.subarray(0, 4))).toEqual([0x50, 0x4b, 0x03, 0x04]);
  const names = new TextDecoder('latin1').decode(bytes);
  expect(names).toContain('meters.csv');
  expect(names).toMatch(/meters\/heat-energy_[a-z0-9.-]+\.csv/);
  expect(names).toMatch(/meters\/cold-water-volume_[a-z0-9.-]+\.csv/);
});
