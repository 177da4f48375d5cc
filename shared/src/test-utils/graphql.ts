import { type ApiClients, createApiClients } from '../api/clients';
import { type AppStorage, createAppStorage, createMemoryStorage } from '../session/storage';

/** One recorded GraphQL call. */
export interface RecordedCall {
  service: 'main' | 'data';
  operation: string;
  variables: Record<string, unknown>;
  authorization: string | null;
}

/** Answers by operation name: a `{ data }` or `{ errors }` body, or a function of the variables returning one. */
export type OperationHandlers = Record<
  string,
  unknown | ((variables: Record<string, unknown>) => unknown | Promise<unknown>)
>;

const MAIN = 'https://main.test/graphql';
const DATA = 'https://data.test/graphql';

/**
 * Both clients against a fake network, for tests of screens and hooks: each operation is answered by
 * its handler (by operation name, per service or shared), every call is recorded, storage is in memory.
 * An operation without a handler answers `{ errors: [{ message: 'No handler for X' }] }`.
 */
export function createTestClients(handlers: { main?: OperationHandlers; data?: OperationHandlers } = {}): {
  clients: ApiClients;
  calls: RecordedCall[];
  storage: AppStorage;
} {
  const calls: RecordedCall[] = [];
  const storage = createAppStorage({ local: createMemoryStorage(), session: createMemoryStorage() });
  const answer = async (
    service: 'main' | 'data',
    body: { query: string; variables?: Record<string, unknown> },
    authorization: string | null,
  ) => {
    const operation = /(?:query|mutation)\s+(\w+)/.exec(body.query)?.[1] ?? '?';
    const variables = body.variables ?? {};
    calls.push({ service, operation, variables, authorization });
    const handler = handlers[service]?.[operation];
    return handler === undefined
      ? { errors: [{ message: `No handler for ${operation}` }] }
      : typeof handler === 'function'
        ? await (handler as (v: Record<string, unknown>) => unknown)(variables)
        : handler;
  };
  // a POST of one operation, or of a batch of them (the data service's), each answered in order
  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const service = String(input).startsWith(MAIN) ? 'main' : 'data';
    const authorization = new Headers(init?.headers).get('authorization');
    const body = JSON.parse(String(init?.body)) as
      | { query: string; variables?: Record<string, unknown> }
      | Array<{ query: string; variables?: Record<string, unknown> }>;
    const result = Array.isArray(body)
      ? await Promise.all(body.map((one) => answer(service, one, authorization)))
      : await answer(service, body, authorization);
    return new Response(JSON.stringify(result), { status: 200, headers: { 'content-type': 'application/json' } });
  };
  const clients = createApiClients({
    endpoints: { main: MAIN, data: DATA },
    storage,
    fetch: fetch as typeof globalThis.fetch,
    onLoginRequired: () => {},
  });
  return { clients, calls, storage };
}
