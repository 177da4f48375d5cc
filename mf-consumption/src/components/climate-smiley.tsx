import { CLIMATE_TONES, Smiley, humidityMood, temperatureMood } from '@portal/shared';
import { useTexts } from '../i18n/texts';

export type ClimateQuantity = 'indoor-temperature' | 'indoor-relative-humidity';

/** SPEC §4's mood of a temperature or humidity. */
export const climateMoodOf = (quantity: ClimateQuantity, value: number) =>
  quantity === 'indoor-temperature' ? temperatureMood(value) : humidityMood(value);

/** A climate figure's face in the tone of its mood (`CLIMATE_TONES`: good green, fair amber, poor red) and its meaning. */
export function ClimateSmiley({ quantity, value }: { quantity: ClimateQuantity; value: number }) {
  const { tc } = useTexts();
  const mood = climateMoodOf(quantity, value);
  return <Smiley mood={mood} tone={CLIMATE_TONES[mood]} label={tc(`smiley.${mood}`)} />;
}
