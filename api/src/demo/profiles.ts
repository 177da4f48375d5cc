// Set-based generation of hourly readings and prices: one INSERT … SELECT over generate_series.
// Deterministic: noise comes from hashing (meter, hour), never from random().
import { type RawBuilder, sql } from 'kysely';
import type { Db } from '../db/database.ts';

const LOCAL_HOUR = sql`extract(hour from g.ts at time zone 'Europe/Copenhagen')::float8`;
const DOY = sql`extract(doy from g.ts)::float8`;
const PEAK_MORNING = sql`exp(-power(${LOCAL_HOUR} - 7.5, 2) / 2)`;
const PEAK_EVENING = sql`exp(-power(${LOCAL_HOUR} - 19.5, 2) / 3)`;
/**
 * Nobody draws water from 01:00 to 05:00 (Copenhagen): a home's water meters stand still some hours
 * every night, as they do without a leak (a leak alarm looks for flow in every hour).
 */
const WATER_AWAKE = sql`(case when h.hod >= 1 and h.hod < 5 then 0 else 1 end)`;

/** Noise in [0, 1) from hashing (seed, hour). */
function noise(seed: ReturnType<typeof sql>, hour: ReturnType<typeof sql>) {
  return sql`((hashint8((${seed})::bigint * 1000003 + ${hour}) & 65535)::float8 / 65535)`;
}

const N = noise(sql`m.id`, sql`h.k`);
/** Day-to-day variation of a meter. */
const ND = noise(sql`m.id + 7919`, sql`(h.k / 24)`);

// Per-hour features are computed once per hour (h), outdoor temperature once per property and
// hour (o); the per-meter expression is then cheap arithmetic.
const VALUE = sql`case m.profile
  when 'outdoor' then h.t
  when 'heat' then h.heat * 0.045 * m.scale * (0.8 + 0.4 * ${N})
  when 'heatvolume' then h.heat * 0.001 * m.scale * (0.8 + 0.4 * ${N})
  when 'hotwater' then ${WATER_AWAKE} * m.scale * (0.0015 + 0.012 * (h.pm + 0.8 * h.pe)) * (0.5 + ${N}) * (0.7 + 0.6 * ${ND})
  when 'coldwater' then ${WATER_AWAKE} * m.scale * (0.0025 + 0.018 * (h.pm + 0.9 * h.pe)) * (0.5 + ${N}) * (0.7 + 0.6 * ${ND})
  when 'electricity' then m.scale * (0.12 + 0.15 * h.pm + 0.35 * h.pl) * (0.7 + 0.6 * ${N}) * (0.75 + 0.6 * ${ND})
  when 'hca' then h.heat * 0.02 * m.scale * (0.7 + 0.6 * ${N})
  when 'temperature' then 21 + 0.8 * h.day + (${N} - 0.5) * 0.8 + (${ND} - 0.5) * 2 + greatest(0, h.t - 20) * 0.3
  when 'humidity' then 42 + 8 * h.season + (${N} - 0.5) * 6 + (${ND} - 0.5) * 8
  when 'gas' then m.scale * (0.01 + greatest(0, 16 - h.t) * 0.012 * (0.8 + 0.4 * ${N}))
  when 'cooling' then greatest(0, h.t - 18) * 0.15 * m.scale * (0.8 + 0.4 * ${N})
  else 0 end`;

/** Readings of every (or the given) meter for the hours in [from, to). */
export async function insertReadings(db: Db, from: Date, to: Date, meterIds?: number[], bulk = false): Promise<number> {
  if (to <= from) return 0;
  // The per-property hour table is rescanned once per meter: keep it in memory (not a temp file).
  return db.transaction().execute(async (trx) => {
    await sql`set local work_mem = '128MB'`.execute(trx);
    const result = await readingsInsert(from, to, meterIds, bulk).execute(trx);
    return Number(result.numAffectedRows ?? 0);
  });
}

export function readingsInsert(from: Date, to: Date, meterIds?: number[], bulk = false) {
  const filter = meterIds ? sql`and m.id = any(${meterIds}::int[])` : sql``;
  return sql`
    with ${hourFeatures(sql`${from}::timestamptz`, to)}
    insert into readings (meter_id, ts, value)
    select m.id, h.ts, (${VALUE})::float8
    from meters m
    -- lateral: one meter after the other, so a meter's hours lie together on disk
    cross join lateral (select * from o where o.property_id = m.property_id offset 0) h
    where h.ts >= (m.from_date::timestamp at time zone 'Europe/Copenhagen') ${filter}
    ${bulk ? sql`` : sql`on conflict do nothing`}`;
}

/**
 * The yearly totals a meter of scale 1 is expected to read in each local calendar year of [from, to),
 * per profile: VALUE summed over the year's hours with its per-meter noise at its mean (a meter of
 * scale s reads s times these). The demo's yearly allocation statements are made from them, so they
 * need no stored readings (a seed may keep only the last days) and cost one pass over the hours.
 */
export async function yearlyProfileTotals(
  db: Db,
  propertyId: number,
  from: Date,
  to: Date,
): Promise<Array<{ year: number; hca: number; heat: number; hotwater: number; coldwater: number }>> {
  const { rows } = await sql<{ year: number; hca: number; heat: number; hotwater: number; coldwater: number }>`
    with ${hourFeatures(sql`${from}::timestamptz`, to)}
    select extract(year from h.ts at time zone 'Europe/Copenhagen')::int as year,
      sum(h.heat * 0.02)::float8 as hca,
      sum(h.heat * 0.045)::float8 as heat,
      sum(${WATER_AWAKE} * (0.0015 + 0.012 * (h.pm + 0.8 * h.pe)))::float8 as hotwater,
      sum(${WATER_AWAKE} * (0.0025 + 0.018 * (h.pm + 0.9 * h.pe)))::float8 as coldwater
    from o h
    where h.property_id = ${propertyId}
    group by 1
    order by 1`.execute(db);
  return rows;
}

/**
 * The CTEs `h` (features of each hour in [from, to)) and `o` (each property's outdoor temperature and
 * heating demand in those hours) that VALUE reads.
 */
function hourFeatures(from: RawBuilder<unknown>, to: Date) {
  return sql`
    h as materialized (
      select g.ts, extract(epoch from g.ts)::bigint / 3600 as k,
        ${LOCAL_HOUR} as hod, ${DOY} as doy, ${PEAK_MORNING} as pm, ${PEAK_EVENING} as pe,
        exp(-power(${LOCAL_HOUR} - 19, 2) / 4) as pl,
        sin(2 * pi() * (${LOCAL_HOUR} - 14) / 24) as day,
        sin(2 * pi() * (${DOY} - 100) / 365.25) as season,
        extract(year from g.ts)::bigint as y
      from generate_series(${from}, ${to}::timestamptz - interval '1 hour', interval '1 hour') as g(ts)
    ),
    o as materialized (
      select p.id as property_id, h.*, x.t, greatest(0, 17 - x.t) as heat
      from properties p cross join h
      cross join lateral (select
        p.climate_base - p.climate_amplitude * cos(2 * pi() * (h.doy - 15) / 365.25)
        + 3 * sin(2 * pi() * (h.hod - 9) / 24) + (${noise(sql`p.id`, sql`h.k`)} - 0.5) * 3
        + (((hashint8(p.id::bigint * 31 + h.y) & 255)::float8 / 255) - 0.5) * 3 as t) x
    )`;
}

/**
 * Each meter's missing hours up to `to` (exclusive: the hours that have ended), from the hour after
 * its own newest reading before `to`, but not before `catchUpFrom` nor before the meter was installed,
 * and none after the day it was removed. A reading in the future (at or after `to`) does not count as
 * the newest, so it stalls nobody; a meter without any reading gets the whole catch-up window. Each
 * meter's newest reading comes from the primary key (meter_id, ts), newest first: no scan.
 * A meter whose added hours begin before `lateBefore` gets a reading_arrivals row, as an import's late
 * readings do: the alarm evaluator may have judged a period they fall into (docs/decisions/0121).
 * Selects the number of readings added (`added`).
 */
export function missingReadingsInsert(catchUpFrom: Date, to: Date, lateBefore: Date) {
  return sql<{ added: number }>`
    with s as materialized (
      select * from (
        select m.id as meter_id, greatest(
            r.ts + interval '1 hour',
            ${catchUpFrom}::timestamptz,
            m.from_date::timestamp at time zone 'Europe/Copenhagen') as from_ts,
          least(${to}::timestamptz, (m.to_date + 1)::timestamp at time zone 'Europe/Copenhagen') as to_ts
        from meters m
        left join lateral (
          select ts from readings where meter_id = m.id and ts < ${to} order by ts desc limit 1
        ) r on true
      ) x
      where from_ts < to_ts
    ),
    ${hourFeatures(sql`(select coalesce(min(from_ts), ${to}::timestamptz) from s)`, to)},
    added as (
      insert into readings (meter_id, ts, value)
      select m.id, h.ts, (${VALUE})::float8
      from s join meters m on m.id = s.meter_id
      cross join lateral (
        select * from o where o.property_id = m.property_id and o.ts >= s.from_ts and o.ts < s.to_ts offset 0
      ) h
      on conflict do nothing
      returning meter_id, ts
    ),
    late as (
      insert into reading_arrivals (meter_id, first_ts, last_ts)
      select meter_id, min(ts), max(ts) from added group by meter_id having min(ts) < ${lateBefore}
      returning id
    )
    select (select count(*) from added)::int as added`;
}

/** Inserts the hours {@link missingReadingsInsert} finds; the number of readings added. */
export async function insertMissingReadings(db: Db, catchUpFrom: Date, to: Date, lateBefore: Date): Promise<number> {
  if (to <= catchUpFrom) return 0;
  return db.transaction().execute(async (trx) => {
    await sql`set local work_mem = '128MB'`.execute(trx);
    const { rows } = await missingReadingsInsert(catchUpFrom, to, lateBefore).execute(trx);
    return Number(rows[0]?.added ?? 0);
  });
}

/** Hourly spot prices per kWh for DK1, DK2 (DKK) and NO1 (NOK) for the hours in [from, to). */
export async function insertSpotPrices(db: Db, from: Date, to: Date): Promise<void> {
  if (to <= from) return;
  await sql`
    insert into spot_prices (area, ts, price, currency)
    select a.area, g.ts,
      round(greatest(0.02, a.level * (0.55 + 0.45 * (exp(-power(extract(hour from g.ts at time zone 'Europe/Copenhagen')::float8 - 7.5, 2) / 2) + exp(-power(extract(hour from g.ts at time zone 'Europe/Copenhagen')::float8 - 19.5, 2) / 3))
        + 0.3 * cos(2 * pi() * (${DOY} - 15) / 365.25)
        + (((hashint8(a.seed * 1000003 + (extract(epoch from g.ts)::bigint / 3600)) & 65535)::float8 / 65535) - 0.5) * 0.5))::numeric, 4)::float8,
      a.currency
    from (values ('DK1', 1.0::float8, 'DKK', 11::bigint), ('DK2', 1.05::float8, 'DKK', 12::bigint), ('NO1', 1.3::float8, 'NOK', 13::bigint))
      as a(area, level, currency, seed)
    cross join generate_series(${from}::timestamptz, ${to}::timestamptz - interval '1 hour', interval '1 hour') as g(ts)
    on conflict do nothing`.execute(db);
}
