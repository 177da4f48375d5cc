/**
 * What a remote's build adds to its `mf-manifest.json` (scripts/build/screen-chunks.ts), so that the
 * shell can fetch the chunks of the screen being opened as soon as the manifest is there, beside the
 * remote's entry and routes module, instead of once the routes module has run (docs/decisions/0090).
 * Plain data, types and one pure helper: the build reads this file too.
 */
export const SCREENS_FIELD = 'screens';

/** Chunk names a remote gives its screens' dynamic imports: `screen-<key of its paths.ts>`. */
export const SCREEN_CHUNK_PREFIX = 'screen-';

/** Chunk names of a remote's texts in one language (`texts-en`), see `defineTexts` in shared. */
export const TEXTS_CHUNK_PREFIX = 'texts-';

export interface ScreenChunks {
  /** Each screen that loads on its first visit: its route's pattern (as in paths.ts) and its files. */
  routes: { path: string; files: string[] }[];
  /** The remote's texts' files by language. */
  texts: Record<string, string[]>;
}

/** Scripts and style sheets among a chunk group's files (not their source maps), sorted. */
export const loadableFiles = (files: string[]): string[] => files.filter((file) => /\.(js|css)$/.test(file)).sort();
