// Rules of the consumption views: buckets of a period, comparisons, normalisation, cost and CO2.
import type { Db } from '../db/database.ts';
import { badInput } from '../errors.ts';
import {
  addDays,
  addMonths,
  daysBetween,
  formatLocal,
  instantOfDate,
  localDate,
  parseDateTime,
  startOfHour,
} from '../time.ts';
import {
  type AggregateQuery,
  type Bucketing,
  type FusedAggregate,
  type FusedAggregateColumn,
  type Mode,
  type PropertyMeters,
  aggregate,
  co2Factor,
  fusedValues,
  propertyMeters,
  summarizePropertyMeters,
} from './consumption.repository.ts';
import { isAveraged } from './quantities.ts';

export type Resolution = 'HOUR' | 'DAY' | 'WEEK' | 'MONTH' | 'YEAR';
export type Comparison = 'previous-period' | 'previous-year' | 'property-average';

export interface Period {
  begin: Date;
  end: Date;
}

export interface Bucket {
  key: string;
  label: string;
}

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
  if (daysBetween(periodBegin, periodEnd) > 366 * 10) throw badInput('Period too long', 'periodEnd');
  return { begin: instantOfDate(periodBegin), end: instantOfDate(addDays(periodEnd, 1)) };
}

const APPROX_MS: Record<Resolution, number> = {
  HOUR: 3600_000,
  DAY: 82_800_000,
  WEEK: 7 * 82_800_000,
  MONTH: 28 * 82_800_000,
  YEAR: 365 * 82_800_000,
};

function nextLocal(date: string, resolution: Exclude<Resolution, 'HOUR'>): string {
  switch (resolution) {
    case 'DAY':
      return addDays(date, 1);
    case 'WEEK':
      return addDays(date, 7);
    case 'MONTH':
      return addMonths(date, 1);
    case 'YEAR':
      return addMonths(date, 12);
  }
}

function truncLocal(date: string, resolution: Exclude<Resolution, 'HOUR'>): string {
  switch (resolution) {
    case 'DAY':
      return date;
    case 'WEEK': {
      const dow = new Date(`${date}T00:00:00Z`).getUTCDay(); // 0 = Sunday
      return addDays(date, -((dow + 6) % 7));
    }
    case 'MONTH':
      return `${date.slice(0, 7)}-01`;
    case 'YEAR':
      return `${date.slice(0, 4)}-01-01`;
  }
}

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
  let d = truncLocal(localDate(period.begin), resolution);
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
    d = nextLocal(d, resolution);
  }
  return out;
}

const pad2 = (n: number) => (n < 10 ? `0${n}` : String(n));

/** 'YYYY-MM-DD' of a UTC instant (the same text as toISOString for years 1000–9999). */
function utcDate(t: number): string {
  const date = new Date(t);
  return `${String(date.getUTCFullYear()).padStart(4, '0')}-${pad2(date.getUTCMonth() + 1)}-${pad2(date.getUTCDate())}`;
}

function isLocalMidnight(date: Date): boolean {
  return formatLocal(date).endsWith('T00:00:00');
}

/** The compared period: shifted by whole months when the period is month-aligned, else by days. */
export function shiftPeriod(period: Period, comparison: 'previous-period' | 'previous-year'): Period {
  const aligned = isLocalMidnight(period.begin) && isLocalMidnight(period.end);
  if (!aligned) {
    const ms = comparison === 'previous-year' ? 365 * 86_400_000 : period.end.getTime() - period.begin.getTime();
    return { begin: new Date(period.begin.getTime() - ms), end: new Date(period.end.getTime() - ms) };
  }
  const b = localDate(period.begin);
  const e = localDate(period.end);
  if (comparison === 'previous-year') {
    return { begin: instantOfDate(addMonths(b, -12)), end: instantOfDate(addMonths(e, -12)) };
  }
  if (b.endsWith('-01') && e.endsWith('-01')) {
    const months = (Number(e.slice(0, 4)) - Number(b.slice(0, 4))) * 12 + Number(e.slice(5, 7)) - Number(b.slice(5, 7));
    return { begin: instantOfDate(addMonths(b, -months)), end: instantOfDate(b) };
  }
  const days = daysBetween(b, e);
  return { begin: instantOfDate(addDays(b, -days)), end: instantOfDate(b) };
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

/**
 * Answers read beforehand in the statement that checked the ownership (see `fusedAggregate`). An
 * answer is used only for the exact question it was read for: same quantity and resolution, and the
 * same meters, first and last instant as the service would ask the database for itself; anything
 * else goes to the database as before.
 */
export class Prefetched {
  readonly #aggregates = new Map<
    string,
    Array<{ ids: number[]; begin: number; end: number; values: Map<string, number> }>
  >();
  readonly #propertyMeters = new Map<string, PropertyMeters>();

  static #key(quantity: string, bucketing: Bucketing): string {
    return `${quantity}|${bucketing}`;
  }

  addAggregate(a: FusedAggregate, column: FusedAggregateColumn): void {
    const key = Prefetched.#key(a.quantity, a.bucketing);
    const list = this.#aggregates.get(key) ?? [];
    list.push({
      ids: column[0],
      begin: Date.parse(column[1]),
      end: Date.parse(column[3]),
      values: fusedValues(column),
    });
    this.#aggregates.set(key, list);
  }

  addPropertyMeters(propertyId: number, quantity: string, rows: Array<[number, number, number]>): void {
    const summary = summarizePropertyMeters(rows.map(([id, unit_id, size_m2]) => ({ id, unit_id, size_m2 })));
    this.#propertyMeters.set(`${propertyId}|${quantity}`, summary);
  }

  aggregate(q: AggregateQuery): Map<string, number> | undefined {
    if (q.mode !== 'HOURLY_VALUES' && q.mode !== 'CO2') return undefined;
    const list = this.#aggregates.get(Prefetched.#key(q.quantity, q.bucketing));
    // Read only (seriesValues derives its own map from it), so one answer may serve two series.
    return list?.find((a) => a.begin === q.begin.getTime() && a.end === q.end.getTime() && sameIds(a.ids, q.meterIds))
      ?.values;
  }

  propertyMeters(propertyId: number, quantity: string): PropertyMeters | undefined {
    const p = this.#propertyMeters.get(`${propertyId}|${quantity}`);
    return p ? { ...p, meterIds: [...p.meterIds] } : undefined;
  }
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
  const raw = pre?.aggregate(q) ?? (await aggregate(db, q));
  let factor = 1;
  if (req.mode === 'CO2') factor = (await co2Factor(db, scope.propertyId, req.quantity)) ?? 0;
  const averaged = isAveraged(req.quantity);
  const div = !averaged && req.normalized && scope.area > 0 ? scope.area : 1;
  const d = averaged ? 1 : divisor;
  const out = new Map<string, number>();
  for (const [k, v] of raw) out.set(k, round((v * factor) / div / d));
  return out;
}

/** Whether a mode applies to a quantity (no cost of a temperature, no CO2 without a factor). */
export async function modeApplies(db: Db, propertyId: number, quantity: string, mode: Mode): Promise<boolean> {
  if (mode === 'HOURLY_VALUES') return true;
  if (isAveraged(quantity)) return false;
  if (mode === 'CO2') return (await co2Factor(db, propertyId, quantity)) !== null;
  return true;
}

export async function propertyScope(
  db: Db,
  scope: Scope,
  quantity: string,
  pre?: Prefetched,
): Promise<{ scope: Scope; units: number }> {
  const p = pre?.propertyMeters(scope.propertyId, quantity) ?? (await propertyMeters(db, scope.propertyId, quantity));
  return {
    scope: { ...scope, meterIds: p.meterIds, area: p.area, notBefore: null, notAfter: null },
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

/** Values of a compared period, index-aligned with the requested buckets. */
export async function comparisonValues(
  db: Db,
  scope: Scope,
  req: SeriesRequest,
  period: Period,
  resolution: Resolution,
  buckets: Bucket[],
  comparison: Comparison,
  maxBuckets: number,
  pre?: Prefetched,
): Promise<Array<number | null>> {
  if (comparison === 'property-average') {
    const { scope: ps, units } = await propertyScope(db, scope, req.quantity, pre);
    const values = await seriesValues(db, ps, req, period, resolution, req.normalized ? 1 : units, pre);
    return align(buckets, values);
  }
  const shifted = shiftPeriod(period, comparison);
  const shiftedBuckets = bucketsOf(shifted, resolution, maxBuckets * 2);
  const values = await seriesValues(db, scope, req, shifted, resolution, 1, pre);
  return buckets.map((_, i) => {
    const b = shiftedBuckets[i];
    return b ? (values.get(b.key) ?? null) : null;
  });
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
