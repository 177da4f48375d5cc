import { describe, expect, it } from 'vitest';
import { tableCsv } from '@portal/shared/export';
import { textsIn } from '../chart/chart-fixtures';
import { priceSeries } from './price-model';
import { priceExportTable } from './price-export';

/** Hourly spot prices as the data service gives them: local stamps in the order of their instants, each to the next. */
function spot(stamps: string[], prices: number[], end: string) {
  return stamps.map((validFrom, i) => ({
    quantity: 'electricity-energy',
    price: prices[i]!,
    currency: 'NOK',
    validFrom,
    validTo: stamps[i + 1] ?? end,
  }));
}

describe('the prices of a period as a file', () => {
  it('holds one row per hour, the autumn’s repeated 02:00 first in summer time, then in winter time', () => {
    // 25 October 2026: the clocks go back at 03:00 summer time, the service gives 02:00 twice
    const hours = ['00', '01', '02', '02', '03'].map((h) => `2026-10-25T${h}:00:00`);
    const period = { start: '2026-10-25', end: '2026-10-25' };
    const series = priceSeries(
      spot(hours, [1.1, 1.23456, 0.9, 0.8, 1.5], '2026-10-25T04:00:00'),
      'electricity-energy',
      period,
      'en',
    );
    const table = priceExportTable({
      series,
      quantityName: 'Electricity',
      period,
      periodText: '25 Oct 2026',
      language: 'en',
      t: textsIn('en'),
    });
    expect(table.columns.map((c) => c.header)).toEqual(['Start (local time)', 'Time', 'Price (NOK/kWh)']);
    expect(table.rows).toEqual([
      ['2026-10-25T00:00:00+02:00', '25 Oct 2026, 00:00', 1.1],
      ['2026-10-25T01:00:00+02:00', '25 Oct 2026, 01:00', 1.23456],
      ['2026-10-25T02:00:00+02:00', '25 Oct 2026, 02:00', 0.9],
      ['2026-10-25T02:00:00+01:00', '25 Oct 2026, 02:00', 0.8],
      ['2026-10-25T03:00:00+01:00', '25 Oct 2026, 03:00', 1.5],
    ]);
    // the screen's two decimals in a spreadsheet, unrounded for programs
    expect(tableCsv(table, 'nb', 'spreadsheet').split('\r\n')[2]).toBe(
      '2026-10-25T01:00:00+02:00;"25 Oct 2026, 01:00";1,23',
    );
    expect(tableCsv(table, 'nb', 'machine').split('\r\n')[2]!.endsWith(',1.23456')).toBe(true);
    expect(table.about).toEqual([
      ['Quantity', 'Electricity'],
      ['Period', '25 Oct 2026 (2026-10-25 – 2026-10-25)'],
      ['Unit', 'NOK/kWh'],
      ['Currency', 'NOK'],
    ]);
  });

  it('holds one row per tariff of the period: valid from, to (empty while it holds) and the price', () => {
    const tariff = (price: number, validFrom: string, validTo: string | null) => ({
      quantity: 'heat-energy',
      price,
      currency: 'DKK',
      validFrom,
      validTo,
    });
    const period = { start: '2026-11-01', end: '2026-11-30' };
    const series = priceSeries(
      [
        tariff(1.0645, '2026-11-15T00:00:00', null),
        tariff(1.2, '2026-01-01T00:00:00', '2026-11-14T23:59:59'),
        tariff(0.9, '2025-01-01T00:00:00', '2025-12-31T23:59:59'),
      ],
      'heat-energy',
      period,
      'da',
    );
    const table = priceExportTable({
      series,
      quantityName: 'Varme',
      period,
      periodText: 'november 2026',
      language: 'da',
      t: textsIn('da'),
    });
    expect(table.columns.map((c) => c.header)).toEqual(['Gælder fra', 'Gælder til', 'Pris (DKK/kWh)']);
    expect(table.rows).toEqual([
      ['2026-01-01', '2026-11-14', 1.2],
      ['2026-11-15', null, 1.0645],
    ]);
    // a tariff to the øre's tenth, as the screen shows it
    expect(tableCsv(table, 'da', 'spreadsheet').split('\r\n').slice(1, 3)).toEqual([
      '2026-01-01;2026-11-14;1,20',
      '2026-11-15;;1,065',
    ]);
  });
});
