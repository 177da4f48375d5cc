// What makes the shell an installable web app (docs/decisions/0170):
// - `webAppAssetsPlugin`: the web app manifest of each brand in each language and the brand's icons,
//   drawn from the brand's SVG icon (shell/src/app/brand-icon.ts) into PNG with resvg at build time;
// - `serviceWorkerConfig`: the service worker (shell/src/service-worker/sw.ts) bundled on its own, after
//   the shell's build, with the list of the shell's files of this release injected by Workbox.
import { resolve } from 'node:path';
import { rspack, type Compiler, type Configuration, type RspackPluginInstance } from '@rspack/core';
import { Resvg } from '@resvg/resvg-js';
import { getManifest } from 'workbox-build';
import { BRAND_THEMES } from '../../shared/src/ui/theme.ts';
import { brandIconSvg, webAppIcons, webAppManifest, webAppManifestPath } from '../src/app/brand-icon.ts';
import { typescriptRule } from '../../scripts/build/app-config.ts';

const LANGUAGES = ['en', 'da', 'nb'] as const;

/** Every file the web app assets plugin writes (path in the output, content). */
export function webAppAssets(): Array<{ path: string; content: Buffer }> {
  const files: Array<{ path: string; content: Buffer }> = [];
  for (const theme of Object.values(BRAND_THEMES)) {
    for (const language of LANGUAGES) {
      const manifest = webAppManifest(theme, language);
      files.push({
        path: webAppManifestPath(theme.id, language).slice(1),
        content: Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`),
      });
    }
    for (const icon of webAppIcons(theme.id)) {
      const svg = brandIconSvg(theme.colours.primary, theme.colours.onPrimary, {
        maskable: icon.purpose === 'maskable',
        size: icon.size,
      });
      const png = new Resvg(svg, { fitTo: { mode: 'width', value: icon.size } }).render().asPng();
      files.push({ path: icon.src.slice(1), content: png });
    }
  }
  return files;
}

/** Emits the manifests and icons into the shell's build. */
export function webAppAssetsPlugin(): RspackPluginInstance {
  return {
    apply(compiler: Compiler) {
      compiler.hooks.thisCompilation.tap('PortalWebAppAssets', (compilation) => {
        compilation.hooks.processAssets.tap(
          { name: 'PortalWebAppAssets', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
          () => {
            for (const file of webAppAssets()) {
              compilation.emitAsset(file.path, new rspack.sources.RawSource(file.content));
            }
          },
        );
      });
    },
  };
}

/** What of the shell's build the service worker fetches when it installs (the rest: when first used). */
const PRECACHE = {
  globPatterns: ['index.html', '*.{js,css}', 'icons/*.png', 'manifest/*.webmanifest'],
  // the worker itself, and error reporting's chunk (loaded only where monitoring is configured)
  globIgnores: ['sw.js', 'sentry.*.js'],
};
const INJECTION_POINT = 'self.__WB_MANIFEST';

/** Replaces the worker's injection point with Workbox's list of the shell's files (after minifying). */
function precacheListPlugin(shellDist: string): RspackPluginInstance {
  return {
    apply(compiler: Compiler) {
      compiler.hooks.thisCompilation.tap('PortalPrecacheList', (compilation) => {
        compilation.hooks.processAssets.tapPromise(
          { name: 'PortalPrecacheList', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_HASH },
          async () => {
            const { manifestEntries, warnings } = await getManifest({
              globDirectory: shellDist,
              ...PRECACHE,
              // hashed names need no revision: the name changes with the content
              dontCacheBustURLsMatching: /\.[0-9a-f]{8,}\./,
            });
            for (const warning of warnings) compilation.warnings.push(new rspack.WebpackError(warning));
            if (!manifestEntries?.some((entry: { url: string }) => entry.url === 'index.html')) {
              compilation.errors.push(new rspack.WebpackError(`no shell build in ${shellDist} to list for the worker`));
              return;
            }
            const source = compilation.getAsset('sw.js')?.source.source().toString() ?? '';
            if (!source.includes(INJECTION_POINT)) {
              compilation.errors.push(new rspack.WebpackError(`sw.js has no ${INJECTION_POINT} to fill in`));
              return;
            }
            const list = JSON.stringify(
              (manifestEntries ?? []).map((e: { url: string; revision: string | null }) => ({
                ...e,
                url: `/${e.url}`,
              })),
            );
            compilation.updateAsset('sw.js', new rspack.sources.RawSource(source.replace(INJECTION_POINT, list)));
          },
        );
      });
    },
  };
}

/**
 * The service worker's build: `sw.js` (not hashed: its URL is its identity) in the shell's output
 * folder, after the shell's build (`dependencies`), which it lists for precaching.
 */
export function serviceWorkerConfig({
  dir,
  outputPath,
  dependsOn,
}: {
  dir: string;
  outputPath: string;
  dependsOn: string;
}): Configuration {
  return {
    name: `${dependsOn}-service-worker`,
    dependencies: [dependsOn],
    context: dir,
    mode: 'production',
    devtool: false,
    target: ['webworker', 'es2022'],
    entry: { sw: resolve(dir, 'src/service-worker/sw.ts') },
    output: { path: outputPath, filename: '[name].js', clean: false, publicPath: '/' },
    module: { rules: [typescriptRule({ development: false })] },
    resolve: { extensions: ['.ts', '.js', '.mjs'] },
    plugins: [
      new rspack.DefinePlugin({ 'process.env.NODE_ENV': JSON.stringify('production') }),
      precacheListPlugin(outputPath),
    ],
    optimization: { minimize: true },
    performance: { hints: false },
  };
}
