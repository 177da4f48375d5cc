// The portal's federation runtime: what a build's generated code calls (`__webpack_require__.federation`)
// to share modules with the other builds on the page. It stands in for Module Federation's runtime
// (`@module-federation/webpack-bundler-runtime` and `runtime-core`, about 25 KB gzip) with what the
// portal uses: singletons in one "default" scope, the "loaded-first" strategy, containers initialised
// by their host. The build plugin, the container format and the manifests stay Module Federation's
// (decision 0007). The functions and the data they receive are the build's contract (rspack's
// moduleFederationDefaultRuntime); `bundler-runtime.test.ts` drives them the way that code does.
import { load, loadSync, provide, type Factory, type ShareConfig, type ShareScope } from './share-scope';
import type { FederationPlugin } from './types';

/** A build's shared module, as its generated code lists it (`initOptions.shared`). */
interface ProvidedOption {
  version: string;
  scope: string[];
  shareConfig: ShareConfig;
  get: () => Factory | Promise<Factory>;
}

/** How a build consumes a shared module (`consumesLoadingModuleToHandlerMapping`). */
interface ConsumeHandler {
  shareKey: string;
  /** The build's own copy, used when the scope has none. */
  getter: () => Factory | Promise<Factory>;
  shareInfo: { shareConfig: ShareConfig; scope: string[] };
}

export interface InitOptions {
  name: string;
  shareStrategy?: string;
  shared?: Record<string, ProvidedOption[]>;
  plugins?: FederationPlugin[];
}

interface ModuleRecord {
  exports: unknown;
}

/** The part of `__webpack_require__` the runtime touches. */
export interface WebpackRequire {
  m: Record<string, (module: ModuleRecord) => void>;
  c: Record<string, unknown>;
  federation: { initOptions: InitOptions };
}

type Installed = Record<string, Promise<void> | 0>;

export interface ConsumesOptions {
  chunkId: string | number;
  promises: Array<Promise<unknown> | 0>;
  chunkMapping: Record<string, string[]>;
  installedModules: Installed;
  moduleToHandlerMapping: Record<string, ConsumeHandler>;
  webpackRequire: WebpackRequire;
}

export interface InitialConsumesOptions {
  initialConsumes: string[];
  installedModules: Installed;
  moduleToHandlerMapping: Record<string, ConsumeHandler>;
  webpackRequire: WebpackRequire;
}

export interface ContainerInitOptions {
  shareScope: ShareScope;
  shareScopeKey?: string | string[];
  remoteEntryInitOptions?: { shareScopeMap?: Record<string, ShareScope> };
}

/** What a build's `__webpack_require__.federation` receives from this module (its default export). */
export interface Federation {
  instance: undefined;
  initOptions: undefined;
  bundlerRuntimeOptions: Record<string, never>;
  bundlerRuntime: {
    S: Record<string, ShareScope>;
    init(args: { webpackRequire: WebpackRequire }): { name: string };
    consumes(options: ConsumesOptions): void;
    installInitialConsumes(options: InitialConsumesOptions): void;
    I(args: { shareScopeName: string | string[] }): boolean;
    initContainerEntry(options: ContainerInitOptions): boolean;
    getSharedFallbackGetter(args: { factory: () => Factory | Promise<Factory> }): () => Factory | Promise<Factory>;
  };
}

export interface BundlerRuntime {
  federation: Federation;
  /** The build's name and plugins, once its generated code has initialised the runtime. */
  options: () => InitOptions | undefined;
}

export function createBundlerRuntime(): BundlerRuntime {
  const S: Record<string, ShareScope> = {};
  let options: InitOptions | undefined;

  /** Puts this build's own copies in their scopes (only `scopeName`'s if given); a copy already there is kept. */
  const provideOwn = (scopeName?: string) => {
    if (!options) return;
    for (const [name, provided] of Object.entries(options.shared ?? {})) {
      for (const option of provided) {
        const eager = Boolean(option.shareConfig.eager);
        for (const scope of option.scope) {
          if (scopeName && scope !== scopeName) continue;
          provide((S[scope] ??= {}), name, {
            version: option.version,
            from: options.name,
            eager,
            shareConfig: { ...option.shareConfig, eager },
            scope: option.scope,
            strategy: 'loaded-first',
            get: option.get,
          });
        }
      }
    }
  };

  /** The copy a handler gets: the scope's choice, or the build's own copy when the scope has none. */
  const consumer = (handler: ConsumeHandler) => ({
    name: options?.name ?? '',
    requiredVersion: handler.shareInfo.shareConfig.requiredVersion,
    strictVersion: handler.shareInfo.shareConfig.strictVersion,
  });
  const scopeOf = (handler: ConsumeHandler) => (S[handler.shareInfo.scope[0] ?? 'default'] ??= {});

  const define = (webpackRequire: WebpackRequire, id: string, build: () => unknown) => {
    webpackRequire.m[id] = (module) => {
      delete webpackRequire.c[id];
      module.exports = build();
    };
  };

  const federation: Federation = {
    instance: undefined,
    initOptions: undefined,
    bundlerRuntimeOptions: {},
    bundlerRuntime: {
      S,

      init({ webpackRequire }) {
        options = webpackRequire.federation.initOptions;
        if (options.shareStrategy && options.shareStrategy !== 'loaded-first') {
          throw new Error(`[federation] ${options.name}: only the "loaded-first" share strategy is supported`);
        }
        provideOwn();
        return { name: options.name };
      },

      // A chunk is about to load: resolve the shared modules it needs, and define each one as the
      // chosen copy. A failure is kept in the module, so that it surfaces where the module is used.
      consumes({ chunkId, promises, chunkMapping, installedModules, moduleToHandlerMapping, webpackRequire }) {
        for (const id of chunkMapping[String(chunkId)] ?? []) {
          const installed = installedModules[id];
          if (installed !== undefined) {
            promises.push(installed);
            continue;
          }
          const handler = moduleToHandlerMapping[id];
          if (!handler) continue;
          const loading = load(scopeOf(handler), handler.shareKey, consumer(handler))
            .then((factory) => factory ?? handler.getter())
            .then(
              (factory) => {
                installedModules[id] = 0;
                define(webpackRequire, id, factory);
              },
              (error: unknown) => {
                delete installedModules[id];
                define(webpackRequire, id, () => {
                  throw error;
                });
              },
            );
          promises.push((installedModules[id] = loading));
        }
      },

      // Modules of the build's first chunk (eager): resolved when first required, synchronously.
      installInitialConsumes({ initialConsumes, installedModules, moduleToHandlerMapping, webpackRequire }) {
        for (const id of initialConsumes) {
          const handler = moduleToHandlerMapping[id];
          if (!handler) continue;
          define(webpackRequire, id, () => {
            installedModules[id] = 0;
            const factory = loadSync(scopeOf(handler), handler.shareKey, consumer(handler)) ?? handler.getter();
            if (typeof factory !== 'function') {
              throw new Error(`[federation] shared ${handler.shareKey} is not available synchronously`);
            }
            return factory();
          });
        }
      },

      I({ shareScopeName }) {
        for (const name of ([] as string[]).concat(shareScopeName)) provideOwn(name);
        return true;
      },

      // A host initialises this build as a container: adopt the host's scope, then offer our copies.
      initContainerEntry({ shareScope, shareScopeKey, remoteEntryInitOptions }) {
        const keys = ([] as string[]).concat(shareScopeKey ?? 'default');
        for (const key of keys) {
          const hostScope = keys.length === 1 ? shareScope : remoteEntryInitOptions?.shareScopeMap?.[key];
          if (hostScope) S[key] = hostScope;
          provideOwn(key);
        }
        return true;
      },

      // Module Federation would fetch a separately built copy of a tree-shaken shared module when the
      // scope's copy lacks exports a consumer uses. Every portal build keeps the same exports
      // (TREE_SHAKEN_EXPORTS), so the build's own copy is the fallback.
      getSharedFallbackGetter: ({ factory }) => factory,
    },
  };

  return { federation, options: () => options };
}
