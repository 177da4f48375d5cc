import { BroadcastChannel } from 'node:worker_threads';
import { QueryClient } from '@tanstack/react-query';
import { createStore } from 'jotai';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  authTypeAtom,
  createAppStorage,
  createI18n,
  createMemoryStorage,
  SIGN_OUT_CHANNEL,
  userAtom,
  type User,
} from '@portal/shared';
import { createPortalSession } from './portal-session';
import { me, tenancy } from './test-fakes';

const opened: Array<{ close(): void }> = [];
afterEach(() => {
  opened.splice(0).forEach((c) => c.close());
  vi.unstubAllGlobals();
});

/** A signed-in page: tokens and language stored, a user in the state, a query in the cache. */
function signedInPage() {
  // the services are not reached: a logout of a social user revokes nothing
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response('{}', { status: 500 })),
  );
  const storage = createAppStorage({ local: createMemoryStorage(), session: createMemoryStorage() });
  const store = createStore();
  const queryClient = new QueryClient();
  const navigation = { go: vi.fn(), attach: vi.fn() };
  const session = createPortalSession({
    config: {
      api: { main: 'http://main.test/graphql', data: 'http://data.test/graphql' },
      brand: 'norway',
      social: {},
    },
    store,
    storage,
    queryClient,
    i18n: createI18n('en'),
    navigation,
  });
  storage.set('dataToken', 'd');
  storage.set('dataRefreshToken', 'dr');
  storage.set('mainToken', 'm');
  storage.set('language', 'da');
  store.set(userAtom, { id: '1', email: 'a@example.dk', userType: 'google' } as User);
  store.set(authTypeAtom, 'google');
  queryClient.setQueryData(['tenancy', '1', 'alarms'], [{ id: 'a' }]);
  return { storage, store, queryClient, navigation, services: session.services };
}

/** A page signing in: the services answer by operation name; the account's language is `language`. */
async function signingIn(language: string, stored: string | null) {
  const account = me([tenancy('4', 'Storgata 1')]);
  account.me.language = language;
  const answers: Record<string, unknown> = { DataMe: account, MainMe: { me: null }, UserUnits: { userUnits: [] } };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init: RequestInit) => {
      const answer = ({ query }: { query: string }) => ({
        data: answers[/(?:query|mutation)\s*(\w+)/.exec(query)?.[1] ?? ''] ?? null,
      });
      // the user and the units come in one batch (a JSON array of operations)
      const body: unknown = JSON.parse(String(init.body));
      return new Response(JSON.stringify(Array.isArray(body) ? body.map(answer) : answer(body as { query: string })), {
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  const storage = createAppStorage({ local: createMemoryStorage(), session: createMemoryStorage() });
  if (stored) storage.set('language', stored);
  const i18n = createI18n('nb');
  const session = createPortalSession({
    config: {
      api: { main: 'http://main.test/graphql', data: 'http://data.test/graphql' },
      brand: 'norway',
      social: {},
    },
    store: createStore(),
    storage,
    queryClient: new QueryClient(),
    i18n,
    navigation: { go: vi.fn(), attach: vi.fn() },
  });
  storage.set('dataToken', 'd');
  const path = await session.services.afterSignIn();
  return { path, i18n, storage };
}

describe('signing in', () => {
  it("takes the account's language when this browser has none chosen (a logout forgot it)", async () => {
    const page = await signingIn('da', null);
    expect(page.path).toBe('/t/4');
    expect(page.i18n.language).toBe('da');
    expect(page.storage.get('language')).toBe('da');
  });

  it('keeps a language chosen on this browser', async () => {
    const page = await signingIn('da', 'en');
    expect(page.storage.get('language')).toBe('en');
    expect(page.i18n.language).toBe('nb');
  });
});

/** What the page's other tabs hear on the sign-out channel. */
function otherTabs() {
  const heard: unknown[] = [];
  const channel = new BroadcastChannel(SIGN_OUT_CHANNEL);
  channel.onmessage = (event) => heard.push((event as { data: unknown }).data);
  opened.push(channel);
  return heard;
}

describe('the page session: one teardown for every ending', () => {
  it('a failed sign-in discards tokens, state and cached queries, and keeps the language chosen', () => {
    const page = signedInPage();
    page.services.discardSession();
    expect(page.storage.get('dataToken')).toBeNull();
    expect(page.storage.get('mainToken')).toBeNull();
    expect(page.storage.get('language')).toBe('da');
    expect(page.store.get(userAtom)).toBeNull();
    expect(page.queryClient.getQueryData(['tenancy', '1', 'alarms'])).toBeUndefined();
  });

  it('a logout discards everything, storage too, and tells the other tabs', async () => {
    const heard = otherTabs();
    const page = signedInPage();
    await page.services.logout();
    expect(page.storage.get('language')).toBeNull();
    expect(page.storage.get('dataRefreshToken')).toBeNull();
    expect(page.store.get(userAtom)).toBeNull();
    expect(page.queryClient.getQueryData(['tenancy', '1', 'alarms'])).toBeUndefined();
    await vi.waitFor(() => expect(heard).toEqual([{ signedOut: 'logout' }]));
  });

  it("another tab's logout ends this tab's session and sends it to /login", async () => {
    const page = signedInPage();
    const other = new BroadcastChannel(SIGN_OUT_CHANNEL);
    opened.push(other);
    other.postMessage({ signedOut: 'ended' });
    await vi.waitFor(() => expect(page.navigation.go).toHaveBeenCalledWith('/login'));
    expect(page.store.get(userAtom)).toBeNull();
    expect(page.queryClient.getQueryData(['tenancy', '1', 'alarms'])).toBeUndefined();
    expect(page.storage.sessionEnded()).toBe(true);
  });
});
