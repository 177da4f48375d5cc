import { describe, expect, it } from 'vitest';
import { formatLocal, instantOfLocal } from '@portal/domain';
import { parseDateTime } from '../time.ts';
import { mergeSpans, naturalResolution, twinsOf } from './calendar.ts';
import { bucketsOf, parseDatePeriod, parsePeriod } from './consumption.service.ts';

describe('Copenhagen periods and buckets', () => {
  it('reads local wall-clock input in Copenhagen time', () => {
    expect(parseDateTime('2026-07-01T00:00:00')?.toISOString()).toBe('2026-06-30T22:00:00.000Z');
    expect(parseDateTime('2026-01-01')?.toISOString()).toBe('2025-12-31T23:00:00.000Z');
    expect(parseDateTime('2026-01-01T12:00:00Z')?.toISOString()).toBe('2026-01-01T12:00:00.000Z');
    expect(parseDateTime('2026-02-30')).toBeNull();
    expect(parseDateTime('2026-01-01T25:00:00')).toBeNull();
    expect(parseDateTime('yesterday')).toBeNull();
    expect(formatLocal(instantOfLocal(2026, 10, 25, 2, 30))).toBe('2026-10-25T02:30:00');
  });

  it('gives the spring DST day 23 hours and the autumn day 25', () => {
    expect(bucketsOf(parsePeriod('2026-03-29T00:00:00', '2026-03-30T00:00:00'), 'HOUR', 2000)).toHaveLength(23);
    const autumn = bucketsOf(parsePeriod('2026-10-25T00:00:00', '2026-10-26T00:00:00'), 'HOUR', 2000);
    expect(autumn).toHaveLength(25);
    expect(new Set(autumn.map((b) => b.key)).size).toBe(25);
  });

  it('keeps DST days whole at day, week, month and year resolution', () => {
    const week = bucketsOf(parsePeriod('2026-03-23T00:00:00', '2026-03-30T00:00:00'), 'DAY', 2000);
    expect(week.map((b) => b.key)).toEqual([
      '2026-03-23',
      '2026-03-24',
      '2026-03-25',
      '2026-03-26',
      '2026-03-27',
      '2026-03-28',
      '2026-03-29',
    ]);
    expect(
      bucketsOf(parsePeriod('2026-03-25T00:00:00', '2026-04-02T00:00:00'), 'WEEK', 2000).map((b) => b.key),
    ).toEqual(['2026-03-23', '2026-03-30']);
    expect(bucketsOf(parseDatePeriod('2026-01-01', '2026-12-31'), 'MONTH', 2000)).toHaveLength(12);
    expect(bucketsOf(parseDatePeriod('2024-01-01', '2026-12-31'), 'YEAR', 2000).map((b) => b.label)).toEqual([
      '2024-01-01T00:00:00',
      '2025-01-01T00:00:00',
      '2026-01-01T00:00:00',
    ]);
  });

  it('compares month-aligned periods with the months before and others with as many days before', () => {
    const compared = (begin: string, end: string, shift: 'previous-period' | 'previous-year') => {
      const period = parseDatePeriod(begin, end);
      const resolution = naturalResolution(period);
      const twins = twinsOf(period, resolution, bucketsOf(period, resolution, 2000), shift, null);
      return mergeSpans(twins.map((t) => t.span)).map((s) => [formatLocal(s.begin), formatLocal(s.end)]);
    };
    expect(compared('2026-03-01', '2026-03-31', 'previous-period')).toEqual([
      ['2026-02-01T00:00:00', '2026-03-01T00:00:00'],
    ]);
    expect(compared('2026-03-30', '2026-04-05', 'previous-period')).toEqual([
      ['2026-03-23T00:00:00', '2026-03-30T00:00:00'],
    ]);
    expect(compared('2026-04-01', '2026-04-30', 'previous-year')).toEqual([
      ['2025-04-01T00:00:00', '2025-05-01T00:00:00'],
    ]);
    // 29 February has no date in the year before (it used to be compared with 28 February).
    expect(compared('2024-02-29', '2024-02-29', 'previous-year')).toEqual([]);
  });

  it('refuses reversed periods and too many buckets', () => {
    expect(() => parsePeriod('2026-02-01T00:00:00', '2026-01-01T00:00:00')).toThrow(
      'periodEnd must be after periodBegin',
    );
    expect(() => bucketsOf(parseDatePeriod('2020-01-01', '2026-01-01'), 'HOUR', 2000)).toThrow(/Too many hour buckets/);
  });
});
