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

/** A local time stamp as the report page writes it (`formatLocalDateTime` of @portal/domain). */
export { formatLocalDateTime as dateTime } from '@portal/domain';
