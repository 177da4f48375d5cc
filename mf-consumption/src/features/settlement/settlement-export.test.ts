import { describe, expect, it } from 'vitest';
import { tableCsv } from '@portal/shared/export';
import { textsIn } from '../chart/chart-fixtures';
import { OSLO_FORECAST } from './settlement-fixtures';
import { forecastChartModel } from './settlement-model';
import { settlementExportTable } from './settlement-export';

const names = {
  actual: 'Cost so far',
  expected: 'Expected cost',
  range: 'Expected range',
  advance: 'Advance payments',
};

describe('the settlement forecast as a file', () => {
  const model = forecastChartModel(OSLO_FORECAST.months);
  const table = settlementExportTable({
    model,
    currency: 'NOK',
    period: OSLO_FORECAST.period!,
    periodText: '1 Jan–31 Dec 2026',
    names,
    language: 'en',
    t: textsIn('en'),
  });

  it('holds one row per month of the chart and its table, with the figures of the chart model', () => {
    expect(table.columns.map((c) => c.header)).toEqual([
      'Month (year-month)',
      'Month',
      'Cost so far (NOK)',
      'Expected cost (NOK)',
      'Expected range: lowest (NOK)',
      'Expected range: highest (NOK)',
      'Advance payments (NOK)',
    ]);
    expect(table.rows).toHaveLength(12);
    expect(table.rows.map((r) => r[0])).toEqual(model.months.map((m) => m.slice(0, 7)));
    expect(table.rows[0]!.slice(0, 2)).toEqual(['2026-01', 'January 2026']);
    table.rows.forEach((row, i) => {
      expect(row[2]).toBe(model.actual[i]);
      expect(row[3]).toBe(model.expected[i]);
      expect(row[6]).toBe(model.advance[i]);
    });
    // the range where the table shows one (none for October, read in full), unrounded
    expect(table.rows[9]!.slice(4, 6)).toEqual([null, null]);
    expect(table.rows[11]!.slice(2, 7)).toEqual([null, 9604.05, 9463.67, 9744.43, 10200]);
  });

  it('writes whole money as the screen does, and says it is an estimate', () => {
    const csv = tableCsv(table, 'en', 'spreadsheet').split('\r\n');
    expect(csv[11]).toBe('2026-11,November 2026,8437,8566,8549,8582,9350');
    expect(table.rows[10]!.slice(2, 6)).toEqual([8437.02, 8565.58, 8549.19, 8581.97]);
    expect(table.columns.slice(2).every((c) => c.decimals?.max === 0)).toBe(true);
    expect(table.about).toContainEqual(['Currency', 'NOK']);
    expect(table.about).toContainEqual(['Note', textsIn('en')('settlement.estimate')]);
  });
});
