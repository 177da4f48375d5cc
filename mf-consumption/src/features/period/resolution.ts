import { type Period, type Resolution, RESOLUTIONS, periodDays, spanTypeFor } from '@portal/shared';

/**
 * Which resolutions make sense for a period, by its number of calendar days (both ends counted):
 * - hour: up to 2 days, where the property has hourly values (at most 48 bars);
 * - day: up to 93 days (a quarter);
 * - week: from 14 days (two bars at least) up to 3 years;
 * - month: from 60 days (two months at least);
 * - year: from 730 days (two years at least).
 * SPEC §4's default (`spanTypeFor`) is always among them.
 */
export const RESOLUTION_RULE = {
  hour: { maxDays: 2 },
  day: { maxDays: 93 },
  week: { minDays: 14, maxDays: 1096 },
  month: { minDays: 60 },
  year: { minDays: 730 },
} as const;

/** SPEC §4's resolution of a period: the span type. */
export function defaultResolution(p: Period, options: { hasHourlyValues: boolean }): Resolution {
  return spanTypeFor(p, options);
}

/** The resolutions a tenant may choose for a period, finest first (pure; tested). */
export function resolutionsFor(p: Period, options: { hasHourlyValues: boolean }): Resolution[] {
  const days = periodDays(p);
  const fallback = defaultResolution(p, options);
  const valid: Record<Resolution, boolean> = {
    hour: options.hasHourlyValues && days <= RESOLUTION_RULE.hour.maxDays,
    day: days <= RESOLUTION_RULE.day.maxDays,
    week: days >= RESOLUTION_RULE.week.minDays && days <= RESOLUTION_RULE.week.maxDays,
    month: days >= RESOLUTION_RULE.month.minDays,
    year: days >= RESOLUTION_RULE.year.minDays,
  };
  return RESOLUTIONS.filter((r) => valid[r] || r === fallback);
}

/**
 * The resolution shown: the tenant's choice while it is valid for the period, else SPEC §4's
 * default (a choice of "hour" is kept for the next one-day period, not forced on a year).
 */
export function resolutionOf(
  p: Period,
  options: { hasHourlyValues: boolean },
  chosen: Resolution | null | undefined,
): Resolution {
  if (chosen && resolutionsFor(p, options).includes(chosen)) return chosen;
  return defaultResolution(p, options);
}
