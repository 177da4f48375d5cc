// The shell's own files a start waits for, written into the page's inline script (early-start.ts) once
// the build knows their names: its texts in each language (`texts-<language>`, and shared's
// `common-texts-<language>`), and the signed-in layout a returning tenant's start loads. The inline
// script preloads them while main.js downloads, instead of main.js asking for them once it has run
// (docs/decisions/0090).
import { rspack, type Compilation, type Compiler, type RspackPluginInstance } from '@rspack/core';
import { HOST_FILES_PLACEHOLDER, type EarlyHostFiles } from '../src/federation/early-start.ts';
import { loadableFiles, TEXTS_CHUNK_PREFIX } from '../src/federation/screen-manifest.ts';
import { runAfterFirstPaint } from '../../scripts/lib/prerender.mjs';

const NAME = 'PortalEarlyHostFiles';

/** The chunk names of the texts the shell loads before its first screen (its own, and shared's). */
const TEXTS_PREFIXES = [TEXTS_CHUNK_PREFIX, `common-${TEXTS_CHUNK_PREFIX}`];

/** The chunk name of the signed-in layout (shell/src/layout/tenancy-layout.tsx). */
export const SIGNED_IN_LAYOUT_CHUNK = 'signed-in-layout';

/** The page's entry point (its `main.js`). */
const ENTRY = 'main';

/** The shell's early files from the compilation's named chunk groups, as the page asks for them. */
export function earlyHostFiles(
  groups: Iterable<[string, { getFiles(): string[] }]>,
  publicPath: string,
): EarlyHostFiles {
  const files: EarlyHostFiles = { texts: {}, signedIn: [], entry: [] };
  const loadable = (group: { getFiles(): string[] }) =>
    loadableFiles(group.getFiles()).map((file) => `${publicPath}${file}`);
  for (const [name, group] of groups) {
    const prefix = TEXTS_PREFIXES.find((candidate) => name.startsWith(candidate));
    if (prefix) {
      const language = name.slice(prefix.length);
      files.texts[language] = [...(files.texts[language] ?? []), ...loadable(group)].sort();
    } else if (name === SIGNED_IN_LAYOUT_CHUNK) {
      files.signedIn = loadable(group);
    } else if (name === ENTRY) {
      files.entry = loadable(group).filter((file) => file.endsWith('.js'));
    }
  }
  return files;
}

/** Replaces the inline script's placeholder in index.html with the shell's early files. */
export function earlyHostFilesPlugin(): RspackPluginInstance {
  return {
    apply(compiler: Compiler) {
      compiler.hooks.thisCompilation.tap(NAME, (compilation: Compilation) => {
        rspack.HtmlRspackPlugin.getCompilationHooks(compilation).beforeEmit.tapPromise(NAME, async (data) => {
          const publicPath = compilation.outputOptions.publicPath;
          const files = earlyHostFiles(
            compilation.namedChunkGroups,
            typeof publicPath === 'string' && publicPath !== 'auto' ? publicPath : '/',
          );
          const placeholder = new RegExp(`(["'])${HOST_FILES_PLACEHOLDER}\\1`);
          if (!placeholder.test(data.html)) {
            compilation.errors.push(new rspack.WebpackError(`[early files] no ${HOST_FILES_PLACEHOLDER} in the page`));
            return data;
          }
          if (!Object.keys(files.texts).length || !files.signedIn.length || !files.entry.length) {
            compilation.errors.push(
              new rspack.WebpackError('[early files] no texts, signed-in layout or entry chunks found'),
            );
          }
          // main.js runs after the first paint when the page draws a screen before it (a copy of the
          // last one, or the server's), else as soon as it is there
          return { ...data, html: runAfterFirstPaint(data.html.replace(placeholder, JSON.stringify(files))) };
        });
      });
    },
  };
}
