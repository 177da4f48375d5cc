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

/** One value per bucket key: HOUR keys are UTC epoch seconds, calendar keys local 'YYYY-MM-DD'. */
export async function aggregate(db: Db, q: AggregateQuery): Promise<Map<string, number>> {
  const out = new Map<string, number>();
  if (q.meterIds.length === 0 || q.end <= q.begin) return out;
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
    const agg = isAveraged(q.quantity) ? sql`avg(r.value)` : sql`sum(r.value)`;
    rows = (
      await sql<{ k: string | number; v: number | null }>`
        select ${outer} as k, g.v from (
          select ${key} as k, ${agg} as v
          from readings r
          where r.meter_id = any(${ids}) and r.ts >= ${q.begin} and r.ts < ${q.end}
          group by 1) g`.execute(db)
    ).rows;
  }
  for (const row of rows) if (row.v !== null) out.set(String(row.k), Number(row.v));
  return out;
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

/** Meters of a quantity across a property's units, with the number and floor area of those units. */
export async function propertyMeters(
  db: Db,
  propertyId: number,
  quantity: string,
): Promise<{ meterIds: number[]; units: number; area: number }> {
  const rows = await db
    .selectFrom('meters')
    .innerJoin('units', 'units.id', 'meters.unit_id')
    .select(['meters.id', 'meters.unit_id', 'units.size_m2'])
    .where('meters.property_id', '=', propertyId)
    .where('meters.quantity', '=', quantity)
    .execute();
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
