import {
  type AlarmKind,
  type AlarmPeriod,
  type AlarmType,
  hasWaterMeters,
  LEAK_DEFAULT_HOURS,
  LEAK_QUANTITIES,
  quantitiesFor,
} from './alarm-rules';

/** A ready-made alarm offered to a home without alarms (docs/decisions/0160). */
export interface Suggestion {
  /** Its texts: `suggest.<id>_name`, `suggest.<id>_text`. */
  id: 'leak' | 'cold' | 'rise';
  kind: AlarmKind;
  type: AlarmType;
  quantity: string;
  period: AlarmPeriod;
  threshold: number;
}

/** A cold home: indoor temperature below this on average for a day (°C). */
export const COLD_HOME_CELSIUS = 18;
/** Using more than last year: a rise above this many percent over the year before. */
export const RISE_PERCENT = 25;

/**
 * The suggestions that fit the home's meters, each an alarm of an existing type where one exists:
 * a possible leak (LEAK, cold water first) for a home with water meters; a cold home (indoor
 * temperature MINIMUM 18 °C, daily) where the temperature is measured; using more than last year
 * (INCREASE 25 % over the YEAR, against the year before) for the first quantity the consumption
 * screens show.
 */
export function suggestionsFor(available: readonly string[]): Suggestion[] {
  const out: Suggestion[] = [];
  if (hasWaterMeters(available)) {
    const quantity = LEAK_QUANTITIES.find((q) => available.includes(q))!;
    out.push({ id: 'leak', kind: 'CONSUMPTION', type: 'LEAK', quantity, period: 'DAY', threshold: LEAK_DEFAULT_HOURS });
  }
  if (available.includes('indoor-temperature')) {
    out.push({
      id: 'cold',
      kind: 'CLIMATE',
      type: 'MINIMUM',
      quantity: 'indoor-temperature',
      period: 'DAY',
      threshold: COLD_HOME_CELSIUS,
    });
  }
  const first = quantitiesFor('CONSUMPTION', available)[0];
  if (first) {
    out.push({
      id: 'rise',
      kind: 'CONSUMPTION',
      type: 'INCREASE',
      quantity: first,
      period: 'YEAR',
      threshold: RISE_PERCENT,
    });
  }
  return out;
}
