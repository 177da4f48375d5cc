// Time limits on the database and durability. PGlite on disk runs in a worker thread: a statement
// past its limit ends with QUERY_TIMEOUT while this thread keeps answering, and the database reopens.
// On PostgreSQL (DATABASE_URL) the connections' statement_timeout does the same.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { GraphQLError } from 'graphql';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { type Database, migrateToLatest, openDatabase } from '../src/db/database.ts';
import { createTestDatabase, type TestDatabase } from './test-db.ts';

const LIMIT_MS = 300;
/** Opening PGlite (initdb, migrations) is slow on a loaded machine; the limits under test are not. */
const SLOW_MS = 600_000;

/** Runs `work` and reports the longest gap between ticks of this thread's event loop meanwhile. */
async function longestStall<T>(work: () => Promise<T>): Promise<{ result: PromiseSettledResult<T>; stallMs: number }> {
  let last = performance.now();
  let stallMs = 0;
  const timer = setInterval(() => {
    const now = performance.now();
    stallMs = Math.max(stallMs, now - last);
    last = now;
  }, 10);
  const [result] = await Promise.allSettled([work()]);
  clearInterval(timer);
  return { result, stallMs: Math.max(stallMs, performance.now() - last) };
}

function expectTimeout(result: PromiseSettledResult<unknown>): void {
  expect(result.status).toBe('rejected');
  const error = (result as PromiseRejectedResult).reason as GraphQLError;
  expect(error).toBeInstanceOf(GraphQLError);
  expect(error.message).toBe('The request took too long and was cancelled.');
  expect(error.extensions.code).toBe('QUERY_TIMEOUT');
}

describe.skipIf(Boolean(process.env.DATABASE_URL))('PGlite on disk', () => {
  let dir: string;
  let database: Database;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'pglite-limits-'));
    database = await openDatabase({ dataDir: dir, statementTimeoutMs: LIMIT_MS });
    await migrateToLatest(database.unlimited);
  }, SLOW_MS);
  afterAll(async () => {
    await database?.close();
    rmSync(dir, { recursive: true, force: true });
  }, SLOW_MS);

  it('runs statements and transactions (commit and rollback) off this thread', async () => {
    expect(database.pglite).toBeUndefined();
    await database.db.transaction().execute(async (trx) => {
      await trx.insertInto('users').values({ email: 'committed@example.com', password_hash: null }).execute();
    });
    await database.db
      .transaction()
      .execute(async (trx) => {
        await trx.insertInto('users').values({ email: 'rolled-back@example.com', password_hash: null }).execute();
        throw new Error('boom');
      })
      .catch(() => undefined);
    const emails = await database.db.selectFrom('users').select('email').orderBy('email').execute();
    expect(emails.map((r) => r.email)).toEqual(['committed@example.com']);
    const row = (
      await sql<{ d: string; n: number }>`select date '2026-03-29' as d, 42::bigint as n`.execute(database.db)
    ).rows[0];
    expect(row).toEqual({ d: '2026-03-29', n: 42 });
  });

  it('keeps a database error’s SQLSTATE', async () => {
    const error = await database.db
      .insertInto('users')
      .values({ email: 'committed@example.com', password_hash: null })
      .execute()
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ code: '23505' });
  });

  it('cancels a statement at its limit while this thread keeps answering, then reopens the database', async () => {
    const started = performance.now();
    const { result, stallMs } = await longestStall(() =>
      database.db.transaction().execute(async (trx) => {
        await trx.insertInto('users').values({ email: 'in-flight@example.com', password_hash: null }).execute();
        await sql`select pg_sleep(20)`.execute(trx);
      }),
    );
    expectTimeout(result);
    // Cancelled well before the statement's 20 s (ending a worker takes seconds on a busy machine).
    expect(performance.now() - started).toBeLessThan(15_000);
    // Before the worker, PGlite held this thread for the whole statement (20 s).
    expect(stallMs).toBeLessThan(2_000);
    // The next statement waits for the reopened database; the cancelled transaction left nothing.
    const emails = await database.db.selectFrom('users').select('email').orderBy('email').execute();
    expect(emails.map((r) => r.email)).toEqual(['committed@example.com']);
  }, 30_000);

  it('gives `unlimited` no limit', async () => {
    const { rows } = await sql<{ ok: number }>`select 1 as ok from pg_sleep(${(LIMIT_MS * 2) / 1000})`.execute(
      database.unlimited,
    );
    expect(rows).toEqual([{ ok: 1 }]);
  });

  it('flushes every commit to the disk', async () => {
    const { rows } = await sql<{ fsync: string; wal_sync_method: string }>`
      select current_setting('fsync') as fsync, current_setting('wal_sync_method') as wal_sync_method`.execute(
      database.db,
    );
    expect(rows[0]).toEqual({ fsync: 'on', wal_sync_method: 'fsync' });
  });
});

describe.skipIf(Boolean(process.env.DATABASE_URL))('PGlite durability', () => {
  it(
    'keeps an acknowledged write when the process is killed right after',
    async () => {
      const dir = mkdtempSync(join(tmpdir(), 'pglite-kill-'));
      try {
        // A child process commits, says so, and is killed (SIGKILL) without closing the database.
        const script = `
        import { migrateToLatest, openDatabase } from ${JSON.stringify(new URL('../src/db/database.ts', import.meta.url).href)};
        const d = await openDatabase({ dataDir: ${JSON.stringify(join(dir, 'db'))} });
        await migrateToLatest(d.unlimited);
        await d.db.insertInto('users').values({ email: 'acknowledged@example.com', password_hash: null }).execute();
        process.stdout.write('committed\\n');
        setInterval(() => undefined, 1000);`;
        const file = join(dir, 'write.mjs');
        writeFileSync(file, script);
        const child = spawn(process.execPath, [file], { stdio: ['ignore', 'pipe', 'inherit'] });
        onTestFinished(() => {
          child.kill('SIGKILL');
        });
        await new Promise<void>((resolve, reject) => {
          child.stdout.on('data', (chunk: Buffer) => {
            if (chunk.toString().includes('committed')) resolve();
          });
          child.on('exit', (code) => reject(new Error(`child exited (${code})`)));
        });
        child.kill('SIGKILL');
        await new Promise((resolve) => child.on('exit', resolve));
        const reopened = await openDatabase({ dataDir: join(dir, 'db') });
        const rows = await reopened.db.selectFrom('users').select('email').execute();
        await reopened.close();
        expect(rows).toEqual([{ email: 'acknowledged@example.com' }]);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
    SLOW_MS,
  );
});

describe.skipIf(!process.env.DATABASE_URL)('PostgreSQL', () => {
  let t: TestDatabase;
  let limited: Database;
  beforeAll(async () => {
    t = await createTestDatabase();
    const url = new URL(process.env.DATABASE_URL!);
    url.pathname = `/${t.name}`;
    limited = await openDatabase({ url: url.toString(), statementTimeoutMs: LIMIT_MS, poolSize: 2 });
  }, SLOW_MS);
  afterAll(async () => {
    await limited?.close();
    await t?.close();
  });

  it('cancels a statement at statement_timeout with QUERY_TIMEOUT, and `unlimited` has none', async () => {
    const started = performance.now();
    const [result] = await Promise.allSettled([sql`select pg_sleep(20)`.execute(limited.db)]);
    expectTimeout(result);
    expect(performance.now() - started).toBeLessThan(LIMIT_MS + 3000);
    const { rows } = await sql<{ ok: number }>`select 1 as ok from pg_sleep(${(LIMIT_MS * 2) / 1000})`.execute(
      limited.unlimited,
    );
    expect(rows).toEqual([{ ok: 1 }]);
    // The connection is usable after the cancel.
    expect((await sql<{ n: number }>`select 1 as n`.execute(limited.db)).rows).toEqual([{ n: 1 }]);
  });
});

// The test-suite's own databases (in memory) carry no limit: nothing here may slow them down.
describe('test databases', () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase();
  }, SLOW_MS);
  afterAll(async () => {
    await t?.close();
  });
  it('have no statement limit', async () => {
    const { rows } = await sql<{ ok: number }>`select 1 as ok from pg_sleep(0.05)`.execute(t.db);
    expect(rows).toEqual([{ ok: 1 }]);
  });
});
