import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAppStorage, createMemoryStorage, IMPERSONATION_MS, impersonationTimeLeft } from '@portal/shared';
import { createTimers } from './timers';

afterEach(() => vi.useRealTimers());

describe('session timers (SPEC §4)', () => {
  it('runs a timer once, and logout clears them all', () => {
    vi.useFakeTimers();
    const timers = createTimers();
    const ran: string[] = [];
    timers.set('a', 1000, () => ran.push('a'));
    timers.set('b', 2000, () => ran.push('b'));
    vi.advanceTimersByTime(1500);
    timers.clear();
    vi.advanceTimersByTime(5000);
    expect(ran).toEqual(['a']);
  });

  it('ends an impersonated session 60 minutes after it started', () => {
    vi.useFakeTimers();
    const storage = createAppStorage({ local: createMemoryStorage(), session: createMemoryStorage() });
    const started = Date.now();
    storage.setImpersonating(true, started);
    const timers = createTimers();
    let loggedOut = false;
    timers.set('impersonation', impersonationTimeLeft(storage, started + 10 * 60_000)!, () => (loggedOut = true));
    vi.advanceTimersByTime(IMPERSONATION_MS - 10 * 60_000 - 1);
    expect(loggedOut).toBe(false);
    vi.advanceTimersByTime(1);
    expect(loggedOut).toBe(true);
  });
});
