import { describe, expect, it } from 'vitest';
import type { MonthlyReport } from './api/get-report';
import {
  barShares,
  compareWithProperty,
  endsBeforeMonth,
  formatDataUntil,
  reportBrand,
  reportFigures,
} from './report-figures';

const report: MonthlyReport = {
  code: 'demo-latest',
  periodStart: '2026-10-01',
  periodEnd: '2026-10-31',
  address: 'Thorvald Meyers gate 12, H0101',
  zipcode: '0555',
  city: 'Oslo',
  brand: 'norway',
  currency: 'NOK',
  quantities: [
    { quantity: 'heat-energy', unit: 'kilo-watt-hour', total: 256.7, propertyAverage: 338.45, previousMonth: 125.03 },
    {
      quantity: 'cold-water-volume',
      unit: 'cubic-meter',
      total: 3.887403,
      propertyAverage: 3.887,
      previousMonth: null,
    },
  ],
  waterPricePerLitre: 0.04256,
  mostRecentCost: 1009.89,
  previousCost: 719.95,
  dataUntil: '2026-11-01T00:00:00',
  pdfUrl: 'https://data.example/files/reports/demo-latest.pdf?expires=2000000000&signature=s',
};

const plain = (s: string | null) => s?.replace(/[\u00a0\u202f]/g, ' ');

describe('reportFigures', () => {
  it('formats every figure per SPEC §9 in Danish', () => {
    const f = reportFigures(report, 'da');
    expect(f.month).toBe('oktober 2026');
    expect(f.address).toBe('Thorvald Meyers gate 12, H0101, 0555 Oslo');
    expect(plain(f.quantities[0]!.total)).toBe('257 kWh');
    expect(plain(f.quantities[1]!.total)).toBe('3,887 m³');
    expect(f.quantities[1]!.previousMonth).toBe('–');
    expect(plain(f.waterPricePerLitre)).toBe('0,04256 NOK');
    expect(plain(f.mostRecentCost)).toBe('1.009,89 NOK');
  });

  it('says how the apartment compares with the property average', () => {
    const f = reportFigures(report, 'en');
    expect(f.quantities[0]!.comparison.kind).toBe('below');
    expect(plain(f.quantities[0]!.comparison.percent)).toBe('24 %');
    expect(f.quantities[1]!.comparison.kind).toBe('same');
  });
});

describe('comparison and chart', () => {
  it('has no comparison without a property figure', () => {
    expect(compareWithProperty({ ...report.quantities[0]!, propertyAverage: null }).kind).toBe('none');
  });

  it('scales the bars to the larger figure', () => {
    expect(barShares({ ...report.quantities[0]!, total: 50, propertyAverage: 100 })).toEqual({
      apartment: 0.5,
      property: 1,
    });
    expect(barShares({ ...report.quantities[0]!, total: null, propertyAverage: null })).toEqual({
      apartment: 0,
      property: 0,
    });
  });
});

describe('reportBrand', () => {
  it('gives every brand store links, and unknown brands the Norway brand', () => {
    expect(reportBrand('denmark').storeLinks.appStore).toContain('apps.apple.com/dk');
    expect(reportBrand('nowhere').theme.id).toBe('norway');
  });
});

describe('where the data end (issue 16)', () => {
  it('says "Data until" in the report\'s language, with the year, read as Copenhagen wall clock', () => {
    expect(plain(formatDataUntil('2026-11-01T00:00:00', 'en'))).toBe('1 Nov 2026, 00:00');
    expect(plain(formatDataUntil('2026-10-24T21:00:00', 'da'))).toBe('24. okt. 2026, 21.00');
    expect(plain(formatDataUntil('2026-10-24T21:00:00', 'nb'))).toBe('24. okt. 2026, 21:00');
    const whole = reportFigures(report, 'en');
    expect(plain(whole.dataUntil)).toBe('1 Nov 2026, 00:00');
    expect(whole.dataPartial).toBe(false);
  });

  it('knows when the readings end before the month does', () => {
    expect(endsBeforeMonth(report)).toBe(false);
    expect(endsBeforeMonth({ ...report, dataUntil: '2026-10-30T06:00:00' })).toBe(true);
    expect(endsBeforeMonth({ ...report, dataUntil: null })).toBe(false);
    const late = reportFigures({ ...report, dataUntil: '2026-10-30T06:00:00' }, 'da');
    expect(late.dataPartial).toBe(true);
  });
});
