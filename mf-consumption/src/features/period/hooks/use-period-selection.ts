import { atom, useAtom, useSetAtom } from 'jotai';
import {
  type Comparison,
  type ComparisonPage,
  type Period,
  type Resolution,
  type SpanType,
  comparisonAtom,
  comparisonForPage,
  selectedPeriodAtom,
  shiftPeriod,
  spanTypeFor,
} from '@portal/shared';
import { canShiftForward, todayInCopenhagen } from '../period-state';
import { resolutionOf, resolutionsFor } from '../resolution';

/**
 * The comparison the tenant chose, `null` until they choose one: each page then shows its own default
 * (SPEC §4: property on the unit's pages, previous period on room and meter pages).
 */
export const chosenComparisonAtom = atom<Comparison | null>(null);

/** The resolution the tenant chose, `null` until they choose one (then SPEC §4's span type applies). */
export const chosenResolutionAtom = atom<Resolution | null>(null);

export interface PeriodSelection {
  period: Period;
  /** SPEC §4's span type of the period. */
  spanType: SpanType;
  /** The resolution shown: the tenant's choice while it is valid for the period, else the span type. */
  resolution: Resolution;
  /** The resolutions the tenant may choose for the period, finest first. */
  resolutions: Resolution[];
  comparison: Comparison;
  /** False when the next period would start after today. */
  canShiftForward: boolean;
  setPeriod(p: Period): void;
  shift(direction: 1 | -1): void;
  setComparison(c: Comparison): void;
  setResolution(r: Resolution): void;
}

/**
 * The selected period, resolution and comparison (shared atoms, so they survive moving between
 * consumption pages), with the span type recomputed from the period on every change (SPEC §4) and the
 * comparison passed through the page's availability rules.
 */
export function usePeriodSelection(page: ComparisonPage, options: { hasHourlyValues: boolean }): PeriodSelection {
  const [period, setPeriod] = useAtom(selectedPeriodAtom);
  const [chosen, setChosen] = useAtom(chosenComparisonAtom);
  const [chosenResolution, setChosenResolution] = useAtom(chosenResolutionAtom);
  const setShared = useSetAtom(comparisonAtom);
  const comparison = comparisonForPage(chosen, page);
  const forward = canShiftForward(period, todayInCopenhagen());
  return {
    period,
    spanType: spanTypeFor(period, options),
    resolution: resolutionOf(period, options, chosenResolution),
    resolutions: resolutionsFor(period, options),
    comparison,
    canShiftForward: forward,
    setPeriod,
    shift: (direction) => {
      if (direction === 1 && !forward) return;
      setPeriod(shiftPeriod(period, direction));
    },
    setComparison: (c) => {
      setChosen(c);
      setShared(c);
    },
    setResolution: setChosenResolution,
  };
}
