import { matchPath, type PatchRoutesOnNavigationFunction } from 'react-router';
import type { RemoteName, RemoteRouteModule } from '@portal/shared';
import { loadRemoteRoutes } from './load-remote-routes';
import { isStaleDeployError, reloadOnce } from './stale-deploy';

/**
 * Which remote owns which paths (SPEC §2, ARCHITECTURE "the parts"). The shell needs only this to
 * know which remote to fetch; the routes themselves, and everything under these prefixes, are the
 * remote's own.
 */
export const REMOTE_PATHS: ReadonlyArray<readonly [RemoteName, readonly string[]]> = [
  [
    'mf_auth',
    [
      '/signup/*',
      '/login/*',
      '/account-created',
      '/enter-code',
      '/set-password',
      '/no-tenancies',
      '/impersonate/*',
      '/t/:tenancyId/profile/*',
      '/t/:tenancyId/settings/*',
    ],
  ],
  ['mf_consumption', ['/t/:tenancyId', '/t/:tenancyId/consumption/*']],
  ['mf_alarms', ['/t/:tenancyId/alarms/*', '/t/:tenancyId/notifications/*']],
  ['mf_statements', ['/t/:tenancyId/statements/*']],
  ['mf_report', ['/report/*']],
];

export function remoteForPath(pathname: string): RemoteName | null {
  for (const [remote, patterns] of REMOTE_PATHS) {
    if (patterns.some((pattern) => matchPath(pattern, pathname))) return remote;
  }
  return null;
}

type Loader = (remote: RemoteName) => Promise<RemoteRouteModule>;

export interface RemoteRouteMounter {
  patchRoutesOnNavigation: PatchRoutesOnNavigationFunction;
  /** Remotes whose routes are mounted. */
  mounted: () => ReadonlySet<RemoteName>;
}

/**
 * Mounts a remote's routes into the shell's tree the first time one of its paths is visited.
 * - a load that fails because the deployment changed reloads the page once (cool-down guarded);
 * - any other failure leaves the path unmatched, so the catch-all route sends the user to /login.
 */
export function createRemoteRouteMounter(
  load: Loader = loadRemoteRoutes,
  onStaleDeploy: (href: string) => boolean = reloadOnce,
): RemoteRouteMounter {
  const mounted = new Set<RemoteName>();
  const inFlight = new Map<RemoteName, Promise<RemoteRouteModule>>();

  const patchRoutesOnNavigation: PatchRoutesOnNavigationFunction = async ({ path, patch }) => {
    const pathname = new URL(path, 'http://portal.invalid').pathname;
    const remote = remoteForPath(pathname);
    if (!remote || mounted.has(remote)) return;
    let pending = inFlight.get(remote);
    if (!pending) {
      pending = load(remote);
      inFlight.set(remote, pending);
    }
    try {
      const module = await pending;
      if (mounted.has(remote)) return;
      for (const [parentId, routes] of Object.entries(module.routes)) {
        if (routes?.length) patch(parentId, routes);
      }
      mounted.add(remote);
    } catch (error) {
      console.error(`[federation] the routes of ${remote} could not be loaded`, error);
      if (isStaleDeployError(error) && onStaleDeploy(path)) {
        // The page is reloading; keep the navigation pending instead of flashing /login.
        await new Promise<never>(() => undefined);
      }
    } finally {
      inFlight.delete(remote);
    }
  };

  return { patchRoutesOnNavigation, mounted: () => mounted };
}
