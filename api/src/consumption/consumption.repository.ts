// SQL only: every aggregation of readings, bucketed in Europe/Copenhagen time.
import { type RawBuilder, sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { isAveraged } from './quantities.ts';

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

/** A value per bucket: rows (k, v) with the text or number key of `outerKey` (sum or mean per bucket). */
function groupedReadings(
  bucketing: Bucketing,
  averaged: boolean,
  ids: RawBuilder<unknown>,
  begin: unknown,
  end: unknown,
): RawBuilder<{ k: string | number; v: number | null }> {
  const agg = averaged ? sql`avg(r.value)` : sql`sum(r.value)`;
  return sql`
    select ${outerKey(bucketing)} as k, g.v from (
      select ${keyExpression(bucketing)} as k, ${agg} as v
      from readings r
      where r.meter_id = any(${ids}) and r.ts >= ${begin} and r.ts < ${end}
      group by 1) g`;
}

function toMap(rows: Array<{ k: string | number; v: number | string | null }>): Map<string, number> {
  const out = new Map<string, number>();
  for (const row of rows) if (row.v !== null) out.set(String(row.k), Number(row.v));
  return out;
}

/** One value per bucket key: HOUR keys are UTC epoch seconds, calendar keys local 'YYYY-MM-DD'. */
export async function aggregate(db: Db, q: AggregateQuery): Promise<Map<string, number>> {
  if (q.meterIds.length === 0 || q.end <= q.begin) return new Map();
  const key = keyExpression(q.bucketing);
  const outer = outerKey(q.bucketing);
  const ids = sql`${q.meterIds}::int[]`;
  let rows: Array<{ k: string | number; v: number | null }>;
  if (q.mode === 'COST') {
    const electricity = q.quantity === 'electricity-energy';
    rows = (
      await sql<{ k: string | number; v: number | null }>`
        select ${outer} as k, g.v from (
        select ${key} as k, sum(r.value * (coalesce(sp.price, 0) + coalesce(qp.price, 0))) as v
        from readings r
        left join spot_prices sp on ${electricity} and sp.area = ${q.priceArea} and sp.ts = r.ts
        left join quantity_prices qp on qp.property_id = ${q.propertyId} and qp.quantity = ${q.quantity}
          and (r.ts at time zone 'Europe/Copenhagen')::date >= qp.valid_from
          and (qp.valid_to is null or (r.ts at time zone 'Europe/Copenhagen')::date <= qp.valid_to)
        where r.meter_id = any(${ids}) and r.ts >= ${q.begin} and r.ts < ${q.end}
        group by 1) g`.execute(db)
    ).rows;
  } else {
    rows = (await groupedReadings(q.bucketing, isAveraged(q.quantity), ids, q.begin, q.end).execute(db)).rows;
  }
  return toMap(rows);
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
 * its units, as `propertyMeters`). The column is [meter ids, first instant, [[key, value], ...], end
 * instant], so that the caller can use it only for the very question it answers.
 */
export interface FusedAggregate {
  meters: 'unit' | 'property';
  quantity: string;
  begin: Date;
  end: Date;
  bucketing: Bucketing;
}

export type FusedAggregateColumn = [number[], string, Array<[string | number, number | string | null]>, string];

export function fusedAggregate(a: FusedAggregate, on: FusedRefs): FusedColumn {
  const averaged = isAveraged(a.quantity);
  return {
    shape: `aggregate ${a.meters} ${a.bucketing} ${averaged ? 'avg' : 'sum'}`,
    values: [a.quantity, a.begin, a.end],
    build(param) {
      const ids =
        a.meters === 'unit'
          ? sql`array(select m.id from meters m
              where m.unit_id = ${on.unitId} and m.quantity = ${param(0)} and ${on.meterInTenancy} order by m.id)`
          : sql`array(select m.id from meters m inner join units u on u.id = m.unit_id
              where m.property_id = ${on.propertyId} and m.quantity = ${param(0)} order by m.id)`;
      // greatest and least pass over a null (a tenancy that runs).
      const [begin, end] =
        a.meters === 'unit'
          ? [
              sql`greatest(${param(1)}::timestamptz, ${on.notBefore})`,
              sql`least(${param(2)}::timestamptz, ${on.notAfter})`,
            ]
          : [sql`${param(1)}::timestamptz`, sql`${param(2)}::timestamptz`];
      const grouped = groupedReadings(a.bucketing, averaged, sql`s.ids`, sql`s.b`, sql`s.e`);
      return sql`(select json_build_array(s.ids, s.b,
          (select coalesce(json_agg(json_build_array(x.k, x.v)), '[]'::json) from (${grouped}) x), s.e)
        from (select ${ids} as ids, ${begin} as b, ${end} as e) s)`;
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

/** The values of a fused aggregate column, as `aggregate` returns them. */
export function fusedValues(column: FusedAggregateColumn): Map<string, number> {
  return toMap(column[2].map(([k, v]) => ({ k, v })));
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
