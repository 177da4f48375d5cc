// The settlement forecast (docs/decisions/0151, 0152) as the dashboard's card and the forecast's page
// show it: the period's name, the utilities by name, the card's state and the chart's series (what a
// balance means for the tenant, and its money, are @portal/domain's). Pure; tested.
import { DATE_LOCALES, type Language } from '@portal/shared';
import type { ForecastMonth, SettlementForecast } from './api/get-settlement-forecast';

/** The billing period's name: its year ("2026"), or both years of a period across New Year ("2026/27"). */
export function periodYears(period: { start: string; end: string }): string {
  const start = period.start.slice(0, 4);
  const end = period.end.slice(0, 4);
  return start === end ? start : `${start}/${end.slice(2)}`;
}

/** A list of items in the language ("2023, 2024 and 2025", "2023, 2024 og 2025"). */
export function formatList(items: readonly (string | number)[], language: Language): string {
  return new Intl.ListFormat(DATE_LOCALES[language], { type: 'conjunction' }).format(items.map(String));
}

/** A month's short name for a chart's axis ("Jan", "jan."). */
export function monthShort(month: string, language: Language): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return new Intl.DateTimeFormat(DATE_LOCALES[language], { month: 'short', timeZone: 'UTC' }).format(
    new Date(Date.UTC(y, m - 1, 15, 12)),
  );
}

/** What the dashboard's card shows: the forecast, that there is not enough data yet, or nothing at all. */
export type CardView = 'forecast' | 'insufficient' | 'hidden';

/**
 * A tenant whose tenancy has ended, or whose property settles nothing through the provider, expects
 * no forecast: the card is left out. Without enough data yet it says so (a tenant who has just moved in
 * learns when there will be one).
 */
export function cardView(forecast: Pick<SettlementForecast, 'state' | 'total' | 'period'>): CardView {
  if (forecast.state === 'FORECAST' && forecast.total && forecast.period) return 'forecast';
  if (forecast.state === 'INSUFFICIENT_DATA' && forecast.period) return 'insufficient';
  return 'hidden';
}

/** The chart's series of cumulative cost over the period's months (null: no point). */
export interface ForecastChartModel {
  months: string[];
  /** Cost from the period's start to each month's end, as read (up to the last day of data). */
  actual: (number | null)[];
  /** Expected cost to each month's end, from the last month read in full onwards (a dashed line on from the actual one). */
  expected: (number | null)[];
  /** The expected cost's range, where it is a range. */
  band: ([number, number] | null)[];
  /** Advance payments due from the period's start to each month's end. */
  advance: number[];
}

export function forecastChartModel(months: readonly ForecastMonth[]): ForecastChartModel {
  // a month read in full has its expected cost equal to its actual one; the line of the expected
  // cost starts at the last such month, so that it continues the actual line
  const estimated = (m: ForecastMonth) =>
    m.cumulativeActual === null ||
    m.cumulativeActual !== m.cumulative.expected ||
    m.cumulative.high !== m.cumulative.low;
  const firstEstimated = months.findIndex(estimated);
  const from = firstEstimated < 0 ? months.length : Math.max(0, firstEstimated - 1);
  return {
    months: months.map((m) => m.month),
    actual: months.map((m) => m.cumulativeActual),
    expected: months.map((m, i) => (i >= from ? m.cumulative.expected : null)),
    band: months.map((m, i) => (i >= from ? [m.cumulative.low, m.cumulative.high] : null)),
    advance: months.map((m) => m.cumulativeAdvance),
  };
}
