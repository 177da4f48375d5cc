/** Mood faces (SPEC §3): smile, ok (meh), neutral, sad. */
export type Mood = 'smile' | 'ok' | 'neutral' | 'sad';

/** SPEC §4 consumption levels against the comparison: less; 0-25 % more; 25-50 % more; 50 % or more. */
export type ConsumptionLevel = 'less' | 'up-to-25' | 'up-to-50' | 'over-50';

/** Change in percent of `value` against `reference`; `null` when there is nothing to compare with. */
export function percentChange(value: number | null | undefined, reference: number | null | undefined): number | null {
  if (value == null || reference == null || !Number.isFinite(value) || !Number.isFinite(reference) || reference === 0) {
    return null;
  }
  return ((value - reference) / Math.abs(reference)) * 100;
}

/** Level of a percentage change: below 0 is less; [0, 25) ; [25, 50) ; 50 and more. */
export function consumptionLevel(changePercent: number): ConsumptionLevel {
  if (changePercent < 0) return 'less';
  if (changePercent < 25) return 'up-to-25';
  if (changePercent < 50) return 'up-to-50';
  return 'over-50';
}

/** The face shown for each consumption level. */
export const CONSUMPTION_MOODS: Record<ConsumptionLevel, Mood> = {
  less: 'smile',
  'up-to-25': 'ok',
  'up-to-50': 'neutral',
  'over-50': 'sad',
};

/** Mood of an indoor-climate value: happy, neutral or sad. */
export type ClimateMood = 'happy' | 'neutral' | 'sad';

/** SPEC §4 humidity: happy 40-60 %, neutral 20-40 or 60-70 %, sad below 20 or above 70 (bounds included in the better band). */
export function humidityMood(percent: number): ClimateMood {
  if (percent >= 40 && percent <= 60) return 'happy';
  if (percent >= 20 && percent <= 70) return 'neutral';
  return 'sad';
}

/** SPEC §4 temperature: happy 19-22 °C, neutral 15-19 or 22-25, sad below 15 or above 25. */
export function temperatureMood(celsius: number): ClimateMood {
  if (celsius >= 19 && celsius <= 22) return 'happy';
  if (celsius >= 15 && celsius <= 25) return 'neutral';
  return 'sad';
}

/** How good or bad a figure is, as its colour says it: good (green) to bad (red). */
export type Tone = 'good' | 'caution' | 'warn' | 'bad' | 'neutral';

/**
 * The colour of each consumption level: green for using less, amber for a little more (0-25 %), orange
 * for more (25-50 %), red for much more (50 % or more), so that +24 % never looks like good news.
 */
export const CONSUMPTION_TONES: Record<ConsumptionLevel, Tone> = {
  less: 'good',
  'up-to-25': 'caution',
  'up-to-50': 'warn',
  'over-50': 'bad',
};

/** The colour of an indoor-climate mood: green, amber, red. */
export const CLIMATE_TONES: Record<ClimateMood, Tone> = { happy: 'good', neutral: 'caution', sad: 'bad' };
