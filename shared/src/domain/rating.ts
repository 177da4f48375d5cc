/** Consumption rating letters, best first (SPEC §1). */
export const RATING_LETTERS = ['A+', 'A', 'B', 'C', 'D', 'E', 'F', 'G'] as const;
/** A rating letter, A+ to G. */
export type RatingLetter = (typeof RATING_LETTERS)[number];

/** Window the rating is based on (SPEC §9). */
export const RATING_PERIOD_DAYS = 365;

/**
 * Upper bounds (inclusive) of the index for each letter; G is anything above. The index is the
 * unit's normalised consumption (per m²) over the last 365 days divided by the property average for
 * the same days, times 100 (100 = average). The server supplies the figure; the thresholds are ours:
 * docs/decisions/0052.
 */
export const RATING_THRESHOLDS: readonly [RatingLetter, number][] = [
  ['A+', 60],
  ['A', 75],
  ['B', 90],
  ['C', 100],
  ['D', 115],
  ['E', 130],
  ['F', 150],
];

/** The letter for an index (100 = property average); `null` when there is no usable figure. */
export function ratingLetter(index: number | null | undefined): RatingLetter | null {
  if (index == null || !Number.isFinite(index) || index < 0) return null;
  for (const [letter, upTo] of RATING_THRESHOLDS) if (index <= upTo) return letter;
  return 'G';
}

/** The index from the unit's and the property's figures for the same 365 days. */
export function ratingIndex(
  unitValue: number | null | undefined,
  propertyAverage: number | null | undefined,
): number | null {
  if (unitValue == null || propertyAverage == null || propertyAverage <= 0 || unitValue < 0) return null;
  return (unitValue / propertyAverage) * 100;
}
