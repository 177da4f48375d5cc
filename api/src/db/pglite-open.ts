// Opening PGlite and running one statement on it: shared by the in-process engine (in memory) and
// the database worker (on disk), so both answer alike.
import { fdatasyncSync } from 'node:fs';
import { PGlite, protocol, types } from '@electric-sql/pglite';

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
    // the file system's stream operation patched below. Generic plans for prepared statements (see
    // runStatement): planned once, not at every execution.
    startParams: [
      ...PGlite.defaultStartParams,
      '-c',
      'plan_cache_mode=force_generic_plan',
      ...(durable ? ['-c', 'fsync=on', '-c', 'wal_sync_method=fsync'] : []),
    ],
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
 * (migrations) and returns the last one's result; with parameters as a prepared statement once its
 * text has come twice (`query` parses and plans a statement at every call: for the consumption views'
 * statements that took longer than running them), else through `query`.
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
  const statements = preparedOf(pglite);
  const prepared = statements.get(sql);
  if (prepared) {
    try {
      return await runPrepared(pglite, prepared, parameters);
    } catch (error) {
      // A table the statement reads was changed so that its rows differ (a migration): prepare again.
      if ((error as { code?: string }).code !== FEATURE_NOT_SUPPORTED) throw error;
      statements.delete(sql);
      await pglite.runExclusive(() => pglite.execProtocol(closeStatement(prepared.name)));
    }
  } else if (statements.seen(sql)) {
    return runPrepared(pglite, await prepare(pglite, statements, sql), parameters);
  }
  const result = await pglite.query(sql, [...parameters], { rowMode: 'object' });
  return { rows: result.rows, ...(result.affectedRows !== undefined ? { affectedRows: result.affectedRows } : {}) };
}

/** "cached plan must not change result type" */
const FEATURE_NOT_SUPPORTED = '0A000';
const MAX_PREPARED = 500;

interface Prepared {
  name: string;
  /** The parameters' type OIDs, which choose their serializers. */
  types: number[];
}

/** A PGlite instance's prepared statements by text, and the texts seen once. */
class PreparedStatements {
  readonly #prepared = new Map<string, Prepared>();
  readonly #seenOnce = new Set<string>();
  #next = 0;

  get(sql: string): Prepared | undefined {
    return this.#prepared.get(sql);
  }

  /** Whether a text is worth preparing: it came before, and there is room for it. */
  seen(sql: string): boolean {
    if (this.#prepared.size >= MAX_PREPARED) return false;
    if (this.#seenOnce.delete(sql)) return true;
    if (this.#seenOnce.size >= 10_000) this.#seenOnce.clear();
    this.#seenOnce.add(sql);
    return false;
  }

  nextName(): string {
    return `portal_${(this.#next += 1)}`;
  }

  add(sql: string, prepared: Prepared): Prepared {
    this.#prepared.set(sql, prepared);
    return prepared;
  }

  delete(sql: string): void {
    this.#prepared.delete(sql);
  }
}

const preparedByInstance = new WeakMap<PGlite, PreparedStatements>();

function preparedOf(pglite: PGlite): PreparedStatements {
  let statements = preparedByInstance.get(pglite);
  if (!statements) preparedByInstance.set(pglite, (statements = new PreparedStatements()));
  return statements;
}

const concat = (...parts: Uint8Array[]) => {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
};

const closeStatement = (name: string) =>
  concat(protocol.serialize.close({ type: 'S', name }), protocol.serialize.sync());

async function prepare(pglite: PGlite, statements: PreparedStatements, sql: string): Promise<Prepared> {
  const { serialize } = protocol;
  const name = statements.nextName();
  const { messages } = await pglite.runExclusive(() =>
    pglite.execProtocol(
      concat(
        serialize.parse({ name, text: sql, types: [] }),
        serialize.describe({ type: 'S', name }),
        serialize.sync(),
      ),
    ),
  );
  const description = messages.find((m) => m.name === 'parameterDescription') as { dataTypeIDs: number[] } | undefined;
  return statements.add(sql, { name, types: description?.dataTypeIDs ?? [] });
}

/** Bind, describe, execute, sync in one exchange; the rows as `query` gives them (objects, PGlite's parsers). */
async function runPrepared(
  pglite: PGlite,
  prepared: Prepared,
  parameters: readonly unknown[],
): Promise<StatementResult> {
  const { serialize } = protocol;
  const values = parameters.map((value, i) => {
    if (value === null || value === undefined) return null;
    const serializer = pglite.serializers[prepared.types[i]!];
    return serializer ? serializer(value) : String(value);
  });
  const { messages } = await pglite.runExclusive(() =>
    pglite.execProtocol(
      concat(
        serialize.bind({ statement: prepared.name, values }),
        serialize.describe({ type: 'P' }),
        serialize.execute({}),
        serialize.sync(),
      ),
    ),
  );
  let fields: Array<{ name: string; dataTypeID: number }> = [];
  const rows: Array<Record<string, unknown>> = [];
  let affectedRows = 0;
  for (const m of messages) {
    if (m.name === 'rowDescription') fields = (m as unknown as { fields: typeof fields }).fields;
    else if (m.name === 'dataRow') {
      const row: Record<string, unknown> = {};
      (m as unknown as { fields: Array<string | null> }).fields.forEach((v, i) => {
        const f = fields[i]!;
        row[f.name] = types.parseType(v, f.dataTypeID, pglite.parsers);
      });
      rows.push(row);
    } else if (m.name === 'commandComplete') {
      const words = (m as unknown as { text: string }).text.split(' ');
      if (['INSERT', 'UPDATE', 'DELETE', 'COPY', 'MERGE'].includes(words[0]!)) {
        affectedRows += Number.parseInt(words[words.length - 1]!, 10);
      }
    }
  }
  return { rows, affectedRows };
}
