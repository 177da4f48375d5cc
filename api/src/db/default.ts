import { existsSync, mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadConfig } from '../config.ts';
import { type Database, type Db, openDatabase } from './database.ts';

const here = dirname(fileURLToPath(import.meta.url));

/** Git-ignored folder for local state (PGlite files, the support secret). */
export const DATA_DIR = resolve(process.env.DATA_DIR ?? join(here, '..', '..', '..', '.data'));
export const PGLITE_DIR = resolve(process.env.PGLITE_DIR ?? join(DATA_DIR, 'pglite'));

/**
 * DATABASE_URL when set, else PGlite on disk. A fresh PGlite directory is prepared in memory first
 * (migrated and seeded by `prepare`) and written to disk in one piece: much faster than seeding
 * through the file system. `prepare` runs with no statement time limit; requests on `db` have the
 * configured one (DB_STATEMENT_TIMEOUT_MS). PGlite on disk runs in a worker thread.
 */
export async function openDefaultDatabase(
  prepare?: (db: Db) => Promise<void>,
  log: (line: string) => void = () => undefined,
): Promise<Database & { location: string }> {
  const { statementTimeoutMs, pgliteFsync, heavyConnections } = loadConfig().database;
  const url = process.env.DATABASE_URL;
  if (url) {
    const database = await openDatabase({ url, statementTimeoutMs, heavyPoolSize: heavyConnections });
    await prepare?.(database.unlimited);
    return { ...database, location: new URL(url).host };
  }
  const fresh = !existsSync(join(PGLITE_DIR, 'PG_VERSION'));
  mkdirSync(PGLITE_DIR, { recursive: true });
  if (fresh && prepare) {
    const memory = await openDatabase({});
    await prepare(memory.db);
    const t0 = Date.now();
    const image = await memory.pglite!.dumpDataDir('none');
    await memory.close();
    const database = await openDatabase({
      dataDir: PGLITE_DIR,
      loadDataDir: image,
      statementTimeoutMs,
      durable: pgliteFsync,
    });
    log(`database image written to disk in ${Date.now() - t0} ms`);
    return { ...database, location: PGLITE_DIR };
  }
  const database = await openDatabase({ dataDir: PGLITE_DIR, statementTimeoutMs, durable: pgliteFsync });
  await prepare?.(database.unlimited);
  return { ...database, location: PGLITE_DIR };
}
