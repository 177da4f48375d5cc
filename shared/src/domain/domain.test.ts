import { describe, expect, it } from 'vitest';
import { consumptionLevel, CONSUMPTION_MOODS, humidityMood, percentChange, temperatureMood } from './smileys';
import {
  RATING_LETTERS,
  RATING_MIN_DAYS,
  RATING_PERIOD_DAYS,
  RATING_THRESHOLDS,
  TYPICAL_RATING_LETTER,
  rateUnit,
  ratingIndex,
  ratingLetter,
  ratingPeriod,
} from './rating';
import { addDays } from '@portal/domain';

describe('smileys (SPEC §4)', () => {
  it('grades consumption against the comparison', () => {
    expect(consumptionLevel(-0.1)).toBe('less');
    expect(consumptionLevel(0)).toBe('up-to-25');
    expect(consumptionLevel(24.9)).toBe('up-to-25');
    expect(consumptionLevel(25)).toBe('up-to-50');
    expect(consumptionLevel(49.9)).toBe('up-to-50');
    expect(consumptionLevel(50)).toBe('over-50');
    expect(CONSUMPTION_MOODS).toEqual({ less: 'smile', 'up-to-25': 'ok', 'up-to-50': 'neutral', 'over-50': 'sad' });
    expect(percentChange(125, 100)).toBe(25);
    expect(percentChange(1, 0)).toBeNull();
    expect(percentChange(null, 3)).toBeNull();
  });

  it.each([
    [19.9, 'sad'],
    [20, 'neutral'],
    [39.9, 'neutral'],
    [40, 'happy'],
    [60, 'happy'],
    [60.1, 'neutral'],
    [70, 'neutral'],
    [70.1, 'sad'],
  ] as const)('humidity %d %% is %s', (value, mood) => expect(humidityMood(value)).toBe(mood));

  it.each([
    [14.9, 'sad'],
    [15, 'neutral'],
    [18.9, 'neutral'],
    [19, 'happy'],
    [22, 'happy'],
    [22.1, 'neutral'],
    [25, 'neutral'],
    [25.1, 'sad'],
  ] as const)('temperature %d °C is %s', (value, mood) => expect(temperatureMood(value)).toBe(mood));
});

describe('rating letter (docs/decisions/0052)', () => {
  it.each([
    [0, 'A+'],
    [55, 'A+'],
    [55.01, 'A'],
    [70, 'A'],
    [70.01, 'B'],
    [85, 'B'],
    [85.01, 'C'],
    [100, 'C'],
    [115, 'C'],
    [115.01, 'D'],
    [140, 'D'],
    [140.01, 'E'],
    [170, 'E'],
    [170.01, 'F'],
    [200, 'F'],
    [200.01, 'G'],
    [400, 'G'],
  ] as const)('index %d is %s', (index, letter) => expect(ratingLetter(index)).toBe(letter));

  it('puts an average home in the middle of the scale, not at an edge of its band', () => {
    expect(ratingLetter(100)).not.toBe('D');
    expect(TYPICAL_RATING_LETTER).toBe('C');
    // one of the two middle letters of eight
    expect([3, 4]).toContain(RATING_LETTERS.indexOf(TYPICAL_RATING_LETTER));
    // a home a little above or below the average has the average's letter
    for (const index of [90, 95, 99.9, 100.1, 105, 110]) expect(ratingLetter(index)).toBe('C');
    // the edges rise from A+ to F
    const edges = RATING_THRESHOLDS.map(([, upTo]) => upTo);
    for (let i = 1; i < edges.length; i++) expect(edges[i]!).toBeGreaterThan(edges[i - 1]!);
  });

  it('rates the demo world’s units per m² against the property per m² over the same days (all D before)', () => {
    // unitQuantityKpis(normalized: true), heat energy, the last 365 days on 25 Nov 2026
    expect(ratingLetter(ratingIndex(55.31988, 54.330452))).toBe('C'); // demo's Oslo unit, −24 % per home
    expect(ratingLetter(ratingIndex(49.971259, 49.902151))).toBe('C'); // demo's Aarhus unit (1014), −11 % per home
    expect(ratingLetter(ratingIndex(54.995679, 54.330452))).toBe('C'); // other's Oslo unit
  });

  it('has no letter without a usable figure', () => {
    expect(ratingLetter(null)).toBeNull();
    expect(ratingLetter(Number.NaN)).toBeNull();
    expect(ratingLetter(-1)).toBeNull();
    expect(ratingIndex(50, 100)).toBe(50);
    expect(ratingIndex(50, 0)).toBeNull();
    expect(ratingIndex(null, 10)).toBeNull();
    expect(ratingIndex(-1, 10)).toBeNull();
  });
});

describe('rating period and provisional letters (docs/decisions/0052)', () => {
  const today = '2026-11-25';

  it('is the last 365 days for a tenancy of more than a year', () => {
    expect(ratingPeriod({ start: '2023-11-25', dataAvailability: { start: '2023-11-25', end: today } }, today)).toEqual(
      {
        period: { start: '2025-11-26', end: today },
        days: 365,
      },
    );
  });

  it('starts at the tenancy’s start for a tenant who moved in 60 days ago', () => {
    expect(ratingPeriod({ start: addDays(today, -59) }, today)).toEqual({
      period: { start: '2026-09-27', end: today },
      days: 60,
    });
  });

  it('does not start before the first day of data, nor end after the tenancy or the data', () => {
    expect(
      ratingPeriod(
        { start: '2025-01-01', dataAvailability: { start: '2026-10-01T00:00:00', end: '2026-11-24' } },
        today,
      ),
    ).toEqual({ period: { start: '2026-10-01', end: '2026-11-24' }, days: 55 });
    // a tenancy that ended: its own last days
    expect(ratingPeriod({ start: '2023-11-25', end: '2024-01-24' }, today)).toEqual({
      period: { start: '2023-11-25', end: '2024-01-24' },
      days: 61,
    });
    expect(ratingPeriod({ start: '2026-12-01' }, today)).toBeNull();
    expect(ratingPeriod({ start: null }, today)).toBeNull();
  });

  it('gives a 60-day tenant a provisional letter from the same 60 days, not A+ for 60 days against 365', () => {
    // the same days on both sides: a tenant using the property's average per m² is typical
    expect(rateUnit({ unit: 9.1, property: 9.1, days: 60 })).toEqual({
      kind: 'rated',
      letter: 'C',
      typical: 'C',
      index: 100,
      days: 60,
      provisional: true,
    });
    expect(rateUnit({ unit: 9.1, property: 9.1, days: 364 })).toMatchObject({ provisional: true });
    expect(rateUnit({ unit: 9.1, property: 9.1, days: RATING_PERIOD_DAYS })).toMatchObject({
      kind: 'rated',
      provisional: false,
    });
  });

  it('gives no letter under 30 days, and says how many days there are', () => {
    expect(RATING_MIN_DAYS).toBe(30);
    expect(rateUnit({ unit: 1, property: 10, days: 29 })).toEqual({ kind: 'too-few-days', days: 29, minDays: 30 });
    expect(rateUnit({ unit: 1, property: 10, days: 30 })).toMatchObject({ kind: 'rated', letter: 'A+' });
  });

  it('gives no letter without the figures', () => {
    expect(rateUnit({ unit: null, property: 10, days: 365 })).toEqual({ kind: 'unavailable' });
    expect(rateUnit({ unit: 10, property: null, days: 365 })).toEqual({ kind: 'unavailable' });
    expect(rateUnit({ unit: 10, property: 10, days: 0 })).toEqual({ kind: 'unavailable' });
  });
});
