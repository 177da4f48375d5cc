// The lock that lets one process at a time run the hourly jobs or the start-up migration and seed.
// Two callers on one pool hold different sessions, as two processes do.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withAdvisoryLock } from '../src/advisory-lock.ts';
import { createTestDatabase, type TestDatabase } from './test-db.ts';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

/** Work that holds the lock `name` until `release` is called, then finishes with `then`. */
async function holdLock<T>(name: string, wait: boolean, then: () => T) {
  let release!: () => void;
  const holding = new Promise<void>((r) => (release = r));
  let started!: () => void;
  const isHeld = new Promise<void>((r) => (started = r));
  const done = withAdvisoryLock(
    database,
    name,
    async () => {
      started();
      await holding;
      return then();
    },
    { wait },
  );
  await isHeld;
  return { release, done };
}

describe('withAdvisoryLock', () => {
  it('skips the work while another session holds the lock (PostgreSQL), and runs it after', async () => {
    const { release, done: first } = await holdLock('test.jobs', false, () => 'first');
    const second = await withAdvisoryLock(database, 'test.jobs', async () => 'second', { wait: false });
    // PGlite admits one process: there the work always runs.
    expect(second).toEqual(database.engine === 'postgres' ? { ran: false } : { ran: true, value: 'second' });
    release();
    expect(await first).toEqual({ ran: true, value: 'first' });
    expect(await withAdvisoryLock(database, 'test.jobs', async () => 'third', { wait: false })).toEqual({
      ran: true,
      value: 'third',
    });
  });

  it('waits for the holder when asked to, and releases the lock when the work fails', async () => {
    const order: string[] = [];
    const { release, done: first } = await holdLock('test.startup', true, () => {
      order.push('first');
      throw new Error('seed failed');
    });
    const second = withAdvisoryLock(database, 'test.startup', async () => order.push('second'), { wait: true });
    setTimeout(release, 200);
    await expect(first).rejects.toThrow('seed failed');
    await second;
    expect(order).toEqual(database.engine === 'postgres' ? ['first', 'second'] : ['second', 'first']);
  });
});
