import { DATE_LOCALES, type Language } from './languages.ts';

/**
 * A local time stamp (the Copenhagen wall clock without a zone, as the services give it:
 * "2026-11-01T00:00:00") as a date and time in a language: "1 Nov 2026, 00:00", "1. nov. 2026, 00.00".
 * Formatted in UTC from its parts, so that no zone (the reader's or the server's) shifts it. The
 * report's page, its PDF and its e-mail write "data until" with it.
 */
export function formatLocalDateTime(stamp: string, language: Language): string {
  const [year, month, day] = stamp.slice(0, 10).split('-').map(Number) as [number, number, number];
  const [hour, minute] = stamp.slice(11, 16).split(':').map(Number) as [number, number];
  return new Intl.DateTimeFormat(DATE_LOCALES[language], {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(year, month - 1, day, hour || 0, minute || 0)));
}
