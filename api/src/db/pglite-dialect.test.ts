import { describe, expect, it } from 'vitest';
import { Mutex } from './pglite-dialect.ts';

const tick = (ms = 0) => new Promise((r) => setTimeout(r, ms));

describe('the PGlite connection mutex', () => {
  it('serves waiting requests before a heavy request, whatever the order they asked in', async () => {
    const mutex = new Mutex();
    const order: string[] = [];
    const release = await mutex.lock();
    const take = (name: string, low: boolean) =>
      mutex.lock(low).then((done) => {
        order.push(name);
        done();
      });
    const all = Promise.all([
      take('heavy 1', true),
      take('normal 1', false),
      take('heavy 2', true),
      take('normal 2', false),
    ]);
    release();
    await all;
    expect(order).toEqual(['normal 1', 'normal 2', 'heavy 1', 'heavy 2']);
  });

  it('keeps a heavy request waiting for a short grace after a statement of another request, for its next one', async () => {
    // The mutex's clock is the test's: on a busy machine a real timer of 0 ms can outlast the grace.
    let now = 1000;
    const mutex = new Mutex(() => now);
    const order: string[] = [];
    (await mutex.lock())();
    const heavy = mutex.lock(true).then((done) => (order.push('heavy'), done()));
    // The request's next statement, a moment later (within the grace): still ahead of the heavy one.
    await tick(Mutex.GRACE_MS + 5);
    now += Mutex.GRACE_MS - 1;
    expect(order).toEqual([]);
    (await mutex.lock())();
    order.push('normal');
    // Once the grace has passed with no other statement, the heavy request goes on.
    now += Mutex.GRACE_MS;
    await heavy;
    expect(order).toEqual(['normal', 'heavy']);
  });

  it('lets a heavy request run when nothing else asks, and one holder at a time', async () => {
    const mutex = new Mutex();
    let holders = 0;
    let most = 0;
    await Promise.all(
      Array.from({ length: 20 }, async (_, i) => {
        const done = await mutex.lock(i % 3 === 0);
        holders += 1;
        most = Math.max(most, holders);
        await tick(1);
        holders -= 1;
        done();
      }),
    );
    expect(most).toBe(1);
  });
});
