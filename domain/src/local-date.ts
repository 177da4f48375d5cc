/**
 * Calendar dates as `YYYY-MM-DD` strings. A calendar date has no time zone: all arithmetic on it is
 * done on the proleptic Gregorian calendar (through UTC, which has no daylight-saving), so adding a
 * day is always exactly one calendar day. Converting to and from instants is `zone.ts`'s job.
 */
export type LocalDate = string;

const DAY_MS = 86_400_000;
const MONTH_DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

const isLeapYear = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

/** The number written by the ASCII digits of value[from, to), or -1 when one is not a digit. */
function digits(value: string, from: number, to: number): number {
  let n = 0;
  for (let i = from; i < to; i++) {
    const digit = value.charCodeAt(i) - 48;
    if (digit < 0 || digit > 9) return -1;
    n = n * 10 + digit;
  }
  return n;
}

/**
 * Year, month and day of a valid date, or null. Read by hand rather than by a regular expression
 * and a Date: the services step through thousands of dates per request (the settlement forecast).
 */
function fieldsOf(value: string): { year: number; month: number; day: number } | null {
  if (value.length !== 10 || value.charCodeAt(4) !== 45 || value.charCodeAt(7) !== 45) return null;
  const year = digits(value, 0, 4);
  const month = digits(value, 5, 7);
  const day = digits(value, 8, 10);
  return year >= 0 && exists(year, month, day) ? { year, month, day } : null;
}

/** Whether whole numbers name a day of the calendar (month 1-12, day within the month). */
function exists(year: number, month: number, day: number): boolean {
  return (
    Number.isInteger(year) &&
    Number.isInteger(month) &&
    Number.isInteger(day) &&
    month >= 1 &&
    month <= 12 &&
    day >= 1 &&
    day <= daysInMonth(year, month)
  );
}

/** Is the value a valid `YYYY-MM-DD` date? */
export function isLocalDate(value: unknown): value is LocalDate {
  return typeof value === 'string' && fieldsOf(value) !== null;
}

/** Year, month and day of a date; throws on an invalid one. */
export function parseLocalDate(date: LocalDate): { year: number; month: number; day: number } {
  const fields = fieldsOf(date);
  if (!fields) throw new RangeError(`Invalid date: ${date}`);
  return fields;
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** A date from year, month and day (overflow normalised). */
export function localDate(year: number, month: number, day: number): LocalDate {
  // A date that exists is written as it is; Date.UTC normalises the others (month 13, day 0, ...)
  // and would read years 0-99 as 1900-1999.
  if (year >= 100 && year <= 9999 && exists(year, month, day)) {
    return `${pad(year, 4)}-${month < 10 ? '0' : ''}${month}-${day < 10 ? '0' : ''}${day}`;
  }
  const d = new Date(Date.UTC(year, month - 1, day));
  return `${pad(d.getUTCFullYear(), 4)}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
}

function toUtcMs(date: LocalDate): number {
  const { year, month, day } = parseLocalDate(date);
  return Date.UTC(year, month - 1, day);
}

/** Number of days in a month. */
export function daysInMonth(year: number, month: number): number {
  if (month === 2 && Number.isInteger(year)) return isLeapYear(year) ? 29 : 28;
  if (month >= 1 && month <= 12 && Number.isInteger(month)) return MONTH_DAYS[month - 1]!;
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** Adds calendar days. */
export function addDays(date: LocalDate, days: number): LocalDate {
  const { year, month, day } = parseLocalDate(date);
  return localDate(year, month, day + days);
}

/** Adds calendar months; the day is clamped to the target month's length (31 Jan + 1 month = 28/29 Feb). */
export function addMonths(date: LocalDate, months: number): LocalDate {
  const { year, month, day } = parseLocalDate(date);
  const index = year * 12 + (month - 1) + months;
  const y = Math.floor(index / 12);
  const m = index - y * 12 + 1;
  return localDate(y, m, Math.min(day, daysInMonth(y, m)));
}

/** Adds calendar years (29 February becomes 28 February). */
export function addYears(date: LocalDate, years: number): LocalDate {
  return addMonths(date, years * 12);
}

/** Whole calendar days from `a` to `b` (negative when `b` is before `a`). */
export function diffDays(a: LocalDate, b: LocalDate): number {
  return Math.round((toUtcMs(b) - toUtcMs(a)) / DAY_MS);
}

/** Orders two dates: -1, 0 or 1. */
export function compareDates(a: LocalDate, b: LocalDate): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** The earlier of two dates. */
export const minDate = (a: LocalDate, b: LocalDate): LocalDate => (a <= b ? a : b);
/** The later of two dates. */
export const maxDate = (a: LocalDate, b: LocalDate): LocalDate => (a >= b ? a : b);

/** ISO day of week: 1 = Monday ... 7 = Sunday. */
export function isoWeekday(date: LocalDate): number {
  const dow = new Date(toUtcMs(date)).getUTCDay();
  return dow === 0 ? 7 : dow;
}

/** Monday of the week holding `date` (weeks start on Monday, SPEC §9). */
export function startOfWeek(date: LocalDate): LocalDate {
  return addDays(date, 1 - isoWeekday(date));
}

/** First day of the date's month. */
export function startOfMonth(date: LocalDate): LocalDate {
  parseLocalDate(date);
  return `${date.slice(0, 8)}01`;
}

/** Last day of the date's month. */
export function endOfMonth(date: LocalDate): LocalDate {
  const { year, month } = parseLocalDate(date);
  return localDate(year, month, daysInMonth(year, month));
}

/** 1 January of the date's year. */
export function startOfYear(date: LocalDate): LocalDate {
  return localDate(parseLocalDate(date).year, 1, 1);
}

/** The calendar units dates are grouped by: a day, a Monday-to-Sunday week, a calendar month, a year. */
export const DATE_UNITS = ['day', 'week', 'month', 'year'] as const;
/** day, week, month or year. */
export type DateUnit = (typeof DATE_UNITS)[number];

/** The first day of the unit holding `date`: the date, its week's Monday, the 1st of its month or year. */
export function startOfUnit(date: LocalDate, unit: DateUnit): LocalDate {
  switch (unit) {
    case 'day':
      return date;
    case 'week':
      return startOfWeek(date);
    case 'month':
      return startOfMonth(date);
    case 'year':
      return startOfYear(date);
  }
}

/** Moves a date by `count` units (a month or year later keeps the day, clamped to the month's length). */
export function addUnits(date: LocalDate, unit: DateUnit, count: number): LocalDate {
  switch (unit) {
    case 'day':
      return addDays(date, count);
    case 'week':
      return addDays(date, 7 * count);
    case 'month':
      return addMonths(date, count);
    case 'year':
      return addYears(date, count);
  }
}

/**
 * ISO 8601 week number: weeks start on Monday and week 1 is the week holding 4 January (SPEC §9).
 * The week-year can differ from the calendar year around New Year.
 */
export function isoWeek(date: LocalDate): { year: number; week: number } {
  const thursday = addDays(date, 4 - isoWeekday(date));
  const year = parseLocalDate(thursday).year;
  const week = Math.floor(diffDays(localDate(year, 1, 1), thursday) / 7) + 1;
  return { year, week };
}
