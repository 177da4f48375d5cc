import { RATING_LETTERS, type RatingLetter } from '@portal/shared';

export interface RatingScaleProps {
  /** The unit's letter. */
  letter: RatingLetter;
  /** The letter of a typical home (the property average). */
  typical: RatingLetter;
  /** What the graphic says, for assistive technology ("Your rating: B. A typical home: C."). */
  label: string;
  /** The marker texts: "You", "A typical home". */
  youLabel: string;
  typicalLabel: string;
}

/**
 * The eight letters A+ to G as a scale, in the energy label's colours and with bars that lengthen
 * from A+ to G, a "You" marker at the unit's letter and "A typical home" at the average's. Letters
 * and markers are text, so nothing depends on colour; the whole is one image to assistive
 * technology, named by `label`. No band edges are shown (SPEC §9: thresholds not shown).
 */
export function RatingScale({ letter, typical, label, youLabel, typicalLabel }: RatingScaleProps) {
  return (
    <div className="mfc-scale" role="img" aria-label={label} data-testid="rating-scale">
      <ol className="mfc-scale-list">
        {RATING_LETTERS.map((each, i) => {
          const you = each === letter;
          const isTypical = each === typical;
          return (
            <li
              key={each}
              className="mfc-scale-row"
              data-letter={each}
              data-you={you ? '' : undefined}
              data-typical={isTypical ? '' : undefined}
            >
              <span className="mfc-scale-shape">
                <span className={`mfc-scale-bar mfc-scale-${i}`}>{each}</span>
              </span>
              {you || isTypical ? (
                <span className="mfc-scale-markers">
                  {you ? (
                    <span className="mfc-scale-marker mfc-scale-marker--you" data-testid="rating-you">
                      {youLabel}
                    </span>
                  ) : null}
                  {isTypical ? (
                    <span className="mfc-scale-marker mfc-scale-marker--typical" data-testid="rating-typical">
                      {typicalLabel}
                    </span>
                  ) : null}
                </span>
              ) : null}
            </li>
          );
        })}
      </ol>
    </div>
  );
}
