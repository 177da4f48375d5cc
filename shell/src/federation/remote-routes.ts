import { matchPath, matchRoutes, type PatchRoutesOnNavigationFunction, type RouteObject } from 'react-router';
import {
  federationProbeRoute,
  probePath,
  type ParentRouteId,
  type RemoteName,
  type RemoteRouteModule,
} from '@portal/shared';
import { currentRuntimeConfig } from './runtime-config';
import { loadRemoteRoutes } from './load-remote-routes';
import { isStaleDeployError, reloadOnce } from './stale-deploy';
import { releases } from './releases';
import { remoteBoundaryRoute } from '../pages/remote-error-panel';
import { PARENT_PATHS } from './remote-paths';
import { REMOTE_PATHS } from './remote-paths';

/** Diagnostics routes (federation probes) are mounted only when the runtime configuration asks. */
const isDiagnostics = (route: RouteObject) => (route.handle as { diagnostics?: boolean } | undefined)?.diagnostics;

export function remoteForPath(pathname: string): RemoteName | null {
  for (const [remote, patterns] of REMOTE_PATHS) {
    if (patterns.some((pattern) => matchPath(pattern, pathname))) return remote;
  }
  return null;
}

/** Loads a remote's routes module on the way to `pathname` (the screen it is loaded for). */
type Loader = (remote: RemoteName, pathname: string) => Promise<RemoteRouteModule>;
/** Before a navigation into `remote` goes on: reloads the page at `href` if a new release is deployed. */
type ReleaseCheck = (remote: RemoteName, href: string) => Promise<void>;

/** The page's release check: the manifest from the runtime configuration, as often as it says. */
const checkDeployedRelease: ReleaseCheck = async (remote, href) => {
  const config = currentRuntimeConfig();
  if (!config) return;
  await releases.ensureCurrent(remote, config.remotes[remote], href, config.releaseCheckSeconds * 1000);
};

/** How the mounter loads remotes and reports on them (each has the page's default). */
export interface MounterOptions {
  load?: Loader;
  /** A load failed because the deployment changed: reload at `href` once; says whether it does. */
  onStaleDeploy?: (href: string) => boolean;
  /** Mount the federation probes (diagnostics on). */
  diagnostics?: () => boolean;
  checkRelease?: ReleaseCheck;
  /** A remote could not be loaded (a reload does not heal it) on the way to `path`. */
  onUnavailable?: (remote: RemoteName, path: string, error: unknown) => void;
  /** A remote's routes loaded (after an earlier failure too). */
  onAvailable?: (remote: RemoteName) => void;
}

export interface RemoteRouteMounter {
  patchRoutesOnNavigation: PatchRoutesOnNavigationFunction;
  /**
   * Starts loading the remote of `pathname` ahead of the navigation to it (the page's first screen,
   * while the session loads); the navigation then waits for that load instead of starting its own.
   */
  prefetch(pathname: string): void;
  /** Remotes whose routes module has loaded. */
  mounted: () => ReadonlySet<RemoteName>;
}

/**
 * Starts loading the chunks of the module's screens at `pathname` (their `lazy`), so that they load
 * while the remote's texts do instead of after them. Router's own call of `lazy` once the routes are
 * mounted finds them loading or loaded (the bundler loads a chunk once); a failure is left to it.
 */
export function warmRoute(module: RemoteRouteModule, pathname: string): void {
  for (const [parentId, routes] of Object.entries(module.routes)) {
    const parent = PARENT_PATHS[parentId as ParentRouteId];
    if (!parent || !routes?.length) continue;
    const tree: RouteObject[] = [{ path: parent, children: routes }];
    for (const { route } of matchRoutes(tree, pathname) ?? []) {
      if (typeof route.lazy === 'function') route.lazy().catch(() => undefined);
    }
  }
}

/**
 * Mounts a remote's routes into the shell's tree when one of its paths is visited.
 * - the remote's module is fetched once; its routes are patched on every navigation that needs them
 *   (react-router ignores routes it already has), so a navigation that superseded another one, whose
 *   patch was dropped with it, still finds them;
 * - under each parent they hang below the remote's error boundary, so an error in its screens shows
 *   the remote's panel inside the layout (docs/decisions/0083);
 * - a navigation into a remote whose release this page already has (loaded, or preloaded) first asks
 *   whether a newer one is deployed, at most once per `releaseCheckSeconds`, and then loads the page
 *   afresh at that navigation (docs/decisions/0085), so an open tab follows a redeploy;
 * - a load that fails because the deployment changed reloads the page once (cool-down guarded);
 * - any other failure (the remote down, an entry that is not one, a timeout, an incompatible remote)
 *   is told to `onUnavailable` and leaves the path unmatched, so the catch-all route sends the user on
 *   (decision 0088); the next visit tries again.
 */
export function createRemoteRouteMounter({
  load = (remote) => loadRemoteRoutes(remote),
  onStaleDeploy = reloadOnce,
  diagnostics = () => currentRuntimeConfig()?.diagnostics === true,
  checkRelease = checkDeployedRelease,
  onUnavailable = () => undefined,
  onAvailable = () => undefined,
}: MounterOptions = {}): RemoteRouteMounter {
  const modules = new Map<RemoteName, Promise<RemoteRouteModule>>();
  const mounted = new Set<RemoteName>();

  const patchRoutesOnNavigation: PatchRoutesOnNavigationFunction = async ({ path, patch }) => {
    const pathname = new URL(path, 'http://portal.invalid').pathname;
    if (pathname === probePath('shell')) {
      if (diagnostics()) patch('root', [federationProbeRoute('shell', process.env.PORTAL_RELEASE ?? 'dev')]);
      return;
    }
    const remote = remoteForPath(pathname);
    if (!remote) return;
    let pending = modules.get(remote);
    if (!pending) {
      // a preloaded remote: its manifest may be older than the navigation
      await checkRelease(remote, path);
      pending = modules.get(remote) ?? load(remote, pathname);
      modules.set(remote, pending);
    }
    try {
      const module = await pending;
      const keep = diagnostics() ? () => true : (route: RouteObject) => !isDiagnostics(route);
      for (const [parentId, routes] of Object.entries(module.routes)) {
        const mountable = routes?.filter(keep) ?? [];
        if (mountable.length)
          patch(parentId, [withReleaseCheck(remote, remoteBoundaryRoute(remote, parentId, mountable))]);
      }
      mounted.add(remote);
      onAvailable(remote);
    } catch (error) {
      modules.delete(remote);
      console.error(`[federation] the routes of ${remote} could not be loaded`, error);
      if (isStaleDeployError(error) && onStaleDeploy(path)) {
        // The page is reloading; keep the navigation pending instead of flashing /login.
        await new Promise<never>(() => undefined);
      }
      onUnavailable(remote, path, error);
    }
  };

  /**
   * The boundary's loader runs on every navigation that enters the remote's screens (not between
   * them: it does not revalidate), and lets it go on once the page's release is still the deployed one.
   */
  function withReleaseCheck(remote: RemoteName, route: RouteObject): RouteObject {
    return {
      ...route,
      loader: async ({ request }) => {
        const url = new URL(request.url);
        await checkRelease(remote, `${url.pathname}${url.search}${url.hash}`);
        return null;
      },
      shouldRevalidate: () => false,
    };
  }

  const prefetch = (pathname: string) => {
    const remote = remoteForPath(pathname);
    if (!remote || modules.has(remote)) return;
    const pending = load(remote, pathname);
    // a failure is the navigation's to handle (it finds the rejected load and reports it)
    pending.catch(() => undefined);
    modules.set(remote, pending);
  };

  return { patchRoutesOnNavigation, prefetch, mounted: () => mounted };
}
