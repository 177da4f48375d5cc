import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import type { PersistedClient } from '@tanstack/query-persist-client-core';
import { createStore } from 'jotai';
import {
  createAppStorage,
  createI18n,
  createMemoryStorage,
  selectedTenancyIdAtom,
  tenanciesAtom,
  userAtom,
  type Tenancy,
  type User,
} from '@portal/shared';
import {
  type CacheStore,
  createOfflineCache,
  figuresAsOf,
  keepSessionOffline,
  openOffline,
  SESSION_SNAPSHOT_KEY,
  storedUserId,
} from './offline-cache';
import { createPortalSession } from '../session/portal-session';
import { tenancy } from '../session/test-fakes';

/** The browser's IndexedDB store, as a map (the module's one outside dependency). */
function memoryStore(): CacheStore & { records: Map<string, PersistedClient> } {
  const records = new Map<string, PersistedClient>();
  return {
    records,
    get: async (key) => records.get(key),
    set: async (key, value) => void records.set(key, structuredClone(value)),
    del: async (key) => void records.delete(key),
    clear: async () => records.clear(),
  };
}

/** A token whose payload names the user (`sub`), as the services sign them. */
function tokenFor(sub: string): string {
  const part = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '');
  return `${part({ alg: 'HS256' })}.${part({ sub, exp: 1 })}.signature`;
}

const user = (id: string) => ({ id, email: `${id}@example.dk`, userType: 'email-password' }) as User;
const consumption = ['tenancy', '1', 'graph', { quantity: 'heat-energy' }];

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the figures kept for offline use', () => {
  it('are kept per user: what one user saw is restored for them and for no one else', async () => {
    vi.useFakeTimers();
    const store = memoryStore();
    const seen = new QueryClient();
    const cache = createOfflineCache({ queryClient: seen, store });
    cache.keep('7');
    seen.setQueryData(consumption, { total: 412 });
    await vi.advanceTimersByTimeAsync(1000);
    expect([...store.records.keys()]).toEqual(['user:7']);

    const again = new QueryClient();
    await createOfflineCache({ queryClient: again, store }).restore('7');
    expect(again.getQueryData(consumption)).toEqual({ total: 412 });

    const someoneElse = new QueryClient();
    await createOfflineCache({ queryClient: someoneElse, store }).restore('8');
    expect(someoneElse.getQueryData(consumption)).toBeUndefined();
  });

  it('a user signing in on the same browser gets a record of their own', async () => {
    vi.useFakeTimers();
    const store = memoryStore();
    const queryClient = new QueryClient();
    const cache = createOfflineCache({ queryClient, store });
    cache.keep('7');
    queryClient.setQueryData(['tenancy', '1', 'kpis'], { rating: 'B' });
    await vi.advanceTimersByTimeAsync(1000);
    cache.keep('8');
    queryClient.setQueryData(['tenancy', '2', 'kpis'], { rating: 'D' });
    await vi.advanceTimersByTimeAsync(1000);
    expect([...store.records.keys()].sort()).toEqual(['user:7', 'user:8']);
  });

  it('are forgotten at clear, and a write that was waiting does not bring them back', async () => {
    vi.useFakeTimers();
    const store = memoryStore();
    const queryClient = new QueryClient();
    const cache = createOfflineCache({ queryClient, store });
    cache.keep('7');
    queryClient.setQueryData(consumption, { total: 412 });
    await vi.advanceTimersByTimeAsync(1000);
    queryClient.setQueryData(consumption, { total: 413 });
    await cache.clear();
    await vi.advanceTimersByTimeAsync(5000);
    expect(store.records.size).toBe(0);
  });

  it('keep queries nobody looks at as long as a saved cache counts', () => {
    const queryClient = new QueryClient();
    createOfflineCache({ queryClient, store: memoryStore() });
    expect(queryClient.getDefaultOptions().queries?.gcTime).toBe(7 * 24 * 60 * 60 * 1000);
  });

  it('the newest figure tells how old the figures are; the kept session does not count', () => {
    const queryClient = new QueryClient();
    expect(figuresAsOf(queryClient)).toBeNull();
    queryClient.setQueryData(consumption, { total: 1 }, { updatedAt: Date.UTC(2026, 10, 27, 11, 4) });
    queryClient.setQueryData(['tenancy', '1', 'kpis'], { rating: 'B' }, { updatedAt: Date.UTC(2026, 10, 27, 9, 0) });
    queryClient.setQueryData(SESSION_SNAPSHOT_KEY, {}, { updatedAt: Date.UTC(2026, 10, 28) });
    expect(figuresAsOf(queryClient)).toBe(Date.UTC(2026, 10, 27, 11, 4));
  });
});

describe('the session kept with them', () => {
  function page() {
    const storage = createAppStorage({ local: createMemoryStorage(), session: createMemoryStorage() });
    return { storage, store: createStore(), queryClient: new QueryClient(), records: memoryStore() };
  }

  it('is saved when the tenant signs in, and opens the portal on it without a connection', async () => {
    vi.useFakeTimers();
    const before = page();
    const cache = createOfflineCache({ queryClient: before.queryClient, store: before.records });
    keepSessionOffline(before, before.queryClient, cache);
    before.store.set(tenanciesAtom, [tenancy('1', 'Storgata 1'), tenancy('2', 'Vestergade 2')] as unknown as Tenancy[]);
    before.store.set(userAtom, user('7'));
    before.queryClient.setQueryData(consumption, { total: 412 });
    await vi.advanceTimersByTimeAsync(1000);

    // the next start, offline: the stored token names the user
    const after = { ...page(), records: before.records };
    after.storage.set('dataRefreshToken', tokenFor('7'));
    after.storage.set('selectedTenancyId', '2');
    expect(storedUserId(after.storage)).toBe('7');
    const opened = await openOffline(
      after,
      createOfflineCache({ queryClient: after.queryClient, store: after.records }),
      new URL('http://portal.test/'),
    );
    expect(opened).toBe(true);
    expect(after.store.get(userAtom)?.id).toBe('7');
    expect(after.store.get(selectedTenancyIdAtom)).toBe('2');
    expect(after.queryClient.getQueryData(consumption)).toEqual({ total: 412 });
  });

  it('nothing saved (or no stored session): the start goes on as usual', async () => {
    const empty = page();
    const cache = createOfflineCache({ queryClient: empty.queryClient, store: empty.records });
    expect(await openOffline(empty, cache, new URL('http://portal.test/'))).toBe(false);
    empty.storage.set('dataToken', tokenFor('7'));
    expect(await openOffline(empty, cache, new URL('http://portal.test/'))).toBe(false);
    expect(empty.store.get(userAtom)).toBeNull();
  });

  it('is not saved for support staff acting as a tenant', async () => {
    vi.useFakeTimers();
    const impersonating = page();
    impersonating.storage.setImpersonating(true, Date.now());
    const cache = createOfflineCache({ queryClient: impersonating.queryClient, store: impersonating.records });
    keepSessionOffline(impersonating, impersonating.queryClient, cache);
    impersonating.store.set(userAtom, user('7'));
    impersonating.queryClient.setQueryData(consumption, { total: 412 });
    await vi.advanceTimersByTimeAsync(1000);
    expect(impersonating.records.records.size).toBe(0);
  });

  it('a logout forgets every saved cache', async () => {
    vi.useFakeTimers();
    // the services are not reached: a social user's logout revokes nothing
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{}', { status: 500 })),
    );
    const signedIn = page();
    const cache = createOfflineCache({ queryClient: signedIn.queryClient, store: signedIn.records });
    const { services } = createPortalSession({
      config: {
        api: { main: 'http://main.test/graphql', data: 'http://data.test/graphql' },
        brand: 'norway',
        social: {},
      },
      store: signedIn.store,
      storage: signedIn.storage,
      queryClient: signedIn.queryClient,
      i18n: createI18n('en'),
      navigation: { go: vi.fn(), attach: vi.fn() },
      offlineCache: cache,
    });
    keepSessionOffline(signedIn, signedIn.queryClient, cache);
    signedIn.store.set(userAtom, user('7'));
    signedIn.queryClient.setQueryData(consumption, { total: 412 });
    await vi.advanceTimersByTimeAsync(1000);
    expect(signedIn.records.records.size).toBe(1);

    await services.logout();
    await vi.advanceTimersByTimeAsync(1000);
    expect(signedIn.records.records.size).toBe(0);
  });
});
