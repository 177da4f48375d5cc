import { DATE_LOCALES, type Language, formatNumber } from '@portal/shared';
import type { LangOptions } from 'highcharts/highcharts.src';
import type { ConsumptionTexts } from '../../i18n/en';

/** This remote's texts of the chart library (`highcharts` in `src/i18n/{en,da,nb}.ts`). */
export type ChartLibraryTexts = ConsumptionTexts['highcharts'];

const at = (month: number, day = 1) => new Date(Date.UTC(2024, month, day, 12));

interface CalendarNames {
  months: string[];
  shortMonths: string[];
  weekdays: string[];
  shortWeekdays: string[];
}
const calendars = new Map<Language, CalendarNames>();

/**
 * Month and weekday names in the language (Sunday first, as the chart library counts them), worked
 * out once per language: a date format costs a few milliseconds to make on a phone.
 */
function calendarNames(language: Language): CalendarNames {
  const known = calendars.get(language);
  if (known) return known;
  const locale = DATE_LOCALES[language];
  const names = (dates: Date[], options: Intl.DateTimeFormatOptions) => {
    const format = new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' });
    return dates.map((d) => format.format(d));
  };
  const months = Array.from({ length: 12 }, (_, m) => at(m));
  // 7 January 2024 was a Sunday
  const days = Array.from({ length: 7 }, (_, d) => at(0, 7 + d));
  const result = {
    months: names(months, { month: 'long' }),
    shortMonths: names(months, { month: 'short' }),
    weekdays: names(days, { weekday: 'long' }),
    shortWeekdays: names(days, { weekday: 'short' }),
  };
  calendars.set(language, result);
  return result;
}

/** The decimal point and thousands separator of SPEC §9's number format in the language. */
function separators(language: Language): { decimalPoint: string; thousandsSep: string } {
  const sample = formatNumber(1234.5, language, { min: 1, max: 1 });
  return { thousandsSep: sample.charAt(1), decimalPoint: sample.charAt(5) };
}

/**
 * The chart library's language options (`lang`) of a chart in the page's language: the screen-reader
 * texts of its accessibility module, the zoom button, month and weekday names, and the number
 * separators, all from this remote's texts, so that no Danish or Norwegian chart speaks English.
 */
export function chartLang(
  language: Language,
  texts: ChartLibraryTexts,
  common: { loading: string; noData: string },
): LangOptions {
  const { decimalPoint, thousandsSep } = separators(language);
  return {
    locale: DATE_LOCALES[language],
    decimalPoint,
    thousandsSep,
    ...calendarNames(language),
    loading: common.loading,
    noData: common.noData,
    resetZoom: texts.resetZoom,
    resetZoomTitle: texts.resetZoomTitle,
    accessibility: { ...texts.accessibility, thousandsSep },
  } as LangOptions;
}
