// One rspack configuration for every app of the portal: the shell (host) and the five remotes.
// Each app's rspack.config.ts only names itself and what it exposes.
//
// A remote builds twice into its dist/: the container (remoteEntry.js, mf-manifest.json, the exposed
// chunks) and its standalone page, a minimal host that consumes the container through federation
// exactly as the shell does. Every build runs Module Federation's runtime: a page (the shell, a standalone
// page) provides it, and a remote entry uses the page's copy instead of carrying its own (decision 0009).
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import { rspack, type Configuration, type RspackPluginInstance, type RuleSetRule } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { ReactRefreshRspackPlugin } from '@rspack/plugin-react-refresh';
import { sharedDependencies, sharedFacades } from './shared-deps.ts';
import { contractPlugin, exposesWithNeeds, hostProvides, PORTAL_SHARED, remoteNeeds } from './federation-contract.ts';
import { screenChunksPlugin } from './screen-chunks.ts';
import type { FederationNeeds } from '../../shell/src/federation/compatibility.ts';
import { runtimeConfig } from '../lib/runtime-config.mjs';
import { AUTH_CALLBACK_PATH, handleAuthCallback } from '../lib/auth-callback.mjs';

export type AppKind = 'host' | 'remote';

export interface AppOptions {
  /** Absolute folder of the app (its package.json lives there). */
  dir: string;
  /** Federation name: `shell`, `mf_auth`, ... */
  name: string;
  kind: AppKind;
  /** Port of the development server. */
  port: number;
  /** Modules a remote exposes to the shell. */
  exposes?: Record<string, string>;
  /** Runtime plugins, as files (hosts only). */
  runtimePlugins?: string[];
  /** Page title of the app's own HTML page. */
  title: string;
  /** Extra resolve aliases (used by the monolithic size-comparison build). */
  alias?: Record<string, string>;
  /** Build without Module Federation (the monolithic comparison build). */
  monolith?: boolean;
  /** Output folder relative to `dir` (default `dist`). */
  outDir?: string;
  /** A script put in the page's head as it is (the shell's early requests, see shell/rspack.config.ts). */
  headScript?: string;
}

interface BuildContext {
  dir: string;
  production: boolean;
  /** A production build only read, never served: not minified, no source maps (PORTAL_QUICK_BUILD=on). */
  quick: boolean;
  outputPath: string;
  release: string;
}

export function createAppConfig(options: AppOptions, env: { mode?: string } = {}): Configuration | Configuration[] {
  const production = (env.mode ?? process.env.NODE_ENV) !== 'development';
  const ctx: BuildContext = {
    dir: options.dir,
    production,
    // the contract check of `npm test` reads the previous commit's build for its contracts alone
    quick: production && process.env.PORTAL_QUICK_BUILD === 'on',
    // PORTAL_OUT_DIR builds one app elsewhere (a deployment's own folder); PORTAL_RELEASE names the build.
    outputPath: process.env.PORTAL_OUT_DIR
      ? resolve(process.env.PORTAL_OUT_DIR)
      : resolve(options.dir, options.outDir ?? 'dist'),
    release: process.env.PORTAL_RELEASE || 'dev',
  };
  if (options.kind === 'host') return hostConfig(options, ctx, options.name, '');
  return [containerConfig(options, ctx), hostConfig(options, ctx, `${options.name}_standalone`, 'standalone/')];
}

/** A page with an entry: the shell, or a remote's standalone page (which then depends on its container). */
function hostConfig(options: AppOptions, ctx: BuildContext, name: string, prefix: string): Configuration {
  const standalone = options.kind === 'remote';
  const plugins: RspackPluginInstance[] = [
    new rspack.HtmlRspackPlugin({
      template: resolve(import.meta.dirname, 'index.html'),
      title: options.title,
      templateParameters: { lang: 'nb', headScript: options.headScript ?? '' },
      // The page's own scripts load from the app's root, whatever client route the page was opened on.
      publicPath: process.env.PORTAL_PUBLIC_PATH ?? '/',
    }),
  ];
  const federated = options.monolith
    ? undefined
    : federation(
        ctx,
        'host',
        { prefix },
        {
          name,
          // Remote URLs come from /config.json at runtime (see shell/src/federation), never from the build.
          remotes: {},
          manifest: standalone ? false : { fileName: 'mf-manifest.json' },
          runtimePlugins: options.runtimePlugins ?? [],
          // The page's remote entries take this runtime (externalRuntime below). A page loads remotes by
          // their mf-manifest.json, so it keeps the snapshot code that reads manifests.
          experiments: { provideExternalRuntime: true, optimization: { target: 'web' } },
        },
      );
  if (!ctx.production) plugins.push(new ReactRefreshRspackPlugin());
  return {
    ...common(ctx, name, plugins, federated, options.alias),
    entry: { main: './src/index.ts' },
    output: {
      ...output(ctx, prefix),
      publicPath: standalone ? 'auto' : '/',
      uniqueName: name,
      // The container's build cleans the folder; the standalone page is written beside it.
      clean: !standalone,
    },
    ...(standalone ? { dependencies: [options.name] } : { devServer: devServer(options) }),
  };
}

/** A remote's container: what hosts load (remoteEntry.js, mf-manifest.json and the exposed chunks). */
function containerConfig(options: AppOptions, ctx: BuildContext): Configuration {
  // what the remote's code needs of the shared modules: written beside it and compiled into its routes
  const needs = remoteNeeds(ctx.dir);
  const wrapped = exposesWithNeeds(ctx.dir, options.exposes ?? {}, needs);
  return {
    ...common(
      ctx,
      options.name,
      // the opened screen's files in the manifest, for the shell to fetch beside the entry
      [screenChunksPlugin({ appDir: ctx.dir })],
      federation(
        ctx,
        'container',
        { prefix: '', needs, modules: wrapped.modules },
        {
          name: options.name,
          filename: 'remoteEntry.js',
          exposes: wrapped.exposes,
          manifest: { fileName: 'mf-manifest.json' },
          // A container resolves nothing itself (no manifests, no remotes of its own): it runs on the
          // runtime of its page's host (the shell, or its standalone page), which loads it.
          experiments: {
            externalRuntime: true,
            optimization: { target: 'web', disableSnapshot: true, disableRemote: true },
          },
        },
      ),
    ),
    entry: {},
    output: { ...output(ctx, ''), publicPath: 'auto', uniqueName: options.name, clean: true },
    devServer: devServer(options),
  };
}

type FederationOptions = ConstructorParameters<typeof ModuleFederationPlugin>[0] & { name: string };

/** What Module Federation adds to a build's configuration. */
interface Federated {
  plugins: RspackPluginInstance[];
  rules: RuleSetRule[];
  alias: Record<string, string>;
}

/** A build's part of the contract between the shell and the remotes (federation-contract.ts). */
interface ContractOptions {
  /** Where in the output its `federation-contract.json` goes. */
  prefix: string;
  /** A container's needs. */
  needs?: FederationNeeds;
  /** Virtual modules the contract adds (a container's routes with its needs). */
  modules?: Record<string, string>;
}

/**
 * Module Federation for one build: its plugin with the shared modules (facades for the tree-shaken
 * ones, see shared-deps.ts), `loaded-first`, the runtime's ES module build in production, and the
 * build's `federation-contract.json` (docs/decisions/0086). A host is told what it provides
 * (`process.env.PORTAL_FEDERATION_PROVIDES`), for the shell's check of a remote before mounting it.
 */
function federation(
  ctx: BuildContext,
  kind: 'host' | 'container',
  contract: ContractOptions,
  options: FederationOptions,
): Federated {
  const facades = sharedFacades(ctx.dir);
  const shared = sharedDependencies(ctx.dir, kind === 'host');
  // a remote accepts any @portal/shared that has the exports it uses (not only the version it was built with)
  const sharedNeed = contract.needs?.[PORTAL_SHARED];
  if (sharedNeed && shared[PORTAL_SHARED]) shared[PORTAL_SHARED].requiredVersion = sharedNeed.requiredVersion;
  return {
    plugins: [
      new rspack.experiments.VirtualModulesPlugin({ ...facades.modules, ...contract.modules }),
      new ModuleFederationPlugin({
        shared,
        shareStrategy: 'loaded-first',
        dts: false,
        ...options,
      }),
      contractPlugin({
        appDir: ctx.dir,
        name: options.name,
        release: ctx.release,
        prefix: contract.prefix,
        needs: contract.needs,
        host: kind === 'host',
        strict: ctx.production,
      }),
      ...(kind === 'host'
        ? [
            new rspack.DefinePlugin({
              'process.env.PORTAL_FEDERATION_PROVIDES': JSON.stringify(hostProvides(ctx.dir)),
            }),
          ]
        : []),
    ],
    rules: ctx.production ? [FEDERATION_RUNTIME_ESM_RULE] : [],
    alias: { ...facades.alias, ...(ctx.production ? federationRuntimeEsm(ctx.dir) : {}) },
  };
}

/** Requests made inside `@module-federation/*` take the packages' ES module builds (production). */
/** TypeScript and JSX through rspack's SWC loader, for evergreen browsers (every app and the embeds). */
export function typescriptRule({
  development,
  refresh = false,
}: {
  development: boolean;
  refresh?: boolean;
}): RuleSetRule {
  return {
    test: /\.[cm]?tsx?$/,
    exclude: /node_modules/,
    loader: 'builtin:swc-loader',
    type: 'javascript/auto',
    options: {
      jsc: {
        target: 'es2022',
        parser: { syntax: 'typescript', tsx: true },
        transform: { react: { runtime: 'automatic', development, refresh } },
      },
    },
  };
}

export const FEDERATION_RUNTIME_ESM_RULE: RuleSetRule = {
  test: /[\\/]@module-federation[\\/]/,
  resolve: { conditionNames: ['import', 'browser', 'default'] },
};

/**
 * The federation plugin injects its runtime as the CommonJS build of its packages (an absolute path to
 * webpack-bundler-runtime, then `require()`s), and CommonJS cannot be tree-shaken. Production builds take
 * the ES module builds instead (this alias, and the `import` condition for requests made inside
 * `@module-federation/*`), so that `optimization.target: 'web'` and unused runtime code fall away.
 */
export function federationRuntimeEsm(appDir: string): Record<string, string> {
  const fromApp = createRequire(resolve(appDir, 'package.json'));
  const fromEnhanced = createRequire(fromApp.resolve('@module-federation/enhanced'));
  const esm: Record<string, string> = {};
  for (const name of ['webpack-bundler-runtime', 'runtime']) {
    const injected = fromEnhanced.resolve(`@module-federation/${name}`);
    esm[injected] = injected.replace(/\.cjs$/, '.js');
  }
  return esm;
}

function output(ctx: BuildContext, prefix: string): NonNullable<Configuration['output']> {
  const hash = ctx.production ? '.[contenthash:10]' : '';
  return {
    path: ctx.outputPath,
    filename: `${prefix}[name]${hash}.js`,
    chunkFilename: `${prefix}[name]${hash}.js`,
    cssFilename: `${prefix}[name]${hash}.css`,
    cssChunkFilename: `${prefix}[name]${hash}.css`,
    // a chunk that has not arrived in 30 s has failed (rspack's default waits 2 minutes): the route's
    // error panel says so and the next try loads it again (docs/decisions/0085)
    chunkLoadTimeout: CHUNK_LOAD_TIMEOUT_MS,
  };
}

/** How long a JS or CSS chunk may take to arrive. */
export const CHUNK_LOAD_TIMEOUT_MS = 30_000;

function common(
  ctx: BuildContext,
  name: string,
  plugins: RspackPluginInstance[],
  federated?: Federated,
  alias?: Record<string, string>,
): Configuration {
  return {
    name,
    context: ctx.dir,
    mode: ctx.production ? 'production' : 'development',
    devtool: ctx.quick ? false : ctx.production ? 'source-map' : 'eval-cheap-module-source-map',
    // Evergreen browsers only: no down-levelling to ES5 (smaller, faster code).
    target: ['web', 'es2022'],
    module: {
      rules: [
        typescriptRule({ development: !ctx.production, refresh: !ctx.production }),
        { test: /\.css$/, type: 'css/auto' },
        { test: /\.(png|jpe?g|svg|webp|woff2?)$/, type: 'asset' },
        ...(federated?.rules ?? []),
      ],
    },
    resolve: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'], alias: { ...federated?.alias, ...alias } },
    plugins: [
      ...plugins,
      ...(federated?.plugins ?? []),
      new rspack.DefinePlugin({
        'process.env.NODE_ENV': JSON.stringify(ctx.production ? 'production' : 'development'),
        'process.env.PORTAL_RELEASE': JSON.stringify(ctx.release),
      }),
    ],
    optimization: { minimize: ctx.production && !ctx.quick },
    // Lazy compilation (rspack's development default) compiles a chunk on its first request, which a
    // federation host cannot wait for across origins: every module is compiled up front.
    lazyCompilation: false,
    performance: { hints: false },
  };
}

function devServer(options: AppOptions): Configuration['devServer'] {
  return {
    // PORTAL_PORT_OFFSET moves every development server (a second checkout, the end-to-end suites).
    port: options.port + Number(process.env.PORTAL_PORT_OFFSET || 0),
    hot: true,
    historyApiFallback: true,
    headers: { 'Access-Control-Allow-Origin': '*' },
    client: { overlay: { warnings: false } },
    // Every app serves /config.json, as the static server does: the shell and each standalone page read it.
    setupMiddlewares: (middlewares) => {
      middlewares.unshift({
        name: 'runtime-config',
        path: '/config.json',
        middleware: (_req: unknown, res: { setHeader(k: string, v: string): void; end(b: string): void }) => {
          res.setHeader('Content-Type', 'application/json');
          res.setHeader('Cache-Control', 'no-cache');
          res.end(JSON.stringify(runtimeConfig(process.env)));
        },
      });
      if (options.kind === 'host') {
        middlewares.unshift({
          name: 'auth-callback',
          path: AUTH_CALLBACK_PATH,
          middleware: (req: IncomingMessage, res: ServerResponse) => void handleAuthCallback(req, res),
        });
      }
      return middlewares;
    },
  };
}
