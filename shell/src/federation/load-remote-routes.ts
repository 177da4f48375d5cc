import { loadRemote, type RemoteName, type RemoteRouteModule } from '@portal/shared';

/** Loads a remote's exposed `./routes` module. (Replaced by direct imports in the monolithic build.) */
export async function loadRemoteRoutes(remote: RemoteName): Promise<RemoteRouteModule> {
  const module = await loadRemote<{ default?: RemoteRouteModule; routeModule?: RemoteRouteModule }>(`${remote}/routes`);
  const routes = module.routeModule ?? module.default;
  if (!routes) throw new Error(`Remote ${remote} exposes no routes`);
  return routes;
}
