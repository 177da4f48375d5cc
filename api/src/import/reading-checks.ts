// What one hour's reading may be (docs/decisions/0031): not in the future, not negative for an amount,
// and inside what a dwelling's meter of the quantity can physically register in an hour. The limits
// are fixed per quantity, not learnt from a meter's history: a new meter has none, and a history that
// already holds a bad value would widen its own limit.
import { formatLocal } from '@portal/domain';
import { startOfHour } from '../time.ts';

export type RefusalReason = 'unknown-meter' | 'not-an-hour' | 'not-a-number' | 'future' | 'negative' | 'implausible';

/** What a reading's value may be in one hour: `min` 0 for amounts (consumption), `unit` for messages. */
interface Range {
  min: number;
  max: number;
  unit: string;
}

const amount = (max: number, unit: string): Range => ({ min: 0, max, unit });

/**
 * Per hour, at a dwelling's meter (the portal's meters all belong to units, bar the property's
 * outdoor temperature). Each maximum is well above the largest connection a dwelling has, so only a
 * broken meter, a wrong unit or a shifted column reaches it.
 */
export const READING_RANGES: Readonly<Record<string, Range>> = {
  // Water meters of dwellings: Q3 at most 4 m³/h, overload flow Q4 = 5 m³/h (EN ISO 4064).
  'cold-water-volume': amount(10, 'm³'),
  'hot-water-volume': amount(10, 'm³'),
  'total-water-volume': amount(10, 'm³'),
  'cold-water-backflow': amount(10, 'm³'),
  'hot-water-backflow': amount(10, 'm³'),
  'hot-water-flow': amount(10, 'm³'),
  // A dwelling's district-heating connection (space heating and instantaneous hot water) is at most
  // about 40 kW; its heat meter's flow at most 5 m³/h (qs = 2 × qp 2.5).
  'heat-energy': amount(100, 'kWh'),
  'heat-volume': amount(10, 'm³'),
  // An energy, never negative, though SPEC averages it over time.
  'cooling-energy': amount(100, 'kWh'),
  // The largest residential supply: 3 × 63 A at 400 V, about 44 kW.
  'electricity-energy': amount(50, 'kWh'),
  // A G6 gas meter (the largest of a dwelling) passes at most 10 m³/h.
  'gas-volume': amount(10, 'm³'),
  // A radiator allocator counts a few units an hour at most.
  hca: amount(50, 'units'),
  // Hourly means.
  'indoor-temperature': { min: -30, max: 60, unit: '°C' },
  'outdoor-temperature': { min: -60, max: 60, unit: '°C' },
  'heat-flow-temperature': { min: -20, max: 150, unit: '°C' },
  'heat-return-temperature': { min: -20, max: 150, unit: '°C' },
  'heat-cooling': { min: -170, max: 170, unit: 'K' },
  'indoor-relative-humidity': { min: 0, max: 100, unit: '%' },
  'eletricity-frequency': { min: 0, max: 100, unit: 'Hz' },
  // The unit of gas pressure readings is not known: only the sign is checked.
  'gas-pressure': { min: 0, max: Infinity, unit: '' },
  // 'error' (error codes) has no range.
};

export interface Refusal {
  /** The line in the file (1-based, header included). */
  line: number;
  meter: string;
  time: string;
  value: string;
  reason: RefusalReason;
  /** The whole message: line, meter, time, value and why. */
  message: string;
}

/** A refusal of a row with the reason's own words. */
export function refusal(
  row: { line: number; meter: string; time: string; value: string },
  reason: RefusalReason,
  why: string,
): Refusal {
  const shown = (field: string, empty: string) => (field === '' ? empty : field);
  const message =
    `line ${row.line}: meter ${shown(row.meter, '(none)')}, ${shown(row.time, '(no time)')}, ` +
    `${shown(row.value, '(no value)')}: ${why}`;
  return { ...row, reason, message };
}

const figure = (n: number, unit: string) => (unit ? `${n} ${unit}` : String(n));

/**
 * Why a parsed reading of a quantity cannot be stored, or null when it can. Future: an hour that
 * starts after the current hour's start.
 */
export function readingProblem(
  quantity: string,
  ts: Date,
  value: number,
  now: Date,
): { reason: RefusalReason; why: string } | null {
  const current = startOfHour(now);
  if (ts > current) {
    const when = `the hour starts ${formatLocal(ts)} Copenhagen time, after the current hour ${formatLocal(current)}`;
    return { reason: 'future', why: `in the future (${when})` };
  }
  const range = READING_RANGES[quantity];
  if (!range) return null;
  if (value < range.min) {
    return range.min === 0
      ? { reason: 'negative', why: `negative consumption (${quantity} is an amount: at least 0)` }
      : { reason: 'implausible', why: `implausible: below ${figure(range.min, range.unit)} for ${quantity}` };
  }
  if (value > range.max) {
    const what = range.min === 0 ? 'in one hour' : 'as an hourly mean';
    return { reason: 'implausible', why: `implausible: above ${figure(range.max, range.unit)} of ${quantity} ${what}` };
  }
  return null;
}
