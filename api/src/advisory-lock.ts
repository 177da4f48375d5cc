// Work that one process at a time may do on a shared PostgreSQL database (migrating and seeding at
// start, the hourly jobs): a session advisory lock, taken on a connection of its own (from the pool
// with no statement time limit, which the work also uses) and held while the work runs. PostgreSQL releases it when that connection ends, so a process that dies
// mid-work never leaves it taken. PGlite admits one process, so there the work simply runs (holding
// PGlite's single connection for the whole run would stall every request meanwhile).
import { sql } from 'kysely';
import type { Database } from './db/database.ts';

/**
 * Runs `work` under the lock named `name`. `wait`: queue behind the holder (start-up), else skip
 * the work when another process holds it (`{ ran: false }`).
 */
export async function withAdvisoryLock<T>(
  database: Pick<Database, 'unlimited' | 'engine'>,
  name: string,
  work: () => Promise<T>,
  { wait }: { wait: boolean },
): Promise<{ ran: true; value: T } | { ran: false }> {
  if (database.engine !== 'postgres') return { ran: true, value: await work() };
  return database.unlimited.connection().execute(async (connection) => {
    if (wait) {
      await sql`select pg_advisory_lock(hashtext(${name}))`.execute(connection);
    } else {
      const { rows } = await sql<{ got: boolean }>`select pg_try_advisory_lock(hashtext(${name})) as got`.execute(
        connection,
      );
      if (!rows[0]?.got) return { ran: false } as const;
    }
    try {
      return { ran: true, value: await work() } as const;
    } finally {
      await sql`select pg_advisory_unlock(hashtext(${name}))`.execute(connection);
    }
  });
}
