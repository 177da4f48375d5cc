import { DATE_LOCALES, diffDays, isoWeek, type Language, type LocalDate, parseLocalDate } from '@portal/domain';
import { calendarUnitOf, isResolution, type Period, periodDays, type Resolution } from './period';
import { parseServiceDateTime } from './service-format';

export { DATE_LOCALES };

/** A translate function (i18next's `t`, or any stand-in): keys of the `common` namespace. */
export type Translate = (key: string, options?: Record<string, unknown>) => string;

const cache = new Map<string, Intl.DateTimeFormat>();
/** Formats calendar dates: the date is placed at UTC noon and formatted in UTC, so no zone can shift it. */
function dateFormat(language: Language, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = language + JSON.stringify(options);
  let f = cache.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(DATE_LOCALES[language], { ...options, timeZone: 'UTC' });
    cache.set(key, f);
  }
  return f;
}

function noon(date: LocalDate, hour = 12, minute = 0): Date {
  const { year, month, day } = parseLocalDate(date);
  return new Date(Date.UTC(year, month - 1, day, hour, minute));
}

/** A calendar date, e.g. "11 Sept 2026" / "11. sep. 2026". */
export function formatDate(date: LocalDate, language: Language): string {
  return dateFormat(language, { day: 'numeric', month: 'short', year: 'numeric' }).format(noon(date));
}

/** A range of dates, collapsing shared parts ("1–14 Sept 2026"). */
export function formatDateRange(p: Period, language: Language): string {
  if (p.start === p.end) return formatDate(p.start, language);
  return dateFormat(language, { day: 'numeric', month: 'short', year: 'numeric' }).formatRange(
    noon(p.start),
    noon(p.end),
  );
}

/** "September 2026" in the language. */
export function formatMonthYear(date: LocalDate, language: Language): string {
  return dateFormat(language, { month: 'long', year: 'numeric' }).format(noon(date));
}

/**
 * The automatic label of a period (SPEC §4): today, last 7 days, last 30 days, "month year" for a
 * calendar month, the year for a calendar year, else the date range.
 */
export function periodLabel(p: Period, today: LocalDate, language: Language, t: Translate): string {
  const endsToday = p.end === today;
  const days = periodDays(p);
  if (endsToday && days === 1) return t('period.today');
  if (endsToday && days === 7) return t('period.last_7_days');
  if (endsToday && days === 30) return t('period.last_30_days');
  const unit = calendarUnitOf(p);
  if (unit === 'month') return formatMonthYear(p.start, language);
  if (unit === 'year') return String(parseLocalDate(p.start).year);
  return formatDateRange(p, language);
}

/**
 * A service time stamp (local, no zone) as the label of a graph bucket at a resolution: hour "13:00",
 * day "11 Sept", week "Week 37" (ISO), month "Sept 2026", year "2026". An unknown resolution logs a
 * warning and falls back to the date (SPEC §8).
 */
export function formatTimestamp(
  timestamp: string,
  resolution: Resolution | string,
  language: Language,
  t: Translate,
): string {
  const { date, hour, minute } = parseServiceDateTime(timestamp);
  const at = noon(date, hour, minute);
  if (!isResolution(resolution)) {
    console.warn(`[format] unknown resolution "${resolution}": showing the date`);
    return formatDate(date, language);
  }
  switch (resolution) {
    case 'hour':
      return dateFormat(language, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(at);
    case 'day':
      return dateFormat(language, { day: 'numeric', month: 'short' }).format(at);
    case 'week':
      return t('period.week_number', { week: isoWeek(date).week });
    case 'month':
      return dateFormat(language, { month: 'short', year: 'numeric' }).format(at);
    case 'year':
      return String(parseLocalDate(date).year);
  }
}

/** Whole days from one date to another, for "n days" texts. */
export const daysBetween = diffDays;
