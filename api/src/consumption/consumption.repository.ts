// SQL only: every aggregation of readings, bucketed in Europe/Copenhagen time. Whole Copenhagen days
// are read from the day rollups (meter_days, property_days: docs/decisions/0035), the hours of a
// span's partial first and last day from the hourly readings; hour buckets, and the cost of
// electricity (an hourly spot price), from the hourly readings alone.
import { type RawBuilder, sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { addDays, dateAt, isAveraged, startOfDayInstant } from '@portal/domain';

export type Bucketing = 'HOUR' | 'DAY' | 'WEEK' | 'MONTH' | 'YEAR' | 'TOTAL' | 'METER';
export type Mode = 'HOURLY_VALUES' | 'COST' | 'CO2';

export interface AggregateQuery {
  meterIds: number[];
  quantity: string;
  begin: Date;
  end: Date;
  bucketing: Bucketing;
  /** COST multiplies each hour by its price; CO2 and HOURLY_VALUES aggregate the values. */
  mode: Mode;
  propertyId: number;
  priceArea: string;
}

/**
 * What a bucket's readings come to: the sum or mean (v), the number of hourly readings (n) and the
 * newest reading's hour in epoch seconds (l; 0 when not known, as for a property's rollup).
 */
export interface BucketAggregate {
  v: number;
  n: number;
  l: number;
}

type AggregateRow = {
  k: string | number;
  v: number | string | null;
  n?: number | string | null;
  l?: number | string | null;
};

/** The aggregate columns of hourly readings `r`: value, count of readings, newest reading (epoch seconds). */
function aggregateColumns(value: RawBuilder<unknown>) {
  return sql`${value} as v, count(*)::int as n, extract(epoch from max(r.ts))::float8 as l`;
}

/** The Copenhagen date of an instant. */
const copenhagenDay = (instant: RawBuilder<unknown>) => sql`(${instant} at time zone 'Europe/Copenhagen')::date`;

/** The property's price of a quantity in force on `day` (a date column), joined as `qp`. */
function dayPrice(propertyId: unknown, quantity: unknown, day: RawBuilder<unknown>) {
  return sql`left join quantity_prices qp on qp.property_id = ${propertyId} and qp.quantity = ${quantity}
    and ${day} >= qp.valid_from and (qp.valid_to is null or ${day} <= qp.valid_to)`;
}

/**
 * The property's price of a quantity in force on the Copenhagen day of `instant` (an hour), joined as
 * `qp`. The day is converted once per row (`pd`, behind `offset 0`, which keeps the planner from
 * writing the conversion back into the join's condition, where it ran twice for each of the
 * property's price rows: about a quarter of a month of electricity's cost on PGlite).
 */
function hourPrice(propertyId: unknown, quantity: unknown, instant: RawBuilder<unknown>) {
  return sql`cross join lateral (select ${copenhagenDay(instant)} as day offset 0) pd
    ${dayPrice(propertyId, quantity, sql`pd.day`)}`;
}

/** Electricity's quantity, written into its statements as a literal (as they always were). */
const ELECTRICITY = sql.lit('electricity-energy');

/**
 * Hour buckets (keys: UTC epoch seconds of the hour) of hourly readings, rows (k, v, n, l): their sum,
 * their mean, or their cost at the property's price of the hour's Copenhagen day (as `measured`).
 */
function hourlyReadings(measure: Measure, ids: RawBuilder<unknown>, begin: unknown, end: unknown) {
  const [agg, join] =
    measure.kind === 'cost'
      ? [
          sql`sum(r.value::numeric * coalesce(qp.price, 0)::numeric)::float8`,
          hourPrice(measure.propertyId, measure.quantity, sql`r.ts`),
        ]
      : [measure.kind === 'avg' ? sql`avg(r.value)` : sql`sum(r.value)`, sql``];
  return sql<AggregateRow>`
    select extract(epoch from r.ts)::bigint as k, ${aggregateColumns(agg)}
    from readings r
    ${join}
    where r.meter_id = any(${ids}) and r.ts >= ${begin} and r.ts < ${end}
    group by r.ts`;
}

/**
 * [begin, end) cut where the rollups take over: the whole Copenhagen days [d0, d1) (local dates; none
 * when d0 = d1) and the hours before and after them, [begin, h0) and [h1, end). Local midnight is
 * never inside a daylight-saving change, so a date's midnight is one instant. Computed here, so that
 * a statement does no time-zone arithmetic per span.
 */
export interface DayCut {
  d0: string;
  d1: string;
  h0: Date;
  h1: Date;
}

export function dayCut(begin: Date, end: Date): DayCut {
  const first = dateAt(begin);
  const d0 = startOfDayInstant(first).getTime() === begin.getTime() ? first : addDays(first, 1);
  const d1 = dateAt(end);
  if (end > begin && d0 < d1) return { d0, d1, h0: startOfDayInstant(d0), h1: startOfDayInstant(d1) };
  return { d0, d1: d0, h0: end, h1: end };
}

/** A span's or a period's bounds in SQL: [s, e) and its `DayCut` (d0, d1, h0, h1). */
interface Cut {
  s: RawBuilder<unknown>;
  e: RawBuilder<unknown>;
  d0: RawBuilder<unknown>;
  d1: RawBuilder<unknown>;
  h0: RawBuilder<unknown>;
  h1: RawBuilder<unknown>;
}

/** A `Cut` of parameters (or of fused statement slots). */
function cutOf(s: unknown, e: unknown, cut: { d0: unknown; d1: unknown; h0: unknown; h1: unknown }): Cut {
  return {
    s: sql`${s}::timestamptz`,
    e: sql`${e}::timestamptz`,
    d0: sql`${cut.d0}::date`,
    d1: sql`${cut.d1}::date`,
    h0: sql`${cut.h0}::timestamptz`,
    h1: sql`${cut.h1}::timestamptz`,
  };
}

/** The `Cut` of the span list's row `b` (`spanRows`). */
const SPAN: Cut = { s: sql`b.s`, e: sql`b.e`, d0: sql`b.d0`, d1: sql`b.d1`, h0: sql`b.h0`, h1: sql`b.h1` };

/**
 * Where a statement's figures must lie: [lo, hi) as instants, and the same as Copenhagen dates [loDay,
 * hiDay) (the tenancy: its bounds are local midnights). All null: no bound.
 */
interface Bounds {
  lo: RawBuilder<unknown>;
  hi: RawBuilder<unknown>;
  loDay: RawBuilder<unknown>;
  hiDay: RawBuilder<unknown>;
}

const UNBOUNDED: Bounds = {
  lo: sql`null::timestamptz`,
  hi: sql`null::timestamptz`,
  loDay: sql`null::date`,
  hiDay: sql`null::date`,
};

/** Spans with their cuts as the arrays the statements take (instants as ISO text: the same for pg and PGlite). */
export function spanArrays(
  spans: ReadonlyArray<KeyedSpan>,
): [string[], string[], string[], string[], string[], string[], string[]] {
  const cuts = spans.map((x) => dayCut(x.begin, x.end));
  return [
    spans.map((x) => x.key),
    spans.map((x) => x.begin.toISOString()),
    spans.map((x) => x.end.toISOString()),
    cuts.map((c) => c.d0),
    cuts.map((c) => c.d1),
    cuts.map((c) => c.h0.toISOString()),
    cuts.map((c) => c.h1.toISOString()),
  ];
}

/** The arrays of `spanArrays` as the rows `b` of a span list. */
function spanRows(arrays: ReadonlyArray<unknown>) {
  const [k, s, e, d0, d1, h0, h1] = arrays;
  return sql`unnest(${k}::text[], ${s}::timestamptz[], ${e}::timestamptz[], ${d0}::date[], ${d1}::date[],
    ${h0}::timestamptz[], ${h1}::timestamptz[]) as b(k, s, e, d0, d1, h0, h1)`;
}

/**
 * Where an aggregate reads: meters (ids, an int[] expression) with their day rollups, or all the
 * meters of a property's units of a quantity (ids for their hours; property_days for whole days).
 */
type Source = { ids: RawBuilder<unknown>; property?: { id: unknown; quantity: unknown } };

/**
 * The rows (meter, day, t, n, l) of a cut within bounds: the rollup's whole days of the source and
 * its readings in the hours before and after them; t is numeric, day the Copenhagen date of the row.
 */
function partRows(source: Source, c: Cut, bounds: Bounds): RawBuilder<unknown> {
  const from = sql`greatest(${c.d0}, ${bounds.loDay})`;
  const to = sql`least(${c.d1}, ${bounds.hiDay})`;
  const days = source.property
    ? sql`select null::int as meter, p.day, p.total as t, p.readings as n, null::timestamptz as l
        from property_days p
        where p.property_id = ${source.property.id} and p.quantity = ${source.property.quantity}
          and p.day >= ${from} and p.day < ${to}`
    : sql`select d.meter_id as meter, d.day, d.total as t, d.readings as n, d.last_ts as l
        from meter_days d
        where d.meter_id = any(${source.ids}) and d.day >= ${from} and d.day < ${to}`;
  return sql`${days}
    union all
    select r.meter_id, (r.ts at time zone 'Europe/Copenhagen')::date, r.value::numeric, 1, r.ts
    from (values (greatest(${c.s}, ${bounds.lo}), least(${c.h0}, ${bounds.hi})),
      (greatest(${c.h1}, ${bounds.lo}), least(${c.e}, ${bounds.hi}))) h(a, z)
    inner join readings r on r.meter_id = any(${source.ids}) and r.ts >= h.a and r.ts < h.z
    where h.a < h.z`;
}

/** How the rows of a bucket add up: a sum, a mean over the hours, or a cost (an amount × its day's price). */
type Measure = { kind: 'sum' | 'avg' } | { kind: 'cost'; propertyId: unknown; quantity: unknown };

function measureOf(q: { mode: Mode; quantity: string; propertyId: number }): Measure {
  if (q.mode === 'COST') return { kind: 'cost', propertyId: q.propertyId, quantity: q.quantity };
  return { kind: isAveraged(q.quantity) ? 'avg' : 'sum' };
}

function measured(measure: Measure): { value: RawBuilder<unknown>; join: RawBuilder<unknown> } {
  if (measure.kind !== 'cost') {
    const value = measure.kind === 'avg' ? sql`(sum(g.t) / sum(g.n))::float8` : sql`sum(g.t)::float8`;
    return { value, join: sql`` };
  }
  // The property's price in force on the day (as before: each hour's Copenhagen date).
  return {
    value: sql`sum(g.t * coalesce(qp.price, 0)::numeric)::float8`,
    join: dayPrice(measure.propertyId, measure.quantity, sql`g.day`),
  };
}

/** The group of a row (g) for a bucketing: its day or the first day of its week, month or year, the meter, or all. */
function groupKey(bucketing: Exclude<Bucketing, 'HOUR'>): RawBuilder<unknown> {
  switch (bucketing) {
    case 'TOTAL':
      return sql`'total'`;
    case 'METER':
      return sql`g.meter`;
    case 'DAY':
      return sql`g.day`;
    default:
      return sql`date_trunc(${sql.lit(bucketing.toLowerCase())}, g.day::timestamp)::date`;
  }
}

/** Calendar buckets (or TOTAL, METER) of a period's cut within bounds, from the rollups: rows (k, v, n, l). */
function rolledUp(
  bucketing: Exclude<Bucketing, 'HOUR'>,
  measure: Measure,
  source: Source,
  c: Cut,
  bounds: Bounds,
): RawBuilder<AggregateRow> {
  const m = measured(measure);
  const calendar = bucketing !== 'TOTAL' && bucketing !== 'METER';
  // Calendar keys are formatted once per bucket, after grouping.
  return sql<AggregateRow>`
    select ${calendar ? sql`to_char(x.k::timestamp, 'YYYY-MM-DD')` : sql`x.k`} as k, x.v, x.n, x.l from (
      select ${groupKey(bucketing)} as k, ${m.value} as v, sum(g.n)::int as n, extract(epoch from max(g.l))::float8 as l
      from (${partRows(source, c, bounds)}) g
      ${m.join}
      group by 1) x`;
}

/**
 * The same per key over a list of spans (`spanRows`): a bucket's compared time is any span (the ISO
 * week of the previous ISO year, the same date, the same part of a month), so spans are joined rather
 * than grouped by the calendar. Each span is clamped to the bounds; the spans of one key add up.
 */
function rolledUpSpans(
  measure: Measure,
  source: Source,
  spans: RawBuilder<unknown>,
  bounds: Bounds,
): RawBuilder<AggregateRow> {
  const m = measured(measure);
  return sql<AggregateRow>`
    select b.k, ${m.value} as v, sum(g.n)::int as n, extract(epoch from max(g.l))::float8 as l
    from ${spans}
    cross join lateral (${partRows(source, SPAN, bounds)}) g
    ${m.join}
    group by b.k`;
}

function toDetail(rows: AggregateRow[]): Map<string, BucketAggregate> {
  const out = new Map<string, BucketAggregate>();
  for (const row of rows) {
    if (row.v === null) continue;
    out.set(String(row.k), { v: Number(row.v), n: Number(row.n ?? 0), l: Number(row.l ?? 0) });
  }
  return out;
}

export function valuesOf(detail: Map<string, BucketAggregate>): Map<string, number> {
  const out = new Map<string, number>();
  for (const [k, a] of detail) out.set(k, a.v);
  return out;
}

/**
 * Electricity's cost per `key` of `hours` (rows ts, value, n and the key's columns: the readings of
 * [from, to) added up per hour, see `readingHours` and `spanHours`): each hour's consumption times its
 * spot price plus the property's tariff that day, with the count of readings (n) and the newest hour.
 * The meters of an hour share its price, so the readings are added up before the prices are joined: a
 * property's month is then 720 conversions to a Copenhagen date and price look-ups, not one per
 * reading, and the spot prices are read within [from, to) only (unbounded, the planner hashed all of
 * the area's years of prices: 40-50 ms of a 6 ms statement on PGlite).
 */
function electricityCost(
  key: RawBuilder<unknown>,
  hours: RawBuilder<unknown>,
  prices: { propertyId: unknown; priceArea: unknown },
  from: unknown,
  to: unknown,
): RawBuilder<AggregateRow> {
  return sql<AggregateRow>`
    select ${key} as k, sum(r.value * (coalesce(sp.price, 0) + coalesce(qp.price, 0))) as v, sum(r.n)::int as n,
      extract(epoch from max(r.ts))::float8 as l
    from (${hours}) r
    left join spot_prices sp on sp.area = ${prices.priceArea} and sp.ts = r.ts
      and sp.ts >= ${from}::timestamptz and sp.ts < ${to}::timestamptz
    ${hourPrice(prices.propertyId, ELECTRICITY, sql`r.ts`)}
    group by 1`;
}

/** The meters' readings of [begin, end) added up per hour (and per meter, for METER), for `electricityCost`. */
function readingHours(bucketing: Bucketing, ids: unknown, begin: unknown, end: unknown) {
  const meter = bucketing === 'METER' ? sql`r.meter_id,` : sql``;
  return sql`select ${meter} r.ts, sum(r.value) as value, count(*) as n from readings r
    where r.meter_id = any(${ids}) and r.ts >= ${begin} and r.ts < ${end}
    group by ${meter} r.ts`;
}

/** From the first span's begin to the last one's end (nulls without spans): electricity's prices' bounds. */
function spansTime(spans: ReadonlyArray<KeyedSpan>): [Date, Date] | [null, null] {
  if (spans.length === 0) return [null, null];
  return [
    new Date(Math.min(...spans.map((x) => x.begin.getTime()))),
    new Date(Math.max(...spans.map((x) => x.end.getTime()))),
  ];
}

/**
 * The meters' readings in each span of `spans` (rows b) added up per key and hour, for
 * `electricityCost`; with `bounds`, each span clamped to [lo, hi) (hi null: no end).
 */
function spanHours(spans: RawBuilder<unknown>, ids: unknown, bounds?: { lo: unknown; hi: unknown }) {
  const [from, to] = bounds ? [sql`greatest(b.s, ${bounds.lo})`, sql`least(b.e, ${bounds.hi})`] : [sql`b.s`, sql`b.e`];
  return sql`select b.k, r.ts, sum(r.value) as value, count(*) as n from ${spans}
    inner join readings r on r.meter_id = any(${ids}) and r.ts >= ${from} and r.ts < ${to}
    group by b.k, r.ts`;
}

const hourlyCost = (q: { mode: Mode; quantity: string }) => q.mode === 'COST' && q.quantity === 'electricity-energy';

/** A quantity whose cost is its day's consumption × the property's price of the day (not an hour's spot price). */
const pricedByDay = (quantity: string) => quantity !== 'electricity-energy' && !isAveraged(quantity);

/** Calendar keys of electricity's hourly cost: local dates truncated to the bucket's unit. */
function hourlyKey(bucketing: Bucketing): RawBuilder<unknown> {
  switch (bucketing) {
    case 'HOUR':
      return sql`extract(epoch from r.ts)::bigint`;
    case 'TOTAL':
      return sql`'total'`;
    case 'METER':
      return sql`r.meter_id`;
    default:
      return sql`to_char(date_trunc(${sql.lit(bucketing.toLowerCase())}, r.ts at time zone 'Europe/Copenhagen'), 'YYYY-MM-DD')`;
  }
}

/** One value per bucket key: HOUR keys are UTC epoch seconds, calendar keys local 'YYYY-MM-DD'. */
export async function aggregate(db: Db, q: AggregateQuery): Promise<Map<string, number>> {
  return valuesOf(await aggregateDetail(db, q));
}

/** `aggregate` with each bucket's count of readings and newest reading. */
export async function aggregateDetail(db: Db, q: AggregateQuery): Promise<Map<string, BucketAggregate>> {
  if (q.meterIds.length === 0 || q.end <= q.begin) return new Map();
  const ids = sql`${q.meterIds}::int[]`;
  let query: RawBuilder<AggregateRow>;
  if (hourlyCost(q)) {
    const hours = readingHours(q.bucketing, ids, q.begin, q.end);
    query = electricityCost(hourlyKey(q.bucketing), hours, q, q.begin, q.end);
  } else if (q.bucketing === 'HOUR') {
    query = hourlyReadings(measureOf(q), ids, q.begin, q.end);
  } else {
    const c = cutOf(q.begin, q.end, dayCut(q.begin, q.end));
    query = rolledUp(q.bucketing, measureOf(q), { ids }, c, UNBOUNDED);
  }
  return toDetail((await query.execute(db)).rows);
}

/** A span of a `RangeQuery`: the readings in [begin, end) count for `key`. */
export interface KeyedSpan {
  key: string;
  begin: Date;
  end: Date;
}

/** An aggregate over arbitrary spans (compared times), each clamped to [notBefore, notAfter). */
export interface RangeQuery {
  meterIds: number[];
  quantity: string;
  mode: Mode;
  propertyId: number;
  priceArea: string;
  spans: KeyedSpan[];
  notBefore: Date | null;
  notAfter: Date | null;
  /** `meterIds` are all the meters of the property's units of the quantity: its day rollup applies. */
  wholeProperty?: boolean;
}

export async function rangeAggregate(db: Db, q: RangeQuery): Promise<Map<string, BucketAggregate>> {
  // Clamped here, to any bounds; the statement then reads each span as it is.
  const spans: KeyedSpan[] = [];
  for (const x of q.spans) {
    const begin = q.notBefore && q.notBefore > x.begin ? q.notBefore : x.begin;
    const end = q.notAfter && q.notAfter < x.end ? q.notAfter : x.end;
    if (end > begin) spans.push({ key: x.key, begin, end });
  }
  if (q.meterIds.length === 0 || spans.length === 0) return new Map();
  const ids = sql`${q.meterIds}::int[]`;
  const rowsOf = spanRows(spanArrays(spans));
  let query: RawBuilder<AggregateRow>;
  if (hourlyCost(q)) {
    const [from, to] = spansTime(spans);
    query = electricityCost(sql`r.k`, spanHours(rowsOf, ids), q, from, to);
  } else {
    const source: Source = q.wholeProperty ? { ids, property: { id: q.propertyId, quantity: q.quantity } } : { ids };
    query = rolledUpSpans(measureOf(q), source, rowsOf, UNBOUNDED);
  }
  return toDetail((await query.execute(db)).rows);
}

/**
 * A column computed in the statement that checks the ownership of a unit (see
 * `requireOwnedObjectWith`). That statement is compiled once per shape: `build` writes the SQL with
 * `param(i)` in the place of `values[i]`, and everything else in the SQL text must follow from `shape`.
 */
export interface FusedColumn {
  shape: string;
  values: unknown[];
  build(param: (i: number) => unknown): RawBuilder<unknown>;
}

/** SQL references to the owned unit's row for fused columns. */
export interface FusedRefs {
  unitId: RawBuilder<unknown>;
  propertyId: RawBuilder<unknown>;
  /** The property's spot price area (electricity's cost). */
  priceArea: RawBuilder<unknown>;
  /** The start of the caller's data (the tenancy's start), as Scope.notBefore. */
  notBefore: RawBuilder<unknown>;
  /** Its end (after the tenancy's last day), or null, as Scope.notAfter. */
  notAfter: RawBuilder<unknown>;
  /** The same as Copenhagen dates: the tenancy's first day, and the day after its last (or null). */
  firstDay: RawBuilder<unknown>;
  dayAfter: RawBuilder<unknown>;
  /** Whether the meter `m` is one of the owned unit's meters in place during the tenancy. */
  meterInTenancy: RawBuilder<boolean>;
}

/**
 * A readings aggregate of the owned unit's meters of the tenancy (HOURLY_VALUES or CO2 sums, or a
 * cost priced by day: the SQL of `aggregate`) read with the ownership check, so that both are one
 * round trip; it lies within [`notBefore`, `notAfter`). The column is [meter ids, first instant,
 * [[key, value, readings, newest], ...], end instant], so that the caller can use it only for the very
 * question it answers.
 */
export interface FusedAggregate {
  meters: 'unit';
  quantity: string;
  begin: Date;
  end: Date;
  bucketing: Bucketing;
  /**
   * The cost (COST) instead: at the property's price of each day, or electricity's at each hour's spot
   * price (`electricityCost`).
   */
  cost?: boolean;
}

/** What a fused column adds up: the quantity (a sum or a mean), its cost at day prices or at hourly ones. */
function fusedMeasureName(a: { quantity: string; cost?: boolean }): 'sum' | 'avg' | 'cost' | 'hourly cost' {
  if (isAveraged(a.quantity)) {
    if (a.cost) throw new Error(`${a.quantity} has no cost`);
    return 'avg';
  }
  if (!a.cost) return 'sum';
  return pricedByDay(a.quantity) ? 'cost' : 'hourly cost';
}

/** The owned unit's property as electricity's prices are read for it. */
const fusedPrices = (on: FusedRefs) => ({ propertyId: on.propertyId, priceArea: on.priceArea });

/** A fused column's measure from the rollups: the sum or mean of the quantity, or its cost at day prices. */
function fusedMeasure(name: 'sum' | 'avg' | 'cost', quantity: unknown, on: FusedRefs): Measure {
  return name === 'cost' ? { kind: 'cost', propertyId: on.propertyId, quantity } : { kind: name };
}

type FusedRow = [string | number, number | string | null, number | string | null, number | string | null];

export type FusedAggregateColumn = [number[], string, FusedRow[], string];

/** The meter ids of a fused column: the owned unit's of the tenancy, or the property's. */
function fusedMeterIds(meters: 'unit' | 'property', quantity: unknown, on: FusedRefs) {
  return meters === 'unit'
    ? sql`array(select m.id from meters m
        where m.unit_id = ${on.unitId} and m.quantity = ${quantity} and ${on.meterInTenancy} order by m.id)`
    : sql`array(select m.id from meters m inner join units u on u.id = m.unit_id
        where m.property_id = ${on.propertyId} and m.quantity = ${quantity} order by m.id)`;
}

const rowsJson = (grouped: RawBuilder<unknown>) =>
  sql`(select coalesce(json_agg(json_build_array(x.k, x.v, x.n, x.l)), '[]'::json) from (${grouped}) x)`;

/** The owned unit's tenancy as the bounds of a fused statement's subquery `s` (see `fusedBounds`). */
const FUSED_BOUNDS: Bounds = { lo: sql`s.lo`, hi: sql`s.hi`, loDay: sql`s.lod`, hiDay: sql`s.hid` };

/** The columns of FUSED_BOUNDS, for the select list of `s` (which `offset 0` keeps from being inlined). */
function fusedBounds(on: FusedRefs) {
  return sql`${on.notBefore}::timestamptz as lo, ${on.notAfter}::timestamptz as hi, ${on.firstDay}::date as lod,
    ${on.dayAfter}::date as hid`;
}

export function fusedAggregate(a: FusedAggregate, on: FusedRefs): FusedColumn {
  const measure = fusedMeasureName(a);
  const cut = dayCut(a.begin, a.end);
  const grouped = (param: (i: number) => unknown) => {
    if (measure === 'hourly cost') {
      // the period's own bounds narrow the spot prices read (the tenancy's are within them)
      const hours = readingHours(a.bucketing, sql`s.ids`, sql`s.b`, sql`s.e`);
      return electricityCost(hourlyKey(a.bucketing), hours, fusedPrices(on), param(1), param(2));
    }
    const rows = fusedMeasure(measure, param(0), on);
    if (a.bucketing === 'HOUR') return hourlyReadings(rows, sql`s.ids`, sql`s.b`, sql`s.e`);
    return rolledUp(
      a.bucketing,
      rows,
      { ids: sql`s.ids` },
      cutOf(param(1), param(2), { d0: param(3), d1: param(4), h0: param(5), h1: param(6) }),
      FUSED_BOUNDS,
    );
  };
  return {
    shape: `aggregate ${a.meters} ${a.bucketing} ${measure}`,
    values: [a.quantity, a.begin, a.end, cut.d0, cut.d1, cut.h0, cut.h1],
    build(param) {
      const ids = fusedMeterIds(a.meters, param(0), on);
      // greatest and least pass over a null (a tenancy that runs).
      return sql`(select json_build_array(s.ids, s.b, ${rowsJson(grouped(param))}, s.e)
        from (select ${ids} as ids, greatest(${param(1)}::timestamptz, t.lo) as b,
            least(${param(2)}::timestamptz, t.hi) as e, t.*
          from (select ${fusedBounds(on)} offset 0) t offset 0) s)`;
    },
  };
}

/**
 * A span aggregate (`rangeAggregate`, HOURLY_VALUES or CO2, or a cost priced by day) read with the
 * ownership check: the compared times of a graph or of the KPIs. Both `unit` and `property` spans are
 * clamped to the tenancy (the property average is taken over the same time as the unit's figure). The
 * column is [meter ids, tenancy start, tenancy end or null, [[key, value, readings, newest], ...]].
 */
export interface FusedRanges {
  meters: 'unit' | 'property';
  quantity: string;
  spans: KeyedSpan[];
  /** The cost (COST) instead (see FusedAggregate). */
  cost?: boolean;
}

export type FusedRangesColumn = [number[], string, string | null, FusedRow[]];

export function fusedRanges(a: FusedRanges, on: FusedRefs): FusedColumn {
  const measure = fusedMeasureName(a);
  return {
    shape: `ranges ${a.meters} ${measure}`,
    // electricity's spot prices are read within the spans' time (the tenancy's is within it)
    values: [a.quantity, ...spanArrays(a.spans), ...(measure === 'hourly cost' ? spansTime(a.spans) : [])],
    build(param) {
      const ids = fusedMeterIds(a.meters, param(0), on);
      const spans = spanRows([1, 2, 3, 4, 5, 6, 7].map(param));
      let grouped: RawBuilder<unknown>;
      if (measure === 'hourly cost') {
        // each span clamped to the tenancy (an end of null: it runs), as `rangeAggregate` clamps them
        const hours = spanHours(spans, sql`s.ids`, { lo: sql`s.lo`, hi: sql`s.hi` });
        grouped = electricityCost(sql`r.k`, hours, fusedPrices(on), param(8), param(9));
      } else {
        const source: Source =
          a.meters === 'property'
            ? { ids: sql`s.ids`, property: { id: on.propertyId, quantity: param(0) } }
            : { ids: sql`s.ids` };
        grouped = rolledUpSpans(fusedMeasure(measure, param(0), on), source, spans, FUSED_BOUNDS);
      }
      return sql`(select json_build_array(s.ids, s.lo, s.hi, ${rowsJson(grouped)})
        from (select ${ids} as ids, ${fusedBounds(on)} offset 0) s)`;
    },
  };
}

/** The rows `propertyMeters` reads, as a fused column: [[meter id, unit id, unit area], ...]. */
export function fusedPropertyMeters(quantity: string, on: FusedRefs): FusedColumn {
  return {
    shape: 'property meters',
    values: [quantity],
    build: (param) => sql`(select coalesce(json_agg(json_build_array(m.id, m.unit_id, u.size_m2)), '[]'::json)
      from meters m inner join units u on u.id = m.unit_id
      where m.property_id = ${on.propertyId} and m.quantity = ${param(0)})`,
  };
}

/** The values of a fused column's rows, as `aggregateDetail` returns them. */
export function fusedDetail(rows: FusedRow[]): Map<string, BucketAggregate> {
  return toDetail(rows.map(([k, v, n, l]) => ({ k, v, n, l })));
}

/**
 * A meter's readings added up to the hour starting at `ts` (included), as float8: its whole
 * Copenhagen days before that hour's day from the rollup, that day's hours from the readings. What a
 * counter shows is its initial reading plus this.
 */
export function consumedUpTo(meterId: unknown, ts: RawBuilder<unknown>): RawBuilder<number | null> {
  return sql<number | null>`(
    (select coalesce(sum(d.total), 0) from meter_days d
      where d.meter_id = ${meterId} and d.day < (${ts} at time zone 'Europe/Copenhagen')::date)
    + (select coalesce(sum(r.value::numeric), 0) from readings r
      where r.meter_id = ${meterId}
        and r.ts >= ((${ts} at time zone 'Europe/Copenhagen')::date)::timestamp at time zone 'Europe/Copenhagen'
        and r.ts <= ${ts}))::float8`;
}

export interface MeterRow {
  id: number;
  unit_id: number | null;
  property_id: number;
  number: string;
  quantity: string;
  legacy_kind: string;
  room_name: string | null;
  from_date: string;
  to_date: string | null;
  initial_reading: number;
}

export async function metersOfUnit(db: Db, unitId: number): Promise<MeterRow[]> {
  return db
    .selectFrom('meters')
    .select([
      'id',
      'unit_id',
      'property_id',
      'number',
      'quantity',
      'legacy_kind',
      'room_name',
      'from_date',
      'to_date',
      'initial_reading',
    ])
    .where('unit_id', '=', unitId)
    .orderBy('id')
    .execute();
}

export interface PropertyMeters {
  meterIds: number[];
  units: number;
  area: number;
}

/** Meters of a quantity across a property's units, with the number and floor area of those units. */
export async function propertyMeters(db: Db, propertyId: number, quantity: string): Promise<PropertyMeters> {
  const rows = await db
    .selectFrom('meters')
    .innerJoin('units', 'units.id', 'meters.unit_id')
    .select(['meters.id', 'meters.unit_id', 'units.size_m2'])
    .where('meters.property_id', '=', propertyId)
    .where('meters.quantity', '=', quantity)
    .execute();
  return summarizePropertyMeters(rows);
}

export function summarizePropertyMeters(
  rows: Array<{ id: number; unit_id: number | null; size_m2: number }>,
): PropertyMeters {
  const areas = new Map<number, number>();
  for (const r of rows) if (r.unit_id !== null) areas.set(r.unit_id, r.size_m2);
  return {
    meterIds: rows.map((r) => r.id),
    units: areas.size,
    area: [...areas.values()].reduce((a, b) => a + b, 0),
  };
}

export async function co2Factor(db: Db, propertyId: number, quantity: string): Promise<number | null> {
  const row = await db
    .selectFrom('co2_factors')
    .select('gram_per_unit')
    .where('property_id', '=', propertyId)
    .where('quantity', '=', quantity)
    .executeTakeFirst();
  return row?.gram_per_unit ?? null;
}

/**
 * The electricity tariffs of a Copenhagen day's hours from `begin` to `end`: the spot price of the
 * area plus the property's own electricity price in force that day.
 */
export async function electricityTariffs(
  db: Db,
  propertyId: number,
  priceArea: string,
  day: string,
  begin: Date,
  end: Date,
): Promise<Array<{ ts: Date; price: number }>> {
  return (
    await sql<{ ts: Date; price: number }>`
      select sp.ts, sp.price + coalesce(qp.price, 0) as price
      from spot_prices sp
      ${hourPrice(propertyId, ELECTRICITY, sql`sp.ts`)}
      where sp.area = ${priceArea} and sp.ts >= ${begin} and sp.ts < ${end}
        and ${copenhagenDay(sql`sp.ts`)} = ${day}::date
      order by sp.ts`.execute(db)
  ).rows;
}

/** The unit's electricity use per hour from `begin` to `end`, over all its electricity meters. */
export async function hourlyElectricity(
  db: Db,
  unitId: number,
  begin: Date,
  end: Date,
): Promise<Array<{ ts: Date; value: number }>> {
  return (
    await sql<{ ts: Date; value: number }>`
      select r.ts, sum(r.value) as value from readings r
      join meters m on m.id = r.meter_id
      where m.unit_id = ${unitId} and m.quantity = 'electricity-energy' and r.ts >= ${begin} and r.ts < ${end}
      group by r.ts order by r.ts`.execute(db)
  ).rows;
}
