// One rspack configuration for every app of the portal: the shell (host) and the five remotes.
// Each app's rspack.config.ts only names itself and what it exposes.
import { resolve } from 'node:path';
import { rspack, type Configuration } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { ReactRefreshRspackPlugin } from '@rspack/plugin-react-refresh';
import { sharedDependencies } from './shared-deps.ts';
import { runtimeConfig } from '../lib/runtime-config.mjs';

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
  /** Runtime plugins, as files (host only). */
  runtimePlugins?: string[];
  /** Page title of the app's own HTML page. */
  title: string;
  /** Extra resolve aliases (used by the monolithic size-comparison build). */
  alias?: Record<string, string>;
  /** Build without Module Federation (the monolithic comparison build). */
  monolith?: boolean;
  /** Output folder relative to `dir` (default `dist`). */
  outDir?: string;
}

export function createAppConfig(options: AppOptions, env: { mode?: string } = {}): Configuration {
  const { dir, name, kind, port, exposes = {}, title } = options;
  const production = (env.mode ?? process.env.NODE_ENV) !== 'development';
  const dev = !production;
  // PORTAL_OUT_DIR builds one app elsewhere (a deployment's own folder); PORTAL_RELEASE names the build.
  const outputPath = process.env.PORTAL_OUT_DIR
    ? resolve(process.env.PORTAL_OUT_DIR)
    : resolve(dir, options.outDir ?? 'dist');
  const release = process.env.PORTAL_RELEASE || 'dev';

  const plugins: Configuration['plugins'] = [
    new rspack.HtmlRspackPlugin({
      template: resolve(import.meta.dirname, 'index.html'),
      title,
      // The remote's container chunk is loaded by hosts, never by its own standalone page.
      excludeChunks: kind === 'remote' ? [name] : [],
      templateParameters: { lang: 'nb' },
      // The page's own scripts load from the app's root, whatever client route the page was opened on.
      publicPath: process.env.PORTAL_PUBLIC_PATH ?? '/',
    }),
    new rspack.DefinePlugin({
      'process.env.NODE_ENV': JSON.stringify(production ? 'production' : 'development'),
      'process.env.PORTAL_RELEASE': JSON.stringify(release),
    }),
  ];
  if (!options.monolith) {
    plugins.push(
      new ModuleFederationPlugin({
        name,
        filename: kind === 'remote' ? 'remoteEntry.js' : undefined,
        exposes: kind === 'remote' ? exposes : undefined,
        // Remote URLs come from /config.json at runtime (see shell/src/federation), never from the build.
        remotes: {},
        shared: sharedDependencies(dir),
        shareStrategy: 'loaded-first',
        runtimePlugins: options.runtimePlugins,
        manifest: { fileName: 'mf-manifest.json' },
        dts: false,
      }),
    );
  }
  if (dev) plugins.push(new ReactRefreshRspackPlugin());

  return {
    name,
    context: dir,
    // Evergreen browsers only: no down-levelling to ES5 (smaller, faster code).
    target: ['web', 'es2022'],
    mode: production ? 'production' : 'development',
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    entry: { main: './src/index.ts' },
    output: {
      path: outputPath,
      publicPath: kind === 'host' ? '/' : 'auto',
      uniqueName: name,
      filename: production ? '[name].[contenthash:10].js' : '[name].js',
      chunkFilename: production ? '[name].[contenthash:10].js' : '[name].js',
      cssFilename: production ? '[name].[contenthash:10].css' : '[name].css',
      cssChunkFilename: production ? '[name].[contenthash:10].css' : '[name].css',
      clean: true,
    },
    resolve: {
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
      alias: options.alias,
    },
    module: {
      rules: [
        {
          test: /\.[cm]?tsx?$/,
          exclude: /node_modules/,
          loader: 'builtin:swc-loader',
          type: 'javascript/auto',
          options: {
            jsc: {
              target: 'es2022',
              parser: { syntax: 'typescript', tsx: true },
              transform: { react: { runtime: 'automatic', development: dev, refresh: dev } },
            },
          },
        },
        { test: /\.css$/, type: 'css/auto' },
        { test: /\.(png|jpe?g|svg|webp|woff2?)$/, type: 'asset' },
      ],
    },
    plugins,
    optimization: { minimize: production },
    performance: { hints: false },
    devServer: {
      port,
      hot: true,
      historyApiFallback: true,
      headers: { 'Access-Control-Allow-Origin': '*' },
      client: { overlay: { warnings: false } },
      setupMiddlewares: (middlewares) => {
        if (kind === 'host') {
          middlewares.unshift({
            name: 'runtime-config',
            path: '/config.json',
            middleware: (_req: unknown, res: { setHeader(k: string, v: string): void; end(b: string): void }) => {
              res.setHeader('Content-Type', 'application/json');
              res.setHeader('Cache-Control', 'no-cache');
              res.end(JSON.stringify(runtimeConfig(process.env)));
            },
          });
        }
        return middlewares;
      },
    },
  };
}
