// The day rollups (meter_days, property_days; docs/decisions/0035) are the hourly readings added up
// per Copenhagen calendar day: recomputed from the hours after every way readings are written, they
// are found equal, exactly (numeric sums, hours counted, newest hour).
import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Db, migrateTo, migrateToLatest } from '../src/db/database.ts';
import { seedDemo } from '../src/demo/seed.ts';
import { importReadings } from '../src/import/readings.ts';
import { appendReadings } from '../src/jobs/readings-appender.ts';
import { SEED_NOW } from './harness.ts';
import { createTestDatabase, type TestDatabase } from './test-db.ts';

let database: TestDatabase;
let db: Db;

beforeAll(async () => {
  database = await createTestDatabase();
  db = database.db;
  await seedDemo(db, { days: 20, now: SEED_NOW });
});

afterAll(async () => {
  await database?.close();
});

/**
 * Rollup rows that differ from the same recomputed from the hourly readings (none when exact); of
 * one property's meters only when given.
 */
async function differences(propertyId?: number): Promise<{ meters: unknown[]; properties: unknown[] }> {
  const meterFilter = propertyId
    ? sql`where meter_id in (select id from meters where property_id = ${propertyId})`
    : sql``;
  const meters = await sql`
    with hours as (
      select meter_id, (ts at time zone 'Europe/Copenhagen')::date as day, sum(value::numeric) as total,
        count(*)::int as readings, max(ts) as last_ts
      from readings ${meterFilter} group by 1, 2
    ), rollup as (select * from meter_days ${meterFilter})
    select coalesce(h.meter_id, d.meter_id) as meter_id, coalesce(h.day, d.day)::text as day,
      h.total::text as hours_total, d.total::text as rollup_total, h.readings as hours, d.readings as rollup_hours,
      h.last_ts::text as hours_last, d.last_ts::text as rollup_last
    from hours h full join rollup d on d.meter_id = h.meter_id and d.day = h.day
    where h.meter_id is null or d.meter_id is null
      or h.total <> d.total or h.readings <> d.readings or h.last_ts <> d.last_ts
    order by 1, 2
    limit 20`.execute(db);
  const properties = await sql`
    with hours as (
      select m.property_id, m.quantity, (r.ts at time zone 'Europe/Copenhagen')::date as day,
        sum(r.value::numeric) as total, count(*)::int as readings
      from readings r inner join meters m on m.id = r.meter_id inner join units u on u.id = m.unit_id
      ${propertyId ? sql`where m.property_id = ${propertyId}` : sql``}
      group by 1, 2, 3
    ), rollup as (select * from property_days ${propertyId ? sql`where property_id = ${propertyId}` : sql``})
    select coalesce(h.property_id, p.property_id) as property_id, coalesce(h.quantity, p.quantity) as quantity,
      coalesce(h.day, p.day)::text as day, h.total::text as hours_total, p.total::text as rollup_total,
      h.readings as hours, p.readings as rollup_hours
    from hours h full join rollup p
      on p.property_id = h.property_id and p.quantity = h.quantity and p.day = h.day
    where h.property_id is null or p.property_id is null or h.total <> p.total or h.readings <> p.readings
    order by 1, 2, 3
    limit 20`.execute(db);
  return { meters: meters.rows, properties: properties.rows };
}

const EXACT = { meters: [], properties: [] };

async function count(table: 'meter_days' | 'property_days'): Promise<number> {
  const { rows } = await sql<{ n: number }>`select count(*)::int as n from ${sql.table(table)}`.execute(db);
  return rows[0]!.n;
}

/** A meter of the demo world (heat energy of a unit), with its number. */
async function meterOf(quantity: string, offset = 0) {
  return db
    .selectFrom('meters')
    .select(['id', 'number', 'unit_id', 'property_id'])
    .where('quantity', '=', quantity)
    .where('unit_id', 'is not', null)
    .orderBy('id')
    .offset(offset)
    .limit(1)
    .executeTakeFirstOrThrow();
}

async function hoursOn(meterId: number, day: string): Promise<number | undefined> {
  const row = await db
    .selectFrom('meter_days')
    .select('readings')
    .where('meter_id', '=', meterId)
    .where('day', '=', day)
    .executeTakeFirst();
  return row?.readings;
}

describe('day rollups', () => {
  it("equal the demo world's hours, with 25 hours on the autumn change day and 24 on others", async () => {
    expect(await count('meter_days')).toBeGreaterThan(0);
    expect(await count('property_days')).toBeGreaterThan(0);
    expect(await differences()).toEqual(EXACT);
    const heat = await meterOf('heat-energy');
    expect(await hoursOn(heat.id, '2026-10-25')).toBe(25);
    expect(await hoursOn(heat.id, '2026-10-26')).toBe(24);
  });

  it('stay exact through the hourly append, a day and a half of it at once', async () => {
    const added = await appendReadings(db, new Date(SEED_NOW.getTime() + 36 * 3600_000));
    expect(added).toBeGreaterThan(0);
    expect(await differences()).toEqual(EXACT);
  });

  it('stay exact when hours go missing, arrive late and are corrected by an import', async () => {
    const heat = await meterOf('heat-energy', 1);
    const water = await meterOf('cold-water-volume');
    // Missing hours: three of a day, and a whole day.
    await sql`delete from readings where meter_id = ${heat.id}
      and ts >= '2026-10-28T05:00:00Z' and ts < '2026-10-28T08:00:00Z'`.execute(db);
    await sql`delete from readings where meter_id = ${water.id}
      and ts >= '2026-10-26T23:00:00Z' and ts < '2026-10-27T23:00:00Z'`.execute(db);
    expect(await hoursOn(heat.id, '2026-10-28')).toBe(21);
    expect(await hoursOn(water.id, '2026-10-27')).toBeUndefined();
    expect(await differences()).toEqual(EXACT);
    // Late arrivals fill the gaps, corrections replace hours present (rows of one file, one statement).
    const rows = [
      ...[5, 6, 7].map((h) => `${heat.number};2026-10-28T${String(h).padStart(2, '0')}:00:00Z;1,25`),
      ...Array.from(
        { length: 24 },
        (_, h) => `${water.number};2026-10-27T${String(h).padStart(2, '0')}:00:00;0.0${h % 10}`,
      ),
      `${heat.number};2026-10-25T01:00:00Z;3.5`,
      `${heat.number};2026-10-25T02:00:00Z;0`,
    ];
    const result = await importReadings(db, `meter;timestamp;value\n${rows.join('\n')}\n`, { now: SEED_NOW });
    expect(result.refused).toEqual([]);
    expect(await hoursOn(heat.id, '2026-10-28')).toBe(24);
    expect(await hoursOn(water.id, '2026-10-27')).toBe(24);
    expect(await hoursOn(heat.id, '2026-10-25')).toBe(25);
    expect(await differences()).toEqual(EXACT);
  });

  it('stay exact when readings move to another hour or day, and when meters move or go', async () => {
    const heat = await meterOf('heat-energy', 2);
    // An hour moved across midnight (Copenhagen) into a gap, and one moved to another meter.
    await sql`delete from readings where meter_id = ${heat.id} and ts = '2026-10-30T02:00:00Z'`.execute(db);
    await sql`update readings set ts = ts + interval '4 hours' where meter_id = ${heat.id} and ts = '2026-10-29T22:00:00Z'`.execute(
      db,
    );
    const other = await meterOf('heat-energy', 3);
    await sql`update readings set meter_id = ${other.id}, ts = ts - interval '40 days'
      where meter_id = ${heat.id} and ts = '2026-10-30T10:00:00Z'`.execute(db);
    expect(await differences()).toEqual(EXACT);
    // A meter to another unit of another property, out of the units (the building's), back, and to
    // another quantity.
    const elsewhere = await db
      .selectFrom('units')
      .select(['id', 'property_id'])
      .where('property_id', '<>', heat.property_id)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    await db
      .updateTable('meters')
      .set({ unit_id: elsewhere.id, property_id: elsewhere.property_id })
      .where('id', '=', heat.id)
      .execute();
    expect(await differences()).toEqual(EXACT);
    await db.updateTable('meters').set({ unit_id: null }).where('id', '=', heat.id).execute();
    expect(await differences()).toEqual(EXACT);
    await db
      .updateTable('meters')
      .set({ unit_id: heat.unit_id, property_id: heat.property_id })
      .where('id', '=', heat.id)
      .execute();
    expect(await differences()).toEqual(EXACT);
    await db.updateTable('meters').set({ quantity: 'heat-volume' }).where('id', '=', heat.id).execute();
    expect(await differences()).toEqual(EXACT);
    // A meter deleted with its readings.
    await db.deleteFrom('meters').where('id', '=', other.id).execute();
    expect(await differences()).toEqual(EXACT);
  });

  it('stay exact for any mix of writes around the daylight-saving changes', async () => {
    const property = await db
      .insertInto('properties')
      .values({
        number: 'rollup-test',
        name: 'Rollups',
        address: 'Testvej 1',
        city: 'Aarhus',
        zipcode: '8000',
        country: 'DK',
        brand: 'denmark',
        price_area: 'DK1',
        currency: 'DKK',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const units = await db
      .insertInto('units')
      .values(
        [1, 2].map((n) => ({
          property_id: property.id,
          unique_id: `rollup-test-${n}`,
          unit_number: String(n),
          name: `Unit ${n}`,
          address: 'Testvej 1',
          size_m2: 50,
        })),
      )
      .returning('id')
      .execute();
    const meters = await db
      .insertInto('meters')
      .values(
        [units[0]!.id, units[0]!.id, units[1]!.id, null].map((unit_id, i) => ({
          property_id: property.id,
          unit_id,
          number: `ROLLUP-${i}`,
          quantity: i === 1 ? 'indoor-temperature' : 'heat-energy',
          legacy_kind: 'heat',
          profile: 'heat',
          from_date: '2026-01-01',
        })),
      )
      .returning('id')
      .execute();
    const ids = meters.map((m) => m.id);
    // Hours around the spring (29 March) and autumn (25 October) changes of 2026.
    const windows = [Date.parse('2026-03-27T20:00:00Z'), Date.parse('2026-10-23T20:00:00Z')];
    const hour = fc
      .tuple(fc.constantFrom(...windows), fc.integer({ min: 0, max: 4 * 24 }))
      .map(([start, h]) => new Date(start + h * 3600_000).toISOString());
    const value = fc.integer({ min: 0, max: 100_000 }).map((v) => v / 1000);
    const write = fc.oneof(
      fc.record({
        kind: fc.constant('insert' as const),
        rows: fc.array(fc.tuple(fc.constantFrom(...ids), hour, value), { minLength: 1, maxLength: 40 }),
        replace: fc.boolean(),
      }),
      fc.record({
        kind: fc.constant('delete' as const),
        meter: fc.constantFrom(...ids),
        from: hour,
        hours: fc.integer({ min: 1, max: 30 }),
      }),
      fc.record({
        kind: fc.constant('update' as const),
        meter: fc.constantFrom(...ids),
        from: hour,
        hours: fc.integer({ min: 1, max: 30 }),
        factor: fc.integer({ min: 0, max: 30 }).map((f) => f / 10),
      }),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(write, { minLength: 1, maxLength: 6 }), async (writes) => {
        await sql`delete from readings where meter_id = any(${ids}::int[])`.execute(db);
        for (const w of writes) {
          if (w.kind === 'insert') {
            const unique = [...new Map(w.rows.map((r) => [`${r[0]}|${r[1]}`, r])).values()];
            await sql`insert into readings (meter_id, ts, value)
              select * from unnest(${unique.map((r) => r[0])}::int[], ${unique.map((r) => r[1])}::timestamptz[],
                ${unique.map((r) => r[2])}::float8[])
              on conflict (meter_id, ts) do ${w.replace ? sql`update set value = excluded.value` : sql`nothing`}`.execute(
              db,
            );
          } else {
            const from = new Date(w.from);
            const to = new Date(from.getTime() + w.hours * 3600_000);
            if (w.kind === 'delete') {
              await sql`delete from readings where meter_id = ${w.meter} and ts >= ${from} and ts < ${to}`.execute(db);
            } else {
              await sql`update readings set value = value * ${w.factor}
                where meter_id = ${w.meter} and ts >= ${from} and ts < ${to}`.execute(db);
            }
          }
        }
        expect(await differences(property.id)).toEqual(EXACT);
        // A Copenhagen day has 23, 24 or 25 hours.
        const { rows } = await sql<{ n: number }>`
          select max(readings)::int as n from meter_days where meter_id = any(${ids}::int[])`.execute(db);
        expect(rows[0]!.n ?? 0).toBeLessThanOrEqual(25);
      }),
      { numRuns: 25 },
    );
    // Complete days: 23 hours on the spring change day, 25 on the autumn one.
    await sql`delete from readings where meter_id = any(${ids}::int[])`.execute(db);
    await sql`insert into readings (meter_id, ts, value)
      select ${ids[0]}::int, g, 1 from generate_series('2026-03-27T23:00:00Z'::timestamptz, '2026-03-31T21:00:00Z', interval '1 hour') g
      union all
      select ${ids[0]}::int, g, 1 from generate_series('2026-10-23T22:00:00Z'::timestamptz, '2026-10-26T22:00:00Z', interval '1 hour') g`.execute(
      db,
    );
    const days = await db
      .selectFrom('meter_days')
      .select(['day', 'readings', 'total'])
      .where('meter_id', '=', ids[0]!)
      .orderBy('day')
      .execute();
    expect(days.map((d) => [d.day, d.readings, Number(d.total)])).toEqual([
      ['2026-03-28', 24, 24],
      ['2026-03-29', 23, 23],
      ['2026-03-30', 24, 24],
      ['2026-03-31', 24, 24],
      ['2026-10-24', 24, 24],
      ['2026-10-25', 25, 25],
      ['2026-10-26', 24, 24],
    ]);
    expect(await differences()).toEqual(EXACT);
  });

  it('are built from the readings by the migration, and dropped by its down', async () => {
    const before = await sql<{ n: number }>`select count(*)::int as n from meter_days`.execute(db);
    await migrateTo(db, '20261126T0100-email-change');
    const { rows } = await sql<{ n: number }>`
      select count(*)::int as n from information_schema.tables where table_name in ('meter_days', 'property_days')`.execute(
      db,
    );
    expect(rows[0]!.n).toBe(0);
    // Readings written without the rollups are in them after the migration.
    await appendReadings(db, new Date(SEED_NOW.getTime() + 40 * 3600_000));
    await migrateToLatest(db);
    expect(await differences()).toEqual(EXACT);
    expect(await count('meter_days')).toBeGreaterThan(before.rows[0]!.n);
  });

  it("are read from their primary keys alone: a year of a meter's or a property's days is an index-only scan", async () => {
    // The seed vacuums them (pages all-visible); the planner is kept off the other ways to read them,
    // which a table as small as this one would otherwise take.
    const plans = await db.transaction().execute(async (tx) => {
      await sql`set local enable_seqscan = off`.execute(tx);
      await sql`set local enable_bitmapscan = off`.execute(tx);
      const plan = async (query: ReturnType<typeof sql>) =>
        (await sql<{ 'QUERY PLAN': string }>`explain ${query}`.execute(tx)).rows.map((r) => r['QUERY PLAN']).join('\n');
      const meter = await plan(sql`
        select sum(total), sum(readings), max(last_ts) from meter_days
        where meter_id = 1 and day >= '2025-11-01' and day < '2026-11-01'`);
      const property = await plan(sql`
        select sum(total), sum(readings) from property_days
        where property_id = 1 and quantity = 'heat' and day >= '2025-11-01' and day < '2026-11-01'`);
      return [meter, property];
    });
    expect(plans[0]).toMatch(/Index Only Scan using meter_days_pkey/);
    expect(plans[1]).toMatch(/Index Only Scan using property_days_pkey/);
  });

  it('are emptied with the readings', async () => {
    await sql`truncate readings`.execute(db);
    expect([await count('meter_days'), await count('property_days')]).toEqual([0, 0]);
  });
});
