import { decimalsFor, formatDate, formatNumber, type Language, unitLabel } from '@portal/shared';
import { type AlarmType, triggerUnit } from './alarm-rules';

/**
 * A trigger value with its unit, e.g. "0.500 m³", "10 %", "21.5 °C". At least the quantity's own
 * decimals (SPEC §9) and at most 3, so that a limit the tenant typed is never shown rounded (measured
 * values: at most 2 unless the quantity needs more).
 */
export function formatTrigger(
  value: number | null | undefined,
  type: AlarmType,
  quantity: string,
  language: Language,
  maxDecimals = 3,
) {
  if (type === 'LEAK') return formatHours(value, language);
  const unit = triggerUnit(type, quantity);
  const own = type === 'INCREASE' ? { min: 0, max: 2 } : decimalsFor(quantity);
  const number = formatNumber(value, language, { min: own.min, max: Math.max(own.min, maxDecimals) });
  const label = unitLabel(unit, value, language);
  return label ? `${number}\u00a0${label}` : number;
}

const NUMBER_LOCALES: Record<Language, string> = { en: 'en-GB', da: 'da-DK', nb: 'nb-NO' };

/** A number of hours in words, as the language writes it: "24 hours", "24 timer". */
export function formatHours(value: number | null | undefined, language: Language): string {
  if (value === null || value === undefined) return formatNumber(value, language);
  return new Intl.NumberFormat(NUMBER_LOCALES[language], {
    style: 'unit',
    unit: 'hour',
    unitDisplay: 'long',
    maximumFractionDigits: 0,
  }).format(value);
}

/** The unit label of a trigger field ("m³", "%", "units", "hours"). */
export function triggerUnitLabel(type: AlarmType, quantity: string, language: Language): string {
  if (type === 'LEAK') return formatHours(2, language).replace(/^[\d\s\u00a0]+/, '');
  return unitLabel(triggerUnit(type, quantity), 2, language);
}

/** A service date-time (Copenhagen wall clock, no zone) as date and time, e.g. "22 Nov 2026, 05:00". */
export function formatDateTime(value: string, language: Language): string {
  const date = value.slice(0, 10);
  const time = value.slice(11, 16);
  return time ? `${formatDate(date, language)}, ${time}` : formatDate(date, language);
}
