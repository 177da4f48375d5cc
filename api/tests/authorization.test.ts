// Every tenancy-scoped field, called by another tenant with demo's ids, is refused and changes nothing.
import { beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../src/auth/passwords.ts';
import { DEMO, NOHOME, OTHER, firstError, setupHarness } from './harness.ts';

const h = setupHarness({ days: 3 });
const ids = { tenancy: '', unit: '', meter: '', alarm: '', notification: '', statement: '', flatmate: '' };
let other: string;
let nohome: string;

beforeAll(async () => {
  const demo = await h.login(DEMO);
  other = await h.login(OTHER);
  nohome = await h.login(NOHOME);
  const t = await h.data(`{ tenancies { id unitId brand users { id email } } }`, {}, { token: demo });
  const oslo = t.data.tenancies.find((x: { brand: string }) => x.brand === 'norway');
  ids.tenancy = oslo.id;
  ids.unit = oslo.unitId;
  ids.flatmate = oslo.users.find((u: { email: string }) => u.email === 'flatmate@example.com').id;
  const m = await h.data(
    `query($t: ID!) { meters(tenancyId: $t) { id } alarms(tenancyId: $t) { id } allocationStatements(tenancyId: $t) { id } }`,
    { t: ids.tenancy },
    { token: demo },
  );
  ids.meter = m.data.meters[0].id;
  ids.alarm = m.data.alarms[0].id;
  ids.statement = m.data.allocationStatements[0].id;
  const n = await h.db.db
    .insertInto('notifications')
    .values({
      tenancy_id: Number(ids.tenancy),
      alarm_id: null,
      kind: 'CONSUMPTION_REPORT',
      quantity: null,
      period: 'MONTH',
      period_start: '2026-10-01',
      period_end: '2026-10-31',
      direction: 'ABOVE',
      threshold: null,
      trigger_value: null,
      read_at: null,
      resolved_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  ids.notification = String(n.id);
});

const period = { periodBegin: '2026-10-01T00:00:00', periodEnd: '2026-10-02T00:00:00' };
const cases: Array<[string, string, () => Record<string, unknown>]> = [
  ['object', `query($id: ID!) { object(withId: $id) { id } }`, () => ({ id: ids.unit })],
  ['object (meter)', `query($id: ID!) { object(withId: $id) { id } }`, () => ({ id: ids.meter })],
  [
    'tenantGraph',
    `query($g: TenantGraphInput!) { tenantGraph(graph: $g) { timestamps } }`,
    () => ({
      g: {
        objectId: ids.unit,
        resolution: 'DAY',
        ...period,
        consumption: { series: [{ quantityDescriptor: { quantity: 'heat-energy' } }] },
      },
    }),
  ],
  [
    'tenantGraph (meter)',
    `query($g: TenantGraphInput!) { tenantGraph(graph: $g) { timestamps } }`,
    () => ({
      g: {
        objectId: ids.meter,
        resolution: 'DAY',
        ...period,
        consumption: { series: [{ quantityDescriptor: { quantity: 'heat-energy' } }] },
      },
    }),
  ],
  [
    'tenantTable',
    `query($t: TenantTableInput!) { tenantTable(table: $t) { rows { values } } }`,
    () => ({ t: { aggregationLevel: 'UNIT', objectId: ids.unit, ...period } }),
  ],
  [
    'unitQuantityKpis',
    `query($i: UnitQuantityKPIsInput!) { unitQuantityKpis(input: $i) { total } }`,
    () => ({ i: { objectId: ids.unit, quantity: 'hca', periodBegin: '2026-10-01', periodEnd: '2026-10-02' } }),
  ],
  [
    'quantityPrices',
    `query($i: QuantityPricesInput!) { quantityPrices(input: $i) { price } }`,
    () => ({ i: { objectId: ids.unit, quantity: 'heat-energy', periodBegin: '2026-10-01', periodEnd: '2026-10-02' } }),
  ],
  ['alarms', `query($t: ID!) { alarms(tenancyId: $t) { id } }`, () => ({ t: ids.tenancy })],
  ['notifications', `query($t: ID!) { notifications(tenancyId: $t) { id } }`, () => ({ t: ids.tenancy })],
  ['allocationStatements', `query($t: ID!) { allocationStatements(tenancyId: $t) { id } }`, () => ({ t: ids.tenancy })],
  ['meters', `query($t: ID!) { meters(tenancyId: $t) { id } }`, () => ({ t: ids.tenancy })],
  ['tenancyUsers', `query($t: ID!) { tenancyUsers(tenancyId: $t) { email } }`, () => ({ t: ids.tenancy })],
  ['propertySettings', `query($t: ID!) { propertySettings(tenancyId: $t) { kind } }`, () => ({ t: ids.tenancy })],
  ['costEstimate', `query($t: ID!) { costEstimate(tenancyId: $t) { currency } }`, () => ({ t: ids.tenancy })],
  ['settlementForecast', `query($t: ID!) { settlementForecast(tenancyId: $t) { state } }`, () => ({ t: ids.tenancy })],
  [
    'createAlarm',
    `mutation($t: ID!) { createAlarm(input: { tenancyId: $t, kind: CONSUMPTION, type: TOTAL, quantity: "heat-energy", period: DAY, threshold: 1 }) { id } }`,
    () => ({ t: ids.tenancy }),
  ],
  [
    'markAllNotificationsRead',
    `mutation($t: ID!) { markAllNotificationsRead(tenancyId: $t) { ok } }`,
    () => ({ t: ids.tenancy }),
  ],
  [
    'renameMeterRoom',
    `mutation($id: ID!) { renameMeterRoom(meterId: $id, roomName: "Hacked") { id } }`,
    () => ({ id: ids.meter }),
  ],
  [
    'inviteTenancyUser',
    `mutation($t: ID!) { inviteTenancyUser(tenancyId: $t, email: "spy@example.com") { email } }`,
    () => ({ t: ids.tenancy }),
  ],
  [
    'resendInvitation',
    `mutation($t: ID!) { resendInvitation(tenancyId: $t, email: "friend@example.com") { ok } }`,
    () => ({ t: ids.tenancy }),
  ],
  [
    'setTenancyUserAdmin',
    `mutation($t: ID!, $u: ID!) { setTenancyUserAdmin(tenancyId: $t, userId: $u, isAdmin: true) { id } }`,
    () => ({ t: ids.tenancy, u: ids.flatmate }),
  ],
  [
    'removeTenancyUser',
    `mutation($t: ID!, $u: ID!) { removeTenancyUser(tenancyId: $t, userId: $u) { ok } }`,
    () => ({ t: ids.tenancy, u: ids.flatmate }),
  ],
  ['leaveTenancy', `mutation($t: ID!) { leaveTenancy(tenancyId: $t) { ok } }`, () => ({ t: ids.tenancy })],
];

// Alarms and notifications by id: another tenancy's id gets exactly the answer of an id that does not
// exist (not found), so that it tells nothing, not even that the object exists.
const NO_SUCH_ID = '999999999';
const byIdCases: Array<[string, string, 'alarm' | 'notification', string]> = [
  ['alarm', `query($id: ID!) { alarm(id: $id) { id } }`, 'alarm', 'The alarm does not exist.'],
  [
    'updateAlarm',
    `mutation($id: ID!) { updateAlarm(id: $id, input: { threshold: 99 }) { id } }`,
    'alarm',
    'The alarm does not exist.',
  ],
  ['deleteAlarm', `mutation($id: ID!) { deleteAlarm(id: $id) { ok } }`, 'alarm', 'The alarm does not exist.'],
  [
    'notification',
    `query($id: ID!) { notification(id: $id) { id } }`,
    'notification',
    'The notification does not exist.',
  ],
  [
    'markNotificationRead',
    `mutation($id: ID!) { markNotificationRead(id: $id) { id } }`,
    'notification',
    'The notification does not exist.',
  ],
];

describe("another tenant's ids", () => {
  it.each(byIdCases)('%s answers not found, as for an id that does not exist', async (_name, query, key, message) => {
    for (const token of [other, nohome]) {
      const missing = await h.data(query, { id: NO_SUCH_ID }, { token });
      expect(firstError(missing)).toBe(message);
      expect(missing.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
      const foreign = await h.data(query, { id: ids[key] }, { token });
      expect(foreign.errors).toEqual(missing.errors);
      expect(foreign.data).toEqual(missing.data);
    }
    expect(firstError(await h.data(query, { id: ids[key] }))).toBe('login-required');
  });

  it.each(cases)('%s is refused with Adgang ikke tilladt', async (_name, query, vars) => {
    for (const token of [other, nohome]) {
      const r = await h.data(query, vars(), { token });
      expect(firstError(r)).toBe('Adgang ikke tilladt');
      expect(r.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    }
    expect(firstError(await h.data(query, vars()))).toBe('login-required');
  });

  it('changed nothing', async () => {
    const demo = await h.login(DEMO);
    const r = await h.data(
      `query($t: ID!) { alarms(tenancyId: $t) { id threshold } meters(tenancyId: $t) { roomName } tenancyUsers(tenancyId: $t) { email isAdmin invitationPending } }`,
      { t: ids.tenancy },
      { token: demo },
    );
    expect(r.data.alarms.find((a: { id: string }) => a.id === ids.alarm).threshold).not.toBe(99);
    expect(r.data.alarms).toHaveLength(6);
    const n = await h.data(
      `query($id: ID!) { notification(id: $id) { readAt } }`,
      { id: ids.notification },
      { token: demo },
    );
    expect(n.data.notification.readAt).toBeNull();
    expect(r.data.meters.map((m: { roomName: string }) => m.roomName)).not.toContain('Hacked');
    expect(r.data.tenancyUsers.map((u: { email: string }) => u.email)).not.toContain('spy@example.com');
    expect(r.data.tenancyUsers.find((u: { email: string }) => u.email === 'flatmate@example.com').isAdmin).toBe(false);
  });

  it('refuses a meter of another tenancy on the main service', async () => {
    const main = await h.loginMain(OTHER);
    const meter = await h.db.db
      .selectFrom('meters')
      .select('number')
      .where('id', '=', Number(ids.meter))
      .executeTakeFirstOrThrow();
    const r = await h.main(
      `query($t: Int!, $n: String!) { readoutMinMax(tenancyId: $t, meterNumber: $n, quantity: "heat-energy", fromDate: "2026-10-01", toDate: "2026-10-02") { lastReadoutValue } }`,
      { t: Number(ids.tenancy), n: meter.number },
      { token: main },
    );
    expect(firstError(r)).toBe('Adgang ikke tilladt');
  });
});

describe('a deactivated account', () => {
  it('refuses the consumption views once the account is deactivated, its token still valid', async () => {
    const email = 'leaver@example.com';
    const password = 'Leaver-Tenant-2026!';
    const user = await h.db.db
      .insertInto('users')
      .values({ email, name: 'Lea Leaver', password_hash: await hashPassword(password) })
      .returning('id')
      .executeTakeFirstOrThrow();
    await h.db.db
      .insertInto('tenancy_users')
      .values({ tenancy_id: Number(ids.tenancy), user_id: user.id })
      .execute();
    const token = await h.login({ email, password });
    const views = cases.filter(([name]) => /^(tenantGraph|tenantTable|unitQuantityKpis|quantityPrices)/.test(name));
    expect(views).toHaveLength(5);
    for (const [, query, vars] of views) expect((await h.data(query, vars(), { token })).errors).toBeUndefined();
    await h.db.db.updateTable('users').set({ is_active: false }).where('id', '=', user.id).execute();
    for (const [, query, vars] of views)
      expect(firstError(await h.data(query, vars(), { token }))).toBe('login-required');
  });
});
