/** Writes `<file>.br` and `<file>.gz` beside every compressible file of `dir`; returns the byte counts. */
export function precompress(dir: string): { files: number; raw: number; brotli: number; gzip: number };
