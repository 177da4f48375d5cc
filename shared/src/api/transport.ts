// How the portal's GraphQL requests travel (docs/decisions/0089): a plain `fetch` of the POST body
// GraphQL over HTTP defines (the documents are generated strings: nothing to parse in the browser),
// and, for a service that takes them, the requests a screen makes at once in one batched POST.
import { ServiceError, type ServiceErrorEntry } from './errors';
import { POST_HEADERS } from './post-headers';

/** One request: a generated document, its variables, the token it goes with, and its abort signal. */
export interface GraphQLRequestBody {
  query: string;
  operationName?: string;
  variables?: Record<string, unknown>;
}

interface GraphQLAnswer {
  data?: unknown;
  errors?: Array<{ message?: unknown; extensions?: { code?: unknown } }>;
}

/** What the transport needs: where, with which fetch, and whether (and how many) to batch. */
export interface TransportOptions {
  endpoint: string;
  fetch: typeof fetch;
  /** At most this many operations per POST (the service's batch limit); 1: no batching. */
  maxBatch: number;
  /** How long requests wait to be sent together: the ones a screen makes in the same moment. */
  batchWindowMs?: number;
}

/** Sends one request (batched with others where it can) and answers its data or throws a `ServiceError`. */
export type Transport = (body: GraphQLRequestBody, token: string | null, signal?: AbortSignal) => Promise<unknown>;

function entriesOf(answer: GraphQLAnswer): ServiceErrorEntry[] {
  return (answer.errors ?? []).map((e) => {
    const message = typeof e.message === 'string' ? e.message : 'Request failed';
    const code = e.extensions?.code;
    return typeof code === 'string' ? { message, code } : { message };
  });
}

/**
 * The answer of one operation: its data, or its first error as a `ServiceError` (SPEC §8). No GraphQL
 * answer at all (HTTP 5xx, 429, a body that is not one) means the service was not reached.
 */
function settle(answer: GraphQLAnswer | null, status: number): unknown {
  if (answer && Array.isArray(answer.errors) && answer.errors.length) {
    const errors = entriesOf(answer);
    throw new ServiceError(errors[0]!.message, { errors, status, unreachable: status === 429 });
  }
  if (answer && 'data' in answer && status < 400) return answer.data;
  const unreachable = status >= 500 || status === 429 || answer === null;
  throw new ServiceError(`HTTP ${status}`, { status, unreachable });
}

async function post(options: TransportOptions, payload: unknown, token: string | null, signal?: AbortSignal) {
  let response: Response;
  try {
    response = await options.fetch(options.endpoint, {
      method: 'POST',
      headers: {
        ...POST_HEADERS,
        ...(token ? { authorization: `JWT ${token}` } : {}),
      },
      body: JSON.stringify(payload),
      signal,
    });
  } catch (cause) {
    const message = cause instanceof Error ? cause.message : String(cause);
    throw new ServiceError(message, { unreachable: true, cause });
  }
  const body: unknown = await response.json().catch(() => null);
  return { status: response.status, body };
}

interface Pending {
  body: GraphQLRequestBody;
  signal?: AbortSignal;
  resolve: (data: unknown) => void;
  reject: (error: unknown) => void;
}

/**
 * A transport. With `maxBatch` above 1, queries with the same token that start within
 * `batchWindowMs` of each other go in one POST of a JSON array (at most `maxBatch` each), and each
 * gets its own answer; a lone request goes as itself. A request aborted before its batch leaves is
 * taken out of it.
 */
export function createTransport(options: TransportOptions): Transport {
  const single: Transport = async (body, token, signal) => {
    const { status, body: answer } = await post(options, body, token, signal);
    return settle(answer && typeof answer === 'object' && !Array.isArray(answer) ? answer : null, status);
  };
  if (options.maxBatch <= 1) return single;

  const queues = new Map<string, Pending[]>();
  const flush = (key: string, token: string | null) => {
    const queue = (queues.get(key) ?? []).filter((p) => !p.signal?.aborted);
    queues.delete(key);
    for (let i = 0; i < queue.length; i += options.maxBatch) {
      const batch = queue.slice(i, i + options.maxBatch);
      if (batch.length === 1) {
        const [only] = batch as [Pending];
        single(only.body, token, only.signal).then(only.resolve, only.reject);
        continue;
      }
      post(
        options,
        batch.map((p) => p.body),
        token,
      ).then(
        ({ status, body }) => {
          // an array: each operation's answer in order; one object: the service refused the batch as a
          // whole (its errors are every operation's); anything else: no GraphQL answer
          const answers = Array.isArray(body) ? (body as GraphQLAnswer[]) : null;
          const whole = !answers && body && typeof body === 'object' ? (body as GraphQLAnswer) : null;
          batch.forEach((p, index) => {
            try {
              const answer = answers ? answers[index] : whole;
              p.resolve(settle(answer && typeof answer === 'object' ? answer : null, status));
            } catch (error) {
              p.reject(error);
            }
          });
        },
        (error: unknown) => batch.forEach((p) => p.reject(error)),
      );
    }
  };

  return (body, token, signal) => {
    // a mutation is what a person did: it leaves at once, on its own (and a refresh never waits)
    if (!QUERY.test(body.query)) return single(body, token, signal);
    return new Promise((resolve, reject) => {
      if (signal?.aborted) return reject(signal.reason);
      const key = token ?? '';
      let queue = queues.get(key);
      if (!queue) {
        queues.set(key, (queue = []));
        setTimeout(() => flush(key, token), options.batchWindowMs ?? 5);
      }
      const pending: Pending = { body, signal, resolve, reject };
      queue.push(pending);
      signal?.addEventListener('abort', () => reject(signal.reason), { once: true });
    });
  };
}

/** A document whose operation is a query (generated documents start with their operation). */
const QUERY = /^\s*query\b/;
