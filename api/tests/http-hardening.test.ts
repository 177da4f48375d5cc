// The HTTP edge: bodies bounded whatever the transfer encoding, malformed GET parameters, CORS for
// disallowed origins, invalid text, field suggestions in production, and the client behind proxies.
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { dataResolvers, dataTypeDefs } from '../src/data/resolvers.ts';
import { clientIp, createServiceYoga } from '../src/graphql/server.ts';
import { type GqlResult, setupHarness } from './harness.ts';

// The per-client login limit lowered to 10 keeps the proxy test short (each attempt hashes a password).
const defaults = loadConfig({ NODE_ENV: 'test' });
const h = setupHarness({
  seed: false,
  config: { rateLimits: { ...defaults.rateLimits, loginPerClient: { limit: 10, windowMs: 15 * 60_000 } } },
});
let port: number;
let base: string;

beforeAll(async () => {
  // fetch keeps connections for 4 s: the server keeps them longer, or it may close one being reused.
  h.app.dataServer.keepAliveTimeout = 60_000;
  await new Promise<void>((resolve) => h.app.dataServer.listen(0, '127.0.0.1', () => resolve()));
  port = (h.app.dataServer.address() as AddressInfo).port;
  base = `http://127.0.0.1:${port}`;
});
afterAll(async () => {
  h.app.dataServer.closeAllConnections();
  await new Promise((r) => h.app.dataServer.close(r));
});

const codes = (r: GqlResult) => (r.errors ?? []).map((e) => e.extensions?.code);

/**
 * POSTs `total` bytes as a chunked body (no Content-Length), 16 kB every few milliseconds (so that
 * socket buffers do not swallow it all at once), and stops writing once an answer arrives. Resolves with the status and how many bytes had been written by then.
 */
function postChunked(total: number): Promise<{ status: number; written: number; body: string }> {
  return new Promise((resolve, reject) => {
    let written = 0;
    let answered = false;
    const req = httpRequest(
      { host: '127.0.0.1', port, path: '/graphql', method: 'POST', headers: { 'content-type': 'application/json' } },
      (res) => {
        answered = true;
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (c: string) => (body += c));
        res.on('end', () => {
          resolve({ status: res.statusCode ?? 0, written, body });
          req.destroy();
        });
      },
    );
    req.on('error', (error) => {
      if (!answered) reject(error);
    });
    const prefix = '{"query":"{ __typename }","variables":{"x":"';
    const suffix = '"}}';
    const filler = 'a'.repeat(16_384);
    req.write(prefix);
    written = prefix.length;
    const write = () => {
      if (answered) return;
      if (written + filler.length + suffix.length >= total) {
        written += suffix.length;
        req.end(suffix);
        return;
      }
      written += filler.length;
      if (req.write(filler)) setTimeout(write, 2);
      else req.once('drain', write);
    };
    write();
  });
}

describe('request bodies', () => {
  it('refuses a 5 MB chunked body with 413 while it streams', async () => {
    const r = await postChunked(5_000_000);
    expect(r.status).toBe(413);
    expect(r.body).toContain('REQUEST_ENTITY_TOO_LARGE');
    // Refused after about the limit (100 kB), not after reading the whole body.
    expect(r.written).toBeLessThan(2_000_000);
  });

  it('accepts a chunked body under the limit', async () => {
    const r = await postChunked(50_000);
    expect(r.status).toBe(200);
    expect(JSON.parse(r.body).data.__typename).toBe('Query');
  });
});

describe('GET parameters', () => {
  it.each([
    ['variables', '{bad'],
    ['variables', '[1]'],
    ['variables', '"x"'],
    ['extensions', '{"a":'],
  ])('malformed %s %s: 400 with a clear error', async (name, value) => {
    const res = await fetch(
      `${base}/graphql?query=${encodeURIComponent('{ __typename }')}&${name}=${encodeURIComponent(value)}`,
    );
    expect(res.status).toBe(400);
    const body = (await res.json()) as GqlResult;
    expect(body.errors?.[0]?.extensions?.code).toBe('BAD_REQUEST');
    expect(body.errors?.[0]?.message).toContain(name);
  });

  it('answers well-formed GET parameters', async () => {
    const res = await fetch(
      `${base}/graphql?query=${encodeURIComponent('query($c: String!) { validateActivationCode(activationCode: $c) { __typename } }')}&variables=${encodeURIComponent('{"c":"x"}')}`,
    );
    expect(res.status).toBe(200);
  });
});

describe('CORS', () => {
  const preflight = (origin: string) =>
    fetch(`${base}/graphql`, {
      method: 'OPTIONS',
      headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
    });
  const post = (origin?: string) =>
    fetch(`${base}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(origin ? { origin } : {}) },
      body: '{"query":"{ __typename }"}',
    });

  it('gives a disallowed origin, and the literal null, no allow-origin header at all', async () => {
    for (const origin of ['https://evil.example', 'null']) {
      for (const res of [await preflight(origin), await post(origin)]) {
        expect(res.headers.get('access-control-allow-origin')).toBeNull();
        expect(res.headers.get('access-control-allow-credentials')).toBeNull();
        expect(res.headers.get('vary')).toMatch(/\bOrigin\b/);
      }
    }
  });

  it('allows the portal origins with credentials, and varies by origin on every answer', async () => {
    for (const res of [await preflight('http://localhost:3000'), await post('http://localhost:3000')]) {
      expect(res.headers.get('access-control-allow-origin')).toBe('http://localhost:3000');
      expect(res.headers.get('access-control-allow-credentials')).toBe('true');
      expect(res.headers.get('vary')).toMatch(/\bOrigin\b/);
    }
    expect((await post()).headers.get('vary')).toMatch(/\bOrigin\b/);
  });
});

describe('invalid text', () => {
  const LOGIN = `mutation($e: String!, $p: String!) { tokenAuth(email: $e, password: $p) { token } }`;

  it('refuses NUL and unpaired surrogates in variables with BAD_USER_INPUT', async () => {
    for (const e of ['a\u0000@example.com', 'a\ud800@example.com']) {
      const r = await h.data(LOGIN, { e, p: 'x' });
      expect(codes(r)).toEqual(['BAD_USER_INPUT']);
      expect(r.errors?.[0]?.message).toMatch(/NUL/);
    }
  });

  it('refuses NUL in a literal string argument with BAD_USER_INPUT', async () => {
    const r = await h.data(`mutation { tokenAuth(email: "a\\u0000@example.com", password: "x") { token } }`);
    expect(codes(r)).toEqual(['BAD_USER_INPUT']);
    const report = await h.data(`{ report(code: "\\u0000") { __typename } }`);
    expect(codes(report)).toEqual(['BAD_USER_INPUT']);
  });

  it('keeps other text, surrogate pairs included', async () => {
    const r = await h.data(LOGIN, { e: 'Ærø😀@example.com', p: 'x' });
    expect(codes(r)).not.toContain('BAD_USER_INPUT');
    expect(codes(r)).not.toContain('INTERNAL_SERVER_ERROR');
  });
});

describe('field suggestions', () => {
  it('are hidden in production and shown in development', async () => {
    const ask = async (env: 'production' | 'development') => {
      const yoga = createServiceYoga({
        service: 'data',
        typeDefs: dataTypeDefs,
        resolvers: dataResolvers,
        deps: { ...h.app.deps, config: { ...h.app.deps.config, env } },
      });
      const res = await yoga.fetch('http://localhost/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{"query":"{ tenancie { id } }"}',
      });
      return ((await res.json()) as GqlResult).errors?.[0]?.message ?? '';
    };
    const production = await ask('production');
    expect(production).toMatch(/Cannot query field "tenancie"/);
    expect(production).not.toMatch(/Did you mean/);
    expect(await ask('development')).toMatch(/Did you mean "tenancies"/);
  });
});

describe('the client behind proxies', () => {
  it('takes the client from the right of X-Forwarded-For, skipping the trusted proxies', () => {
    const req = (xff?: string) =>
      new Request('http://localhost/graphql', { headers: xff ? { 'x-forwarded-for': xff } : {} });
    const socket = { socket: { remoteAddress: '10.9.9.9' } } as never;
    expect(clientIp(req('spoofed, 198.51.100.4'), socket, 1)).toBe('198.51.100.4');
    expect(clientIp(req('spoofed, 198.51.100.4, 10.0.0.2'), socket, 2)).toBe('198.51.100.4');
    expect(clientIp(req('198.51.100.4'), socket, 2)).toBe('198.51.100.4');
    expect(clientIp(req('spoofed, 198.51.100.4'), socket, 0)).toBe('10.9.9.9');
    expect(clientIp(req(), socket, 1)).toBe('10.9.9.9');
  });

  it('refuses logins at the per-client limit however the client varies the header it sends', async () => {
    const LOGIN = `mutation($e: String!, $p: String!) { tokenAuth(email: $e, password: $p) { token } }`;
    const refused: number[] = [];
    for (let i = 0; i < 20; i += 1) {
      // The one trusted proxy appends the address it saw; everything left of it is the client's own.
      const r = await h.data(
        LOGIN,
        { e: `nobody${i}@example.com`, p: 'wrong' },
        { ip: `203.0.113.${i}, 198.51.100.77` },
      );
      if (codes(r).includes('RATE_LIMITED')) refused.push(i);
    }
    expect(refused[0]).toBe(h.app.deps.config.rateLimits.loginPerClient.limit);
    expect(refused).toHaveLength(20 - h.app.deps.config.rateLimits.loginPerClient.limit);
  }, 120_000);
});
