import { describe, expect, it } from 'vitest';
import type { MonthlyReport } from './api/get-report';
import {
  barShares,
  compareWithProperty,
  formatDataUntil,
  partialDaysUntil,
  reportBrand,
  reportFigures,
} from './report-figures';
import { OSLO_REPORT } from './report-fixtures';

const report: MonthlyReport = OSLO_REPORT;

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

  it('says the month is partial when the service says its readings do not reach its end', () => {
    expect(partialDaysUntil(report)).toBeNull();
    const partial = { ...report, complete: false, dataUntil: '2026-10-30T06:00:00' };
    // the utilities' figures end with their last whole day: the latest of them is said
    const utilities = partial.utilities.map((u, i) => ({ ...u, to: i === 0 ? '2026-10-29' : '2026-10-28' }));
    expect(partialDaysUntil({ ...partial, utilities })).toBe('2026-10-29');
    const late = reportFigures({ ...partial, utilities }, 'da');
    expect(late.dataPartial).toBe(true);
    expect(plain(late.partialDaysUntil)).toBe('29. okt. 2026');
    // a tenancy that ended in the month with every reading in: complete, though its data end early
    const ended = reportFigures({ ...report, complete: true, dataUntil: '2026-10-15T00:00:00' }, 'en');
    expect(ended.dataPartial).toBe(false);
    expect(ended.partialDaysUntil).toBeNull();
  });
});
