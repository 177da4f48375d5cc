import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateDownAll, migrateTo, migrateToLatest } from '../src/db/database.ts';
import { createTestDatabase, type TestDatabase } from './test-db.ts';

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(async () => {
  await t.close();
});

describe('database layer', () => {
  it('migrates up, down and up again', async () => {
    const tables = async () =>
      (
        await sql<{
          n: number;
        }>`select count(*)::int as n from information_schema.tables where table_schema = 'public' and table_name = 'readings'`.execute(
          t.db,
        )
      ).rows[0]?.n;
    expect(await tables()).toBe(1);
    await migrateDownAll(t.db);
    expect(await tables()).toBe(0);
    await migrateToLatest(t.db);
    expect(await tables()).toBe(1);
  });

  it('counts the users there before the onboarding flag as onboarded, not the ones created after', async () => {
    await migrateTo(t.db, '20261122T0500-alarm-evaluation');
    await t.db.insertInto('users').values({ email: 'before@example.com', password_hash: null }).execute();
    await migrateToLatest(t.db);
    await t.db.insertInto('users').values({ email: 'after@example.com', password_hash: null }).execute();
    const rows = await t.db
      .selectFrom('users')
      .select(['email', 'has_onboarded'])
      .where('email', 'in', ['before@example.com', 'after@example.com'])
      .orderBy('email')
      .execute();
    expect(rows).toEqual([
      { email: 'after@example.com', has_onboarded: false },
      { email: 'before@example.com', has_onboarded: true },
    ]);
  });

  it('returns dates as strings and int8 as numbers on both engines', async () => {
    const row = (
      await sql<{ d: string; n: number }>`select date '2026-03-29' as d, 9007199254740::bigint as n`.execute(t.db)
    ).rows[0];
    expect(row).toEqual({ d: '2026-03-29', n: 9007199254740 });
  });

  it('runs transactions that roll back', async () => {
    await t.db
      .transaction()
      .execute(async (trx) => {
        await trx.insertInto('users').values({ email: 'rollback@example.com', password_hash: null }).execute();
        throw new Error('boom');
      })
      .catch(() => undefined);
    const rows = await t.db.selectFrom('users').where('email', '=', 'rollback@example.com').selectAll().execute();
    expect(rows).toHaveLength(0);
  });

  it('buckets hours into Copenhagen days across daylight-saving changes', async () => {
    const rows = (
      await sql<{ day: string; hours: number }>`
        select to_char(date_trunc('day', ts at time zone 'Europe/Copenhagen'), 'YYYY-MM-DD') as day, count(*)::int as hours
        from generate_series(timestamptz '2026-03-28 23:00Z', timestamptz '2026-03-29 21:00Z', interval '1 hour') ts
        group by 1 order by 1`.execute(t.db)
    ).rows;
    expect(rows).toEqual([{ day: '2026-03-29', hours: 23 }]);
  });
});
