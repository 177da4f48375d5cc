// Opening PGlite and running one statement on it: shared by the in-process engine (in memory) and
// the database worker (on disk), so both answer alike.
import { fdatasyncSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';

// int8 as number (counts and sums stay well inside 2^53), dates as 'YYYY-MM-DD' strings on both engines.
export const INT8 = 20;
export const DATE = 1082;

export interface PGliteOpenOptions {
  /** Directory on disk; omitted = in memory. */
  dataDir?: string;
  /** A data-directory tarball to start from (a fresh dataDir only). */
  loadDataDir?: Blob;
  /**
   * Flush the write-ahead log to the disk at every commit (and the data files at checkpoints), so that
   * an acknowledged write survives a power cut. PGlite starts with `fsync=off`, and its Node file
   * system (Emscripten's NODEFS) has no fsync: both are switched on here.
   */
  durable?: boolean;
}

export interface StatementResult {
  rows: unknown[];
  affectedRows?: number;
}

interface NodeFsStream {
  nfd?: number;
}

export async function openPGlite(options: PGliteOpenOptions): Promise<PGlite> {
  const durable = Boolean(options.dataDir) && options.durable !== false;
  const pglite = new PGlite({
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    parsers: { [INT8]: (v: string) => Number(v), [DATE]: (v: string) => v },
    // wal_sync_method=fsync: PostgreSQL's default (fdatasync) is a no-op in Emscripten; fsync reaches
    // the file system's stream operation patched below.
    ...(durable
      ? { startParams: [...PGlite.defaultStartParams, '-c', 'fsync=on', '-c', 'wal_sync_method=fsync'] }
      : {}),
  });
  await pglite.waitReady;
  if (durable) {
    // Every open file shares NODEFS's one stream_ops object; a checkpoint then flushes what was
    // written while starting, before the patch.
    const nodefs = (pglite.Module as unknown as { NODEFS: { stream_ops: Record<string, unknown> } }).NODEFS;
    nodefs.stream_ops.fsync = (stream: NodeFsStream) => {
      if (stream.nfd !== undefined) fdatasyncSync(stream.nfd);
      return 0;
    };
    await pglite.exec('checkpoint');
  }
  return pglite;
}

/**
 * Runs one compiled statement: without parameters through `exec`, which accepts several statements
 * (migrations) and returns the last one's result.
 */
export async function runStatement(
  pglite: PGlite,
  sql: string,
  parameters: readonly unknown[],
): Promise<StatementResult> {
  if (parameters.length === 0) {
    const results = await pglite.exec(sql);
    const last = results[results.length - 1];
    return { rows: last?.rows ?? [], ...(last?.affectedRows !== undefined ? { affectedRows: last.affectedRows } : {}) };
  }
  const result = await pglite.query(sql, [...parameters], { rowMode: 'object' });
  return { rows: result.rows, ...(result.affectedRows !== undefined ? { affectedRows: result.affectedRows } : {}) };
}
