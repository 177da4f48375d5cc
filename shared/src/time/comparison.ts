import { addDays, addYears } from '@portal/domain';
import { type Period, periodDays } from './period';

/** What a consumption figure is compared with (SPEC §1, §4). */
export const COMPARISONS = ['property', 'last_period', 'last_year'] as const;
/** A comparison: property, last_period or last_year. */
export type Comparison = (typeof COMPARISONS)[number];

/** Is the value a comparison? */
export function isComparison(value: unknown): value is Comparison {
  return typeof value === 'string' && (COMPARISONS as readonly string[]).includes(value);
}

/** The level a consumption page shows. */
export type ComparisonPage = 'unit' | 'room' | 'meter';

/** SPEC §4: the default is property; on room or meter pages it is last_period. */
export function defaultComparison(page: ComparisonPage): Comparison {
  return page === 'unit' ? 'property' : 'last_period';
}

/** SPEC §4: property-average comparison is not available at room level. */
export function availableComparisons(page: ComparisonPage): readonly Comparison[] {
  return page === 'room' ? COMPARISONS.filter((c) => c !== 'property') : COMPARISONS;
}

/** Keeps a chosen comparison when the page allows it, else falls back to the page's default. */
export function comparisonForPage(chosen: Comparison | null | undefined, page: ComparisonPage): Comparison {
  return chosen && availableComparisons(page).includes(chosen) ? chosen : defaultComparison(page);
}

/**
 * The period a comparison reads. last_period: the day before for a one-day period, otherwise the
 * N days before the period (SPEC §4); last_year: the same dates a year earlier (29 Feb → 28 Feb);
 * property: the same period (other apartments' average).
 */
export function comparisonPeriod(p: Period, comparison: Comparison): Period {
  switch (comparison) {
    case 'last_period': {
      const n = periodDays(p);
      return { start: addDays(p.start, -n), end: addDays(p.start, -1) };
    }
    case 'last_year':
      return { start: addYears(p.start, -1), end: addYears(p.end, -1) };
    case 'property':
      return p;
  }
}

/** The service's `compareWith` values (the data service's `Comparison` scalar). */
export function compareWithFor(comparison: Comparison): 'previous-period' | 'previous-year' | 'property-average' {
  if (comparison === 'last_period') return 'previous-period';
  if (comparison === 'last_year') return 'previous-year';
  return 'property-average';
}
