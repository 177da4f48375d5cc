import { aggregationOf, CONSUMPTION_QUANTITIES, INDOOR_CLIMATE_QUANTITIES, unitOf, type Unit } from '@portal/shared';

/** SPEC §4 alarm kinds, as the data service names them. */
export const ALARM_KINDS = ['CONSUMPTION', 'CLIMATE'] as const;
export type AlarmKind = (typeof ALARM_KINDS)[number];

/**
 * SPEC §4 alarm types per kind: consumption total, increase, zero; indoor climate minimum, maximum;
 * and a possible leak (water flowing every hour, or all night; docs/decisions/0160), for water only.
 */
export const ALARM_TYPES = {
  CONSUMPTION: ['TOTAL', 'INCREASE', 'ZERO_CONSUMPTION', 'LEAK', 'NIGHT_FLOW'],
  CLIMATE: ['MINIMUM', 'MAXIMUM'],
} as const satisfies Record<AlarmKind, readonly string[]>;
export type AlarmType = (typeof ALARM_TYPES)[AlarmKind][number];

/** SPEC §4 frequency periods. */
export const ALARM_PERIODS = ['DAY', 'WEEK', 'MONTH', 'YEAR'] as const;
export type AlarmPeriod = (typeof ALARM_PERIODS)[number];

export const NOTIFICATION_KINDS = [
  'HIGH_CONSUMPTION',
  'ZERO_CONSUMPTION',
  'INDOOR_CLIMATE',
  'CONSUMPTION_REPORT',
  'POSSIBLE_LEAK',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export const isAlarmKind = (v: unknown): v is AlarmKind => ALARM_KINDS.includes(v as AlarmKind);
export const isAlarmPeriod = (v: unknown): v is AlarmPeriod => ALARM_PERIODS.includes(v as AlarmPeriod);
export function isAlarmTypeOf(kind: AlarmKind, v: unknown): v is AlarmType {
  return (ALARM_TYPES[kind] as readonly string[]).includes(v as string);
}
export function kindOfType(type: AlarmType): AlarmKind {
  return (ALARM_TYPES.CLIMATE as readonly string[]).includes(type) ? 'CLIMATE' : 'CONSUMPTION';
}

/** The types that watch water for a possible leak. */
export const LEAK_TYPES = ['LEAK', 'NIGHT_FLOW'] as const;
export const isLeakType = (type: AlarmType | null | undefined) => type === 'LEAK' || type === 'NIGHT_FLOW';

/** The quantities a leak alarm watches (cold water first: a running toilet shows there). */
export const LEAK_QUANTITIES = ['cold-water-volume', 'hot-water-volume'] as const;
/** A leak alarm's trigger value when the tenant keeps the suggestion: water flowing for a whole day. */
export const LEAK_DEFAULT_HOURS = 24;

/** Whether the home has a meter a leak alarm can watch. */
export function hasWaterMeters(available: readonly string[]): boolean {
  return LEAK_QUANTITIES.some((q) => available.includes(q));
}

/**
 * The types the wizard offers for a kind, among those the home's meters allow: for a home with water
 * meters a possible leak comes first (the alarm most worth having there); without water, none.
 */
export function typesFor(kind: AlarmKind, available: readonly string[]): AlarmType[] {
  const types: AlarmType[] = [...ALARM_TYPES[kind]];
  if (kind !== 'CONSUMPTION') return types;
  const others = types.filter((t) => !isLeakType(t));
  return hasWaterMeters(available) ? [...LEAK_TYPES, ...others] : others;
}

/** The periods an alarm of a type can be checked over: a leak every day, the others any. */
export function periodsFor(type: AlarmType | null): readonly AlarmPeriod[] {
  return isLeakType(type) ? ['DAY'] : ALARM_PERIODS;
}

/** SPEC §5: the zero-consumption threshold is fixed at 0 and cannot be edited. */
export const ZERO_THRESHOLD = 0;
export const hasFixedThreshold = (type: AlarmType) => type === 'ZERO_CONSUMPTION';

/**
 * The quantities an alarm of a kind can watch, among those the home has meters for: indoor climate
 * watches temperature and humidity; consumption watches quantities that add up over a period (the
 * averaged ones, SPEC §3, have no meaningful total). In the order the consumption screens use.
 */
export function quantitiesFor(kind: AlarmKind, available: readonly string[], type?: AlarmType | null): string[] {
  const have = new Set(available);
  if (isLeakType(type)) return LEAK_QUANTITIES.filter((q) => have.has(q));
  if (kind === 'CLIMATE') return INDOOR_CLIMATE_QUANTITIES.filter((q) => have.has(q));
  const ordered: string[] = CONSUMPTION_QUANTITIES.filter((q) => have.has(q));
  const others = available.filter((q) => !ordered.includes(q) && !INDOOR_CLIMATE_QUANTITIES.includes(q as never));
  return [...ordered, ...others].filter((q) => aggregationOf(q) === 'addition');
}

/**
 * The unit the trigger value is entered in: percent for an increase, hours for a leak (no unit key of
 * its own: see format.ts), else the quantity's unit.
 */
export function triggerUnit(type: AlarmType, quantity: string): Unit | undefined {
  if (type === 'INCREASE') return 'percent';
  if (type === 'LEAK') return undefined;
  return unitOf(quantity);
}

export interface Bounds {
  min: number;
  max: number;
  /** Is `min` itself allowed? (A total or an increase must be above 0.) */
  minInclusive: boolean;
}

/** The accepted range of a trigger value. */
export function triggerBounds(type: AlarmType, quantity: string): Bounds {
  switch (type) {
    case 'INCREASE':
      return { min: 0, max: 1000, minInclusive: false };
    case 'MINIMUM':
    case 'MAXIMUM':
      return quantity === 'indoor-relative-humidity'
        ? { min: 0, max: 100, minInclusive: true }
        : { min: -30, max: 50, minInclusive: true };
    case 'ZERO_CONSUMPTION':
      return { min: 0, max: 0, minInclusive: true };
    case 'LEAK':
      // whole hours in a row, from 2 to a week (the service's own bounds)
      return { min: 2, max: 168, minInclusive: true };
    case 'NIGHT_FLOW':
      // the lowest hourly flow of a night, in m³: above 0, at most 1 000 litres an hour
      return { min: 0, max: 1, minInclusive: false };
    default:
      return { min: 0, max: 1_000_000, minInclusive: false };
  }
}

/** At most this many decimals in a trigger value. */
export const MAX_TRIGGER_DECIMALS = 3;

/**
 * Reads a typed number: a decimal comma (Danish, Norwegian) or point, spaces as thousands
 * separators, an optional sign. `null` when it is not a plain number.
 */
export function parseDecimal(text: string): number | null {
  const compact = text.replace(/[\s\u00a0\u202f]/g, '').replace('\u2212', '-');
  if (!/^[+-]?\d+([.,]\d+)?$/.test(compact)) return null;
  const value = Number(compact.replace(',', '.'));
  return Number.isFinite(value) ? value : null;
}

export type TriggerError =
  | { key: 'required' }
  | { key: 'not_a_number' }
  | { key: 'too_many_decimals'; max: number }
  | { key: 'whole_hours' }
  | { key: 'above_zero' }
  | { key: 'range'; min: number; max: number };

/** The error of a typed trigger value, or the value. */
export function validateTrigger(
  type: AlarmType,
  quantity: string,
  text: string,
): { ok: true; value: number } | { ok: false; error: TriggerError } {
  if (hasFixedThreshold(type)) return { ok: true, value: ZERO_THRESHOLD };
  if (text.trim() === '') return { ok: false, error: { key: 'required' } };
  const value = parseDecimal(text);
  if (value === null) return { ok: false, error: { key: 'not_a_number' } };
  const decimals = /[.,](\d+)$/.exec(text.trim())?.[1]?.length ?? 0;
  if (type === 'LEAK' && !Number.isInteger(value)) return { ok: false, error: { key: 'whole_hours' } };
  if (decimals > MAX_TRIGGER_DECIMALS)
    return { ok: false, error: { key: 'too_many_decimals', max: MAX_TRIGGER_DECIMALS } };
  const bounds = triggerBounds(type, quantity);
  if (!bounds.minInclusive && bounds.min === 0 && value <= 0) return { ok: false, error: { key: 'above_zero' } };
  if (value < bounds.min || value > bounds.max || (!bounds.minInclusive && value <= bounds.min)) {
    return { ok: false, error: { key: 'range', min: bounds.min, max: bounds.max } };
  }
  return { ok: true, value };
}

/** How a stored trigger value is shown in a field: the language's decimal mark, no grouping. */
export function triggerText(value: number, language: string): string {
  const text = String(Math.round(value * 1000) / 1000);
  return language === 'en' ? text : text.replace('.', ',');
}
