import {
  addDays,
  addMonths,
  addUnits,
  addYears,
  type DateUnit,
  diffDays,
  endOfMonth,
  isLocalDate,
  type LocalDate,
  maxDate,
  minDate,
  parseLocalDate,
  startOfMonth,
  startOfWeek,
  startOfYear,
} from '@portal/domain';

/** A period of whole Copenhagen calendar days; both ends included. */
export interface Period {
  start: LocalDate;
  end: LocalDate;
}

/** Period presets (SPEC §4). */
export const PERIOD_PRESETS = [
  'today',
  'this-week',
  'this-month',
  'this-year',
  'last-week',
  'last-month',
  'last-year',
  'last-7-days',
  'last-30-days',
  'last-365-days',
  'custom',
] as const;
/** A period preset. */
export type PeriodPreset = (typeof PERIOD_PRESETS)[number];

/** Resolutions of a graph (SPEC §4); the service takes them upper-cased (SPEC §7). */
export const RESOLUTIONS = ['hour', 'day', 'week', 'month', 'year'] as const;
/** A graph resolution: hour, day, week, month or year. */
export type Resolution = (typeof RESOLUTIONS)[number];

/** Is the value a resolution? */
export function isResolution(value: unknown): value is Resolution {
  return typeof value === 'string' && (RESOLUTIONS as readonly string[]).includes(value);
}

/** Period kinds by length (SPEC §4). */
export type PeriodKind = 'day' | 'week' | 'month' | 'quarter' | 'half-year' | 'year' | 'custom';

/** Is the value a period of valid dates, start not after end? */
export function isPeriod(value: unknown): value is Period {
  if (typeof value !== 'object' || value === null) return false;
  const { start, end } = value as Partial<Period>;
  return isLocalDate(start) && isLocalDate(end) && start <= end;
}

/** A period from two dates; throws when invalid or reversed. */
export function period(start: LocalDate, end: LocalDate): Period {
  if (!isLocalDate(start) || !isLocalDate(end)) throw new RangeError(`Invalid period ${start}..${end}`);
  if (end < start) throw new RangeError(`A period cannot end (${end}) before it starts (${start})`);
  return { start, end };
}

/** Number of calendar days in the period, both ends counted (a one-day period is 1). */
export function periodDays(p: Period): number {
  return diffDays(p.start, p.end) + 1;
}

/** Do two periods have the same dates? */
export function samePeriod(a: Period, b: Period): boolean {
  return a.start === b.start && a.end === b.end;
}

/** SPEC §4: day (1 day or less), week (7), month (28-31), quarter (90-93), half-year (180-183), year (364-366), else custom. */
export function classifyPeriod(p: Period): PeriodKind {
  const days = periodDays(p);
  if (days <= 1) return 'day';
  if (days === 7) return 'week';
  if (days >= 28 && days <= 31) return 'month';
  if (days >= 90 && days <= 93) return 'quarter';
  if (days >= 180 && days <= 183) return 'half-year';
  if (days >= 364 && days <= 366) return 'year';
  return 'custom';
}

/** Calendar units a period can be aligned to, with their length in months. */
export type CalendarUnit = 'month' | 'quarter' | 'half-year' | 'year';
const UNIT_MONTHS: [CalendarUnit, number][] = [
  ['year', 12],
  ['half-year', 6],
  ['quarter', 3],
  ['month', 1],
];

/**
 * The calendar unit the period is exactly: a month, a quarter (from January, April, July or
 * October), a half-year (from January or July) or a year (from 1 January); `null` otherwise.
 * Decided by the calendar, not by length: July-December has 184 days, outside SPEC's half-year
 * length band (180-183), yet it is the half-year after January-June (docs/decisions/0050).
 */
export function calendarUnitOf(p: Period): CalendarUnit | null {
  const { month, day } = parseLocalDate(p.start);
  if (day !== 1) return null;
  for (const [unit, months] of UNIT_MONTHS) {
    if ((month - 1) % months === 0 && addDays(addMonths(p.start, months), -1) === p.end) return unit;
  }
  return null;
}

/** Is the period exactly a calendar month, quarter, half-year or year? */
export function isCalendarAligned(p: Period): boolean {
  return calendarUnitOf(p) !== null;
}

/** How a period moves: by calendar units, or by a number of days. */
export type PeriodStep = { unit: CalendarUnit } | { days: number };

/** The step of a period (SPEC §4): its calendar unit when aligned, otherwise its own number of days. */
export function periodStepOf(p: Period): PeriodStep {
  const unit = calendarUnitOf(p);
  return unit ? { unit } : { days: periodDays(p) };
}

/**
 * Moves a period by a step, forward (1) or back (-1). Navigation keeps the step of the period the
 * user chose: a 30-day window that lands on 1-30 April is still a 30-day window, so forward then
 * back always returns the same period (docs/decisions/0050).
 */
export function shiftBy(p: Period, step: PeriodStep, direction: 1 | -1): Period {
  if ('unit' in step) {
    const months = UNIT_MONTHS.find(([u]) => u === step.unit)?.[1] ?? 1;
    const start = addMonths(startOfMonth(p.start), direction * months);
    return { start, end: addDays(addMonths(start, months), -1) };
  }
  const days = step.days * direction;
  return { start: addDays(p.start, days), end: addDays(p.end, days) };
}

/**
 * Next (`direction` 1) or previous (-1) period (SPEC §4): calendar-aligned months, quarters,
 * half-years and years move by their calendar unit; anything else by its own number of days.
 */
export function shiftPeriod(p: Period, direction: 1 | -1): Period {
  return shiftBy(p, periodStepOf(p), direction);
}

/** The period after (SPEC §4 next). */
export const nextPeriod = (p: Period): Period => shiftPeriod(p, 1);
/** The period before (SPEC §4 previous). */
export const previousPeriod = (p: Period): Period => shiftPeriod(p, -1);

/** The period a preset stands for, on a given day. Calendar units are whole (this month = 1st to last). */
export function presetPeriod(preset: Exclude<PeriodPreset, 'custom'>, today: LocalDate): Period {
  switch (preset) {
    case 'today':
      return { start: today, end: today };
    case 'this-week': {
      const start = startOfWeek(today);
      return { start, end: addDays(start, 6) };
    }
    case 'this-month':
      return { start: startOfMonth(today), end: endOfMonth(today) };
    case 'this-year': {
      const start = startOfYear(today);
      return { start, end: addDays(addYears(start, 1), -1) };
    }
    case 'last-week':
      return previousPeriod(presetPeriod('this-week', today));
    case 'last-month':
      return previousPeriod(presetPeriod('this-month', today));
    case 'last-year':
      return previousPeriod(presetPeriod('this-year', today));
    case 'last-7-days':
      return lastDays(7, today);
    case 'last-30-days':
      return lastDays(30, today);
    case 'last-365-days':
      return lastDays(365, today);
    default:
      throw new Error('Invalid periodicity');
  }
}

/** The last `n` days up to and including today. */
export function lastDays(n: number, today: LocalDate): Period {
  return { start: addDays(today, 1 - n), end: today };
}

/** SPEC §4: the default date range is the last 30 days up to today. */
export function defaultPeriod(today: LocalDate): Period {
  return lastDays(30, today);
}

/** Which preset a period is, on a given day ('custom' when none). */
export function matchPreset(p: Period, today: LocalDate): PeriodPreset {
  for (const preset of PERIOD_PRESETS) {
    if (preset !== 'custom' && samePeriod(presetPeriod(preset, today), p)) return preset;
  }
  return 'custom';
}

/** The tenancy dates a period can be derived from (SPEC §3 Tenancy). Dates may carry a time; only the day is used. */
export interface TenancyDates {
  start?: string | null;
  end?: string | null;
  billingPeriod?: { start?: string | null; end?: string | null } | null;
  dataAvailability?: { start?: string | null; end?: string | null } | null;
}

const dayOf = (value: string | null | undefined): LocalDate | null =>
  value && isLocalDate(value.slice(0, 10)) ? value.slice(0, 10) : null;

/** "Since moving in": from the tenancy's start (not before data exists) to today or the moving-out day. */
export function sinceMovingInPeriod(tenancy: TenancyDates, today: LocalDate): Period | null {
  const movedIn = dayOf(tenancy.start);
  if (!movedIn) return null;
  const dataStart = dayOf(tenancy.dataAvailability?.start);
  const start = dataStart ? maxDate(movedIn, dataStart) : movedIn;
  const movedOut = dayOf(tenancy.end);
  const end = movedOut ? minDate(today, movedOut) : today;
  return start <= end ? { start, end } : null;
}

/** The billing year of the tenancy (its billing period), or `null` when the tenancy has none. */
export function billingYearPeriod(tenancy: TenancyDates): Period | null {
  const start = dayOf(tenancy.billingPeriod?.start);
  const end = dayOf(tenancy.billingPeriod?.end);
  return start && end && start <= end ? { start, end } : null;
}

/** Granularities of recurring things: reports, alarm frequencies (SPEC §3). */
export const PERIODICITIES = ['daily', 'weekly', 'monthly', 'yearly'] as const;
/** daily, weekly, monthly or yearly. */
export type Periodicity = (typeof PERIODICITIES)[number];

/**
 * The period of a given periodicity that holds `date` (a week from Monday, a calendar month or
 * year). Anything else is rejected with 'Invalid periodicity' (SPEC §8).
 */
export function periodOf(periodicity: Periodicity, date: LocalDate): Period {
  switch (periodicity) {
    case 'daily':
      return { start: date, end: date };
    case 'weekly':
      return presetPeriod('this-week', date);
    case 'monthly':
      return presetPeriod('this-month', date);
    case 'yearly':
      return presetPeriod('this-year', date);
    default:
      throw new Error('Invalid periodicity');
  }
}

const PERIODICITY_UNITS: Record<Periodicity, DateUnit> = {
  daily: 'day',
  weekly: 'week',
  monthly: 'month',
  yearly: 'year',
};

/** Shifts a date by `count` units of a periodicity; rejects an unknown one with 'Invalid periodicity'. */
export function addPeriodicity(date: LocalDate, periodicity: Periodicity, count: number): LocalDate {
  if (!Object.hasOwn(PERIODICITY_UNITS, periodicity)) throw new Error('Invalid periodicity');
  return addUnits(date, PERIODICITY_UNITS[periodicity], count);
}
