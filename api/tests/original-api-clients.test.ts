// Clients written against the original service's public API (home-automation integrations) talk to
// the data service unchanged (docs/decisions/0033): the documents and variables exactly as such a
// client sends them, as plain strings, over HTTP to `/analytics/graphql` with `Authorization: JWT`.
import type { AddressInfo } from 'node:net';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, FORMER, setupHarness } from './harness.ts';

const h = setupHarness({ days: 20 });
let base = '';

// The client's documents, as it writes them.
const LOGIN = `
mutation Login($credentials: CredentialsInput!) {
  loginWithEmailAndPassword(credentials: $credentials) {
    ok { token refreshToken }
  }
}
`;
const REFRESH = `
mutation Refresh($refreshToken: String!) {
  refreshToken(refreshToken: $refreshToken) {
    ok { token refreshToken }
  }
}
`;
const ME = '{ me { id name email language } }';
const UNITS = `
{
  tenantUnits {
    id
    treeInfo { quantities }
    unit { id name size street location unitNumber }
  }
}
`;
const KPIS = `
query Kpis($input: UnitQuantityKPIsInput!) {
  unitQuantityKpis(input: $input) {
    total previousPeriod previousYear propertyComparison
    rooms { label value }
    meters { value object { id measurementPoint { id name quantity room } } }
  }
}
`;
/** The same query as a front end built before the rename sends it. */
const KPIS_OLD_NAME = KPIS.replace('UnitQuantityKPIsInput', 'UnitQuantityKpisInput');
/** The portal's own refresh document (shared/src/api/operations/data.graphql). */
const PORTAL_REFRESH = `mutation DataRefreshToken($refreshToken: String!) { refreshToken(refreshToken: $refreshToken) {
  payload { email exp origIat impersonated } token refreshToken refreshExpiresIn } }`;

interface Answer {
  status: number;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  data?: any;
  errors?: Array<{ message: string; extensions?: Record<string, unknown> }>;
}

/** A POST as such a client sends it (accepting any media type), from its own address unless told otherwise. */
async function post(
  query: string,
  variables: Record<string, unknown> = {},
  options: { token?: string; ip?: string; accept?: string } = {},
): Promise<Answer> {
  const res = await fetch(`${base}/analytics/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: options.accept ?? '*/*',
      'x-forwarded-for': options.ip ?? '10.33.0.1',
      ...(options.token ? { authorization: `JWT ${options.token}` } : {}),
    },
    body: JSON.stringify({ query, variables }),
  });
  return { status: res.status, ...((await res.json()) as Omit<Answer, 'status'>) };
}

function credentials(user: { email: string; password: string }) {
  return { credentials: { username: user.email, password: user.password, targetResource: 'tenant' } };
}

async function login(user: { email: string; password: string }): Promise<{ token: string; refreshToken: string }> {
  const r = await post(LOGIN, credentials(user));
  expect(r.errors).toBeUndefined();
  return r.data.loginWithEmailAndPassword.ok;
}

/** The payload of a JWT, unverified (as the client reads `exp`). */
function claims(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8')) as Record<string, unknown>;
}

/** demo's Oslo tenancy and its unit. */
async function demoOslo(): Promise<{ id: number; unitId: number }> {
  return h.db.db
    .selectFrom('tenancies as t')
    .innerJoin('tenancy_users as tu', 'tu.tenancy_id', 't.id')
    .innerJoin('users as u', 'u.id', 'tu.user_id')
    .innerJoin('units as un', 'un.id', 't.unit_id')
    .innerJoin('properties as p', 'p.id', 'un.property_id')
    .select(['t.id', 't.unit_id as unitId'])
    .where('u.email', '=', DEMO.email)
    .where('p.city', '=', 'Oslo')
    .executeTakeFirstOrThrow();
}

beforeAll(async () => {
  await new Promise<void>((resolve) => h.app.dataServer.listen(0, '127.0.0.1', () => resolve()));
  base = `http://127.0.0.1:${(h.app.dataServer.address() as AddressInfo).port}`;
});

afterAll(async () => {
  h.app.dataServer.closeAllConnections();
  await new Promise((r) => h.app.dataServer.close(r));
});

describe('login (loginWithEmailAndPassword)', () => {
  it('answers a pair under ok, whose token reads me', async () => {
    const pair = await login(DEMO);
    expect(typeof pair.refreshToken).toBe('string');
    expect(typeof claims(pair.token).exp).toBe('number');
    const me = await post(ME, {}, { token: pair.token });
    expect(me.status).toBe(200);
    expect(me.data.me).toMatchObject({ email: DEMO.email, name: 'Dina Demo', language: 'nb' });
  });

  it('answers ok: null, not an error, for wrong credentials and unknown accounts', async () => {
    for (const wrong of [
      { email: DEMO.email, password: 'Not-The-Password-1!' },
      { email: 'nobody@example.com', password: DEMO.password },
    ]) {
      const r = await post(LOGIN, credentials(wrong));
      expect(r.status).toBe(200);
      expect(r.errors).toBeUndefined();
      expect(r.data).toEqual({ loginWithEmailAndPassword: { ok: null } });
    }
  });

  it("counts against tokenAuth's limits: too many attempts are RATE_LIMITED on both", async () => {
    const ip = '10.33.9.9';
    const limit = h.app.deps.config.rateLimits.loginPerAccountClient.limit;
    for (let i = 0; i < limit; i++) {
      const r = await post(LOGIN, credentials({ email: FORMER.email, password: `Wrong-Password-${i}!` }), { ip });
      expect(r.data.loginWithEmailAndPassword.ok).toBeNull();
    }
    // Even the right password is refused now, here and on tokenAuth, from that client.
    const refused = await post(LOGIN, credentials(FORMER), { ip });
    expect(refused.status).toBe(200);
    expect(refused.errors?.[0]?.extensions?.code).toBe('RATE_LIMITED');
    expect(refused.data).toBeNull();
    const tokenAuth = await post(
      'mutation($e: String!, $p: String!) { tokenAuth(email: $e, password: $p) { token } }',
      { e: FORMER.email, p: FORMER.password },
      { ip },
    );
    expect(tokenAuth.errors?.[0]?.extensions?.code).toBe('RATE_LIMITED');
    // Another client is not affected.
    expect((await login(FORMER)).token).toBeTruthy();
  });
});

describe('refresh (refreshToken { ok })', () => {
  it('answers the new pair under ok, and the new token works', async () => {
    const first = await login(DEMO);
    const r = await post(REFRESH, { refreshToken: first.refreshToken });
    expect(r.status).toBe(200);
    expect(r.errors).toBeUndefined();
    const next = r.data.refreshToken.ok;
    expect(typeof next.token).toBe('string');
    expect(next.refreshToken).not.toBe(first.refreshToken);
    expect((await post(ME, {}, { token: next.token })).data.me.email).toBe(DEMO.email);
  });

  it('answers ok: null, not an error, for a refused refresh token', async () => {
    const first = await login(DEMO);
    await post(REFRESH, { refreshToken: first.refreshToken });
    for (const refused of [first.refreshToken, 'not-a-token']) {
      const r = await post(REFRESH, { refreshToken: refused });
      expect(r.status).toBe(200);
      expect(r.errors).toBeUndefined();
      expect(r.data).toEqual({ refreshToken: { ok: null } });
    }
  });

  it("leaves the portal's refresh as it was: the pair's own fields, and an error for a refused token", async () => {
    const first = await login(DEMO);
    const r = await post(PORTAL_REFRESH, { refreshToken: first.refreshToken });
    expect(r.errors).toBeUndefined();
    expect(r.data.refreshToken).toMatchObject({ payload: { email: DEMO.email, impersonated: false } });
    expect(typeof r.data.refreshToken.token).toBe('string');
    const again = await post(PORTAL_REFRESH, { refreshToken: first.refreshToken });
    expect(again.data).toBeNull();
    expect(again.errors).toHaveLength(1);
    expect(again.errors?.[0]).toMatchObject({
      message: 'Your log in expired. Please log in again.',
      extensions: { code: 'LOGIN_EXPIRED' },
    });
    // Asking for ok beside the pair's fields is asking for the pair: still the error.
    const both = await post('mutation($r: String!) { refreshToken(refreshToken: $r) { token ok { token } } }', {
      r: 'not-a-token',
    });
    expect(both.errors?.[0]?.extensions?.code).toBe('LOGIN_EXPIRED');
  });
});

describe('units (tenantUnits)', () => {
  it('splits the address: street and number, postcode and city, unit number', async () => {
    const { token } = await login(DEMO);
    const osloUnit = String((await demoOslo()).unitId);
    const r = await post(UNITS, {}, { token });
    expect(r.status).toBe(200);
    const units = r.data.tenantUnits as Array<{
      id: string;
      treeInfo: { quantities: string[] };
      unit: { street: string; location: string; unitNumber: string; size: number };
    }>;
    const oslo = units.find((u) => u.id === osloUnit)!;
    expect(oslo.unit).toMatchObject({ street: 'Thorvald Meyers gate 12', location: '0555 Oslo' });
    expect(oslo.unit.unitNumber).toMatch(/^H0\d0\d$/);
    expect(oslo.treeInfo.quantities).toContain('cold-water-volume');
    const aarhus = units.find((u) => u.id !== osloUnit)!;
    expect(aarhus.unit).toMatchObject({ street: 'Jægergårdsgade 40', location: '8000 Aarhus C' });
    expect(aarhus.unit.unitNumber).toMatch(/^\d\. th$/);
    // A client joining the parts shows each once.
    for (const u of units) expect(u.unit.street).not.toContain(u.unit.unitNumber);
  });
});

describe('KPIs (unitQuantityKpis)', () => {
  let osloUnit = '';

  beforeAll(async () => {
    const oslo = await demoOslo();
    osloUnit = String(oslo.unitId);
    // A year back for demo's Oslo cold-water meter (the seed has 20 days), so that every figure has data.
    const db = h.db.db;
    const ids = (
      await db
        .selectFrom('meters')
        .select('id')
        .where('unit_id', '=', oslo.unitId)
        .where('quantity', '=', 'cold-water-volume')
        .execute()
    ).map((m) => m.id);
    await sql`
      insert into readings (meter_id, ts, value)
      select m.id, g.ts, 0.01 + (extract(hour from g.ts)::int % 5) * 0.005
      from unnest(${ids}::int[]) as m(id)
      cross join generate_series(('2025-10-01'::timestamp at time zone 'Europe/Copenhagen'),
        ('2025-11-10'::timestamp at time zone 'Europe/Copenhagen') - interval '1 hour', interval '1 hour') as g(ts)
      on conflict do nothing`.execute(db);
    await db.updateTable('meters').set({ from_date: '2025-10-01' }).where('id', 'in', ids).execute();
    await db.updateTable('tenancies').set({ start_date: '2025-10-01' }).where('id', '=', oslo.id).execute();
  });

  // 25 October–1 November 2026 (the autumn clock change on the 25th), as dates and as date-times.
  const days = { periodBegin: '2026-10-25', periodEnd: '2026-11-01' };
  const dateTimes = { periodBegin: '2026-10-25T00:00:00', periodEnd: '2026-11-02T00:00:00' };
  const input = (period: object, extra: object = {}) => ({
    input: { objectId: osloUnit, quantity: 'cold-water-volume', ...period, ...extra },
  });

  it('takes date-time bounds (end excluded) and compareWith, with the figures of the same days as dates', async () => {
    const { token } = await login(DEMO);
    const byDates = await post(KPIS, input(days), { token });
    expect(byDates.errors).toBeUndefined();
    const figures = byDates.data.unitQuantityKpis;
    for (const name of ['total', 'previousPeriod', 'previousYear', 'propertyComparison']) {
      expect(figures[name], name).toEqual(expect.any(Number));
    }
    expect(figures.rooms).toEqual([{ label: 'Kitchen', value: figures.total }]);
    expect(figures.meters).toHaveLength(1);
    for (const compareWith of ['previous-year', 'previous-period']) {
      const r = await post(KPIS, input(dateTimes, { compareWith }), { token });
      expect(r.status).toBe(200);
      expect(r.errors).toBeUndefined();
      expect(r.data.unitQuantityKpis).toEqual(figures);
    }
    // One day less is another figure: the date-time end is excluded, the date end included.
    const shorter = await post(KPIS, input({ ...dateTimes, periodEnd: '2026-11-01T00:00:00' }), { token });
    expect(shorter.data.unitQuantityKpis.total).toBeLessThan(figures.total);
  });

  it('still accepts the input type by its old name (UnitQuantityKpisInput)', async () => {
    const { token } = await login(DEMO);
    const current = await post(KPIS, input(days), { token });
    expect(current.data.unitQuantityKpis.total).toEqual(expect.any(Number));
    const old = await post(KPIS_OLD_NAME, input(days), { token });
    expect(old.status).toBe(200);
    expect(old.errors).toBeUndefined();
    expect(old.data).toEqual(current.data);
  });

  it('answers a bad variable with HTTP 200 and the error in the body', async () => {
    const { token } = await login(DEMO);
    const bad = await post(KPIS, input({ ...dateTimes, periodBegin: 'tomorrow' }), { token });
    expect(bad.status).toBe(200);
    expect(bad.data).toBeUndefined();
    expect(bad.errors?.[0]?.message).toMatch(/\$input.*Invalid date-time/);
    const wrongComparison = await post(KPIS, input(dateTimes, { compareWith: 'next-decade' }), { token });
    expect(wrongComparison.status).toBe(200);
    expect(wrongComparison.errors?.[0]?.message).toMatch(/Unknown comparison/);
    const missing = await post(KPIS, {}, { token });
    expect(missing.status).toBe(200);
    expect(missing.errors?.[0]?.message).toMatch(/\$input/);
    // Whatever the client accepts, a bad variable gets the status a schema error gets: 200 for JSON
    // or anything, 400 for a client that asks for GraphQL over HTTP's own media type first (the portal's).
    const unknownField = '{ unitQuantityKpis { nope } }';
    const statuses: Record<string, number> = {};
    for (const accept of ['*/*', 'application/json', 'application/graphql-response+json, application/json']) {
      const variable = await post(KPIS, input({ ...dateTimes, periodBegin: 'tomorrow' }), { token, accept });
      const schema = await post(unknownField, {}, { token, accept });
      expect(variable.status, accept).toBe(schema.status);
      expect(variable.errors?.[0]?.message).toMatch(/Invalid date-time/);
      statuses[accept] = variable.status;
    }
    expect(statuses).toEqual({
      '*/*': 200,
      'application/json': 200,
      'application/graphql-response+json, application/json': 400,
    });
  });

  it('answers a bad variable on the main service as on the data service', async () => {
    const r = await h.main(
      'query($t: Int!) { readoutMinMax(tenancyId: $t, meterNumber: "x", quantity: "heat-energy", fromDate: "2026-01-01", toDate: "2026-01-02") { meterNumber } }',
      { t: 'one' },
    );
    expect(r.status).toBe(200);
    expect(r.errors?.[0]?.message).toMatch(/\$t.*Int cannot represent/);
  });
});
