import { describe, expect, it } from 'vitest';
import {
  CSV_BOM,
  csvDelimiter,
  csvField,
  csvNumber,
  exportFileName,
  offsetTimestamp,
  offsetTimestamps,
  periodFileLabel,
  toCsv,
} from './csv.ts';
import { csvRecords } from './testing/csv-records.ts';

describe('csvField', () => {
  it('leaves plain text alone', () => {
    expect(csvField('Heat')).toBe('Heat');
    expect(csvField('Varme 2026-11')).toBe('Varme 2026-11');
  });

  it('quotes text with a quote, doubling the quote', () => {
    expect(csvField('the "kitchen"')).toBe('"the ""kitchen"""');
    expect(csvField('"')).toBe('""""');
  });

  it('quotes text with a comma, a semicolon or a line break', () => {
    expect(csvField('Bath, upstairs')).toBe('"Bath, upstairs"');
    expect(csvField('Bad; oppe')).toBe('"Bad; oppe"');
    expect(csvField('line 1\nline 2')).toBe('"line 1\nline 2"');
    expect(csvField('line 1\r\nline 2')).toBe('"line 1\r\nline 2"');
  });

  it('quotes text with surrounding spaces, which would otherwise be trimmed', () => {
    expect(csvField(' kitchen')).toBe('" kitchen"');
  });

  it('keeps a spreadsheet from running a text as a formula', () => {
    expect(csvField('=HYPERLINK("x")', 'spreadsheet')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvField('+45 1234', 'spreadsheet')).toBe("'+45 1234");
    expect(csvField('@room', 'spreadsheet')).toBe("'@room");
    expect(csvField('=1+1', 'machine')).toBe('=1+1');
  });
});

describe('csvNumber', () => {
  it('writes decimals as the language does in the spreadsheet format, rounded as the screen shows', () => {
    const d = { min: 3, max: 3 };
    expect(csvNumber(1234.5678, { language: 'en', format: 'spreadsheet' }, d)).toBe('1234.568');
    expect(csvNumber(1234.5678, { language: 'da', format: 'spreadsheet' }, d)).toBe('1234,568');
    expect(csvNumber(1234.5678, { language: 'nb', format: 'spreadsheet' }, d)).toBe('1234,568');
    expect(csvNumber(12, { language: 'da', format: 'spreadsheet' }, { min: 0, max: 2 })).toBe('12');
    expect(csvNumber(12.5, { language: 'da', format: 'spreadsheet' }, { min: 0, max: 2 })).toBe('12,5');
    expect(csvNumber(415.6, { language: 'da', format: 'spreadsheet' }, { min: 0, max: 0 })).toBe('416');
  });

  it('writes a point and the unrounded figure (up to 6 decimals) in the machine format, whatever the language', () => {
    expect(csvNumber(1234.5678, { language: 'da', format: 'machine' }, { min: 3, max: 3 })).toBe('1234.5678');
    expect(csvNumber(1 / 3, { language: 'nb', format: 'machine' })).toBe('0.333333');
    expect(csvNumber(2, { language: 'en', format: 'machine' })).toBe('2');
  });

  it('never groups thousands and never writes -0', () => {
    expect(csvNumber(1234567.5, { language: 'en', format: 'spreadsheet' }, { min: 2, max: 2 })).toBe('1234567.50');
    expect(csvNumber(-0.0001, { language: 'da', format: 'spreadsheet' }, { min: 0, max: 2 })).toBe('0');
    expect(csvNumber(-3.25, { language: 'da', format: 'spreadsheet' }, { min: 2, max: 2 })).toBe('-3,25');
  });
});

describe('toCsv', () => {
  const header = ['Time', 'Heat (kWh)', 'Note'];
  const rows = [
    ['2026-11-01T00:00:00+01:00', 12.345, null],
    ['2026-11-02T00:00:00+01:00', null, 'Partial: 20 of 24 hours, "estimated"'],
  ];

  it('starts a spreadsheet file with the BOM and ends every line with CRLF', () => {
    const text = toCsv(header, rows, { language: 'en', format: 'spreadsheet' });
    expect(text.startsWith(CSV_BOM)).toBe(true);
    expect(text.slice(1).split('\r\n')).toHaveLength(4);
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.replaceAll('\r\n', '')).not.toMatch(/[\r\n]/);
  });

  it('has no BOM in the machine format', () => {
    expect(toCsv(header, rows, { language: 'en', format: 'machine' }).startsWith('Time,')).toBe(true);
  });

  it('separates fields by ; where the language writes decimals with a comma (spreadsheet format)', () => {
    expect(csvDelimiter({ language: 'da', format: 'spreadsheet' })).toBe(';');
    expect(csvDelimiter({ language: 'en', format: 'spreadsheet' })).toBe(',');
    expect(csvDelimiter({ language: 'da', format: 'machine' })).toBe(',');
    const text = toCsv(['Tid', 'Varme (kWh)'], [['x', 1.5]], {
      language: 'da',
      format: 'spreadsheet',
      decimals: [undefined, { min: 1, max: 1 }],
    });
    expect(text).toBe(`${CSV_BOM}Tid;Varme (kWh)\r\nx;1,5\r\n`);
  });

  it('reads back cell for cell, whatever the cells hold', () => {
    const tricky = [['a,b', 'c;d', 'e"f', 'g\nh', '', ' i']];
    for (const language of ['en', 'da'] as const) {
      const options = { language, format: 'spreadsheet' as const };
      const text = toCsv(['1', '2', '3', '4', '5', '6'], tricky, options);
      const parsed = csvRecords(text.slice(1), csvDelimiter(options));
      expect(parsed[1]).toEqual(tricky[0]);
    }
  });

  it('writes empty fields for missing values (a gap is not a zero)', () => {
    const text = toCsv(header, rows, { language: 'en', format: 'machine' });
    expect(csvRecords(text, ',')[1]).toEqual(['2026-11-01T00:00:00+01:00', '12.345', '']);
  });
});

describe('Copenhagen time stamps with their offset', () => {
  it('gives winter and summer time their offsets', () => {
    expect(offsetTimestamp(Date.UTC(2026, 0, 15, 11))).toBe('2026-01-15T12:00:00+01:00');
    expect(offsetTimestamp(Date.UTC(2026, 6, 15, 11))).toBe('2026-07-15T13:00:00+02:00');
  });

  it('has 23 hours on the spring change, 02:00 skipped (29 March 2026)', () => {
    const start = Date.UTC(2026, 2, 28, 23); // local midnight, +01:00
    const hours = Array.from({ length: 23 }, (_, h) => offsetTimestamp(start + h * 3_600_000));
    expect(hours.slice(0, 4)).toEqual([
      '2026-03-29T00:00:00+01:00',
      '2026-03-29T01:00:00+01:00',
      '2026-03-29T03:00:00+02:00',
      '2026-03-29T04:00:00+02:00',
    ]);
    expect(hours.at(-1)).toBe('2026-03-29T23:00:00+02:00');
    // the service's local stamps of that day give the same
    const local = hours.map((h) => h.slice(0, 19));
    expect(offsetTimestamps(local)).toEqual(hours);
  });

  it('has 25 hours on the autumn change, 02:00 twice: summer time first, then winter time (25 October 2026)', () => {
    const start = Date.UTC(2026, 9, 24, 22); // local midnight, +02:00
    const hours = Array.from({ length: 25 }, (_, h) => offsetTimestamp(start + h * 3_600_000));
    expect(hours.slice(1, 5)).toEqual([
      '2026-10-25T01:00:00+02:00',
      '2026-10-25T02:00:00+02:00',
      '2026-10-25T02:00:00+01:00',
      '2026-10-25T03:00:00+01:00',
    ]);
    expect(hours.at(-1)).toBe('2026-10-25T23:00:00+01:00');
    const local = hours.map((h) => h.slice(0, 19));
    expect(local[2]).toBe(local[3]);
    expect(offsetTimestamps(local)).toEqual(hours);
  });

  it('gives day, month and year buckets the offset of their local midnight', () => {
    expect(offsetTimestamps(['2026-10-25T00:00:00', '2026-10-26T00:00:00', '2026-03-29', '2026-03-30'])).toEqual([
      '2026-10-25T00:00:00+02:00',
      '2026-10-26T00:00:00+01:00',
      '2026-03-29T00:00:00+01:00',
      '2026-03-30T00:00:00+02:00',
    ]);
  });
});

describe('file names', () => {
  it('say what the file holds', () => {
    expect(
      exportFileName(['heat-energy', periodFileLabel({ start: '2026-11-01', end: '2026-11-30' }), 'day'], 'csv'),
    ).toBe('heat-energy_2026-11_day.csv');
    expect(exportFileName(['cold-water-volume', 'Køkken & bad', '2026'], 'xlsx')).toBe(
      'cold-water-volume_kokken-bad_2026.xlsx',
    );
  });

  it('name a period by its calendar unit when it is one', () => {
    expect(periodFileLabel({ start: '2026-02-01', end: '2026-02-28' })).toBe('2026-02');
    expect(periodFileLabel({ start: '2026-01-01', end: '2026-12-31' })).toBe('2026');
    expect(periodFileLabel({ start: '2026-11-05', end: '2026-11-05' })).toBe('2026-11-05');
    expect(periodFileLabel({ start: '2026-10-29', end: '2026-11-27' })).toBe('2026-10-29--2026-11-27');
    expect(periodFileLabel({ start: '2026-02-01', end: '2026-02-27' })).toBe('2026-02-01--2026-02-27');
  });
});
