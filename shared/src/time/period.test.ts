import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { addDays, addMonths, diffDays, isoWeekday, localDate } from '@portal/domain';
import {
  addPeriodicity,
  billingYearPeriod,
  calendarUnitOf,
  classifyPeriod,
  defaultPeriod,
  isCalendarAligned,
  matchPreset,
  nextPeriod,
  type Period,
  periodDays,
  periodOf,
  type Periodicity,
  presetPeriod,
  previousPeriod,
  periodStepOf,
  shiftBy,
  shiftPeriod,
  sinceMovingInPeriod,
} from './period';
import { spanTypeFor } from './span';

const p = (start: string, end: string): Period => ({ start, end });

/** Dates across 2018-2030: every daylight-saving change of those years is inside. */
const dateArb = fc.integer({ min: 0, max: diffDays('2018-01-01', '2030-12-31') }).map((n) => addDays('2018-01-01', n));
const periodArb = fc
  .tuple(dateArb, fc.integer({ min: 1, max: 800 }))
  .map(([start, days]) => p(start, addDays(start, days - 1)));
const alignedArb = fc
  .tuple(fc.integer({ min: 2018, max: 2030 }), fc.integer({ min: 1, max: 12 }), fc.constantFrom(1, 3, 6, 12))
  .map(([year, month, months]) => {
    const firstMonth = Math.floor((month - 1) / months) * months + 1;
    const start = localDate(year, firstMonth, 1);
    return p(start, addDays(addMonths(start, months), -1));
  });
const anyPeriodArb = fc.oneof(periodArb, alignedArb);

describe('period classification (SPEC §4)', () => {
  it.each([
    [1, 'day'],
    [2, 'custom'],
    [6, 'custom'],
    [7, 'week'],
    [8, 'custom'],
    [27, 'custom'],
    [28, 'month'],
    [31, 'month'],
    [32, 'custom'],
    [89, 'custom'],
    [90, 'quarter'],
    [93, 'quarter'],
    [94, 'custom'],
    [179, 'custom'],
    [180, 'half-year'],
    [183, 'half-year'],
    [184, 'custom'],
    [363, 'custom'],
    [364, 'year'],
    [366, 'year'],
    [367, 'custom'],
  ])('%i days is %s', (days, kind) => {
    expect(classifyPeriod(p('2026-01-05', addDays('2026-01-05', days - 1)))).toBe(kind);
  });
});

describe('shifting (SPEC §4)', () => {
  it('moves calendar months, quarters, half-years and years by their unit', () => {
    expect(nextPeriod(p('2026-01-01', '2026-01-31'))).toEqual(p('2026-02-01', '2026-02-28'));
    expect(previousPeriod(p('2024-03-01', '2024-03-31'))).toEqual(p('2024-02-01', '2024-02-29'));
    expect(nextPeriod(p('2026-10-01', '2026-12-31'))).toEqual(p('2027-01-01', '2027-03-31'));
    expect(nextPeriod(p('2026-07-01', '2026-12-31'))).toEqual(p('2027-01-01', '2027-06-30'));
    expect(previousPeriod(p('2025-01-01', '2025-12-31'))).toEqual(p('2024-01-01', '2024-12-31'));
  });

  it('moves anything else by its own number of days', () => {
    expect(nextPeriod(p('2026-01-15', '2026-02-13'))).toEqual(p('2026-02-14', '2026-03-15'));
    expect(previousPeriod(p('2026-11-16', '2026-11-22'))).toEqual(p('2026-11-09', '2026-11-15'));
    expect(nextPeriod(p('2026-03-29', '2026-03-29'))).toEqual(p('2026-03-30', '2026-03-30'));
    // a month-long period that does not start on the 1st is not calendar-aligned
    expect(isCalendarAligned(p('2026-02-02', '2026-03-01'))).toBe(false);
    // a quarter must start in January, April, July or October
    expect(classifyPeriod(p('2026-02-01', '2026-05-02'))).toBe('quarter');
    expect(isCalendarAligned(p('2026-02-01', '2026-05-02'))).toBe(false);
    expect(nextPeriod(p('2026-02-01', '2026-05-02'))).toEqual(p('2026-05-03', '2026-08-01'));
    // July-December (184 days) is still the half-year after January-June
    expect(calendarUnitOf(p('2026-07-01', '2026-12-31'))).toBe('half-year');
    expect(previousPeriod(p('2026-07-01', '2026-12-31'))).toEqual(p('2026-01-01', '2026-06-30'));
    // a 30-day window keeps its step when it lands on a calendar month
    const window = p('2026-03-02', '2026-03-31');
    expect(shiftBy(window, periodStepOf(window), 1)).toEqual(p('2026-04-01', '2026-04-30'));
    expect(shiftBy(p('2026-04-01', '2026-04-30'), periodStepOf(window), -1)).toEqual(window);
    expect(shiftPeriod(window, -1)).toEqual(p('2026-01-31', '2026-03-01'));
  });

  it('forward then back returns the same period (property, 2018-2030)', () => {
    fc.assert(
      fc.property(anyPeriodArb, fc.integer({ min: 1, max: 30 }), (period, steps) => {
        const step = periodStepOf(period);
        let q = period;
        for (let i = 0; i < steps; i++) q = shiftBy(q, step, 1);
        for (let i = 0; i < steps; i++) q = shiftBy(q, step, -1);
        expect(q).toEqual(period);
      }),
      { numRuns: 500 },
    );
  });

  it('a 92-day window stepping back lands on a calendar quarter and still moves by 92 days', () => {
    const window = p('2018-01-01', '2018-04-02');
    const back = shiftBy(window, periodStepOf(window), -1);
    expect(back).toEqual(p('2017-10-01', '2017-12-31'));
    expect(isCalendarAligned(back)).toBe(true);
    expect(shiftBy(back, periodStepOf(window), 1)).toEqual(window);
  });

  it('consecutive periods tile without gaps or overlaps and keep their step (property)', () => {
    fc.assert(
      fc.property(anyPeriodArb, fc.constantFrom<1 | -1>(1, -1), (period, direction) => {
        const step = periodStepOf(period);
        let q = period;
        for (let i = 0; i < 15; i++) {
          const r = shiftBy(q, step, direction);
          if (direction === 1) expect(diffDays(q.end, r.start)).toBe(1);
          else expect(diffDays(r.end, q.start)).toBe(1);
          expect(r.start <= r.end).toBe(true);
          // A day step keeps the length (it may land on a calendar unit); a unit step keeps the unit.
          if ('days' in step) expect(periodDays(r)).toBe(step.days);
          else expect(calendarUnitOf(r)).toBe(step.unit);
          q = r;
        }
      }),
      { numRuns: 300 },
    );
  });

  it('classification and span type agree with the thresholds (property)', () => {
    fc.assert(
      fc.property(periodArb, fc.boolean(), (period, hourly) => {
        const days = periodDays(period);
        const kind = classifyPeriod(period);
        const span = spanTypeFor(period, { hasHourlyValues: hourly });
        expect(kind === 'day').toBe(days <= 1);
        expect(kind === 'week').toBe(days === 7);
        expect(kind === 'month').toBe(days >= 28 && days <= 31);
        expect(kind === 'year').toBe(days >= 364 && days <= 366);
        expect(span === 'hour').toBe(days <= 1 && hourly);
        expect(span === 'week').toBe(days > 31 && days < 363);
        expect(span === 'month').toBe(days > 363);
      }),
      { numRuns: 1000 },
    );
  });
});

describe('presets', () => {
  const today = '2026-11-18'; // a Wednesday
  it.each([
    ['today', '2026-11-18', '2026-11-18'],
    ['this-week', '2026-11-16', '2026-11-22'],
    ['this-month', '2026-11-01', '2026-11-30'],
    ['this-year', '2026-01-01', '2026-12-31'],
    ['last-week', '2026-11-09', '2026-11-15'],
    ['last-month', '2026-10-01', '2026-10-31'],
    ['last-year', '2025-01-01', '2025-12-31'],
    ['last-7-days', '2026-11-12', '2026-11-18'],
    ['last-30-days', '2026-10-20', '2026-11-18'],
    ['last-365-days', '2025-11-19', '2026-11-18'],
  ] as const)('%s is %s..%s', (preset, start, end) => {
    expect(presetPeriod(preset, today)).toEqual(p(start, end));
    expect(matchPreset(p(start, end), today)).toBe(preset);
  });

  it('weeks run Monday to Sunday on every day of the year (property)', () => {
    fc.assert(
      fc.property(dateArb, (d) => {
        const w = presetPeriod('this-week', d);
        expect(isoWeekday(w.start)).toBe(1);
        expect(periodDays(w)).toBe(7);
        expect(w.start <= d && d <= w.end).toBe(true);
      }),
    );
  });

  it('an unmatched period is custom; the default range is the last 30 days up to today', () => {
    expect(matchPreset(p('2026-11-02', '2026-11-05'), today)).toBe('custom');
    expect(defaultPeriod(today)).toEqual(p('2026-10-20', '2026-11-18'));
  });
});

describe('tenancy periods', () => {
  it('since moving in starts at the later of moving in and data start, and ends today or on moving out', () => {
    expect(sinceMovingInPeriod({ start: '2024-04-01T00:00:00' }, '2026-11-18')).toEqual(p('2024-04-01', '2026-11-18'));
    expect(
      sinceMovingInPeriod({ start: '2024-04-01', dataAvailability: { start: '2025-01-01' } }, '2026-11-18'),
    ).toEqual(p('2025-01-01', '2026-11-18'));
    expect(sinceMovingInPeriod({ start: '2024-04-01', end: '2025-06-30' }, '2026-11-18')).toEqual(
      p('2024-04-01', '2025-06-30'),
    );
    expect(sinceMovingInPeriod({ start: null }, '2026-11-18')).toBeNull();
    expect(sinceMovingInPeriod({ start: '2027-01-01' }, '2026-11-18')).toBeNull();
  });

  it('the billing year is the tenancy billing period', () => {
    expect(billingYearPeriod({ billingPeriod: { start: '2026-07-01', end: '2027-06-30' } })).toEqual(
      p('2026-07-01', '2027-06-30'),
    );
    expect(billingYearPeriod({ billingPeriod: null })).toBeNull();
  });
});

describe('periodicities', () => {
  it('finds the day, week, month and year holding a date', () => {
    expect(periodOf('daily', '2026-11-18')).toEqual(p('2026-11-18', '2026-11-18'));
    expect(periodOf('weekly', '2026-11-18')).toEqual(p('2026-11-16', '2026-11-22'));
    expect(periodOf('monthly', '2026-02-10')).toEqual(p('2026-02-01', '2026-02-28'));
    expect(periodOf('yearly', '2026-02-10')).toEqual(p('2026-01-01', '2026-12-31'));
    expect(addPeriodicity('2026-01-31', 'monthly', 1)).toBe('2026-02-28');
    expect(addPeriodicity('2026-01-31', 'weekly', -1)).toBe('2026-01-24');
  });

  it("rejects an invalid period type with 'Invalid periodicity'", () => {
    expect(() => periodOf('hourly' as Periodicity, '2026-11-18')).toThrow(new Error('Invalid periodicity'));
    expect(() => addPeriodicity('2026-11-18', 'fortnightly' as Periodicity, 1)).toThrow('Invalid periodicity');
    expect(() => presetPeriod('bogus' as 'today', '2026-11-18')).toThrow('Invalid periodicity');
  });
});
