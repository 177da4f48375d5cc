import { GraphQLError } from 'graphql';
import type { RateLimit } from '../config.ts';
import { TEXTS } from '../errors.ts';

// Fixed-window counters in process memory (one service process). With several processes the
// counters move to Redis (ARCHITECTURE "Growing past one machine").
export class RateLimiter {
  readonly #windows = new Map<string, { count: number; resetAt: number }>();
  readonly #now: () => number;

  constructor(now: () => number = Date.now) {
    this.#now = now;
  }

  /** Counts one attempt for every key; throws when any key is over its limit. */
  hit(entries: Array<[key: string, rule: RateLimit]>): void {
    const now = this.#now();
    let retryAfter = 0;
    for (const [key, rule] of entries) {
      let w = this.#windows.get(key);
      if (!w || w.resetAt <= now) {
        w = { count: 0, resetAt: now + rule.windowMs };
        this.#windows.set(key, w);
      }
      w.count += 1;
      if (w.count > rule.limit) retryAfter = Math.max(retryAfter, Math.ceil((w.resetAt - now) / 1000));
    }
    if (this.#windows.size > 100_000) this.#sweep(now);
    if (retryAfter > 0) {
      throw new GraphQLError(TEXTS.tooManyAttempts, { extensions: { code: 'RATE_LIMITED', retryAfter } });
    }
  }

  reset(key: string): void {
    this.#windows.delete(key);
  }

  #sweep(now: number): void {
    for (const [key, w] of this.#windows) if (w.resetAt <= now) this.#windows.delete(key);
  }
}
