import { atom, useAtom, useSetAtom } from 'jotai';
import {
  type Comparison,
  type ComparisonPage,
  type Period,
  type PeriodPreset,
  type SpanType,
  billingYearPeriod,
  comparisonAtom,
  comparisonForPage,
  matchPreset,
  periodDays,
  presetPeriod,
  selectedPeriodAtom,
  shiftPeriod,
  sinceMovingInPeriod,
  spanTypeFor,
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

/**
 * The comparison the tenant chose, `null` until they choose one: each page then shows its own default
 * (SPEC §4: property on the unit's pages, previous period on room and meter pages).
 */
export const chosenComparisonAtom = atom<Comparison | null>(null);

export interface PeriodSelection {
  period: Period;
  spanType: SpanType;
  comparison: Comparison;
  setPeriod(p: Period): void;
  shift(direction: 1 | -1): void;
  setComparison(c: Comparison): void;
}

/**
 * The selected period and comparison (shared atoms, so they survive moving between consumption
 * pages), with the span type recomputed from the period on every change (SPEC §4) and the comparison
 * passed through the page's availability rules.
 */
export function usePeriodSelection(page: ComparisonPage, options: { hasHourlyValues: boolean }): PeriodSelection {
  const [period, setPeriod] = useAtom(selectedPeriodAtom);
  const [chosen, setChosen] = useAtom(chosenComparisonAtom);
  const setShared = useSetAtom(comparisonAtom);
  const comparison = comparisonForPage(chosen, page);
  return {
    period,
    spanType: spanTypeFor(period, options),
    comparison,
    setPeriod,
    shift: (direction) => setPeriod(shiftPeriod(period, direction)),
    setComparison: (c) => {
      setChosen(c);
      setShared(c);
    },
  };
}

export const todayInCopenhagen = (): string => today();
