// SQL only: every aggregation of readings, bucketed in Europe/Copenhagen time.
import { type RawBuilder, sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { isAveraged } from '@portal/domain';

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

function keyExpression(bucketing: Bucketing): RawBuilder<string | number | Date> {
  switch (bucketing) {
    case 'HOUR':
      return sql<number>`r.ts`;
    case 'TOTAL':
      return sql<string>`'total'`;
    case 'METER':
      return sql<number>`r.meter_id`;
    default: {
      const unit = sql.lit(bucketing.toLowerCase());
      return sql<Date>`date_trunc(${unit}, r.ts at time zone 'Europe/Copenhagen')`;
    }
  }
}

/** Grouped rows get their text key after grouping (to_char per bucket, not per reading). */
function outerKey(bucketing: Bucketing): RawBuilder<string | number> {
  switch (bucketing) {
    case 'HOUR':
      return sql<number>`extract(epoch from g.k)::bigint`;
    case 'TOTAL':
    case 'METER':
      return sql<string>`g.k`;
    default:
      return sql<string>`to_char(g.k, 'YYYY-MM-DD')`;
  }
}

/**
 * What a bucket's readings come to: the sum or mean (v), the number of hourly readings (n) and the
 * newest reading's hour in epoch seconds (l), all from the same pass over the readings.
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

/** The aggregate columns of a bucket: value, count of readings, newest reading (epoch seconds). */
function aggregateColumns(value: RawBuilder<unknown>) {
  return sql`${value} as v, count(*)::int as n, extract(epoch from max(r.ts))::float8 as l`;
}

/** A value per bucket: rows (k, v, n, l) with the text or number key of `outerKey`. */
function groupedReadings(
  bucketing: Bucketing,
  averaged: boolean,
  ids: RawBuilder<unknown>,
  begin: unknown,
  end: unknown,
): RawBuilder<AggregateRow> {
  const agg = averaged ? sql`avg(r.value)` : sql`sum(r.value)`;
  return sql`
    select ${outerKey(bucketing)} as k, g.v, g.n, g.l from (
      select ${keyExpression(bucketing)} as k, ${aggregateColumns(agg)}
      from readings r
      where r.meter_id = any(${ids}) and r.ts >= ${begin} and r.ts < ${end}
      group by 1) g`;
}

/** Three arrays (keys, begins, ends) as the rows of a span list. */
function spanRows(keys: unknown, begins: unknown, ends: unknown) {
  return sql`unnest(${keys}::text[], ${begins}::timestamptz[], ${ends}::timestamptz[]) as b(k, s, e)`;
}

/**
 * The same per key over a list of spans: a bucket's compared time is any span (the ISO week of the
 * previous ISO year, the same date, the same part of a month), so spans are joined rather than
 * grouped by a truncated time stamp. Each span is clamped to [lo, hi) (the tenancy; null is open);
 * the spans of one key add up.
 */
function rangedReadings(
  averaged: boolean,
  ids: RawBuilder<unknown>,
  spans: RawBuilder<unknown>,
  lo: unknown,
  hi: unknown,
): RawBuilder<AggregateRow> {
  const agg = averaged ? sql`avg(r.value)` : sql`sum(r.value)`;
  return sql`
    select b.k, ${aggregateColumns(agg)}
    from ${spans}
    inner join readings r on r.meter_id = any(${ids})
      and r.ts >= greatest(b.s, ${lo}::timestamptz) and r.ts < least(b.e, ${hi}::timestamptz)
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

/** COST: each hour's consumption times that hour's price (spot price plus tariff, or the day's price). */
function costTerms(q: { quantity: string; propertyId: number; priceArea: string }) {
  const electricity = q.quantity === 'electricity-energy';
  return {
    value: sql`sum(r.value * (coalesce(sp.price, 0) + coalesce(qp.price, 0)))`,
    joins: sql`
      left join spot_prices sp on ${electricity} and sp.area = ${q.priceArea} and sp.ts = r.ts
      left join quantity_prices qp on qp.property_id = ${q.propertyId} and qp.quantity = ${q.quantity}
        and (r.ts at time zone 'Europe/Copenhagen')::date >= qp.valid_from
        and (qp.valid_to is null or (r.ts at time zone 'Europe/Copenhagen')::date <= qp.valid_to)`,
  };
}

/** One value per bucket key: HOUR keys are UTC epoch seconds, calendar keys local 'YYYY-MM-DD'. */
export async function aggregate(db: Db, q: AggregateQuery): Promise<Map<string, number>> {
  return valuesOf(await aggregateDetail(db, q));
}

/** `aggregate` with each bucket's count of readings and newest reading. */
export async function aggregateDetail(db: Db, q: AggregateQuery): Promise<Map<string, BucketAggregate>> {
  if (q.meterIds.length === 0 || q.end <= q.begin) return new Map();
  const key = keyExpression(q.bucketing);
  const outer = outerKey(q.bucketing);
  const ids = sql`${q.meterIds}::int[]`;
  let rows: AggregateRow[];
  if (q.mode === 'COST') {
    const cost = costTerms(q);
    rows = (
      await sql<AggregateRow>`
        select ${outer} as k, g.v, g.n, g.l from (
        select ${key} as k, ${aggregateColumns(cost.value)}
        from readings r ${cost.joins}
        where r.meter_id = any(${ids}) and r.ts >= ${q.begin} and r.ts < ${q.end}
        group by 1) g`.execute(db)
    ).rows;
  } else {
    rows = (await groupedReadings(q.bucketing, isAveraged(q.quantity), ids, q.begin, q.end).execute(db)).rows;
  }
  return toDetail(rows);
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
}

/** Spans as the three arrays the statements take (instants as ISO text: the same for pg and PGlite). */
export function spanArrays(spans: ReadonlyArray<KeyedSpan>): [string[], string[], string[]] {
  return [spans.map((s) => s.key), spans.map((s) => s.begin.toISOString()), spans.map((s) => s.end.toISOString())];
}

export async function rangeAggregate(db: Db, q: RangeQuery): Promise<Map<string, BucketAggregate>> {
  const spans = q.spans.filter((s) => s.end > s.begin);
  if (q.meterIds.length === 0 || spans.length === 0) return new Map();
  const ids = sql`${q.meterIds}::int[]`;
  const rowsOf = spanRows(...spanArrays(spans));
  const lo = q.notBefore?.toISOString() ?? null;
  const hi = q.notAfter?.toISOString() ?? null;
  let rows: AggregateRow[];
  if (q.mode === 'COST') {
    const cost = costTerms(q);
    rows = (
      await sql<AggregateRow>`
        select b.k, ${aggregateColumns(cost.value)}
        from ${rowsOf}
        inner join readings r on r.meter_id = any(${ids})
          and r.ts >= greatest(b.s, ${lo}::timestamptz) and r.ts < least(b.e, ${hi}::timestamptz)
        ${cost.joins}
        group by b.k`.execute(db)
    ).rows;
  } else {
    rows = (await rangedReadings(isAveraged(q.quantity), ids, rowsOf, lo, hi).execute(db)).rows;
  }
  return toDetail(rows);
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
  /** The start of the caller's data (the tenancy's start), as Scope.notBefore. */
  notBefore: RawBuilder<unknown>;
  /** Its end (after the tenancy's last day), or null, as Scope.notAfter. */
  notAfter: RawBuilder<unknown>;
  /** Whether the meter `m` is one of the owned unit's meters in place during the tenancy. */
  meterInTenancy: RawBuilder<boolean>;
}

/**
 * A readings aggregate (HOURLY_VALUES or CO2 sums, the SQL of `aggregate`) read with the ownership
 * check, so that both are one round trip. `unit` takes the owned unit's meters of the tenancy and
 * lies within [`notBefore`, `notAfter`); `property` takes the meters of the unit's property (those of
 * its units, as `propertyMeters`). The column is [meter ids, first instant, [[key, value, readings,
 * newest], ...], end instant], so that the caller can use it only for the very question it answers.
 */
export interface FusedAggregate {
  meters: 'unit' | 'property';
  quantity: string;
  begin: Date;
  end: Date;
  bucketing: Bucketing;
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

export function fusedAggregate(a: FusedAggregate, on: FusedRefs): FusedColumn {
  const averaged = isAveraged(a.quantity);
  return {
    shape: `aggregate ${a.meters} ${a.bucketing} ${averaged ? 'avg' : 'sum'}`,
    values: [a.quantity, a.begin, a.end],
    build(param) {
      const ids = fusedMeterIds(a.meters, param(0), on);
      // greatest and least pass over a null (a tenancy that runs).
      const [begin, end] =
        a.meters === 'unit'
          ? [
              sql`greatest(${param(1)}::timestamptz, ${on.notBefore})`,
              sql`least(${param(2)}::timestamptz, ${on.notAfter})`,
            ]
          : [sql`${param(1)}::timestamptz`, sql`${param(2)}::timestamptz`];
      const grouped = groupedReadings(a.bucketing, averaged, sql`s.ids`, sql`s.b`, sql`s.e`);
      return sql`(select json_build_array(s.ids, s.b, ${rowsJson(grouped)}, s.e)
        from (select ${ids} as ids, ${begin} as b, ${end} as e) s)`;
    },
  };
}

/**
 * A span aggregate (`rangeAggregate`, HOURLY_VALUES or CO2) read with the ownership check: the
 * compared times of a graph. Both `unit` and `property` spans are clamped to the tenancy (the
 * property average is taken over the same time as the unit's figure). The column is [meter ids,
 * tenancy start, tenancy end or null, [[key, value, readings, newest], ...]].
 */
export interface FusedRanges {
  meters: 'unit' | 'property';
  quantity: string;
  spans: KeyedSpan[];
}

export type FusedRangesColumn = [number[], string, string | null, FusedRow[]];

export function fusedRanges(a: FusedRanges, on: FusedRefs): FusedColumn {
  const averaged = isAveraged(a.quantity);
  return {
    shape: `ranges ${a.meters} ${averaged ? 'avg' : 'sum'}`,
    values: [a.quantity, ...spanArrays(a.spans)],
    build(param) {
      const ids = fusedMeterIds(a.meters, param(0), on);
      const grouped = rangedReadings(
        averaged,
        sql`s.ids`,
        spanRows(param(1), param(2), param(3)),
        sql`s.lo`,
        sql`s.hi`,
      );
      return sql`(select json_build_array(s.ids, s.lo, s.hi, ${rowsJson(grouped)})
        from (select ${ids} as ids, ${on.notBefore}::timestamptz as lo, ${on.notAfter}::timestamptz as hi) s)`;
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
      left join quantity_prices qp on qp.property_id = ${propertyId} and qp.quantity = 'electricity-energy'
        and (sp.ts at time zone 'Europe/Copenhagen')::date >= qp.valid_from
        and (qp.valid_to is null or (sp.ts at time zone 'Europe/Copenhagen')::date <= qp.valid_to)
      where sp.area = ${priceArea} and sp.ts >= ${begin} and sp.ts < ${end}
        and (sp.ts at time zone 'Europe/Copenhagen')::date = ${day}::date
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
