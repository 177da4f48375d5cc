// Heating degree days (docs/decisions/0151): the Danish and Norwegian convention, base 17 °C on the
// day's mean outdoor temperature (DMI's "graddage", the Norwegian "graddagstall"): a day whose mean is
// t contributes max(0, 17 − t). They measure how much heating the weather asked for, so a heating
// figure can be compared across months and years of different weather.
import { type LocalDate, hoursInDay } from '@portal/domain';
import type { Db } from '../db/database.ts';
import { outdoorTemperatureDays } from './weather.repository.ts';

/** The base temperature in °C. */
export const DEGREE_DAY_BASE = 17;

/** A day's heating degree days from its mean outdoor temperature. */
export function degreeDays(meanTemperature: number): number {
  return Math.max(0, DEGREE_DAY_BASE - meanTemperature);
}

/** A day's mean counts when at least this share of its hours has a reading. */
const MIN_HOURS_SHARE = 0.75;

/**
 * The property's heating degree days per Copenhagen day in [from, to], for the days whose outdoor
 * temperature is known (at least three quarters of the day's hours read; a day with fewer is absent).
 */
export async function dailyDegreeDays(
  db: Db,
  propertyId: number,
  from: LocalDate,
  to: LocalDate,
): Promise<Map<LocalDate, number>> {
  const days = await outdoorTemperatureDays(db, propertyId, from, to);
  const out = new Map<LocalDate, number>();
  for (const d of days) {
    if (d.readings >= MIN_HOURS_SHARE * hoursInDay(d.day)) out.set(d.day, degreeDays(d.mean));
  }
  return out;
}
