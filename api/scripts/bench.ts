// `pnpm run bench`: tenantGraph latency beside the same aggregation as one raw SQL statement, on
// PGlite and on PostgreSQL, and requests per second of a dashboard's query mix (PostgreSQL, HTTP).
// Options: BENCH_DAYS (default 400), BENCH_RUNS (default 30), BENCH_PG_URL (default DATABASE_URL or
// postgres://postgres@127.0.0.1:5432/postgres; a fresh database is created there and dropped).
//
// What each side includes (docs/decisions/0027):
// - service: a POST through the data service's GraphQL server in process (token check, parse and
//   validation from cache, execution, JSON both ways); its one statement checks the ownership (caller
//   active, unit of one of their tenancies), reads the unit's meters and aggregates the readings
//   from the tenancy's start.
// - raw: the aggregation alone, the unit's heat meters' ids given.
// - raw + check: the same aggregation with the same access check and tenancy start in one statement
//   (what the service's statement must do), without the unit, property and meter rows it also reads.
// On PostgreSQL every statement here, the service's included, runs as a named prepared statement;
// PGlite runs them unnamed. Service and raw runs alternate, so that both see the same machine load.
import { randomBytes } from 'node:crypto';
import { loadavg } from 'node:os';
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import autocannon from 'autocannon';
import { type CompiledQuery, sql } from 'kysely';
import pg from 'pg';
import { createApp, type App } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { type Database, migrateToLatest, openDatabase, prepareOnServer } from '../src/db/database.ts';
import { seedDemo } from '../src/demo/seed.ts';
import { MemoryMailer } from '../src/mail/mailer.ts';
import { addDays, dateAt, startOfDayInstant } from '@portal/domain';

const DAYS = Number(process.env.BENCH_DAYS ?? 400);
const RUNS = Number(process.env.BENCH_RUNS ?? 30);
const PG_URL = process.env.BENCH_PG_URL ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

type Stats = { median: number; p95: number };

function stats(samples: number[]): Stats {
  const s = [...samples].sort((a, b) => a - b);
  const at = (q: number) => s[Math.min(s.length - 1, Math.floor(q * s.length))]!;
  return { median: at(0.5), p95: at(0.95) };
}

/** 3 warm-ups of each, then RUNS rounds that run each once in turn. */
async function timeTogether(fns: Array<() => Promise<unknown>>): Promise<number[][]> {
  for (const fn of fns) for (let i = 0; i < 3; i++) await fn();
  const out: number[][] = fns.map(() => []);
  for (let i = 0; i < RUNS; i++) {
    for (const [j, fn] of fns.entries()) {
      const t = performance.now();
      await fn();
      out[j]!.push(performance.now() - t);
    }
  }
  return out;
}

const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(', ');

async function gql(app: App, token: string, query: string, variables: Record<string, unknown>) {
  const res = await app.data.fetch('http://localhost/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `JWT ${token}` },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await res.json()) as { errors?: unknown[] };
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return body;
}

const GRAPH = `query($g: TenantGraphInput!) { tenantGraph(graph: $g) { timestamps graphs { consumption { values } } } }`;

async function benchEngine(name: string, database: Database, withAutocannon: boolean) {
  const t0 = performance.now();
  await migrateToLatest(database.db);
  await seedDemo(database.db, { days: DAYS });
  console.info(`\n## ${name}: seeded ${DAYS} days in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  const config = loadConfig({ NODE_ENV: 'production' });
  config.rateLimits.loginPerClient.limit = 1_000_000;
  const app = await createApp({ db: database.db, config, mailer: new MemoryMailer() });
  const login = (await (
    await app.data.fetch('http://localhost/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        query: `mutation { tokenAuth(email: "demo@example.com", password: "Demo-Tenant-2026!") { token } }`,
      }),
    })
  ).json()) as { data: { tokenAuth: { token: string } } };
  const token = login.data.tokenAuth.token;
  const unit = await database.db
    .selectFrom('units')
    .select('id')
    .where('unique_id', '=', 'NO-0555-012-H0101')
    .executeTakeFirstOrThrow();
  const meterIds = (
    await database.db
      .selectFrom('meters')
      .select('id')
      .where('unit_id', '=', unit.id)
      .where('quantity', '=', 'heat-energy')
      .execute()
  ).map((m) => m.id);

  const user = await database.db
    .selectFrom('users')
    .select('id')
    .where('email', '=', 'demo@example.com')
    .executeTakeFirstOrThrow();

  const today = dateAt(new Date());
  const yearBegin = addDays(today, -365);
  const cases = [
    { label: 'year, DAY', resolution: 'DAY', begin: yearBegin, end: today, trunc: 'day' },
    {
      label: 'year, MONTH',
      resolution: 'MONTH',
      begin: `${yearBegin.slice(0, 7)}-01`,
      end: `${today.slice(0, 7)}-01`,
      trunc: 'month',
    },
    { label: 'day, HOUR', resolution: 'HOUR', begin: addDays(today, -1), end: today, trunc: 'hour' },
  ];
  console.info(`load average before: ${load()}`);
  console.info(
    '| tenantGraph (heat-energy, one unit) | service median / p95 | raw median / p95 | raw + check median / p95 | ratio to raw | ratio to raw + check |',
  );
  console.info('| --- | --- | --- | --- | --- | --- |');
  for (const c of cases) {
    const vars = {
      g: {
        objectId: String(unit.id),
        resolution: c.resolution,
        periodBegin: `${c.begin}T00:00:00`,
        periodEnd: `${c.end}T00:00:00`,
        compareWith: [],
        consumption: { series: [{ quantityDescriptor: { quantity: 'heat-energy' } }] },
      },
    };
    const begin = startOfDayInstant(c.begin);
    const end = startOfDayInstant(c.end);
    const key =
      c.trunc === 'hour' ? sql`r.ts` : sql`date_trunc(${sql.lit(c.trunc)}, r.ts at time zone 'Europe/Copenhagen')`;
    const raw = sql<{ k: unknown; v: number }>`select ${key} as k, sum(r.value) as v from readings r
        where r.meter_id = any(${meterIds}::int[]) and r.ts >= ${begin} and r.ts < ${end}
        group by 1 order by 1`.compile(database.db);
    const checked = sql<{ k: unknown; v: number }>`with o as (
          select t.unit_id, (t.start_date::timestamp at time zone 'Europe/Copenhagen') as not_before
          from tenancy_users tu
          inner join users usr on usr.id = tu.user_id
          inner join tenancies t on t.id = tu.tenancy_id
          where tu.user_id = ${user.id} and usr.is_active = true and t.unit_id = ${unit.id}
          order by t.id limit 1)
        select ${key} as k, sum(r.value) as v from readings r
        where r.meter_id = any(array(
            select m.id from o inner join meters m on m.unit_id = o.unit_id and m.quantity = ${'heat-energy'}))
          and r.ts >= (select greatest(${begin}::timestamptz, o.not_before) from o) and r.ts < ${end}
        group by 1 order by 1`.compile(database.db);
    prepareOnServer(raw.sql);
    prepareOnServer(checked.sql);
    const run = <R>(q: CompiledQuery<R>) => database.db.executeQuery(q);
    // Like with like: the three compute the same buckets.
    const served = (await gql(app, token, GRAPH, vars)) as {
      data: { tenantGraph: { graphs: Array<{ consumption: { values: Array<number | null> } }> } };
    };
    const present = served.data.tenantGraph.graphs[0]!.consumption.values.filter((v) => v !== null).length;
    const counts = [(await run(raw)).rows.length, (await run(checked)).rows.length];
    if (counts.some((n) => n !== present)) throw new Error(`${c.label}: ${present} buckets served, raw ${counts}`);
    const [service, bare, withCheck] = (
      await timeTogether([() => gql(app, token, GRAPH, vars), () => run(raw), () => run(checked)])
    ).map(stats) as [Stats, Stats, Stats];
    const f = (x: Stats) => `${x.median.toFixed(2)} / ${x.p95.toFixed(2)} ms`;
    console.info(
      `| ${c.label} | ${f(service)} | ${f(bare)} | ${f(withCheck)} | ${(service.median / bare.median).toFixed(2)} | ${(service.median / withCheck.median).toFixed(2)} |`,
    );
  }
  console.info(`load average after: ${load()}`);

  if (withAutocannon) {
    await new Promise<void>((r) => app.dataServer.listen(0, '127.0.0.1', () => r()));
    const port = (app.dataServer.address() as AddressInfo).port;
    const monthBegin = `${today.slice(0, 7)}-01`;
    const body = (query: string, variables: Record<string, unknown> = {}) => JSON.stringify({ query, variables });
    const headers = { 'content-type': 'application/json', authorization: `JWT ${token}` };
    const tenancy = await database.db
      .selectFrom('tenancies')
      .select('id')
      .where('unit_id', '=', unit.id)
      .executeTakeFirstOrThrow();
    const kpi = `query($i: UnitQuantityKPIsInput!) { unitQuantityKpis(input: $i) { total previousPeriod previousYear propertyComparison } }`;
    const requests = [
      body(`{ me { id email tenancies { id unitId apartment { address } } } }`),
      body(
        `{ tenantUnits { id unit { name size } path { property { settings { kind } co2Factors { quantity gramPerQuantityUnit } } } treeInfo { quantities } } }`,
      ),
      body(GRAPH, {
        g: {
          objectId: String(unit.id),
          resolution: 'DAY',
          periodBegin: `${addDays(today, -30)}T00:00:00`,
          periodEnd: `${today}T00:00:00`,
          consumption: { series: [{ quantityDescriptor: { quantity: 'heat-energy' } }] },
        },
      }),
      body(kpi, {
        i: {
          objectId: String(unit.id),
          quantity: 'heat-energy',
          periodBegin: addDays(today, -365),
          periodEnd: addDays(today, -1),
        },
      }),
      body(kpi, {
        i: { objectId: String(unit.id), quantity: 'cold-water-volume', periodBegin: monthBegin, periodEnd: today },
      }),
      body(
        `query($t: ID!) { notifications(tenancyId: $t) { id kind } allocationStatements(tenancyId: $t) { fileName } }`,
        { t: String(tenancy.id) },
      ),
    ].map((b) => ({ method: 'POST', path: '/graphql', headers, body: b }));
    const result = await autocannon({ url: `http://127.0.0.1:${port}`, connections: 10, duration: 15, requests });
    console.info(
      `\ndashboard mix over HTTP (10 connections, 15 s): ${result.requests.average.toFixed(0)} req/s, latency p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, ${result.non2xx} non-2xx, ${result.errors} errors`,
    );
    // Let requests still in flight finish before the database closes.
    const closed = new Promise((r) => app.dataServer.close(r));
    app.dataServer.closeIdleConnections();
    await closed;
    await new Promise((r) => setTimeout(r, 2000));
  }
}

const pglite = await openDatabase({});
await benchEngine('PGlite (in memory)', pglite, false);
await pglite.close();

const name = `api_bench_${randomBytes(4).toString('hex')}`;
const admin = new pg.Client({ connectionString: PG_URL });
await admin.connect();
await admin.query(`create database ${name}`);
try {
  const url = new URL(PG_URL);
  url.pathname = `/${name}`;
  const postgres = await openDatabase({ url: url.toString(), poolSize: 10 });
  await benchEngine('PostgreSQL', postgres, true);
  await postgres.close();
} finally {
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
}
