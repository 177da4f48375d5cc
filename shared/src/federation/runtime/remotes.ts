// How a host loads a remote: its manifest (mf-manifest.json) names the remote entry, the entry
// script defines the container, the container is initialised with the host's share scope, and an
// exposed module is taken from it. Each step that fails says which one it was, with Module
// Federation's codes (RUNTIME-003: manifest, RUNTIME-008: remote entry), so that the shell can tell a
// stale deployment from other failures and an operator can tell which file is missing.
import type { Factory, ShareScope } from './share-scope';
import type { FederationHost, FederationPlugin, RemoteLoadStep } from './types';

/** A Module Federation container, as its remote entry defines it. */
interface Container {
  init(shareScope: ShareScope, initScope: unknown[], options: object): unknown;
  get(expose: string): Promise<Factory>;
}

interface Manifest {
  metaData?: { globalName?: string; publicPath?: string; remoteEntry?: { name?: string; path?: string } };
}

export class RemoteLoadError extends Error {
  constructor(
    readonly step: RemoteLoadStep,
    code: string,
    message: string,
    cause?: unknown,
  ) {
    super(`#${code} ${message}`, { cause });
    this.name = 'RemoteLoadError';
  }
}

/** Where the manifest says the remote entry is, and the global its script defines. */
export function remoteEntryOf(manifest: Manifest, manifestUrl: string): { url: string; globalName: string } {
  const meta = manifest.metaData;
  const file = meta?.remoteEntry?.name;
  if (!meta?.globalName || !file) throw new Error('not a Module Federation manifest (no metaData.remoteEntry)');
  const base =
    !meta.publicPath || meta.publicPath === 'auto' ? manifestUrl : new URL(meta.publicPath, manifestUrl).href;
  const path = meta.remoteEntry?.path ? `${meta.remoteEntry.path.replace(/\/$/, '')}/` : '';
  return { url: new URL(path + file, base).href, globalName: meta.globalName };
}

function loadScriptElement(url: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = url;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => reject(new Error(`${url} did not load`));
    document.head.appendChild(script);
  });
}

async function fetchManifest(url: string): Promise<Manifest> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  return (await response.json()) as Manifest;
}

export interface RemotesDeps {
  /** The host's share scopes (its `__webpack_require__.S`). */
  shareScopes: Record<string, ShareScope>;
  plugins: readonly FederationPlugin[];
  fetchManifest?: (url: string) => Promise<Manifest>;
  loadScript?: (url: string) => Promise<void>;
  /** Where remote entries define their containers. */
  global?: Record<string, unknown>;
}

export function createRemotes({
  shareScopes,
  plugins,
  fetchManifest: getManifest = fetchManifest,
  loadScript = loadScriptElement,
  global = globalThis as unknown as Record<string, unknown>,
}: RemotesDeps): FederationHost {
  const registered = new Map<string, string>();
  const entries = new Map<string, Promise<Container>>();
  const containers = new Map<string, Promise<Container>>();

  /** Caches a step's promise per remote; a failed step is forgotten, so the next visit tries again. */
  function once(cache: Map<string, Promise<Container>>, name: string, step: () => Promise<Container>) {
    let pending = cache.get(name);
    if (!pending) {
      pending = step();
      cache.set(name, pending);
      pending.catch(() => cache.delete(name));
    }
    return pending;
  }

  const entry = (name: string) =>
    once(entries, name, async () => {
      const where = registered.get(name);
      if (!where) throw new RemoteLoadError('afterResolve', 'RUNTIME-004', `remote ${name} is not registered`);
      const url = new URL(where, window.location.href);
      let target = { url: where, globalName: name };
      if (!/\.m?js$/.test(url.pathname)) {
        try {
          target = remoteEntryOf(await getManifest(where), url.href);
        } catch (cause) {
          throw new RemoteLoadError('afterResolve', 'RUNTIME-003', `the manifest of ${name} (${where}) failed`, cause);
        }
      }
      if (!global[target.globalName]) {
        try {
          await loadScript(target.url);
        } catch (cause) {
          throw new RemoteLoadError(
            'onLoad',
            'RUNTIME-008',
            `the remote entry of ${name} (${target.url}) failed`,
            cause,
          );
        }
      }
      const container = global[target.globalName] as Container | undefined;
      if (typeof container?.init !== 'function' || typeof container.get !== 'function') {
        throw new RemoteLoadError('onLoad', 'RUNTIME-002', `${target.url} defines no container "${target.globalName}"`);
      }
      return container;
    });

  const initialised = (name: string) =>
    once(containers, name, async () => {
      const container = await entry(name);
      const scope = (shareScopes.default ??= {});
      await container.init(scope, [], { version: '', shareScopeKeys: 'default', shareScopeMap: shareScopes });
      return container;
    });

  return {
    registerRemotes(remotes) {
      for (const { name, entry: where } of remotes) registered.set(name, where);
    },

    async loadRemote<T>(id: string): Promise<T> {
      const slash = id.indexOf('/');
      const name = slash > 0 ? id.slice(0, slash) : id;
      const expose = slash > 0 ? `./${id.slice(slash + 1)}` : '.';
      try {
        const factory = await (await initialised(name)).get(expose);
        return (await factory()) as T;
      } catch (error) {
        const lifecycle = error instanceof RemoteLoadError ? error.step : 'onLoad';
        for (const plugin of plugins) {
          const replacement = await plugin.errorLoadRemote?.({ id, error, lifecycle });
          if (replacement !== undefined) return replacement as T;
        }
        throw error;
      }
    },

    async preloadRemote(name) {
      await entry(name);
    },
  };
}
