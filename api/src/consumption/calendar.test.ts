import { describe, expect, it } from 'vitest';
import { formatLocal, instantOfLocal } from '@portal/domain';
import { parseDateTime } from '../time.ts';
import {
  type Period,
  type Resolution,
  type Shift,
  type Twin,
  coverageOf,
  coveredSpans,
  isoWeekMonday,
  isoWeeksIn,
  mergeSpans,
  naturalResolution,
  twinsOf,
} from './calendar.ts';
import { bucketsOf, parseDatePeriod, parsePeriod } from './consumption.service.ts';

/** Each bucket's compared time as local text, or its note. */
function twins(begin: string, end: string, resolution: Resolution, shift: Shift, cut: Date | null = null) {
  const period = parsePeriod(begin, end);
  const buckets = bucketsOf(period, resolution, 5000);
  return twinsOf(period, resolution, buckets, shift, cut).map((t, i) => ({
    bucket: buckets[i]!.label,
    ...show(t),
  }));
}

function show(t: Twin): { span: string | null; note: string | null } {
  return { span: t.span ? `${formatLocal(t.span.begin)}..${formatLocal(t.span.end)}` : null, note: t.note };
}

const local = (s: string) => parseDateTime(s)!;

describe('previous year by the calendar', () => {
  it('compares ISO week 1 of 2026 with ISO week 1 of 2025 (30 December 2024 to 5 January 2025)', () => {
    expect(twins('2025-12-29T00:00:00', '2026-01-05T00:00:00', 'WEEK', 'previous-year')).toEqual([
      { bucket: '2025-12-29T00:00:00', span: '2024-12-30T00:00:00..2025-01-06T00:00:00', note: null },
    ]);
    // The case: from 5 January 2026 (ISO week 2) every week N with week N of 2025.
    const weeks = twins('2026-01-05T00:00:00', '2026-03-02T00:00:00', 'WEEK', 'previous-year');
    expect(weeks).toHaveLength(8);
    expect(weeks[0]).toEqual({
      bucket: '2026-01-05T00:00:00',
      span: '2025-01-06T00:00:00..2025-01-13T00:00:00',
      note: null,
    });
    expect(weeks[7]).toEqual({
      bucket: '2026-02-23T00:00:00',
      span: '2025-02-24T00:00:00..2025-03-03T00:00:00',
      note: null,
    });
  });

  it('compares a week 53 with nothing when the previous ISO year has 52 weeks', () => {
    expect(isoWeeksIn(2026)).toBe(53);
    expect(isoWeeksIn(2025)).toBe(52);
    expect(isoWeekMonday(2026, 53)).toBe('2026-12-28');
    expect(twins('2026-12-21T00:00:00', '2027-01-11T00:00:00', 'WEEK', 'previous-year')).toEqual([
      { bucket: '2026-12-21T00:00:00', span: '2025-12-22T00:00:00..2025-12-29T00:00:00', note: null },
      { bucket: '2026-12-28T00:00:00', span: null, note: 'NO_WEEK_53' },
      { bucket: '2027-01-04T00:00:00', span: '2025-12-29T00:00:00..2026-01-05T00:00:00', note: null },
    ]);
    // 2020 had a week 53: week 1 of 2021 is compared with week 1 of 2020 (30 December 2019 on).
    expect(twins('2021-01-04T00:00:00', '2021-01-11T00:00:00', 'WEEK', 'previous-year')[0]!.span).toBe(
      '2019-12-30T00:00:00..2020-01-06T00:00:00',
    );
  });

  it('compares the same partial week of a period starting mid-week, weekday by weekday', () => {
    expect(twins('2026-01-07T00:00:00', '2026-01-12T00:00:00', 'WEEK', 'previous-year')).toEqual([
      { bucket: '2026-01-05T00:00:00', span: '2025-01-08T00:00:00..2025-01-13T00:00:00', note: 'PARTIAL' },
    ]);
  });

  it('compares 29 February with nothing and every other day with its calendar twin', () => {
    expect(twins('2024-02-27T00:00:00', '2024-03-03T00:00:00', 'DAY', 'previous-year')).toEqual([
      { bucket: '2024-02-27T00:00:00', span: '2023-02-27T00:00:00..2023-02-28T00:00:00', note: null },
      { bucket: '2024-02-28T00:00:00', span: '2023-02-28T00:00:00..2023-03-01T00:00:00', note: null },
      { bucket: '2024-02-29T00:00:00', span: null, note: 'LEAP_DAY' },
      { bucket: '2024-03-01T00:00:00', span: '2023-03-01T00:00:00..2023-03-02T00:00:00', note: null },
      { bucket: '2024-03-02T00:00:00', span: '2023-03-02T00:00:00..2023-03-03T00:00:00', note: null },
    ]);
    // The year after: 1 March 2025 with 1 March 2024, not with 29 February.
    expect(twins('2025-02-28T00:00:00', '2025-03-02T00:00:00', 'DAY', 'previous-year').map((t) => t.span)).toEqual([
      '2024-02-28T00:00:00..2024-02-29T00:00:00',
      '2024-03-01T00:00:00..2024-03-02T00:00:00',
    ]);
    expect(twins('2024-02-29T00:00:00', '2024-03-01T00:00:00', 'HOUR', 'previous-year').map((t) => t.note)).toEqual(
      Array(24).fill('LEAP_DAY'),
    );
    // Months are whole: February 2025 with all of February 2024.
    expect(twins('2025-02-01T00:00:00', '2025-03-01T00:00:00', 'MONTH', 'previous-year')[0]!.span).toBe(
      '2024-02-01T00:00:00..2024-03-01T00:00:00',
    );
  });

  it('compares hours by the wall clock across both DST changes', () => {
    // 25 October 2026 (clocks back) against 25 October 2025 (an ordinary day).
    const autumn = twins('2026-10-25T00:00:00', '2026-10-26T00:00:00', 'HOUR', 'previous-year');
    expect(autumn).toHaveLength(25);
    expect(autumn.slice(1, 5)).toEqual([
      { bucket: '2026-10-25T01:00:00', span: '2025-10-25T01:00:00..2025-10-25T02:00:00', note: null },
      { bucket: '2026-10-25T02:00:00', span: '2025-10-25T02:00:00..2025-10-25T03:00:00', note: null },
      { bucket: '2026-10-25T02:00:00', span: null, note: 'REPEATED_HOUR' },
      { bucket: '2026-10-25T03:00:00', span: '2025-10-25T03:00:00..2025-10-25T04:00:00', note: null },
    ]);
    expect(autumn[24]).toEqual({
      bucket: '2026-10-25T23:00:00',
      span: '2025-10-25T23:00:00..2025-10-26T00:00:00',
      note: null,
    });
    // 26 October 2026 against 26 October 2025, which had 02:00 twice: the first is used.
    const after = twins('2026-10-26T00:00:00', '2026-10-27T00:00:00', 'HOUR', 'previous-year');
    expect(after[2]!.note).toBe('FIRST_OF_REPEATED_HOUR');
    // (local text cannot tell the two 02:00s apart: the span ends at the second one's start)
    expect(after[2]!.span).toBe('2025-10-26T02:00:00..2025-10-26T02:00:00');
    const period = parsePeriod('2026-10-26T00:00:00', '2026-10-27T00:00:00');
    const [twin] = twinsOf(period, 'HOUR', bucketsOf(period, 'HOUR', 100).slice(2, 3), 'previous-year', null);
    expect([twin!.span!.begin.toISOString(), twin!.span!.end.toISOString()]).toEqual([
      '2025-10-26T00:00:00.000Z',
      '2025-10-26T01:00:00.000Z',
    ]);
    // 30 March 2026 against 30 March 2025, which had no 02:00.
    const spring = twins('2026-03-30T00:00:00', '2026-03-31T00:00:00', 'HOUR', 'previous-year');
    expect(spring[2]).toEqual({ bucket: '2026-03-30T02:00:00', span: null, note: 'SKIPPED_HOUR' });
    expect(spring[3]!.span).toBe('2025-03-30T03:00:00..2025-03-30T04:00:00');
    expect(spring[23]!.span).toBe('2025-03-30T23:00:00..2025-03-31T00:00:00');
  });
});

describe('previous period by the calendar', () => {
  it('compares the autumn DST day hour by hour with the day before', () => {
    const hours = twins('2025-10-26T00:00:00', '2025-10-27T00:00:00', 'HOUR', 'previous-period');
    expect(hours).toHaveLength(25);
    expect(hours.slice(2, 5)).toEqual([
      { bucket: '2025-10-26T02:00:00', span: '2025-10-25T02:00:00..2025-10-25T03:00:00', note: null },
      { bucket: '2025-10-26T02:00:00', span: null, note: 'REPEATED_HOUR' },
      { bucket: '2025-10-26T03:00:00', span: '2025-10-25T03:00:00..2025-10-25T04:00:00', note: null },
    ]);
    expect(hours[24]!.span).toBe('2025-10-25T23:00:00..2025-10-26T00:00:00');
  });

  it('compares the spring DST day and the day after hour by hour', () => {
    const spring = twins('2026-03-29T00:00:00', '2026-03-30T00:00:00', 'HOUR', 'previous-period');
    expect(spring).toHaveLength(23);
    expect(spring[2]).toEqual({
      bucket: '2026-03-29T03:00:00',
      span: '2026-03-28T03:00:00..2026-03-28T04:00:00',
      note: null,
    });
    expect(spring[22]!.span).toBe('2026-03-28T23:00:00..2026-03-29T00:00:00');
    const after = twins('2026-03-30T00:00:00', '2026-03-31T00:00:00', 'HOUR', 'previous-period');
    expect(after[2]).toEqual({ bucket: '2026-03-30T02:00:00', span: null, note: 'SKIPPED_HOUR' });
    expect(after[3]!.span).toBe('2026-03-29T03:00:00..2026-03-29T04:00:00');
    // Over two days (a 47-hour period) the shift is two days, still by the wall clock.
    const two = twins('2026-03-29T00:00:00', '2026-03-31T00:00:00', 'HOUR', 'previous-period');
    expect(two[2]!.span).toBe('2026-03-27T03:00:00..2026-03-27T04:00:00');
  });

  it('compares the n-th day of a month with the n-th day of the month before, and the rest with nothing', () => {
    const march = twins('2026-03-01T00:00:00', '2026-04-01T00:00:00', 'DAY', 'previous-period');
    expect(march[0]!.span).toBe('2026-02-01T00:00:00..2026-02-02T00:00:00');
    expect(march[27]!.span).toBe('2026-02-28T00:00:00..2026-03-01T00:00:00');
    expect(march.slice(28).map((t) => t.note)).toEqual(Array(3).fill('BEYOND_COMPARED_PERIOD'));
    expect(twins('2026-03-01T00:00:00', '2026-04-01T00:00:00', 'MONTH', 'previous-period')[0]!.span).toBe(
      '2026-02-01T00:00:00..2026-03-01T00:00:00',
    );
  });
});

describe('a period not yet over', () => {
  // Data until the end of 24 November 2026 (the newest reading 23:00-24:00).
  const cut = local('2026-11-25T00:00:00');

  it('compares month-to-date with the same days of the month before and of the year before', () => {
    const days = twins('2026-11-01T00:00:00', '2026-12-01T00:00:00', 'DAY', 'previous-period', cut);
    expect(days[23]!.span).toBe('2026-10-24T00:00:00..2026-10-25T00:00:00');
    expect(days.slice(24).map((t) => t.note)).toEqual(Array(6).fill('AFTER_DATA_END'));
    expect(twins('2026-11-01T00:00:00', '2026-12-01T00:00:00', 'MONTH', 'previous-period', cut)).toEqual([
      { bucket: '2026-11-01T00:00:00', span: '2026-10-01T00:00:00..2026-10-25T00:00:00', note: 'PARTIAL' },
    ]);
    expect(twins('2026-11-01T00:00:00', '2026-12-01T00:00:00', 'MONTH', 'previous-year', cut)[0]!.span).toBe(
      '2025-11-01T00:00:00..2025-11-25T00:00:00',
    );
    // A week not over: Monday to Tuesday 21:00 against the same in the ISO week a year before.
    expect(
      twins('2026-11-23T00:00:00', '2026-11-30T00:00:00', 'WEEK', 'previous-year', local('2026-11-24T21:00:00')),
    ).toEqual([{ bucket: '2026-11-23T00:00:00', span: '2025-11-24T00:00:00..2025-11-25T21:00:00', note: 'PARTIAL' }]);
  });

  it('cuts a day at the hour of the newest reading', () => {
    const today = twins(
      '2026-11-24T00:00:00',
      '2026-11-25T00:00:00',
      'DAY',
      'previous-period',
      local('2026-11-24T10:00:00'),
    );
    expect(today).toEqual([
      { bucket: '2026-11-24T00:00:00', span: '2026-11-23T00:00:00..2026-11-23T10:00:00', note: 'PARTIAL' },
    ]);
  });

  it('gives a single figure the same part at its own calendar unit', () => {
    const period = parseDatePeriod('2026-11-01', '2026-11-30');
    const resolution = naturalResolution(period);
    expect(resolution).toBe('MONTH');
    const spans = mergeSpans(
      twinsOf(period, resolution, bucketsOf(period, resolution, 100), 'previous-period', cut).map((t) => t.span),
    );
    expect(spans.map((s) => [formatLocal(s.begin), formatLocal(s.end)])).toEqual([
      ['2026-10-01T00:00:00', '2026-10-25T00:00:00'],
    ]);
    expect(naturalResolution(parseDatePeriod('2026-11-23', '2026-11-29'))).toBe('WEEK');
    expect(naturalResolution(parseDatePeriod('2026-01-01', '2026-12-31'))).toBe('YEAR');
    expect(naturalResolution(parseDatePeriod('2025-11-25', '2026-11-24'))).toBe('DAY');
  });
});

describe('coverage', () => {
  it('counts the hours of DST days and the readings due from each meter', () => {
    const day = (d: string): Period => parseDatePeriod(d, d);
    const meters = [{ from: local('2020-01-01'), to: null }];
    expect(coverageOf(day('2026-03-29'), day('2026-03-29'), 23, meters)).toMatchObject({
      calendarHours: 23,
      expectedReadings: 23,
      complete: true,
    });
    expect(coverageOf(day('2026-10-25'), day('2026-10-25'), 22, meters)).toMatchObject({
      calendarHours: 25,
      expectedReadings: 25,
      complete: false,
    });
    // A second meter put in place at noon: 12 more readings due.
    const two = [...meters, { from: instantOfLocal(2026, 11, 2, 12), to: null }];
    expect(coverageOf(day('2026-11-02'), day('2026-11-02'), 36, two)).toMatchObject({
      expectedReadings: 36,
      complete: true,
    });
    // Cut by the present: the hours still to come are not due, and the bucket is not complete.
    const upTo10 = { begin: local('2026-11-24T00:00:00'), end: local('2026-11-24T10:00:00') };
    expect(coverageOf(day('2026-11-24'), upTo10, 10, meters)).toEqual({
      calendarHours: 24,
      expectedHours: 10,
      readings: 10,
      expectedReadings: 10,
      complete: false,
    });
    const period = parsePeriod('2026-11-23T00:00:00', '2026-11-30T00:00:00');
    expect(coveredSpans(period, 'DAY', bucketsOf(period, 'DAY', 10), upTo10.end).filter(Boolean)).toHaveLength(2);
  });
});
