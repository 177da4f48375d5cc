// Malformed and hostile input gets a clear GraphQL error, changes nothing and never a 500.
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { MemoryMailer } from '../src/mail/mailer.ts';
import { DEMO, firstError, setupHarness } from './harness.ts';

const h = setupHarness({ days: 2 });
let token: string;
let unitId: string;
let base: string;

beforeAll(async () => {
  token = await h.login(DEMO);
  unitId = (await h.data(`{ tenancies { unitId } }`, {}, { token })).data.tenancies[0].unitId;
  await new Promise<void>((resolve) => h.app.dataServer.listen(0, '127.0.0.1', () => resolve()));
  base = `http://127.0.0.1:${(h.app.dataServer.address() as AddressInfo).port}`;
});
afterAll(async () => {
  h.app.dataServer.closeAllConnections();
  await new Promise((r) => h.app.dataServer.close(r));
});

async function post(body: string, headers: Record<string, string> = {}) {
  const res = await fetch(`${base}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `JWT ${token}`, ...headers },
    body,
  });
  const text = await res.text();
  return { status: res.status, text };
}

const graphInput = (over: Record<string, unknown>) => ({
  g: {
    objectId: unitId,
    resolution: 'DAY',
    periodBegin: '2026-10-01T00:00:00',
    periodEnd: '2026-10-02T00:00:00',
    consumption: { series: [{ quantityDescriptor: { quantity: 'heat-energy' } }] },
    ...over,
  },
});
const GRAPH = `query($g: TenantGraphInput!) { tenantGraph(graph: $g) { timestamps } }`;

describe('HTTP level', () => {
  it.each([
    ['not JSON', '{"query": '],
    ['empty body', ''],
    ['no query', '{}'],
    ['query not a string', '{"query": 42}'],
    ['syntax error', '{"query": "{ me { "}'],
    ['unknown field', '{"query": "{ nope }"}'],
    ['variables not an object', '{"query": "{ me { id } }", "variables": "x"}'],
    // The data service takes batches (docs/decisions/0035): a broken one is refused like a single request.
    ['array batch with a syntax error', '[{"query": "{ me { id } }"}, {"query": "{ me { "}]'],
    ['empty array batch', '[]'],
    ['array batch over the limit', JSON.stringify(Array.from({ length: 21 }, () => ({ query: '{ me { id } }' })))],
  ])('%s: 4xx or a GraphQL error, never 500', async (_name, body) => {
    const r = await post(body);
    expect(r.status).toBeLessThan(500);
    expect(r.text).toContain('errors');
  });

  it('refuses bodies over the size limit with 413', async () => {
    const r = await post(JSON.stringify({ query: `{ me { id } }`, variables: { x: 'a'.repeat(200_000) } }));
    expect(r.status).toBe(413);
  });

  it('answers CORS preflight for the portal origins only', async () => {
    const ok = await fetch(`${base}/graphql`, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://localhost:3000',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization,content-type',
      },
    });
    expect(ok.headers.get('access-control-allow-origin')).toBe('http://localhost:3000');
    const evil = await fetch(`${base}/graphql`, {
      method: 'OPTIONS',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
    });
    expect(evil.headers.get('access-control-allow-origin')).not.toBe('https://evil.example');
  });

  it("lets the portal read an answer's Date (the services' time, for token expiry)", async () => {
    const answer = await fetch(`${base}/graphql`, {
      method: 'POST',
      headers: { origin: 'http://localhost:3000', 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ __typename }' }),
    });
    expect(answer.headers.get('access-control-expose-headers')?.toLowerCase()).toContain('date');
    expect(Date.parse(answer.headers.get('date') ?? '')).not.toBeNaN();
  });

  it('answers unknown file paths and bad signatures without 500', async () => {
    for (const path of [
      '/files/statements/abc.pdf',
      '/files/x',
      '/files/statements/1.pdf?expires=abc&signature=x',
      '/files/reports/%00.pdf',
    ]) {
      const res = await fetch(base + path);
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
    }
    expect((await fetch(`${base}/health`)).status).toBe(200);
  });
});

describe('GraphQL inputs', () => {
  it('rejects wrong types, huge numbers and unknown enum values', async () => {
    expect(firstError(await h.data(GRAPH, graphInput({ resolution: 'DECADE' }), { token }))).toMatch(/DECADE/);
    expect(firstError(await h.data(GRAPH, graphInput({ objectId: { a: 1 } }), { token }))).toMatch(/ID/);
    const big = await h.main(
      `query { readoutMinMax(tenancyId: 99999999999, meterNumber: "x", quantity: "heat-energy", fromDate: "2026-01-01", toDate: "2026-01-02") { meterNumber } }`,
    );
    expect(firstError(big)).toMatch(/Int cannot represent/);
    expect(firstError(await h.data(GRAPH, graphInput({ objectId: '1'.repeat(40) }), { token }))).toBe(
      'Adgang ikke tilladt',
    );
    expect(firstError(await h.data(GRAPH, graphInput({ objectId: '-1' }), { token }))).toBe('Adgang ikke tilladt');
  });

  it('rejects unknown quantities, comparisons and malformed dates', async () => {
    expect(
      firstError(
        await h.data(
          GRAPH,
          graphInput({ consumption: { series: [{ quantityDescriptor: { quantity: 'beer-volume' } }] } }),
          { token },
        ),
      ),
    ).toMatch(/Unknown quantity/);
    expect(firstError(await h.data(GRAPH, graphInput({ compareWith: ['last-century'] }), { token }))).toMatch(
      /Unknown comparison/,
    );
    for (const bad of [
      '2026-13-01T00:00:00',
      '2026-02-30',
      'tomorrow',
      '2026-01-01T00:00:00+99:99',
      'x'.repeat(10_000),
    ]) {
      expect(firstError(await h.data(GRAPH, graphInput({ periodBegin: bad }), { token }))).toMatch(/Invalid date-time/);
    }
    const kpi = `query($i: UnitQuantityKPIsInput!) { unitQuantityKpis(input: $i) { total } }`;
    expect(
      firstError(
        await h.data(
          kpi,
          { i: { objectId: unitId, quantity: 'hca', periodBegin: '2026-10-05', periodEnd: '2026-10-01' } },
          { token },
        ),
      ),
    ).toBe('periodEnd must not be before periodBegin');
    expect(
      firstError(
        await h.data(
          kpi,
          { i: { objectId: unitId, quantity: 'hca', periodBegin: '1970-01-01', periodEnd: '2200-01-01' } },
          { token },
        ),
      ),
      // 230 years are over the request's cost budget before the resolver's own bound is reached.
    ).toMatch(/^Query is too expensive/);
  });

  it('rejects years at hourly resolution and too many series', async () => {
    expect(
      firstError(
        await h.data(
          GRAPH,
          graphInput({ resolution: 'HOUR', periodBegin: '2023-01-01T00:00:00', periodEnd: '2026-01-01T00:00:00' }),
          { token },
        ),
      ),
    ).toMatch(/Too many hour buckets/);
    const series = Array.from({ length: 11 }, () => ({ quantityDescriptor: { quantity: 'hca' } }));
    expect(firstError(await h.data(GRAPH, graphInput({ consumption: { series } }), { token }))).toBe(
      'At most 10 series',
    );
  });

  it('rejects long strings', async () => {
    expect(
      firstError(
        await h.data(`mutation($e: String!) { requestPasswordReset(email: $e) { ok } }`, {
          e: `${'a'.repeat(300)}@example.com`,
        }),
      ),
    ).toBe('Please enter a valid e-mail address.');
    const login = await h.data(
      `mutation($p: String!) { tokenAuth(email: "demo@example.com", password: $p) { token } }`,
      { p: 'x'.repeat(100_00) },
    );
    expect(firstError(login)).toBe('Please enter valid credentials');
    expect(
      firstError(
        await h.data(
          `mutation($n: String!) { updateProfile(input: { name: $n }) { name } }`,
          { n: 'n'.repeat(500) },
          { token },
        ),
      ),
    ).toBe('name must be 0-100 characters');
    expect(
      firstError(await h.data(`{ validateActivationCode(activationCode: "${'A'.repeat(5000)}") { ok } }`)),
    ).toBeUndefined();
  });
});

describe('query limits', () => {
  it('refuses deep queries', async () => {
    const deep = `{ tenantUnits { ${'children { '.repeat(12)}id${' }'.repeat(12)} } }`;
    expect(firstError(await h.data(deep, {}, { token }))).toMatch(/^Query depth limit of 12 exceeded/);
  });

  it('refuses too many aliases', async () => {
    const q = `{ ${Array.from({ length: 31 }, (_, i) => `a${i}: me { id }`).join(' ')} }`;
    expect(firstError(await h.data(q, {}, { token }))).toMatch(/^Aliases limit of 20 exceeded, found 31/);
  });

  it('refuses expensive queries', async () => {
    // Five years of days with three comparisons, three times (fragments count where they are spread).
    const g = `tenantGraph(graph: { objectId: "${unitId}", resolution: DAY, periodBegin: "2021-01-01T00:00:00", periodEnd: "2026-01-01T00:00:00", consumption: { series: [{ quantityDescriptor: { quantity: "heat-energy" } }] }, compareWith: ["previous-year", "previous-period", "property-average"] }) { ...F }`;
    const costly = `fragment F on TenantGraph { timestamps } { ${Array.from({ length: 3 }, (_, i) => `g${i}: ${g}`).join(' ')} }`;
    expect(firstError(await h.data(costly, {}, { token }))).toMatch(/^Query is too expensive: cost \d+, at most 10000/);
  });
});

describe('production mode', () => {
  it('masks unexpected errors and turns introspection off', async () => {
    const config = loadConfig({ NODE_ENV: 'production' });
    const app = await createApp({ db: h.db.db, config, mailer: new MemoryMailer() });
    const intro = await app.data.fetch('http://localhost/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ __schema { types { name } } }' }),
    });
    const body = (await intro.json()) as { errors?: Array<{ message: string }> };
    expect(body.errors?.[0]?.message).toMatch(/introspection/i);
    // An unexpected failure (closed database) is masked and carries a request id.
    const broken = await createApp({ db: h.db.db, config, mailer: new MemoryMailer() });
    const original = broken.deps.db.selectFrom.bind(broken.deps.db);
    const exploding = new Proxy(broken.deps.db, {
      get(target, prop) {
        if (prop === 'selectFrom')
          return () => {
            throw new Error('database exploded: secret detail');
          };
        return Reflect.get(target, prop);
      },
    });
    // The report is a heavy request: it runs in the heavy lane.
    Object.assign(broken.deps, { db: exploding, heavyDb: exploding });
    void original;
    const res = await broken.data.fetch('http://localhost/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ report(code: "demo-latest") { code } }' }),
    });
    const masked = (await res.json()) as { errors?: Array<{ message: string; extensions?: { requestId?: string } }> };
    expect(res.status).toBeLessThan(500);
    expect(masked.errors?.[0]?.message).toBe('Unexpected error.');
    expect(JSON.stringify(masked)).not.toContain('secret detail');
    expect(masked.errors?.[0]?.extensions?.requestId).toBeTruthy();
  });
});
