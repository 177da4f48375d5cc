// The portal's federation runtime: how a build shares modules with the other builds on its page. It
// stands in for Module Federation's runtime (`@module-federation/webpack-bundler-runtime`,
// `runtime-core` and the glue code rspack generates for them, about 27 KB gzip) with what the portal
// uses: singletons in one "default" scope, the "loaded-first" strategy, containers initialised by
// their host. The build plugin, the container format and the manifests stay Module Federation's
// (decision 0007). The build calls `install` once, at start-up, with its `__webpack_require__`
// (scripts/build/federation-entry-loader.ts); what that object holds is rspack's contract, and
// `bundler-runtime.test.ts` drives it the way rspack's generated code does.
import { load, loadSync, provide, type Factory, type ShareScope } from './share-scope';
import type { FederationPlugin } from './types';

type Getter = () => Factory | Promise<Factory>;

/** A module the build offers to the page (`initializeSharingData`). */
interface ProvidedModule {
  name: string;
  version: string;
  factory: Getter;
  eager?: boolean | number;
  singleton?: boolean | number;
  requiredVersion?: string | false;
  strictVersion?: boolean;
}

/** A shared module the build uses (`consumesLoadingData`); `fallback` is the build's own copy. */
interface ConsumedModule {
  shareScope: string;
  shareKey: string;
  requiredVersion?: string | false;
  strictVersion?: boolean;
  fallback: Getter;
}

type Promises = Array<Promise<unknown> | 0>;

/** The part of a build's `__webpack_require__` the runtime reads and fills in. */
export interface WebpackRequire {
  m: Record<string, (module: { exports: unknown }) => void>;
  c: Record<string, unknown>;
  f: Record<string, (chunkId: string | number, promises: Promises) => void>;
  S?: Record<string, ShareScope>;
  R?: unknown;
  I?: (scopeName: string) => unknown;
  initContainer?: (
    shareScope: ShareScope,
    initScope?: unknown,
    options?: { shareScopeMap?: Record<string, ShareScope> },
  ) => unknown;
  getContainer?: (expose: string, getScope?: unknown) => Promise<Factory>;
  initializeSharingData?: { scopeToSharingDataMapping: Record<string, ProvidedModule[]> };
  consumesLoadingData?: {
    chunkMapping: Record<string, string[]>;
    moduleIdToConsumeDataMapping: Record<string, ConsumedModule>;
    initialConsumes?: string[];
  };
  initializeExposesData?: { moduleMap: Record<string, () => Promise<Factory>>; shareScope?: string | string[] };
}

/** The build, as its configuration names it. */
export interface BuildInfo {
  name: string;
  plugins?: FederationPlugin[];
}

/** Wires the build's sharing (and, for a container, its `init` and `get`); returns its share scopes. */
export function install(webpackRequire: WebpackRequire, build: BuildInfo): Record<string, ShareScope> {
  const S: Record<string, ShareScope> = {};
  const provided = webpackRequire.initializeSharingData?.scopeToSharingDataMapping ?? {};
  const consumes = webpackRequire.consumesLoadingData;
  const installed: Record<string, Promise<void> | 0> = {};

  /** Puts this build's own copies in a scope; a copy already there is kept. */
  const provideOwn = (scopeName: string) => {
    for (const own of provided[scopeName] ?? []) {
      const { singleton, requiredVersion, strictVersion } = own;
      const eager = Boolean(own.eager);
      provide((S[scopeName] ??= {}), own.name, {
        version: own.version,
        from: build.name,
        eager,
        shareConfig: { singleton, requiredVersion, strictVersion, eager },
        scope: [scopeName],
        strategy: 'loaded-first',
        get: own.factory,
      });
    }
  };

  /** Which scope a consumed module comes from, and who asks with which range. */
  const request = (consumed: ConsumedModule) =>
    [
      (S[consumed.shareScope] ??= {}),
      consumed.shareKey,
      { name: build.name, requiredVersion: consumed.requiredVersion, strictVersion: consumed.strictVersion },
    ] as const;

  const define = (id: string, exports: () => unknown) => {
    webpackRequire.m[id] = (module) => {
      delete webpackRequire.c[id];
      module.exports = exports();
    };
  };

  for (const scopeName of Object.keys(provided)) provideOwn(scopeName);
  webpackRequire.S = S;

  webpackRequire.I = (scopeName) => {
    provideOwn(scopeName);
    return true;
  };

  // A chunk is about to load: resolve the shared modules it needs, and define each one as the chosen
  // copy. A failure is kept in the module, so that it surfaces where the module is used.
  webpackRequire.f.consumes = (chunkId, promises) => {
    for (const id of consumes?.chunkMapping[String(chunkId)] ?? []) {
      const pending = installed[id];
      if (pending !== undefined) {
        promises.push(pending);
        continue;
      }
      const consumed = consumes?.moduleIdToConsumeDataMapping[id];
      if (!consumed) continue;
      const loading = load(...request(consumed))
        .then((factory) => factory ?? consumed.fallback())
        .then(
          (factory) => {
            installed[id] = 0;
            define(id, factory);
          },
          (error: unknown) => {
            delete installed[id];
            define(id, () => {
              throw error;
            });
          },
        );
      promises.push((installed[id] = loading));
    }
  };

  // Modules of the build's first chunk (eager): resolved when first required, synchronously.
  for (const id of consumes?.initialConsumes ?? []) {
    const consumed = consumes?.moduleIdToConsumeDataMapping[id];
    if (!consumed) continue;
    define(id, () => {
      installed[id] = 0;
      const factory = loadSync(...request(consumed)) ?? consumed.fallback();
      if (typeof factory !== 'function') {
        throw new Error(`[federation] shared ${consumed.shareKey} is not available synchronously`);
      }
      return factory();
    });
  }

  const exposes = webpackRequire.initializeExposesData;
  if (exposes) {
    // A host initialises this build as a container: adopt the host's scope, then offer our copies.
    webpackRequire.initContainer = (shareScope, _initScope, options) => {
      const keys = ([] as string[]).concat(exposes.shareScope ?? 'default');
      for (const key of keys) {
        const hostScope = keys.length === 1 ? shareScope : options?.shareScopeMap?.[key];
        if (hostScope) S[key] = hostScope;
        provideOwn(key);
      }
      return true;
    };
    webpackRequire.getContainer = (expose, getScope) => {
      const get = exposes.moduleMap[expose];
      webpackRequire.R = getScope;
      const module = get ? get() : Promise.reject(new Error(`Module "${expose}" does not exist in container.`));
      webpackRequire.R = undefined;
      return module;
    };
  }
  return S;
}
