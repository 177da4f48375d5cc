import { matchPath, type PatchRoutesOnNavigationFunction, type RouteObject } from 'react-router';
import { federationProbeRoute, probePath, type RemoteName, type RemoteRouteModule } from '@portal/shared';
import { currentRuntimeConfig } from './runtime-config';
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
      '/onboarding',
      '/t/:tenancyId/profile/*',
      '/t/:tenancyId/settings/*',
      probePath('mf-auth'),
    ],
  ],
  ['mf_consumption', ['/t/:tenancyId', '/t/:tenancyId/consumption/*', probePath('mf-consumption')]],
  ['mf_alarms', ['/t/:tenancyId/alarms/*', '/t/:tenancyId/notifications/*', probePath('mf-alarms')]],
  ['mf_statements', ['/t/:tenancyId/statements/*', probePath('mf-statements')]],
  ['mf_report', ['/report/*', probePath('mf-report')]],
];

/** Diagnostics routes (federation probes) are mounted only when the runtime configuration asks. */
const isDiagnostics = (route: RouteObject) => (route.handle as { diagnostics?: boolean } | undefined)?.diagnostics;

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
  diagnostics: () => boolean = () => currentRuntimeConfig()?.diagnostics === true,
): RemoteRouteMounter {
  const mounted = new Set<RemoteName>();
  const inFlight = new Map<RemoteName, Promise<RemoteRouteModule>>();
  let shellProbeMounted = false;

  const patchRoutesOnNavigation: PatchRoutesOnNavigationFunction = async ({ path, patch }) => {
    const pathname = new URL(path, 'http://portal.invalid').pathname;
    if (pathname === probePath('shell') && diagnostics() && !shellProbeMounted) {
      patch('root', [federationProbeRoute('shell', process.env.PORTAL_RELEASE ?? 'dev')]);
      shellProbeMounted = true;
      return;
    }
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
      const keep = diagnostics() ? () => true : (route: RouteObject) => !isDiagnostics(route);
      for (const [parentId, routes] of Object.entries(module.routes)) {
        const mountable = routes?.filter(keep) ?? [];
        if (mountable.length) patch(parentId, mountable);
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
