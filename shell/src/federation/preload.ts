import { preloadRemote, type RemoteName } from '@portal/shared';
import { dashboardPath } from '@portal/shared/routing';
import { remoteForPath } from './remote-routes';

type IdleWindow = Window & { requestIdleCallback?: (cb: () => void, opts?: { timeout: number }) => number };

/**
 * Once the browser is idle, fetch each remote's manifest and entry, so that the first visit to one of
 * its routes only waits for the route's own chunk instead of a manifest → entry → chunk waterfall.
 * Failures are ignored here: a remote that is down is handled when its route is visited.
 */
export function preloadRemotesWhenIdle(remotes: readonly RemoteName[], win: IdleWindow = window): void {
  const run = () => {
    const started = remotes.map((name) =>
      preloadRemote(name).catch((error: unknown) => {
        console.warn(`[federation] preloading ${name} failed`, error);
      }),
    );
    void Promise.all(started).then(() => {
      win.document.documentElement.dataset.remotesPreloaded = 'true';
    });
  };
  if (win.requestIdleCallback) win.requestIdleCallback(run, { timeout: 3000 });
  else win.setTimeout(run, 1000);
}

/**
 * The remotes a signed-out visitor can reach: the public screens' (the login page's) and the one a
 * sign-in lands on (the dashboard's). The others are a tenant's.
 */
export function publicRemotes(remotes: readonly RemoteName[]): RemoteName[] {
  const reachable = new Set([remoteForPath('/login'), remoteForPath(dashboardPath('0'))]);
  return remotes.filter((name) => reachable.has(name));
}

/** Whether a tenant is signed in, and a way to hear when that changes. */
export interface SignedInWatch {
  signedIn(): boolean;
  /** Calls `listener` when the session changes; answers how to stop. */
  subscribe(listener: () => void): () => void;
}

/**
 * Preloads, when idle, the remotes this visitor can reach: every one for a signed-in tenant; for a
 * signed-out visitor only `publicRemotes`, and the rest once they sign in. Each remote's entry runs
 * when it is preloaded (a task of tens of milliseconds on a phone), and a visitor who never signs in
 * has no use for a tenant's sections: they would cost their data, and their processor while they type
 * their e-mail on the login page (docs/decisions/0090).
 */
export function preloadReachableRemotes(
  remotes: readonly RemoteName[],
  session: SignedInWatch,
  win?: IdleWindow,
): void {
  if (session.signedIn()) {
    preloadRemotesWhenIdle(remotes, win);
    return;
  }
  const reachable = publicRemotes(remotes);
  const tenants = remotes.filter((name) => !reachable.includes(name));
  preloadRemotesWhenIdle(reachable, win);
  const stop = session.subscribe(() => {
    if (!session.signedIn()) return;
    stop();
    preloadRemotesWhenIdle(tenants, win);
  });
}
