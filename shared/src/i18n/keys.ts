import type { Comparison } from '../time/comparison';
import type { PeriodPreset, Resolution } from '../time/period';
import type { SpanType } from '../time/span';
import type { ConsumptionLevel } from '../domain/smileys';

/**
 * Text keys (namespace `common`) of the domain's values, so screens hold keys in static tables and
 * translate at render time (never `t()` at module scope).
 */
export const PERIOD_PRESET_KEYS: Record<PeriodPreset, string> = {
  today: 'period.today',
  'this-week': 'period.this_week',
  'this-month': 'period.this_month',
  'this-year': 'period.this_year',
  'last-week': 'period.last_week',
  'last-month': 'period.last_month',
  'last-year': 'period.last_year',
  'last-7-days': 'period.last_7_days',
  'last-30-days': 'period.last_30_days',
  'last-365-days': 'period.last_365_days',
  custom: 'period.custom_period',
};

/** Text keys of the resolutions and span types. */
export const RESOLUTION_KEYS: Record<Resolution | SpanType, string> = {
  hour: 'resolution.hour',
  day: 'resolution.day',
  week: 'resolution.week',
  month: 'resolution.month',
  year: 'resolution.year',
};

/** Text keys of the comparisons (a one-day period compares with "the day before"). */
export const COMPARISON_KEYS: Record<Comparison, string> = {
  property: 'comparison.property',
  last_period: 'comparison.last_period',
  last_year: 'comparison.last_year',
};

/** Text keys of the consumption levels of the smiley. */
export const CONSUMPTION_LEVEL_KEYS: Record<ConsumptionLevel, string> = {
  less: 'smiley.less',
  'up-to-25': 'smiley.up-to-25',
  'up-to-50': 'smiley.up-to-50',
  'over-50': 'smiley.over-50',
};

/** The text key of a quantity's name (`quantity.heat-energy`, ...). */
export function quantityTextKey(quantity: string): string {
  return `quantity.${quantity}`;
}
