// The database worker: PGlite on disk in a thread of its own, so that a long statement never holds
// the services' event loop. Answers one message per statement (pglite-dialect.ts sends them one at
// a time); `close` checkpoints and closes the database.
import { parentPort, workerData } from 'node:worker_threads';
import { openPGlite, type PGliteOpenOptions, runStatement } from './pglite-open.ts';

export type WorkerRequest = { id: number; sql: string; parameters: unknown[] } | { id: number; close: true };
export type WorkerReply =
  | { ready: true }
  | { fatal: string }
  | { id: number; result: Awaited<ReturnType<typeof runStatement>> }
  | { id: number; error: { message: string; [field: string]: unknown } };

export interface WorkerInit extends Omit<PGliteOpenOptions, 'loadDataDir'> {
  loadDataDir?: ArrayBuffer;
}

const port = parentPort!;
const { loadDataDir, ...init } = workerData as WorkerInit;

try {
  const pglite = await openPGlite({ ...init, ...(loadDataDir ? { loadDataDir: new Blob([loadDataDir]) } : {}) });
  port.on('message', (request: WorkerRequest) => {
    const work =
      'close' in request
        ? pglite.close().then(() => ({ rows: [] }))
        : runStatement(pglite, request.sql, request.parameters);
    work.then(
      (result) => port.postMessage({ id: request.id, result } satisfies WorkerReply),
      (error: unknown) => {
        // A database error's fields (code, detail, …) do not survive structured cloning as an Error.
        const e = error instanceof Error ? error : new Error(String(error));
        port.postMessage({ id: request.id, error: { ...e, message: e.message } } satisfies WorkerReply);
      },
    );
  });
  port.postMessage({ ready: true } satisfies WorkerReply);
} catch (error) {
  port.postMessage({ fatal: error instanceof Error ? error.message : String(error) } satisfies WorkerReply);
}
