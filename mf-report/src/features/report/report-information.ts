// The EU information of the monthly report (docs/decisions/0150) as the page shows it: each utility
// against last year and against typical use, its prices, cost and CO2, how the costs are split, and the
// settlement forecast's line. The figures are the service's; here they are only compared and written.
import {
  type Language,
  NO_VALUE,
  decimalsFor,
  formatNumber,
  numberLocale,
  percentChange,
  unitLabel,
  unitOf,
} from '@portal/shared';
import type { MonthlyReport } from './api/get-report';

/** One utility's information (data service `ReportUtilityInformation`). */
export type ReportUtilityInfo = MonthlyReport['utilities'][number];

/** How a figure compares with another: `same` when the rounded percentage is 0. */
export type Direction = 'less' | 'more' | 'same';

/** A change in percent as a direction and its size in whole percent ("3 %"), or null without one. */
export function changeOf(change: number | null | undefined): { direction: Direction; percent: number } | null {
  if (change == null || !Number.isFinite(change)) return null;
  const rounded = Math.round(change);
  if (rounded === 0) return { direction: 'same', percent: 0 };
  return { direction: rounded < 0 ? 'less' : 'more', percent: Math.abs(rounded) };
}

/** A bar of a comparison: its figure and its length as a fraction of the longest. */
export interface Bar<K extends string> {
  key: K;
  value: number;
  share: number;
}

const isFigure = (value: number | null | undefined): value is number => value != null && Number.isFinite(value);

/**
 * Bars of the figures that exist, each as a fraction of the largest (0 when all are 0); `alsoUpTo`
 * figures drawn beside them (a range's end) that the scale must reach too.
 */
export function barsOf<K extends string>(
  figures: ReadonlyArray<[K, number | null | undefined]>,
  alsoUpTo: ReadonlyArray<number | null | undefined> = [],
): Bar<K>[] {
  const present = figures.filter((f): f is [K, number] => isFigure(f[1]));
  const max = scaleOf([...present.map(([, v]) => v), ...alsoUpTo]);
  return present.map(([key, value]) => ({ key, value, share: shareOf(value, max) }));
}

const scaleOf = (values: ReadonlyArray<number | null | undefined>) => Math.max(0, ...values.filter(isFigure));
const shareOf = (value: number, max: number) => (max > 0 ? Math.min(1, Math.max(0, value) / max) : 0);

/**
 * This month against the same days last year: the bars (last year as measured, last year in this
 * year's weather where corrected, this month), and the change to read: the weather-corrected one
 * where there is one, else the measured one.
 */
export function lastYearComparison(u: ReportUtilityInfo) {
  const y = u.lastYear;
  const corrected = y.corrected !== null;
  return {
    bars: barsOf<'lastYear' | 'corrected' | 'thisMonth'>([
      ['lastYear', y.consumption],
      ['corrected', y.corrected],
      ['thisMonth', u.consumption],
    ]),
    corrected,
    change: changeOf(corrected ? y.correctedChange : y.change),
  };
}

/** Where the home's consumption lies against the rating's typical range (85–115 % of the typical home). */
export type TypicalPlace = 'below' | 'within' | 'above';

export function typicalPlace(u: ReportUtilityInfo): TypicalPlace | null {
  const { typicalHomeLow: low, typicalHomeHigh: high } = u.typical;
  if (u.consumption === null || low === null || high === null || high <= 0) return null;
  if (u.consumption < low) return 'below';
  if (u.consumption > high) return 'above';
  return 'within';
}

/** The home against a similar home of its size, in percent (null without both). */
export function againstSimilar(u: ReportUtilityInfo) {
  return changeOf(percentChange(u.consumption, u.typical.peerForThisHome));
}

/**
 * The bars of typical use (the home, a similar home of its size, the rating's typical home) and the
 * typical range drawn on the typical home's track, as fractions of one scale.
 */
export function typicalBars(u: ReportUtilityInfo) {
  const { typicalHomeLow: low, typicalHomeHigh: high } = u.typical;
  const bars = barsOf<'home' | 'similar' | 'typical'>(
    [
      ['home', u.consumption],
      ['similar', u.typical.peerForThisHome],
      ['typical', u.typical.typicalHome],
    ],
    [high],
  );
  const max = scaleOf([u.consumption, u.typical.peerForThisHome, u.typical.typicalHome, high]);
  const band = isFigure(low) && isFigure(high) && max > 0 ? { from: shareOf(low, max), to: shareOf(high, max) } : null;
  return { bars, band };
}

/** A percentage as written in the report: "40 %", "22,7 %". */
export function formatPercent(value: number, language: Language): string {
  return `${formatNumber(value, language, { min: 0, max: 1 })}\u00a0%`;
}

/** A price per unit of the quantity, 2 to 4 decimals: "NOK 1.064/kWh", "106,40 kr./m³". */
export function formatUnitPrice(price: number, currency: string, quantity: string, language: Language): string {
  const amount = new Intl.NumberFormat(numberLocale(language), {
    style: 'currency',
    currency,
    minimumFractionDigits: 2,
    maximumFractionDigits: 4,
  }).format(price);
  return `${amount}/${unitLabel(unitOf(quantity), 1, language)}`;
}

/**
 * A figure per m²: the quantity's decimals, but at least 2 (a home's heat per m² in a month is a few
 * kWh, which whole numbers would not tell apart), as the PDF writes it.
 */
export function formatPerArea(value: number | null, quantity: string, language: Language): string {
  if (value === null) return NO_VALUE;
  const d = decimalsFor(quantity, { normalized: true });
  const n = formatNumber(value, language, { min: Math.max(2, d.min), max: Math.max(2, d.max) });
  return `${n}\u00a0${unitLabel(unitOf(quantity), value, language, { normalized: true })}`;
}

/** The CO2 factor per unit of the quantity: "60 g CO₂/kWh". */
export function formatCo2Factor(grams: number, quantity: string, language: Language): string {
  return `${formatNumber(grams, language)}\u00a0g CO₂/${unitLabel(unitOf(quantity), 1, language)}`;
}

/** Emissions in kg: "15,4 kg CO₂" (at most 1 decimal: the factor is not known to grams). */
export function formatEmissions(kg: number, language: Language): string {
  return `${formatNumber(kg, language, { min: 0, max: 1 })}\u00a0kg CO₂`;
}
