// The deterministic demo world (README "Demo world"). Seeded once into an empty database.
import { sql } from 'kysely';
import { hashPassword } from '../auth/passwords.ts';
import type { Db } from '../db/database.ts';
import { createActivationCode } from '../data/activation.ts';
import { addDays, addMonths, dateAt, legacyKindOf, startOfDayInstant } from '@portal/domain';
import { startOfHour } from '../time.ts';
import { evaluateAlarms } from '../jobs/alarm-evaluator.ts';
import { issueMonthlyReports } from '../jobs/readings-appender.ts';
import { insertReadings, insertSpotPrices } from './profiles.ts';
import { seedSettlementUtilities, seedSettlements } from './statements.ts';

export const DEMO_USERS = [
  { email: 'demo@example.com', password: 'Demo-Tenant-2026!', name: 'Dina Demo', language: 'nb' },
  { email: 'other@example.com', password: 'Other-Tenant-2026!', name: 'Otto Other', language: 'en' },
  { email: 'nohome@example.com', password: 'Nohome-Tenant-2026!', name: 'Nora Nohome', language: 'en' },
  { email: 'flatmate@example.com', password: 'Flatmate-Tenant-2026!', name: 'Frida Flatmate', language: 'nb' },
  {
    email: 'support@example.com',
    password: 'Support-Staff-2026!',
    name: 'Sam Support',
    language: 'en',
    superuser: true,
  },
  // The previous occupant of other@'s unit: a tenancy that has ended (docs/decisions/0029).
  { email: 'former@example.com', password: 'Former-Tenant-2026!', name: 'Fiona Former', language: 'en' },
] as const;

export const DEMO_CODES = { unusedA: 'WELCOMEHOMEA', unusedB: 'WELCOMEHOMEB', used: 'ALREADYUSEDA' } as const;

export interface SeedOptions {
  /** How far back readings and prices go (default three years). */
  days?: number;
  now?: Date;
  log?: (line: string) => void;
}

const OSLO_ROOMS = ['Living room', 'Bedroom'];

export async function isSeeded(db: Db): Promise<boolean> {
  const row = await db.selectFrom('properties').select('id').limit(1).executeTakeFirst();
  return !!row;
}

export async function seedDemo(db: Db, options: SeedOptions = {}): Promise<void> {
  const log = options.log ?? (() => undefined);
  const now = options.now ?? new Date();
  const days = options.days ?? 3 * 365 + 1;
  const to = startOfHour(now);
  const firstDate = dateAt(new Date(to.getTime() - days * 86_400_000));
  const from = startOfDayInstant(firstDate);
  const today = dateAt(now);
  const thisYear = Number(today.slice(0, 4));

  const oslo = await db
    .insertInto('properties')
    .values({
      number: '0555-012',
      name: 'Grünerløkka Bo',
      address: 'Thorvald Meyers gate 12',
      city: 'Oslo',
      zipcode: '0555',
      country: 'NO',
      brand: 'norway',
      price_area: 'NO1',
      currency: 'NOK',
      climate_base: 6,
      climate_amplitude: 10,
      phone: '+47 22 00 00 00',
      email: 'drift@grunerlokka-bo.example',
      settings: ['hourly-values'],
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const aarhus = await db
    .insertInto('properties')
    .values({
      number: '8000-040',
      name: 'Jægergården',
      address: 'Jægergårdsgade 40',
      city: 'Aarhus C',
      zipcode: '8000',
      country: 'DK',
      brand: 'denmark',
      price_area: 'DK1',
      currency: 'DKK',
      climate_base: 9,
      climate_amplitude: 8,
      phone: '+45 70 00 00 00',
      email: 'admin@jaegergaarden.example',
      settings: [],
    })
    .returning('id')
    .executeTakeFirstOrThrow();

  const factors: Array<[number, string, number]> = [
    [oslo.id, 'electricity-energy', 19],
    // A demo figure for Oslo's district heat (Hafslund Celsio publishes its own by two methods).
    [oslo.id, 'heat-energy', 60],
    [oslo.id, 'hot-water-volume', 1500],
    [oslo.id, 'cold-water-volume', 300],
    [aarhus.id, 'electricity-energy', 135],
    // Kredsløb's district heat in Aarhus, declared for 2021: 46.8 g CO2 equivalents per kWh delivered
    // (heat_supplies below; docs/decisions/0150).
    [aarhus.id, 'heat-energy', 46.8],
    [aarhus.id, 'gas-volume', 2200],
    [aarhus.id, 'cooling-energy', 40],
    [aarhus.id, 'hot-water-volume', 2500],
    [aarhus.id, 'cold-water-volume', 350],
  ];
  await db
    .insertInto('co2_factors')
    .values(factors.map(([property_id, quantity, gram_per_unit]) => ({ property_id, quantity, gram_per_unit })))
    .execute();

  // The properties' heat supplies as their suppliers declare them (docs/decisions/0150): Oslo's
  // district heat (Hafslund Celsio, energy sources of 2023; electric boilers and heat pumps'
  // electricity together) and Aarhus' (Kredsløb, fuel shares of 2021).
  await db
    .insertInto('heat_supplies')
    .values([
      {
        property_id: oslo.id,
        supplier: 'Hafslund Celsio, fjernvarme Oslo',
        year: 2023,
        fuel_mix: JSON.stringify([
          { fuel: 'WASTE', percent: 50.0 },
          { fuel: 'ELECTRICITY', percent: 22.7 },
          { fuel: 'WOOD_PELLETS', percent: 11.3 },
          { fuel: 'AMBIENT_HEAT', percent: 7.7 },
          { fuel: 'BIO_OIL', percent: 6.6 },
          { fuel: 'LNG', percent: 1.7 },
        ]),
        source_url: 'https://celsio.no/om-celsio/nokkeltall-for-vart-miljoarbeid',
      },
      {
        property_id: aarhus.id,
        supplier: 'Kredsløb, fjernvarme Aarhus',
        year: 2021,
        fuel_mix: JSON.stringify([
          { fuel: 'WOOD_PELLETS', percent: 39 },
          { fuel: 'WASTE', percent: 24 },
          { fuel: 'STRAW', percent: 20 },
          { fuel: 'ELECTRICITY', percent: 7 },
          { fuel: 'EXCESS_HEAT', percent: 4 },
          { fuel: 'COAL', percent: 4 },
          { fuel: 'WOOD_CHIPS', percent: 1 },
          { fuel: 'OIL', percent: 1 },
        ]),
        source_url:
          'https://www.kredslob.dk/professionel/produkter-og-services/fjernvarme/miljoedeklaration-emissionsdata',
      },
    ])
    .execute();
  const prices: Array<[number, string, number, string]> = [
    [oslo.id, 'electricity-energy', 0.45, 'NOK'],
    [oslo.id, 'heat-energy', 0.95, 'NOK'],
    [oslo.id, 'heat-volume', 0, 'NOK'],
    [oslo.id, 'hot-water-volume', 95, 'NOK'],
    [oslo.id, 'cold-water-volume', 38, 'NOK'],
    [oslo.id, 'hca', 1.2, 'NOK'],
    [aarhus.id, 'electricity-energy', 1.1, 'DKK'],
    [aarhus.id, 'heat-energy', 0.8, 'DKK'],
    [aarhus.id, 'gas-volume', 9.5, 'DKK'],
    [aarhus.id, 'cooling-energy', 0.7, 'DKK'],
    [aarhus.id, 'hot-water-volume', 110, 'DKK'],
    [aarhus.id, 'cold-water-volume', 65, 'DKK'],
  ];
  const firstYear = Number(firstDate.slice(0, 4));
  const priceRows = [];
  // From the first year of readings, and from the first statement's year (below) if that is earlier.
  for (let y = Math.min(firstYear, thisYear - 3); y <= thisYear; y++) {
    for (const [property_id, quantity, price, currency] of prices) {
      priceRows.push({
        property_id,
        quantity,
        price: Math.round(price * (1 + 0.04 * (y - firstYear)) * 10000) / 10000,
        currency,
        valid_from: `${y}-01-01`,
        valid_to: y === thisYear ? null : `${y}-12-31`,
      });
    }
  }
  await db.insertInto('quantity_prices').values(priceRows).execute();

  // Units: 12 in Oslo (floors 1-4, A-C), 4 in Aarhus.
  const osloUnits: number[] = [];
  for (let floor = 1; floor <= 4; floor++) {
    for (const [i, side] of ['A', 'B', 'C'].entries()) {
      const number = `H0${floor}0${i + 1}`;
      const unit = await db
        .insertInto('units')
        .values({
          property_id: oslo.id,
          unique_id: `NO-0555-012-${number}`,
          unit_number: number,
          name: `Leilighet ${number} (${floor}${side})`,
          address: `Thorvald Meyers gate 12, ${number}`,
          size_m2: [54, 72, 88][i]! + floor,
          floor,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      osloUnits.push(unit.id);
    }
  }
  const aarhusUnits: number[] = [];
  for (let n = 1; n <= 4; n++) {
    const unit = await db
      .insertInto('units')
      .values({
        property_id: aarhus.id,
        unique_id: `DK-8000-040-${n}`,
        unit_number: `${n}. th`,
        name: `Lejlighed ${n}. th`,
        address: `Jægergårdsgade 40, ${n}. th`,
        size_m2: 68 + n * 6,
        floor: n,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    aarhusUnits.push(unit.id);
  }

  // Meters.
  type MeterSeed = {
    property_id: number;
    unit_id: number | null;
    number: string;
    quantity: string;
    room_name: string | null;
    profile: string;
    scale: number;
    initial_reading: number;
  };
  const meters: MeterSeed[] = [];
  let serial = 0;
  const meter = (
    property_id: number,
    unit_id: number | null,
    quantity: string,
    profile: string,
    scale: number,
    room: string | null = null,
  ) => {
    serial += 1;
    meters.push({
      property_id,
      unit_id,
      number: `${property_id === oslo.id ? 'NO' : 'DK'}${String(70_000_000 + serial * 7919)}`,
      quantity,
      room_name: room,
      profile,
      scale,
      initial_reading: profile === 'temperature' || profile === 'humidity' || profile === 'outdoor' ? 0 : serial * 13.7,
    });
  };
  meter(oslo.id, null, 'outdoor-temperature', 'outdoor', 1);
  meter(aarhus.id, null, 'outdoor-temperature', 'outdoor', 1);
  for (const [i, unitId] of osloUnits.entries()) {
    const scale = (54 + (i % 3) * 17) / 70;
    meter(oslo.id, unitId, 'heat-energy', 'heat', scale);
    meter(oslo.id, unitId, 'heat-volume', 'heatvolume', scale);
    meter(oslo.id, unitId, 'hot-water-volume', 'hotwater', 0.8 + (i % 4) * 0.15, 'Bathroom');
    meter(oslo.id, unitId, 'cold-water-volume', 'coldwater', 0.8 + (i % 4) * 0.15, 'Kitchen');
    meter(oslo.id, unitId, 'electricity-energy', 'electricity', 0.8 + (i % 5) * 0.12);
    for (const room of OSLO_ROOMS) {
      meter(oslo.id, unitId, 'hca', 'hca', scale * (room === 'Living room' ? 0.6 : 0.4), room);
      meter(oslo.id, unitId, 'indoor-temperature', 'temperature', 1, room);
    }
    meter(oslo.id, unitId, 'indoor-relative-humidity', 'humidity', 1, 'Living room');
  }
  for (const [i, unitId] of aarhusUnits.entries()) {
    const scale = (74 + i * 6) / 70;
    meter(aarhus.id, unitId, 'heat-energy', 'heat', scale);
    meter(aarhus.id, unitId, 'gas-volume', 'gas', scale, 'Kitchen');
    meter(aarhus.id, unitId, 'cooling-energy', 'cooling', scale);
    meter(aarhus.id, unitId, 'hot-water-volume', 'hotwater', 1, 'Bathroom');
    meter(aarhus.id, unitId, 'cold-water-volume', 'coldwater', 1, 'Kitchen');
    meter(aarhus.id, unitId, 'electricity-energy', 'electricity', 1);
  }
  await db
    .insertInto('meters')
    .values(
      meters.map((m) => ({
        ...m,
        legacy_kind: legacyKindOf(m.quantity) ?? m.quantity,
        from_date: firstDate,
        to_date: null,
      })),
    )
    .execute();

  // Users.
  const users: Record<string, number> = {};
  for (const u of DEMO_USERS) {
    const row = await db
      .insertInto('users')
      .values({
        email: u.email,
        name: u.name,
        language: u.language,
        password_hash: await hashPassword(u.password),
        is_superuser: 'superuser' in u,
        is_admin: 'superuser' in u,
        // The demo users have used the app before: no onboarding slides (docs/decisions/0026).
        has_onboarded: true,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    users[u.email] = row.id;
  }

  // Tenancies: one per unit; the first Oslo unit and the first Aarhus unit are demo's.
  const tenantNames = [
    'Dina Demo',
    'Otto Other',
    'Ingrid Hansen',
    'Lars Berg',
    'Kari Nilsen',
    'Ola Johansen',
    'Sara Lie',
    'Per Dahl',
    'Eva Moen',
    'Jon Strand',
    'Mia Haugen',
    'Tor Bakke',
  ];
  const tenancies: number[] = [];
  const starts: string[] = [];
  const allUnits = [...osloUnits, ...aarhusUnits];
  for (const [i, unitId] of allUnits.entries()) {
    const start = i === 0 || i === 12 ? firstDate : addMonths(firstDate, (i % 5) * 2);
    const row = await db
      .insertInto('tenancies')
      .values({
        unit_id: unitId,
        tenancy_number: `T-${String(10_000 + i * 37)}`,
        tenant_name: i < 12 ? tenantNames[i]! : i === 12 ? 'Dina Demo' : `Lejer ${i - 11}`,
        start_date: start,
        end_date: null,
        billing_start: `${thisYear}-01-01`,
        billing_end: `${thisYear}-12-31`,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    tenancies.push(row.id);
    starts.push(start);
  }
  // other@'s unit had a tenant before: from the first day of data to the day before other@'s start.
  const former = await db
    .insertInto('tenancies')
    .values({
      unit_id: osloUnits[1]!,
      tenancy_number: `T-${String(10_000 + allUnits.length * 37)}`,
      tenant_name: 'Fiona Former',
      start_date: firstDate,
      end_date: addDays(starts[1]!, -1),
      billing_start: `${thisYear}-01-01`,
      billing_end: `${thisYear}-12-31`,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const demoOslo = tenancies[0]!;
  const demoAarhus = tenancies[12]!;
  await db
    .insertInto('tenancy_users')
    .values([
      { tenancy_id: demoOslo, user_id: users['demo@example.com']!, is_admin: true },
      { tenancy_id: demoOslo, user_id: users['flatmate@example.com']!, is_admin: false },
      { tenancy_id: demoAarhus, user_id: users['demo@example.com']!, is_admin: true },
      { tenancy_id: tenancies[1]!, user_id: users['other@example.com']!, is_admin: true },
      { tenancy_id: former.id, user_id: users['former@example.com']!, is_admin: true },
    ])
    .execute();
  await createActivationCode(db, {
    tenancyId: demoOslo,
    email: 'friend@example.com',
    invitedBy: users['demo@example.com']!,
    ttlDays: 14,
  });
  await createActivationCode(db, {
    tenancyId: tenancies[2]!,
    code: DEMO_CODES.unusedA,
    makeAdmin: true,
    ttlDays: 3650,
  });
  await createActivationCode(db, {
    tenancyId: tenancies[3]!,
    code: DEMO_CODES.unusedB,
    makeAdmin: true,
    ttlDays: 3650,
  });
  await createActivationCode(db, { tenancyId: tenancies[1]!, code: DEMO_CODES.used, makeAdmin: true, ttlDays: 3650 });
  await db
    .updateTable('activation_codes')
    .set({ used_at: new Date(from.getTime() + 86_400_000), used_by: users['other@example.com']! })
    .where('tenancy_id', '=', tenancies[1]!)
    .execute();

  // How the properties settle heating and water; three yearly allocation statements for demo's Oslo
  // tenancy, settled from the property's meters; every tenancy's advance payments (docs/decisions/0151).
  await seedSettlementUtilities(db, oslo.id, 'allocators');
  await seedSettlementUtilities(db, aarhus.id, 'heatMeters');
  const settlementYears = { firstYear: thisYear - 3, lastYear: thisYear - 1, today };
  await seedSettlements(db, {
    propertyId: oslo.id,
    ...settlementYears,
    statementsFor: { tenancyId: demoOslo, unitId: osloUnits[0]! },
    firstTenancyIndex: 0,
  });
  await seedSettlements(db, { propertyId: aarhus.id, ...settlementYears, firstTenancyIndex: osloUnits.length });

  // Alarms of several types on demo's Oslo tenancy, in place for the last two weeks (an alarm judges
  // the periods from the one it was created in), so that the evaluation below has a history to make.
  const demoId = users['demo@example.com']!;
  const alarmsSince = startOfDayInstant(addDays(today, -14) > firstDate ? addDays(today, -14) : firstDate);
  const since = { created_at: alarmsSince, updated_at: alarmsSince, evaluate_from: alarmsSince };
  await db
    .insertInto('alarms')
    .values([
      {
        tenancy_id: demoOslo,
        user_id: demoId,
        ...since,
        name: 'Electricity over 4 kWh a day',
        kind: 'CONSUMPTION',
        type: 'TOTAL',
        quantity: 'electricity-energy',
        period: 'DAY',
        threshold: 4,
      },
      {
        tenancy_id: demoOslo,
        user_id: demoId,
        ...since,
        name: 'Heating rising 10 %',
        kind: 'CONSUMPTION',
        type: 'INCREASE',
        quantity: 'heat-energy',
        period: 'WEEK',
        threshold: 10,
      },
      {
        tenancy_id: demoOslo,
        user_id: demoId,
        ...since,
        name: 'No cold water',
        kind: 'CONSUMPTION',
        type: 'ZERO_CONSUMPTION',
        quantity: 'cold-water-volume',
        period: 'DAY',
        threshold: 0,
      },
      {
        tenancy_id: demoOslo,
        user_id: demoId,
        ...since,
        name: 'Too warm',
        kind: 'CLIMATE',
        type: 'MAXIMUM',
        quantity: 'indoor-temperature',
        period: 'DAY',
        threshold: 21.1,
      },
      {
        tenancy_id: demoOslo,
        user_id: demoId,
        ...since,
        name: 'Water running all day',
        kind: 'CONSUMPTION',
        type: 'LEAK',
        quantity: 'cold-water-volume',
        period: 'DAY',
        threshold: 24,
      },
      {
        tenancy_id: demoOslo,
        user_id: demoId,
        ...since,
        name: 'Too dry',
        kind: 'CLIMATE',
        type: 'MINIMUM',
        quantity: 'indoor-relative-humidity',
        period: 'WEEK',
        threshold: 38,
      },
    ])
    .execute();

  // Readings and prices, set-based.
  let t0 = Date.now();
  await insertSpotPrices(db, from, new Date(to.getTime() + 48 * 3600_000));
  log(`spot prices in ${Date.now() - t0} ms`);
  t0 = Date.now();
  // Into an empty table, loading first and building the primary key after is several times faster.
  // The per-row foreign-key trigger dominates a bulk load; the constraint is re-added (and checked
  // in one pass) afterwards.
  // The day rollups are computed once from the loaded table, not from the statement's rows.
  await sql`alter table readings drop constraint readings_pkey`.execute(db);
  await sql`alter table readings drop constraint readings_meter_id_fkey`.execute(db);
  await sql`alter table readings disable trigger readings_roll_up_insert`.execute(db);
  const rows = await insertReadings(db, from, to, undefined, true);
  await sql`alter table readings enable trigger readings_roll_up_insert`.execute(db);
  await sql`alter table readings add primary key (meter_id, ts)`.execute(db);
  await sql`alter table readings add constraint readings_meter_id_fkey foreign key (meter_id) references meters(id) on delete cascade`.execute(
    db,
  );
  log(`${rows} readings in ${Date.now() - t0} ms`);
  await addRunningToilet(db, osloUnits[0]!, today, firstDate, to);
  t0 = Date.now();
  await sql`select rebuild_day_rollups()`.execute(db);
  log(`day rollups in ${Date.now() - t0} ms`);
  // Vacuumed so that their pages are marked all-visible: the figures are read by index-only scans.
  await sql`vacuum meter_days, property_days`.execute(db);
  await sql`analyze`.execute(db);

  // Notifications from the alarms over the recent past.
  t0 = Date.now();
  await evaluateAlarms(db, { now });
  log(`alarms evaluated in ${Date.now() - t0} ms`);

  // The last full month's reports, as the hourly job leaves them (a code per unit, a "Consumption
  // report" notification per tenancy in place at its end); demo's Oslo unit's code is the one the
  // README names. And an expired code for the month before.
  t0 = Date.now();
  await issueMonthlyReports(db, now);
  const lastMonth = addMonths(`${today.slice(0, 7)}-01`, -1);
  const monthBefore = addMonths(lastMonth, -1);
  await db
    .updateTable('report_codes')
    .set({ code: 'demo-latest', expires_at: new Date(now.getTime() + 365 * 86_400_000) })
    .where('unit_id', '=', osloUnits[0]!)
    .where('period_start', '=', lastMonth)
    .execute();
  await db
    .insertInto('report_codes')
    .values({
      code: 'demo-expired',
      unit_id: osloUnits[0]!,
      period_start: monthBefore,
      period_end: addDays(lastMonth, -1),
      expires_at: new Date(now.getTime() - 86_400_000),
    })
    .execute();
  log(`monthly reports issued in ${Date.now() - t0} ms`);
}

/** Cold water a running toilet lets through every hour (m³, 15 litres). */
export const RUNNING_TOILET_FLOW = 0.015;

/**
 * When the toilet of demo's Oslo home started running: 13:00 (Copenhagen) three days ago, so that
 * yesterday and the day before saw water flow in every hour for more than a day (its leak alarm goes
 * off for both) and the day it started did not (water flowed from 05:00 on, 19 hours).
 */
export function runningToiletSince(today: string, firstDate: string): Date {
  const day = addDays(today, -3) > firstDate ? addDays(today, -3) : firstDate;
  return new Date(startOfDayInstant(day).getTime() + 13 * 3600_000);
}

/**
 * A running toilet in a unit's recent data: its cold-water meter reads {@link RUNNING_TOILET_FLOW}
 * more in every hour from {@link runningToiletSince} up to `to`. The hours the services append later
 * follow the profile again (the toilet was mended).
 */
async function addRunningToilet(db: Db, unitId: number, today: string, firstDate: string, to: Date): Promise<void> {
  await db
    .updateTable('readings')
    .set((eb) => ({ value: eb('value', '+', RUNNING_TOILET_FLOW) }))
    .where('meter_id', 'in', (eb) =>
      eb.selectFrom('meters').select('id').where('unit_id', '=', unitId).where('quantity', '=', 'cold-water-volume'),
    )
    .where('ts', '>=', runningToiletSince(today, firstDate))
    .where('ts', '<', to)
    .execute();
}
