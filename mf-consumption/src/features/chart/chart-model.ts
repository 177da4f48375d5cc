import {
  type Comparison,
  type Decimals,
  DEFAULT_DECIMALS,
  type Language,
  type LocalDate,
  type Resolution,
  type Translate,
  type dataOperations,
  addDays,
  decimalsFor,
  formatDate,
  formatDateRange,
  formatMonthYear,
  formatNumber,
  formatTimestamp,
  parseServiceDateTime,
  unitLabel,
  unitOf,
} from '@portal/shared';
import {
  type ComparisonSpans,
  type Coverage,
  type CoverageState,
  bucketCoverageNote,
  comparedBucketNote,
  coverageState,
} from './completeness';

export type GraphResult = dataOperations.TenantGraphQuery['tenantGraph'];
export type ViewMode = 'consumption' | 'cost' | 'co2';

/** One point of the chart: its bucket label, a full label for tooltips and tables, and the value (null = no data, a gap). */
export interface ChartPoint {
  timestamp: string;
  label: string;
  fullLabel: string;
  value: number | null;
  comparison: number | null;
  /** What the bucket's value lacks (part of its time, hours); null when it is whole or has no value. */
  incomplete: CoverageState | null;
  /** The same in words ("Partial: 1–3 Jan", "21 of 24 hours"): tooltip, table and screen readers. */
  coverageNote: string | null;
  /** What the comparison value is of ("Compared with 24 Oct 2025"), or why there is none. */
  comparisonNote: string | null;
}

export interface ChartModel {
  points: ChartPoint[];
  /** Comparison series type as the service names it (`previous-period`, ...), when it sent one. */
  comparisonType: string | null;
  decimals: Decimals;
  /** The unit text of the values ("kWh", "m³/m²", "g CO₂", "units", or the currency code). */
  unit: string;
  /** Sum (or, where the quantity averages, the average) of the current values; null when there are none. */
  sum: number | null;
  comparisonSum: number | null;
  /** Some bucket has a value. */
  hasData: boolean;
  /** Some bucket is missing a value while others have one. */
  hasGaps: boolean;
  /** Some bucket with a value is incomplete (drawn lighter, with a dashed outline). */
  hasIncomplete: boolean;
  /** How complete the values summed are (the service's, over the period); null when not known. */
  totalCoverage: Coverage | null;
  /** The end of the newest reading's hour included (service local time); null without any. */
  dataUntil: string | null;
  /** The spans of the comparison series, when there is one. */
  comparisonSpans: ComparisonSpans | null;
}

export interface ChartModelInput {
  graph: GraphResult;
  resolution: Resolution;
  quantity: string;
  normalized: boolean;
  mode: ViewMode;
  /** Currency of cost mode (from the quantity's prices). */
  currency?: string | null;
  language: Language;
  /** Translates keys of `common` (bucket labels). */
  t: Translate;
  /** Translates keys of this remote's namespace (notes on completeness and comparisons). */
  texts: Translate;
  /** The first day of the period shown and of the tenancy: where a partial bucket's part begins. */
  periodStart?: LocalDate | null;
  tenancyStart?: LocalDate | null;
}

/** The decimals and unit of the values of a view. */
export function valueFormat(
  quantity: string,
  options: { normalized: boolean; mode: ViewMode; currency?: string | null },
  language: Language,
  sample: number | null = 2,
): { decimals: Decimals; unit: string } {
  if (options.mode === 'cost') return { decimals: { min: 2, max: 2 }, unit: options.currency ?? '' };
  if (options.mode === 'co2')
    return {
      decimals: DEFAULT_DECIMALS,
      unit: unitLabel(undefined, sample, language, { co2: true, normalized: options.normalized }),
    };
  return {
    decimals: decimalsFor(quantity, { normalized: options.normalized }),
    unit: unitLabel(unitOf(quantity), sample, language, { normalized: options.normalized }),
  };
}

/**
 * A bucket in full, for tooltips and tables: "11 Sept 2026, 13:00" (hour), "11 Sept 2026" (day),
 * "Week 37: 7–13 Sept 2026" (week), "September 2026" (month), "2026" (year).
 */
export function fullLabel(timestamp: string, resolution: Resolution, language: Language, t: Translate): string {
  const { date } = parseServiceDateTime(timestamp);
  switch (resolution) {
    case 'hour':
      return `${formatDate(date, language)}, ${formatTimestamp(timestamp, 'hour', language, t)}`;
    case 'day':
      return formatDate(date, language);
    case 'week':
      return `${formatTimestamp(timestamp, 'week', language, t)}: ${formatDateRange({ start: date, end: addDays(date, 6) }, language)}`;
    case 'month':
      return formatMonthYear(date, language);
    default:
      return formatTimestamp(timestamp, resolution, language, t);
  }
}

function total(values: readonly (number | null)[], averaged: boolean): number | null {
  const present = values.filter((v): v is number => v != null && Number.isFinite(v));
  if (!present.length) return null;
  const sum = present.reduce((a, b) => a + b, 0);
  return averaged ? sum / present.length : sum;
}

/**
 * The chart of a `tenantGraph` result, as the screens draw it: one point per bucket the service sent
 * (so a DST day has 23 or 25 hours), missing values kept as `null` (drawn as gaps, never zeros), the
 * comparison series beside it, labels in the language, and the unit and decimals of SPEC §9.
 */
export function buildChartModel(input: ChartModelInput, options: { averaged?: boolean } = {}): ChartModel {
  const { graph, resolution, language, t } = input;
  const series = graph.graphs[0]?.consumption;
  const values = series?.values ?? [];
  const related = series?.relatedValues[0] ?? null;
  const context = {
    resolution,
    periodStart: input.periodStart,
    tenancyStart: input.tenancyStart,
    language,
    texts: input.texts,
  };
  const points: ChartPoint[] = graph.timestamps.map((timestamp, i) => {
    const value = values[i] ?? null;
    const coverage = value == null ? null : series?.coverage?.[i];
    return {
      timestamp,
      label: formatTimestamp(timestamp, resolution, language, t),
      fullLabel: fullLabel(timestamp, resolution, language, t),
      value,
      comparison: related?.values[i] ?? null,
      incomplete: coverageState(coverage),
      coverageNote: bucketCoverageNote(timestamp, coverage, context),
      comparisonNote: comparedBucketNote(related?.buckets?.[i], related?.type ?? null, context),
    };
  });
  const averaged = options.averaged ?? false;
  const sum = total(
    points.map((p) => p.value),
    averaged,
  );
  const { decimals, unit } = valueFormat(input.quantity, input, language, sum);
  const present = points.filter((p) => p.value != null).length;
  return {
    points,
    comparisonType: related?.type ?? null,
    decimals,
    unit,
    sum,
    comparisonSum: related
      ? total(
          points.map((p) => p.comparison),
          averaged,
        )
      : null,
    hasData: present > 0,
    hasGaps: present > 0 && present < points.length,
    hasIncomplete: points.some((p) => p.incomplete),
    totalCoverage: series?.meta.coverage ?? null,
    dataUntil: series?.dataUntil ?? graph.dataUntil ?? null,
    comparisonSpans: related
      ? {
          type: related.type,
          currentSpan: related.currentSpan ?? null,
          comparedSpan: related.comparedSpan ?? null,
          partial: related.partial ?? false,
        }
      : null,
  };
}

/**
 * The decimals the y axis needs so that no two labels read alike: the fewest (up to 6) at which every
 * tick is exact, whatever the display rounding of the quantity (heat energy has 0 decimals, SPEC §9;
 * an hourly axis of 0, 0.2, 0.4 … must not read "0, 0, 0, 1, 1").
 */
export function axisDecimals(ticks: readonly number[]): number {
  for (let decimals = 0; decimals < 6; decimals++) {
    const scale = 10 ** decimals;
    const exact = ticks.every((tick) => {
      const scaled = tick * scale;
      return Math.abs(Math.round(scaled) - scaled) <= 1e-9 * Math.max(1, Math.abs(scaled));
    });
    if (exact) return decimals;
  }
  return 6;
}

/** A value with the view's decimals and unit ("1,234.568 m³", "12,50 NOK"). */
export function formatValue(
  value: number | null | undefined,
  model: Pick<ChartModel, 'decimals' | 'unit'>,
  language: Language,
): string {
  const number = formatNumber(value, language, model.decimals);
  if (value == null || !Number.isFinite(value) || !model.unit) return number;
  return `${number}\u00a0${model.unit}`;
}

/** The comparison of a service `relatedValues` type, in the portal's terms. */
export function comparisonOfType(type: string | null): Comparison | null {
  if (type === 'previous-period') return 'last_period';
  if (type === 'previous-year') return 'last_year';
  if (type === 'property-average') return 'property';
  return null;
}

/**
 * Several objects' graphs of the same request as one (a room with several meters): values added
 * bucket by bucket (averaged for quantities that average); a bucket is a gap only when every
 * object has none.
 */
export function combineGraphs(graphs: readonly GraphResult[], averaged: boolean): GraphResult | null {
  const [first, ...rest] = graphs;
  if (!first) return null;
  if (!rest.length) return first;
  const combine = (series: readonly (readonly (number | null)[])[]) =>
    first.timestamps.map((_, i) => {
      const present = series.map((s) => s[i]).filter((v): v is number => v != null);
      if (!present.length) return null;
      const sum = present.reduce((a, b) => a + b, 0);
      return averaged ? sum / present.length : sum;
    });
  const base = first.graphs[0];
  if (!base) return first;
  const all = graphs.map((g) => g.graphs[0]?.consumption).filter((c): c is NonNullable<typeof c> => Boolean(c));
  const latest = (stamps: ReadonlyArray<string | null | undefined>) =>
    stamps.reduce<string | null>((a, b) => (b && (!a || b > a) ? b : a), null);
  return {
    ...first,
    dataUntil: latest(graphs.map((g) => g.dataUntil)),
    graphs: [
      {
        ...base,
        consumption: {
          ...base.consumption,
          values: combine(all.map((c) => c.values)),
          coverage: first.timestamps.map((_, i) => addCoverage(all.map((c) => c.coverage?.[i])) ?? UNKNOWN),
          meta: { ...base.consumption.meta, coverage: addCoverage(all.map((c) => c.meta.coverage)) },
          dataUntil: latest(all.map((c) => c.dataUntil)),
          relatedValues: base.consumption.relatedValues.map((related, r) => ({
            ...related,
            values: combine(all.map((c) => c.relatedValues[r]?.values ?? [])),
            // the meters of a room share the calendar; their data may end at different hours
            partial: all.some((c) => c.relatedValues[r]?.partial),
          })),
        },
      },
    ],
  };
}

/** No coverage known: nothing is said about the bucket. */
const UNKNOWN: Coverage = { calendarHours: 0, expectedHours: 0, readings: 0, expectedReadings: 0, complete: true };

/**
 * The coverage of several meters' figures of the same time: their readings added (the hours are the
 * same), complete when each is.
 */
function addCoverage(parts: ReadonlyArray<Coverage | null | undefined>): Coverage | null {
  const present = parts.filter((c): c is Coverage => Boolean(c));
  const [head] = present;
  if (!head) return null;
  return {
    calendarHours: head.calendarHours,
    expectedHours: Math.max(...present.map((c) => c.expectedHours)),
    readings: present.reduce((a, c) => a + c.readings, 0),
    expectedReadings: present.reduce((a, c) => a + c.expectedReadings, 0),
    complete: present.every((c) => c.complete),
  };
}
