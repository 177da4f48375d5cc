import { localDate, type LocalDate, parseLocalDate } from './local-date.ts';

/** Every date in the product is shown and computed in this zone (SPEC §1, §9). */
export const TIME_ZONE = 'Europe/Copenhagen';

/**
 * A tiny zone helper on top of Intl (no date library): the platform's time-zone database answers
 * "what is the wall clock in Copenhagen at this instant", and we invert it where we need instants.
 * Calendar arithmetic on dates is `local-date.ts`'s (on UTC dates, where there is no daylight saving).
 */
let partsFormatter: Intl.DateTimeFormat | undefined;
function formatter(): Intl.DateTimeFormat {
  partsFormatter ??= new Intl.DateTimeFormat('en-GB', {
    timeZone: TIME_ZONE,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  });
  return partsFormatter;
}

/** The offset read from Intl (one formatToParts call, a few microseconds). */
function intlOffsetMs(ms: number): number {
  const p: Record<string, number> = {};
  for (const part of formatter().formatToParts(new Date(ms)))
    if (part.type !== 'literal') p[part.type] = Number(part.value);
  const asUtc = Date.UTC(p.year!, p.month! - 1, p.day!, p.hour! % 24, p.minute!, p.second!);
  return asUtc - Math.floor(ms / 1000) * 1000;
}

// Offsets by UTC hour: the zone's changes fall on whole hours, so an hour whose first and last
// second have the same offset has it throughout (an hour where they differ is never cached).
const HOUR_MS = 3_600_000;
const offsetByHour = new Map<number, number>();

/** Copenhagen's offset from UTC at an instant, in milliseconds (an invalid date throws a RangeError). */
export function offsetMs(instant: Date | number): number {
  const ms = typeof instant === 'number' ? instant : instant.getTime();
  const hour = Math.floor(ms / HOUR_MS);
  const known = offsetByHour.get(hour);
  if (known !== undefined) return known;
  if (Number.isNaN(hour)) return intlOffsetMs(ms);
  const first = intlOffsetMs(hour * HOUR_MS);
  if (first !== intlOffsetMs(hour * HOUR_MS + HOUR_MS - 1000)) return intlOffsetMs(ms);
  if (offsetByHour.size >= 200_000) offsetByHour.clear();
  offsetByHour.set(hour, first);
  return first;
}

/**
 * Makes the zone's formatter now. The first one makes the browser load its time-zone data (about
 * 20 ms, 70 ms at a phone's speed), so a page that will show Copenhagen dates soon does it while it
 * waits for the network rather than in its first render of figures.
 */
export function prepareTimeZone(): void {
  offsetMs(Date.now());
}

/** Copenhagen's offset from UTC at an instant, in minutes (60 in winter, 120 in summer). */
export function offsetMinutesAt(instant: Date | number): number {
  return Math.round(offsetMs(instant) / 60_000);
}

/** A Copenhagen wall-clock reading. */
export interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

/** The wall clock as a UTC date: its UTC fields are Copenhagen's. */
function wallAsUtc(instant: Date | number): Date {
  const ms = typeof instant === 'number' ? instant : instant.getTime();
  return new Date(Math.floor(ms / 1000) * 1000 + offsetMs(ms));
}

/** The Copenhagen wall clock at an instant. */
export function wallClockAt(instant: Date | number): WallClock {
  const wall = wallAsUtc(instant);
  return {
    year: wall.getUTCFullYear(),
    month: wall.getUTCMonth() + 1,
    day: wall.getUTCDate(),
    hour: wall.getUTCHours(),
    minute: wall.getUTCMinutes(),
    second: wall.getUTCSeconds(),
  };
}

const pad = (n: number, w = 2) => String(n).padStart(w, '0');

/** The Copenhagen wall clock at an instant as `YYYY-MM-DDTHH:mm:ss` (the services' local date-time). */
export function formatLocal(instant: Date | number): string {
  const wall = wallAsUtc(instant);
  return `${pad(wall.getUTCFullYear(), 4)}-${pad(wall.getUTCMonth() + 1)}-${pad(wall.getUTCDate())}T${pad(wall.getUTCHours())}:${pad(wall.getUTCMinutes())}:${pad(wall.getUTCSeconds())}`;
}

/** The Copenhagen calendar date at an instant. */
export function dateAt(instant: Date | number): LocalDate {
  return formatLocal(instant).slice(0, 10);
}

/** Today in Copenhagen. */
export function today(now: Date | number = Date.now()): LocalDate {
  return dateAt(now);
}

/**
 * The instant of a Copenhagen wall-clock time (fields overflow as `Date.UTC`'s do). A time that
 * does not exist (the skipped hour in March) is read with the winter offset, so 02:30 is the
 * instant the summer clock calls 03:30; an ambiguous one (October) is the first. Copenhagen is
 * always UTC+1 or UTC+2.
 */
export function instantOfLocal(year: number, month: number, day: number, hour = 0, minute = 0, second = 0): Date {
  const wall = Date.UTC(year, month - 1, day, hour, minute, second);
  for (const hours of [2, 1]) {
    const candidate = new Date(wall - hours * HOUR_MS);
    if (offsetMs(candidate) === hours * HOUR_MS) return candidate;
  }
  return new Date(wall - HOUR_MS);
}

/** The instant of a Copenhagen wall-clock time on a date (see `instantOfLocal`); throws on an invalid date. */
export function instantOf(date: LocalDate, hour = 0, minute = 0): Date {
  const { year, month, day } = parseLocalDate(date);
  return instantOfLocal(year, month, day, hour, minute);
}

/** Start of the Copenhagen day, as an instant. */
export function startOfDayInstant(date: LocalDate): Date {
  return instantOf(date, 0, 0);
}

// Hours by day, known once asked: the services ask for every day of a year, per request (the
// settlement forecast's completeness of a day's readings).
const hoursByDay = new Map<LocalDate, number>();

/** Hours in a Copenhagen day: 23 on the spring change, 25 on the autumn change, 24 otherwise. */
export function hoursInDay(date: LocalDate): number {
  const known = hoursByDay.get(date);
  if (known !== undefined) return known;
  const next = parseLocalDate(date);
  const start = startOfDayInstant(date).getTime();
  const end = startOfDayInstant(localDate(next.year, next.month, next.day + 1)).getTime();
  const hours = Math.round((end - start) / HOUR_MS);
  if (hoursByDay.size >= 100_000) hoursByDay.clear();
  hoursByDay.set(date, hours);
  return hours;
}
