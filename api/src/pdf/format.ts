// Numbers, money and dates in a PDF's language (SPEC §9: en-GB for English, da-DK for the others).
import type { Language } from '../generated/data-types.ts';
import { DATE_LOCALES, type Decimals, formatNumber } from '@portal/domain';

export function number(value: number | null | undefined, language: Language, decimals: Decimals): string {
  return formatNumber(value, language, decimals);
}

/** An amount with 2 decimals and the currency: "1 234,50 NOK" / "1,234.50 NOK". */
export function money(value: number | null | undefined, currency: string, language: Language): string {
  return value == null ? '–' : `${number(value, language, { min: 2, max: 2 })}\u00a0${currency}`;
}

/** A share in percent, 2 decimals. */
export function percent(fraction: number, language: Language): string {
  return `${number(fraction * 100, language, { min: 2, max: 2 })}\u00a0%`;
}

/** A calendar date (YYYY-MM-DD): "31/12/2025", "31.12.2025". */
export function date(value: string, language: Language): string {
  return new Intl.DateTimeFormat(DATE_LOCALES[language], {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${value}T00:00:00Z`));
}

/** A month: "October 2026", "oktober 2026". */
export function month(value: string, language: Language): string {
  return new Intl.DateTimeFormat(DATE_LOCALES[language], { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${value.slice(0, 7)}-01T00:00:00Z`),
  );
}

/**
 * A local time stamp (Copenhagen wall clock, no zone: "2026-11-01T00:00:00") as the report page writes
 * it: "1 Nov 2026, 00:00", "1. nov. 2026 00.00". Formatted in UTC from its parts, so no zone shifts it.
 */
export function dateTime(stamp: string, language: Language): string {
  const [y, m, d] = stamp.slice(0, 10).split('-').map(Number) as [number, number, number];
  const [hh, mm] = stamp.slice(11, 16).split(':').map(Number) as [number, number];
  return new Intl.DateTimeFormat(DATE_LOCALES[language], {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(y, m - 1, d, hh || 0, mm || 0)));
}
