// The settlement forecast (docs/decisions/0151) through the data service: its arithmetic on a small
// fixed world recomputed here independently, who may ask for it, and its states without a forecast.
import { sql } from 'kysely';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { addDays, addYears } from '@portal/domain';
import { hashPassword } from '../src/auth/passwords.ts';
import { createOneTimeToken } from '../src/auth/tokens.ts';
import { UTILITIES } from '../src/statements/settlement.ts';
import { DEMO, OTHER, SEED_NOW, firstError, setupHarness } from './harness.ts';

const h = setupHarness({ days: 20 });

const FORECAST = `query($t: ID!) { settlementForecast(tenancyId: $t) {
  state tenancyId period { start end } currency generatedAt dataUntil
  lines { utility quantity unit shortfall fixedPercent consumptionSoFar costSoFar
    consumption { expected low high } cost { expected low high }
    advancePaid advanceToPay balance { expected low high }
    prices { price currency validFrom validTo } }
  total { costSoFar cost { expected low high } advancePaid advanceToPay balance { expected low high } }
  months { month actual expected cumulativeActual cumulative { expected low high } advance cumulativeAdvance }
  basis { method daysElapsed daysRemaining estimatedDays monthsOfData dataFrom degreeDayBase degreeDayYears
    remainingDegreeDays rangeProbability }
} }`;

// The fixture: a property of two units (60 and 40 m²) whose heat cost allocators read a straight line
// of the day's heating degree days and whose cold water is the same every day; an outdoor temperature
// that is the month's in every hour, shifted by a year's own offset. Readings from 2023-07-01 to the
// end of 2026-06-30; the forecast is made on 2026-07-01 for the calendar year 2026.
const NOW = new Date('2026-07-01T10:00:00Z');
const FIRST = '2023-07-01';
const LAST = '2026-06-30';
const MONTH_TEMPERATURES = [-3, -2, 1, 6, 11, 15, 17, 16, 12, 7, 2, -1];
const YEAR_OFFSETS: Record<number, number> = { 2023: 1, 2024: -1.5, 2025: 0.5, 2026: 0 };
/** Per unit: allocator units a day = base + slope × degree days; cold water m³ a day. */
const UNITS = [
  { size: 60, hca: { base: 2, slope: 1.5 }, water: 0.15 },
  { size: 40, hca: { base: 1, slope: 1 }, water: 0.1 },
];
const FIXED = { heating: 40, 'cold-water': 20 };
const ADVANCE = { heating: 100, 'cold-water': 50 };
const FIXTURE_USER = { email: 'fixture@example.com', password: 'Fixture-Tenant-2026!' };

const ids = { fixture: '', ended: '', unsettled: '', demoOslo: '' };

beforeAll(async () => {
  const db = h.db.db;
  const property = async (number: string) =>
    (
      await db
        .insertInto('properties')
        .values({
          number,
          name: `Forecast ${number}`,
          address: 'Testvej 1',
          city: 'Aarhus C',
          zipcode: '8000',
          country: 'DK',
          brand: 'denmark',
          price_area: 'DK1',
          currency: 'DKK',
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  const settled = await property('forecast-1');
  const bare = await property('forecast-2');
  const unitIds: number[] = [];
  for (const [i, u] of [...UNITS, { size: 50 }].entries()) {
    const row = await db
      .insertInto('units')
      .values({
        property_id: i < 2 ? settled : bare,
        unique_id: `FC-${i}`,
        unit_number: `${i + 1}`,
        name: `Unit ${i + 1}`,
        address: `Testvej 1, ${i + 1}`,
        size_m2: u.size,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    unitIds.push(row.id);
  }
  const meter = async (unitId: number | null, quantity: string, n: number) =>
    (
      await db
        .insertInto('meters')
        .values({
          property_id: settled,
          unit_id: unitId,
          number: `FC${n}`,
          quantity,
          legacy_kind: quantity,
          room_name: null,
          profile: 'fixture',
          from_date: FIRST,
          to_date: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  const outdoor = await meter(null, 'outdoor-temperature', 0);
  const lines: Array<[number, number, number]> = [];
  for (const [i, u] of UNITS.entries()) {
    lines.push([await meter(unitIds[i]!, 'hca', 10 + i), u.hca.base, u.hca.slope]);
    lines.push([await meter(unitIds[i]!, 'cold-water-volume', 20 + i), u.water, 0]);
  }
  // Every hour of a day reads the day's figure over its hours (23 or 25 on DST days); the temperature
  // is the same in each.
  const temperature = sql`((array[${sql.join(MONTH_TEMPERATURES)}]::float8[])[extract(month from d.day)::int]
    + case extract(year from d.day)::int ${sql.join(
      Object.entries(YEAR_OFFSETS).map(([y, o]) => sql`when ${Number(y)}::int then ${o}::float8`),
      sql` `,
    )} else 0 end)::float8`;
  await sql`
    insert into readings (meter_id, ts, value)
    select m.id, g.ts,
      case when m.id = ${outdoor} then w.t else (m.base + m.slope * greatest(0, 17 - w.t)) / x.hours end
    from generate_series(${FIRST}::timestamp at time zone 'Europe/Copenhagen',
      (${addDays(LAST, 1)}::timestamp at time zone 'Europe/Copenhagen') - interval '1 hour', interval '1 hour') as g(ts)
    cross join lateral (select (g.ts at time zone 'Europe/Copenhagen')::date as day) d
    cross join lateral (select extract(epoch from ((d.day + 1)::timestamp at time zone 'Europe/Copenhagen')
      - (d.day::timestamp at time zone 'Europe/Copenhagen')) / 3600 as hours, ${temperature} as t) x
    cross join lateral (select x.t) w
    cross join (values ${sql.join([[outdoor, 0, 0], ...lines].map(([id, b, s]) => sql`(${id}::int, ${b}::float8, ${s}::float8)`))})
      as m(id, base, slope)`.execute(db);

  await db
    .insertInto('settlement_utilities')
    .values([
      { property_id: settled, utility: 'heating', quantity: 'hca', fixed_percent: FIXED.heating },
      {
        property_id: settled,
        utility: 'cold-water',
        quantity: 'cold-water-volume',
        fixed_percent: FIXED['cold-water'],
      },
    ])
    .execute();
  const price = (quantity: string, p: number, from: string, to: string | null) => ({
    property_id: settled,
    quantity,
    price: p,
    currency: 'DKK',
    valid_from: from,
    valid_to: to,
  });
  await db
    .insertInto('quantity_prices')
    .values([
      price('hca', 0.9, '2025-01-01', '2025-12-31'),
      price('hca', 1, '2026-01-01', '2026-08-31'),
      // A tariff known in advance: from September on.
      price('hca', 1.5, '2026-09-01', null),
      price('cold-water-volume', 35, '2025-01-01', '2025-12-31'),
      price('cold-water-volume', 40, '2026-01-01', null),
    ])
    .execute();

  const user = await db
    .insertInto('users')
    .values({ email: FIXTURE_USER.email, name: 'Fixture', password_hash: await hashPassword(FIXTURE_USER.password) })
    .returning('id')
    .executeTakeFirstOrThrow();
  const tenancy = async (unitId: number, start: string, end: string | null) => {
    const t = await db
      .insertInto('tenancies')
      .values({
        unit_id: unitId,
        tenancy_number: `FC-${unitId}`,
        tenant_name: 'Fixture',
        start_date: start,
        end_date: end,
        billing_start: '2026-01-01',
        billing_end: '2026-12-31',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db.insertInto('tenancy_users').values({ tenancy_id: t.id, user_id: user.id, is_admin: true }).execute();
    return t.id;
  };
  const fixture = await tenancy(unitIds[0]!, FIRST, null);
  ids.fixture = String(fixture);
  ids.ended = String(await tenancy(unitIds[1]!, FIRST, '2025-12-31'));
  ids.unsettled = String(await tenancy(unitIds[2]!, FIRST, null));
  await db
    .insertInto('advance_payments')
    .values(
      Array.from({ length: 12 }, (_, m) => `2026-${String(m + 1).padStart(2, '0')}-01`).flatMap((due) =>
        (['heating', 'cold-water'] as const).map((utility) => ({
          tenancy_id: fixture,
          utility,
          due_date: due,
          amount: ADVANCE[utility],
          currency: 'DKK',
        })),
      ),
    )
    .execute();

  const demo = await h.login(DEMO);
  const t = await h.data(`{ tenancies { id brand } }`, {}, { token: demo });
  ids.demoOslo = t.data.tenancies.find((x: { brand: string }) => x.brand === 'norway').id;
});

afterEach(() => {
  vi.useRealTimers();
});

// The method, written out again: the day's degree days, each series' straight line, the weather of the
// same dates in 2025, 2024 and 2023, the unit's share of the fixed part, the prices of each day.
const temperatureOn = (day: string) =>
  MONTH_TEMPERATURES[Number(day.slice(5, 7)) - 1]! + YEAR_OFFSETS[Number(day.slice(0, 4))]!;
const hddOn = (day: string) => Math.max(0, 17 - temperatureOn(day));
const days = (from: string, to: string) => {
  const out: string[] = [];
  for (let d = from; d <= to; d = addDays(d, 1)) out.push(d);
  return out;
};
const areaShare = UNITS[0]!.size / (UNITS[0]!.size + UNITS[1]!.size);
const fixedShare = (percent: number) => (areaShare * percent) / 100 / (1 - percent / 100);
const utilities = {
  heating: {
    unit: (hdd: number) => UNITS[0]!.hca.base + UNITS[0]!.hca.slope * hdd,
    property: (hdd: number) => UNITS.reduce((a, u) => a + u.hca.base + u.hca.slope * hdd, 0),
    slope: UNITS[0]!.hca.slope + fixedShare(FIXED.heating) * (UNITS[0]!.hca.slope + UNITS[1]!.hca.slope),
    price: (day: string) => (day >= '2026-09-01' ? 1.5 : 1),
    k: fixedShare(FIXED.heating),
  },
  'cold-water': {
    unit: () => UNITS[0]!.water,
    property: () => UNITS[0]!.water + UNITS[1]!.water,
    slope: 0,
    price: () => 40,
    k: fixedShare(FIXED['cold-water']),
  },
};
const SO_FAR = days('2026-01-01', '2026-06-30');
const REST = days('2026-07-01', '2026-12-31');
const YEARS_BACK = [1, 2, 3];
const Z = 1.2816;
const CV = 0.2;

function expectedOf(names: Array<keyof typeof utilities>) {
  const soFar = SO_FAR.reduce(
    (a, d) =>
      a +
      names.reduce(
        (b, n) =>
          b + utilities[n].price(d) * (utilities[n].unit(hddOn(d)) + utilities[n].k * utilities[n].property(hddOn(d))),
        0,
      ),
    0,
  );
  const scenarios = YEARS_BACK.map(
    (k) =>
      soFar +
      REST.reduce((a, d) => {
        const hdd = hddOn(addYears(d, -k));
        return (
          a +
          names.reduce(
            (b, n) =>
              b + utilities[n].price(d) * (utilities[n].unit(hdd) + utilities[n].k * utilities[n].property(hdd)),
            0,
          )
        );
      }, 0),
  );
  const expected = scenarios.reduce((a, s) => a + s, 0) / scenarios.length;
  // Each month's weather-dependent cost in the years' mean weather varies by 20 %, independently;
  // the mean of three years is itself uncertain by 1/√3 of that.
  let weatherVariance = 0;
  for (const month of ['07', '08', '09', '10', '11', '12']) {
    const w = REST.filter((d) => d.slice(5, 7) === month).reduce((a, d) => {
      const meanHdd = YEARS_BACK.reduce((s, k) => s + hddOn(addYears(d, -k)), 0) / YEARS_BACK.length;
      return a + names.reduce((b, n) => b + utilities[n].price(d) * utilities[n].slope * meanHdd, 0);
    }, 0);
    weatherVariance += (CV * w) ** 2;
  }
  const half = Z * Math.sqrt((1 + 1 / 3) * weatherVariance);
  return {
    soFar,
    expected,
    low: Math.max(soFar, Math.min(expected - half, ...scenarios)),
    high: Math.max(expected + half, ...scenarios),
  };
}

describe('the forecast’s arithmetic', () => {
  it('adds the expected rest in the last three years’ weather to the cost so far, and sets it against the advance payments', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: NOW });
    const token = await h.login(FIXTURE_USER);
    const r = await h.data(FORECAST, { t: ids.fixture }, { token });
    expect(r.errors).toBeUndefined();
    const f = r.data.settlementForecast;
    expect(f).toMatchObject({
      state: 'FORECAST',
      tenancyId: ids.fixture,
      period: { start: '2026-01-01', end: '2026-12-31' },
      currency: 'DKK',
      dataUntil: '2026-07-01T00:00:00',
    });
    expect(f.basis).toMatchObject({
      method: 'DEGREE_DAY_SIGNATURE',
      daysElapsed: 181,
      daysRemaining: 184,
      estimatedDays: 0,
      monthsOfData: 12,
      dataFrom: '2025-07-01',
      degreeDayBase: 17,
      degreeDayYears: [2025, 2024, 2023],
      rangeProbability: 0.8,
    });
    const normalHdd = REST.reduce(
      (a, d) => a + YEARS_BACK.reduce((s, k) => s + hddOn(addYears(d, -k)), 0) / YEARS_BACK.length,
      0,
    );
    expect(f.basis.remainingDegreeDays).toBeCloseTo(normalHdd, 1);

    const [heating, water] = f.lines;
    expect(heating).toMatchObject({
      utility: 'HEATING',
      quantity: 'hca',
      unit: 'hca-unit',
      shortfall: null,
      fixedPercent: 40,
    });
    expect(water).toMatchObject({
      utility: 'COLD_WATER',
      quantity: 'cold-water-volume',
      unit: 'cubic-meter',
      fixedPercent: 20,
    });
    for (const [line, name] of [
      [heating, 'heating'],
      [water, 'cold-water'],
    ] as const) {
      const e = expectedOf([name]);
      expect(line.costSoFar).toBeCloseTo(e.soFar, 1);
      expect(line.cost.expected).toBeCloseTo(e.expected, 1);
      expect(line.cost.low).toBeCloseTo(e.low, 1);
      expect(line.cost.high).toBeCloseTo(e.high, 1);
      // Paid: the payments due up to today (January to July); to pay: August to December.
      expect(line.advancePaid).toBe(7 * ADVANCE[name]);
      expect(line.advanceToPay).toBe(5 * ADVANCE[name]);
      expect(line.balance.expected).toBeCloseTo(e.expected - 12 * ADVANCE[name], 1);
      expect(line.balance.low).toBeCloseTo(e.low - 12 * ADVANCE[name], 1);
    }
    // Consumption: the unit's own, so far and at the period's end.
    expect(heating.consumptionSoFar).toBeCloseTo(
      SO_FAR.reduce((a, d) => a + utilities.heating.unit(hddOn(d)), 0),
      2,
    );
    const heatingEnd =
      heating.consumptionSoFar +
      YEARS_BACK.reduce((a, k) => a + REST.reduce((s, d) => s + utilities.heating.unit(hddOn(addYears(d, -k))), 0), 0) /
        3;
    expect(heating.consumption.expected).toBeCloseTo(heatingEnd, 1);
    expect(water.consumption).toEqual({ expected: 0.15 * 365, low: 0.15 * 365, high: 0.15 * 365 });
    // The prices of the period, the one known for September on included.
    expect(heating.prices.map((p: { price: number; validFrom: string }) => [p.price, p.validFrom])).toEqual([
      [1, '2026-01-01T00:00:00'],
      [1.5, '2026-09-01T00:00:00'],
    ]);

    const total = expectedOf(['heating', 'cold-water']);
    expect(f.total.costSoFar).toBeCloseTo(total.soFar, 1);
    expect(f.total.cost.expected).toBeCloseTo(total.expected, 1);
    expect(f.total.cost.low).toBeCloseTo(total.low, 1);
    expect(f.total.cost.high).toBeCloseTo(total.high, 1);
    expect(f.total.advancePaid).toBe(7 * 150);
    expect(f.total.advanceToPay).toBe(5 * 150);
    expect(f.total.balance.expected).toBeCloseTo(total.expected - 1800, 1);
    expect(f.total.balance.high).toBeCloseTo(total.high - 1800, 1);

    // The chart: twelve months; the actual ones end in June; the last cumulative figure is the total.
    expect(f.months).toHaveLength(12);
    expect(f.months[5]).toMatchObject({ month: '2026-06-01', cumulativeAdvance: 900, advance: 150 });
    expect(f.months[5].cumulativeActual).toBeCloseTo(total.soFar, 1);
    expect(f.months[6]).toMatchObject({ month: '2026-07-01', actual: null, cumulativeActual: null });
    expect(f.months[11].cumulative).toEqual(f.total.cost);
    const june = days('2026-06-01', '2026-06-30').reduce(
      (a, d) =>
        a +
        (['heating', 'cold-water'] as const).reduce(
          (b, n) =>
            b +
            utilities[n].price(d) * (utilities[n].unit(hddOn(d)) + utilities[n].k * utilities[n].property(hddOn(d))),
          0,
        ),
      0,
    );
    expect(f.months[5].actual).toBeCloseTo(june, 1);
    expect(f.months[5].expected).toBeCloseTo(june, 1);
    vi.useRealTimers();
  });

  it('is the same for support staff acting as the tenant', async () => {
    // the support session first, on the clock of the database that keeps its one-time token
    const user = await h.db.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', FIXTURE_USER.email)
      .executeTakeFirstOrThrow();
    const once = await createOneTimeToken(h.db.db, 'impersonate', user.id, 600);
    const session = await h.data(`mutation($t: String!) { impersonate(token: $t) { token } }`, { t: once });
    vi.useFakeTimers({ toFake: ['Date'], now: NOW });
    const own = await h.data(FORECAST, { t: ids.fixture }, { token: await h.login(FIXTURE_USER) });
    const r = await h.data(FORECAST, { t: ids.fixture }, { token: session.data.impersonate.token });
    expect(r.errors).toBeUndefined();
    const { generatedAt: _a, ...theirs } = r.data.settlementForecast;
    const { generatedAt: _b, ...mine } = own.data.settlementForecast;
    expect(theirs).toEqual(mine);
  });
});

describe('who may ask', () => {
  it('refuses another tenant’s tenancy, a made-up id and a caller without a session', async () => {
    const other = await h.login(OTHER);
    const demo = await h.login(DEMO);
    expect(firstError(await h.data(FORECAST, { t: ids.demoOslo }, { token: other }))).toBe('Adgang ikke tilladt');
    expect(firstError(await h.data(FORECAST, { t: ids.fixture }, { token: demo }))).toBe('Adgang ikke tilladt');
    expect(firstError(await h.data(FORECAST, { t: 'abc' }, { token: demo }))).toBe('Adgang ikke tilladt');
    expect(firstError(await h.data(FORECAST, { t: '999999' }, { token: demo }))).toBe('Adgang ikke tilladt');
    const anonymous = await h.data(FORECAST, { t: ids.demoOslo });
    expect(firstError(anonymous)).toBe('login-required');
    expect(anonymous.data).toBeNull();
  });
});

describe('without a forecast', () => {
  it('says when the tenancy has no current billing period, or the property settles nothing', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: NOW });
    const token = await h.login(FIXTURE_USER);
    const ended = (await h.data(FORECAST, { t: ids.ended }, { token })).data.settlementForecast;
    expect(ended).toMatchObject({
      state: 'NO_CURRENT_PERIOD',
      period: null,
      lines: [],
      total: null,
      months: [],
      basis: null,
    });
    const unsettled = (await h.data(FORECAST, { t: ids.unsettled }, { token })).data.settlementForecast;
    expect(unsettled).toMatchObject({
      state: 'NOT_SETTLED',
      period: { start: '2026-01-01', end: '2026-12-31' },
      lines: [],
      total: null,
    });
  });

  it('shows what is known so far when the readings are too few for a pattern (the demo world’s last 20 days)', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: SEED_NOW });
    const token = await h.login(DEMO);
    const r = await h.data(FORECAST, { t: ids.demoOslo }, { token });
    expect(r.errors).toBeUndefined();
    const f = r.data.settlementForecast;
    expect(f).toMatchObject({ state: 'INSUFFICIENT_DATA', currency: 'NOK', total: null, months: [], basis: null });
    // The billing year within the tenancy, which the 20-day demo world begins on 16 October.
    expect(f.period).toEqual({ start: '2026-10-16', end: '2026-12-31' });
    // The readings reach into 5 November: the last whole day is the 4th.
    expect(f.dataUntil).toBe('2026-11-05T00:00:00');
    expect(f.lines.map((l: { utility: string }) => l.utility)).toEqual(['HEATING', 'HOT_WATER', 'COLD_WATER']);
    const advances = await h.db.db
      .selectFrom('advance_payments')
      .select(['utility', 'due_date', 'amount'])
      .where('tenancy_id', '=', Number(ids.demoOslo))
      .where('due_date', '>=', '2026-01-01')
      .execute();
    for (const line of f.lines) {
      expect(line).toMatchObject({ shortfall: 'TOO_LITTLE_DATA', cost: null, balance: null, consumption: null });
      expect(line.consumptionSoFar).toBeGreaterThan(0);
      expect(line.costSoFar).toBeGreaterThan(0);
      // Due on the 1st of each month of the tenancy: November paid by the 5th, December to pay.
      const mine = advances.filter((a) => a.utility === UTILITIES[line.utility as keyof typeof UTILITIES]);
      expect(mine.map((a) => a.due_date).sort()).toEqual(['2026-11-01', '2026-12-01']);
      expect(line.advancePaid).toBe(Number(mine.find((a) => a.due_date === '2026-11-01')!.amount));
      expect(line.advanceToPay).toBe(Number(mine.find((a) => a.due_date === '2026-12-01')!.amount));
      expect(line.advancePaid).toBeGreaterThan(0);
    }
  });
});
