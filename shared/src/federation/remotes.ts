// Loading remotes from app code, through Module Federation's runtime (the page's host provides it:
// the shell, or a remote's standalone page). The portal's names for it, so that app code and the
// monolithic size-comparison build (scripts/build/monolith-federation-runtime.ts) have one module to use.
import {
  loadRemote as loadFederatedModule,
  preloadRemote as preloadFederatedRemote,
  registerRemotes as registerFederatedRemotes,
} from '@module-federation/enhanced/runtime';

/** A remote as the host knows it: its name and where its manifest (or remote entry) is. */
export interface RemoteRegistration {
  name: string;
  /** URL of the remote's `mf-manifest.json`, or of its `remoteEntry.js`. */
  entry: string;
}

/** Tells the host where each remote is (its manifest URL, from the runtime configuration). */
export function registerRemotes(remotes: RemoteRegistration[]): void {
  registerFederatedRemotes(remotes);
}

/** A remote's exposed module, by `remote/expose` (for example `mf_auth/routes`). */
export async function loadRemote<T>(id: string): Promise<T> {
  const module = await loadFederatedModule<T>(id);
  if (module === null || module === undefined) throw new Error(`[federation] ${id} loaded nothing`);
  return module;
}

/** Fetches a remote's manifest and entry ahead of its first use (not its exposed modules). */
export async function preloadRemote(name: string): Promise<void> {
  await preloadFederatedRemote([{ nameOrAlias: name, filter: () => false }]);
}
