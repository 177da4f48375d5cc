import {
  type Language,
  type LocalDate,
  type Period,
  type Translate,
  addDays,
  type dataOperations,
  formatDate,
  parseServiceDateTime,
  unitLabel,
  unitOf,
} from '@portal/shared';
import type { ChartModel } from '../chart/chart-model';

type Price = dataOperations.QuantityPricesQuery['quantityPrices'][number];

function priceLabel(value: string, language: Language): string {
  const { date, hour, minute } = parseServiceDateTime(value);
  if (hour === 0 && minute === 0) return formatDate(date, language);
  return `${formatDate(date, language)}, ${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
}

/** The unit of a quantity's price: "NOK/kWh", "DKK/m³" (the currency alone for a quantity without a unit). */
export function priceUnit(currency: string, quantity: string, language: Language): string {
  const per = unitLabel(unitOf(quantity), 1, language);
  return per ? `${currency}/${per}` : currency;
}

/** The prices of a quantity over time as a chart model: one point per price, from its `validFrom` (pure; tested). */
export function priceModel(prices: readonly Price[], quantity: string, language: Language, _t: Translate): ChartModel {
  const sorted = [...prices].sort((a, b) => (a.validFrom < b.validFrom ? -1 : 1));
  const currency = sorted[0]?.currency ?? '';
  return {
    points: sorted.map((p) => ({
      timestamp: p.validFrom,
      label: priceLabel(p.validFrom, language),
      fullLabel: priceLabel(p.validFrom, language),
      value: p.price,
      comparison: null,
      incomplete: null,
      coverageNote: null,
      comparisonNote: null,
    })),
    comparisonType: null,
    decimals: { min: 2, max: 4 },
    unit: priceUnit(currency, quantity, language),
    sum: null,
    comparisonSum: null,
    hasData: sorted.length > 0,
    hasGaps: false,
    hasIncomplete: false,
    totalCoverage: null,
    dataUntil: null,
    comparisonSpans: null,
  };
}

/** Milliseconds of a service wall-clock time placed on UTC (the chart shows wall-clock times in UTC). */
export function wallClock(stamp: string): number {
  const { date, hour, minute } = parseServiceDateTime(stamp);
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return Date.UTC(y, m - 1, d, hour, minute);
}

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

/** One day of hourly prices: its lowest and highest hour and the average of its hours. */
export interface PriceDay {
  date: LocalDate;
  /** The day's midnight, wall clock on UTC. */
  x: number;
  low: number;
  high: number;
  average: number;
  hours: number;
}

/** The prices of a period as the price page draws them. */
export interface PriceSeries {
  /** `hourly`: a price per hour (electricity spot prices), drawn as a daily band; `tariff`: prices that change rarely, drawn as steps. */
  kind: 'hourly' | 'tariff';
  currency: string;
  /** "NOK/kWh". */
  unit: string;
  /** Tariffs: the step line, each price from its start (within the period) and the end of the last. */
  steps: [x: number, price: number][];
  /** Tariffs: each price's days within the period, for the table. */
  tariffs: { price: number; from: LocalDate; to: LocalDate | null }[];
  /** Hourly: every hour's price. */
  hours: [x: number, price: number][];
  /** Hourly: each day's band and average. */
  days: PriceDay[];
}

/** Prices valid an hour or less each (spot prices), rather than for days or months (tariffs). */
function isHourly(prices: readonly Price[]): boolean {
  const timed = prices.filter((p) => p.validTo);
  if (timed.length < 2) return false;
  const short = timed.filter((p) => wallClock(p.validTo!) - wallClock(p.validFrom) <= HOUR_MS);
  return short.length >= timed.length / 2;
}

/**
 * The prices of a quantity over a period, for the price chart (pure; tested): hourly prices as days
 * (lowest and highest hour, average) and hours, a flat or rarely changing tariff as steps held from
 * each price's start to the next, clipped to the period.
 */
export function priceSeries(
  prices: readonly Price[],
  quantity: string,
  period: Period,
  language: Language,
): PriceSeries {
  const sorted = [...prices].sort((a, b) => (a.validFrom < b.validFrom ? -1 : a.validFrom > b.validFrom ? 1 : 0));
  const currency = sorted[0]?.currency ?? '';
  const unit = priceUnit(currency, quantity, language);
  const start = wallClock(`${period.start}T00:00:00`);
  const end = wallClock(`${addDays(period.end, 1)}T00:00:00`);
  if (isHourly(sorted)) {
    const hours = sorted
      .map((p) => [wallClock(p.validFrom), p.price] as [number, number])
      .filter(([x]) => x >= start && x < end);
    const byDay = new Map<LocalDate, number[]>();
    for (const p of sorted) {
      const date = parseServiceDateTime(p.validFrom).date;
      if (date < period.start || date > period.end) continue;
      const list = byDay.get(date);
      if (list) list.push(p.price);
      else byDay.set(date, [p.price]);
    }
    const days = [...byDay.entries()].map(([date, values]) => ({
      date,
      x: wallClock(`${date}T00:00:00`),
      low: Math.min(...values),
      high: Math.max(...values),
      average: values.reduce((a, b) => a + b, 0) / values.length,
      hours: values.length,
    }));
    return { kind: 'hourly', currency, unit, steps: [], tariffs: [], hours, days };
  }
  const steps: [number, number][] = [];
  const tariffs: PriceSeries['tariffs'] = [];
  for (const p of sorted) {
    const from = Math.max(wallClock(p.validFrom), start);
    const to = p.validTo ? Math.min(wallClock(p.validTo), end) : end;
    if (to <= start || from >= end || to <= from) continue;
    steps.push([from, p.price]);
    tariffs.push({
      price: p.price,
      from: parseServiceDateTime(p.validFrom).date,
      to: p.validTo ? parseServiceDateTime(p.validTo).date : null,
    });
  }
  // the last price holds to the end of the period (or of its validity)
  const last = sorted.filter((p) => wallClock(p.validFrom) < end).at(-1);
  if (last && steps.length) {
    const to = last.validTo ? Math.min(wallClock(last.validTo), end) : end;
    steps.push([to, last.price]);
  }
  return { kind: 'tariff', currency, unit, steps, tariffs, hours: [], days: [] };
}

/** Is the visible range short enough (two days or less) to show every hour? */
export const showsHours = (min: number, max: number): boolean => max - min <= 2 * DAY_MS;
