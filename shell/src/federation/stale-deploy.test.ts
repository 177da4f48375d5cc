import { describe, expect, it, vi } from 'vitest';
import {
  isLoadFailure,
  isStaleDeployError,
  RELOAD_COOLDOWN_MS,
  RELOAD_STAMP_KEY,
  reloadOnce,
  type ReloadDeps,
} from './stale-deploy';

/** A failed step of Module Federation's runtime, as it words it (`getShortErrorMsg` of its error codes). */
function federationError(code: string, description: string) {
  return new Error(
    `[ Federation Runtime ]: ${description} #${code}\nargs: {"remoteName":"mf_auth"}\n` +
      `View the docs to see how to solve: https://module-federation.io/guide/troubleshooting/runtime#${code.toLowerCase()}`,
  );
}

function chunkError(message: string) {
  const error = new Error(message);
  error.name = 'ChunkLoadError';
  return error;
}

describe('isStaleDeployError', () => {
  it.each([
    ['a missing JS chunk', chunkError('Loading chunk 42 failed.')],
    ['a missing CSS chunk', chunkError('Loading css chunk 7 failed.')],
    ['an unreachable manifest', federationError('RUNTIME-003', 'Failed to get manifest.')],
    ['an unreachable remote entry', federationError('RUNTIME-008', 'Failed to load script resources.')],
    ['a missing dynamic import', new TypeError('Failed to fetch dynamically imported module: /x.js')],
  ])('recognises %s', (_label, error) => {
    expect(isStaleDeployError(error)).toBe(true);
  });

  it.each([
    ['an ordinary error', new Error('Cannot read properties of undefined')],
    [
      'a remote entry that defines no container',
      federationError('RUNTIME-002', 'The remote entry interface does not contain "init"'),
    ],
    ['a failed API call', new TypeError('Failed to fetch')],
    ['a string', 'Loading chunk 1 failed'],
    ['nothing', undefined],
  ])('does not take %s for a stale deployment', (_label, error) => {
    expect(isStaleDeployError(error)).toBe(false);
  });
});

describe('isLoadFailure', () => {
  it.each([
    ['a missing JS chunk', chunkError('Loading chunk 42 failed.\n(error: http://a/42.js)')],
    ['a missing CSS chunk', chunkError('Loading css chunk 7 failed.\n(error: http://a/7.css)')],
    ['an unreachable manifest', federationError('RUNTIME-003', 'Failed to get manifest.')],
    ['an unreachable remote entry', federationError('RUNTIME-008', 'Failed to load script resources.')],
    [
      'a remote entry that defines no container',
      federationError('RUNTIME-002', 'The remote entry interface does not contain "init"'),
    ],
    ['a remote that is not registered', federationError('RUNTIME-004', 'Failed to locate remote.')],
    ['a failed import() in Chromium', new TypeError('Failed to fetch dynamically imported module: http://a/x.js')],
    ['a failed import() in Firefox', new TypeError('error loading dynamically imported module: http://a/x.js')],
    ['a failed import() in Safari', new TypeError('Importing a module script failed.')],
    [
      'a loader that rethrows a chunk failure as its cause',
      new Error('the screen could not be loaded', { cause: chunkError('Loading chunk 3 failed.') }),
    ],
  ])('recognises %s', (_label, error) => {
    expect(isLoadFailure(error)).toBe(true);
  });

  it.each([
    ["an Error whose message mentions 'fetch'", new Error('Could not fetch the alarms')],
    ['an Error whose message mentions loading and importing', new Error('Failed to load the import settings')],
    ['an Error that quotes a chunk failure in its message', new Error('Loading chunk 3 failed.')],
    ['an Error that quotes an import failure', new Error('Failed to fetch dynamically imported module: x')],
    ['a failed API call', new TypeError('Failed to fetch')],
    ['a render bug', new TypeError("Cannot read properties of undefined (reading 'map')")],
    ['a code in the middle of a message', new Error('the server said #RUNTIME-003')],
    ['another federation code', federationError('RUNTIME-001', 'Failed to get remoteEntry exports.')],
    ['a federation code outside the runtime', new Error('[ Other ]: Failed to get manifest. #RUNTIME-003')],
    ['a router answer', { status: 404, statusText: 'Not Found', internal: true, data: null }],
    ['a string', '#RUNTIME-008 the remote entry failed'],
    ['nothing', undefined],
  ])('does not take %s for a load failure', (_label, error) => {
    expect(isLoadFailure(error)).toBe(false);
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
