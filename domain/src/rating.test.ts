import { describe, expect, it } from 'vitest';
import { ratingLetter, TYPICAL_RATING_BAND, TYPICAL_RATING_INDEX, TYPICAL_RATING_LETTER } from './rating.ts';

describe('the typical home of the rating', () => {
  it('is the property average (index 100), letter C, in the band above 85 up to 115', () => {
    expect(TYPICAL_RATING_LETTER).toBe('C');
    expect(TYPICAL_RATING_BAND).toEqual({ above: 85, upTo: 115 });
    expect(ratingLetter(TYPICAL_RATING_INDEX)).toBe('C');
    expect(ratingLetter(TYPICAL_RATING_BAND.upTo)).toBe('C');
    expect(ratingLetter(TYPICAL_RATING_BAND.above)).toBe('B');
    expect(ratingLetter(TYPICAL_RATING_BAND.above + 0.001)).toBe('C');
  });
});
