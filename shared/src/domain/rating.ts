import {
  addDays,
  isLocalDate,
  type LocalDate,
  maxDate,
  minDate,
  type RatingLetter,
  ratingIndex,
  ratingLetter,
  TYPICAL_RATING_LETTER,
} from '@portal/domain';
import { type Period, periodDays, type TenancyDates } from '../time/period';

// The letter rule itself is the domain package's (the monthly report's service applies it too).
export {
  RATING_LETTERS,
  RATING_THRESHOLDS,
  type RatingLetter,
  ratingIndex,
  ratingLetter,
  TYPICAL_RATING_INDEX,
  TYPICAL_RATING_LETTER,
} from '@portal/domain';

/** Window the rating is based on (SPEC §9). */
export const RATING_PERIOD_DAYS = 365;

/** Fewer days of data than this give no letter; from here up to a year the letter is provisional. */
export const RATING_MIN_DAYS = 30;

/** The days a rating is based on. */
export interface RatingPeriod {
  period: Period;
  /** Days in the period (1 to 365). */
  days: number;
}

const dayOf = (value: string | null | undefined): LocalDate | null =>
  value && isLocalDate(value.slice(0, 10)) ? value.slice(0, 10) : null;

/**
 * The rating's days: the last 365 days of the tenancy's data, that is up to today (or the tenancy's
 * last day, or the last day with data, whichever is first) and from 364 days before that, but not
 * before the tenancy's start or its first day of data. `null` when the tenancy has no such day yet.
 * The unit and the property are both asked for exactly these days, so a tenant who moved in 60 days
 * ago is compared with the property over the same 60 days.
 */
export function ratingPeriod(tenancy: TenancyDates, today: LocalDate): RatingPeriod | null {
  const movedIn = dayOf(tenancy.start);
  if (!movedIn) return null;
  let end = today;
  for (const limit of [dayOf(tenancy.end), dayOf(tenancy.dataAvailability?.end)]) if (limit) end = minDate(end, limit);
  let start = maxDate(addDays(end, 1 - RATING_PERIOD_DAYS), movedIn);
  const dataStart = dayOf(tenancy.dataAvailability?.start);
  if (dataStart) start = maxDate(start, dataStart);
  if (start > end) return null;
  const period = { start, end };
  return { period, days: periodDays(period) };
}

/** What the rating card shows. */
export type Rating =
  /** A letter; `provisional` when based on fewer than 365 days (`days` says how many). */
  | { kind: 'rated'; letter: RatingLetter; typical: RatingLetter; index: number; days: number; provisional: boolean }
  /** Too few days of data for a letter (fewer than `RATING_MIN_DAYS`). */
  | { kind: 'too-few-days'; days: number; minDays: number }
  /** No figure to rate (no meters, no data, no property average). */
  | { kind: 'unavailable' };

/**
 * The rating of a unit from its figure and the property's, both per m² over the same `days`: no
 * letter under 30 days, a provisional letter from 30 to 364 days, a letter from 365 days on.
 */
export function rateUnit(input: {
  unit: number | null | undefined;
  property: number | null | undefined;
  days: number;
}): Rating {
  if (!(input.days >= 1)) return { kind: 'unavailable' };
  if (input.days < RATING_MIN_DAYS) return { kind: 'too-few-days', days: input.days, minDays: RATING_MIN_DAYS };
  const index = ratingIndex(input.unit, input.property);
  const letter = ratingLetter(index);
  if (index == null || !letter) return { kind: 'unavailable' };
  return {
    kind: 'rated',
    letter,
    typical: TYPICAL_RATING_LETTER,
    index,
    days: input.days,
    provisional: input.days < RATING_PERIOD_DAYS,
  };
}
