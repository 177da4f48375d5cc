// What the settlement forecast reads (SQL only: see forecast.service.ts): the tenancy's advance
// payments, prices, and the unit's and the property's day rollups with the degree days. How the
// property settles is statements/statements.repository.ts's, the degree days' rule
// weather/degree-days.ts's.
import { type RawBuilder, sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { type DegreeDayRule, type Days, degreeDaysQuery } from '../weather/degree-days.ts';
import type { LocalDate } from '@portal/domain';

/** Tenancies (all, or the one) with what the forecast needs of their unit and property. */
export async function forecastTenancies(db: Db, tenancyId?: number) {
  let q = db
    .selectFrom('tenancies as t')
    .innerJoin('units as u', 'u.id', 't.unit_id')
    .innerJoin('properties as p', 'p.id', 'u.property_id')
    .select([
      't.id',
      't.unit_id',
      't.start_date',
      't.end_date',
      't.billing_start',
      't.billing_end',
      'u.size_m2',
      'p.id as property_id',
      'p.currency',
    ])
    .orderBy('t.id');
  if (tenancyId !== undefined) q = q.where('t.id', '=', tenancyId);
  return (await q.execute()).map(({ size_m2, property_id, currency, ...t }) => ({
    ...t,
    property: { id: property_id, currency },
    unit: { size_m2 },
  }));
}

/** The tenancy's advance payments due in [from, to]. */
export function advancePayments(db: Db, tenancyId: number, from: LocalDate, to: LocalDate) {
  return db
    .selectFrom('advance_payments')
    .select(['utility', 'due_date', 'amount', 'currency'])
    .where('tenancy_id', '=', tenancyId)
    .where('due_date', '>=', from)
    .where('due_date', '<=', to)
    .orderBy('due_date')
    .execute();
}

/** The property's prices of the quantities, oldest first. */
export function prices(db: Db, propertyId: number, quantities: string[]) {
  return db
    .selectFrom('quantity_prices')
    .select(['quantity', 'price', 'currency', 'valid_from', 'valid_to'])
    .where('property_id', '=', propertyId)
    .where('quantity', 'in', quantities)
    .orderBy('valid_from')
    .execute();
}

/** The floor area of the property's units, in m². */
export async function propertyArea(db: Db, propertyId: number): Promise<number> {
  const row = await db
    .selectFrom('units')
    .select((eb) => eb.fn.sum<number>('size_m2').as('area'))
    .where('property_id', '=', propertyId)
    .executeTakeFirst();
  return Number(row?.area ?? 0);
}

/** Meters of the quantities: the unit's, or (unitId null) those of all the property's units. */
export function meters(db: Db, where: { unitId: number } | { propertyId: number }, quantities: string[]) {
  let q = db
    .selectFrom('meters')
    .select(['id', 'quantity', 'from_date', 'to_date'])
    .where('quantity', 'in', quantities);
  q =
    'unitId' in where
      ? q.where('unit_id', '=', where.unitId)
      : q.where('property_id', '=', where.propertyId).where('unit_id', 'is not', null);
  return q.execute();
}

/** A statement's rows as one JSON array of arrays of `columns`, in that order (one value to hand over). */
const jsonRows = (rows: RawBuilder<unknown>, columns: string[]) =>
  sql`(select coalesce(json_agg(json_build_array(${sql.join(columns.map((c) => sql.ref(`x.${c}`)))})), '[]'::json)
    from (${rows}) x)`;

/** A day's figure of a quantity: its rollups' total added up, and their count of hourly readings. */
export interface QuantityDay {
  quantity: string;
  day: LocalDate;
  total: number;
  readings: number;
}

/**
 * What the forecast fits, in one statement: the day rollups in [from, to] of the unit's meters
 * (`meterIds`, added up per quantity and day) and of the property (over the meters of its units), and
 * the property's degree days by `rule` on the days of `degreeDays`. Each comes as one JSON value:
 * PGlite hands rows over one at a time, and the three as rows took 26-33 ms where the same as JSON
 * takes 9-10 ms (a year of days of three quantities each, four years of degree days). A numeric goes
 * into JSON as its decimal text, which parses to the same number as the text of a row's column.
 */
export async function forecastDays(
  db: Db,
  q: {
    meterIds: number[];
    propertyId: number;
    quantities: string[];
    from: LocalDate;
    to: LocalDate;
    rule: DegreeDayRule;
    degreeDays: Days;
  },
): Promise<{ unit: QuantityDay[]; property: QuantityDay[]; degreeDays: Map<LocalDate, number> }> {
  const days = (rows: RawBuilder<unknown>) => jsonRows(rows, ['quantity', 'day', 'total', 'readings']);
  const { rows } = await sql<{
    unit: Array<[string, LocalDate, number, number]>;
    property: Array<[string, LocalDate, number, number]>;
    degree_days: Array<[LocalDate, number]>;
  }>`
    select
      ${days(sql`
        select m.quantity, d.day, sum(d.total) as total, sum(d.readings)::int as readings
        from meter_days d inner join meters m on m.id = d.meter_id
        where d.meter_id = any(${q.meterIds}::int[]) and d.day >= ${q.from} and d.day <= ${q.to}
        group by m.quantity, d.day`)} as unit,
      ${days(sql`
        select quantity, day, total, readings from property_days
        where property_id = ${q.propertyId} and quantity = any(${q.quantities}::text[])
          and day >= ${q.from} and day <= ${q.to}`)} as property,
      ${jsonRows(degreeDaysQuery(q.propertyId, q.rule, [q.degreeDays]), ['day', 'degree_days'])} as degree_days`.execute(
    db,
  );
  const row = rows[0]!;
  const quantityDays = (list: Array<[string, LocalDate, number, number]>) =>
    list.map(([quantity, day, total, readings]) => ({ quantity, day, total, readings }));
  return {
    unit: quantityDays(row.unit),
    property: quantityDays(row.property),
    degreeDays: new Map(row.degree_days),
  };
}
