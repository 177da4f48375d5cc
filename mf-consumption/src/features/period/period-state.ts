import {
  type Comparison,
  type Period,
  type PeriodPreset,
  billingYearPeriod,
  matchPreset,
  periodDays,
  presetPeriod,
  shiftPeriod,
  sinceMovingInPeriod,
  type TenancyDates,
  today,
} from '@portal/shared';

/** The presets this selector offers: SPEC §4's list plus the tenancy's billing year and "since moving in". */
export type PeriodChoice = Exclude<PeriodPreset, 'custom'> | 'billing-year' | 'since-moving-in' | 'custom';

/** The period a choice stands for; `null` when the tenancy cannot give one (no billing period). */
export function periodOfChoice(
  choice: Exclude<PeriodChoice, 'custom'>,
  tenancy: TenancyDates,
  day: string,
): Period | null {
  if (choice === 'billing-year') return billingYearPeriod(tenancy);
  if (choice === 'since-moving-in') return sinceMovingInPeriod(tenancy, day);
  return presetPeriod(choice, day);
}

/** Which choice a period is (the tenancy's own periods first: they are what the tenant picked). */
export function choiceOfPeriod(p: Period, tenancy: TenancyDates, day: string): PeriodChoice {
  const preset = matchPreset(p, day);
  if (preset !== 'custom') return preset;
  const billing = billingYearPeriod(tenancy);
  if (billing && billing.start === p.start && billing.end === p.end) return 'billing-year';
  const since = sinceMovingInPeriod(tenancy, day);
  if (since && since.start === p.start && since.end === p.end) return 'since-moving-in';
  return 'custom';
}

/**
 * The comparison label key (namespace `common`): SPEC §4 "day-before comparison applies to a one-day
 * period; otherwise the previous period of N days".
 */
export function comparisonLabelKey(comparison: Comparison, p: Period): string {
  if (comparison === 'last_period' && periodDays(p) === 1) return 'comparison.day_before';
  return `comparison.${comparison}`;
}

export const todayInCopenhagen = (): string => today();

/**
 * Can the period move forward? Not when the next period would start after today (Copenhagen): there
 * is nothing to show in the future.
 */
export function canShiftForward(p: Period, day: string): boolean {
  return shiftPeriod(p, 1).start <= day;
}
