// Brotli and gzip copies of a build's text files, made once at build time (Node's zlib), so the
// static server sends compressed files without compressing on every request (docs/decisions/0087).
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** What is worth compressing: text a page loads (source maps are left out: no page loads them). */
const COMPRESSIBLE = /\.(js|mjs|css|html|json|svg|txt|xml|webmanifest)$/;
/** Below this, the headers cost more than compression saves. */
const MIN_BYTES = 1024;

function* files(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else if (entry.isFile()) yield path;
  }
}

/** Writes `<file>.br` and `<file>.gz` beside every compressible file of `dir`; returns the byte counts. */
export function precompress(dir) {
  const totals = { files: 0, raw: 0, brotli: 0, gzip: 0 };
  for (const path of files(dir)) {
    if (!COMPRESSIBLE.test(path) || statSync(path).size < MIN_BYTES) continue;
    const raw = readFileSync(path);
    const brotli = brotliCompressSync(raw, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
      },
    });
    const gzip = gzipSync(raw, { level: 9 });
    writeFileSync(`${path}.br`, brotli);
    writeFileSync(`${path}.gz`, gzip);
    totals.files += 1;
    totals.raw += raw.length;
    totals.brotli += brotli.length;
    totals.gzip += gzip.length;
  }
  return totals;
}
