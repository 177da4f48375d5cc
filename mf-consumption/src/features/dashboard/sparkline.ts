import {
  type Language,
  type LocalDate,
  type Period,
  type Translate,
  addDays,
  aggregationOf,
  defaultPeriod,
  formatDate,
  formatDateRange,
  formatQuantity,
  formatTimestamp,
  parseServiceDateTime,
  periodDays,
  toServiceDateTime,
} from '@portal/shared';
import type { GraphResult } from '../chart/chart-model';
import type { GraphView } from '../chart/graph-request';
import type { Coverage } from '../chart/completeness';

/**
 * The dashboard's daily bars: the consumption of each of the last 30 Copenhagen days, drawn as inline
 * SVG (no chart library on the dashboard). Pure view logic, tested in `src/view-logic.test.ts`.
 */

/** Number of days the bars show (SPEC §4's default range: the last 30 days up to today). */
export const SPARKLINE_DAYS = 30;

/** Size of the drawing in SVG user units: one 10-unit slot per day, drawn 1:1 in height. */
export const SPARK_SLOT = 10;
export const SPARK_HEIGHT = 56;
/** A day with exactly zero still gets a visible stub, so that zero is not mistaken for a gap. */
const ZERO_STUB = 2;

/**
 * What the bars ask for: the last 30 days up to today, per day, consumption, and no comparison series
 * (the bars draw none; the overview's default view would add the property average, for six quantities
 * two to three times the service's work and a slower first chart, to share a cache entry the overview
 * refetches when opened anyway).
 */
export function sparklineView(day: LocalDate): GraphView {
  return {
    period: defaultPeriod(day),
    resolution: 'day',
    comparison: null,
    mode: 'consumption',
    normalized: false,
  };
}

export interface SparkDay {
  date: LocalDate;
  /** The day's consumption; `null` when the service has none (a gap, never a zero). */
  value: number | null;
  /** How complete the day's value is, as the service says (today so far, missing hours); absent when not said. */
  coverage?: Coverage;
}

export interface SparkBar extends SparkDay {
  value: number;
  /** Position and size in SVG user units (x from the left, y from the top). */
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface Sparkline {
  quantity: string;
  period: Period;
  /** Every calendar day of the period, in order (so always `periodDays(period)` of them). */
  days: SparkDay[];
  /** A bar for each day with a value; gap days have none. */
  bars: SparkBar[];
  /** Width of the drawing in SVG user units. */
  width: number;
  height: number;
  /** Days without a value. */
  gaps: number;
  /** The highest and lowest day (the first such day when several tie); `null` without data. */
  highest: SparkDay | null;
  lowest: SparkDay | null;
}

const round = (n: number) => Math.round(n * 100) / 100;

/**
 * The days of a period and their values from a day-resolution `tenantGraph` result. Days are calendar
 * days counted with calendar arithmetic, and each bucket is placed by the date of its local time
 * stamp, so a 23- or 25-hour DST day is one day like any other. A day the service did not send, or
 * sent as `null`, is a gap. (Were a day to come in several buckets, they are added, or averaged for
 * quantities that average.)
 */
export function sparkDays(graph: GraphResult | null | undefined, period: Period, quantity: string): SparkDay[] {
  const values = graph?.graphs[0]?.consumption.values ?? [];
  const coverages = graph?.graphs[0]?.consumption.coverage;
  const byDate = new Map<LocalDate, number[]>();
  const coverageByDate = new Map<LocalDate, Coverage>();
  graph?.timestamps.forEach((timestamp, i) => {
    const value = values[i];
    if (value == null || !Number.isFinite(value)) return;
    const { date } = parseServiceDateTime(timestamp);
    const list = byDate.get(date);
    if (list) list.push(value);
    else byDate.set(date, [value]);
    const coverage = coverages?.[i];
    if (coverage) coverageByDate.set(date, coverage);
  });
  const averaged = aggregationOf(quantity) === 'average';
  return Array.from({ length: periodDays(period) }, (_, i) => {
    const date = addDays(period.start, i);
    const list = byDate.get(date);
    if (!list) return { date, value: null };
    const sum = list.reduce((a, b) => a + b, 0);
    const coverage = coverageByDate.get(date);
    return { date, value: averaged ? sum / list.length : sum, ...(coverage ? { coverage } : {}) };
  });
}

/**
 * The bars of the days: heights scaled to the largest magnitude, from a zero baseline (below it for
 * a negative value, e.g. a meter correction), a small stub for an exact zero and nothing for a gap.
 */
export function buildSparkline(graph: GraphResult | null | undefined, period: Period, quantity: string): Sparkline {
  const days = sparkDays(graph, period, quantity);
  const present = days.filter((d): d is SparkDay & { value: number } => d.value != null);
  const top = Math.max(0, ...present.map((d) => d.value));
  const bottom = Math.min(0, ...present.map((d) => d.value));
  const span = top - bottom;
  const scale = span ? SPARK_HEIGHT / span : 0;
  // the zero line (y from the top): the bottom edge unless some value is negative
  const zero = span ? top * scale : SPARK_HEIGHT;
  const bars: SparkBar[] = [];
  days.forEach((d, i) => {
    if (d.value == null) return;
    let height = Math.abs(d.value) * scale;
    let y = d.value >= 0 ? zero - height : zero;
    if (height < ZERO_STUB) {
      height = ZERO_STUB;
      y = d.value >= 0 ? Math.max(0, zero - height) : Math.min(zero, SPARK_HEIGHT - height);
    }
    bars.push({
      ...d,
      date: d.date,
      value: d.value,
      x: round(i * SPARK_SLOT + 1),
      width: SPARK_SLOT - 2,
      y: round(y),
      height: round(height),
    });
  });
  let highest: SparkDay | null = null;
  let lowest: SparkDay | null = null;
  for (const d of present) {
    if (!highest || d.value > (highest.value as number)) highest = d;
    if (!lowest || d.value < (lowest.value as number)) lowest = d;
  }
  return {
    quantity,
    period,
    days,
    bars,
    width: days.length * SPARK_SLOT,
    height: SPARK_HEIGHT,
    gaps: days.length - present.length,
    highest,
    lowest,
  };
}

/** "3 Nov" / "3. nov." */
export function shortDay(date: LocalDate, language: Language): string {
  return formatTimestamp(toServiceDateTime(date), 'day', language, (key) => key);
}

/** A day's value with the quantity's unit and decimals (SPEC §9), or a dash for a gap. */
export function sparkValue(value: number | null, quantity: string, language: Language): string {
  return formatQuantity(value, quantity, language);
}

/** The rows of the text alternative's table: the full date and the value of each day. */
export function sparkRows(spark: Sparkline, language: Language): { date: string; value: string }[] {
  return spark.days.map((d) => ({
    date: formatDate(d.date, language),
    value: sparkValue(d.value, spark.quantity, language),
  }));
}

/**
 * The chart's text alternative in one sentence or two: what it shows for which days, the highest and
 * lowest day, and how many days have no value. `t` is this remote's namespace (`dashboard.spark_*`).
 */
export function sparklineLabel(spark: Sparkline, quantityName: string, language: Language, t: Translate): string {
  const range = formatDateRange(spark.period, language);
  if (!spark.highest || !spark.lowest)
    return t('dashboard.spark_label_empty', { quantity: quantityName, period: range });
  const label = t('dashboard.spark_label', {
    quantity: quantityName,
    period: range,
    highest: sparkValue(spark.highest.value, spark.quantity, language),
    highestDay: shortDay(spark.highest.date, language),
    lowest: sparkValue(spark.lowest.value, spark.quantity, language),
    lowestDay: shortDay(spark.lowest.date, language),
  });
  return spark.gaps ? `${label} ${t('dashboard.spark_gaps', { count: spark.gaps })}` : label;
}
