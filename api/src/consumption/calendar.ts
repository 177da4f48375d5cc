// Calendar alignment of the compared periods (docs/decisions/0024): which stretch of time each bucket
// of a period is compared with, how partial buckets and a period still running are cut, and how
// complete a bucket is. Pure functions on instants and Copenhagen calendar dates; no database.
import type { ComparisonNote } from '../generated/data-types.ts';
import {
  addDays,
  addMonths,
  addUnits,
  type DateUnit,
  daysInMonth,
  diffDays,
  formatLocal,
  instantOfLocal,
  isoWeek,
  startOfDayInstant,
  startOfUnit,
  startOfWeek,
} from '@portal/domain';

/** Why a bucket is compared with nothing, or how its compared time was chosen: the schema's enum. */
export type { ComparisonNote };

export type Resolution = 'HOUR' | 'DAY' | 'WEEK' | 'MONTH' | 'YEAR';
export type Shift = 'previous-period' | 'previous-year';

/** [begin, end) in instants. */
export interface Period {
  begin: Date;
  end: Date;
}

export interface Bucket {
  key: string;
  label: string;
}

/** The compared time of one bucket, or null with the reason. */
export interface Twin {
  span: Period | null;
  note: ComparisonNote | null;
}

const HOUR_MS = 3600_000;

/** The calendar unit of a resolution (a bucket of days or longer). */
const DATE_UNIT = { DAY: 'day', WEEK: 'week', MONTH: 'month', YEAR: 'year' } as const satisfies Record<
  Exclude<Resolution, 'HOUR'>,
  DateUnit
>;

/** The first day of the next unit after the one starting on `date`. */
export function nextUnit(date: string, resolution: Exclude<Resolution, 'HOUR'>): string {
  return shiftUnits(date, resolution, 1);
}

/** The first day of the unit holding `date`. */
export function truncUnit(date: string, resolution: Exclude<Resolution, 'HOUR'>): string {
  return startOfUnit(date, DATE_UNIT[resolution]);
}

/** `date` moved by `count` units of the resolution. */
export function shiftUnits(date: string, resolution: Exclude<Resolution, 'HOUR'>, count: number): string {
  return addUnits(date, DATE_UNIT[resolution], count);
}

/** Monday of ISO week `week` of ISO year `year`, or null when that year has no such week. */
export function isoWeekMonday(year: number, week: number): string | null {
  if (week < 1 || week > isoWeeksIn(year)) return null;
  return addDays(startOfWeek(`${year}-01-04`), (week - 1) * 7);
}

/** 52 or 53: 28 December always lies in the ISO year's last week. */
export function isoWeeksIn(year: number): number {
  return isoWeek(startOfWeek(`${year}-12-28`)).week;
}

export function isLocalMidnight(date: Date): boolean {
  return formatLocal(date).endsWith('T00:00:00');
}

/** The calendar unit of a bucket: the hour, or the local day, ISO week, month or year. */
export function bucketSpan(bucket: Bucket, resolution: Resolution): Period {
  if (resolution === 'HOUR') {
    const t = Number(bucket.key) * 1000;
    return { begin: new Date(t), end: new Date(t + HOUR_MS) };
  }
  return { begin: startOfDayInstant(bucket.key), end: startOfDayInstant(nextUnit(bucket.key, resolution)) };
}

/** `bucketSpan` of every bucket of a period in one pass: a bucket ends where the next begins. */
export function bucketSpans(buckets: Bucket[], resolution: Resolution): Period[] {
  if (resolution === 'HOUR') return buckets.map((b) => bucketSpan(b, resolution));
  const begins = buckets.map((b) => startOfDayInstant(b.key));
  return begins.map((begin, i) => ({
    begin,
    end: begins[i + 1] ?? startOfDayInstant(nextUnit(buckets[i]!.key, resolution)),
  }));
}

const maxDate = (a: Date, b: Date) => (a > b ? a : b);
const minDate = (a: Date, b: Date) => (a < b ? a : b);

/** The part of a span within [notBefore, notAfter); null when none is. */
export function clampSpan(span: Period, notBefore: Date | null, notAfter: Date | null): Period | null {
  const begin = notBefore ? maxDate(span.begin, notBefore) : span.begin;
  const end = notAfter ? minDate(span.end, notAfter) : span.end;
  return end > begin ? { begin, end } : null;
}

/**
 * How a shift maps the calendar for a resolution:
 * - `shift`: a period that does not run from local midnight to local midnight is compared with the
 *   same length just before it (instant for instant);
 * - `days`: the n-th day with the n-th day of the compared period [from, to) (previous period; for
 *   month-aligned periods at sub-month resolution the compared period is the months before);
 * - `months`: the same day of the month `months` earlier (previous period of month-aligned periods
 *   at month or year resolution; previous year at month or year resolution);
 * - `isoWeek`: the same weekday of the same ISO week of the previous ISO year;
 * - `date`: the same calendar date of the previous year (29 February has none).
 */
export type Alignment =
  | { kind: 'shift'; ms: number }
  | { kind: 'days'; days: number; from: string; to: string }
  | { kind: 'months'; months: number }
  | { kind: 'isoWeek' }
  | { kind: 'date' };

function monthsBetween(a: string, b: string): number {
  return (Number(b.slice(0, 4)) - Number(a.slice(0, 4))) * 12 + Number(b.slice(5, 7)) - Number(a.slice(5, 7));
}

export function alignmentOf(period: Period, shift: Shift, resolution: Resolution): Alignment {
  if (shift === 'previous-year') {
    if (resolution === 'WEEK') return { kind: 'isoWeek' };
    if (resolution === 'DAY' || resolution === 'HOUR') return { kind: 'date' };
    return { kind: 'months', months: 12 };
  }
  if (!isLocalMidnight(period.begin) || !isLocalMidnight(period.end)) {
    return { kind: 'shift', ms: period.end.getTime() - period.begin.getTime() };
  }
  const b = formatLocal(period.begin).slice(0, 10);
  const e = formatLocal(period.end).slice(0, 10);
  if (b.endsWith('-01') && e.endsWith('-01')) {
    const months = monthsBetween(b, e);
    if (resolution === 'MONTH' || resolution === 'YEAR') return { kind: 'months', months };
    const from = addMonths(b, -months);
    return { kind: 'days', days: diffDays(from, b), from, to: b };
  }
  const days = diffDays(b, e);
  return { kind: 'days', days, from: addDays(b, -days), to: b };
}

/** The compared calendar unit of a (non-hour) bucket, as local dates [begin, end), or why none. */
function twinUnit(
  key: string,
  resolution: Exclude<Resolution, 'HOUR'>,
  a: Exclude<Alignment, { kind: 'shift' }>,
): { begin: string; end: string } | ComparisonNote {
  const next = nextUnit(key, resolution);
  switch (a.kind) {
    case 'days':
      return { begin: addDays(key, -a.days), end: addDays(next, -a.days) };
    case 'months':
      return { begin: addMonths(key, -a.months), end: addMonths(next, -a.months) };
    case 'isoWeek': {
      const { year, week } = isoWeek(key);
      const monday = isoWeekMonday(year - 1, week);
      return monday ? { begin: monday, end: addDays(monday, 7) } : 'NO_WEEK_53';
    }
    case 'date': {
      if (key.endsWith('-02-29')) return 'LEAP_DAY';
      const begin = `${Number(key.slice(0, 4)) - 1}${key.slice(4)}`;
      return { begin, end: addDays(begin, 1) };
    }
  }
}

/**
 * Where a position inside a bucket's unit (`unit` its first local date) falls in the compared unit
 * (first local date `twin`): by the day offset and the wall-clock hour, or for month-based
 * alignments by the month offset, the day of the month and the hour; a day the compared month
 * lacks is its end.
 */
function mapPosition(t: Date, unit: string, twin: string, a: Exclude<Alignment, { kind: 'shift' }>): Date {
  const local = formatLocal(t);
  const date = local.slice(0, 10);
  const hour = Number(local.slice(11, 13));
  if (a.kind !== 'months') {
    const d = addDays(twin, diffDays(unit, date));
    return instantOfLocal(Number(d.slice(0, 4)), Number(d.slice(5, 7)), Number(d.slice(8, 10)), hour);
  }
  const first = addMonths(twin, monthsBetween(unit, date));
  const y = Number(first.slice(0, 4));
  const m = Number(first.slice(5, 7));
  const day = Number(date.slice(8, 10));
  if (day > daysInMonth(y, m)) return startOfDayInstant(addMonths(first, 1));
  return instantOfLocal(y, m, day, hour);
}

const localHourKey = (t: Date) => formatLocal(t).slice(0, 13);

/** An hour bucket's compared hour: the same wall-clock hour of the compared day, occurrence by occurrence. */
function hourTwin(unit: Period, a: { kind: 'days'; days: number; from: string; to: string } | { kind: 'date' }): Twin {
  const local = formatLocal(unit.begin);
  const date = local.slice(0, 10);
  const hour = Number(local.slice(11, 13));
  const second = localHourKey(new Date(unit.begin.getTime() - HOUR_MS)) === local.slice(0, 13);
  let twinDate: string;
  if (a.kind === 'date') {
    if (date.endsWith('-02-29')) return { span: null, note: 'LEAP_DAY' };
    twinDate = `${Number(date.slice(0, 4)) - 1}${date.slice(4)}`;
  } else {
    twinDate = addDays(date, -a.days);
    if (twinDate >= a.to) return { span: null, note: 'BEYOND_COMPARED_PERIOD' };
  }
  const wanted = `${twinDate}T${String(hour).padStart(2, '0')}`;
  const first = instantOfLocal(
    Number(twinDate.slice(0, 4)),
    Number(twinDate.slice(5, 7)),
    Number(twinDate.slice(8)),
    hour,
  );
  if (localHourKey(first) !== wanted) return { span: null, note: 'SKIPPED_HOUR' };
  const twice = localHourKey(new Date(first.getTime() + HOUR_MS)) === wanted;
  if (second && !twice) return { span: null, note: 'REPEATED_HOUR' };
  const begin = second ? new Date(first.getTime() + HOUR_MS) : first;
  return {
    span: { begin, end: new Date(begin.getTime() + HOUR_MS) },
    note: twice && !second ? 'FIRST_OF_REPEATED_HOUR' : null,
  };
}

/**
 * The part of each bucket that counts: within the period and before `cut` (the end of the newest
 * reading when the period reaches past it); null for a bucket wholly after it.
 */
export function coveredSpans(
  period: Period,
  resolution: Resolution,
  buckets: Bucket[],
  cut: Date | null,
): Array<Period | null> {
  const end = cut && cut < period.end ? cut : period.end;
  return bucketSpans(buckets, resolution).map((unit) => {
    const begin = maxDate(unit.begin, period.begin);
    const stop = minDate(unit.end, end);
    return stop > begin ? { begin, end: stop } : null;
  });
}

/**
 * The compared time of each bucket (previous period or previous year), aligned by the calendar:
 * a whole bucket with its whole twin (ISO week with ISO week, month with month, date with date,
 * wall-clock hour with wall-clock hour), a partial bucket (cut by the period's edge or by `cut`)
 * with the same part of its twin. See `Alignment` and docs/decisions/0024.
 */
export function twinsOf(
  period: Period,
  resolution: Resolution,
  buckets: Bucket[],
  shift: Shift,
  cut: Date | null,
): Twin[] {
  const a = alignmentOf(period, shift, resolution);
  const [from, to] = a.kind === 'days' ? [startOfDayInstant(a.from), startOfDayInstant(a.to)] : [null, null];
  const units = bucketSpans(buckets, resolution);
  const covered = coveredSpans(period, resolution, buckets, cut);
  return buckets.map((b, i): Twin => {
    const part = covered[i];
    if (!part) return { span: null, note: 'AFTER_DATA_END' };
    const unit = units[i]!;
    const partial = part.begin.getTime() !== unit.begin.getTime() || part.end.getTime() !== unit.end.getTime();
    if (a.kind === 'shift') {
      return {
        span: { begin: new Date(part.begin.getTime() - a.ms), end: new Date(part.end.getTime() - a.ms) },
        note: partial ? 'PARTIAL' : null,
      };
    }
    if (resolution === 'HOUR') {
      // Hours are whole (a period starting inside an hour is aligned by `shift` or not at all).
      if (a.kind !== 'days' && a.kind !== 'date') return { span: null, note: null };
      return hourTwin(unit, a);
    }
    const tu = twinUnit(b.key, resolution, a);
    if (typeof tu === 'string') return { span: null, note: tu };
    let begin =
      partial && part.begin > unit.begin ? mapPosition(part.begin, b.key, tu.begin, a) : startOfDayInstant(tu.begin);
    let end = partial && part.end < unit.end ? mapPosition(part.end, b.key, tu.begin, a) : startOfDayInstant(tu.end);
    if (from && to) {
      begin = maxDate(begin, from);
      end = minDate(end, to);
    }
    if (end <= begin) return { span: null, note: 'BEYOND_COMPARED_PERIOD' };
    return { span: { begin, end }, note: partial ? 'PARTIAL' : null };
  });
}

/**
 * The calendar unit a period for a single figure is made of (KPIs, table, report): years, months,
 * ISO weeks or days, so that its compared total is the sum of its buckets' twins at that resolution.
 */
export function naturalResolution(period: Period): Exclude<Resolution, 'HOUR'> {
  if (!isLocalMidnight(period.begin) || !isLocalMidnight(period.end)) return 'DAY';
  const b = formatLocal(period.begin).slice(0, 10);
  const e = formatLocal(period.end).slice(0, 10);
  if (b.endsWith('-01-01') && e.endsWith('-01-01')) return 'YEAR';
  if (b.endsWith('-01') && e.endsWith('-01')) return 'MONTH';
  if (startOfWeek(b) === b && startOfWeek(e) === e) return 'WEEK';
  return 'DAY';
}

/** Adjacent spans joined (in order), for one aggregate over them. */
export function mergeSpans(spans: Array<Period | null>): Period[] {
  const out: Period[] = [];
  for (const s of spans) {
    if (!s) continue;
    const last = out.at(-1);
    if (last && last.end.getTime() === s.begin.getTime()) out[out.length - 1] = { begin: last.begin, end: s.end };
    else out.push({ ...s });
  }
  return out;
}

/** From the first span's begin to the last one's end; null without any. */
export function envelope(spans: Array<Period | null>): Period | null {
  const present = spans.filter((s): s is Period => s !== null);
  if (present.length === 0) return null;
  return {
    begin: new Date(Math.min(...present.map((s) => s.begin.getTime()))),
    end: new Date(Math.max(...present.map((s) => s.end.getTime()))),
  };
}

/** A meter's time in place: [from, to), `to` null while it is. */
export interface MeterSpan {
  from: Date;
  to: Date | null;
}

export function meterSpanOf(m: { from_date: string; to_date: string | null }): MeterSpan {
  return { from: startOfDayInstant(m.from_date), to: m.to_date ? startOfDayInstant(addDays(m.to_date, 1)) : null };
}

/** How complete a bucket's or a total's figure is (schema `Coverage`). */
export interface Coverage {
  calendarHours: number;
  expectedHours: number;
  readings: number;
  expectedReadings: number;
  complete: boolean;
}

const hoursOf = (s: Period | null) => (s ? Math.round((s.end.getTime() - s.begin.getTime()) / HOUR_MS) : 0);

/**
 * Coverage of a figure over `calendar` (the bucket's unit or the period) whose readings can lie in
 * `expected` (the part within the period and the tenancy, before the current hour): one reading
 * per hour is expected from each meter in place then.
 */
export function coverageOf(calendar: Period, expected: Period | null, readings: number, meters: MeterSpan[]): Coverage {
  const calendarHours = hoursOf(calendar);
  const expectedHours = hoursOf(expected);
  let expectedReadings = 0;
  if (expected) for (const m of meters) expectedReadings += hoursOf(clampSpan(expected, m.from, m.to));
  return {
    calendarHours,
    expectedHours,
    readings,
    expectedReadings,
    complete: expectedHours === calendarHours && readings >= expectedReadings,
  };
}

/**
 * `coverageOf` for each bucket unit of a series, whose readings are due within [due.begin, due.end)
 * (the period within the tenancy, before the current hour): arithmetic on instants, no allocations
 * per meter (a year of days is 365 buckets).
 */
export function bucketCoverages(
  units: Period[],
  due: Period | null,
  readings: (i: number) => number,
  meters: MeterSpan[],
): Coverage[] {
  const lo = due ? due.begin.getTime() : 0;
  const hi = due ? due.end.getTime() : 0;
  return units.map((unit, i) => {
    const b = unit.begin.getTime();
    const e = unit.end.getTime();
    const from = b > lo ? b : lo;
    const to = e < hi ? e : hi;
    let expectedReadings = 0;
    if (to > from) {
      for (const m of meters) {
        const mf = Math.max(from, m.from.getTime());
        const mt = m.to ? Math.min(to, m.to.getTime()) : to;
        if (mt > mf) expectedReadings += Math.round((mt - mf) / HOUR_MS);
      }
    }
    const calendarHours = Math.round((e - b) / HOUR_MS);
    const expectedHours = to > from ? Math.round((to - from) / HOUR_MS) : 0;
    const n = readings(i);
    return {
      calendarHours,
      expectedHours,
      readings: n,
      expectedReadings,
      complete: expectedHours === calendarHours && n >= expectedReadings,
    };
  });
}

/** Coverages added up (for a total over buckets; `calendarHours` given: the period's). */
export function sumCoverage(parts: Coverage[], calendarHours: number): Coverage {
  const sum = (f: (c: Coverage) => number) => parts.reduce((a, c) => a + f(c), 0);
  const expectedHours = sum((c) => c.expectedHours);
  const readings = sum((c) => c.readings);
  const expectedReadings = sum((c) => c.expectedReadings);
  return {
    calendarHours,
    expectedHours,
    readings,
    expectedReadings,
    complete: expectedHours === calendarHours && readings >= expectedReadings,
  };
}
