/** A remote as the host knows it: its name and where its manifest (or remote entry) is. */
export interface RemoteRegistration {
  name: string;
  /** URL of the remote's `mf-manifest.json`, or of its `remoteEntry.js`. */
  entry: string;
}

/** The step of loading a remote that failed (Module Federation's lifecycle names). */
export type RemoteLoadStep = 'afterResolve' | 'onLoad';

/**
 * A runtime plugin (a file of its own, listed in the build's `runtimePlugins`). `errorLoadRemote`
 * sees every failed remote load; it may rethrow, or return a module to use instead.
 */
export interface FederationPlugin {
  name: string;
  errorLoadRemote?(args: { id: string; error: unknown; lifecycle: RemoteLoadStep }): unknown;
}

/** What a portal host puts on its page for the app code (`loadRemote`, ...) to use. */
export interface FederationHost {
  registerRemotes(remotes: RemoteRegistration[]): void;
  loadRemote<T>(id: string): Promise<T>;
  preloadRemote(name: string): Promise<void>;
}

export const FEDERATION_HOST_KEY = '__PORTAL_FEDERATION_HOST__';
