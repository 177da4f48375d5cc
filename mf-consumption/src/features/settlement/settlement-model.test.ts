import { describe, expect, it } from 'vitest';
import { AARHUS_FORECAST, OSLO_FORECAST } from './settlement-fixtures';
import {
  balanceOutlook,
  cardView,
  expectedBalance,
  forecastChartModel,
  formatList,
  formatMoneyRange,
  formatWholeMoney,
  monthShort,
  periodYears,
} from './settlement-model';

const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');

describe('the sign of a balance (positive: to pay; negative: a refund)', () => {
  it('reads the demo’s Oslo range (−736 to −456) as a refund of 456 to 736', () => {
    const { low, high } = OSLO_FORECAST.total!.balance;
    expect(balanceOutlook(low, high)).toEqual({ kind: 'refund', from: 455.57, to: 736.33 });
  });

  it('reads the demo’s Aarhus range (1,356 to 1,774) as an amount to pay', () => {
    const { low, high } = AARHUS_FORECAST.total!.balance;
    expect(balanceOutlook(low, high)).toEqual({ kind: 'pay', from: 1355.74, to: 1773.97 });
  });

  it('says both ways when the range spans zero (the Oslo heating line)', () => {
    const heating = OSLO_FORECAST.lines.find((l) => l.utility === 'HEATING')!;
    expect(balanceOutlook(heating.balance!.low, heating.balance!.high)).toEqual({
      kind: 'either',
      refund: 219.03,
      pay: 60.49,
    });
  });

  it('orders the ends whichever way they come, and keeps a balance ending at zero on its side', () => {
    expect(balanceOutlook(-455.57, -736.33)).toEqual({ kind: 'refund', from: 455.57, to: 736.33 });
    expect(balanceOutlook(-50, 0).kind).toBe('refund');
    expect(balanceOutlook(0, 50).kind).toBe('pay');
  });

  it('reads the expected balance alone as a refund or an amount to pay', () => {
    expect(expectedBalance(-595.95)).toEqual({ kind: 'refund', amount: 595.95 });
    expect(expectedBalance(1564.86)).toEqual({ kind: 'pay', amount: 1564.86 });
  });
});

describe('money of a forecast', () => {
  it('is whole units in the language, the range with its currency once', () => {
    expect(plain(formatMoneyRange(455.57, 736.33, 'NOK', 'en'))).toBe('NOK 456–736');
    expect(plain(formatMoneyRange(1773.97, 1355.74, 'DKK', 'da'))).toBe('1.356-1.774 kr.');
    expect(plain(formatMoneyRange(1200, 2100, 'NOK', 'en'))).toBe('NOK 1,200–2,100');
    expect(plain(formatWholeMoney(9604.05, 'NOK', 'nb'))).toBe('9.604 NOK');
  });
});

describe('names and labels', () => {
  it('names the period by its year, or both years across New Year', () => {
    expect(periodYears({ start: '2026-01-01', end: '2026-12-31' })).toBe('2026');
    expect(periodYears({ start: '2026-07-01', end: '2027-06-30' })).toBe('2026/27');
  });

  it('lists years and names months in the language', () => {
    expect(formatList([2023, 2024, 2025], 'en')).toBe('2023, 2024 and 2025');
    expect(formatList([2023, 2024, 2025], 'da')).toBe('2023, 2024 og 2025');
    expect(monthShort('2026-01-01', 'en')).toBe('Jan');
    expect(monthShort('2026-05-01', 'nb')).toBe('mai');
  });
});

describe('the dashboard card', () => {
  it('shows a forecast, says when there is too little data, and is left out otherwise', () => {
    expect(cardView(OSLO_FORECAST)).toBe('forecast');
    expect(cardView({ ...OSLO_FORECAST, state: 'INSUFFICIENT_DATA', total: null })).toBe('insufficient');
    expect(cardView({ state: 'NO_CURRENT_PERIOD', total: null, period: null })).toBe('hidden');
    expect(cardView({ ...OSLO_FORECAST, state: 'NOT_SETTLED', total: null })).toBe('hidden');
  });
});

describe('the chart of cumulative cost', () => {
  it('draws the cost as read up to the last month with data, and the expected cost on from the last month read in full', () => {
    const model = forecastChartModel(OSLO_FORECAST.months);
    expect(model.months).toHaveLength(12);
    // January to November read (November in part), December not yet
    expect(model.actual.slice(9)).toEqual([7657.04, 8437.02, null]);
    // the dashed line starts at October (read in full), so it continues the actual line
    expect(model.expected.slice(0, 9).every((v) => v === null)).toBe(true);
    expect(model.expected.slice(9)).toEqual([7657.04, 8565.58, 9604.05]);
    expect(model.band[11]).toEqual([9463.67, 9744.43]);
    expect(model.band[8]).toBeNull();
    expect(model.advance.at(-1)).toBe(10200);
  });

  it('draws no expected line for a period read to its end', () => {
    const read = OSLO_FORECAST.months.slice(0, 10);
    const model = forecastChartModel(read);
    expect(model.expected.every((v) => v === null)).toBe(true);
  });
});
