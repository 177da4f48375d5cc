import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as Shared from '@portal/shared';
import type { RemoteName } from '@portal/shared';

const preloaded: string[] = [];
vi.mock('@portal/shared', async (importOriginal) => ({
  ...(await importOriginal<typeof Shared>()),
  preloadRemote: (name: string) => {
    preloaded.push(name);
    return Promise.resolve();
  },
}));
const { preloadReachableRemotes, publicRemotes } = await import('./preload');

const ALL: RemoteName[] = ['mf_auth', 'mf_consumption', 'mf_alarms', 'mf_statements', 'mf_report'];

/** A window whose idle callbacks run when `idle()` is called. */
function idleWindow() {
  const waiting: Array<() => void> = [];
  const win = Object.assign(Object.create(window) as Window, {
    requestIdleCallback: (callback: () => void) => waiting.push(callback),
  });
  return { win, idle: () => waiting.splice(0).forEach((callback) => callback()) };
}

/** A session a test signs in and out of. */
function session(signedIn: boolean) {
  const listeners = new Set<() => void>();
  return {
    signedIn: () => signedIn,
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    set(next: boolean) {
      signedIn = next;
      listeners.forEach((listener) => listener());
    },
    listeners,
  };
}

describe('preloading remotes when idle', () => {
  beforeEach(() => void preloaded.splice(0));

  it("a signed-out visitor's public screens' remote and the dashboard's, the login page's and the sign-in's", () => {
    expect(publicRemotes(ALL)).toEqual(['mf_auth', 'mf_consumption']);
  });

  it('preloads every remote for a signed-in tenant, once the browser is idle', () => {
    const { win, idle } = idleWindow();
    preloadReachableRemotes(ALL, session(true), win as never);
    expect(preloaded).toEqual([]);
    idle();
    expect(preloaded).toEqual(ALL);
  });

  it("preloads only the public remotes for a signed-out visitor, and a tenant's sections once they sign in", () => {
    const { win, idle } = idleWindow();
    const tenant = session(false);
    preloadReachableRemotes(ALL, tenant, win as never);
    idle();
    expect(preloaded).toEqual(['mf_auth', 'mf_consumption']);
    // a change that is not a sign-in preloads nothing more
    tenant.set(false);
    idle();
    expect(preloaded).toHaveLength(2);
    tenant.set(true);
    idle();
    expect(preloaded.slice(2)).toEqual(['mf_alarms', 'mf_statements', 'mf_report']);
    // and it stops listening
    expect(tenant.listeners.size).toBe(0);
  });
});
