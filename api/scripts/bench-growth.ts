// `pnpm run bench:growth`: how the year KPIs' time follows the size of the readings table. Two fresh
// databases on the PostgreSQL server of DATABASE_URL (or BENCH_PG_URL) hold the same demo world
// with BENCH_GROWTH_DAYS (default 800) and ten times as many days of readings: the unit's last two
// years, which the KPIs read, are the same in both; only the history before them grows. Then
// `unitQuantityKpis` of demo's Oslo unit, as the dashboard's rating card asks it (the last 365 days,
// per m²) and for the last twelve whole months, runs in process through the data service's GraphQL server
// (3 warm-ups, BENCH_RUNS rounds alternating the two databases), and the medians and their ratio are
// printed. BENCH_SERVER_DIRS (comma-separated api folders, default this one) measures other versions
// of the service on the same two databases (they are seeded with this one, and not migrated again:
// a version that knows fewer tables reads the readings alone). BENCH_KEEP keeps the databases
// (their names are printed; BENCH_GROWTH_DBS=base,grown reuses them).
import { randomBytes } from 'node:crypto';
import { loadavg } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath, pathToFileURL } from 'node:url';
import pg from 'pg';
import { addDays, dateAt } from '@portal/domain';
import type * as AppModule from '../src/app.ts';
import type * as ConfigModule from '../src/config.ts';
import type * as DatabaseModule from '../src/db/database.ts';
import { migrateToLatest, openDatabase } from '../src/db/database.ts';
import { seedDemo } from '../src/demo/seed.ts';
import type * as MailerModule from '../src/mail/mailer.ts';

const API = join(dirname(fileURLToPath(import.meta.url)), '..');
const PG_URL = process.env.BENCH_PG_URL ?? process.env.DATABASE_URL;
const DAYS = Number(process.env.BENCH_GROWTH_DAYS ?? 800);
const RUNS = Number(process.env.BENCH_RUNS ?? 30);
const DIRS = (process.env.BENCH_SERVER_DIRS ?? API).split(',').map((d) => resolve(d));
const KEEP = Boolean(process.env.BENCH_KEEP);
const REUSE = process.env.BENCH_GROWTH_DBS?.split(',');
if (!PG_URL) throw new Error('set DATABASE_URL or BENCH_PG_URL');

const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(', ');

const urlOf = (name: string) => {
  const u = new URL(PG_URL);
  u.pathname = `/${name}`;
  return u.toString();
};

const admin = new pg.Client({ connectionString: PG_URL });
await admin.connect();
const now = new Date();
const names = REUSE ?? [
  `api_growth_${randomBytes(3).toString('hex')}_1x`,
  `api_growth_${randomBytes(3).toString('hex')}_10x`,
];
try {
  if (!REUSE) {
    for (const [i, name] of names.entries()) {
      const days = i === 0 ? DAYS : DAYS * 10;
      await admin.query(`create database ${name}`);
      const database = await openDatabase({ url: urlOf(name) });
      const t0 = performance.now();
      await migrateToLatest(database.unlimited);
      await seedDemo(database.unlimited, { days, now });
      await database.close();
      const { rows } = await admin.query<{ size: string }>(`select pg_size_pretty(pg_database_size($1)) as size`, [
        name,
      ]);
      console.info(
        `${name}: ${days} days seeded in ${((performance.now() - t0) / 1000).toFixed(0)} s (${rows[0]!.size})`,
      );
    }
  }
  const today = dateAt(now);
  // The last twelve whole months: compared with the twelve before and the year before, all within 800 days.
  const monthEnd = addDays(`${today.slice(0, 7)}-01`, -1);
  const monthBegin = `${String(Number(monthEnd.slice(0, 4)) - 1)}${addDays(monthEnd, 1).slice(4, 10)}`;
  const KPI = `query($i: UnitQuantityKPIsInput!) { unitQuantityKpis(input: $i) { total previousPeriod previousYear
    propertyComparison rooms { label value } meters { value } coverage { readings expectedReadings } dataUntil partial } }`;
  for (const dir of DIRS) {
    const from = <T>(path: string) => import(pathToFileURL(join(dir, path)).href) as Promise<T>;
    const { createApp } = await from<typeof AppModule>('src/app.ts');
    const { loadConfig } = await from<typeof ConfigModule>('src/config.ts');
    const { MemoryMailer } = await from<typeof MailerModule>('src/mail/mailer.ts');
    const open = await from<typeof DatabaseModule>('src/db/database.ts');
    const sides = [];
    for (const name of names) {
      const database = await open.openDatabase({ url: urlOf(name), poolSize: 4 });
      const config = loadConfig({ NODE_ENV: 'production', RATE_LIMIT_SCALE: '1000' });
      const app = await createApp({ db: database.db, heavyDb: database.heavy, config, mailer: new MemoryMailer() });
      const post = async (query: string, variables: Record<string, unknown>, token?: string) => {
        const res = await app.data.fetch('http://localhost/graphql', {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...(token ? { authorization: `JWT ${token}` } : {}) },
          body: JSON.stringify({ query, variables }),
        });
        const body = (await res.json()) as { data?: Record<string, unknown>; errors?: unknown[] };
        if (body.errors) throw new Error(JSON.stringify(body.errors));
        return body.data!;
      };
      const login = await post(`mutation($e: String!, $p: String!) { tokenAuth(email: $e, password: $p) { token } }`, {
        e: 'demo@example.com',
        p: 'Demo-Tenant-2026!',
      });
      const token = (login.tokenAuth as { token: string }).token;
      const unit = await database.db
        .selectFrom('units')
        .select('id')
        .where('unique_id', '=', 'NO-0555-012-H0101')
        .executeTakeFirstOrThrow();
      sides.push({ name, database, post, token, unit: String(unit.id) });
    }
    const cases = [
      {
        label: 'last 365 days, per m² (the rating card)',
        input: { quantity: 'heat-energy', periodBegin: addDays(today, -364), periodEnd: today, normalized: true },
      },
      {
        label: `the last twelve months (${monthBegin} to ${monthEnd})`,
        input: { quantity: 'heat-energy', periodBegin: monthBegin, periodEnd: monthEnd },
      },
    ];
    console.info(`\n## ${dir} (load average ${load()})`);
    console.info('| year unitQuantityKpis | 1× median (IQR) | 10× median (IQR) | ratio of medians |');
    console.info('| --- | --- | --- | --- |');
    for (const c of cases) {
      const answers = [];
      for (const s of sides)
        answers.push(JSON.stringify(await s.post(KPI, { i: { objectId: s.unit, ...c.input } }, s.token)));
      if (answers[0] !== answers[1]) throw new Error(`${c.label}: the two databases answer differently`);
      const times: number[][] = sides.map(() => []);
      for (let i = 0; i < RUNS + 3; i++) {
        for (const [j, s] of sides.entries()) {
          const t = performance.now();
          await s.post(KPI, { i: { objectId: s.unit, ...c.input } }, s.token);
          if (i >= 3) times[j]!.push(performance.now() - t);
        }
      }
      const at = (xs: number[], q: number) => [...xs].sort((a, b) => a - b)[Math.floor(q * (xs.length - 1))]!;
      const f = (xs: number[]) =>
        `${at(xs, 0.5).toFixed(2)} ms (${at(xs, 0.25).toFixed(2)}–${at(xs, 0.75).toFixed(2)})`;
      console.info(
        `| ${c.label} | ${f(times[0]!)} | ${f(times[1]!)} | ${(at(times[1]!, 0.5) / at(times[0]!, 0.5)).toFixed(2)} |`,
      );
    }
    console.info(`load average after: ${load()}`);
    for (const s of sides) await s.database.close();
  }
} finally {
  if (KEEP || REUSE) console.info(`kept ${names.join(', ')}`);
  else for (const name of names) await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
}
