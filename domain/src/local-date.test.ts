import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  addDays,
  addMonths,
  addUnits,
  DATE_UNITS,
  diffDays,
  endOfMonth,
  isLocalDate,
  isoWeek,
  isoWeekday,
  localDate,
  parseLocalDate,
  startOfMonth,
  startOfUnit,
  startOfWeek,
} from './local-date.ts';

const dateArb = fc
  .date({ min: new Date('2018-01-01T00:00:00Z'), max: new Date('2032-12-31T00:00:00Z'), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));

describe('calendar dates', () => {
  it('validates dates', () => {
    expect(isLocalDate('2024-02-29')).toBe(true);
    expect(isLocalDate('2023-02-29')).toBe(false);
    expect(isLocalDate('2024-13-01')).toBe(false);
    expect(isLocalDate('2024-1-01')).toBe(false);
    expect(isLocalDate(20240101)).toBe(false);
  });

  it('adds months clamping the day', () => {
    expect(addMonths('2024-01-31', 1)).toBe('2024-02-29');
    expect(addMonths('2023-01-31', 1)).toBe('2023-02-28');
    expect(addMonths('2024-03-15', -3)).toBe('2023-12-15');
    expect(endOfMonth('2024-02-10')).toBe('2024-02-29');
  });

  it('weeks start on Monday', () => {
    expect(isoWeekday('2026-11-22')).toBe(7); // a Sunday
    expect(isoWeekday('2026-11-23')).toBe(1);
    expect(startOfWeek('2026-11-22')).toBe('2026-11-16');
    expect(startOfWeek('2026-11-23')).toBe('2026-11-23');
  });

  it('numbers weeks as ISO 8601 (week 1 holds 4 January)', () => {
    expect(isoWeek('2021-01-03')).toEqual({ year: 2020, week: 53 });
    expect(isoWeek('2021-01-04')).toEqual({ year: 2021, week: 1 });
    expect(isoWeek('2024-12-30')).toEqual({ year: 2025, week: 1 });
    expect(isoWeek('2026-01-04')).toEqual({ year: 2026, week: 1 });
    expect(isoWeek('2026-11-22')).toEqual({ year: 2026, week: 47 });
    expect(isoWeek('2027-01-01')).toEqual({ year: 2026, week: 53 });
  });

  it('4 January is always in week 1, and week numbers step by one each Monday', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1990, max: 2060 }), (year) => {
        expect(isoWeek(localDate(year, 1, 4))).toEqual({ year, week: 1 });
      }),
    );
    fc.assert(
      fc.property(dateArb, (date) => {
        const monday = startOfWeek(date);
        const here = isoWeek(monday);
        const next = isoWeek(addDays(monday, 7));
        expect(isoWeek(date)).toEqual(here);
        if (next.year === here.year) expect(next.week).toBe(here.week + 1);
        else expect([next.week, here.week >= 52]).toEqual([1, true]);
      }),
    );
  });

  it('day arithmetic round-trips', () => {
    fc.assert(
      fc.property(dateArb, fc.integer({ min: -2000, max: 2000 }), (date, n) => {
        expect(diffDays(date, addDays(date, n))).toBe(n);
        expect(addDays(addDays(date, n), -n)).toBe(date);
      }),
    );
  });
});

describe('dates read and written by hand agree with the platform calendar', () => {
  // the reference: what Date's proleptic Gregorian calendar says
  const reference = (ms: number) => new Date(ms).toISOString().slice(0, 10);

  it('every day from 1896 to 2104 is valid, parsed, stepped, and starts its month as Date says', () => {
    // 1900 and 2100 are not leap years, 2000 is
    const wrong: string[] = [];
    let previous: string | null = null;
    for (let ms = Date.UTC(1896, 0, 1); ms <= Date.UTC(2104, 11, 31); ms += 86_400_000) {
      const date = reference(ms);
      const day = new Date(ms);
      const fields = { year: day.getUTCFullYear(), month: day.getUTCMonth() + 1, day: day.getUTCDate() };
      const parsed = parseLocalDate(date);
      if (parsed.year !== fields.year || parsed.month !== fields.month || parsed.day !== fields.day)
        wrong.push(`parse ${date}`);
      if (localDate(fields.year, fields.month, fields.day) !== date) wrong.push(`write ${date}`);
      if (startOfMonth(date) !== reference(Date.UTC(fields.year, fields.month - 1, 1))) wrong.push(`month of ${date}`);
      if (previous !== null && addDays(previous, 1) !== date) wrong.push(`day after ${previous}`);
      previous = date;
    }
    expect(wrong).toEqual([]);
  });

  it('refuses what is not a date, and normalises overflowing fields as Date.UTC does', () => {
    for (const bad of [
      '2023-02-29',
      '2100-02-29',
      '2024-04-31',
      '2024-00-10',
      '2024-12-00',
      '2024-1a-01',
      '+2024-01-01',
      '2024/01/01',
      '2024-01-1 ',
      '',
    ]) {
      expect(isLocalDate(bad)).toBe(false);
    }
    expect(isLocalDate('2000-02-29')).toBe(true);
    fc.assert(
      fc.property(
        fc.integer({ min: 1000, max: 9000 }),
        fc.integer({ min: -30, max: 30 }),
        fc.integer({ min: -400, max: 400 }),
        (year, month, day) => {
          expect(localDate(year, month, day)).toBe(reference(Date.UTC(year, month - 1, day)));
        },
      ),
    );
  });
});

describe('calendar units', () => {
  it('starts a unit on the date, its Monday, the 1st of its month or of its year', () => {
    const starts = DATE_UNITS.map((unit) => startOfUnit('2026-11-25', unit));
    expect(starts).toEqual(['2026-11-25', '2026-11-23', '2026-11-01', '2026-01-01']);
  });

  it('moves by units, keeping the day of the month where it can', () => {
    expect(DATE_UNITS.map((unit) => addUnits('2024-02-29', unit, 1))).toEqual([
      '2024-03-01',
      '2024-03-07',
      '2024-03-29',
      '2025-02-28',
    ]);
    expect(addUnits('2026-03-31', 'month', -1)).toBe('2026-02-28');
  });

  it('a unit ends the day before the next one starts', () => {
    fc.assert(
      fc.property(dateArb, fc.constantFrom(...DATE_UNITS), (date, unit) => {
        const start = startOfUnit(date, unit);
        const next = addUnits(start, unit, 1);
        expect(start <= date && date < next).toBe(true);
        expect(startOfUnit(addDays(next, -1), unit)).toBe(start);
      }),
    );
  });
});
