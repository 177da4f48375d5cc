// Rules of the consumption views: buckets of a period, comparisons, normalisation, cost and CO2.
import type { UserRow } from '../auth/accounts.ts';
import type { RequestContext } from '../context.ts';
import { requireTenancy, tenancyPeriod } from '../data/access.ts';
import type { Db } from '../db/database.ts';
import { badInput } from '../errors.ts';
import { addDays, dateAt, diffDays, formatLocal, isAveraged, startOfDayInstant } from '@portal/domain';
import { isValidDate, parseDateTime, startOfHour } from '../time.ts';
import {
  type Bucket,
  type ComparisonNote,
  type Coverage,
  type MeterSpan,
  type Period,
  type Resolution,
  type Shift,
  bucketCoverages,
  bucketSpans,
  clampSpan,
  coverageOf,
  coveredSpans,
  envelope,
  mergeSpans,
  meterSpanOf,
  naturalResolution,
  nextUnit,
  sumCoverage,
  truncUnit,
  twinsOf,
} from './calendar.ts';
import {
  type AggregateQuery,
  type BucketAggregate,
  type Bucketing,
  type FusedAggregate,
  type FusedAggregateColumn,
  type FusedRanges,
  type FusedRangesColumn,
  type KeyedSpan,
  type Mode,
  type PropertyMeters,
  type RangeQuery,
  aggregateDetail,
  co2Factor,
  electricityTariffs,
  fusedDetail,
  hourlyElectricity,
  propertyMeters,
  rangeAggregate,
  summarizePropertyMeters,
} from './consumption.repository.ts';

export type { Bucket, ComparisonNote, Coverage, Period, Resolution, Shift } from './calendar.ts';
export type Comparison = 'previous-period' | 'previous-year' | 'property-average';

/** Date-time inputs: periodEnd exclusive. */
export function parsePeriod(periodBegin: string, periodEnd: string): Period {
  const begin = parseDateTime(periodBegin);
  const end = parseDateTime(periodEnd);
  if (!begin) throw badInput('Invalid periodBegin', 'periodBegin');
  if (!end) throw badInput('Invalid periodEnd', 'periodEnd');
  if (end <= begin) throw badInput('periodEnd must be after periodBegin', 'periodEnd');
  return { begin, end };
}

/** Date-only inputs: both ends included. */
export function parseDatePeriod(periodBegin: string, periodEnd: string): Period {
  if (periodEnd < periodBegin) throw badInput('periodEnd must not be before periodBegin', 'periodEnd');
  if (diffDays(periodBegin, periodEnd) > 366 * 10) throw badInput('Period too long', 'periodEnd');
  return { begin: startOfDayInstant(periodBegin), end: startOfDayInstant(addDays(periodEnd, 1)) };
}

/**
 * Bounds that are each a date or a date-time (the KPIs'): a date `periodEnd` is its day included, a
 * date-time one is excluded, so `2026-01-31` and `2026-02-01T00:00:00` end the same period.
 */
export function parseDateOrDateTimePeriod(periodBegin: string, periodEnd: string): Period {
  if (isValidDate(periodBegin) && isValidDate(periodEnd)) return parseDatePeriod(periodBegin, periodEnd);
  // A date periodBegin is its day's midnight, as a date-time.
  const begin = parseDateTime(periodBegin);
  const end = isValidDate(periodEnd) ? startOfDayInstant(addDays(periodEnd, 1)) : parseDateTime(periodEnd);
  if (!begin) throw badInput('Invalid periodBegin', 'periodBegin');
  if (!end) throw badInput('Invalid periodEnd', 'periodEnd');
  if (end <= begin) throw badInput('periodEnd must be after periodBegin', 'periodEnd');
  // As long as the longest date period: ten years of 366 days, both ends included.
  if (diffDays(dateAt(begin), dateAt(end)) > 366 * 10 + 1) throw badInput('Period too long', 'periodEnd');
  return { begin, end };
}

const APPROX_MS: Record<Resolution, number> = {
  HOUR: 3600_000,
  DAY: 82_800_000,
  WEEK: 7 * 82_800_000,
  MONTH: 28 * 82_800_000,
  YEAR: 365 * 82_800_000,
};

/** Buckets covering [begin, end) in Copenhagen time; a 23- or 25-hour day is one DAY bucket. */
export function bucketsOf(period: Period, resolution: Resolution, maxBuckets: number): Bucket[] {
  const estimate = (period.end.getTime() - period.begin.getTime()) / APPROX_MS[resolution];
  if (estimate > maxBuckets) {
    throw badInput(
      `Too many ${resolution.toLowerCase()} buckets for this period (at most ${maxBuckets})`,
      'resolution',
    );
  }
  const out: Bucket[] = [];
  if (resolution === 'HOUR') {
    for (let t = startOfHour(period.begin).getTime(); t < period.end.getTime(); t += 3600_000) {
      out.push({ key: String(t / 1000), label: formatLocal(new Date(t)) });
    }
    return out;
  }
  // Calendar buckets compare local dates (no time-zone work per bucket): the last one starts
  // before the end's local date, or on it when the end is not a local midnight.
  const endLocal = formatLocal(period.end);
  const stop = endLocal.endsWith('T00:00:00') ? endLocal.slice(0, 10) : addDays(endLocal.slice(0, 10), 1);
  let d = truncUnit(dateAt(period.begin), resolution);
  if (resolution === 'DAY' || resolution === 'WEEK') {
    // Fixed steps of whole UTC days: one date formatted per bucket, no parsing.
    const step = resolution === 'DAY' ? 86_400_000 : 7 * 86_400_000;
    for (let t = Date.parse(`${d}T00:00:00Z`); d < stop; t += step, d = utcDate(t)) {
      out.push({ key: d, label: `${d}T00:00:00` });
    }
    return out;
  }
  while (d < stop) {
    out.push({ key: d, label: `${d}T00:00:00` });
    d = nextUnit(d, resolution);
  }
  return out;
}

const pad2 = (n: number) => (n < 10 ? `0${n}` : String(n));

/** 'YYYY-MM-DD' of a UTC instant (the same text as toISOString for years 1000–9999). */
function utcDate(t: number): string {
  const date = new Date(t);
  return `${String(date.getUTCFullYear()).padStart(4, '0')}-${pad2(date.getUTCMonth() + 1)}-${pad2(date.getUTCDate())}`;
}

export interface Scope {
  propertyId: number;
  priceArea: string;
  meterIds: number[];
  /** Floor area for per-m² values. */
  area: number;
  /** The caller's data starts here (tenancy start), */
  notBefore: Date | null;
  /** and ends here (after the tenancy's last day; null while it runs). */
  notAfter: Date | null;
  /** `meterIds` are all the meters of the property's units of the quantity (`propertyScope`). */
  wholeProperty?: boolean;
}

export interface SeriesRequest {
  quantity: string;
  normalized: boolean;
  mode: Mode;
}

/** The part of a period within [notBefore, notAfter); empty (end <= begin) when none is. */
export function clampPeriod(period: Period, notBefore: Date | null, notAfter: Date | null): Period {
  return {
    begin: notBefore && notBefore > period.begin ? notBefore : period.begin,
    end: notAfter && notAfter < period.end ? notAfter : period.end,
  };
}

const round = (v: number) => Math.round(v * 1e6) / 1e6;

const sameIds = (a: number[], b: number[]) => {
  if (a.length !== b.length) return false;
  const x = [...a].sort((m, n) => m - n);
  const y = [...b].sort((m, n) => m - n);
  return x.every((v, i) => v === y[i]);
};

const HOUR_MS = 3600_000;

/**
 * The time a key's spans cover within [lo, hi), as text: clamped, in order, adjacent spans joined.
 * Two lists with the same text read the same readings (the statement clamps each span to the same
 * bounds); spans that overlap (read twice) are kept as they are.
 */
function coveredTime(spans: ReadonlyArray<KeyedSpan>, lo: number | null, hi: number | null): string {
  const parts: Array<[number, number]> = [];
  for (const s of spans) {
    const b = lo !== null ? Math.max(lo, s.begin.getTime()) : s.begin.getTime();
    const e = hi !== null ? Math.min(hi, s.end.getTime()) : s.end.getTime();
    if (e > b) parts.push([b, e]);
  }
  parts.sort((x, y) => x[0] - y[0]);
  const joined: Array<[number, number]> = [];
  for (const [b, e] of parts) {
    const last = joined.at(-1);
    if (last && b < last[1]) return `as sent ${spans.map((x) => `${x.begin.getTime()}-${x.end.getTime()}`).join(',')}`;
    if (last && b === last[1]) last[1] = e;
    else joined.push([b, e]);
  }
  return joined.map(([b, e]) => `${b}-${e}`).join(',');
}

/**
 * Answers read beforehand in the statement that checked the ownership (see `fusedAggregate` and
 * `fusedRanges`). An answer is used only for the exact question it was read for: same quantity and
 * resolution (or, for a key of compared spans, the same time within the same tenancy bounds), and the
 * same meters, first and last instant (or tenancy bounds) as the service would ask the database for
 * itself; anything else goes to the database as before.
 */
export class Prefetched {
  readonly #aggregates = new Map<
    string,
    Array<{ ids: number[]; begin: number; end: number; values: Map<string, BucketAggregate> }>
  >();
  readonly #ranges = new Map<
    string,
    Array<{ ids: number[]; lo: number | null; hi: number | null; answers: Map<string, BucketAggregate | null> }>
  >();
  readonly #propertyMeters = new Map<string, PropertyMeters>();

  static #key(quantity: string, bucketing: Bucketing, cost: boolean | undefined): string {
    return `${quantity}|${bucketing}|${cost ? 'cost' : 'amount'}`;
  }

  static #rangesKey(meters: FusedRanges['meters'], quantity: string, cost: boolean | undefined): string {
    return `${meters}|${quantity}|${cost ? 'cost' : 'amount'}`;
  }

  /** Whether the fused columns answer a mode: amounts (as read, or × a CO2 factor) and costs. */
  static #answers(q: { mode: Mode; quantity: string }): boolean {
    return q.mode === 'HOURLY_VALUES' || q.mode === 'CO2' || (q.mode === 'COST' && !isAveraged(q.quantity));
  }

  /** A bucket key with the time its spans cover within the tenancy bounds, as one text. */
  static #spansKey(key: string, spans: ReadonlyArray<KeyedSpan>, lo: number | null, hi: number | null): string {
    return `${key}|${coveredTime(spans, lo, hi)}`;
  }

  static #byKey(spans: ReadonlyArray<KeyedSpan>): Map<string, KeyedSpan[]> {
    const out = new Map<string, KeyedSpan[]>();
    for (const s of spans) {
      if (s.end <= s.begin) continue;
      out.set(s.key, [...(out.get(s.key) ?? []), s]);
    }
    return out;
  }

  addAggregate(a: FusedAggregate, column: FusedAggregateColumn): void {
    const key = Prefetched.#key(a.quantity, a.bucketing, a.cost);
    const list = this.#aggregates.get(key) ?? [];
    list.push({
      ids: column[0],
      begin: Date.parse(column[1]),
      end: Date.parse(column[3]),
      values: fusedDetail(column[2]),
    });
    this.#aggregates.set(key, list);
  }

  addRanges(a: FusedRanges, column: FusedRangesColumn): void {
    const found = fusedDetail(column[3]);
    const lo = column[1] === null ? null : Date.parse(column[1]);
    const hi = column[2] === null ? null : Date.parse(column[2]);
    const answers = new Map<string, BucketAggregate | null>();
    for (const [key, spans] of Prefetched.#byKey(a.spans)) {
      answers.set(Prefetched.#spansKey(key, spans, lo, hi), found.get(key) ?? null);
    }
    const key = Prefetched.#rangesKey(a.meters, a.quantity, a.cost);
    this.#ranges.set(key, [...(this.#ranges.get(key) ?? []), { ids: column[0], lo, hi, answers }]);
  }

  addPropertyMeters(propertyId: number, quantity: string, rows: Array<[number, number, number]>): void {
    const summary = summarizePropertyMeters(rows.map(([id, unit_id, size_m2]) => ({ id, unit_id, size_m2 })));
    this.#propertyMeters.set(`${propertyId}|${quantity}`, summary);
  }

  aggregate(q: AggregateQuery): Map<string, BucketAggregate> | undefined {
    if (!Prefetched.#answers(q)) return undefined;
    const list = this.#aggregates.get(Prefetched.#key(q.quantity, q.bucketing, q.mode === 'COST'));
    // Read only (seriesValues derives its own map from it), so one answer may serve two series.
    return list?.find((a) => a.begin === q.begin.getTime() && a.end === q.end.getTime() && sameIds(a.ids, q.meterIds))
      ?.values;
  }

  /** The keys of `q` answered beforehand, and the spans still to read. */
  ranges(q: RangeQuery): { found: Map<string, BucketAggregate>; missing: KeyedSpan[] } | undefined {
    if (!Prefetched.#answers(q)) return undefined;
    const lo = q.notBefore?.getTime() ?? null;
    const hi = q.notAfter?.getTime() ?? null;
    const key = Prefetched.#rangesKey(q.wholeProperty ? 'property' : 'unit', q.quantity, q.mode === 'COST');
    const entries = (this.#ranges.get(key) ?? []).filter(
      (a) => a.lo === lo && a.hi === hi && sameIds(a.ids, q.meterIds),
    );
    if (entries.length === 0) return undefined;
    const found = new Map<string, BucketAggregate>();
    const missing: KeyedSpan[] = [];
    for (const [key, spans] of Prefetched.#byKey(q.spans)) {
      const signature = Prefetched.#spansKey(key, spans, lo, hi);
      const answered = entries.find((e) => e.answers.has(signature));
      const answer = answered?.answers.get(signature);
      if (!answered) missing.push(...spans);
      else if (answer) found.set(key, answer);
    }
    return { found, missing };
  }

  propertyMeters(propertyId: number, quantity: string): PropertyMeters | undefined {
    const p = this.#propertyMeters.get(`${propertyId}|${quantity}`);
    return p ? { ...p, meterIds: [...p.meterIds] } : undefined;
  }
}

/** A bucket's figure in the unit the mode asks for, with its count of readings and newest reading. */
export interface BucketFigure {
  value: number;
  readings: number;
  /** Start of the newest reading's hour (ms). */
  newest: number;
}

async function scaled(
  db: Db,
  scope: Scope,
  req: SeriesRequest,
  raw: Map<string, BucketAggregate>,
  divisor: number,
): Promise<Map<string, BucketFigure>> {
  let factor = 1;
  if (req.mode === 'CO2') factor = (await co2Factor(db, scope.propertyId, req.quantity)) ?? 0;
  const averaged = isAveraged(req.quantity);
  const div = !averaged && req.normalized && scope.area > 0 ? scope.area : 1;
  const d = averaged ? 1 : divisor;
  const out = new Map<string, BucketFigure>();
  for (const [k, a] of raw) out.set(k, { value: round((a.v * factor) / div / d), readings: a.n, newest: a.l * 1000 });
  return out;
}

/** Per bucket (or TOTAL, METER): the value, its count of readings and its newest reading. */
export async function seriesDetail(
  db: Db,
  scope: Scope,
  req: SeriesRequest,
  period: Period,
  bucketing: Bucketing,
  divisor: number,
  pre?: Prefetched,
): Promise<Map<string, BucketFigure>> {
  const clamped = clampPeriod(period, scope.notBefore, scope.notAfter);
  const q: AggregateQuery = {
    meterIds: scope.meterIds,
    quantity: req.quantity,
    begin: clamped.begin,
    end: clamped.end,
    bucketing,
    mode: req.mode,
    propertyId: scope.propertyId,
    priceArea: scope.priceArea,
  };
  return scaled(db, scope, req, pre?.aggregate(q) ?? (await aggregateDetail(db, q)), divisor);
}

/** Values in the unit the mode asks for: consumption, cost (sum of hour × price) or grams of CO2. */
export async function seriesValues(
  db: Db,
  scope: Scope,
  req: SeriesRequest,
  period: Period,
  bucketing: Bucketing,
  divisor: number,
  pre?: Prefetched,
): Promise<Map<string, number>> {
  const out = new Map<string, number>();
  for (const [k, f] of await seriesDetail(db, scope, req, period, bucketing, divisor, pre)) out.set(k, f.value);
  return out;
}

/** The same over spans per key (compared times), clamped to the scope's tenancy bounds. */
export async function spanDetail(
  db: Db,
  scope: Scope,
  req: SeriesRequest,
  spans: KeyedSpan[],
  divisor: number,
  pre?: Prefetched,
): Promise<Map<string, BucketFigure>> {
  const q: RangeQuery = {
    meterIds: scope.meterIds,
    quantity: req.quantity,
    mode: req.mode,
    propertyId: scope.propertyId,
    priceArea: scope.priceArea,
    spans,
    notBefore: scope.notBefore,
    notAfter: scope.notAfter,
    ...(scope.wholeProperty ? { wholeProperty: true } : {}),
  };
  const hit = pre?.ranges(q);
  let raw: Map<string, BucketAggregate>;
  if (!hit) raw = await rangeAggregate(db, q);
  else if (hit.missing.length === 0) raw = hit.found;
  else raw = new Map([...hit.found, ...(await rangeAggregate(db, { ...q, spans: hit.missing }))]);
  return scaled(db, scope, req, raw, divisor);
}

/** Whether a mode applies to a quantity (no cost of a temperature, no CO2 without a factor). */
export async function modeApplies(db: Db, propertyId: number, quantity: string, mode: Mode): Promise<boolean> {
  if (mode === 'HOURLY_VALUES') return true;
  if (isAveraged(quantity)) return false;
  if (mode === 'CO2') return (await co2Factor(db, propertyId, quantity)) !== null;
  return true;
}

/**
 * The property's meters of the quantity, and the divisor of the property average. Its bounds stay
 * the unit's tenancy: the property average is taken over the same time as the unit's figure.
 */
export async function propertyScope(
  db: Db,
  scope: Scope,
  quantity: string,
  pre?: Prefetched,
): Promise<{ scope: Scope; units: number }> {
  const p = pre?.propertyMeters(scope.propertyId, quantity) ?? (await propertyMeters(db, scope.propertyId, quantity));
  return {
    scope: { ...scope, meterIds: p.meterIds, area: p.area, wholeProperty: true },
    units: Math.max(p.units, 1),
  };
}

export function meta(values: Array<number | null>) {
  const present = values.filter((v): v is number => v !== null);
  if (present.length === 0) return { average: null, median: null, min: null, max: null, sum: null, count: 0 };
  const sorted = [...present].sort((a, b) => a - b);
  const sum = present.reduce((a, b) => a + b, 0);
  const mid = Math.floor(sorted.length / 2);
  const median = sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
  return {
    average: round(sum / present.length),
    median: round(median),
    min: sorted[0]!,
    max: sorted[sorted.length - 1]!,
    sum: round(sum),
    count: present.length,
  };
}

export function align(buckets: Bucket[], values: Map<string, number>): Array<number | null> {
  return buckets.map((b) => values.get(b.key) ?? null);
}

/** The end of the newest reading's hour among figures; null without any. */
export function dataUntilOf(figures: Iterable<BucketFigure>): Date | null {
  let newest = -Infinity;
  for (const f of figures) if (f.newest > newest) newest = f.newest;
  return newest === -Infinity ? null : new Date(newest + HOUR_MS);
}

/**
 * Where the comparisons of a period stop: at the end of the newest reading when the period (within
 * the tenancy) reaches past it, so that a period not yet over is compared with the same part of the
 * compared one; null when the data reach the end. A period without any reading is compared in full
 * once it is over, and not at all while it runs.
 */
export function cutOf(period: Period, scope: Pick<Scope, 'notAfter'>, dataUntil: Date | null, now: Date): Date | null {
  const end = scope.notAfter && scope.notAfter < period.end ? scope.notAfter : period.end;
  if (dataUntil) return dataUntil < end ? dataUntil : null;
  return end > now ? period.begin : null;
}

/** The cut the data are expected to make (readings up to the current hour): what a graph prefetches for. */
export function expectedCut(period: Period, now: Date): Date | null {
  const hour = startOfHour(now);
  return hour < period.end ? (hour > period.begin ? hour : period.begin) : null;
}

/** Each meter's time in place (meter rows' from and to dates), for the readings due. */
export function meterSpans(meters: ReadonlyArray<{ from_date: string; to_date: string | null }>): MeterSpan[] {
  return meters.map(meterSpanOf);
}

/** The part of a span whose readings are due: within the tenancy and before the current hour. */
function dueSpan(span: Period | null, scope: Pick<Scope, 'notBefore' | 'notAfter'>, now: Date): Period | null {
  if (!span) return null;
  const within = clampSpan(span, scope.notBefore, scope.notAfter);
  return within ? clampSpan(within, null, startOfHour(now)) : null;
}

/** One keyed span per bucket with a span (for `spanDetail`). */
function keyed(buckets: Bucket[], spans: Array<Period | null>): KeyedSpan[] {
  const out: KeyedSpan[] = [];
  buckets.forEach((b, i) => {
    const s = spans[i];
    if (s) out.push({ key: b.key, begin: s.begin, end: s.end });
  });
  return out;
}

/** The spans a graph's comparison reads, before the tenancy is applied (by SQL): for prefetching. */
export function comparisonSpans(
  period: Period,
  resolution: Resolution,
  buckets: Bucket[],
  comparison: Comparison,
  cut: Date | null,
): KeyedSpan[] {
  if (comparison === 'property-average') return keyed(buckets, coveredSpans(period, resolution, buckets, cut));
  return keyed(
    buckets,
    twinsOf(period, resolution, buckets, comparison, cut).map((t) => t.span),
  );
}

/** A graph's series: values per bucket, how complete each is, and where the data end. */
export interface GraphSeries {
  values: Array<number | null>;
  coverage: Coverage[];
  total: Coverage;
  dataUntil: Date | null;
  /** See `cutOf`. */
  cut: Date | null;
}

export async function graphSeries(
  db: Db,
  scope: Scope,
  meters: MeterSpan[],
  req: SeriesRequest,
  period: Period,
  resolution: Resolution,
  buckets: Bucket[],
  now: Date,
  pre?: Prefetched,
): Promise<GraphSeries> {
  const detail = await seriesDetail(db, scope, req, period, resolution, 1, pre);
  const coverage = bucketCoverages(
    bucketSpans(buckets, resolution),
    dueSpan(period, scope, now),
    (i) => detail.get(buckets[i]!.key)?.readings ?? 0,
    meters,
  );
  const dataUntil = dataUntilOf(detail.values());
  return {
    values: buckets.map((b) => detail.get(b.key)?.value ?? null),
    coverage,
    total: sumCoverage(coverage, Math.round((period.end.getTime() - period.begin.getTime()) / HOUR_MS)),
    dataUntil,
    cut: cutOf(period, scope, dataUntil, now),
  };
}

/** A compared series of a graph, index-aligned with the requested buckets. */
export interface ComparedSeries {
  type: Comparison;
  values: Array<number | null>;
  /** Per bucket: the compared time within the tenancy (null when none) and why, or how it was chosen. */
  buckets: Array<{ span: Period | null; note: ComparisonNote | null }>;
  /** The part of the requested period compared (within the tenancy, up to the cut). */
  currentSpan: Period | null;
  /** From the first compared hour to the end of the last. */
  comparedSpan: Period | null;
  /** The period reaches past the data's end: only the same part is compared. */
  partial: boolean;
  /** Of the compared values (null for the property average). */
  coverage: Coverage | null;
}

/**
 * Values of a compared time per bucket, aligned by the calendar (`twinsOf`): previous period and
 * previous year from the unit's own readings, the property average over the same hours as the unit's
 * figure (within the tenancy, up to the cut), per unit or per m².
 */
export async function compareSeries(
  db: Db,
  scope: Scope,
  meters: MeterSpan[],
  req: SeriesRequest,
  period: Period,
  resolution: Resolution,
  buckets: Bucket[],
  comparison: Comparison,
  cut: Date | null,
  now: Date,
  pre?: Prefetched,
): Promise<ComparedSeries> {
  const within = (s: Period | null) => (s ? clampSpan(s, scope.notBefore, scope.notAfter) : null);
  const covered = coveredSpans(period, resolution, buckets, cut);
  const currentSpan = envelope(covered.map(within));
  const partial = cut !== null && cut < period.end;
  let twins: Array<{ span: Period | null; note: ComparisonNote | null }>;
  let values: Map<string, BucketFigure>;
  let coverage: Coverage | null = null;
  if (comparison === 'property-average') {
    const { scope: ps, units } = await propertyScope(db, scope, req.quantity, pre);
    const spans = bucketSpans(buckets, resolution);
    twins = covered.map((c, i) => {
      if (!c) return { span: null, note: 'AFTER_DATA_END' as const };
      const unit = spans[i]!;
      const whole = c.begin.getTime() === unit.begin.getTime() && c.end.getTime() === unit.end.getTime();
      return { span: c, note: whole ? null : ('PARTIAL' as const) };
    });
    values = await spanDetail(db, ps, req, keyed(buckets, covered), req.normalized ? 1 : units, pre);
  } else {
    twins = twinsOf(period, resolution, buckets, comparison, cut);
    values = await spanDetail(
      db,
      scope,
      req,
      keyed(
        buckets,
        twins.map((t) => t.span),
      ),
      1,
      pre,
    );
    const parts = twins.flatMap((t, i) =>
      t.span
        ? [coverageOf(t.span, dueSpan(t.span, scope, now), values.get(buckets[i]!.key)?.readings ?? 0, meters)]
        : [],
    );
    coverage = sumCoverage(
      parts,
      parts.reduce((a, c) => a + c.calendarHours, 0),
    );
  }
  const shown = twins.map((t) => {
    if (!t.span) return t;
    const span = within(t.span);
    if (!span) return { span: null, note: 'OUTSIDE_TENANCY' as const };
    const cut = span.begin.getTime() !== t.span.begin.getTime() || span.end.getTime() !== t.span.end.getTime();
    return { span, note: t.note ?? (cut ? ('PARTIAL' as const) : null) };
  });
  return {
    type: comparison,
    values: buckets.map((b) => values.get(b.key)?.value ?? null),
    buckets: shown,
    currentSpan,
    comparedSpan: envelope(shown.map((t) => t.span)),
    partial,
    coverage,
  };
}

/** A single figure over a period (KPIs, table, report): its total, coverage and cut. */
export interface PeriodFigure {
  value: number | null;
  coverage: Coverage;
  dataUntil: Date | null;
  cut: Date | null;
  /** The part of the period its comparisons are over: within the tenancy, up to the cut. */
  currentSpan: Period | null;
}

export async function periodFigure(
  db: Db,
  scope: Scope,
  meters: MeterSpan[],
  req: SeriesRequest,
  period: Period,
  now: Date,
  divisor = 1,
  pre?: Prefetched,
): Promise<PeriodFigure> {
  const t = (await seriesDetail(db, scope, req, period, 'TOTAL', divisor, pre)).get('total');
  const dataUntil = t ? new Date(t.newest + HOUR_MS) : null;
  const cut = cutOf(period, scope, dataUntil, now);
  const within = clampSpan(period, scope.notBefore, scope.notAfter);
  return {
    value: t?.value ?? null,
    coverage: coverageOf(period, dueSpan(period, scope, now), t?.readings ?? 0, meters),
    dataUntil,
    cut,
    currentSpan: within && cut ? clampSpan(within, null, cut) : within,
  };
}

/**
 * The total of the compared time of a period: the sum of its buckets' twins at the period's own
 * calendar unit (`naturalResolution`), so that it agrees with a graph at that resolution; only the
 * same part when the period is cut. `span` is the compared time used (within the tenancy).
 */
export async function comparedTotal(
  db: Db,
  scope: Scope,
  req: SeriesRequest,
  period: Period,
  shift: Shift,
  cut: Date | null,
  pre?: Prefetched,
): Promise<{ value: number | null; span: Period | null }> {
  const spans = mergeSpans(comparedSpans(period, shift, cut).map((s) => clampSpan(s, scope.notBefore, scope.notAfter)));
  if (spans.length === 0) return { value: null, span: null };
  const detail = await spanDetail(
    db,
    scope,
    req,
    spans.map((s) => ({ key: 'total', ...s })),
    1,
    pre,
  );
  return { value: detail.get('total')?.value ?? null, span: envelope(spans) };
}

const comparedSpansMemo = new Map<string, Period[]>();

/**
 * The compared time of a period's total (see `comparedTotal`), before the tenancy is applied. A KPI
 * asks for it twice (for the statement that checks the ownership, then for the figure), and the
 * dashboards of a day ask for the same periods: the calendar work (a year is 365 buckets' twins) is
 * done once per period, shift and cut (at most 1000 kept). Read only.
 */
export function comparedSpans(period: Period, shift: Shift, cut: Date | null): readonly Period[] {
  const key = `${period.begin.getTime()}|${period.end.getTime()}|${shift}|${cut?.getTime() ?? ''}`;
  let spans = comparedSpansMemo.get(key);
  if (!spans) {
    const resolution = naturalResolution(period);
    const buckets = bucketsOf(period, resolution, Number.MAX_SAFE_INTEGER);
    spans = mergeSpans(twinsOf(period, resolution, buckets, shift, cut).map((t) => t.span));
    if (comparedSpansMemo.size >= 1000) comparedSpansMemo.clear();
    comparedSpansMemo.set(key, spans);
  }
  return spans;
}

/** The property's total over the same time as the unit's figure (`currentSpan`), per unit or per m². */
export async function propertyTotal(
  db: Db,
  scope: Scope,
  req: SeriesRequest,
  currentSpan: Period | null,
  pre?: Prefetched,
): Promise<number | null> {
  if (!currentSpan) return null;
  const { scope: ps, units } = await propertyScope(db, scope, req.quantity, pre);
  const detail = await spanDetail(db, ps, req, [{ key: 'total', ...currentSpan }], req.normalized ? 1 : units, pre);
  return detail.get('total')?.value ?? null;
}

export async function total(
  db: Db,
  scope: Scope,
  req: SeriesRequest,
  period: Period,
  divisor = 1,
): Promise<number | null> {
  const values = await seriesValues(db, scope, req, period, 'TOTAL', divisor);
  return values.get('total') ?? null;
}

/** A local Copenhagen time stamp for the schema (JSDate). */
export function localStamp(date: Date | null): string | null {
  return date ? formatLocal(date) : null;
}

/** A span as the schema's `TimeSpan`. */
export function timeSpan(span: Period | null): { begin: string; end: string } | null {
  return span ? { begin: formatLocal(span.begin), end: formatLocal(span.end) } : null;
}

/**
 * Today's electricity tariffs of the tenancy's property and what the tenancy's electricity cost by
 * them: in the latest hour with a reading and today so far. Usage only within the tenancy (none once
 * it has ended); the tariffs are the property's.
 */
export async function costEstimate(ctx: RequestContext, user: UserRow, tenancyId: string) {
  const t = await requireTenancy(ctx, user, tenancyId);
  const today = dateAt(new Date());
  const begin = startOfDayInstant(today);
  const end = new Date(begin.getTime() + 25 * 3600_000);
  const { notBefore, notAfter } = tenancyPeriod(t);
  const own = clampPeriod({ begin, end }, notBefore, notAfter);
  const tariffs = await electricityTariffs(ctx.db, t.property.id, t.property.price_area, today, begin, end);
  const usage = await hourlyElectricity(ctx.db, t.unit_id, own.begin, own.end);
  const price = new Map(tariffs.map((r) => [r.ts.getTime(), r.price]));
  const latest = usage[usage.length - 1];
  const costToday = usage.reduce((acc, u) => acc + u.value * (price.get(u.ts.getTime()) ?? 0), 0);
  const r2 = (v: number) => Math.round(v * 100) / 100;
  return {
    currency: t.property.currency,
    priceArea: t.property.price_area,
    tariffs: tariffs.map((r) => ({ hour: formatLocal(r.ts), tariff: Math.round(r.price * 10000) / 10000 })),
    latestHour: latest ? formatLocal(latest.ts) : null,
    latestConsumption: latest ? Math.round(latest.value * 1000) / 1000 : null,
    estimatedCostLatestHour: latest ? r2(latest.value * (price.get(latest.ts.getTime()) ?? 0)) : null,
    estimatedCostToday: usage.length ? r2(costToday) : null,
  };
}
