// `pnpm run bench:abuse`: how normal requests fare while the heaviest request the limits admit runs
// in a loop. Normal load: a dashboard's query mix on the data service and a login on the main
// service, measured alone and then beside HEAVY_LOOPS loops of the heavy request; p50/p99 of each.
// Engine: PGlite on disk (a temporary directory, in its worker thread) or, with DATABASE_URL, a fresh
// database on that PostgreSQL server (dropped afterwards). Both with the service's statement timeout.
// Options: BENCH_DAYS (readings seeded, default 400), BENCH_SECONDS (per phase, default 20),
// HEAVY_LOOPS (default 2).
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { createApp, type App } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { type Database, migrateToLatest, openDatabase } from '../src/db/database.ts';
import { seedDemo } from '../src/demo/seed.ts';
import { MemoryMailer } from '../src/mail/mailer.ts';
import { addDays, dateAt } from '@portal/domain';

const DAYS = Number(process.env.BENCH_DAYS ?? 400);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const HEAVY_LOOPS = Number(process.env.HEAVY_LOOPS ?? 2);
const DEMO = { email: 'demo@example.com', password: 'Demo-Tenant-2026!' };

/**
 * The heaviest request the limits admit (docs/decisions/0023: cost = days × series × (1 + comparisons)
 * per tenantGraph, at most 10 000 a request): 3 aliases × 4 series × 365 days × 2 = 8760. Adjust it
 * with the limits; the run prints how it was answered.
 */
function heavyRequest(unitId: number, today: string): { query: string; variables: Record<string, unknown> } {
  const ALIASES = 3;
  const fields = Array.from(
    { length: ALIASES },
    (_, i) => `g${i}: tenantGraph(graph: $g) { timestamps graphs { consumption { values relatedValues { values } } } }`,
  ).join(' ');
  const quantities = ['heat-energy', 'cold-water-volume', 'hot-water-volume', 'electricity-energy'];
  return {
    query: `query($g: TenantGraphInput!) { ${fields} }`,
    variables: {
      g: {
        objectId: String(unitId),
        resolution: 'DAY',
        periodBegin: `${addDays(today, -365)}T00:00:00`,
        periodEnd: `${today}T00:00:00`,
        consumption: {
          series: quantities.map((quantity) => ({ quantityDescriptor: { quantity } })),
        },
        compareWith: ['previous-year'],
      },
    },
  };
}

async function post(
  yoga: App['data'],
  query: string,
  variables: Record<string, unknown> = {},
  token?: string,
): Promise<{ data?: unknown; errors?: Array<{ message: string; extensions?: { code?: string } }> }> {
  const res = await yoga.fetch('http://localhost/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `JWT ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  return (await res.json()) as never;
}

function percentiles(samples: number[]): string {
  const s = [...samples].sort((a, b) => a - b);
  const at = (q: number) => s[Math.min(s.length - 1, Math.floor(q * s.length))] ?? NaN;
  return `p50 ${at(0.5).toFixed(0)} ms, p99 ${at(0.99).toFixed(0)} ms (n=${s.length})`;
}

async function loopFor(until: number, fn: () => Promise<void>): Promise<void> {
  while (performance.now() < until) await fn();
}

async function benchEngine(name: string, database: Database): Promise<void> {
  const t0 = performance.now();
  const config = loadConfig({ NODE_ENV: 'production', RATE_LIMIT_SCALE: '100000' });
  const app = await createApp({ db: database.db, heavyDb: database.heavy, config, mailer: new MemoryMailer() });
  const login = await post(
    app.data,
    `mutation($e: String!, $p: String!) { tokenAuth(email: $e, password: $p) { token } }`,
    { e: DEMO.email, p: DEMO.password },
  );
  const token = (login.data as { tokenAuth: { token: string } }).tokenAuth.token;
  const unit = await database.db
    .selectFrom('units')
    .select('id')
    .where('unique_id', '=', 'NO-0555-012-H0101')
    .executeTakeFirstOrThrow();
  const tenancy = await database.db
    .selectFrom('tenancies')
    .select('id')
    .where('unit_id', '=', unit.id)
    .orderBy('start_date', 'desc')
    .executeTakeFirstOrThrow();
  const today = dateAt(new Date());
  const kpi = `query($i: UnitQuantityKPIsInput!) { unitQuantityKpis(input: $i) { total previousPeriod previousYear } }`;
  const dashboard: Array<[string, Record<string, unknown>]> = [
    [`{ me { id email tenancies { id unitId } } }`, {}],
    [`{ tenantUnits { id unit { name size } treeInfo { quantities } } }`, {}],
    [
      `query($g: TenantGraphInput!) { tenantGraph(graph: $g) { timestamps graphs { consumption { values } } } }`,
      {
        g: {
          objectId: String(unit.id),
          resolution: 'DAY',
          periodBegin: `${addDays(today, -30)}T00:00:00`,
          periodEnd: `${today}T00:00:00`,
          consumption: { series: [{ quantityDescriptor: { quantity: 'heat-energy' } }] },
        },
      },
    ],
    [
      kpi,
      { i: { objectId: String(unit.id), quantity: 'heat-energy', periodBegin: addDays(today, -30), periodEnd: today } },
    ],
    [`query($t: ID!) { notifications(tenancyId: $t) { id kind } }`, { t: String(tenancy.id) }],
  ];
  const heavy = heavyRequest(unit.id, today);
  console.info(
    `\n## ${name} (ready in ${((performance.now() - t0) / 1000).toFixed(1)} s, load ${loadavg()[0]!.toFixed(1)})`,
  );

  const phase = async (withHeavy: boolean) => {
    const until = performance.now() + SECONDS * 1000;
    const dash: number[] = [];
    const logins: number[] = [];
    const outcomes = new Map<string, number>();
    let failures = 0;
    let i = 0;
    const dashboardLoop = loopFor(until, async () => {
      const [query, variables] = dashboard[(i += 1) % dashboard.length]!;
      const t = performance.now();
      const r = await post(app.data, query, variables, token);
      dash.push(performance.now() - t);
      if (r.errors) failures += 1;
    });
    const loginLoop = loopFor(until, async () => {
      const t = performance.now();
      const r = await post(app.main, `mutation($c: CredentialsInput!) { login(credentials: $c) { token } }`, {
        c: { ...DEMO, targetResource: 'tenant' },
      });
      logins.push(performance.now() - t);
      if (r.errors) failures += 1;
      await new Promise((resolve) => setTimeout(resolve, 100));
    });
    const heavyLoops = withHeavy
      ? Array.from({ length: HEAVY_LOOPS }, () =>
          loopFor(until, async () => {
            const t = performance.now();
            const r = await post(app.data, heavy.query, heavy.variables, token);
            const code = r.errors ? String(r.errors[0]?.extensions?.code ?? r.errors[0]?.message) : 'answered';
            const key = `${code} (${((performance.now() - t) / 1000).toFixed(0)} s)`;
            outcomes.set(key, (outcomes.get(key) ?? 0) + 1);
          }),
        )
      : [];
    await Promise.all([dashboardLoop, loginLoop, ...heavyLoops]);
    const label = withHeavy ? `under ${HEAVY_LOOPS} heavy loops` : 'alone';
    console.info(`dashboard mix ${label}: ${percentiles(dash)}${failures ? `, ${failures} errors` : ''}`);
    console.info(`login (main) ${label}:  ${percentiles(logins)}`);
    if (withHeavy) console.info(`heavy request answered: ${[...outcomes].map(([k, n]) => `${n}× ${k}`).join(', ')}`);
    return { dash, logins };
  };
  await phase(false);
  await phase(true);
}

async function prepare(db: Database['db']): Promise<void> {
  await migrateToLatest(db);
  await seedDemo(db, { days: DAYS });
}

const statementTimeoutMs = loadConfig().database.statementTimeoutMs;
const url = process.env.DATABASE_URL;
if (url) {
  const name = `bench_abuse_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const u = new URL(url);
  u.pathname = `/${name}`;
  const database = await openDatabase({ url: u.toString(), statementTimeoutMs });
  try {
    await prepare(database.unlimited);
    await benchEngine(`PostgreSQL (statement timeout ${statementTimeoutMs} ms)`, database);
  } finally {
    await database.close();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
} else {
  const dir = mkdtempSync(join(tmpdir(), 'bench-abuse-'));
  const memory = await openDatabase({});
  await prepare(memory.db);
  const image = await memory.pglite!.dumpDataDir('none');
  await memory.close();
  const database = await openDatabase({ dataDir: join(dir, 'db'), loadDataDir: image, statementTimeoutMs });
  try {
    await benchEngine(`PGlite on disk, worker thread (statement limit ${statementTimeoutMs} ms)`, database);
  } finally {
    await database.close();
    rmSync(dir, { recursive: true, force: true });
  }
}
