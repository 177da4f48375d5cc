// A remote's screens in its manifest (docs/decisions/0090): the files of each screen that loads on its
// first visit, by the route's pattern, and the files of its texts by language. The shell reads them
// when the manifest arrives and fetches the opened screen's files beside the remote's entry, instead
// of waiting for the routes module to ask for them.
//
// A screen's dynamic imports carry the chunk name `screen-<key>`, the key of the screen in the
// remote's `src/paths.ts` (whose `path` is the route's pattern): the build reads the patterns from
// there, and a chunk named after a key that paths.ts does not have fails the build.
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Compilation, Compiler, RspackPluginInstance } from '@rspack/core';
import {
  loadableFiles,
  SCREEN_CHUNK_PREFIX,
  SCREENS_FIELD,
  TEXTS_CHUNK_PREFIX,
  type ScreenChunks,
} from '../../shell/src/federation/screen-manifest.ts';

const NAME = 'PortalScreenChunks';
const MANIFEST = 'mf-manifest.json';

type Paths = Record<string, { path: string }>;

/** The screens' patterns of the remote at `appDir` (its `src/paths.ts`, dependency-free but for shared's links). */
export async function remotePaths(appDir: string): Promise<Paths> {
  const file = resolve(appDir, 'src/paths.ts');
  if (!existsSync(file)) return {};
  return ((await import(pathToFileURL(file).href)) as { paths: Paths }).paths;
}

/**
 * The manifest's screens from the compilation's named chunk groups: `screen-<key>` by `paths[key].path`,
 * `texts-<language>` by language. Problems (a key paths.ts lacks) are returned, not thrown.
 */
export function screenChunks(
  groups: Iterable<[string, { getFiles(): string[] }]>,
  paths: Paths,
): { screens: ScreenChunks; problems: string[] } {
  const screens: ScreenChunks = { routes: [], texts: {} };
  const problems: string[] = [];
  for (const [name, group] of groups) {
    if (name.startsWith(SCREEN_CHUNK_PREFIX)) {
      const key = name.slice(SCREEN_CHUNK_PREFIX.length);
      const screen = Object.hasOwn(paths, key) ? paths[key] : undefined;
      if (!screen) problems.push(`chunk "${name}" names no screen of src/paths.ts (no key "${key}")`);
      else screens.routes.push({ path: screen.path, files: loadableFiles(group.getFiles()) });
    } else if (name.startsWith(TEXTS_CHUNK_PREFIX)) {
      screens.texts[name.slice(TEXTS_CHUNK_PREFIX.length)] = loadableFiles(group.getFiles());
    }
  }
  screens.routes.sort((a, b) => a.path.localeCompare(b.path));
  return { screens, problems };
}

/** Adds the screens to the container's `mf-manifest.json`, once the federation plugin has written it. */
export function screenChunksPlugin({ appDir }: { appDir: string }): RspackPluginInstance {
  return {
    apply(compiler: Compiler) {
      const { rspack } = compiler;
      compiler.hooks.thisCompilation.tap(NAME, (compilation: Compilation) => {
        compilation.hooks.processAssets.tapPromise(
          { name: NAME, stage: rspack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
          async () => {
            const asset = compilation.getAsset(MANIFEST);
            if (!asset) return;
            const { screens, problems } = screenChunks(compilation.namedChunkGroups, await remotePaths(appDir));
            for (const problem of problems) compilation.errors.push(new rspack.WebpackError(`[screens] ${problem}`));
            const manifest = JSON.parse(asset.source.source().toString()) as Record<string, unknown>;
            manifest[SCREENS_FIELD] = screens;
            compilation.updateAsset(MANIFEST, new rspack.sources.RawSource(JSON.stringify(manifest, null, 2)));
          },
        );
      });
    },
  };
}
