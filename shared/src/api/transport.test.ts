import { describe, expect, it, vi } from 'vitest';
import { createTransport } from './transport';
import { ServiceError } from './errors';

type Body = { query: string; variables?: Record<string, unknown> };

/** A service that answers each operation by its name, and records every POST. */
function service(answer: (body: Body) => unknown = (b) => ({ data: { echo: b.variables?.n ?? null } })) {
  const posts: Array<{ body: Body | Body[]; authorization: string | null }> = [];
  const fetch = vi.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
    const body = JSON.parse(String(init?.body)) as Body | Body[];
    posts.push({ body, authorization: new Headers(init?.headers).get('authorization') });
    const result = Array.isArray(body) ? body.map(answer) : answer(body);
    return new Response(JSON.stringify(result), { status: 200, headers: { 'content-type': 'application/json' } });
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, posts };
}

const query = (n: number): Body => ({ query: `query Q${n}{x}`, variables: { n } });

describe('the transport (docs/decisions/0089)', () => {
  it('sends the queries a screen makes at once in one POST, and gives each its own answer or error', async () => {
    const s = service((b) =>
      b.variables?.n === 2
        ? { errors: [{ message: 'Invalid periodicity', extensions: { code: 'BAD' } }] }
        : { data: { n: b.variables?.n } },
    );
    const send = createTransport({ endpoint: 'https://data.example/graphql', fetch: s.fetch, maxBatch: 20 });
    const results = await Promise.allSettled([send(query(1), 't'), send(query(2), 't'), send(query(3), 't')]);
    expect(s.posts).toHaveLength(1);
    expect(s.posts[0]!.authorization).toBe('JWT t');
    expect(results[0]).toEqual({ status: 'fulfilled', value: { n: 1 } });
    expect(results[2]).toEqual({ status: 'fulfilled', value: { n: 3 } });
    const refused = (results[1] as PromiseRejectedResult).reason as ServiceError;
    expect(refused).toBeInstanceOf(ServiceError);
    expect(refused.name).toBe('Invalid periodicity');
    expect(refused.errors[0]!.code).toBe('BAD');
    expect(refused.unreachable).toBe(false);
  });

  it('sends a mutation at once, on its own; queries with other tokens in their own POST; at most maxBatch each', async () => {
    const s = service();
    const send = createTransport({ endpoint: 'https://data.example/graphql', fetch: s.fetch, maxBatch: 2 });
    await Promise.all([
      send({ query: 'mutation M{x}' }, 't'),
      send(query(1), 't'),
      send(query(2), 't'),
      send(query(3), 't'),
      send(query(4), null),
    ]);
    expect(s.posts.map((p) => (Array.isArray(p.body) ? p.body.length : 1))).toEqual([1, 2, 1, 1]);
    expect(s.posts[0]!.body).toEqual({ query: 'mutation M{x}' });
    expect(s.posts.find((p) => !p.authorization)?.body).toEqual(query(4));
  });

  it('leaves out a query aborted before its batch goes', async () => {
    const s = service();
    const send = createTransport({ endpoint: 'https://data.example/graphql', fetch: s.fetch, maxBatch: 20 });
    const cancelled = new AbortController();
    const first = send(query(1), 't', cancelled.signal);
    const second = send(query(2), 't');
    cancelled.abort();
    await expect(first).rejects.toBeDefined();
    await expect(second).resolves.toEqual({ echo: 2 });
    expect(s.posts).toHaveLength(1);
    expect(s.posts[0]!.body).toEqual(query(2));
  });

  it('a service that cannot be reached fails every query of the batch as unreachable', async () => {
    const fetch = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    }) as unknown as typeof globalThis.fetch;
    const send = createTransport({ endpoint: 'https://data.example/graphql', fetch, maxBatch: 20 });
    const results = await Promise.allSettled([send(query(1), 't'), send(query(2), 't')]);
    for (const result of results) {
      expect((result as PromiseRejectedResult).reason).toMatchObject({ unreachable: true, name: 'Failed to fetch' });
    }
  });

  it('a batch the service refuses as a whole gives each query its error; a 502 without a GraphQL answer is unreachable', async () => {
    let status = 400;
    const fetch = vi.fn(async () =>
      status === 400
        ? new Response(JSON.stringify({ errors: [{ message: 'Batching is limited to 20 operations' }] }), { status })
        : new Response('<html>Bad gateway</html>', { status }),
    ) as unknown as typeof globalThis.fetch;
    const send = createTransport({ endpoint: 'https://data.example/graphql', fetch, maxBatch: 20 });
    const refused = await Promise.allSettled([send(query(1), 't'), send(query(2), 't')]);
    for (const result of refused) {
      expect((result as PromiseRejectedResult).reason).toMatchObject({
        name: 'Batching is limited to 20 operations',
        unreachable: false,
      });
    }
    status = 502;
    await expect(send(query(3), 't')).rejects.toMatchObject({ unreachable: true, status: 502 });
  });
});
