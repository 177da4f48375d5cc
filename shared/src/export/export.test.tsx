import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import {
  assertPluralForms,
  assertTranslated,
  assertTranslationKeyParity,
  missingTextKeys,
  renderWithProviders,
  sourcesUnder,
} from '../test-utils';
import { commonResources } from '../i18n/locales';
import en from './texts/en';
import da from './texts/da';
import nb from './texts/nb';
import { DownloadMenu } from './download-menu';
import { EXPORT_NAMESPACE } from './texts';
import {
  type ExportTable,
  downloadBlob,
  excelNumberFormat,
  fileNameOf,
  loadExcel,
  sheetName,
  tableCsv,
  tableWorkbook,
} from './table';

const table: ExportTable = {
  title: 'Heat: November 2026',
  columns: [
    { header: 'Time' },
    { header: 'Day' },
    { header: 'Heat (kWh)', decimals: { min: 0, max: 0 } },
    { header: 'Note' },
  ],
  rows: [
    ['2026-11-01T00:00:00+01:00', '1 Nov 2026', 12.4, null],
    ['2026-11-02T00:00:00+01:00', '2 Nov 2026', null, 'No data'],
    ['2026-11-03T00:00:00+01:00', '3 Nov 2026', 7.6, 'Partial: 20 of 24 hours; "estimated"'],
  ],
  about: [['Period', '1–30 Nov 2026']],
};

describe('the texts of the download menu', () => {
  it('exist in en, da and nb, translated', () => {
    assertTranslationKeyParity({ en, da, nb });
    assertTranslated({ en, da, nb });
    assertPluralForms({ en, da, nb });
  });

  it('hold every key the menu asks for', () => {
    expect(
      missingTextKeys(sourcesUnder(import.meta.dirname), {
        own: EXPORT_NAMESPACE,
        texts: { [EXPORT_NAMESPACE]: en, common: commonResources.en },
      }),
    ).toEqual([]);
  });
});

describe('tableCsv', () => {
  it('writes the screen rounding and the language decimal mark in the spreadsheet format', () => {
    const csv = tableCsv(table, 'da', 'spreadsheet');
    expect(csv).toBe(
      '\uFEFFTime;Day;Heat (kWh);Note\r\n' +
        '2026-11-01T00:00:00+01:00;1 Nov 2026;12;\r\n' +
        '2026-11-02T00:00:00+01:00;2 Nov 2026;;No data\r\n' +
        '2026-11-03T00:00:00+01:00;3 Nov 2026;8;"Partial: 20 of 24 hours; ""estimated"""\r\n',
    );
  });

  it('writes the unrounded figures for programs', () => {
    expect(tableCsv(table, 'da', 'machine').split('\r\n')[1]).toBe('2026-11-01T00:00:00+01:00,1 Nov 2026,12.4,');
  });
});

describe('tableWorkbook', () => {
  it('holds the figures as numbers, the header row and a sheet on what they are (read back with exceljs)', async () => {
    const bytes = await tableWorkbook(
      table,
      { aboutSheet: 'About', what: 'What', value: 'Value', exportedAt: 'Downloaded' },
      new Date(Date.UTC(2026, 10, 27, 12)),
    );
    const ExcelJS = await loadExcel();
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(bytes.buffer as ArrayBuffer);
    const sheet = workbook.getWorksheet('Heat November 2026')!;
    expect(sheet.getRow(1).values).toEqual([undefined, 'Time', 'Day', 'Heat (kWh)', 'Note']);
    expect(sheet.getCell('C2').value).toBe(12.4);
    expect(sheet.getCell('C2').numFmt).toBe('0');
    expect(sheet.getCell('C3').value).toBeNull();
    expect(sheet.getCell('D4').value).toBe('Partial: 20 of 24 hours; "estimated"');
    const about = workbook.getWorksheet('About')!;
    expect(about.getCell('A2').value).toBe('Period');
    expect(about.getCell('B3').value).toBe('2026-11-27T13:00:00+01:00');
  });

  it('shows fixed decimals as the screen does and names sheets as Excel allows', () => {
    expect(excelNumberFormat({ min: 3, max: 3 })).toBe('0.000');
    expect(excelNumberFormat({ min: 0, max: 2 })).toBe('General');
    expect(sheetName('Heat: a/b [c]*?')).toBe('Heat a b c');
    expect(sheetName('x'.repeat(40))).toHaveLength(31);
  });
});

describe('downloadBlob', () => {
  it('saves the file under its name through a link to the blob', () => {
    const clicks: { href: string; download: string }[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicks.push({ href: this.href, download: this.download });
    });
    downloadBlob(new Blob(['a']), fileNameOf(['heat-energy', '2026-11', 'day'], 'csv-spreadsheet'));
    expect(click).toHaveBeenCalledOnce();
    expect(clicks[0]!.download).toBe('heat-energy_2026-11_day.csv');
    expect(clicks[0]!.href).toMatch(/^blob:/);
    expect(document.querySelector('a[download]')).toBeNull();
  });
});

describe('DownloadMenu', () => {
  it('offers the three files and saves the one chosen, with what the screen shows at that moment', async () => {
    const saved: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      saved.push(blob as Blob);
      return 'blob:test';
    });
    const names: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    const build = vi.fn(() => table);
    renderWithProviders(<DownloadMenu table={build} fileName={['heat-energy', '2026-11', 'day']} />, {
      namespaces: { [EXPORT_NAMESPACE]: { en, da, nb } },
    });
    fireEvent.click(await screen.findByText('Download'));
    expect(screen.getByRole('list', { name: 'Download these figures' })).toBeTruthy();
    expect(build).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: /CSV for spreadsheets/ }));
    await waitFor(() => expect(names).toEqual(['heat-energy_2026-11_day.csv']));
    expect(build).toHaveBeenCalledOnce();
    expect(await saved[0]!.text()).toContain('Heat (kWh)');
  });
});
