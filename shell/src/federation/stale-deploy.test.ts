import { describe, expect, it, vi } from 'vitest';
import { isStaleDeployError, RELOAD_COOLDOWN_MS, RELOAD_STAMP_KEY, reloadOnce, type ReloadDeps } from './stale-deploy';

function chunkError(message: string) {
  const error = new Error(message);
  error.name = 'ChunkLoadError';
  return error;
}

describe('isStaleDeployError', () => {
  it.each([
    ['a missing JS chunk', chunkError('Loading chunk 42 failed.')],
    ['a missing CSS chunk', chunkError('Loading css chunk 7 failed.')],
    // as shared's federation runtime words them (runtime/remotes.test.ts holds it to that)
    ['an unreachable manifest', new Error('#RUNTIME-003 the manifest of mf_auth (http://a/mf-manifest.json) failed')],
    [
      'an unreachable remote entry',
      new Error('#RUNTIME-008 the remote entry of mf_auth (http://a/remoteEntry.js) failed'),
    ],
    ['a missing dynamic import', new TypeError('Failed to fetch dynamically imported module: /x.js')],
  ])('recognises %s', (_label, error) => {
    expect(isStaleDeployError(error)).toBe(true);
  });

  it.each([
    ['an ordinary error', new Error('Cannot read properties of undefined')],
    [
      'a remote entry that defines no container',
      new Error('#RUNTIME-002 http://a/remoteEntry.js defines no container'),
    ],
    ['a failed API call', new TypeError('Failed to fetch')],
    ['a string', 'Loading chunk 1 failed'],
    ['nothing', undefined],
  ])('does not take %s for a stale deployment', (_label, error) => {
    expect(isStaleDeployError(error)).toBe(false);
  });
});

describe('reloadOnce', () => {
  function deps(start: number): ReloadDeps & { store: Map<string, string>; clock: { now: number } } {
    const store = new Map<string, string>();
    const clock = { now: start };
    return {
      store,
      clock,
      storage: { getItem: (k) => store.get(k) ?? null, setItem: (k, v) => void store.set(k, v) },
      now: () => clock.now,
      load: vi.fn(),
    };
  }

  it('loads the target page once, then refuses within the cool-down', () => {
    const d = deps(1_000_000);
    expect(reloadOnce('/t/1/alarms', d)).toBe(true);
    expect(d.load).toHaveBeenCalledWith('/t/1/alarms');
    expect(d.store.get(RELOAD_STAMP_KEY)).toBe('1000000');

    d.clock.now += RELOAD_COOLDOWN_MS - 1;
    expect(reloadOnce('/t/1/alarms', d)).toBe(false);
    expect(d.load).toHaveBeenCalledTimes(1);
  });

  it('allows another reload once the cool-down has passed', () => {
    const d = deps(5_000_000);
    reloadOnce(undefined, d);
    d.clock.now += RELOAD_COOLDOWN_MS;
    expect(reloadOnce(undefined, d)).toBe(true);
    expect(d.load).toHaveBeenCalledTimes(2);
  });

  it('treats an unreadable stamp as no earlier reload', () => {
    const d = deps(10);
    d.store.set(RELOAD_STAMP_KEY, 'garbage');
    expect(reloadOnce(undefined, d)).toBe(true);
  });
});
