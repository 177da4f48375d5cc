import type { Language } from './languages.ts';
import { type Quantity, type Unit, UNIT_SYMBOLS, unitOf } from './quantities.ts';

/** SPEC §9: English uses en-GB, the other languages da-DK. */
export function numberLocale(language: Language): 'en-GB' | 'da-DK' {
  return language === 'en' ? 'en-GB' : 'da-DK';
}

/** Minimum and maximum fraction digits. */
export interface Decimals {
  min: number;
  max: number;
}

/** SPEC §9: at most 2 decimals unless the quantity says otherwise. */
export const DEFAULT_DECIMALS: Decimals = { min: 0, max: 2 };

const EXACTLY_3: Decimals = { min: 3, max: 3 };
const AT_LEAST_2: Decimals = { min: 2, max: 2 };
const NONE: Decimals = { min: 0, max: 0 };

/**
 * SPEC §9 decimals per quantity: cold, hot and total water volume exactly 3; cooling, electricity
 * and gas at least 2 (and, with the default maximum of 2, exactly 2); heat energy, hca, humidity and
 * temperatures none; normalised hca exactly 2; everything else the default.
 */
export function decimalsFor(quantity: Quantity | string | undefined, options: { normalized?: boolean } = {}): Decimals {
  switch (quantity) {
    case 'cold-water-volume':
    case 'hot-water-volume':
    case 'total-water-volume':
      return EXACTLY_3;
    case 'cooling-energy':
    case 'electricity-energy':
    case 'gas-volume':
      return AT_LEAST_2;
    case 'hca':
      return options.normalized ? { min: 2, max: 2 } : NONE;
    case 'heat-energy':
    case 'indoor-relative-humidity':
    case 'indoor-temperature':
    case 'outdoor-temperature':
    case 'heat-flow-temperature':
    case 'heat-return-temperature':
      return NONE;
    default:
      return DEFAULT_DECIMALS;
  }
}

const formatters = new Map<string, Intl.NumberFormat>();
function numberFormat(language: Language, decimals: Decimals): Intl.NumberFormat {
  const key = `${language}|${decimals.min}|${decimals.max}`;
  let f = formatters.get(key);
  if (!f) {
    f = new Intl.NumberFormat(numberLocale(language), {
      minimumFractionDigits: decimals.min,
      maximumFractionDigits: Math.max(decimals.min, decimals.max),
    });
    formatters.set(key, f);
  }
  return f;
}

/** What is shown for a missing figure. */
export const NO_VALUE = '–';

/** A number in the language's format, at most 2 decimals unless told otherwise. */
export function formatNumber(
  value: number | null | undefined,
  language: Language,
  decimals: Decimals = DEFAULT_DECIMALS,
): string {
  if (value == null || !Number.isFinite(value)) return NO_VALUE;
  return numberFormat(language, decimals).format(value);
}

const HCA_UNIT: Record<Language, { one: string; other: string }> = {
  en: { one: 'unit', other: 'units' },
  da: { one: 'enhed', other: 'enheder' },
  nb: { one: 'enhet', other: 'enheter' },
};

/** Normalised (per m²) and CO2 view options of a unit label. */
export interface UnitOptions {
  /** Per m² of the apartment (SPEC §3). */
  normalized?: boolean;
  /** The CO2 view: grams of CO₂ instead of the quantity's unit. */
  co2?: boolean;
}

/**
 * The label of a unit for a value: the symbol (°C, K, m³, kWh, %), the hca unit word (unit/enhed/enhet;
 * plural, units/enheder/enheter, when the value is 0 or above 1), "/m²" when normalised, "g CO₂" for the CO2 view.
 */
export function unitLabel(
  unit: Unit | undefined,
  value: number | null | undefined,
  language: Language,
  options: UnitOptions = {},
): string {
  const perArea = options.normalized ? '/m²' : '';
  if (options.co2) return `g CO₂${perArea}`;
  if (!unit) return '';
  if (unit === 'hca-unit') {
    const words = HCA_UNIT[language];
    const plural = value != null && (value === 0 || value > 1);
    return (plural ? words.other : words.one) + perArea;
  }
  return UNIT_SYMBOLS[unit] + perArea;
}

/** A value of a quantity with its unit and the quantity's decimals, e.g. "1.234,568 m³" in Danish. */
export function formatQuantity(
  value: number | null | undefined,
  quantity: Quantity | string,
  language: Language,
  options: UnitOptions = {},
): string {
  const number = formatNumber(value, language, options.co2 ? DEFAULT_DECIMALS : decimalsFor(quantity, options));
  if (number === NO_VALUE) return NO_VALUE;
  const unit = unitLabel(unitOf(quantity), value, language, options);
  if (!unit) return number;
  return `${number}\u00a0${unit}`;
}

/** A percentage change with its sign, e.g. "+12 %" / "−5 %". */
export function formatPercentChange(change: number | null | undefined, language: Language): string {
  if (change == null || !Number.isFinite(change)) return NO_VALUE;
  const rounded = Math.round(change);
  const sign = rounded > 0 ? '+' : rounded < 0 ? '−' : '';
  return `${sign}${formatNumber(Math.abs(rounded), language, NONE)}\u00a0%`;
}

const moneyFormatters = new Map<string, Intl.NumberFormat>();

/**
 * The language's format of amounts in a currency, with its minor unit or in whole units; made once
 * (a currency format costs a few milliseconds to make on a phone, and a dashboard shows dozens).
 */
export function moneyFormat(currency: string, language: Language, whole = false): Intl.NumberFormat {
  const key = `${language}|${currency}|${whole}`;
  let f = moneyFormatters.get(key);
  if (!f) {
    f = new Intl.NumberFormat(numberLocale(language), {
      style: 'currency',
      currency,
      ...(whole ? { maximumFractionDigits: 0 } : {}),
    });
    moneyFormatters.set(key, f);
  }
  return f;
}

/** A money amount, e.g. "1.234,50 kr." (currency from the service). */
export function formatMoney(value: number | null | undefined, currency: string, language: Language): string {
  if (value == null || !Number.isFinite(value)) return NO_VALUE;
  return moneyFormat(currency, language).format(value);
}
