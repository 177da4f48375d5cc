// What one request may ask: linear document limits, a cost that follows the work from the arguments
// (variables included), and a bound on one user's heavy requests running at once.
import { readFileSync } from 'node:fs';
import { parse, print, separateOperations } from 'graphql';
import { createSchema, createYoga } from 'graphql-yoga';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { executionLimits } from '../src/graphql/limits.ts';
import { DEMO, type GqlResult, setupHarness } from './harness.ts';

const h = setupHarness({ days: 2 });
let token: string;
let unitId: string;

beforeAll(async () => {
  token = await h.login(DEMO);
  unitId = (await h.data(`{ tenancies { unitId } }`, {}, { token })).data.tenancies[0].unitId;
});

const codes = (r: GqlResult) => (r.errors ?? []).map((e) => e.extensions?.code);

/** `query Q{...F0} fragment F0 on Query{...F1 a0:__typename ...F1} … fragment F<n-1> on Query{__typename}` */
function fragmentBomb(levels: number, aliased = true): string {
  const parts = ['query Q{...F0}'];
  for (let i = 0; i < levels - 1; i += 1) {
    parts.push(`fragment F${i} on Query{...F${i + 1} ${aliased ? `a${i}:` : ''}__typename ...F${i + 1}}`);
  }
  parts.push(`fragment F${levels - 1} on Query{__typename}`);
  return parts.join(' ');
}

/** The best of three runs: a busy machine can delay any one, an exponential walk delays all. */
async function timed<T>(run: () => Promise<T>): Promise<{ result: T; ms: number }> {
  let best = Infinity;
  let result!: T;
  for (let i = 0; i < 3; i += 1) {
    const start = performance.now();
    result = await run();
    best = Math.min(best, performance.now() - start);
  }
  return { result, ms: best };
}

const DAY = (y: number) => `${y}-01-01T00:00:00`;

/** `n` aliases of one tenantGraph whose input is the variable $g. */
const graphAliases = (n: number) =>
  `query($g: TenantGraphInput!) { ${Array.from({ length: n }, (_, i) => `g${i}: tenantGraph(graph: $g) { timestamps }`).join(' ')} }`;

function graphInput(years: number, series: number, compareWith: string[]) {
  return {
    objectId: unitId,
    resolution: 'DAY',
    periodBegin: DAY(2026 - years),
    periodEnd: DAY(2026),
    consumption: {
      series: Array.from({ length: series }, () => ({ quantityDescriptor: { quantity: 'heat-energy' } })),
    },
    compareWith,
  };
}

const THREE = ['previous-year', 'previous-period', 'property-average'];

describe('document limits (linear in the document)', () => {
  it('refuses a 30-level fragment bomb without a token in well under 50 ms, on both services', async () => {
    const bomb = fragmentBomb(30);
    await h.data(bomb); // warm-up: the first request of a service compiles its code paths
    for (const call of [h.data, h.main]) {
      const { result, ms } = await timed(() => call(bomb));
      expect(codes(result)).toContain('QUERY_TOO_COMPLEX');
      expect(result.data ?? null).toBeNull();
      expect(ms).toBeLessThan(50);
    }
  });

  it('refuses the same bomb without aliases by its cost, just as fast', async () => {
    const { result, ms } = await timed(() => h.data(fragmentBomb(30, false)));
    expect(codes(result)).toContain('QUERY_TOO_COMPLEX');
    expect(ms).toBeLessThan(50);
  });

  it('refuses documents over the token and depth limits', async () => {
    const tokens = await h.data(`{ ${'__typename '.repeat(2100)} }`);
    expect(codes(tokens)).toContain('QUERY_TOO_COMPLEX');
    expect(tokens.errors?.[0]?.message).toMatch(/Token limit of 2000/);
    const nested = (levels: number) => `{ tenantUnits { ${'children { '.repeat(levels)} id ${'} '.repeat(levels)} } }`;
    expect(codes(await h.data(nested(12), {}, { token }))).toContain('QUERY_TOO_COMPLEX');
    expect(codes(await h.data(nested(10), {}, { token }))).not.toContain('QUERY_TOO_COMPLEX');
  });
});

describe('the cost of the work, known before it runs', () => {
  it('refuses tenantGraph of 10 series × 5 years of days × 3 comparisons × 19 aliases', async () => {
    const { result, ms } = await timed(() => h.data(graphAliases(19), { g: graphInput(5, 10, THREE) }, { token }));
    expect(codes(result)).toEqual(['QUERY_TOO_COMPLEX']);
    expect(result.errors?.[0]?.message).toMatch(/at most 10000/);
    expect(result.data ?? null).toBeNull();
    expect(ms).toBeLessThan(500);
  });

  it('counts a graph by its series, days and comparisons: one such graph alone is over the budget', async () => {
    expect(codes(await h.data(graphAliases(1), { g: graphInput(5, 10, THREE) }, { token }))).toEqual([
      'QUERY_TOO_COMPLEX',
    ]);
    // A year of days with all three comparisons: seven such graphs are over, one is under.
    expect(codes(await h.data(graphAliases(7), { g: graphInput(1, 1, THREE) }, { token }))).toEqual([
      'QUERY_TOO_COMPLEX',
    ]);
    expect(codes(await h.data(graphAliases(1), { g: graphInput(1, 1, THREE) }, { token }))).toEqual([]);
  });

  it('refuses several public reports in one request, without a token', async () => {
    const reports = (n: number) =>
      `{ ${Array.from({ length: n }, (_, i) => `r${i}: report(code: "demo-latest") { __typename }`).join(' ')} }`;
    expect(codes(await h.data(reports(30)))).toEqual(['QUERY_TOO_COMPLEX']);
    expect(codes(await h.data(reports(3)))).toEqual(['QUERY_TOO_COMPLEX']);
    expect(codes(await h.data(reports(1)))).not.toContain('QUERY_TOO_COMPLEX');
  });

  it('refuses unitQuantityKpis over 10 years × 28 aliases, and × 6 (within the alias limit)', async () => {
    const kpis = (n: number) =>
      `{ ${Array.from(
        { length: n },
        (_, i) =>
          `k${i}: unitQuantityKpis(input: {objectId: "${unitId}", quantity: "heat-energy", periodBegin: "2016-01-01", periodEnd: "2026-01-01"}) { total }`,
      ).join(' ')} }`;
    expect(codes(await h.data(kpis(28), {}, { token }))).toEqual(['QUERY_TOO_COMPLEX']);
    expect(codes(await h.data(kpis(6), {}, { token }))).toEqual(['QUERY_TOO_COMPLEX']);
  });

  it('allows the largest requests the portal makes', async () => {
    const graph = (begin: string, end: string, resolution: string, compareWith: string[]) =>
      h.data(
        `query($g: TenantGraphInput!) { tenantGraph(graph: $g) { timestamps } }`,
        {
          g: {
            objectId: unitId,
            resolution,
            periodBegin: begin,
            periodEnd: end,
            consumption: { series: [{ quantityDescriptor: { quantity: 'heat-energy' } }] },
            compareWith,
          },
        },
        { token },
      );
    const allowed = [
      // a year of days with a comparison
      await graph('2025-11-01T00:00:00', '2026-11-01T00:00:00', 'DAY', ['previous-year']),
      // a month of hours with a comparison
      await graph('2026-10-01T00:00:00', '2026-11-01T00:00:00', 'HOUR', ['property-average']),
      // ten years of months with a comparison
      await graph('2016-11-01T00:00:00', '2026-11-01T00:00:00', 'MONTH', ['previous-period']),
      await h.data(
        `query($i: UnitQuantityKPIsInput!) { unitQuantityKpis(input: $i) { total } }`,
        { i: { objectId: unitId, quantity: 'heat-energy', periodBegin: '2016-11-01', periodEnd: '2026-11-01' } },
        { token },
      ),
      await h.data(
        `query($t: TenantTableInput!) { tenantTable(table: $t) { rows { values } } }`,
        {
          t: {
            aggregationLevel: 'MPOINT',
            objectId: unitId,
            periodBegin: '2025-11-01T00:00:00',
            periodEnd: '2026-11-01T00:00:00',
            compareWith: 'previous-year',
          },
        },
        { token },
      ),
    ];
    for (const r of allowed) expect(r.errors).toBeUndefined();
  });

  it("passes every operation the portal's documents hold through the document limits", async () => {
    const root = new URL('../../shared/src/api/operations/', import.meta.url);
    for (const [file, call] of [
      ['data.graphql', h.data],
      ['main.graphql', h.main],
    ] as const) {
      const operations = separateOperations(parse(readFileSync(new URL(file, root), 'utf8')));
      expect(Object.keys(operations).length).toBeGreaterThan(3);
      for (const [name, document] of Object.entries(operations)) {
        // Without variables most stop at variable coercion, after the document limits: none may refuse.
        const r = await call(print(document), {}, { token });
        expect(codes(r), `${file} ${name}`).not.toContain('QUERY_TOO_COMPLEX');
        expect(
          (r.errors ?? []).filter((e) => /Cannot query field/.test(e.message)),
          name,
        ).toEqual([]);
      }
    }
  });
});

describe('heavy requests at once', () => {
  it('runs at most two heavy requests per user, refuses the third with 429, and frees the slots', async () => {
    let open!: () => void;
    const gate = new Promise<void>((resolve) => (open = resolve));
    let started = 0;
    const yoga = createYoga({
      schema: createSchema({
        typeDefs: `type Query { report(code: String!): String, light: String }`,
        resolvers: {
          Query: {
            report: async () => {
              started += 1;
              await gate;
              return 'done';
            },
            light: () => 'ok',
          },
        },
      }),
      context: () => ({ auth: { userId: 7 }, clientIp: '192.0.2.1' }),
      plugins: [executionLimits(loadConfig({ NODE_ENV: 'test' }).limits)],
    });
    const ask = (query: string) =>
      yoga.fetch('http://localhost/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query }),
      });
    const heavy = () => ask(`{ report(code: "x") }`);
    const first = [heavy(), heavy()];
    await expect.poll(() => started).toBe(2);
    const third = await heavy();
    expect(third.status).toBe(429);
    expect((await third.json()).errors[0].extensions.code).toBe('TOO_MANY_REQUESTS');
    // Light requests of the same user still run.
    expect((await (await ask(`{ light }`)).json()).data.light).toBe('ok');
    open();
    for (const r of await Promise.all(first)) expect((await r.json()).data.report).toBe('done');
    expect((await (await heavy()).json()).data.report).toBe('done');
  });

  it('runs a heavy request on the heavy lane of the database, and a light one on the usual connection', async () => {
    type Lanes = { auth: { userId: number }; clientIp: string; db: string; heavyDb: string };
    const lanes: string[] = [];
    const yoga = createYoga({
      schema: createSchema<Lanes>({
        typeDefs: `type Query { report(code: String!): String, light: String }`,
        resolvers: {
          Query: {
            report: (_p: unknown, _a: unknown, ctx: Lanes) => (lanes.push(ctx.db), 'done'),
            light: (_p: unknown, _a: unknown, ctx: Lanes) => (lanes.push(ctx.db), 'ok'),
          },
        },
      }),
      context: () => ({ auth: { userId: 7 }, clientIp: '192.0.2.1', db: 'usual', heavyDb: 'heavy lane' }),
      plugins: [executionLimits(loadConfig({ NODE_ENV: 'test' }).limits)],
    });
    for (const query of [`{ report(code: "x") }`, `{ light }`]) {
      await yoga.fetch('http://localhost/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query }),
      });
    }
    expect(lanes).toEqual(['heavy lane', 'usual']);
  });
});

describe('batched requests (docs/decisions/0035)', () => {
  /** A raw body posted to a service, as its HTTP layer reads it. */
  async function post(service: 'data' | 'main', body: unknown): Promise<{ status: number; body: unknown }> {
    const yoga = service === 'data' ? h.app.data : h.app.main;
    const res = await yoga.fetch('http://localhost/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `JWT ${token}` },
      body: JSON.stringify(body),
    });
    return { status: res.status, body: await res.json() };
  }

  const KPI = `query($i: UnitQuantityKPIsInput!) { unitQuantityKpis(input: $i) { total propertyComparison dataUntil } }`;
  const kpi = (periodBegin: string, periodEnd: string) => ({
    query: KPI,
    variables: { i: { objectId: unitId, quantity: 'heat-energy', periodBegin, periodEnd } },
  });

  it('answers each operation of a batch as it answers it alone, in order', async () => {
    const operations = [
      { query: `{ tenancies { id unitId } }` },
      kpi('2026-11-01', '2026-11-05'),
      {
        query: `query($g: TenantGraphInput!) { tenantGraph(graph: $g) { timestamps graphs { consumption { values } } } }`,
        variables: {
          g: { ...graphInput(0, 1, []), periodBegin: '2026-11-03T00:00:00', periodEnd: '2026-11-06T00:00:00' },
        },
      },
    ];
    const batch = await post('data', operations);
    expect(batch.status).toBe(200);
    const alone = await Promise.all(operations.map(async (o) => (await post('data', o)).body));
    expect(batch.body).toEqual(alone);
    expect((alone[1] as { data: { unitQuantityKpis: { total: number } } }).data.unitQuantityKpis.total).not.toBeNull();
  });

  it('holds at most as many operations as one document may have aliases', async () => {
    const { maxBatch, maxAliases } = loadConfig({ NODE_ENV: 'test' }).limits;
    expect(maxBatch).toBe(maxAliases);
    const full = await post(
      'data',
      Array.from({ length: maxBatch }, () => ({ query: `{ __typename }` })),
    );
    expect(full.status).toBe(200);
    expect(full.body).toHaveLength(maxBatch);
    const over = await post(
      'data',
      Array.from({ length: maxBatch + 1 }, () => ({ query: `{ __typename }` })),
    );
    expect(over.status).toBe(413);
  });

  it('gives its operations together the budget of one request', async () => {
    // Ten years of KPIs cost 7304 each: one alone is within the budget, two in one batch are not.
    const tenYears = kpi('2016-01-01', '2025-12-31');
    const alone = (await post('data', tenYears)).body as GqlResult;
    expect(alone.errors).toBeUndefined();
    const batch = (await post('data', [tenYears, tenYears])).body as GqlResult[];
    const refused = batch.filter((r) => codes(r).includes('QUERY_TOO_COMPLEX'));
    expect(refused).toHaveLength(1);
    expect(refused[0]!.errors![0]!.message).toMatch(
      /^Batch is too expensive: its operations cost 14\d{3} together, at most 10000\.$/,
    );
    expect(batch.filter((r) => r.data?.unitQuantityKpis)).toHaveLength(1);
  });

  it('is not taken by the main service', async () => {
    const r = await post('main', [{ query: `{ __typename }` }]);
    expect(r.status).toBe(400);
  });
});
