import { preloadRemote, type RemoteName } from '@portal/shared';

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
      document.documentElement.dataset.remotesPreloaded = 'true';
    });
  };
  if (win.requestIdleCallback) win.requestIdleCallback(run, { timeout: 3000 });
  else setTimeout(run, 1000);
}
