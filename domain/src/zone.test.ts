import { describe, expect, it, vi } from 'vitest';
import fc from 'fast-check';
import { addDays, isoWeekday, localDate } from './local-date.ts';
import {
  dateAt,
  formatLocal,
  hoursInDay,
  instantOf,
  instantOfLocal,
  offsetMinutesAt,
  startOfDayInstant,
  today,
  wallClockAt,
} from './zone.ts';

/** EU rule: summer time from the last Sunday of March to the last Sunday of October, changing at 01:00 UTC. */
function lastSunday(year: number, month: number): string {
  let d = localDate(year, month + 1, 0);
  while (isoWeekday(d) !== 7) d = addDays(d, -1);
  return d;
}
const YEARS = Array.from({ length: 13 }, (_, i) => 2018 + i);
const DST_CHANGES = YEARS.flatMap((y) => [
  { date: lastSunday(y, 3), hours: 23 },
  { date: lastSunday(y, 10), hours: 25 },
]);

describe('Copenhagen zone', () => {
  it('has a 23-hour day in spring and a 25-hour day in autumn, every year', () => {
    for (const { date, hours } of DST_CHANGES) expect(hoursInDay(date), date).toBe(hours);
  });

  it('every other day of 2018-2030 has 24 hours', () => {
    const changes = new Set(DST_CHANGES.map((c) => c.date));
    for (let d = '2018-01-01'; d <= '2030-12-31'; d = addDays(d, 1)) {
      if (!changes.has(d)) expect(hoursInDay(d)).toBe(24);
    }
  });

  it('offset is +1 h in winter and +2 h in summer, switching at 01:00 UTC', () => {
    for (const { date, hours } of DST_CHANGES) {
      const change = Date.parse(`${date}T01:00:00Z`);
      expect(offsetMinutesAt(change - 1000)).toBe(hours === 23 ? 60 : 120);
      expect(offsetMinutesAt(change)).toBe(hours === 23 ? 120 : 60);
    }
  });

  it('local midnight maps to the instant whose Copenhagen date begins there', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 365 * 13 }), (n) => {
        const date = addDays('2018-01-01', n);
        const start = startOfDayInstant(date).getTime();
        expect(dateAt(start)).toBe(date);
        expect(dateAt(start - 1)).toBe(addDays(date, -1));
        expect(wallClockAt(start)).toMatchObject({ hour: 0, minute: 0 });
      }),
    );
  });

  it('resolves the skipped spring hour after the gap and the repeated autumn hour to its first instance', () => {
    expect(instantOf('2026-03-29', 2, 30).toISOString()).toBe('2026-03-29T01:30:00.000Z');
    expect(instantOf('2026-10-25', 2, 30).toISOString()).toBe('2026-10-25T00:30:00.000Z');
    expect(instantOf('2026-07-01', 12).toISOString()).toBe('2026-07-01T10:00:00.000Z');
    expect(instantOf('2026-01-01', 12).toISOString()).toBe('2026-01-01T11:00:00.000Z');
  });

  it('today is the Copenhagen date, not the UTC one', () => {
    expect(today(Date.parse('2026-06-30T22:30:00Z'))).toBe('2026-07-01');
    expect(today(Date.parse('2026-12-31T23:30:00Z'))).toBe('2027-01-01');
    expect(today(Date.parse('2026-12-31T22:59:59Z'))).toBe('2026-12-31');
  });
});

describe('the zone made ahead', () => {
  it('prepareTimeZone makes the one formatter the zone reads, so that the first date shown makes none', async () => {
    vi.resetModules();
    const zone = await import('./zone.ts');
    const made = vi.spyOn(Intl, 'DateTimeFormat');
    try {
      zone.prepareTimeZone();
      expect(made).toHaveBeenCalledTimes(1);
      expect(zone.dateAt(Date.UTC(2026, 9, 24, 22, 30))).toBe('2026-10-25');
      expect(zone.offsetMinutesAt(Date.UTC(2026, 2, 29, 1))).toBe(120);
      expect(made).toHaveBeenCalledTimes(1);
    } finally {
      made.mockRestore();
    }
  });
});

describe('service periods across daylight-saving changes', () => {
  it('a period sent as [first midnight, midnight after] spans exactly its days hours (property, 2018-2030)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 365 * 12 }), fc.integer({ min: 1, max: 100 }), (n, days) => {
        const start = addDays('2018-01-01', n);
        const end = addDays(start, days - 1);
        const hours = (instantOf(addDays(end, 1)).getTime() - instantOf(start).getTime()) / 3_600_000;
        let expected = 0;
        for (let d = start; d <= end; d = addDays(d, 1)) expected += hoursInDay(d);
        expect(hours).toBe(expected);
        const changes = DST_CHANGES.filter((c) => c.date >= start && c.date <= end);
        expect(hours).toBe(24 * days + changes.reduce((sum, c) => sum + (c.hours - 24), 0));
      }),
      { numRuns: 150 },
    );
  });

  it('the hours of a change day read as the wall clock shows them', () => {
    for (const { date, hours } of DST_CHANGES) {
      const start = startOfDayInstant(date).getTime();
      const wall = Array.from({ length: hours }, (_, h) => wallClockAt(start + h * 3_600_000).hour);
      if (hours === 23) expect(wall).toEqual([0, 1, ...Array.from({ length: 21 }, (_, i) => i + 3)]);
      else expect(wall).toEqual([0, 1, 2, 2, ...Array.from({ length: 21 }, (_, i) => i + 3)]);
    }
  });
});

describe('service local date-times', () => {
  it('formats an instant as the Copenhagen wall clock, and reads one back', () => {
    expect(formatLocal(new Date('2026-03-29T00:59:59Z'))).toBe('2026-03-29T01:59:59');
    expect(formatLocal(new Date('2026-03-29T01:00:00Z'))).toBe('2026-03-29T03:00:00');
    expect(formatLocal(Date.parse('2026-10-25T00:30:00Z'))).toBe('2026-10-25T02:30:00');
    expect(formatLocal(Date.parse('2026-10-25T01:30:00Z'))).toBe('2026-10-25T02:30:00');
    expect(instantOfLocal(2026, 10, 25, 2, 30).toISOString()).toBe('2026-10-25T00:30:00.000Z');
    expect(instantOfLocal(2026, 12, 32).toISOString()).toBe('2026-12-31T23:00:00.000Z');
    expect(() => formatLocal(new Date(Number.NaN))).toThrow(RangeError);
  });
});
