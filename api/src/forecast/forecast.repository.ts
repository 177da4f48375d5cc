// What the settlement forecast reads (SQL only: see forecast.service.ts): how the property settles,
// the tenancy's advance payments, prices, meters, and the unit's and the property's day rollups with
// the degree days. The degree days' rule is weather/degree-days.ts's.
import { type RawBuilder, sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { type DegreeDayRule, type Days, degreeDaysQuery } from '../weather/degree-days.ts';
import type { LocalDate } from '@portal/domain';
import type { Utility } from '../statements/settlement.ts';

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

/**
 * A statement's rows as one JSON array of arrays of `columns`, in that order (one value to hand over),
 * ordered by the columns `orderBy`.
 */
const jsonRows = (rows: RawBuilder<unknown>, columns: string[], orderBy: string[] = []) =>
  sql`(select coalesce(json_agg(json_build_array(${sql.join(columns.map((c) => sql.ref(`x.${c}`)))})${
    orderBy.length ? sql` order by ${sql.join(orderBy.map((c) => sql.ref(`x.${c}`)))}` : sql``
  }), '[]'::json)
    from (${rows}) x)`;

/** A day's figure of a quantity: its rollups' total added up, and their count of hourly readings. */
export interface QuantityDay {
  quantity: string;
  day: LocalDate;
  total: number;
  readings: number;
}

/** A meter of a settled quantity. */
export interface ForecastMeter {
  id: number;
  quantity: string;
  from_date: LocalDate;
  to_date: LocalDate | null;
}

/** What the forecast reads of a tenancy, its unit and its property (`forecastInputs`). */
export interface ForecastInputs {
  /** How the property settles its utilities (unordered). */
  settled: Array<{ utility: Utility; quantity: string; fixed_percent: number }>;
  /** The unit's meters of the settled quantities in place during the tenancy. */
  unitMeters: ForecastMeter[];
  /** The meters of the settled quantities of the property's units. */
  propertyMeters: ForecastMeter[];
  /** The floor area of the property's units, in m². */
  area: number;
  /** The property's prices of the settled quantities, oldest first. */
  prices: Array<{
    quantity: string;
    price: number;
    currency: string;
    valid_from: LocalDate;
    valid_to: LocalDate | null;
  }>;
  /** The tenancy's advance payments due in the period, by due date. */
  advances: Array<{ utility: string; due_date: LocalDate; amount: number; currency: string }>;
  /** The day rollups in [from, to] of `unitMeters`, added up per quantity and day, and the property's. */
  unit: QuantityDay[];
  property: QuantityDay[];
  /** The property's degree days by `rule` on the days of `degreeDays`. */
  degreeDays: Map<LocalDate, number>;
}

/**
 * Everything the forecast reads, in one statement of JSON columns: PGlite hands rows over one at a
 * time (a year of days of three quantities and four years of degree days took 26-33 ms as rows and
 * 9-10 ms as JSON), and serves one statement at a time (seven statements cost more than one). A numeric
 * goes into JSON as its decimal text and a float8 as its shortest exact text, so each parses to the
 * number the row's column gave.
 */
export async function forecastInputs(
  db: Db,
  q: {
    tenancy: { id: number; unitId: number; start: LocalDate; end: LocalDate | null };
    propertyId: number;
    /** The billing period: its advance payments. */
    period: { start: LocalDate; end: LocalDate };
    /** The days whose rollups are read. */
    from: LocalDate;
    to: LocalDate;
    rule: DegreeDayRule;
    degreeDays: Days;
  },
): Promise<ForecastInputs> {
  const { tenancy, propertyId } = q;
  const days = (rows: RawBuilder<unknown>) => jsonRows(rows, ['quantity', 'day', 'total', 'readings']);
  const meterColumns = ['id', 'quantity', 'from_date', 'to_date'];
  const { rows } = await sql<{
    settled: Array<[Utility, string, number]>;
    unit_meters: Array<[number, string, LocalDate, LocalDate | null]>;
    property_meters: Array<[number, string, LocalDate, LocalDate | null]>;
    area: number;
    prices: Array<[string, number, string, LocalDate, LocalDate | null]>;
    advances: Array<[string, LocalDate, number, string]>;
    unit: Array<[string, LocalDate, number, number]>;
    property: Array<[string, LocalDate, number, number]>;
    degree_days: Array<[LocalDate, number]>;
  }>`
    with settled as materialized (
      select utility, quantity, fixed_percent from settlement_utilities where property_id = ${propertyId}),
    unit_meters as materialized (
      select id, quantity, from_date, to_date from meters
      where unit_id = ${tenancy.unitId} and quantity in (select quantity from settled)
        and (${tenancy.end}::date is null or from_date <= ${tenancy.end}::date)
        and (to_date is null or to_date >= ${tenancy.start}::date))
    select
      ${jsonRows(sql`select * from settled`, ['utility', 'quantity', 'fixed_percent'])} as settled,
      ${jsonRows(sql`select * from unit_meters`, meterColumns)} as unit_meters,
      ${jsonRows(
        sql`select id, quantity, from_date, to_date from meters
          where property_id = ${propertyId} and unit_id is not null and quantity in (select quantity from settled)`,
        meterColumns,
      )} as property_meters,
      (select coalesce(sum(size_m2), 0)::float8 from units where property_id = ${propertyId}) as area,
      ${jsonRows(
        sql`select quantity, price, currency, valid_from, valid_to from quantity_prices
          where property_id = ${propertyId} and quantity in (select quantity from settled)`,
        ['quantity', 'price', 'currency', 'valid_from', 'valid_to'],
        ['valid_from'],
      )} as prices,
      ${jsonRows(
        sql`select utility, due_date, amount, currency from advance_payments
          where tenancy_id = ${tenancy.id} and due_date >= ${q.period.start} and due_date <= ${q.period.end}`,
        ['utility', 'due_date', 'amount', 'currency'],
        ['due_date'],
      )} as advances,
      ${days(sql`
        select m.quantity, d.day, sum(d.total) as total, sum(d.readings)::int as readings
        from meter_days d inner join unit_meters m on m.id = d.meter_id
        where d.day >= ${q.from} and d.day <= ${q.to}
        group by m.quantity, d.day`)} as unit,
      ${days(sql`
        select quantity, day, total, readings from property_days
        where property_id = ${propertyId} and quantity in (select quantity from settled)
          and day >= ${q.from} and day <= ${q.to}`)} as property,
      ${jsonRows(degreeDaysQuery(propertyId, q.rule, [q.degreeDays]), ['day', 'degree_days'])} as degree_days`.execute(
    db,
  );
  const row = rows[0]!;
  const meters = (list: Array<[number, string, LocalDate, LocalDate | null]>) =>
    list.map(([id, quantity, from_date, to_date]) => ({ id, quantity, from_date, to_date }));
  const quantityDays = (list: Array<[string, LocalDate, number, number]>) =>
    list.map(([quantity, day, total, readings]) => ({ quantity, day, total, readings }));
  return {
    settled: row.settled.map(([utility, quantity, fixed_percent]) => ({ utility, quantity, fixed_percent })),
    unitMeters: meters(row.unit_meters),
    propertyMeters: meters(row.property_meters),
    area: Number(row.area),
    prices: row.prices.map(([quantity, price, currency, valid_from, valid_to]) => ({
      quantity,
      price,
      currency,
      valid_from,
      valid_to,
    })),
    advances: row.advances.map(([utility, due_date, amount, currency]) => ({ utility, due_date, amount, currency })),
    unit: quantityDays(row.unit),
    property: quantityDays(row.property),
    degreeDays: new Map(row.degree_days),
  };
}
