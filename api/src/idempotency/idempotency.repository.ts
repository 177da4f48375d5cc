// The idempotency keys' statements (SQL only: the rules are in idempotency.service.ts).
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';

export interface KeyRow {
  operation: string;
  request_hash: string;
  result: unknown;
  created_at: Date;
}

/**
 * Claims the user's key for a request: inserts its row, or takes over a row that expired before
 * `expiredBefore`. True when claimed; false when a live row holds the key. On PostgreSQL an insert
 * that meets the row of a transaction still open waits for it to end (then claims, if it rolled back,
 * or finds the row), so two requests with one key never both claim it.
 */
export async function claimKey(
  db: Db,
  row: { userId: number; key: string; operation: string; requestHash: string; now: Date },
  expiredBefore: Date,
): Promise<boolean> {
  const claimed = await db
    .insertInto('idempotency_keys')
    .values({
      user_id: row.userId,
      key: row.key,
      operation: row.operation,
      request_hash: row.requestHash,
      result: null,
      created_at: row.now,
    })
    .onConflict((oc) =>
      oc
        .columns(['user_id', 'key'])
        .doUpdateSet({
          operation: (eb) => eb.ref('excluded.operation'),
          request_hash: (eb) => eb.ref('excluded.request_hash'),
          result: null,
          created_at: (eb) => eb.ref('excluded.created_at'),
        })
        .where('idempotency_keys.created_at', '<', expiredBefore),
    )
    .returning('key')
    .executeTakeFirst();
  return claimed !== undefined;
}

/** The user's row of the key, if it was used after `since`. */
export function liveKey(db: Db, userId: number, key: string, since: Date): Promise<KeyRow | undefined> {
  return db
    .selectFrom('idempotency_keys')
    .select(['operation', 'request_hash', 'result', 'created_at'])
    .where('user_id', '=', userId)
    .where('key', '=', key)
    .where('created_at', '>=', since)
    .executeTakeFirst();
}

/** Stores what answers a repeat of the claimed key's request. */
export async function recordResult(db: Db, userId: number, key: string, result: unknown): Promise<void> {
  await db
    .updateTable('idempotency_keys')
    .set({ result: sql`${JSON.stringify(result)}::jsonb` })
    .where('user_id', '=', userId)
    .where('key', '=', key)
    .execute();
}

/** Deletes the rows of keys used before `before`; how many. */
export async function deleteKeysBefore(db: Db, before: Date): Promise<number> {
  const result = await db.deleteFrom('idempotency_keys').where('created_at', '<', before).executeTakeFirst();
  return Number(result.numDeletedRows);
}
