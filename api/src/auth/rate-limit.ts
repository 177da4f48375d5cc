import { GraphQLError } from 'graphql';
import { sql } from 'kysely';
import type { RateLimit } from '../config.ts';
import type { Db } from '../db/database.ts';
import { TEXTS } from '../errors.ts';

/** A fixed window of one key after counting one more attempt in it. */
export interface Window {
  count: number;
  resetAt: number;
}

/** Where the counters live: the process (one process, PGlite) or the database (several processes). */
export interface RateLimitStore {
  /** Counts one attempt on the key and answers its window (a new one when the last has ended). */
  increment(key: string, windowMs: number, now: number): Promise<Window>;
  reset(key: string): Promise<void>;
}

export class MemoryRateLimitStore implements RateLimitStore {
  readonly #windows = new Map<string, Window>();

  async increment(key: string, windowMs: number, now: number): Promise<Window> {
    let w = this.#windows.get(key);
    if (!w || w.resetAt <= now) {
      if (this.#windows.size >= 100_000) this.#sweep(now);
      w = { count: 0, resetAt: now + windowMs };
      this.#windows.set(key, w);
    }
    w.count += 1;
    return { ...w };
  }

  async reset(key: string): Promise<void> {
    this.#windows.delete(key);
  }

  #sweep(now: number): void {
    for (const [key, w] of this.#windows) if (w.resetAt <= now) this.#windows.delete(key);
  }
}

/**
 * Counters in PostgreSQL, shared by every process on the database: one atomic upsert per key (the row
 * lock orders concurrent attempts, so two processes never both see the last allowed count).
 */
export class PostgresRateLimitStore implements RateLimitStore {
  readonly #db: Db;
  #nextSweep = 0;

  constructor(db: Db) {
    this.#db = db;
  }

  async increment(key: string, windowMs: number, now: number): Promise<Window> {
    const at = new Date(now);
    const resetAt = new Date(now + windowMs);
    const row = await this.#db
      .insertInto('rate_limits')
      .values({ key, count: 1, reset_at: resetAt })
      .onConflict((oc) =>
        oc.column('key').doUpdateSet({
          count: sql<number>`case when rate_limits.reset_at <= ${at} then 1 else rate_limits.count + 1 end`,
          reset_at: sql<Date>`case when rate_limits.reset_at <= ${at} then excluded.reset_at else rate_limits.reset_at end`,
        }),
      )
      .returning(['count', 'reset_at'])
      .executeTakeFirstOrThrow();
    if (now >= this.#nextSweep) {
      // Ended windows are deleted now and then (each process at most once a minute).
      this.#nextSweep = now + 60_000;
      await this.#db.deleteFrom('rate_limits').where('reset_at', '<=', at).execute();
    }
    return { count: row.count, resetAt: row.reset_at.getTime() };
  }

  async reset(key: string): Promise<void> {
    await this.#db.deleteFrom('rate_limits').where('key', '=', key).execute();
  }
}

export function tooManyAttempts(retryAfterMs: number): GraphQLError {
  return new GraphQLError(TEXTS.tooManyAttempts, {
    extensions: { code: 'RATE_LIMITED', retryAfter: Math.max(1, Math.ceil(retryAfterMs / 1000)) },
  });
}

/** Fixed-window limits over a store (docs/decisions/0023, 0028). */
export class RateLimiter {
  readonly #store: RateLimitStore;
  readonly #now: () => number;

  constructor(store: RateLimitStore = new MemoryRateLimitStore(), now: () => number = Date.now) {
    this.#store = store;
    this.#now = now;
  }

  /** Counts one attempt for every key; throws RATE_LIMITED when any key is over its limit. */
  async hit(entries: Array<[key: string, rule: RateLimit]>): Promise<void> {
    const now = this.#now();
    const windows = await Promise.all(entries.map(([key, rule]) => this.#store.increment(key, rule.windowMs, now)));
    let retryAfter = 0;
    windows.forEach((w, i) => {
      if (w.count > entries[i]![1].limit) retryAfter = Math.max(retryAfter, w.resetAt - now);
    });
    if (retryAfter > 0) throw tooManyAttempts(retryAfter);
  }

  /** Counts one attempt on the key and answers how many its window holds, never refusing. */
  async count(key: string, rule: RateLimit): Promise<number> {
    return (await this.#store.increment(key, rule.windowMs, this.#now())).count;
  }

  async reset(key: string): Promise<void> {
    await this.#store.reset(key);
  }
}
