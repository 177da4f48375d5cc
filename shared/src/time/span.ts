import { type Period, periodDays } from './period';

/** The resolution the consumption screens use for a period (SPEC §4 "span type"). */
export type SpanType = 'hour' | 'day' | 'week' | 'month';

/** SPEC §9: span thresholds 1, 31 and 363 days. */
export const SPAN_THRESHOLDS = { hour: 1, week: 31, month: 363 } as const;

/**
 * SPEC §4: one day or less, where the property has hourly values: hour; more than 31 and under
 * 363 days: week; over 363: month; otherwise day. "Days" is the number of calendar days in the
 * period, both ends counted (docs/decisions/0051). Exactly 363 days is day, as SPEC says.
 */
export function spanTypeFor(p: Period, options: { hasHourlyValues: boolean }): SpanType {
  const days = periodDays(p);
  if (days <= SPAN_THRESHOLDS.hour) return options.hasHourlyValues ? 'hour' : 'day';
  if (days > SPAN_THRESHOLDS.week && days < SPAN_THRESHOLDS.month) return 'week';
  if (days > SPAN_THRESHOLDS.month) return 'month';
  return 'day';
}

/** The settings kind that marks a property as having hourly values (SPEC §3 user units). */
export const HOURLY_VALUES_SETTING = 'hourly-values';

/** Does the property's settings list hold the hourly-values kind (`hourly-values`, or `HOURLY_VALUES`)? */
export function hasHourlyValues(settings: readonly { kind: string }[] | null | undefined): boolean {
  return (settings ?? []).some((s) => s.kind.toLowerCase().replace(/_/g, '-') === HOURLY_VALUES_SETTING);
}
