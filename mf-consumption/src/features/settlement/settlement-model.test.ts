import { describe, expect, it } from 'vitest';
import { OSLO_FORECAST } from './settlement-fixtures';
import { cardView, forecastChartModel, formatList, monthShort, periodYears } from './settlement-model';

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
