import { DATE_LOCALES, type Language, formatNumber } from '@portal/shared';
import type { LangOptions } from 'highcharts/highcharts.src';
import type { ConsumptionTexts } from '../../i18n/en';

/** This remote's texts of the chart library (`highcharts` in `src/i18n/{en,da,nb}.ts`). */
export type ChartLibraryTexts = ConsumptionTexts['highcharts'];

const at = (month: number, day = 1) => new Date(Date.UTC(2024, month, day, 12));

/** Month and weekday names in the language (Sunday first, as the chart library counts them). */
function calendarNames(language: Language) {
  const locale = DATE_LOCALES[language];
  const name = (options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' });
  const months = Array.from({ length: 12 }, (_, m) => at(m));
  // 7 January 2024 was a Sunday
  const days = Array.from({ length: 7 }, (_, d) => at(0, 7 + d));
  return {
    months: months.map((d) => name({ month: 'long' }).format(d)),
    shortMonths: months.map((d) => name({ month: 'short' }).format(d)),
    weekdays: days.map((d) => name({ weekday: 'long' }).format(d)),
    shortWeekdays: days.map((d) => name({ weekday: 'short' }).format(d)),
  };
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
