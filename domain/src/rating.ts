// The consumption rating's letter rule (docs/decisions/0052): which letter an index gets and what a
// typical home is. The dashboard's rating card (shared) and the monthly report (api) both apply it.

/** Consumption rating letters, best first (SPEC §1). */
export const RATING_LETTERS = ['A+', 'A', 'B', 'C', 'D', 'E', 'F', 'G'] as const;
/** A rating letter, A+ to G. */
export type RatingLetter = (typeof RATING_LETTERS)[number];

/**
 * Upper bounds (inclusive) of the index for each letter; G is anything above. The index is the
 * unit's consumption per m² divided by the property's consumption per m² over the same days, times
 * 100 (100 = the property average). C is the typical band, 85 to 115, with the average in its middle;
 * the other edges step by roughly the same factor on either side. Why these: docs/decisions/0052.
 */
export const RATING_THRESHOLDS: readonly [RatingLetter, number][] = [
  ['A+', 55],
  ['A', 70],
  ['B', 85],
  ['C', 115],
  ['D', 140],
  ['E', 170],
  ['F', 200],
];

/** The index of the property average: a typical home. */
export const TYPICAL_RATING_INDEX = 100;

/** The letter for an index (100 = property average); `null` when there is no usable figure. */
export function ratingLetter(index: number | null | undefined): RatingLetter | null {
  if (index == null || !Number.isFinite(index) || index < 0) return null;
  for (const [letter, upTo] of RATING_THRESHOLDS) if (index <= upTo) return letter;
  return 'G';
}

/** The letter of a typical home (the property average, index 100): C. */
export const TYPICAL_RATING_LETTER: RatingLetter = ratingLetter(TYPICAL_RATING_INDEX)!;

/**
 * The typical letter's band of the index: above the letter before it, up to its own bound (C: 85 to
 * 115, the property average at 100).
 */
export const TYPICAL_RATING_BAND: { above: number; upTo: number } = (() => {
  const i = RATING_THRESHOLDS.findIndex(([letter]) => letter === TYPICAL_RATING_LETTER);
  return { above: RATING_THRESHOLDS[i - 1]?.[1] ?? 0, upTo: RATING_THRESHOLDS[i]![1] };
})();

/**
 * The index from the unit's and the property's figures, both per m² and both over the same days
 * (`unitQuantityKpis` with `normalized: true` over the rating period: `total` and `propertyComparison`).
 */
export function ratingIndex(
  unitValue: number | null | undefined,
  propertyAverage: number | null | undefined,
): number | null {
  if (unitValue == null || propertyAverage == null || !(propertyAverage > 0) || !(unitValue >= 0)) return null;
  return (unitValue / propertyAverage) * 100;
}
