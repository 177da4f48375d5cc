// Comparisons by the calendar, partial periods, completeness and "data until" (docs/decisions/0024),
// on the demo world with extra history: demo's Oslo unit has electricity and heat readings from
// 1 January 2024 (its tenancy moved back to then), and the Aarhus property has heat readings from
// 1 May 2026, where demo's Aarhus tenancy is made 60 days old.
import fc from 'fast-check';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { DEMO, SEED_NOW, setupHarness } from './harness.ts';

const h = setupHarness({ days: 20 });
let token: string;
let osloUnit: string;
let aarhusUnit: string;
let electricityMeter: number;
let readings: Reading[];

const HISTORY_FROM = '2024-01-01';
/** The seed's first day (SEED_NOW - 20 days) and its data end: the newest reading is 09:00Z. */
const SEED_FIRST_DAY = '2026-10-16';
const DATA_UNTIL = '2026-11-05T11:00:00';
/** demo's Aarhus tenancy: the 60 days up to SEED_NOW's day. */
const AARHUS_START = '2026-09-07';

/** Deterministic hourly values for the extra history (not the seed's profiles). */
async function addHistory(meterIds: number[], from: string, to: string) {
  await sql`
    insert into readings (meter_id, ts, value)
    select m.id, g.ts,
      round((0.2 + ((hashint8(m.id::bigint * 1000003 + extract(epoch from g.ts)::bigint / 3600) & 1023)::float8 / 1024))::numeric, 4)::float8
    from unnest(${meterIds}::int[]) as m(id)
    cross join generate_series((${from}::timestamp at time zone 'Europe/Copenhagen'),
      (${to}::timestamp at time zone 'Europe/Copenhagen') - interval '1 hour', interval '1 hour') as g(ts)
    on conflict do nothing`.execute(h.db.db);
}

beforeAll(async () => {
  token = await h.login(DEMO);
  const r = await h.data(`{ tenancies { id unitId brand } }`, {}, { token });
  const oslo = r.data.tenancies.find((t: { brand: string }) => t.brand === 'norway');
  const aarhus = r.data.tenancies.find((t: { brand: string }) => t.brand === 'denmark');
  osloUnit = oslo.unitId;
  aarhusUnit = aarhus.unitId;
  const db = h.db.db;
  const osloMeters = await db
    .selectFrom('meters')
    .select(['id', 'quantity'])
    .where('unit_id', '=', Number(osloUnit))
    .where('quantity', 'in', ['electricity-energy', 'heat-energy'])
    .execute();
  electricityMeter = osloMeters.find((m) => m.quantity === 'electricity-energy')!.id;
  await addHistory(
    osloMeters.map((m) => m.id),
    HISTORY_FROM,
    SEED_FIRST_DAY,
  );
  await db
    .updateTable('meters')
    .set({ from_date: HISTORY_FROM })
    .where(
      'id',
      'in',
      osloMeters.map((m) => m.id),
    )
    .execute();
  await db.updateTable('tenancies').set({ start_date: HISTORY_FROM }).where('id', '=', Number(oslo.id)).execute();
  const aarhusHeat = await db
    .selectFrom('meters')
    .innerJoin('units', 'units.id', 'meters.unit_id')
    .select('meters.id')
    .where('units.property_id', '=', (qb) =>
      qb.selectFrom('units').select('property_id').where('id', '=', Number(aarhusUnit)),
    )
    .where('meters.quantity', '=', 'heat-energy')
    .execute();
  await addHistory(
    aarhusHeat.map((m) => m.id),
    '2026-05-01',
    SEED_FIRST_DAY,
  );
  await db.updateTable('tenancies').set({ start_date: AARHUS_START }).where('id', '=', Number(aarhus.id)).execute();
});

/** The electricity meter's readings as they are now, with their wall-clock places. */
async function loadReadings() {
  readings = (
    await sql<{ t: number; v: number }>`
      select extract(epoch from ts)::float8 * 1000 as t, value as v from readings
      where meter_id = ${electricityMeter} order by ts`.execute(h.db.db)
  ).rows.map((x) => reading(Number(x.t), Number(x.v)));
}

const GRAPH = `query($g: TenantGraphInput!) { tenantGraph(graph: $g) { timestamps dataUntil graphs { consumption {
  values dataUntil meta { sum coverage { calendarHours expectedHours readings expectedReadings complete } }
  coverage { calendarHours expectedHours readings expectedReadings complete }
  relatedValues { type values meta { sum coverage { complete } } partial currentSpan { begin end } comparedSpan { begin end }
    buckets { span { begin end } note } } } } } }`;

function graph(
  objectId: string,
  quantity: string,
  resolution: string,
  periodBegin: string,
  periodEnd: string,
  compareWith: string[],
  mode = 'HOURLY_VALUES',
) {
  return h.data(
    GRAPH,
    {
      g: {
        objectId,
        resolution,
        periodBegin,
        periodEnd,
        compareWith,
        mode,
        consumption: { series: [{ quantityDescriptor: { quantity } }] },
      },
    },
    { token },
  );
}

const KPIS = `query($i: UnitQuantityKPIsInput!) { unitQuantityKpis(input: $i) { total previousPeriod previousYear
  propertyComparison dataUntil partial currentSpan { begin end } previousPeriodSpan { begin end }
  previousYearSpan { begin end } coverage { calendarHours expectedHours readings expectedReadings complete } } }`;

function kpis(objectId: string, quantity: string, periodBegin: string, periodEnd: string) {
  return h.data(KPIS, { i: { objectId, quantity, periodBegin, periodEnd } }, { token });
}

/** Raw sum of readings of a unit's (or a property's) meters of a quantity in [from, to), local times. */
async function rawSum(scope: { unit?: string; propertyOf?: string }, quantity: string, from: string, to: string) {
  const where = scope.unit
    ? sql`m.unit_id = ${Number(scope.unit)}`
    : sql`u.property_id = (select property_id from units where id = ${Number(scope.propertyOf)})`;
  const row = (
    await sql<{ v: number | null }>`
      select sum(r.value) as v from readings r join meters m on m.id = r.meter_id join units u on u.id = m.unit_id
      where ${where} and m.quantity = ${quantity}
        and r.ts >= (${from}::timestamp at time zone 'Europe/Copenhagen')
        and r.ts < (${to}::timestamp at time zone 'Europe/Copenhagen')`.execute(h.db.db)
  ).rows[0];
  return row?.v === null || row?.v === undefined ? null : Number(row.v);
}

describe('comparisons by the calendar', () => {
  it('compares ISO week 1 of 2026 with ISO week 1 of 2025, and later weeks with the same ISO week', async () => {
    const r = await graph(osloUnit, 'electricity-energy', 'WEEK', '2025-12-29T00:00:00', '2026-03-02T00:00:00', [
      'previous-year',
    ]);
    expect(r.errors).toBeUndefined();
    const c = r.data.tenantGraph.graphs[0].consumption.relatedValues[0];
    expect(c.values).toHaveLength(9);
    expect(c.values[0]).toBeCloseTo(
      (await rawSum({ unit: osloUnit }, 'electricity-energy', '2024-12-30', '2025-01-06'))!,
      5,
    );
    expect(c.buckets[0].span).toEqual({ begin: '2024-12-30T00:00:00', end: '2025-01-06T00:00:00' });
    // ISO week 2 of 2026 (from 5 January) with ISO week 2 of 2025 (from 6 January).
    expect(c.values[1]).toBeCloseTo(
      (await rawSum({ unit: osloUnit }, 'electricity-energy', '2025-01-06', '2025-01-13'))!,
      5,
    );
    expect(c.values[8]).toBeCloseTo(
      (await rawSum({ unit: osloUnit }, 'electricity-energy', '2025-02-24', '2025-03-03'))!,
      5,
    );
  });

  it('compares 29 February with nothing (and says so) and every other day with its calendar date', async () => {
    const leap = await graph(osloUnit, 'electricity-energy', 'DAY', '2024-02-28T00:00:00', '2024-03-02T00:00:00', [
      'previous-year',
    ]);
    // 2023 is before the data: only the notes matter here.
    const notes = leap.data.tenantGraph.graphs[0].consumption.relatedValues[0].buckets.map(
      (b: { note: string }) => b.note,
    );
    expect(notes).toEqual(['OUTSIDE_TENANCY', 'LEAP_DAY', 'OUTSIDE_TENANCY']);
    const after = await graph(osloUnit, 'electricity-energy', 'DAY', '2025-02-27T00:00:00', '2025-03-03T00:00:00', [
      'previous-year',
    ]);
    const values = after.data.tenantGraph.graphs[0].consumption.relatedValues[0].values;
    const days = ['2024-02-27', '2024-02-28', '2024-03-01', '2024-03-02'];
    const next = ['2024-02-28', '2024-02-29', '2024-03-02', '2024-03-03'];
    for (const [i, d] of days.entries()) {
      expect(values[i]).toBeCloseTo((await rawSum({ unit: osloUnit }, 'electricity-energy', d, next[i]!))!, 6);
    }
  });

  it('compares the autumn DST day hour by hour: the second 02:00 with nothing, 23:00 with 23:00', async () => {
    const r = await graph(osloUnit, 'electricity-energy', 'HOUR', '2025-10-26T00:00:00', '2025-10-27T00:00:00', [
      'previous-period',
    ]);
    const g = r.data.tenantGraph;
    expect(g.timestamps).toHaveLength(25);
    const c = g.graphs[0].consumption.relatedValues[0];
    const hour = (from: string, to: string) => rawSum({ unit: osloUnit }, 'electricity-energy', from, to);
    expect(c.values[2]).toBeCloseTo((await hour('2025-10-25T02:00:00', '2025-10-25T03:00:00'))!, 6);
    expect(c.values[3]).toBeNull();
    expect(c.buckets[3]).toEqual({ span: null, note: 'REPEATED_HOUR' });
    expect(c.values[4]).toBeCloseTo((await hour('2025-10-25T03:00:00', '2025-10-25T04:00:00'))!, 6);
    expect(c.values[24]).toBeCloseTo((await hour('2025-10-25T23:00:00', '2025-10-26T00:00:00'))!, 6);
  });

  it('compares the spring DST day hour by hour: 03:00 with 03:00, and the missing hour marked', async () => {
    const r = await graph(osloUnit, 'electricity-energy', 'HOUR', '2026-03-29T00:00:00', '2026-03-31T00:00:00', [
      'previous-year',
    ]);
    const c = r.data.tenantGraph.graphs[0].consumption.relatedValues[0];
    expect(c.values).toHaveLength(47);
    const hour = (from: string, to: string) => rawSum({ unit: osloUnit }, 'electricity-energy', from, to);
    // 29 March 2026 (23 hours) against 29 March 2025, an ordinary day.
    expect(c.values[2]).toBeCloseTo((await hour('2025-03-29T03:00:00', '2025-03-29T04:00:00'))!, 6);
    expect(c.values[22]).toBeCloseTo((await hour('2025-03-29T23:00:00', '2025-03-30T00:00:00'))!, 6);
    // 30 March 2026 against 30 March 2025, which had no 02:00.
    expect(c.values[25]).toBeNull();
    expect(c.buckets[25].note).toBe('SKIPPED_HOUR');
    expect(c.values[26]).toBeCloseTo((await hour('2025-03-30T03:00:00', '2025-03-30T04:00:00'))!, 6);
  });
});

describe('query cost', () => {
  /** Statements a graph of demo's Oslo electricity takes. */
  async function statements(begin: string, end: string, compareWith: string[]) {
    const spy = vi.spyOn(h.db.db.getExecutor(), 'executeQuery');
    try {
      const r = await graph(osloUnit, 'electricity-energy', 'DAY', begin, end, compareWith);
      expect(r.errors).toBeUndefined();
      return spy.mock.calls.length;
    } finally {
      spy.mockRestore();
    }
  }
  const ALL = ['previous-period', 'previous-year', 'property-average'];

  it('reads a graph with all three comparisons in the statement that checks the ownership', async () => {
    const alone = await statements('2026-10-19T00:00:00', '2026-10-26T00:00:00', []);
    expect(await statements('2026-10-19T00:00:00', '2026-10-26T00:00:00', ALL)).toBe(alone);
  });

  it('does so for a month not yet over when the data reach the current hour', async () => {
    // The services' clock at the seed's: the readings reach the current hour, as the appender keeps them.
    vi.useFakeTimers({ toFake: ['Date'], now: SEED_NOW });
    try {
      const alone = await statements('2026-11-01T00:00:00', '2026-12-01T00:00:00', []);
      expect(await statements('2026-11-01T00:00:00', '2026-12-01T00:00:00', ALL)).toBe(alone);
    } finally {
      vi.useRealTimers();
    }
    // Data that end before the current hour (here: the real clock, weeks after the seed): each
    // comparison reads again only the bucket where the data end (5 November), one small statement each.
    expect(await statements('2026-11-01T00:00:00', '2026-12-01T00:00:00', ALL)).toBe(
      (await statements('2026-11-01T00:00:00', '2026-12-01T00:00:00', [])) + 3,
    );
  });
});

describe('a period not yet over', () => {
  it('compares month-to-date with the same days of the month before and the year before', async () => {
    const k = await kpis(osloUnit, 'electricity-energy', '2026-11-01', '2026-11-30');
    expect(k.errors).toBeUndefined();
    const x = k.data.unitQuantityKpis;
    expect(x.partial).toBe(true);
    expect(x.dataUntil).toBe(DATA_UNTIL);
    expect(x.currentSpan).toEqual({ begin: '2026-11-01T00:00:00', end: DATA_UNTIL });
    expect(x.previousPeriodSpan).toEqual({ begin: '2026-10-01T00:00:00', end: '2026-10-05T11:00:00' });
    expect(x.previousPeriod).toBeCloseTo(
      (await rawSum({ unit: osloUnit }, 'electricity-energy', '2026-10-01', '2026-10-05T11:00:00'))!,
      5,
    );
    expect(x.previousYearSpan).toEqual({ begin: '2025-11-01T00:00:00', end: '2025-11-05T11:00:00' });
    expect(x.previousYear).toBeCloseTo(
      (await rawSum({ unit: osloUnit }, 'electricity-energy', '2025-11-01', '2025-11-05T11:00:00'))!,
      5,
    );
    expect(x.coverage).toMatchObject({ calendarHours: 720, complete: false });
    // The graph at DAY resolution: 5 November up to 11:00 against 5 October up to 11:00, then nothing.
    const r = await graph(osloUnit, 'electricity-energy', 'DAY', '2026-11-01T00:00:00', '2026-12-01T00:00:00', [
      'previous-period',
    ]);
    const g = r.data.tenantGraph;
    expect(g.dataUntil).toBe(DATA_UNTIL);
    const c = g.graphs[0].consumption.relatedValues[0];
    expect(c.partial).toBe(true);
    expect(c.currentSpan).toEqual({ begin: '2026-11-01T00:00:00', end: DATA_UNTIL });
    expect(c.comparedSpan).toEqual({ begin: '2026-10-01T00:00:00', end: '2026-10-05T11:00:00' });
    expect(c.values[4]).toBeCloseTo(
      (await rawSum({ unit: osloUnit }, 'electricity-energy', '2026-10-05', '2026-10-05T11:00:00'))!,
      6,
    );
    expect(c.buckets[4]).toEqual({
      span: { begin: '2026-10-05T00:00:00', end: '2026-10-05T11:00:00' },
      note: 'PARTIAL',
    });
    expect(c.values.slice(5)).toEqual(Array(25).fill(null));
    expect(c.meta.sum).toBeCloseTo(x.previousPeriod, 5);
    // The table compares the same part.
    const t = await h.data(
      `query($t: TenantTableInput!) { tenantTable(table: $t) { dataUntil quantityDescriptors { quantity }
        rows { values comparisonValues coverage { complete } comparedSpans { begin end } } } }`,
      {
        t: {
          aggregationLevel: 'UNIT',
          objectId: osloUnit,
          periodBegin: '2026-11-01T00:00:00',
          periodEnd: '2026-12-01T00:00:00',
          compareWith: 'previous-period',
        },
      },
      { token },
    );
    expect(t.errors).toBeUndefined();
    const column = t.data.tenantTable.quantityDescriptors.findIndex(
      (d: { quantity: string }) => d.quantity === 'electricity-energy',
    );
    const row = t.data.tenantTable.rows[0];
    expect(t.data.tenantTable.dataUntil).toBe(DATA_UNTIL);
    expect(row.comparisonValues[column]).toBeCloseTo(x.previousPeriod, 6);
    expect(row.comparedSpans[column]).toEqual(x.previousPeriodSpan);
    expect(row.coverage[column].complete).toBe(false);
    const coverage = g.graphs[0].consumption.coverage;
    expect(coverage[4]).toMatchObject({ calendarHours: 24, readings: 11, complete: false });
    expect(coverage[3]).toMatchObject({ calendarHours: 24, readings: 24, expectedReadings: 24, complete: true });
  });

  it("compares a 60-day tenant's figures with the property's over the same days", async () => {
    const k = await kpis(aarhusUnit, 'heat-energy', '2025-11-06', '2026-11-05');
    expect(k.errors).toBeUndefined();
    const x = k.data.unitQuantityKpis;
    expect(x.currentSpan).toEqual({ begin: `${AARHUS_START}T00:00:00`, end: DATA_UNTIL });
    expect(x.total).toBeCloseTo((await rawSum({ unit: aarhusUnit }, 'heat-energy', AARHUS_START, DATA_UNTIL))!, 4);
    const property = (await rawSum({ propertyOf: aarhusUnit }, 'heat-energy', AARHUS_START, DATA_UNTIL))!;
    expect(x.propertyComparison).toBeCloseTo(property / 4, 4);
    // Not the property's whole period (which reaches back to May).
    const whole = (await rawSum({ propertyOf: aarhusUnit }, 'heat-energy', '2025-11-06', '2026-11-06'))!;
    expect(whole / 4).toBeGreaterThan(x.propertyComparison * 1.5);
    expect(x.previousPeriod).toBeNull();
    expect(x.previousYear).toBeNull();
    // The graph's property average: the tenancy's part of September only.
    const r = await graph(aarhusUnit, 'heat-energy', 'MONTH', '2026-08-01T00:00:00', '2026-11-01T00:00:00', [
      'property-average',
    ]);
    const c = r.data.tenantGraph.graphs[0].consumption.relatedValues[0];
    expect(c.values[0]).toBeNull();
    expect(c.values[1]).toBeCloseTo(
      (await rawSum({ propertyOf: aarhusUnit }, 'heat-energy', AARHUS_START, '2026-10-01'))! / 4,
      4,
    );
    expect(c.buckets[1]).toEqual({
      span: { begin: `${AARHUS_START}T00:00:00`, end: '2026-10-01T00:00:00' },
      note: 'PARTIAL',
    });
  });
});

describe('completeness', () => {
  it('marks a day with 3 missing hours incomplete, and the totals that include it', async () => {
    await sql`delete from readings where meter_id = ${electricityMeter}
      and ts >= ('2026-10-20T10:00:00'::timestamp at time zone 'Europe/Copenhagen')
      and ts < ('2026-10-20T13:00:00'::timestamp at time zone 'Europe/Copenhagen')`.execute(h.db.db);
    const r = await graph(osloUnit, 'electricity-energy', 'DAY', '2026-10-19T00:00:00', '2026-10-22T00:00:00', []);
    const s = r.data.tenantGraph.graphs[0].consumption;
    expect(s.coverage[1]).toEqual({
      calendarHours: 24,
      expectedHours: 24,
      readings: 21,
      expectedReadings: 24,
      complete: false,
    });
    expect(s.coverage[0].complete).toBe(true);
    expect(s.coverage[2].complete).toBe(true);
    expect(s.meta.coverage).toEqual({
      calendarHours: 72,
      expectedHours: 72,
      readings: 69,
      expectedReadings: 72,
      complete: false,
    });
    const k = await kpis(osloUnit, 'electricity-energy', '2026-10-20', '2026-10-20');
    expect(k.data.unitQuantityKpis.coverage).toMatchObject({ readings: 21, expectedReadings: 24, complete: false });
    expect(k.data.unitQuantityKpis.partial).toBe(false);
    const whole = await kpis(osloUnit, 'electricity-energy', '2026-10-21', '2026-10-21');
    expect(whole.data.unitQuantityKpis.coverage.complete).toBe(true);
  });

  it('keeps a room whose only meter has no readings on the day in the room list, without a value', async () => {
    const meters = await h.db.db
      .selectFrom('meters')
      .select(['id', 'room_name'])
      .where('unit_id', '=', Number(osloUnit))
      .where('quantity', '=', 'hca')
      .where('room_name', 'is not', null)
      .execute();
    const counts = new Map<string, number>();
    for (const m of meters) counts.set(m.room_name!, (counts.get(m.room_name!) ?? 0) + 1);
    const lonely = meters.find((m) => counts.get(m.room_name!) === 1)!;
    await sql`delete from readings where meter_id = ${lonely.id}
      and ts >= ('2026-10-22T00:00:00'::timestamp at time zone 'Europe/Copenhagen')
      and ts < ('2026-10-23T00:00:00'::timestamp at time zone 'Europe/Copenhagen')`.execute(h.db.db);
    const r = await h.data(
      `query($i: UnitQuantityKPIsInput!) { unitQuantityKpis(input: $i) { rooms { label value } } }`,
      { i: { objectId: osloUnit, quantity: 'hca', periodBegin: '2026-10-22', periodEnd: '2026-10-22' } },
      { token },
    );
    const rooms = r.data.unitQuantityKpis.rooms as Array<{ label: string; value: number | null }>;
    expect(rooms.map((room) => room.label).sort()).toEqual([...counts.keys()].sort());
    expect(rooms.find((room) => room.label === lonely.room_name)!.value).toBeNull();
    expect(rooms.filter((room) => room.value !== null)).toHaveLength(counts.size - 1);
  });

  it('gives the report the time of its newest reading, and its previous month and cost over the same spans', async () => {
    const r = await h.data(
      `{ report(code: "demo-latest") { periodStart periodEnd dataUntil previousCost quantities { quantity previousMonth } } }`,
      {},
      {},
    );
    expect(r.errors).toBeUndefined();
    const report = r.data.report;
    expect(report).toMatchObject({
      periodStart: '2026-10-01',
      periodEnd: '2026-10-31',
      dataUntil: '2026-11-01T00:00:00',
    });
    const electricity = report.quantities.find((q: { quantity: string }) => q.quantity === 'electricity-energy');
    expect(electricity.previousMonth).toBeCloseTo(
      (await rawSum({ unit: osloUnit }, 'electricity-energy', '2026-09-01', '2026-10-01'))!,
      4,
    );
    // September's cost as the COST graph reads it (only electricity and heat have readings then).
    let cost = 0;
    for (const { quantity } of report.quantities) {
      const g = await graph(osloUnit, quantity, 'MONTH', '2026-09-01T00:00:00', '2026-10-01T00:00:00', [], 'COST');
      cost += g.data.tenantGraph.graphs[0]?.consumption.values[0] ?? 0;
    }
    expect(cost).toBeGreaterThan(0);
    expect(report.previousCost).toBeCloseTo(cost, 1);
  });
});

// ---------------------------------------------------------------------------------------------
// Property-based: every bucket's comparison value equals an independent recomputation from the raw
// hourly readings. The oracle works on Copenhagen wall-clock fields read through Intl, maps each
// reading of the compared time forward to the place it is compared at ("image"), and adds it to the
// bucket whose compared part holds that place. It shares no code with the service.

interface Reading {
  t: number;
  v: number;
  /** Local wall clock: date, hour, and 1 or 2 for the first or second occurrence of that hour. */
  date: string;
  hour: number;
  occ: number;
}

const wallFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Copenhagen',
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
});

function wall(t: number): { date: string; hour: number } {
  const p = Object.fromEntries(wallFormat.formatToParts(new Date(t)).map((x) => [x.type, x.value]));
  return { date: `${p.year}-${p.month}-${p.day}`, hour: Number(p.hour) };
}

function position(t: number): { date: string; hour: number; occ: number } {
  const w = wall(t);
  const before = wall(t - 3600_000);
  return { ...w, occ: before.date === w.date && before.hour === w.hour ? 2 : 1 };
}

function reading(t: number, v: number): Reading {
  return { t, v, ...position(t) };
}

const posText = (date: string, hour: number, occ: number) => `${date}T${String(hour).padStart(2, '0')}#${occ}`;

/** The instant of local midnight starting a date. */
function midnight(date: string): number {
  const utc = Date.parse(`${date}T00:00:00Z`);
  for (const offset of [1, 2]) {
    const t = utc - offset * 3600_000;
    const w = wall(t);
    if (w.date === date && w.hour === 0) return t;
  }
  throw new Error(`no midnight ${date}`);
}

const dayAdd = (date: string, n: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
const weekday = (date: string) => ((new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7) + 1; // 1 = Monday

function monthAdd(date: string, n: number): string {
  const y = Number(date.slice(0, 4));
  const m = Number(date.slice(5, 7)) - 1 + n;
  const yy = y + Math.floor(m / 12);
  const mm = ((m % 12) + 12) % 12;
  return `${yy}-${String(mm + 1).padStart(2, '0')}${date.slice(7)}`;
}

/** ISO year and week of a date; the Monday of an ISO week (null when the year has no such week). */
function isoOf(date: string): { year: number; week: number } {
  const thursday = dayAdd(date, 4 - weekday(date));
  const year = Number(thursday.slice(0, 4));
  const jan1 = `${year}-01-01`;
  return { year, week: Math.floor((Date.parse(thursday) - Date.parse(jan1)) / (7 * 86_400_000)) + 1 };
}

function isoMonday(year: number, week: number): string | null {
  const jan4 = `${year}-01-04`;
  const monday = dayAdd(dayAdd(jan4, 1 - weekday(jan4)), (week - 1) * 7);
  return isoOf(monday).year === year && isoOf(monday).week === week ? monday : null;
}

const isRealDate = (date: string) => new Date(`${date}T00:00:00Z`).toISOString().slice(0, 10) === date;

interface Case {
  resolution: 'HOUR' | 'DAY' | 'WEEK' | 'MONTH' | 'YEAR';
  begin: string;
  end: string;
}

/** Bucket starts (instants) of a period, computed from the calendar. */
function bucketStarts(c: Case): number[] {
  const begin = midnight(c.begin);
  const end = midnight(c.end);
  const out: number[] = [];
  if (c.resolution === 'HOUR') {
    for (let t = begin; t < end; t += 3600_000) out.push(t);
    return out;
  }
  let d =
    c.resolution === 'DAY'
      ? c.begin
      : c.resolution === 'WEEK'
        ? dayAdd(c.begin, 1 - weekday(c.begin))
        : c.resolution === 'MONTH'
          ? `${c.begin.slice(0, 7)}-01`
          : `${c.begin.slice(0, 4)}-01-01`;
  while (d < c.end) {
    out.push(midnight(d));
    d =
      c.resolution === 'DAY'
        ? dayAdd(d, 1)
        : c.resolution === 'WEEK'
          ? dayAdd(d, 7)
          : monthAdd(d, c.resolution === 'MONTH' ? 1 : 12);
  }
  return out;
}

function bucketEnd(c: Case, start: number): number {
  if (c.resolution === 'HOUR') return start + 3600_000;
  const d = wall(start).date;
  const next =
    c.resolution === 'DAY'
      ? dayAdd(d, 1)
      : c.resolution === 'WEEK'
        ? dayAdd(d, 7)
        : monthAdd(d, c.resolution === 'MONTH' ? 1 : 12);
  return midnight(next);
}

/** Where a reading is compared, as a wall-clock place in the requested period (null: nowhere). */
function image(r: Reading, c: Case, comparison: 'previous-period' | 'previous-year'): string | null {
  if (comparison === 'previous-year') {
    if (c.resolution === 'WEEK') {
      const { year, week } = isoOf(r.date);
      const monday = isoMonday(year + 1, week);
      return monday ? posText(dayAdd(monday, weekday(r.date) - 1), r.hour, r.occ) : null;
    }
    const date = `${Number(r.date.slice(0, 4)) + 1}${r.date.slice(4)}`;
    // Days and hours: the same date or nothing; months and years take a 29 February along.
    if ((c.resolution === 'DAY' || c.resolution === 'HOUR') && !isRealDate(date)) return null;
    return posText(date, r.hour, r.occ);
  }
  const monthAligned = c.begin.endsWith('-01') && c.end.endsWith('-01');
  const months =
    (Number(c.end.slice(0, 4)) - Number(c.begin.slice(0, 4))) * 12 +
    Number(c.end.slice(5, 7)) -
    Number(c.begin.slice(5, 7));
  if (monthAligned && (c.resolution === 'MONTH' || c.resolution === 'YEAR')) {
    return posText(monthAdd(r.date, months), r.hour, r.occ);
  }
  // The n-th day of the compared period (the months before, or as many days before) with the n-th day.
  const from = monthAligned
    ? monthAdd(c.begin, -months)
    : dayAdd(c.begin, -Math.round((Date.parse(c.end) - Date.parse(c.begin)) / 86_400_000));
  if (r.date < from || r.date >= c.begin) return null;
  const n = Math.round((Date.parse(c.begin) - Date.parse(from)) / 86_400_000);
  return posText(dayAdd(r.date, n), r.hour, r.occ);
}

function oracle(c: Case, comparison: 'previous-period' | 'previous-year'): Array<number | null> {
  const begin = midnight(c.begin);
  const end = midnight(c.end);
  let newest = -Infinity;
  for (const r of readings) if (r.t >= begin && r.t < end && r.t > newest) newest = r.t;
  const stop = newest === -Infinity ? (end > Date.now() ? begin : end) : Math.min(end, newest + 3600_000);
  const parts = bucketStarts(c).map((s) => {
    const from = Math.max(s, begin);
    const to = Math.min(bucketEnd(c, s), stop);
    if (to <= from) return null;
    const a = position(from);
    const b = position(to);
    return { from: posText(a.date, a.hour, a.occ), to: posText(b.date, b.hour, b.occ) };
  });
  const sums: Array<number | null> = parts.map(() => null);
  for (const r of readings) {
    const p = image(r, c, comparison);
    if (p === null) continue;
    // Hours match exactly (a wall-clock hour the requested day lacks is compared nowhere).
    const i =
      c.resolution === 'HOUR'
        ? parts.findIndex((x) => x !== null && x.from === p)
        : parts.findIndex((x) => x !== null && x.from <= p && p < x.to);
    if (i >= 0) sums[i] = (sums[i] ?? 0) + r.v;
  }
  return sums;
}

const DAY0 = Date.parse('2025-01-01T00:00:00Z');
const caseArb = fc
  .record({
    resolution: fc.constantFrom('HOUR', 'DAY', 'WEEK', 'MONTH', 'YEAR') as fc.Arbitrary<Case['resolution']>,
    day: fc.integer({ min: 0, max: 700 }),
    length: fc.integer({ min: 1, max: 1000 }),
    monthAligned: fc.boolean(),
    months: fc.integer({ min: 1, max: 14 }),
  })
  .map(({ resolution, day, length, monthAligned, months }): Case => {
    const begin = new Date(DAY0 + day * 86_400_000).toISOString().slice(0, 10);
    if (monthAligned && resolution !== 'HOUR') {
      const first = `${begin.slice(0, 7)}-01`;
      return { resolution, begin: first, end: monthAdd(first, months) };
    }
    const max = { HOUR: 3, DAY: 70, WEEK: 250, MONTH: 700, YEAR: 800 }[resolution];
    return { resolution, begin, end: dayAdd(begin, 1 + (length % max)) };
  });

describe('property: comparisons equal a recomputation by the calendar from the raw readings', () => {
  it('holds for random periods and resolutions, at unit and at meter level', async () => {
    const examples: Array<[Case, boolean]> = [
      [{ resolution: 'WEEK', begin: '2025-12-29', end: '2026-03-02' }, true],
      [{ resolution: 'DAY', begin: '2025-02-20', end: '2025-03-10' }, true],
      [{ resolution: 'HOUR', begin: '2025-10-26', end: '2025-10-27' }, true],
      [{ resolution: 'HOUR', begin: '2026-03-29', end: '2026-03-31' }, false],
      [{ resolution: 'DAY', begin: '2026-11-01', end: '2026-12-01' }, true],
      [{ resolution: 'MONTH', begin: '2026-03-01', end: '2026-12-01' }, false],
      [{ resolution: 'HOUR', begin: '2026-10-25', end: '2026-10-27' }, true],
      [{ resolution: 'MONTH', begin: '2025-02-01', end: '2025-04-01' }, true],
      [{ resolution: 'YEAR', begin: '2025-07-01', end: '2026-07-01' }, true],
      [{ resolution: 'WEEK', begin: '2026-11-04', end: '2027-01-13' }, false],
    ];
    await loadReadings();
    await fc.assert(
      fc.asyncProperty(caseArb, fc.boolean(), async (c, atUnit) => {
        const r = await graph(
          atUnit ? osloUnit : String(electricityMeter),
          'electricity-energy',
          c.resolution,
          `${c.begin}T00:00:00`,
          `${c.end}T00:00:00`,
          ['previous-period', 'previous-year'],
        );
        expect(r.errors).toBeUndefined();
        const g = r.data.tenantGraph;
        expect(g.timestamps).toHaveLength(bucketStarts(c).length);
        const related = g.graphs[0].consumption.relatedValues;
        for (const [i, comparison] of (['previous-period', 'previous-year'] as const).entries()) {
          const expected = oracle(c, comparison);
          const actual: Array<number | null> = related[i].values;
          expect(actual.map((v) => v === null)).toEqual(expected.map((v) => v === null));
          actual.forEach((v, j) => {
            if (v !== null) expect(Math.abs(v - expected[j]!)).toBeLessThan(1e-5 * Math.max(1, Math.abs(v)));
          });
        }
      }),
      { numRuns: 50, examples, endOnFailure: true },
    );
  });
});
