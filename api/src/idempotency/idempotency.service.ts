// Idempotency keys (docs/decisions/0034): a mutation that creates something (an alarm, an invitation, a
// tenancy of a code, a mail) takes an optional key from the client, one per attempt. The first request
// with a key does the work and, in the same transaction, stores the key with a hash of its arguments and
// what answers it again; a repeat with the same key and arguments gets that answer and does nothing
// (no second row, no second mail); the same key with other arguments is refused. Keys are the user's
// own (another user's same key is another key) and are kept 24 hours.
import { createHash } from 'node:crypto';
import type { UserRow } from '../auth/accounts.ts';
import type { RequestContext } from '../context.ts';
import type { Db } from '../db/database.ts';
import { userError } from '../errors.ts';
import * as repository from './idempotency.repository.ts';

/** How long a key is remembered; a repeat after that is a new request. */
export const IDEMPOTENCY_KEY_TTL_MS = 24 * 3600_000;

/** 16-128 letters, digits, '-', '_', '.' or ':' (a UUID, a ULID, …). */
const KEY_PATTERN = /^[A-Za-z0-9_.:-]{16,128}$/;

export const IDEMPOTENCY_TEXTS = {
  invalid: "The idempotency key must be 16 to 128 characters: letters, digits, '-', '_', '.' or ':'.",
  reused: 'This idempotency key was used for another request. Send a new key with a new request.',
} as const;

/** The key as sent, checked; null when none was sent. */
export function idempotencyKeyOf(value: string | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  if (!KEY_PATTERN.test(value)) {
    throw userError(IDEMPOTENCY_TEXTS.invalid, 'IDEMPOTENCY_KEY_INVALID', { field: 'idempotencyKey' });
  }
  return value;
}

/** JSON with sorted keys, without null or absent values (a repeat may spell "not given" either way). */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== null && v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/** SHA-256 of the arguments as the service compares them. */
export function requestHash(args: unknown): string {
  return createHash('sha256').update(canonical(args)).digest('hex');
}

export interface OnceRequest<T, R> {
  /** The mutation's name: a key used with another mutation is refused. */
  operation: string;
  /** The key as sent (checked here); without one the work is simply done. */
  key: string | null | undefined;
  /** The arguments as the service reads them (normalised), which a repeat must send again. */
  args: unknown;
  /**
   * Checks that a repeat does not go through again (rate limits): run before the work, never before
   * an answer given again from the key.
   */
  before?: () => Promise<void>;
  /**
   * The work, in one transaction with the key's row: all of its database access through `tx.db`.
   * Nothing is stored for a key whose work fails: the client may send the key again.
   */
  run: (tx: RequestContext) => Promise<T>;
  /** What is kept to answer a repeat (JSON: the created row's id, the answer's fields). */
  record: (value: T) => R;
}

/**
 * The work's value; or, for a repeat of a request already done with the key, what its first request
 * kept (`record`): nothing was done again, and the caller answers from it (sending no mail).
 */
export type OnceResult<T, R> = { repeated: false; value: T } | { repeated: true; recorded: R };

function reused() {
  return userError(IDEMPOTENCY_TEXTS.reused, 'IDEMPOTENCY_KEY_REUSED', { field: 'idempotencyKey' });
}

/**
 * Does `request.run` once per user and key (docs/decisions/0034): the key is claimed by an insert in
 * the work's own transaction, so two requests with one key at the same moment do the work once (on
 * PostgreSQL the second insert waits for the first transaction; PGlite runs transactions one at a
 * time), and the second answers from the first's row.
 */
export async function once<T, R>(
  ctx: RequestContext,
  user: UserRow,
  request: OnceRequest<T, R>,
): Promise<OnceResult<T, R>> {
  const key = idempotencyKeyOf(request.key);
  const work = (db: Db) => request.run({ ...ctx, db });
  if (key === null) {
    await request.before?.();
    return { repeated: false, value: await ctx.db.transaction().execute(work) };
  }
  const hash = requestHash(request.args);
  const answerFrom = (row: repository.KeyRow): OnceResult<T, R> => {
    if (row.operation !== request.operation || row.request_hash !== hash) throw reused();
    return { repeated: true, recorded: row.result as R };
  };
  const now = new Date();
  const since = new Date(now.getTime() - IDEMPOTENCY_KEY_TTL_MS);
  const earlier = await repository.liveKey(ctx.db, user.id, key, since);
  if (earlier) return answerFrom(earlier);
  await request.before?.();
  const outcome = await ctx.db.transaction().execute(async (trx) => {
    const claim = { userId: user.id, key, operation: request.operation, requestHash: hash, now };
    for (let tries = 0; tries < 2; tries++) {
      if (await repository.claimKey(trx, claim, since)) {
        const value = await work(trx);
        await repository.recordResult(trx, user.id, key, request.record(value));
        return { value } as const;
      }
      // Held by a request that committed meanwhile (the claim waited for it).
      const row = await repository.liveKey(trx, user.id, key, since);
      if (row) return { row } as const;
    }
    throw new Error('idempotency key neither claimed nor found');
  });
  return 'row' in outcome ? answerFrom(outcome.row!) : { repeated: false, value: outcome.value };
}

/** Forgets keys past their 24 hours (the jobs, docs/decisions/0034); how many. */
export function deleteExpiredKeys(db: Db, now = new Date()): Promise<number> {
  return repository.deleteKeysBefore(db, new Date(now.getTime() - IDEMPOTENCY_KEY_TTL_MS));
}
