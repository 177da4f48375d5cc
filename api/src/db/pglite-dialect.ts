// A small Kysely dialect for PGlite: one embedded connection, so queries and transactions are
// serialised through a mutex (PGlite itself is single-connection). The database runs either in this
// thread (in memory: tests, preparing an image) or, on disk, in a worker thread (pglite-worker.ts)
// with a time limit per statement: PGlite cannot cancel a running statement (statement_timeout has
// no effect in its single-threaded WebAssembly build), so a statement past its limit ends the worker,
// and a new one reopens the data directory (PostgreSQL's crash recovery rolls back what was open).
import { Worker } from 'node:worker_threads';
import type { PGlite } from '@electric-sql/pglite';
import {
  type CompiledQuery,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type Kysely,
  type QueryResult,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
} from 'kysely';
import { runStatement, type StatementResult } from './pglite-open.ts';
import type { WorkerInit, WorkerReply, WorkerRequest } from './pglite-worker.ts';
import { queryTimeout } from './timeout.ts';

/**
 * The one connection, handed out in order of asking, except that a low-priority caller (a heavy
 * request's statement) waits while any other caller does, and for a short grace after another
 * caller's statement: a request's next statement usually follows within a millisecond or two, so a
 * heavy request goes on between the other requests, not between their statements. A low-priority
 * caller that has waited `MAX_LOW_WAIT_MS` goes next, so that a steady stream of requests slows a
 * heavy request down but never stops it.
 */
export class Mutex {
  static readonly GRACE_MS = 3;
  static readonly MAX_LOW_WAIT_MS = 200;
  /** The clock of the grace and of a low caller's wait (a test's own, so that no timer's lateness counts). */
  readonly #now: () => number;
  #held = false;
  #lastNormal = 0;
  #timer: NodeJS.Timeout | undefined;
  readonly #waiting: Array<() => void> = [];
  readonly #waitingLow: Array<{ since: number; grant: () => void }> = [];

  constructor(now: () => number = () => performance.now()) {
    this.#now = now;
  }

  async lock(low = false): Promise<() => void> {
    if (this.#held || this.#waiting.length > 0 || this.#waitingLow.length > 0 || (low && this.#inGrace())) {
      await new Promise<void>((grant) => {
        if (low) this.#waitingLow.push({ since: this.#now(), grant });
        else this.#waiting.push(grant);
        this.#handOver();
      });
    } else {
      this.#held = true;
    }
    let released = false;
    return () => {
      if (released) return;
      released = true;
      if (!low) this.#lastNormal = this.#now();
      this.#held = false;
      this.#handOver();
    };
  }

  #inGrace(): boolean {
    return this.#now() - this.#lastNormal < Mutex.GRACE_MS;
  }

  /** While the connection is free: to a low caller past its wait, else the first normal caller, else (after the grace) the first low one. */
  #handOver(): void {
    if (this.#held) return;
    const now = this.#now();
    const low = this.#waitingLow[0];
    const next =
      low && now - low.since >= Mutex.MAX_LOW_WAIT_MS
        ? this.#waitingLow.shift()!.grant
        : (this.#waiting.shift() ?? (low && !this.#inGrace() ? this.#waitingLow.shift()!.grant : undefined));
    if (next) {
      this.#held = true;
      next();
    } else if (low && !this.#timer) {
      // Free, but only a low caller waits and the grace runs: look again when it has passed.
      this.#timer = setTimeout(() => {
        this.#timer = undefined;
        this.#handOver();
      }, Mutex.GRACE_MS);
    }
  }
}

/** Where statements run: PGlite in this thread, or in a worker. */
export interface PGliteEngine {
  /** `timeoutMs` 0: no limit. */
  run(sql: string, parameters: readonly unknown[], timeoutMs: number): Promise<StatementResult>;
  close(): Promise<void>;
}

/** PGlite in this thread: no time limit (the thread is the one that would have to enforce it). */
export class InThreadEngine implements PGliteEngine {
  readonly pglite: PGlite;
  // Node runs the sources by stripping types, which admits no parameter properties.
  constructor(pglite: PGlite) {
    this.pglite = pglite;
  }
  run(sql: string, parameters: readonly unknown[]): Promise<StatementResult> {
    return runStatement(this.pglite, sql, parameters);
  }
  async close(): Promise<void> {
    if (!this.pglite.closed) await this.pglite.close();
  }
}

interface Pending {
  resolve(result: StatementResult): void;
  reject(error: unknown): void;
}

/** PGlite on disk in a worker thread; a statement past its limit ends the worker and starts a new one. */
export class WorkerEngine implements PGliteEngine {
  readonly #init: WorkerInit;
  readonly #pending = new Map<number, Pending>();
  #nextId = 0;
  #worker: Promise<Worker>;
  /** Workers this engine ended itself (a time limit, closing); any other exit is a crash. */
  readonly #ended = new WeakSet<Worker>();
  #closed = false;

  private constructor(init: WorkerInit) {
    this.#init = init;
    this.#worker = this.#start(init);
  }

  static async open(init: WorkerInit): Promise<WorkerEngine> {
    const engine = new WorkerEngine(init);
    await engine.#worker;
    return engine;
  }

  #start(init: WorkerInit): Promise<Worker> {
    const worker = new Worker(new URL('./pglite-worker.ts', import.meta.url), {
      workerData: init,
      ...(init.loadDataDir ? { transferList: [init.loadDataDir] } : {}),
    });
    return new Promise((resolve, reject) => {
      worker.on('message', (reply: WorkerReply) => {
        if ('ready' in reply) resolve(worker);
        else if ('fatal' in reply) reject(new Error(`PGlite did not start: ${reply.fatal}`));
        else this.#settle(reply);
      });
      worker.on('error', (error) => {
        reject(error);
        this.#failAll(error);
      });
      worker.on('exit', () => {
        this.#failAll(new Error('The database worker stopped.'));
        if (!this.#ended.has(worker) && !this.#closed) this.#worker = this.#start(this.#reopen());
      });
    });
  }

  #settle(reply: Extract<WorkerReply, { id: number }>): void {
    const pending = this.#pending.get(reply.id);
    if (!pending) return;
    this.#pending.delete(reply.id);
    if ('result' in reply) pending.resolve(reply.result);
    else pending.reject(Object.assign(new Error(reply.error.message), reply.error));
  }

  #failAll(error: unknown): void {
    for (const pending of this.#pending.values()) pending.reject(error);
    this.#pending.clear();
  }

  async #send(request: Omit<WorkerRequest, 'id'>, timeoutMs: number): Promise<StatementResult> {
    if (this.#closed) throw new Error('The database is closed.');
    const worker = await this.#worker;
    const id = (this.#nextId += 1);
    return new Promise<StatementResult>((resolve, reject) => {
      const timer = timeoutMs > 0 ? setTimeout(() => this.#cancel(worker, id), timeoutMs) : undefined;
      const done = () => clearTimeout(timer);
      this.#pending.set(id, {
        resolve: (r) => (done(), resolve(r)),
        reject: (e) => (done(), reject(e)),
      });
      worker.postMessage({ id, ...request } as WorkerRequest);
    });
  }

  #cancel(worker: Worker, id: number): void {
    const pending = this.#pending.get(id);
    if (!pending) return;
    this.#pending.delete(id);
    pending.reject(queryTimeout());
    this.#ended.add(worker);
    this.#worker = worker.terminate().then(() => this.#start(this.#reopen()));
  }

  /** The directory already holds the image given at the first start. */
  #reopen(): WorkerInit {
    const { loadDataDir: _written, ...init } = this.#init;
    return init;
  }

  run(sql: string, parameters: readonly unknown[], timeoutMs: number): Promise<StatementResult> {
    return this.#send({ sql, parameters: [...parameters] }, timeoutMs);
  }

  async close(): Promise<void> {
    if (this.#closed) return;
    const worker = await this.#worker;
    await this.#send({ close: true }, 0);
    this.#closed = true;
    this.#ended.add(worker);
    await worker.terminate();
  }
}

/** One engine and its mutex, shared by every Kysely instance over it (with different time limits). */
export interface PGliteShared {
  engine: PGliteEngine;
  mutex: Mutex;
}

export function sharePGlite(engine: PGliteEngine): PGliteShared {
  return { engine, mutex: new Mutex() };
}

class PGliteConnection implements DatabaseConnection {
  readonly #engine: PGliteEngine;
  readonly #timeoutMs: number;
  constructor(engine: PGliteEngine, timeoutMs: number) {
    this.#engine = engine;
    this.#timeoutMs = timeoutMs;
  }
  async executeQuery<R>(compiledQuery: CompiledQuery): Promise<QueryResult<R>> {
    const result = await this.#engine.run(compiledQuery.sql, compiledQuery.parameters, this.#timeoutMs);
    return {
      rows: result.rows as R[],
      ...(result.affectedRows !== undefined ? { numAffectedRows: BigInt(result.affectedRows) } : {}),
    };
  }
  // eslint-disable-next-line require-yield
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('Streaming is not supported on PGlite');
  }
}

class PGliteDriver implements Driver {
  readonly #shared: PGliteShared;
  readonly #releases = new WeakMap<DatabaseConnection, () => void>();
  readonly #connection: PGliteConnection;
  readonly #low: boolean;
  constructor(shared: PGliteShared, timeoutMs: number, low: boolean) {
    this.#shared = shared;
    this.#connection = new PGliteConnection(shared.engine, timeoutMs);
    this.#low = low;
  }
  async init(): Promise<void> {}
  async acquireConnection(): Promise<DatabaseConnection> {
    const release = await this.#shared.mutex.lock(this.#low);
    this.#releases.set(this.#connection, release);
    return this.#connection;
  }
  async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery({ sql: 'begin', parameters: [] } as unknown as CompiledQuery);
  }
  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery({ sql: 'commit', parameters: [] } as unknown as CompiledQuery);
  }
  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery({ sql: 'rollback', parameters: [] } as unknown as CompiledQuery);
  }
  async releaseConnection(connection: DatabaseConnection): Promise<void> {
    const release = this.#releases.get(connection);
    this.#releases.delete(connection);
    release?.();
  }
  async destroy(): Promise<void> {
    await this.#shared.engine.close();
  }
}

export class PGliteDialect implements Dialect {
  readonly #shared: PGliteShared;
  readonly #timeoutMs: number;
  readonly #low: boolean;
  /**
   * `timeoutMs`: each statement's limit (0: none; only a worker engine enforces one). `low`: its
   * statements wait while those of any other dialect on the engine do (heavy requests).
   */
  constructor(shared: PGliteShared, timeoutMs = 0, { low = false } = {}) {
    this.#shared = shared;
    this.#timeoutMs = timeoutMs;
    this.#low = low;
  }
  createAdapter() {
    return new PostgresAdapter();
  }
  createDriver(): Driver {
    return new PGliteDriver(this.#shared, this.#timeoutMs, this.#low);
  }
  createQueryCompiler() {
    return new PostgresQueryCompiler();
  }
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  createIntrospector(db: Kysely<any>) {
    return new PostgresIntrospector(db);
  }
}
