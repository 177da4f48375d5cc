// Loading remotes from app code, through the runtime of the page's host (./host.ts).
import { FEDERATION_HOST_KEY, type FederationHost, type RemoteRegistration } from './types';

function host(): FederationHost {
  const found = (globalThis as { [FEDERATION_HOST_KEY]?: FederationHost })[FEDERATION_HOST_KEY];
  if (!found) throw new Error('[federation] this page has no portal federation host');
  return found;
}

/** Tells the host where each remote is (its manifest URL, from the runtime configuration). */
export function registerRemotes(remotes: RemoteRegistration[]): void {
  host().registerRemotes(remotes);
}

/** A remote's exposed module, by `remote/expose` (for example `mf_auth/routes`). */
export function loadRemote<T>(id: string): Promise<T> {
  return host().loadRemote<T>(id);
}

/** Fetches a remote's manifest and entry ahead of its first use (not its exposed modules). */
export function preloadRemote(name: string): Promise<void> {
  return host().preloadRemote(name);
}
