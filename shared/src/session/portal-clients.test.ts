import { describe, expect, it, vi } from 'vitest';
import { createStore } from 'jotai';
import { createPortalClients } from './portal-clients';
import { createAppStorage, createMemoryStorage } from './storage';
import { impersonationTimeLeft, IMPERSONATION_MS } from '../api/auth';
import { MainMeDocument } from '../api/generated/main';
import { currentUserAtom, tenanciesAtom, type Tenancy } from '../state/session';

const b64url = (value: string) => btoa(value).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

describe('portal clients', () => {
  it('a failed refresh resets the session state and logs out', async () => {
    const local = createMemoryStorage();
    const storage = createAppStorage({ local, session: createMemoryStorage() });
    const store = createStore();
    store.set(tenanciesAtom, [{ id: 'a' } as Tenancy]);
    store.set(currentUserAtom, { id: '1' } as never);
    storage.set('mainToken', `h.${b64url(JSON.stringify({ exp: 1 }))}.s`);
    storage.set('mainRefreshToken', 'r');
    storage.set('dataToken', 'd');
    storage.set('selectedTenancyId', 'a');
    const onLoggedOut = vi.fn();
    const fetch = vi.fn(
      async () =>
        new Response(JSON.stringify({ errors: [{ message: 'Refresh token expired' }] }), {
          headers: { 'content-type': 'application/json' },
        }),
    );
    const clients = createPortalClients({
      endpoints: { main: '/main', data: '/data' },
      store,
      storage,
      fetch: fetch as unknown as typeof globalThis.fetch,
      onLoggedOut,
      onLoginRequired: () => {},
    });
    await expect(clients.nucleus.request(MainMeDocument)).rejects.toMatchObject({ name: 'Refresh token expired' });
    expect(store.get(tenanciesAtom)).toEqual([]);
    expect(store.get(currentUserAtom)).toBeNull();
    expect(local.length).toBe(0);
    expect(onLoggedOut).toHaveBeenCalledOnce();
    // the login page then says the session expired (SPEC §8), once
    expect(storage.sessionEnded()).toBe(true);
    storage.forgetSessionEnded();
    expect(storage.sessionEnded()).toBe(false);
  });
});

describe('impersonation (SPEC §4)', () => {
  it('ends 60 minutes after it started', () => {
    const storage = createAppStorage({ local: createMemoryStorage(), session: createMemoryStorage() });
    expect(impersonationTimeLeft(storage, 0)).toBeNull();
    storage.setImpersonating(true, 1_000);
    expect(IMPERSONATION_MS).toBe(3_600_000);
    expect(impersonationTimeLeft(storage, 1_000)).toBe(3_600_000);
    expect(impersonationTimeLeft(storage, 1_000 + 3_599_999)).toBe(1);
    expect(impersonationTimeLeft(storage, 1_000 + 3_600_000)).toBe(0);
  });
});
