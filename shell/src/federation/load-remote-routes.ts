import * as portalShared from '@portal/shared';
import { loadRemote, type RemoteName, type RemoteRouteModule } from '@portal/shared';
import {
  describeUnmet,
  unmetNeeds,
  type FederationNeeds,
  type FederationProvides,
  type UnmetNeed,
} from './compatibility';
import { REMOTE_INCOMPATIBLE } from './stale-deploy';

/**
 * What this shell's build provides its remotes (scripts/build/app-config.ts defines it): each shared
 * module's version and the facades' export lists. None in unit tests.
 */
const BUILT_PROVIDES = process.env.PORTAL_FEDERATION_PROVIDES as unknown as FederationProvides | undefined;

/**
 * What this shell provides: its build's shared modules, with `@portal/shared`'s exports read off the
 * shell's own copy of the module (the names it really has, without a list compiled into the shell).
 */
export function shellProvides(
  built: FederationProvides | undefined = BUILT_PROVIDES,
  sharedModule: object = portalShared,
): FederationProvides | null {
  const shared = built?.['@portal/shared'];
  if (!built || !shared) return null;
  return { ...built, '@portal/shared': { version: shared.version, exports: Object.keys(sharedModule).sort() } };
}

/**
 * A remote built against shared modules this shell does not provide (an export its facade lacks, a
 * newer `@portal/shared`): it is refused as a load failure, which no reload heals (docs/decisions/0086).
 */
export class RemoteIncompatibleError extends Error {
  readonly remote: RemoteName;
  readonly unmet: UnmetNeed[];

  constructor(remote: RemoteName, unmet: UnmetNeed[]) {
    super(unmet.map((need) => describeUnmet(remote, need, 'this shell')).join('; '));
    this.name = REMOTE_INCOMPATIBLE;
    this.remote = remote;
    this.unmet = unmet;
  }
}

/**
 * Throws `RemoteIncompatibleError` when the remote needs what the shell does not provide. A remote
 * built before contracts existed carries no needs, and is mounted as before.
 */
export function checkRemoteNeeds(
  remote: RemoteName,
  needs: FederationNeeds | undefined,
  provides: FederationProvides | null,
): void {
  if (!needs || !provides) return;
  const unmet = unmetNeeds(needs, provides);
  if (unmet.length) throw new RemoteIncompatibleError(remote, unmet);
}

/** The exposed `./routes` module: the routes, and what the remote's build needs of the shared modules. */
interface ExposedRoutes {
  default?: RemoteRouteModule;
  routeModule?: RemoteRouteModule;
  federationNeeds?: FederationNeeds;
}

/**
 * Loads a remote's exposed `./routes` module, and refuses it when the remote needs what this shell
 * does not provide. (Replaced by direct imports in the monolithic build.)
 */
export async function loadRemoteRoutes(
  remote: RemoteName,
  provides: FederationProvides | null = shellProvides(),
): Promise<RemoteRouteModule> {
  const module = await loadRemote<ExposedRoutes>(`${remote}/routes`);
  checkRemoteNeeds(remote, module.federationNeeds, provides);
  const routes = module.routeModule ?? module.default;
  if (!routes) throw new Error(`Remote ${remote} exposes no routes`);
  return routes;
}
