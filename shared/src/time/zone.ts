import { localDate, type LocalDate, parseLocalDate } from './local-date';

/** Every date in the product is shown and computed in this zone (SPEC §1, §9). */
export const TIME_ZONE = 'Europe/Copenhagen';

/**
 * A tiny zone helper on top of Intl (no date library): the platform's time-zone database answers
 * "what is the wall clock in Copenhagen at this instant", and we invert it where we need instants.
 */
let partsFormatter: Intl.DateTimeFormat | undefined;
function formatter(): Intl.DateTimeFormat {
  partsFormatter ??= new Intl.DateTimeFormat('en-US', {
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

/** A Copenhagen wall-clock reading. */
export interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

/** The Copenhagen wall clock at an instant. */
export function wallClockAt(instant: Date | number): WallClock {
  const parts = formatter().formatToParts(typeof instant === 'number' ? new Date(instant) : instant);
  const get = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return {
    year: get('year'),
    month: get('month'),
    day: get('day'),
    hour: get('hour') % 24,
    minute: get('minute'),
    second: get('second'),
  };
}

/** Copenhagen's offset from UTC at an instant, in minutes (60 in winter, 120 in summer). */
export function offsetMinutesAt(instant: Date | number): number {
  const ms = typeof instant === 'number' ? instant : instant.getTime();
  const w = wallClockAt(ms);
  const asUtc = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);
  return Math.round((asUtc - Math.floor(ms / 1000) * 1000) / 60_000);
}

/** The Copenhagen calendar date at an instant. */
export function dateAt(instant: Date | number): LocalDate {
  const w = wallClockAt(instant);
  return localDate(w.year, w.month, w.day);
}

/** Today in Copenhagen. */
export function today(now: Date | number = Date.now()): LocalDate {
  return dateAt(now);
}

/**
 * The instant of a Copenhagen wall-clock time on a date. A time that does not exist (the skipped
 * hour in March) resolves to the instant after the gap; an ambiguous one (October) to the first.
 */
export function instantOf(date: LocalDate, hour = 0, minute = 0): Date {
  const { year, month, day } = parseLocalDate(date);
  const wall = Date.UTC(year, month - 1, day, hour, minute);
  // Try both offsets around the guess; keep the earliest instant whose wall clock matches.
  const candidates = [offsetMinutesAt(wall - 3 * 3_600_000), offsetMinutesAt(wall + 3 * 3_600_000)]
    .map((offset) => wall - offset * 60_000)
    .sort((a, b) => a - b);
  for (const candidate of candidates) {
    const w = wallClockAt(candidate);
    if (w.hour === hour && w.minute === minute && localDate(w.year, w.month, w.day) === date)
      return new Date(candidate);
  }
  // In the spring gap: the wall clock jumps from 02:00 to 03:00, so 02:xx is 03:xx summer time.
  // Read with the winter offset, 02:30 is the instant that the summer clock calls 03:30.
  return new Date(candidates[candidates.length - 1] ?? wall);
}

/** Start of the Copenhagen day, as an instant. */
export function startOfDayInstant(date: LocalDate): Date {
  return instantOf(date, 0, 0);
}

/** Hours in a Copenhagen day: 23 on the spring change, 25 on the autumn change, 24 otherwise. */
export function hoursInDay(date: LocalDate): number {
  const next = parseLocalDate(date);
  const start = startOfDayInstant(date).getTime();
  const end = startOfDayInstant(localDate(next.year, next.month, next.day + 1)).getTime();
  return Math.round((end - start) / 3_600_000);
}
