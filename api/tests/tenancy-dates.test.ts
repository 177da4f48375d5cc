// A tenant's data is the unit's data within their tenancy: from the start day's local midnight to the
// local midnight after the end day (docs/decisions/0029). The demo world's former@ had other@'s unit
// until the day before other@'s tenancy began; with the tests' 20 days of readings that day lies ahead,
// so the change of tenants is moved to 2026-10-27, inside the readings (from 2026-10-16).
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { issueMonthlyReports } from '../src/jobs/readings-appender.ts';
import { startOfHour } from '../src/time.ts';
import { FORMER, NOHOME, OTHER, type GqlResult, firstError, setupHarness } from './harness.ts';

const h = setupHarness({ days: 20 });

async function userIdOf(email: string): Promise<number> {
  const row = await h.db.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow();
  return row.id;
}
let former: string;
let other: string;
let unit: string;
let formerTenancy: string;
let otherTenancy: string;

beforeAll(async () => {
  const tenancyOf = (email: string) =>
    h.db.db
      .selectFrom('tenancy_users as tu')
      .innerJoin('users as u', 'u.id', 'tu.user_id')
      .select('tu.tenancy_id')
      .where('u.email', '=', email);
  await h.db.db
    .updateTable('tenancies')
    .set({ start_date: '2026-08-01', end_date: '2026-10-26' })
    .where('id', 'in', tenancyOf(FORMER.email))
    .execute();
  await h.db.db
    .updateTable('tenancies')
    .set({ start_date: '2026-10-27' })
    .where('id', 'in', tenancyOf(OTHER.email))
    .execute();
  former = await h.login(FORMER);
  other = await h.login(OTHER);
  const f = await h.data(`{ tenancies { id unitId start end } }`, {}, { token: former });
  expect(f.data.tenancies).toEqual([
    { id: expect.any(String), unitId: expect.any(String), start: '2026-08-01', end: '2026-10-26' },
  ]);
  formerTenancy = f.data.tenancies[0].id;
  unit = f.data.tenancies[0].unitId;
  const o = await h.data(`{ tenancies { id unitId start end } }`, {}, { token: other });
  expect(o.data.tenancies).toEqual([{ id: expect.any(String), unitId: unit, start: '2026-10-27', end: null }]);
  otherTenancy = o.data.tenancies[0].id;
});

/** The sum (or average) of the unit's readings of a quantity between two local dates. */
async function raw(quantity: string, from: string, to: string, agg: 'sum' | 'avg' = 'sum', meterId?: number) {
  const row = (
    await sql<{ v: number | null }>`
      select ${sql.raw(agg)}(r.value) as v from readings r join meters m on m.id = r.meter_id
      where m.unit_id = ${Number(unit)} and m.quantity = ${quantity}
        and (${meterId ?? null}::int is null or m.id = ${meterId ?? null})
        and r.ts >= (${from}::timestamp at time zone 'Europe/Copenhagen')
        and r.ts < (${to}::timestamp at time zone 'Europe/Copenhagen')`.execute(h.db.db)
  ).rows[0];
  return row?.v === null || row?.v === undefined ? null : Number(row.v);
}

const GRAPH = `query($g: TenantGraphInput!) { tenantGraph(graph: $g) { timestamps graphs {
  consumption { values relatedValues { type values } } } } }`;

function graph(token: string, resolution: string, periodBegin: string, periodEnd: string, compareWith: string[] = []) {
  return h.data(
    GRAPH,
    {
      g: {
        objectId: unit,
        resolution,
        periodBegin,
        periodEnd,
        compareWith,
        consumption: { series: [{ quantityDescriptor: { quantity: 'heat-energy' } }] },
      },
    },
    { token },
  );
}

const TABLE = `query($t: TenantTableInput!) { tenantTable(table: $t) { quantityDescriptors { quantity }
  rows { object { id } values comparisonValues } } }`;
const KPIS = `query($i: UnitQuantityKPIsInput!) { unitQuantityKpis(input: $i) { total previousPeriod previousYear
  propertyComparison rooms { label value } meters { value object { id } } } }`;
const METERS = `query($t: ID!) { meters(tenancyId: $t) { id number quantity reading readingTimestamp } }`;
const READOUT = `query($t: Int!, $n: String!, $q: Quantity!, $f: JSDate!, $to: JSDate!) {
  readoutMinMax(tenancyId: $t, meterNumber: $n, quantity: $q, fromDate: $f, toDate: $to) {
  firstReadoutTimestamp firstReadoutValue lastReadoutTimestamp lastReadoutValue } }`;

function heatIndex(r: GqlResult): number {
  return r.data.tenantTable.quantityDescriptors.findIndex((d: { quantity: string }) => d.quantity === 'heat-energy');
}

async function heatMeter() {
  return h.db.db
    .selectFrom('meters')
    .select(['id', 'number', 'initial_reading'])
    .where('unit_id', '=', Number(unit))
    .where('quantity', '=', 'heat-energy')
    .executeTakeFirstOrThrow();
}

describe('the consumption views of an ended tenancy', () => {
  it('tenantGraph shows the days up to the end day and nothing after it', async () => {
    const r = await graph(former, 'DAY', '2026-10-24T00:00:00', '2026-10-30T00:00:00', ['previous-period']);
    expect(r.errors).toBeUndefined();
    const [g] = r.data.tenantGraph.graphs;
    expect(r.data.tenantGraph.timestamps).toHaveLength(6);
    expect(g.consumption.values.slice(0, 3)).toEqual([
      expect.closeTo((await raw('heat-energy', '2026-10-24', '2026-10-25'))!, 4),
      expect.closeTo((await raw('heat-energy', '2026-10-25', '2026-10-26'))!, 4),
      expect.closeTo((await raw('heat-energy', '2026-10-26', '2026-10-27'))!, 4),
    ]);
    expect(g.consumption.values.slice(3)).toEqual([null, null, null]);
    // The compared period (10-18 – 10-24) lies inside the tenancy.
    expect(g.consumption.relatedValues[0].values.every((v: number | null) => v !== null)).toBe(true);

    // Hours: the tenancy ends at the local midnight after its end day.
    const hours = await graph(former, 'HOUR', '2026-10-26T22:00:00', '2026-10-27T02:00:00');
    expect(hours.data.tenantGraph.graphs[0].consumption.values.map((v: number | null) => v !== null)).toEqual([
      true,
      true,
      false,
      false,
    ]);
  });

  it("gives the tenancy's data availability up to its end day", async () => {
    const r = await h.data(`{ tenancies { dataAvailability { start end } } }`, {}, { token: former });
    expect(r.data.tenancies[0].dataAvailability).toEqual({ start: '2026-10-16', end: '2026-10-26' });
  });

  it('tenantGraph of a period wholly after the end has its buckets and no values, as one before the start', async () => {
    const after = await graph(former, 'DAY', '2026-11-01T00:00:00', '2026-11-04T00:00:00', ['previous-year']);
    expect(after.errors).toBeUndefined();
    expect(after.data.tenantGraph.timestamps).toHaveLength(3);
    expect(after.data.tenantGraph.graphs[0].consumption.values).toEqual([null, null, null]);
    const before = await graph(other, 'DAY', '2026-10-01T00:00:00', '2026-10-04T00:00:00');
    expect(before.data.tenantGraph.graphs[0].consumption.values).toEqual([null, null, null]);
    // The next tenant sees their own days.
    const own = await graph(other, 'DAY', '2026-10-26T00:00:00', '2026-10-28T00:00:00');
    expect(own.data.tenantGraph.graphs[0].consumption.values).toEqual([
      null,
      expect.closeTo((await raw('heat-energy', '2026-10-27', '2026-10-28'))!, 4),
    ]);
  });

  it('tenantTable totals only the tenancy, for the unit and for each meter', async () => {
    const t = { objectId: unit, periodBegin: '2026-10-20T00:00:00', periodEnd: '2026-11-05T00:00:00' };
    const u = await h.data(
      TABLE,
      { t: { ...t, aggregationLevel: 'UNIT', compareWith: 'previous-period' } },
      { token: former },
    );
    expect(u.errors).toBeUndefined();
    const i = heatIndex(u);
    expect(u.data.tenantTable.rows[0].values[i]).toBeCloseTo(
      (await raw('heat-energy', '2026-10-20', '2026-10-27'))!,
      4,
    );
    expect(u.data.tenantTable.rows[0].comparisonValues[i]).toBeCloseTo(
      (await raw('heat-energy', '2026-10-04', '2026-10-20'))!,
      4,
    );
    const m = await h.data(TABLE, { t: { ...t, aggregationLevel: 'MPOINT' } }, { token: former });
    const meter = await heatMeter();
    const row = m.data.tenantTable.rows.find((r: { object: { id: string } }) => r.object.id === String(meter.id));
    expect(row.values[i]).toBeCloseTo((await raw('heat-energy', '2026-10-20', '2026-10-27'))!, 4);

    const next = await h.data(
      TABLE,
      { t: { ...t, aggregationLevel: 'UNIT', compareWith: 'previous-period' } },
      { token: other },
    );
    expect(next.data.tenantTable.rows[0].values[i]).toBeCloseTo(
      (await raw('heat-energy', '2026-10-27', '2026-11-05'))!,
      4,
    );
    expect(next.data.tenantTable.rows[0].comparisonValues[i]).toBeNull();
  });

  it('unitQuantityKpis count only the tenancy', async () => {
    const i = { objectId: unit, quantity: 'hca', periodBegin: '2026-10-20', periodEnd: '2026-11-03' };
    const f = (await h.data(KPIS, { i }, { token: former })).data.unitQuantityKpis;
    expect(f.total).toBeCloseTo((await raw('hca', '2026-10-20', '2026-10-27'))!, 4);
    expect(f.previousPeriod).toBeCloseTo((await raw('hca', '2026-10-06', '2026-10-20'))!, 4);
    expect(f.rooms.reduce((a: number, r: { value: number }) => a + r.value, 0)).toBeCloseTo(f.total, 4);
    expect(f.meters.reduce((a: number, r: { value: number }) => a + r.value, 0)).toBeCloseTo(f.total, 4);
    expect(f.propertyComparison).toBeGreaterThan(0);
    const o = (await h.data(KPIS, { i }, { token: other })).data.unitQuantityKpis;
    expect(o.total).toBeCloseTo((await raw('hca', '2026-10-27', '2026-11-04'))!, 4);
    expect(o.previousPeriod).toBeNull();
  });

  it('meters shows each reading as of the end of the tenancy', async () => {
    const meter = await heatMeter();
    const f = (await h.data(METERS, { t: formerTenancy }, { token: former })).data.meters;
    expect(f.length).toBeGreaterThan(0);
    for (const m of f) expect(m.readingTimestamp).toBe('2026-10-27T00:00:00');
    const heat = f.find((m: { id: string }) => m.id === String(meter.id));
    const used = (await raw('heat-energy', '2026-08-01', '2026-10-27', 'sum', meter.id))!;
    expect(heat.reading).toBeCloseTo(meter.initial_reading + used, 2);
    const o = (await h.data(METERS, { t: otherTenancy }, { token: other })).data.meters;
    expect(o.find((m: { id: string }) => m.id === String(meter.id)).readingTimestamp > '2026-11-05').toBe(true);
  });

  it('readoutMinMax stops at the end of the tenancy, and starts at the start of the next', async () => {
    const meter = await heatMeter();
    const vars = { n: meter.number, q: 'heat-energy', f: '2026-10-20T00:00:00', to: '2026-11-05T00:00:00' };
    const f = await h.main(READOUT, { ...vars, t: Number(formerTenancy) }, { token: await h.loginMain(FORMER) });
    expect(f.errors).toBeUndefined();
    expect(f.data.readoutMinMax).toMatchObject({
      firstReadoutTimestamp: '2026-10-20T01:00:00',
      lastReadoutTimestamp: '2026-10-27T00:00:00',
    });
    const otherMain = await h.loginMain(OTHER);
    const o = await h.main(READOUT, { ...vars, t: Number(otherTenancy) }, { token: otherMain });
    expect(o.data.readoutMinMax).toMatchObject({
      firstReadoutTimestamp: '2026-10-27T01:00:00',
      lastReadoutTimestamp: '2026-11-05T00:00:00',
    });
    // The days before other@'s tenancy: nothing of the previous occupant.
    const before = await h.main(
      READOUT,
      { ...vars, t: Number(otherTenancy), f: '2026-10-16T00:00:00', to: '2026-10-27T00:00:00' },
      { token: otherMain },
    );
    expect(before.errors).toBeUndefined();
    expect(before.data.readoutMinMax).toEqual({
      firstReadoutTimestamp: null,
      firstReadoutValue: null,
      lastReadoutTimestamp: null,
      lastReadoutValue: null,
    });
  });
});

describe('an ended tenancy is read-only for its former tenant', () => {
  const ended = (r: GqlResult) => {
    expect(r.errors?.[0]?.extensions?.code).toBe('TENANCY_ENDED');
    expect(firstError(r)).toBe('The tenancy has ended: its data can be read, not changed.');
  };

  it('refuses renaming a meter, and leaves the name', async () => {
    const meter = await heatMeter();
    ended(
      await h.data(
        `mutation($m: ID!) { renameMeterRoom(meterId: $m, roomName: "Mine") { roomName } }`,
        { m: String(meter.id) },
        { token: former },
      ),
    );
    const row = await h.db.db.selectFrom('meters').select('room_name').where('id', '=', meter.id).executeTakeFirst();
    expect(row?.room_name).not.toBe('Mine');
    // The current tenant may.
    const ok = await h.data(
      `mutation($m: ID!) { renameMeterRoom(meterId: $m, roomName: "Hall") { roomName } }`,
      { m: String(meter.id) },
      { token: other },
    );
    expect(ok.data.renameMeterRoom.roomName).toBe('Hall');
  });

  it('refuses creating and changing alarms and inviting users; reading and leaving still work', async () => {
    ended(
      await h.data(
        `mutation($i: CreateAlarmInput!) { createAlarm(input: $i) { id } }`,
        {
          i: {
            tenancyId: formerTenancy,
            kind: 'CONSUMPTION',
            type: 'TOTAL',
            quantity: 'heat-energy',
            period: 'DAY',
            threshold: 5,
          },
        },
        { token: former },
      ),
    );
    const user = { id: await userIdOf(FORMER.email) };
    const alarm = await h.db.db
      .insertInto('alarms')
      .values({
        tenancy_id: Number(formerTenancy),
        user_id: user.id,
        name: 'Old alarm',
        kind: 'CONSUMPTION',
        type: 'TOTAL',
        quantity: 'heat-energy',
        period: 'DAY',
        threshold: 5,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    ended(
      await h.data(
        `mutation($id: ID!) { updateAlarm(id: $id, input: { threshold: 9 }) { id } }`,
        { id: String(alarm.id) },
        { token: former },
      ),
    );
    ended(
      await h.data(
        `mutation($t: ID!) { inviteTenancyUser(tenancyId: $t, email: "friend-of-former@example.com") { email } }`,
        { t: formerTenancy },
        { token: former },
      ),
    );
    const alarms = await h.data(
      `query($t: ID!) { alarms(tenancyId: $t) { threshold } }`,
      { t: formerTenancy },
      { token: former },
    );
    expect(alarms.data.alarms).toEqual([{ threshold: 5 }]);
    expect(
      (await h.data(`mutation($id: ID!) { deleteAlarm(id: $id) { ok } }`, { id: String(alarm.id) }, { token: former }))
        .data.deleteAlarm.ok,
    ).toBe(true);
  });
});

describe('monthly reports', () => {
  async function reportNotifications(tenancyId: string, token: string) {
    const r = await h.data(
      `query($t: ID!) { notifications(tenancyId: $t) { kind evaluatedPeriod { startDate } } }`,
      { t: tenancyId },
      { token },
    );
    return r.data.notifications
      .filter((n: { kind: string }) => n.kind === 'CONSUMPTION_REPORT')
      .map((n: { evaluatedPeriod: { startDate: string } }) => n.evaluatedPeriod.startDate);
  }

  it('go to the tenancy in place at the end of the month, and count only its days', async () => {
    // The demo world issued October under its own tenancy dates, which these tests moved: the unit's
    // reports are issued afresh.
    await h.db.db.deleteFrom('report_codes').where('unit_id', '=', Number(unit)).execute();
    await h.db.db
      .deleteFrom('notifications')
      .where('kind', '=', 'CONSUMPTION_REPORT')
      .where('tenancy_id', 'in', [Number(formerTenancy), Number(otherTenancy)])
      .execute();
    await issueMonthlyReports(h.db.db, new Date('2026-10-05T10:00:00Z'));
    await issueMonthlyReports(h.db.db, new Date('2026-11-05T10:00:00Z'));
    expect(await reportNotifications(formerTenancy, former)).toEqual(['2026-09-01']);
    expect(await reportNotifications(otherTenancy, other)).toEqual(['2026-10-01']);
    const code = async (month: string) =>
      (
        await h.db.db
          .selectFrom('report_codes')
          .select('code')
          .where('unit_id', '=', Number(unit))
          .where('period_start', '=', month)
          .executeTakeFirstOrThrow()
      ).code;
    const q = `query($c: String!) { report(code: $c) { quantities { quantity total previousMonth } } }`;
    const october = (await h.data(q, { c: await code('2026-10-01') })).data.report.quantities.find(
      (x: { quantity: string }) => x.quantity === 'heat-energy',
    );
    expect(october.total).toBeCloseTo((await raw('heat-energy', '2026-10-27', '2026-11-01'))!, 4);
    expect(october.previousMonth).toBeNull();
  });
});

describe('meters and readings outside the tenancy', () => {
  it("leaves out a meter installed after the tenancy's end", async () => {
    const property = await h.db.db
      .selectFrom('units')
      .select('property_id')
      .where('id', '=', Number(unit))
      .executeTakeFirstOrThrow();
    const added = await h.db.db
      .insertInto('meters')
      .values({
        property_id: property.property_id,
        unit_id: Number(unit),
        number: 'NO-NEW-1',
        quantity: 'heat-energy',
        legacy_kind: 'energy',
        room_name: 'Hall',
        profile: 'heat',
        from_date: '2026-10-27',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const ids = (r: GqlResult, key: 'meters') => r.data[key].map((m: { id: string }) => m.id);
    expect(ids(await h.data(METERS, { t: formerTenancy }, { token: former }), 'meters')).not.toContain(
      String(added.id),
    );
    expect(ids(await h.data(METERS, { t: otherTenancy }, { token: other }), 'meters')).toContain(String(added.id));
    const table = await h.data(
      TABLE,
      {
        t: {
          objectId: unit,
          aggregationLevel: 'MPOINT',
          periodBegin: '2026-10-01T00:00:00',
          periodEnd: '2026-10-02T00:00:00',
        },
      },
      { token: former },
    );
    expect(table.data.tenantTable.rows.map((r: { object: { id: string } }) => r.object.id)).not.toContain(
      String(added.id),
    );
    const object = `query($id: ID!) { object(withId: $id) { id } }`;
    expect(firstError(await h.data(object, { id: String(added.id) }, { token: former }))).toBe('Adgang ikke tilladt');
    expect((await h.data(object, { id: String(added.id) }, { token: other })).data.object.id).toBe(String(added.id));
  });

  it("costEstimate shows no usage to a former tenant, the current tenant's to the current one", async () => {
    const meter = await h.db.db
      .selectFrom('meters')
      .select('id')
      .where('unit_id', '=', Number(unit))
      .where('quantity', '=', 'electricity-energy')
      .executeTakeFirstOrThrow();
    await h.db.db
      .insertInto('readings')
      .values({ meter_id: meter.id, ts: startOfHour(new Date()), value: 0.7 })
      .onConflict((oc) => oc.doNothing())
      .execute();
    const q = `query($t: ID!) { costEstimate(tenancyId: $t) { latestHour latestConsumption } }`;
    expect((await h.data(q, { t: formerTenancy }, { token: former })).data.costEstimate).toEqual({
      latestHour: null,
      latestConsumption: null,
    });
    expect((await h.data(q, { t: otherTenancy }, { token: other })).data.costEstimate.latestConsumption).toBe(0.7);
  });
});

describe('a tenancy that has not begun', () => {
  it('shows no readings before its start', async () => {
    const user = { id: await userIdOf(NOHOME.email) };
    const t = await h.db.db
      .insertInto('tenancies')
      .values({
        unit_id: Number(unit),
        tenancy_number: 'T-FUTURE',
        tenant_name: 'Nora Nohome',
        start_date: '2027-03-01',
        end_date: null,
        billing_start: '2027-01-01',
        billing_end: '2027-12-31',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await h.db.db.insertInto('tenancy_users').values({ tenancy_id: t.id, user_id: user.id, is_admin: true }).execute();
    const token = await h.login(NOHOME);
    const g = await graph(token, 'DAY', '2026-10-24T00:00:00', '2026-10-26T00:00:00');
    expect(g.data.tenantGraph.graphs[0].consumption.values).toEqual([null, null]);
    const meters = (await h.data(METERS, { t: String(t.id) }, { token })).data.meters;
    expect(meters.every((m: { reading: number | null }) => m.reading === null)).toBe(true);
    const meter = await heatMeter();
    const r = await h.main(
      READOUT,
      { t: t.id, n: meter.number, q: 'heat-energy', f: '2026-10-01T00:00:00', to: '2026-11-01T00:00:00' },
      { token: await h.loginMain(NOHOME) },
    );
    expect(r.data.readoutMinMax.lastReadoutTimestamp).toBeNull();
  });
});
