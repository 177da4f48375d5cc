// The monthly report's EU information (docs/decisions/0150) on a world written here by hand: a
// property with an outdoor thermometer, seven homes of known sizes, and October 2025 and 2026 of
// hourly readings whose sums, degree days and averages are worked out below (in the comments, and
// again from the fixture's own definition). The GraphQL `report` must give exactly those figures,
// and its PDF must show each new section in English, Danish and Norwegian. The demo world beside it
// has a year of readings, enough for the settlement forecast (docs/decisions/0151) whose line the
// demo tenancy's report carries.
import { sql } from 'kysely';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { addDays, formatLocal, startOfDayInstant } from '@portal/domain';
import { forecastOfTenancy } from '../src/forecast/forecast.service.ts';
import { parseReportGuidance } from '../src/report/guidance.ts';
import { DEMO, serveData, setupHarness } from './harness.ts';

// A year and a few days up to 5 November 2026: the forecast as of 31 October needs the weather of
// November and December 2025.
const h = setupHarness({ days: 372 });
const { local } = serveData(h);

/** A home of the fixture: its floor area and its heat per hour (kWh), the same in both Octobers but the home's own. */
const HOMES = {
  A: { size: 60, heat2026: 0.5, heat2025: 0.4 },
  B: { size: 50, heat2026: 0.45, heat2025: 0.45 },
  C: { size: 70, heat2026: 0.55, heat2025: 0.55 },
  D: { size: 75, heat2026: 0.6, heat2025: 0.6 },
  E: { size: 45, heat2026: 0.35, heat2025: 0.35 },
  F: { size: 100, heat2026: 0.8, heat2025: 0.8 },
  G: { size: 120, heat2026: 0.9, heat2025: 0.9 },
} as const;
type Home = keyof typeof HOMES;

/**
 * The day's outdoor temperature T (°C): each hour before local noon reads T − 2, each from noon on
 * T + 2, so a day of 24 hours has mean T and the 25-hour day of a daylight-saving change (26 Oct
 * 2025, 25 Oct 2026: 13 hours before noon) has mean T − 2/25.
 */
function temperature(year: number, day: number): number {
  if (year === 2026) {
    if (day <= 10) return 7; // HDD 10 each: 100
    if (day <= 20) return 5; // HDD 12 each: 120
    if (day <= 24) return 24; // HDD 0; CDD 24 − 22 = 2 each: 8
    return 9; // HDD 8 each; 25 Oct (25 hours): 17 − 8.92 = 8.08 → 8.08 + 6 × 8 = 56.08
  }
  if (day <= 10) return 6; // HDD 11 each: 110
  if (day <= 20) return 8; // HDD 9 each: 90
  if (day <= 22) return 25; // HDD 0; CDD 3 each: 6
  if (day <= 24) return 20; // HDD 0, CDD 0
  return 10; // HDD 7 each; 26 Oct (25 hours): 17 − 9.92 = 7.08 → 7.08 + 6 × 7 = 49.08
}
// Heating degree days (base 17 °C): 2026: 100 + 120 + 56.08 = 276.08; 2025: 110 + 90 + 49.08 = 249.08.
// Cooling degree days (base 22 °C): 2026: 8; 2025: 6.

/** The outdoor thermometer's reading of an hour of October. */
const outdoorValue = (x: { year: number; day: number; hour: number }) =>
  temperature(x.year, x.day) + (x.hour < 12 ? -2 : 2);

/** Home A's cooling per hour: 0.2 kWh on 21–24 Oct 2026 (96 h: 19.2), 0.25 on 21–22 Oct 2025 (48 h: 12). */
const cooling = (year: number, day: number) =>
  year === 2026 ? (day >= 21 && day <= 24 ? 0.2 : 0) : day >= 21 && day <= 22 ? 0.25 : 0;
/** Home A's hot water per hour: 0.01 m³ in 2026 (745 h: 7.45), 0.012 in 2025 (8.94). */
const hotWater = (year: number) => (year === 2026 ? 0.01 : 0.012);

/** The hours of local days [from, until), each with its local day of month and hour. */
function hoursOf(from: string, until: string): Array<{ ts: Date; day: number; hour: number; year: number }> {
  const out = [];
  for (let d = from; d < until; d = addDays(d, 1)) {
    const end = startOfDayInstant(addDays(d, 1)).getTime();
    for (let t = startOfDayInstant(d).getTime(); t < end; t += 3600_000) {
      const stamp = formatLocal(new Date(t));
      out.push({
        ts: new Date(t),
        day: Number(d.slice(8, 10)),
        hour: Number(stamp.slice(11, 13)),
        year: Number(d.slice(0, 4)),
      });
    }
  }
  return out;
}

const OCTOBER_2025 = hoursOf('2025-10-01', '2025-11-01');
const OCTOBER_2026 = hoursOf('2026-10-01', '2026-11-01');
// November: whole days in 2025 (1–3 Nov), in 2026 up to 3 Nov 10:00 (the last day not whole).
const NOVEMBER_2025 = hoursOf('2025-11-01', '2025-11-04');
const NOVEMBER_2026 = hoursOf('2026-11-01', '2026-11-04').filter((x) => x.ts < new Date('2026-11-03T09:00:00Z'));

let propertyId: number;
const units = {} as Record<Home, number>;

async function insertReadings(
  meterId: number,
  hours: ReturnType<typeof hoursOf>,
  value: (x: (typeof hours)[number]) => number,
) {
  await sql`
    insert into readings (meter_id, ts, value)
    select ${meterId}, t, v from unnest(${hours.map((x) => x.ts.toISOString())}::timestamptz[], ${hours.map(value)}::float8[]) as x(t, v)`.execute(
    h.db.db,
  );
}

beforeAll(async () => {
  const db = h.db.db;
  const property = await db
    .insertInto('properties')
    .values({
      number: '0100-001',
      name: 'Fixture Gård',
      address: 'Prøvegata 1',
      city: 'Oslo',
      zipcode: '0100',
      country: 'NO',
      brand: 'norway',
      price_area: 'NO1',
      currency: 'NOK',
      phone: '+47 22 11 11 11',
      email: 'drift@fixture.example',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  propertyId = property.id;
  const meter = async (unitId: number | null, quantity: string, n: string) =>
    (
      await db
        .insertInto('meters')
        .values({
          property_id: propertyId,
          unit_id: unitId,
          number: `FX${n}`,
          quantity,
          legacy_kind: quantity,
          profile: 'fixture',
          from_date: '2024-01-01',
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  const outdoor = await meter(null, 'outdoor-temperature', 'OUT');
  await insertReadings(outdoor, [...OCTOBER_2025, ...OCTOBER_2026], outdoorValue);
  // November: 6 °C in 2025 (HDD 11 a day), 7 °C in 2026 (HDD 10 a day).
  await insertReadings(outdoor, NOVEMBER_2025, (x) => 6 + (x.hour < 12 ? -2 : 2));
  await insertReadings(outdoor, NOVEMBER_2026, (x) => 7 + (x.hour < 12 ? -2 : 2));
  for (const [home, spec] of Object.entries(HOMES) as Array<[Home, (typeof HOMES)[Home]]>) {
    const unit = await db
      .insertInto('units')
      .values({
        property_id: propertyId,
        unique_id: `NO-0100-001-${home}`,
        unit_number: home,
        name: `Leilighet ${home}`,
        address: `Prøvegata 1, ${home}`,
        size_m2: spec.size,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    units[home] = unit.id;
    const heat = await meter(unit.id, 'heat-energy', `${home}-HEAT`);
    await insertReadings(heat, [...OCTOBER_2025, ...NOVEMBER_2025], () => spec.heat2025);
    await insertReadings(heat, [...OCTOBER_2026, ...(home === 'A' ? NOVEMBER_2026 : [])], () => spec.heat2026);
  }
  const hot = await meter(units.A, 'hot-water-volume', 'A-HW');
  await insertReadings(hot, [...OCTOBER_2025, ...OCTOBER_2026], (x) => hotWater(x.year));
  const cool = await meter(units.A, 'cooling-energy', 'A-COOL');
  await insertReadings(cool, [...OCTOBER_2025, ...OCTOBER_2026], (x) => cooling(x.year, x.day));

  await db
    .insertInto('tenancies')
    .values([
      {
        unit_id: units.A,
        tenancy_number: 'FX-A',
        tenant_name: 'Anna',
        start_date: '2025-01-01',
        end_date: null,
        billing_start: '2026-01-01',
        billing_end: '2026-12-31',
      },
      // F's tenant moved in this March: last October's readings are the previous tenant's.
      {
        unit_id: units.F,
        tenancy_number: 'FX-F0',
        tenant_name: 'Fredrik',
        start_date: '2024-01-01',
        end_date: '2026-02-28',
        billing_start: '2026-01-01',
        billing_end: '2026-12-31',
      },
      {
        unit_id: units.F,
        tenancy_number: 'FX-F',
        tenant_name: 'Frida',
        start_date: '2026-03-01',
        end_date: null,
        billing_start: '2026-01-01',
        billing_end: '2026-12-31',
      },
    ])
    .execute();
  const price = (quantity: string, value: number, from: string, to: string | null) => ({
    property_id: propertyId,
    quantity,
    price: value,
    currency: 'NOK',
    valid_from: from,
    valid_to: to,
  });
  await db
    .insertInto('quantity_prices')
    .values([
      price('heat-energy', 0.9, '2025-01-01', '2025-12-31'),
      price('heat-energy', 1, '2026-01-01', '2026-10-15'),
      price('heat-energy', 1.2, '2026-10-16', null),
      price('hot-water-volume', 80, '2025-01-01', null),
      price('cooling-energy', 0.5, '2025-01-01', null),
    ])
    .execute();
  await db
    .insertInto('co2_factors')
    .values([
      { property_id: propertyId, quantity: 'heat-energy', gram_per_unit: 50 },
      { property_id: propertyId, quantity: 'hot-water-volume', gram_per_unit: 1500 },
    ])
    .execute();
  await db
    .insertInto('heat_supplies')
    .values({
      property_id: propertyId,
      supplier: 'Prøve Fjernvarme',
      year: 2025,
      fuel_mix: JSON.stringify([
        { fuel: 'WOOD_CHIPS', percent: 30 },
        { fuel: 'WASTE', percent: 60 },
        { fuel: 'OIL', percent: 10 },
      ]),
      source_url: 'https://fjernvarme.example/miljo',
    })
    .execute();
  await db
    .insertInto('settlement_utilities')
    .values([
      { property_id: propertyId, utility: 'heating', quantity: 'heat-energy', fixed_percent: 45 },
      { property_id: propertyId, utility: 'hot-water', quantity: 'hot-water-volume', fixed_percent: 35 },
      { property_id: propertyId, utility: 'cooling', quantity: 'cooling-energy', fixed_percent: 50 },
    ])
    .execute();
  const expires = new Date(Date.now() + 86_400_000);
  await db
    .insertInto('report_codes')
    .values([
      {
        code: 'fx-october',
        unit_id: units.A,
        period_start: '2026-10-01',
        period_end: '2026-10-31',
        expires_at: expires,
      },
      {
        code: 'fx-november',
        unit_id: units.A,
        period_start: '2026-11-01',
        period_end: '2026-11-30',
        expires_at: expires,
      },
      { code: 'fx-large', unit_id: units.F, period_start: '2026-10-01', period_end: '2026-10-31', expires_at: expires },
    ])
    .execute();
  // October in a home of demo's Aarhus property.
  const aarhusUnit = await db
    .selectFrom('units')
    .select('id')
    .where('unique_id', '=', 'DK-8000-040-1')
    .executeTakeFirstOrThrow();
  // The demo world has issued October for every unit: that code, under a name of these tests.
  await db
    .updateTable('report_codes')
    .set({ code: 'fx-aarhus', expires_at: expires })
    .where('unit_id', '=', aarhusUnit.id)
    .where('period_start', '=', '2026-10-01')
    .executeTakeFirstOrThrow();
});

const REPORT = `query($c: String!) { report(code: $c) {
  periodStart complete dataUntil pdfUrl currency
  utilities {
    utility quantity unit from to consumption
    lastYear { from to consumption change correction baseTemperature degreeDays lastYearDegreeDays corrected correctedChange uncorrectedReason }
    typical { areaM2 perM2 peers peerHomes peerMinM2 peerMaxM2 peerPerM2 peerForThisHome typicalHome typicalHomeLow typicalHomeHigh typicalLetter }
    prices { quantity price currency validFrom validTo }
    cost co2GramsPerUnit emissionsKg
    supply { supplier year fuelMix { fuel percent } sourceUrl }
  }
  whereToTurn {
    landlord { name phone email url }
    provider { name phone email url }
    complaints { kind name url }
    advice { kind name url }
  }
  costSplit { utility fixedPercent consumptionPercent source statementPeriodEnd }
  settlementForecast { period { start end } currency balance { expected low high } dataUntil }
} }`;

async function report(code: string) {
  const r = await h.data(REPORT, { c: code });
  expect(r.errors).toBeUndefined();
  return r.data.report;
}

type Utility = { utility: string; [k: string]: unknown };
const utility = (rep: { utilities: Utility[] }, name: string) => rep.utilities.find((u) => u.utility === name)!;

/** The fixture's own recomputation: a day's mean temperature from its hours, the degree days of a month. */
function degreeDays(hours: ReturnType<typeof hoursOf>, base: number, sign: 1 | -1): number {
  const days = new Map<number, number[]>();
  for (const x of hours)
    days.set(x.day, [...(days.get(x.day) ?? []), temperature(x.year, x.day) + (x.hour < 12 ? -2 : 2)]);
  let sum = 0;
  for (const values of days.values())
    sum += Math.max(0, sign * (base - values.reduce((a, b) => a + b, 0) / values.length));
  return sum;
}

describe('monthly report: against the same month last year, weather-corrected', () => {
  it('corrects heating by heating degree days (17 °C) of the property’s outdoor temperature, across the DST days', async () => {
    expect(degreeDays(OCTOBER_2026, 17, 1)).toBeCloseTo(276.08, 9);
    expect(degreeDays(OCTOBER_2025, 17, 1)).toBeCloseTo(249.08, 9);
    const rep = await report('fx-october');
    expect(rep).toMatchObject({ periodStart: '2026-10-01', complete: true, dataUntil: '2026-11-01T00:00:00' });
    expect(rep.utilities.map((u: Utility) => u.utility)).toEqual(['HEATING', 'HOT_WATER', 'COOLING']);
    const heat = utility(rep, 'HEATING');
    // 745 hours each October (31 × 24 + the hour the clocks go back): 0.5 × 745 and 0.4 × 745.
    expect(heat).toMatchObject({
      quantity: 'heat-energy',
      unit: 'kilo-watt-hour',
      from: '2026-10-01',
      to: '2026-10-31',
      consumption: 372.5,
    });
    expect(heat.lastYear).toEqual({
      from: '2025-10-01',
      to: '2025-10-31',
      consumption: 298,
      change: 25, // (372.5 − 298) / 298
      correction: 'HEATING_DEGREE_DAYS',
      baseTemperature: 17,
      degreeDays: 276.08,
      lastYearDegreeDays: 249.08,
      corrected: 330.302875, // 298 × 276.08 / 249.08 = 330.30287457…
      correctedChange: 12.78, // (372.5 − 330.302875) / 330.302875 = 12.775…%
      uncorrectedReason: null,
    });
  });

  it('corrects cooling by cooling degree days (22 °C), and says hot water is not weather-dependent', async () => {
    expect(degreeDays(OCTOBER_2026, 22, -1)).toBe(8);
    expect(degreeDays(OCTOBER_2025, 22, -1)).toBe(6);
    const rep = await report('fx-october');
    // Cooling is the month's energy (the hours' sum), not the hourly mean the screens show.
    expect(utility(rep, 'COOLING')).toMatchObject({ quantity: 'cooling-energy', consumption: 19.2 });
    expect(utility(rep, 'COOLING').lastYear).toMatchObject({
      consumption: 12,
      change: 60,
      correction: 'COOLING_DEGREE_DAYS',
      baseTemperature: 22,
      degreeDays: 8,
      lastYearDegreeDays: 6,
      corrected: 16, // 12 × 8 / 6
      correctedChange: 20,
      uncorrectedReason: null,
    });
    expect(utility(rep, 'HOT_WATER')).toMatchObject({ quantity: 'hot-water-volume', consumption: 7.45 });
    expect(utility(rep, 'HOT_WATER').lastYear).toEqual({
      from: '2025-10-01',
      to: '2025-10-31',
      consumption: 8.94,
      change: -16.67,
      correction: null,
      baseTemperature: null,
      degreeDays: null,
      lastYearDegreeDays: null,
      corrected: null,
      correctedChange: null,
      uncorrectedReason: 'NOT_WEATHER_DEPENDENT',
    });
  });

  it('in a month not yet complete compares the whole days read with the same days last year, and says so', async () => {
    const rep = await report('fx-november');
    expect(rep).toMatchObject({ complete: false, dataUntil: '2026-11-03T10:00:00' });
    const heat = utility(rep, 'HEATING');
    // 1–2 Nov: 48 hours; 3 Nov has 10 of its 24 and is left out.
    expect(heat).toMatchObject({ from: '2026-11-01', to: '2026-11-02', consumption: 24 });
    expect(heat.lastYear).toMatchObject({
      from: '2025-11-01',
      to: '2025-11-02',
      consumption: 19.2,
      degreeDays: 20,
      lastYearDegreeDays: 22,
      corrected: 17.454545, // 19.2 × 20 / 22
      change: 25,
      correctedChange: 37.5,
    });
    // No November readings of hot water and cooling: no days, nothing compared.
    expect(utility(rep, 'HOT_WATER')).toMatchObject({ from: null, consumption: null, cost: null });
    expect(utility(rep, 'COOLING').lastYear).toMatchObject({ consumption: null, uncorrectedReason: 'NO_READINGS' });
    // The typical use of homes with readings on both days: home A alone has November readings.
    expect(heat.typical).toMatchObject({ peers: 'PROPERTY', peerHomes: 1, peerPerM2: 0.4, typicalHome: 24 });
  });

  it('takes a day’s degree days only from a day with three quarters of its hours of outdoor temperature', async () => {
    const outdoor = await h.db.db
      .selectFrom('meters')
      .select('id')
      .where('number', '=', 'FXOUT')
      .executeTakeFirstOrThrow();
    // 5 Oct 2025 (24 hours, T = 6 °C): without its first 6 hours (4 °C) 18 of 24 are left, their mean
    // (6 × 4 + 12 × 8) / 18 = 6.666…: 10.333… degree days instead of 11, 249.08 − 0.67 = 248.41.
    const morning = OCTOBER_2025.filter((x) => x.day === 5 && x.hour < 7);
    const remove = (hours: typeof morning) =>
      sql`delete from readings where meter_id = ${outdoor.id}
        and ts = any(${hours.map((x) => x.ts.toISOString())}::timestamptz[])`.execute(h.db.db);
    try {
      await remove(morning.slice(0, 6));
      const heat = utility(await report('fx-october'), 'HEATING');
      expect(heat.lastYear).toMatchObject({ lastYearDegreeDays: 248.41, uncorrectedReason: null });
      // Without a seventh hour, 17 of 24: the day has no outdoor temperature, October 2025 no correction.
      await remove(morning.slice(6));
      expect(utility(await report('fx-october'), 'HEATING').lastYear).toMatchObject({
        degreeDays: 276.08,
        lastYearDegreeDays: null,
        corrected: null,
        uncorrectedReason: 'NO_OUTDOOR_TEMPERATURE',
      });
    } finally {
      await remove(morning);
      await insertReadings(outdoor.id, morning, outdoorValue);
    }
    expect(utility(await report('fx-october'), 'HEATING').lastYear).toMatchObject({ lastYearDegreeDays: 249.08 });
  });

  it('does not compare with days before the tenancy (another tenant’s)', async () => {
    const rep = await report('fx-large');
    const heat = utility(rep, 'HEATING');
    expect(heat.consumption).toBe(596); // 0.8 × 745
    expect(heat.lastYear).toMatchObject({
      from: null,
      consumption: null,
      change: null,
      corrected: null,
      uncorrectedReason: 'NO_LAST_YEAR',
    });
    // This October's degree days are still given.
    expect(heat.lastYear).toMatchObject({ degreeDays: 276.08, lastYearDegreeDays: null });
  });
});

describe('monthly report: against typical use', () => {
  it('averages per m² the homes within ±25 % of the home’s floor area, and gives the rating’s typical home', async () => {
    const typical = utility(await report('fx-october'), 'HEATING').typical;
    // Home A, 60 m²: 45–75 m² are A (60), B (50), C (70), D (75) and E (45): 5 homes, 300 m².
    // (0.5 + 0.45 + 0.55 + 0.6 + 0.35) × 745 / 300 = 1825.25 / 300 = 6.0841666…
    // The property (all 7 homes, 520 m²): 4.15 × 745 / 520 = 5.9456730…; × 60 m² = 356.740384…
    expect(typical).toEqual({
      areaM2: 60,
      perM2: 6.208333, // 372.5 / 60
      peers: 'SIMILAR_SIZE',
      peerHomes: 5,
      peerMinM2: 45,
      peerMaxM2: 75,
      peerPerM2: 6.084167,
      peerForThisHome: 365.05,
      typicalHome: 356.740385,
      typicalHomeLow: 303.229327, // × 0.85
      typicalHomeHigh: 410.251442, // × 1.15
      typicalLetter: 'C',
    });
    const sizes = Object.values(HOMES);
    const similar = sizes.filter((x) => x.size >= 45 && x.size <= 75);
    expect((similar.reduce((a, x) => a + x.heat2026, 0) * 745) / similar.reduce((a, x) => a + x.size, 0)).toBeCloseTo(
      6.084167,
      6,
    );
  });

  it('falls back to all the property’s homes when fewer than 4 are of a similar size', async () => {
    const typical = utility(await report('fx-large'), 'HEATING').typical;
    // Home F, 100 m²: 75–125 m² are D, F and G only.
    expect(typical).toMatchObject({
      areaM2: 100,
      perM2: 5.96,
      peers: 'PROPERTY',
      peerHomes: 7,
      peerMinM2: 45,
      peerMaxM2: 120,
      peerPerM2: 5.945673,
      typicalHome: 594.567308,
    });
  });
});

describe('monthly report: prices, cost and CO2', () => {
  it('lists the prices in force during the month and costs each day at its price', async () => {
    const rep = await report('fx-october');
    const heat = utility(rep, 'HEATING');
    expect(heat.prices).toEqual([
      {
        quantity: 'heat-energy',
        price: 1,
        currency: 'NOK',
        validFrom: '2026-01-01T00:00:00',
        validTo: '2026-10-15T23:59:59',
      },
      { quantity: 'heat-energy', price: 1.2, currency: 'NOK', validFrom: '2026-10-16T00:00:00', validTo: null },
    ]);
    // 1–15 Oct: 360 h × 0.5 kWh × 1.00; 16–31 Oct: 385 h × 0.5 × 1.20 = 180 + 231.
    expect(heat.cost).toBe(411);
    expect(heat).toMatchObject({ co2GramsPerUnit: 50, emissionsKg: 18.625 }); // 372.5 kWh × 50 g
    expect(heat.supply).toEqual({
      supplier: 'Prøve Fjernvarme',
      year: 2025,
      fuelMix: [
        { fuel: 'WASTE', percent: 60 },
        { fuel: 'WOOD_CHIPS', percent: 30 },
        { fuel: 'OIL', percent: 10 },
      ],
      sourceUrl: 'https://fjernvarme.example/miljo',
    });
    expect(utility(rep, 'HOT_WATER')).toMatchObject({
      cost: 596,
      co2GramsPerUnit: 1500,
      emissionsKg: 11.175,
      supply: null,
    });
    expect(utility(rep, 'COOLING')).toMatchObject({ cost: 9.6, co2GramsPerUnit: null, emissionsKg: null });
  });

  it('gives the demo properties’ heat supplies and CO2 (Oslo: Hafslund Celsio; Aarhus: Kredsløb, 46.8 g/kWh)', async () => {
    const oslo = await report('demo-latest');
    expect(utility(oslo, 'HEATING').supply).toMatchObject({ supplier: 'Hafslund Celsio, fjernvarme Oslo', year: 2023 });
    expect(utility(oslo, 'HEATING').co2GramsPerUnit).toBe(60);
    const aarhus = await report('fx-aarhus');
    expect(aarhus.utilities.map((u: Utility) => u.utility)).toEqual(['HEATING', 'HOT_WATER', 'COOLING']);
    const heat = utility(aarhus, 'HEATING') as unknown as {
      consumption: number;
      co2GramsPerUnit: number;
      emissionsKg: number;
      supply: { supplier: string; fuelMix: Array<{ fuel: string; percent: number }> };
    };
    expect(heat.supply.supplier).toBe('Kredsløb, fjernvarme Aarhus');
    expect(heat.supply.fuelMix[0]).toEqual({ fuel: 'WOOD_PELLETS', percent: 39 });
    expect(heat.supply.fuelMix.reduce((a, f) => a + f.percent, 0)).toBe(100);
    expect(heat.co2GramsPerUnit).toBe(46.8);
    const [{ kg }] = (
      await sql<{ kg: number }>`select round(${heat.consumption}::numeric * 46.8 / 1000, 3)::float8 as kg`.execute(
        h.db.db,
      )
    ).rows as [{ kg: number }];
    expect(heat.emissionsKg).toBe(kg);
    expect(aarhus.whereToTurn.complaints.map((c: { name: string }) => c.name)).toEqual([
      'Huslejenævnet',
      'Ankenævnet på Energiområdet',
    ]);
    expect(aarhus.whereToTurn.provider.email).toBe('kundeservice@provider-denmark.example');
  });
});

describe('monthly report: where to turn, cost split, forecast', () => {
  it('names the landlord, the brand’s customer service and the country’s complaint routes and advisers', async () => {
    const w = (await report('fx-october')).whereToTurn;
    expect(w.landlord).toEqual({
      name: 'Fixture Gård',
      phone: '+47 22 11 11 11',
      email: 'drift@fixture.example',
      url: null,
    });
    expect(w.provider.email).toBe('kundeservice@provider-norway.example');
    expect(w.complaints).toEqual([
      { kind: 'RENT_TRIBUNAL', name: 'Husleietvistutvalget (HTU)', url: 'https://www.htu.no' },
      { kind: 'ENERGY_COMPLAINTS_BOARD', name: 'Elklagenemnda', url: 'https://www.elklagenemnda.no' },
    ]);
    expect(w.advice.map((a: { kind: string }) => a.kind)).toEqual([
      'TENANTS_ASSOCIATION',
      'CONSUMER_COUNCIL',
      'ENERGY_AGENCY',
    ]);
  });

  it('splits costs as the tenancy’s latest statement does, else as the property settles them', async () => {
    const fixture = await report('fx-october');
    expect(fixture.costSplit).toEqual([
      { utility: 'HEATING', fixedPercent: 45, consumptionPercent: 55, source: 'PROPERTY', statementPeriodEnd: null },
      { utility: 'HOT_WATER', fixedPercent: 35, consumptionPercent: 65, source: 'PROPERTY', statementPeriodEnd: null },
      { utility: 'COOLING', fixedPercent: 50, consumptionPercent: 50, source: 'PROPERTY', statementPeriodEnd: null },
    ]);
    const demo = await report('demo-latest');
    expect(demo.costSplit).toEqual([
      {
        utility: 'HEATING',
        fixedPercent: 40,
        consumptionPercent: 60,
        source: 'STATEMENT',
        statementPeriodEnd: '2025-12-31',
      },
      {
        utility: 'HOT_WATER',
        fixedPercent: 30,
        consumptionPercent: 70,
        source: 'STATEMENT',
        statementPeriodEnd: '2025-12-31',
      },
      {
        utility: 'COLD_WATER',
        fixedPercent: 20,
        consumptionPercent: 80,
        source: 'STATEMENT',
        statementPeriodEnd: '2025-12-31',
      },
    ]);
  });

  it('leaves out a utility the property does not settle or the home has no meter of', async () => {
    // Demo's Aarhus property settles heating by heat meters (30 % fixed) and the water, not cooling.
    const aarhus = await report('fx-aarhus');
    expect(aarhus.costSplit.map((c: { utility: string; fixedPercent: number }) => [c.utility, c.fixedPercent])).toEqual(
      [
        ['HEATING', 30],
        ['HOT_WATER', 30],
        ['COLD_WATER', 20],
      ],
    );
    // Home F has a heat meter only.
    expect((await report('fx-large')).costSplit.map((c: { utility: string }) => c.utility)).toEqual(['HEATING']);
  });

  it('reads a deployment’s own guidance over the defaults, and refuses a malformed file with a clear error', () => {
    const g = parseReportGuidance(
      JSON.stringify({
        providers: { partner: { name: 'Partner Service', email: 'help@partner.example' } },
        countries: {
          SE: { complaints: [{ kind: 'RENT_TRIBUNAL', name: 'Hyresnämnden', url: 'https://www.domstol.se' }] },
        },
      }),
    );
    expect(g.providers.partner).toEqual({
      name: 'Partner Service',
      phone: null,
      email: 'help@partner.example',
      url: null,
    });
    expect(g.providers.norway?.email).toBe('kundeservice@provider-norway.example');
    expect(g.countries.SE?.complaints[0]?.name).toBe('Hyresnämnden');
    expect(g.countries.NO?.complaints).toHaveLength(2);
    expect(() =>
      parseReportGuidance('{"countries":{"NO":{"advice":[{"kind":"X","name":"a","url":"https://a"}]}}}', 'g.json'),
    ).toThrow('REPORT_GUIDANCE_FILE g.json: countries.NO.advice[0].kind must be one of');
    expect(() => parseReportGuidance('{"providers":{"norway":{"name":"x","url":"http://x"}}}', 'g.json')).toThrow(
      'providers.norway.url must be an https:// address',
    );
  });
});

describe('monthly report: the settlement forecast’s line', () => {
  const FORECAST = `query($t: ID!) { settlementForecast(tenancyId: $t) {
    state period { start end } currency dataUntil total { balance { expected low high } }
  } }`;
  afterEach(() => {
    vi.useRealTimers();
  });

  it('is the forecast of the month’s billing period as it stood at the month’s end: settlementForecast of the next day', async () => {
    const rep = await report('demo-latest');
    expect(rep.periodStart).toBe('2026-10-01');
    const tenancy = await h.db.db
      .selectFrom('report_codes as r')
      .innerJoin('tenancies as t', 't.unit_id', 'r.unit_id')
      .select('t.id')
      .where('r.code', '=', 'demo-latest')
      .where('t.end_date', 'is', null)
      .executeTakeFirstOrThrow();
    // What the tenant was shown on 1 November: the readings up to 31 October (the demo world's go on
    // to 5 November, which a forecast made today would count).
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-01T09:00:00Z') });
    const r = await h.data(FORECAST, { t: String(tenancy.id) }, { token: await h.login(DEMO) });
    vi.useRealTimers();
    expect(r.errors).toBeUndefined();
    const f = r.data.settlementForecast;
    expect(f).toMatchObject({ state: 'FORECAST', currency: 'NOK', dataUntil: '2026-11-01T00:00:00' });
    expect(f.period.end).toBe('2026-12-31');
    expect(rep.settlementForecast).toEqual({
      period: f.period,
      currency: 'NOK',
      balance: f.total.balance,
      dataUntil: '2026-11-01T00:00:00',
    });
  });

  it('is null when the forecast has no figures', async () => {
    // The hand-made property settles heating, hot water and cooling, but home A has two Octobers of
    // readings only.
    const tenancy = await h.db.db
      .selectFrom('tenancies')
      .select('id')
      .where('tenancy_number', '=', 'FX-A')
      .executeTakeFirstOrThrow();
    const f = await forecastOfTenancy(h.db.db, tenancy.id, { today: '2026-11-01', periodOf: '2026-10-31' });
    expect(f?.state).toBe('INSUFFICIENT_DATA');
    expect((await report('fx-october')).settlementForecast).toBeNull();
  });
});

async function pdfText(url: string): Promise<string> {
  const res = await fetch(local(url));
  expect(res.status).toBe(200);
  const pdf = await getDocumentProxy(new Uint8Array(await res.arrayBuffer()));
  const { text } = await extractText(pdf, { mergePages: true });
  return text.replace(/\s+/g, ' ');
}

describe('monthly report PDF: the EU information in en, da and nb', () => {
  let october: string;
  let november: string;
  let demo: string;
  beforeAll(async () => {
    october = (await report('fx-october')).pdfUrl;
    november = (await report('fx-november')).pdfUrl;
    demo = (await report('demo-latest')).pdfUrl;
  });

  /** The demo tenancy's forecast line as the PDF should write it: a refund, in whole kroner. */
  async function refund(locale: string): Promise<[string, string]> {
    const { balance } = (await report('demo-latest')).settlementForecast;
    expect(balance.high).toBeLessThan(0);
    const kr = (v: number) =>
      new Intl.NumberFormat(locale, { style: 'currency', currency: 'NOK', maximumFractionDigits: 0 })
        .format(-v)
        .replace(/\s/g, ' ');
    return [kr(balance.high), kr(balance.low)];
  }

  it('English', async () => {
    const text = await pdfText(`${october}&lang=en`);
    for (const expected of [
      'This month against the same month last year',
      'last year’s consumption is weather-corrected: multiplied by this year’s heating degree days',
      'Heating degree days (17 °C) 276.08 249.08',
      'Weather-corrected to this year’s weather 330 kWh',
      'Change, as measured +25 %',
      'Change, weather-corrected +13 %',
      'Cooling degree days (22 °C) 8 6',
      'Not weather-corrected: hot water does not depend on the weather.',
      'Last year, weather-corrected',
      'Compared with typical use',
      'Similar homes (5 homes, 45–75 m²), per m²',
      'Typical home (C) 357 kWh',
      'Typical range (C) 303 kWh–410 kWh',
      'Prices, costs and CO₂ this month',
      'NOK 1.20/kWh',
      'Cost NOK 411.00',
      'CO₂ factor 50 g CO₂/kWh',
      'Emissions 18.63 kg CO₂',
      'Heat supply Prøve Fjernvarme (2025)',
      'Fuel mix Waste 60 %, Wood chips 30 %, Oil 10 %',
      'How the costs are split',
      '45 % fixed (by floor area), 55 % by consumption (as set for the property)',
      'Where to turn',
      'Landlord or administrator Fixture Gård +47 22 11 11 11 drift@fixture.example',
      'Customer service Kundeservice, måleravlesning +47 21 00 00 00 kundeservice@provider-norway.example',
      'Your home, per m² 6.21 kWh/m²',
      'Similar homes (5 homes, 45–75 m²), per m² 6.08 kWh/m²',
      'Elklagenemnda: Disputes with an energy company you buy from directly. https://www.elklagenemnda.no',
      'Husleietvistutvalget (HTU): Disputes with the landlord, also about the heating and water accounts. https://www.htu.no',
      'Enova: Advice on saving energy. https://www.enova.no',
    ])
      expect(text).toContain(expected);
    expect(text).not.toContain('Settlement forecast');
    const [least, most] = await refund('en-GB');
    expect(await pdfText(`${demo}&lang=en`)).toContain(
      `Settlement forecast Expected refund: ${least} to ${most} for the settlement period 01/01/2026–31/12/2026. ` +
        'This is an estimate, not a bill. It is based on the readings up to 31/10/2026 and the weather of past years.',
    );
    const partial = await pdfText(`${november}&lang=en`);
    expect(partial).toContain(
      'The comparisons with last year and with typical use cover the whole days up to 02/11/2026.',
    );
    expect(partial).toContain('Hot water No whole day of readings this month.');
  });

  it('Danish', async () => {
    const text = await pdfText(`${october}&lang=da`);
    for (const expected of [
      'Denne måned sammenlignet med samme måned sidste år',
      'sidste års forbrug graddagekorrigeret',
      'Graddage (17 °C) 276,08 249,08',
      'Graddagekorrigeret til årets vejr 330 kWh',
      'Ændring, graddagekorrigeret +13 %',
      'Kølegraddage (22 °C)',
      'Ikke graddagekorrigeret: varmt vand afhænger ikke af vejret.',
      'Sammenlignet med typisk forbrug',
      'Boliger af samme størrelse (5 boliger, 45–75 m²), pr. m²',
      'Typisk bolig (C)',
      'Priser, udgifter og CO₂ denne måned',
      'Udledning 18,63 kg CO₂',
      'Brændselsfordeling Affald 60 %, Træflis 30 %, Olie 10 %',
      'Sådan fordeles udgifterne',
      '45 % fast (efter areal), 55 % efter forbrug (som fastsat for ejendommen)',
      'Hvor kan du henvende dig',
      'Udlejer eller administrator',
      'Tvister med udlejer, også om varme- og vandregnskabet',
    ])
      expect(text).toContain(expected);
    expect(await pdfText(`${november}&lang=da`)).toContain('dækker de hele dage til og med 02.11.2026.');
    expect(text).not.toContain('Prognose for regnskabet');
    const [least, most] = await refund('da-DK');
    expect(await pdfText(`${demo}&lang=da`)).toContain(
      `Prognose for regnskabet Forventet tilbagebetaling: ${least} til ${most} for regnskabsperioden 01.01.2026–31.12.2026. ` +
        'Det er et skøn, ikke en regning. Det bygger på aflæsningerne til og med 31.10.2026 og vejret i de seneste år.',
    );
  });

  it('Norwegian (Bokmål)', async () => {
    const text = await pdfText(`${october}&lang=nb`);
    for (const expected of [
      'Denne måneden sammenlignet med samme måned i fjor',
      'fjorårets forbruk graddagskorrigert',
      'Graddager (17 °C) 276,08 249,08',
      'Graddagskorrigert til årets vær 330 kWh',
      'Endring, som målt +25 %',
      'Kjølegraddager (22 °C)',
      'Ikke graddagskorrigert: varmtvann avhenger ikke av været.',
      'Sammenlignet med typisk forbruk',
      'Boliger av lignende størrelse (5 boliger, 45–75 m²), per m²',
      'Priser, kostnader og CO₂ denne måneden',
      'Energimiks Avfall 60 %, Treflis 30 %, Olje 10 %',
      'Slik fordeles kostnadene',
      '45 % fast (etter areal), 55 % etter forbruk (som fastsatt for eiendommen)',
      'Hvor kan du henvende deg',
      'Utleier eller forvalter',
      'Tvister med utleier',
    ])
      expect(text).toContain(expected);
    expect(await pdfText(`${november}&lang=nb`)).toContain('dekker de hele dagene til og med 02.11.2026.');
    expect(text).not.toContain('Prognose for oppgjøret');
    const [least, most] = await refund('da-DK');
    expect(await pdfText(`${demo}&lang=nb`)).toContain(
      `Prognose for oppgjøret Forventet tilbakebetaling: ${least} til ${most} for oppgjørsperioden 01.01.2026–31.12.2026. ` +
        'Dette er et anslag, ikke en regning. Det bygger på avlesningene til og med 31.10.2026 og været de siste årene.',
    );
  });
});
