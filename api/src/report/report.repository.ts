// SQL only: the monthly report's EU information (docs/decisions/0150), read from the day rollups
// (meter_days: docs/decisions/0035) over whole Copenhagen days. Sums stay numeric, as the rollups
// keep them; every derived figure (a degree-day correction, a change in %, a cost, an average per m²)
// is computed in numeric in the statement and rounded there once, so that no float arithmetic comes
// between the readings and the figure shown.
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { type Utility, statementData } from '../statements/settlement.ts';
import { type DegreeDayRule, type Days, degreeDaysQuery } from '../weather/degree-days.ts';

export interface UtilityFiguresQuery {
  propertyId: number;
  quantity: string;
  /** The home's meters of the quantity. */
  meterIds: number[];
  days: Days;
  /** The same days a year earlier; null when not compared. */
  lastYear: Days | null;
  degreeDays: DegreeDayRule | null;
}

export interface UtilityFigures {
  consumption: number | null;
  lastYearConsumption: number | null;
  /** Each day's consumption × the price in force that day (null without any price). */
  cost: number | null;
  /** null without a degree-day rule; the days with an outdoor temperature are counted apart. */
  degreeDays: number | null;
  lastYearDegreeDays: number | null;
  temperatureDays: number;
  lastYearTemperatureDays: number;
  /** lastYearConsumption × degreeDays / lastYearDegreeDays (when both degree days are positive). */
  corrected: number | null;
  change: number | null;
  correctedChange: number | null;
  co2GramsPerUnit: number | null;
  emissionsKg: number | null;
}

type Row = { [K in keyof UtilityFigures]: number | string | null };

const num = (v: number | string | null | undefined): number | null =>
  v === null || v === undefined ? null : Number(v);

/** The newest reading's hour start among meters, on days before `before` (a date); null without any. */
export async function newestReading(db: Db, meterIds: number[], before: string): Promise<Date | null> {
  if (meterIds.length === 0) return null;
  const row = await db
    .selectFrom('meter_days')
    .select((eb) => eb.fn.max('last_ts').as('last'))
    .where('meter_id', 'in', meterIds)
    .where('day', '<', before)
    .executeTakeFirst();
  return row?.last ? new Date(row.last) : null;
}

/**
 * A utility's figures over its days and the same days last year: consumption, cost, degree days of
 * the property's outdoor temperature (weather/degree-days.ts), the weather-corrected figure and the
 * changes, the CO2.
 */
export async function utilityFigures(db: Db, q: UtilityFiguresQuery): Promise<UtilityFigures> {
  const d0 = q.days.from;
  const d1 = q.days.until;
  const l0 = q.lastYear?.from ?? null;
  const l1 = q.lastYear?.until ?? null;
  const inDays = (day: ReturnType<typeof sql>) => sql`(${day} >= ${d0}::date and ${day} < ${d1}::date)`;
  const inLastYear = (day: ReturnType<typeof sql>) => sql`(${day} >= ${l0}::date and ${day} < ${l1}::date)`;
  const degreeDays = q.degreeDays
    ? degreeDaysQuery(q.propertyId, q.degreeDays, q.lastYear ? [q.days, q.lastYear] : [q.days])
    : sql`select null::date as day, null::numeric as degree_days where false`;
  const { rows } = await sql<Row>`
    with used as (
      select
        sum(d.total) filter (where ${inDays(sql`d.day`)}) as cur,
        sum(d.total) filter (where ${inLastYear(sql`d.day`)}) as last,
        sum(d.total * p.price) filter (where ${inDays(sql`d.day`)}) as cost
      from meter_days d
      left join lateral (
        select qp.price::numeric as price from quantity_prices qp
        where qp.property_id = ${q.propertyId} and qp.quantity = ${q.quantity}
          and qp.valid_from <= d.day and (qp.valid_to is null or qp.valid_to >= d.day)
        order by qp.valid_from desc limit 1
      ) p on true
      where d.meter_id = any(${q.meterIds}::int[]) and (${inDays(sql`d.day`)} or ${inLastYear(sql`d.day`)})
    ),
    degree_days as (${degreeDays}),
    degree as (
      select
        sum(g.degree_days) filter (where ${inDays(sql`g.day`)}) as cur,
        sum(g.degree_days) filter (where ${inLastYear(sql`g.day`)}) as last,
        count(*) filter (where ${inDays(sql`g.day`)})::int as cur_days,
        count(*) filter (where ${inLastYear(sql`g.day`)})::int as last_days
      from degree_days g
    ),
    x as (
      select u.cur, u.last, u.cost, g.cur as dd, g.last as dd_last, g.cur_days, g.last_days,
        case when g.cur > 0 and g.last > 0 then u.last * g.cur / g.last end as corrected,
        (select f.gram_per_unit::numeric from co2_factors f
          where f.property_id = ${q.propertyId} and f.quantity = ${q.quantity}) as co2
      from used u cross join degree g
    )
    select
      round(cur, 6)::float8 as "consumption",
      round(last, 6)::float8 as "lastYearConsumption",
      round(cost, 2)::float8 as "cost",
      round(dd, 2)::float8 as "degreeDays",
      round(dd_last, 2)::float8 as "lastYearDegreeDays",
      cur_days as "temperatureDays",
      last_days as "lastYearTemperatureDays",
      round(corrected, 6)::float8 as "corrected",
      case when last > 0 then round((cur - last) / last * 100, 2)::float8 end as "change",
      case when corrected > 0 then round((cur - corrected) / corrected * 100, 2)::float8 end as "correctedChange",
      co2::float8 as "co2GramsPerUnit",
      round(cur * co2 / 1000, 3)::float8 as "emissionsKg"
    from x`.execute(db);
  const r = rows[0]!;
  return {
    consumption: num(r.consumption),
    lastYearConsumption: num(r.lastYearConsumption),
    cost: num(r.cost),
    degreeDays: q.degreeDays ? num(r.degreeDays) : null,
    lastYearDegreeDays: q.degreeDays ? num(r.lastYearDegreeDays) : null,
    temperatureDays: num(r.temperatureDays) ?? 0,
    lastYearTemperatureDays: num(r.lastYearTemperatureDays) ?? 0,
    corrected: num(r.corrected),
    change: num(r.change),
    correctedChange: num(r.correctedChange),
    co2GramsPerUnit: num(r.co2GramsPerUnit),
    emissionsKg: num(r.emissionsKg),
  };
}

export interface PeerFigures {
  /** Whether at least `minHomes` homes were of a similar size (else the peers are all the homes). */
  similar: boolean;
  homes: number;
  minM2: number | null;
  maxM2: number | null;
  peerPerM2: number | null;
  peerForThisHome: number | null;
  /** The property's homes with the quantity, all of them: per m², and × this home's area. */
  propertyPerM2: number | null;
  typicalHome: number | null;
  /** typicalHome × the typical band's edges (as fractions). */
  typicalHomeLow: number | null;
  typicalHomeHigh: number | null;
  perM2: number | null;
}

export interface PeerQuery {
  propertyId: number;
  unitId: number;
  quantity: string;
  days: Days;
  /** Similar: floor area within [area × (1 − tolerance), area × (1 + tolerance)]. */
  tolerance: number;
  /** Fewer similar homes than this (this one included): all the property's homes are the peers. */
  minHomes: number;
  /** The typical band as fractions of the typical home (0.85, 1.15). */
  band: { low: number; high: number };
}

/**
 * The home against the property's homes with the quantity over the same days: each home's total of
 * its meters' days and its floor area, of the homes with readings on each of the days (a home whose
 * readings are missing, or not in yet, would pull the average down); the peers' total over their
 * total area.
 */
export async function peerFigures(db: Db, q: PeerQuery): Promise<PeerFigures> {
  const { rows } = await sql<{ [K in keyof PeerFigures]: number | string | boolean | null }>`
    with read as (
      select u.id, u.size_m2::numeric as area, sum(d.total) as total, count(distinct d.day) as days
      from units u
      inner join meters m on m.unit_id = u.id and m.quantity = ${q.quantity}
      inner join meter_days d on d.meter_id = m.id and d.day >= ${q.days.from}::date and d.day < ${q.days.until}::date
      where u.property_id = ${q.propertyId}
      group by u.id, u.size_m2
    ),
    homes as (select id, area, total from read where days = ${q.days.until}::date - ${q.days.from}::date),
    own as (select size_m2::numeric as area, (select total from read where id = ${q.unitId}) as total
      from units where id = ${q.unitId}),
    alike as (
      select h.* from homes h, own o
      where h.area >= o.area * (1 - ${q.tolerance}::numeric) and h.area <= o.area * (1 + ${q.tolerance}::numeric)
    ),
    peers as (
      select * from alike where (select count(*) from alike) >= ${q.minHomes}
      union all
      select * from homes where (select count(*) from alike) < ${q.minHomes}
    ),
    p as (select count(*)::int as homes, min(area) as lo, max(area) as hi,
      sum(total) / nullif(sum(area), 0) as per_m2 from peers),
    a as (select sum(total) / nullif(sum(area), 0) as per_m2 from homes)
    select
      (select count(*) from alike) >= ${q.minHomes} as "similar",
      p.homes as "homes",
      p.lo::float8 as "minM2",
      p.hi::float8 as "maxM2",
      round(p.per_m2, 6)::float8 as "peerPerM2",
      round(p.per_m2 * o.area, 6)::float8 as "peerForThisHome",
      round(a.per_m2, 6)::float8 as "propertyPerM2",
      round(a.per_m2 * o.area, 6)::float8 as "typicalHome",
      round(a.per_m2 * o.area * ${q.band.low}::numeric, 6)::float8 as "typicalHomeLow",
      round(a.per_m2 * o.area * ${q.band.high}::numeric, 6)::float8 as "typicalHomeHigh",
      round(o.total / nullif(o.area, 0), 6)::float8 as "perM2"
    from p cross join a cross join own o`.execute(db);
  const r = rows[0];
  if (!r) {
    return {
      similar: false,
      homes: 0,
      minM2: null,
      maxM2: null,
      peerPerM2: null,
      peerForThisHome: null,
      propertyPerM2: null,
      typicalHome: null,
      typicalHomeLow: null,
      typicalHomeHigh: null,
      perM2: null,
    };
  }
  return {
    similar: r.similar === true,
    homes: Number(r.homes),
    minM2: num(r.minM2 as number | null),
    maxM2: num(r.maxM2 as number | null),
    peerPerM2: num(r.peerPerM2 as number | null),
    peerForThisHome: num(r.peerForThisHome as number | null),
    propertyPerM2: num(r.propertyPerM2 as number | null),
    typicalHome: num(r.typicalHome as number | null),
    typicalHomeLow: num(r.typicalHomeLow as number | null),
    typicalHomeHigh: num(r.typicalHomeHigh as number | null),
    perM2: num(r.perM2 as number | null),
  };
}

/** The property's prices of a quantity in force on any of the days, oldest first. */
export function pricesInForce(db: Db, propertyId: number, quantity: string, days: Days) {
  return db
    .selectFrom('quantity_prices')
    .select(['quantity', 'price', 'currency', 'valid_from', 'valid_to'])
    .where('property_id', '=', propertyId)
    .where('quantity', '=', quantity)
    .where('valid_from', '<', days.until)
    .where((eb) => eb.or([eb('valid_to', 'is', null), eb('valid_to', '>=', days.from)]))
    .orderBy('valid_from')
    .execute();
}

export function heatSupply(db: Db, propertyId: number) {
  return db
    .selectFrom('heat_supplies')
    .select(['supplier', 'year', 'fuel_mix', 'source_url'])
    .where('property_id', '=', propertyId)
    .executeTakeFirst();
}

/**
 * The utilities of the tenancy's latest allocation statement that holds a settlement, with the quantity
 * each was shared by and its fixed percent.
 */
export async function statementSplits(
  db: Db,
  tenancyId: number,
): Promise<{
  periodEnd: string;
  utilities: Array<{ utility: Utility; quantity: string; fixedPercent: number }>;
} | null> {
  const rows = await db
    .selectFrom('allocation_statements')
    .select(['period_end', 'lines'])
    .where('tenancy_id', '=', tenancyId)
    .orderBy('period_end', 'desc')
    .orderBy('id', 'desc')
    .execute();
  for (const row of rows) {
    const data = statementData(row.lines);
    if (data) {
      return {
        periodEnd: row.period_end,
        utilities: data.utilities.map((u) => ({
          utility: u.utility,
          quantity: u.quantity,
          fixedPercent: u.fixedPercent,
        })),
      };
    }
  }
  return null;
}
