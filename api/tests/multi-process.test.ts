// Drill: the services as separate processes on one PostgreSQL database, as behind a load balancer:
// two data-service processes and one main-service process (the real entry points, as child
// processes). Limits, revocations and the hourly jobs hold across them as if they were one.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { seedDemo } from '../src/demo/seed.ts';
import { type SmtpCatcher, startSmtpCatcher } from '../src/mail/smtp-catcher.ts';
import { dateAt, startOfDayInstant } from '@portal/domain';
import { startOfHour } from '../src/time.ts';
import { DEMO, type GqlResult, OTHER } from './harness.ts';
import { createTestDatabase, type TestDatabase, withDatabase } from './test-db.ts';

const serverUrl = process.env.DATABASE_URL;
const API_DIR = join(import.meta.dirname, '..');
const HOUR = 3600_000;
/**
 * The demo world ends two hours before today began (Copenhagen time), so the first job run has hours
 * to append and closes yesterday: its alarms are judged, and mail goes out, during the drill.
 */
const seedUntil = () => new Date(startOfDayInstant(dateAt(new Date())).getTime() - 2 * HOUR);

interface Proc {
  name: string;
  child: ChildProcess;
  output: string;
  url: string;
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  const { port } = server.address() as { port: number };
  await new Promise((r) => server.close(r));
  return port;
}

async function until(
  what: string,
  check: () => boolean | Promise<boolean>,
  timeoutMs = 30_000,
  details = () => '',
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}\n${details()}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

async function gql(url: string, query: string, variables: Record<string, unknown> = {}): Promise<GqlResult> {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await res.json()) as { data?: unknown; errors?: GqlResult['errors'] };
  return { status: res.status, data: body.data, ...(body.errors ? { errors: body.errors } : {}) } as GqlResult;
}

async function latestReading({ db }: TestDatabase): Promise<number> {
  return (await sql<{ last: Date }>`select max(ts) as last from readings`.execute(db)).rows[0]!.last.getTime();
}

const TOKEN_AUTH = `mutation($e: String!, $p: String!) { tokenAuth(email: $e, password: $p) { token refreshToken } }`;
const REFRESH = `mutation($t: String!) { refreshToken(refreshToken: $t) { token refreshToken } }`;
const REVOKE = `mutation($t: String!) { revokeToken(refreshToken: $t) { revoked } }`;
const LOGIN = `mutation($c: CredentialsInput!) { login(credentials: $c) { token } }`;

// Generous time limits: each call may hash a password, and the processes share the machine with the suite.
describe.skipIf(!serverUrl)(
  'services as separate processes on one PostgreSQL (needs DATABASE_URL)',
  { timeout: 120_000 },
  () => {
    let database: TestDatabase;
    let catcher: SmtpCatcher;
    let supportDir: string;
    const procs: Proc[] = [];
    let seededThrough: Date;
    let hourAtStart: number;

    function startProcess(name: string, entry: string, port: number, env: Record<string, string>): Proc {
      const portEnv = entry === 'main-service.ts' ? { MAIN_PORT: String(port) } : { DATA_PORT: String(port) };
      const child = spawn(process.execPath, [join('src', entry)], {
        cwd: API_DIR,
        env: { ...process.env, ...env, ...portEnv },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      const proc: Proc = { name, child, output: '', url: `http://127.0.0.1:${port}/graphql` };
      child.stdout?.on('data', (chunk: Buffer) => (proc.output += chunk.toString()));
      child.stderr?.on('data', (chunk: Buffer) => (proc.output += chunk.toString()));
      procs.push(proc);
      return proc;
    }

    beforeAll(async () => {
      database = await createTestDatabase();
      // A small demo world whose readings end before today: the hourly job has work waiting, and an
      // alarm that any consumption sets off has yesterday to judge once that work is done.
      await seedDemo(database.db, { days: 1, now: seedUntil() });
      await database.db
        .updateTable('alarms')
        .set({ threshold: -1 })
        .where('name', '=', 'Electricity over 4 kWh a day')
        .execute();
      seededThrough = new Date(await latestReading(database));
      catcher = await startSmtpCatcher(0, 0);
      supportDir = mkdtempSync(join(tmpdir(), 'portal-drill-'));
      const env = {
        DATABASE_URL: withDatabase(serverUrl!, database.name),
        NODE_ENV: 'test',
        RATE_LIMIT_SCALE: '1',
        SMTP_HOST: '127.0.0.1',
        SMTP_PORT: String(catcher.smtpPort),
        JOBS_INTERVAL_MS: '200',
        DATA_DIR: supportDir,
      };
      hourAtStart = startOfHour(new Date()).getTime();
      const ports = await Promise.all([freePort(), freePort(), freePort()]);
      startProcess('data A', 'data-service.ts', ports[0]!, env);
      startProcess('data B', 'data-service.ts', ports[1]!, env);
      startProcess('main', 'main-service.ts', ports[2]!, env);
      await until(
        'the three processes to listen',
        () => {
          const exited = procs.find((p) => p.child.exitCode !== null);
          if (exited) throw new Error(`${exited.name} exited:\n${exited.output}`);
          return procs.every((p) => / service: {2}http/.test(p.output));
        },
        240_000,
        () => procs.map((p) => `${p.name}:\n${p.output}`).join('\n'),
      );
      // On a busy machine the seed alone can take a minute, and three processes starting at once as long.
    }, 420_000);

    afterAll(async () => {
      await Promise.all(
        procs.map(async (p) => {
          if (p.child.exitCode !== null) return;
          const exited = new Promise((r) => p.child.once('exit', r));
          p.child.kill('SIGTERM');
          await exited;
        }),
      );
      await catcher?.close();
      await database?.close();
      if (supportDir) rmSync(supportDir, { recursive: true, force: true });
    });

    const dataA = () => procs[0]!;
    const dataB = () => procs[1]!;
    const main = () => procs[2]!;

    it('the main service answers on its own process', async () => {
      const r = await gql(main().url, LOGIN, {
        c: { email: DEMO.email, password: DEMO.password, targetResource: 'tenant' },
      });
      expect(r.errors).toBeUndefined();
      expect(r.data.login.token).toBeTruthy();
    });

    it('a refresh-token family revoked through one data process is refused by the other', async () => {
      const login = await gql(dataA().url, TOKEN_AUTH, { e: OTHER.email, p: OTHER.password });
      const rotated = await gql(dataB().url, REFRESH, { t: login.data.tokenAuth.refreshToken });
      expect(rotated.errors).toBeUndefined();
      const current = rotated.data.refreshToken.refreshToken as string;
      expect((await gql(dataA().url, REVOKE, { t: current })).data.revokeToken.revoked).toBe(true);
      const refused = await gql(dataB().url, REFRESH, { t: current });
      expect(refused.data).toBeNull();
      expect(refused.errors?.[0]?.extensions?.code).toBeTruthy();
    });

    it('failed logins from one client spread over both data processes are limited as one', async () => {
      const { limit } = loadConfig({ NODE_ENV: 'test', RATE_LIMIT_SCALE: '1' }).rateLimits.loginPerAccountClient;
      for (let i = 0; i < limit; i += 1) {
        const r = await gql((i % 2 ? dataB : dataA)().url, TOKEN_AUTH, { e: DEMO.email, p: 'wrong-password' });
        expect(r.errors?.[0]?.extensions?.code, `attempt ${i + 1}`).not.toBe('RATE_LIMITED');
      }
      for (const proc of [dataA(), dataB()]) {
        const r = await gql(proc.url, TOKEN_AUTH, { e: DEMO.email, p: 'wrong-password' });
        expect(r.errors?.[0]?.extensions?.code, proc.name).toBe('RATE_LIMITED');
      }
      // Each attempt hashes a password: slow on a busy machine.
    }, 120_000);

    it('the hourly job runs once however many processes run it', async () => {
      const { db } = database;
      // Both data processes tick every 200 ms; give them many ticks after the hours are in (the
      // last completed hour is the one before the current).
      await until('the missed hours to be appended', async () => (await latestReading(database)) >= hourAtStart - HOUR);
      await new Promise((r) => setTimeout(r, 2_000));
      const hourAtEnd = startOfHour(new Date()).getTime();

      const runs = procs.flatMap((p) =>
        [...p.output.matchAll(/appended (\d+) readings/g)].map((m) => ({ proc: p.name, added: Number(m[1]) })),
      );
      // One run per completed hour (a second one only if the clock passed an hour during the drill).
      expect(runs.length).toBe(1 + (hourAtEnd - hourAtStart) / HOUR);
      expect(main().output).not.toMatch(/appended/);
      const appended = await db
        .selectFrom('readings')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('ts', '>', seededThrough)
        .executeTakeFirstOrThrow();
      expect(runs.reduce((sum, r) => sum + r.added, 0)).toBe(Number(appended.n));
      expect(Number(appended.n)).toBeGreaterThan(0);

      // Reports of the month that closed: one code per unit, one notification per tenancy, one mail each.
      const codes = await sql<{ n: number }>`
      select count(*)::int as n from report_codes group by unit_id, period_start having count(*) > 1`.execute(db);
      expect(codes.rows).toEqual([]);
      const notifications = await sql<{ n: number }>`
      select count(*)::int as n from notifications
      group by tenancy_id, kind, alarm_id, period_start having count(*) > 1`.execute(db);
      expect(notifications.rows).toEqual([]);
      const mails = (await (await fetch(`${catcher.webUrl}/api/mails`)).json()) as Array<{
        to: string[];
        subject: string;
        body: string;
      }>;
      const keys = mails.map((m) => `${m.to.join(',')}|${m.subject}|${m.body}`);
      expect(mails.length).toBeGreaterThan(0);
      expect(new Set(keys).size).toBe(keys.length);
    }, 60_000);
  },
);
