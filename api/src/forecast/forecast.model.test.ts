import { describe, expect, it } from 'vitest';
import { addDays } from '@portal/domain';
import {
  type DayFigure,
  MIN_FIT_DAYS,
  MONTHLY_DEGREE_DAY_CV,
  RANGE_Z,
  fitSignature,
  monthsOf,
  rangeOf,
  weatherYears,
} from './forecast.model.ts';

/** Days from `from`, `n` of them, with a value and degree days from the day's index. */
function series(from: string, n: number, value: (i: number, hdd: number) => number, hdd: (i: number) => number) {
  const s = new Map<string, DayFigure>();
  const h = new Map<string, number>();
  for (let i = 0; i < n; i++) {
    const day = addDays(from, i);
    h.set(day, hdd(i));
    s.set(day, { value: value(i, hdd(i)), complete: true });
  }
  return { s, h };
}

describe('energy signature', () => {
  it('is the least-squares line of consumption against degree days', () => {
    // y = 2 + 0.5 h, with ±0.3 on alternate days (independent of h): the fit is the line itself
    // when the wiggle is balanced over each degree-day level.
    const { s, h } = series(
      '2025-01-01',
      120,
      (i, hdd) => 2 + 0.5 * hdd + (i % 2 === 0 ? 0.3 : -0.3),
      (i) => Math.floor(i / 2) % 20,
    );
    const fit = fitSignature(s, h, '2025-01-01', '2025-04-30', true);
    if (typeof fit === 'string') throw new Error(fit);
    expect(fit.base).toBeCloseTo(2, 9);
    expect(fit.slope).toBeCloseTo(0.5, 9);
    expect(fit.days).toBe(120);
    // Monthly means of the residuals are 0 (balanced months): the floor of independent days, 0.3 / √30 · √(n/(n−2)).
    expect(fit.sigma).toBeCloseTo((0.3 * Math.sqrt(120 / 118)) / Math.sqrt(30), 9);
  });

  it('has no slope for a quantity that does not follow the weather, nor a negative one', () => {
    const { s, h } = series(
      '2025-01-01',
      90,
      (i) => (i % 3) + 1,
      (i) => i % 10,
    );
    const flat = fitSignature(s, h, '2025-01-01', '2025-03-31', false);
    if (typeof flat === 'string') throw new Error(flat);
    expect(flat.slope).toBe(0);
    expect(flat.base).toBeCloseTo(2, 9);
    const cooling = series(
      '2025-01-01',
      90,
      (_i, hdd) => 10 - hdd,
      (i) => i % 10,
    );
    const fit = fitSignature(cooling.s, cooling.h, '2025-01-01', '2025-03-31', true);
    if (typeof fit === 'string') throw new Error(fit);
    expect(fit.slope).toBe(0);
  });

  it('needs enough complete days, and heating days for the weather', () => {
    const { s, h } = series(
      '2025-01-01',
      MIN_FIT_DAYS - 1,
      () => 1,
      () => 5,
    );
    expect(fitSignature(s, h, '2025-01-01', '2025-12-31', false)).toBe('TOO_LITTLE_DATA');
    const summer = series(
      '2025-06-01',
      90,
      () => 1,
      (i) => (i < 29 ? 2 : 0),
    );
    expect(fitSignature(summer.s, summer.h, '2025-06-01', '2025-08-29', true)).toBe('NO_HEATING_SEASON');
    // Incomplete days do not count.
    const gaps = series(
      '2025-01-01',
      100,
      () => 1,
      () => 5,
    );
    for (let i = 0; i < 50; i++) gaps.s.set(addDays('2025-01-01', i), { value: 1, complete: false });
    expect(fitSignature(gaps.s, gaps.h, '2025-01-01', '2025-12-31', false)).toBe('TOO_LITTLE_DATA');
  });
});

describe('weather years and ranges', () => {
  it('takes the past years whose degree days cover the rest of the period before the last day of data', () => {
    const h = new Map<string, number>();
    for (let d = '2023-03-01'; d <= '2026-06-30'; d = addDays(d, 1)) h.set(d, 1);
    // Three years back (2023-07-01 to 2023-12-31) is covered; four is not.
    expect(weatherYears(h, '2026-07-01', '2026-12-31', '2026-06-30')).toEqual([1, 2, 3]);
    h.delete('2024-10-10');
    expect(weatherYears(h, '2026-07-01', '2026-12-31', '2026-06-30')).toEqual([1, 3]);
    // A year whose dates reach past the last day of data is no scenario (one back ends 2026-02-28).
    expect(weatherYears(h, '2026-03-01', '2027-02-28', '2026-02-28')).toEqual([1, 3]);
    expect(weatherYears(h, '2026-03-01', '2027-02-28', '2026-02-27')).toEqual([3]);
  });

  it('widens the scenarios’ mean by the weather and the signature’s error, never below what has been used', () => {
    const weather = [100, 50];
    const variance = 400;
    const years = 2;
    const weatherVariance = (1 + 1 / years) * ((MONTHLY_DEGREE_DAY_CV * 100) ** 2 + (MONTHLY_DEGREE_DAY_CV * 50) ** 2);
    const half = RANGE_Z * Math.sqrt(weatherVariance + variance);
    const r = rangeOf({ scenarios: [1000, 1010], variance, weather }, years, 0);
    expect(r.expected).toBe(1005);
    expect(r.low).toBeCloseTo(1005 - half, 9);
    expect(r.high).toBeCloseTo(1005 + half, 9);
    // At least the span of the scenarios; not below the floor.
    expect(rangeOf({ scenarios: [900, 1100], variance: 0, weather: [0] }, 2, 0)).toEqual({
      expected: 1000,
      low: 900,
      high: 1100,
    });
    expect(rangeOf({ scenarios: [1000], variance: 1e6, weather: [] }, 1, 800).low).toBe(800);
  });

  it('counts the months of a period from its first day’s month', () => {
    expect(monthsOf({ start: '2026-01-15', end: '2026-03-01' })).toEqual(['2026-01-01', '2026-02-01', '2026-03-01']);
    expect(monthsOf({ start: '2026-01-01', end: '2026-12-31' })).toHaveLength(12);
  });
});
