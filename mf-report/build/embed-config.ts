// The report's builds for landlords, beside the portal's container and standalone page in dist/:
// - dist/embed/remoteEntry.js + mf-manifest.json: the `tenant_report` container for a landlord's own
//   Module Federation host (exposes `./Report`; shares only React; carries its own federation runtime,
//   so any Module Federation 2 host can load it);
// - dist/embed/tenant-report.js: the `<tenant-report>` custom element, one script tag, React inside;
// - dist/examples/: two example landlord pages that use them (served by `npm start`).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import { rspack, type Configuration } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { FEDERATION_RUNTIME_ESM_RULE, federationRuntimeEsm, typescriptRule } from '../../scripts/build/app-config.ts';

const DIR = resolve(import.meta.dirname, '..');
const require = createRequire(resolve(DIR, 'package.json'));
const versionOf = (name: string) =>
  (JSON.parse(readFileSync(require.resolve(`${name}/package.json`), 'utf8')) as { version: string }).version;

/** React is the one thing a landlord's host and the report share (the props contract's peer). */
function reactShared() {
  const react = `^${versionOf('react')}`;
  const reactDom = `^${versionOf('react-dom')}`;
  return {
    react: { singleton: true, requiredVersion: react },
    'react/jsx-runtime': { singleton: true, requiredVersion: react },
    'react-dom': { singleton: true, requiredVersion: reactDom },
    'react-dom/client': { singleton: true, requiredVersion: reactDom },
  };
}

function base(name: string, production: boolean, outputDir: string, plugins: Configuration['plugins']): Configuration {
  const hash = production ? '.[contenthash:10]' : '';
  return {
    name,
    context: DIR,
    mode: production ? 'production' : 'development',
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    target: ['web', 'es2022'],
    // Written after the portal's container build, which cleans dist/.
    dependencies: ['mf_report'],
    output: {
      path: outputDir,
      publicPath: 'auto',
      uniqueName: name,
      chunkFilename: `[name]${hash}.js`,
      cssChunkFilename: `[name]${hash}.css`,
      cssFilename: `[name]${hash}.css`,
      clean: false,
    },
    resolve: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] },
    module: {
      rules: [
        typescriptRule({ development: !production }),
        // The shared library's modules have no side effects at import: let the embeds drop what they
        // do not use (its one entry re-exports everything: router, federation runtime, session state).
        { test: /[\\/]shared[\\/]src[\\/]/, sideEffects: false },
        { test: /\.css$/, resourceQuery: /raw/, type: 'asset/source' },
        { test: /\.css$/, resourceQuery: { not: [/raw/] }, type: 'css/auto' },
      ],
    },
    plugins: [
      ...(plugins ?? []),
      new rspack.DefinePlugin({
        'process.env.NODE_ENV': JSON.stringify(production ? 'production' : 'development'),
        'process.env.PORTAL_RELEASE': JSON.stringify(process.env.PORTAL_RELEASE || 'dev'),
      }),
    ],
    optimization: { minimize: production },
    performance: { hints: false },
  };
}

export function embedConfigs(outputPath: string, production: boolean): Configuration[] {
  const embedDir = resolve(outputPath, 'embed');
  const examplesDir = resolve(outputPath, 'examples');

  const container: Configuration = {
    ...base('tenant_report', production, embedDir, [
      new ModuleFederationPlugin({
        name: 'tenant_report',
        filename: 'remoteEntry.js',
        exposes: { './Report': './src/features/embed/components/federated-report.tsx' },
        manifest: { fileName: 'mf-manifest.json' },
        shared: reactShared(),
        dts: false,
        // The container loads no remotes of its own: its runtime needs neither manifests nor remote
        // loading, whatever host loads it (decision 0009).
        experiments: { optimization: { target: 'web', disableSnapshot: true, disableRemote: true } },
      }),
    ]),
    entry: {},
  };
  if (production) {
    // Module Federation's runtime as ES modules, so that the options above take code away (as in the portal).
    container.resolve = { ...container.resolve, alias: federationRuntimeEsm(DIR) };
    container.module = {
      ...container.module,
      rules: [...(container.module?.rules ?? []), FEDERATION_RUNTIME_ESM_RULE],
    };
  }

  const element: Configuration = {
    ...base('tenant_report_element', production, embedDir, []),
    entry: { 'tenant-report': './src/features/embed/components/custom-element.tsx' },
  };
  element.output = { ...element.output, filename: '[name].js' };

  const host: Configuration = {
    ...base('landlord_example', production, examplesDir, [
      new ModuleFederationPlugin({
        name: 'landlord_example',
        remotes: {},
        manifest: false,
        shared: reactShared(),
        dts: false,
      }),
      new rspack.HtmlRspackPlugin({
        template: resolve(DIR, 'examples/module-federation-host/index.html'),
        filename: 'module-federation-host.html',
      }),
      new rspack.CopyRspackPlugin({ patterns: [{ from: resolve(DIR, 'examples/custom-element.html') }] }),
    ]),
    entry: { 'module-federation-host': './examples/module-federation-host/index.ts' },
  };
  host.output = { ...host.output, filename: `[name]${production ? '.[contenthash:10]' : ''}.js` };

  return [container, element, host];
}
