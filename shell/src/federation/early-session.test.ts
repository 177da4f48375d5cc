// The session's first requests, made by the page's inline script (early-start.ts) as the shell's
// clients make them (shell/build/early-session.ts), and taken by the shell instead of asked again.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createStore } from 'jotai';
import {
  createAppStorage,
  createMemoryStorage,
  createPortalClients,
  dataOperations,
  mainOperations,
  REFRESH_MARGIN_MS,
  STORAGE_KEYS,
} from '@portal/shared';
import { documentText, earlySession } from '../../build/early-session.ts';
import { EARLY_START_KEY, earlyStart, fetchOrEarly, MANIFEST_TIMEOUT_MS } from './early-start';
import { loadSession } from '../session/session';

const API = { main: 'http://main.test/graphql', data: 'http://data.test/graphql' };
const CONFIG = { api: API, remotes: {}, defaultLanguage: 'en' };
const PRELOADS = { parents: ['/'], signedInOnly: '^/t/', tokenKeys: [], languageKey: 'x', session: earlySession() };

/** A JSON Web Token that expires `inSeconds` from now. */
const jwt = (inSeconds: number) =>
  `x.${btoa(JSON.stringify({ exp: Math.floor(Date.now() / 1000) + inSeconds })).replace(/=+$/, '')}.y`;

type Asked = { url: string; method?: string; headers: Record<string, string>; body?: string };
const settle = () => new Promise((resolve) => setTimeout(resolve, 10));

/** The POSTs the page's inline script makes for a tab with `local` and `session` storage. */
async function inlineRequests(local: Record<string, string>, session: Record<string, string> = {}) {
  const asked: Asked[] = [];
  const win = {
    location: { pathname: '/t/1', search: '', href: 'http://portal.test/t/1' },
    document,
    localStorage: { getItem: (key: string) => local[key] ?? null },
    sessionStorage: { getItem: (key: string) => session[key] ?? null },
    fetch: vi.fn(async (url: string, init?: RequestInit) => {
      if (url === '/config.json') return new Response(JSON.stringify(CONFIG));
      asked.push({
        url,
        method: init?.method,
        headers: init?.headers as Record<string, string>,
        body: init?.body as string,
      });
      return new Response('{}');
    }) as unknown as typeof fetch,
  };
  earlyStart(win, [], MANIFEST_TIMEOUT_MS, PRELOADS);
  await settle();
  return { asked, early: (win as unknown as Record<string, Record<string, Promise<Response>>>)[EARLY_START_KEY]! };
}

/** The POSTs the shell's clients make to load the session, with the same tokens. */
async function shellRequests(local: Record<string, string>) {
  const asked: Asked[] = [];
  const storage = createAppStorage({ local: createMemoryStorage(), session: createMemoryStorage() });
  for (const [key, value] of Object.entries(local)) {
    const name = Object.entries(STORAGE_KEYS).find(([, stored]) => stored === key)?.[0];
    storage.set(name as never, value);
  }
  const store = createStore();
  const clients = createPortalClients({
    endpoints: API,
    storage,
    store,
    locks: null,
    handOver: null,
    fetch: async (input, init) => {
      asked.push({
        url: String(input),
        method: init?.method,
        headers: init?.headers as Record<string, string>,
        body: init?.body as string,
      });
      return new Response(JSON.stringify({ errors: [{ message: 'not answered here' }] }));
    },
  });
  await loadSession({ clients, store, storage }, null).catch(() => undefined);
  return asked;
}

afterEach(() => {
  delete (window as unknown as Record<string, unknown>)[EARLY_START_KEY];
  vi.unstubAllGlobals();
});

describe("the session's early requests", () => {
  it("are the documents the shell's clients send, with their margin", () => {
    expect(documentText('data', 'DataMeDocument')).toBe(String(dataOperations.DataMeDocument));
    expect(documentText('data', 'UserUnitsDocument')).toBe(String(dataOperations.UserUnitsDocument));
    expect(documentText('main', 'MainMeDocument')).toBe(String(mainOperations.MainMeDocument));
    expect(() => documentText('data', 'NoSuchDocument')).toThrow(/NoSuchDocument/);
    expect(earlySession().refreshMarginMs).toBe(REFRESH_MARGIN_MS);
  });

  it('are the very POSTs the shell makes to load the session (URL, headers, body), made as soon as the configuration is there', async () => {
    const tokens = { [STORAGE_KEYS.dataToken]: jwt(3600), [STORAGE_KEYS.mainToken]: jwt(3600) };
    const { asked } = await inlineRequests(tokens);
    const shell = await shellRequests(tokens);
    expect(asked).toHaveLength(2);
    expect(shell).toHaveLength(2);
    for (const request of asked) {
      expect(shell).toContainEqual(request);
    }
  });

  it('are not made without a token, with one about to expire, or to the main service in an impersonated tab', async () => {
    expect((await inlineRequests({})).asked).toEqual([]);
    expect(
      (await inlineRequests({ [STORAGE_KEYS.dataToken]: jwt(3), [STORAGE_KEYS.mainToken]: jwt(-60) })).asked,
    ).toEqual([]);
    const own = jwt(3600);
    const impersonation = jwt(600);
    const impersonated = await inlineRequests(
      { [STORAGE_KEYS.dataToken]: own, [STORAGE_KEYS.mainToken]: own },
      { [STORAGE_KEYS.impersonation]: '1', [STORAGE_KEYS.dataToken]: impersonation },
    );
    // the impersonated session's token, not the resident's own, and nothing to the main service
    expect(impersonated.asked.map((r) => [r.url, r.headers.authorization])).toEqual([
      [API.data, `JWT ${impersonation}`],
    ]);
  });

  it("the shell's fetch takes each early answer once; any other request goes to the network", async () => {
    const token = jwt(3600);
    const { asked, early } = await inlineRequests({ [STORAGE_KEYS.dataToken]: token });
    Object.assign(window, { [EARLY_START_KEY]: early });
    const network = vi.fn(async () => new Response('network'));
    vi.stubGlobal('fetch', network);
    const [request] = asked;
    const init = { method: 'POST', headers: request!.headers, body: request!.body };
    expect(await (await fetchOrEarly(API.data, init)).text()).toBe('{}');
    expect(network).not.toHaveBeenCalled();
    // a second time, another token, another body: the network
    expect(await (await fetchOrEarly(API.data, init)).text()).toBe('network');
    const other = { ...init, headers: { ...request!.headers, authorization: `JWT ${jwt(60)}` } };
    expect(await (await fetchOrEarly(API.data, other)).text()).toBe('network');
    expect(await (await fetchOrEarly(API.data, { ...init, body: '[]' })).text()).toBe('network');
    expect(network).toHaveBeenCalledTimes(3);
  });
});
