import { atom, useAtom, useSetAtom } from 'jotai';
import {
  type Comparison,
  type ComparisonPage,
  type Period,
  type SpanType,
  comparisonAtom,
  comparisonForPage,
  selectedPeriodAtom,
  shiftPeriod,
  spanTypeFor,
} from '@portal/shared';

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
