import type { QueryClient } from '@tanstack/react-query';
import {
  persistQueryClientRestore,
  persistQueryClientSubscribe,
  type PersistedClient,
  type Persister,
} from '@tanstack/query-persist-client-core';
import { clear, createStore, del, get, set } from 'idb-keyval';
import {
  type AppStorage,
  type AuthType,
  authTypeAtom,
  chooseTenancyId,
  currentUserAtom,
  decodeTokenPayload,
  tenanciesAtom,
  userAtom,
  userUnitsAtom,
  type CurrentUser,
  type Tenancy,
  type User,
  type UserUnit,
} from '@portal/shared';
import { selectTenancy, tenancyIdFromUrl, type SessionDeps } from '../session/session';

/** Where the saved caches live: one record per user, in the browser's IndexedDB. */
export interface CacheStore {
  get(key: string): Promise<PersistedClient | undefined>;
  set(key: string, value: PersistedClient): Promise<void>;
  del(key: string): Promise<void>;
  clear(): Promise<void>;
}

export function indexedDbCacheStore(): CacheStore {
  const store = createStore('portal-offline', 'query-cache');
  return {
    // as JSON, as the figures came: whatever else a query holds is not kept
    get: async (key) => {
      const saved = await get<string>(key, store);
      return saved ? (JSON.parse(saved) as PersistedClient) : undefined;
    },
    set: (key, value) => set(key, JSON.stringify(value), store),
    del: (key) => del(key, store),
    clear: () => clear(store),
  };
}

/** The session as the portal last loaded it, kept with the figures so that the portal opens offline. */
export interface SessionSnapshot {
  user: User;
  currentUser: CurrentUser | null;
  authType: AuthType | null;
  tenancies: Tenancy[];
  units: UserUnit[];
}
export const SESSION_SNAPSHOT_KEY = ['session', 'offline-snapshot'] as const;

/** A saved cache older than this is not shown (nor kept). */
export const OFFLINE_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;
/** Raised when what is saved can no longer be read by this release (its shape changed). */
const BUSTER = 'portal-offline-1';
/** At most one write a second while the figures change. */
const WRITE_EVERY_MS = 1000;

export interface OfflineCache {
  /** Puts the user's saved figures and session back into the query cache; the session, if one was saved. */
  restore(userId: string): Promise<SessionSnapshot | null>;
  /** From now on the query cache is saved for this user (as it changes). */
  keep(userId: string): void;
  /** Stops saving and forgets every saved cache (sign-out). */
  clear(): Promise<void>;
}

/**
 * The query cache saved in the browser, per user, so that a tenant without a connection sees the last
 * figures the portal showed them (TanStack Query's persister). Only successful queries are saved.
 */
export function createOfflineCache({
  queryClient,
  store = indexedDbCacheStore(),
  maxAgeMs = OFFLINE_MAX_AGE_MS,
  writeEveryMs = WRITE_EVERY_MS,
}: {
  queryClient: QueryClient;
  store?: CacheStore;
  maxAgeMs?: number;
  writeEveryMs?: number;
}): OfflineCache {
  // queries nobody looks at stay in memory (and so in what is saved) as long as a saved cache counts
  const defaults = queryClient.getDefaultOptions();
  queryClient.setDefaultOptions({ ...defaults, queries: { ...defaults.queries, gcTime: maxAgeMs } });

  const keyOf = (userId: string) => `user:${userId}`;
  let keptFor: string | null = null;
  let unsubscribe: (() => void) | null = null;
  let pending: PersistedClient | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let writing: Promise<void> = Promise.resolve();

  const flush = (userId: string) => {
    timer = null;
    const client = pending;
    pending = null;
    if (!client || keptFor !== userId) return;
    writing = writing
      .then(() => store.set(keyOf(userId), client))
      .catch((error: unknown) => console.warn('[offline] the figures could not be kept', error));
  };

  const persisterFor = (userId: string): Persister => ({
    persistClient: (client) => {
      pending = client;
      timer ??= setTimeout(() => flush(userId), writeEveryMs);
    },
    restoreClient: () => store.get(keyOf(userId)),
    removeClient: () => store.del(keyOf(userId)),
  });

  const stop = () => {
    unsubscribe?.();
    unsubscribe = null;
    keptFor = null;
    if (timer) clearTimeout(timer);
    timer = null;
    pending = null;
  };

  return {
    async restore(userId) {
      await persistQueryClientRestore({
        queryClient,
        persister: persisterFor(userId),
        maxAge: maxAgeMs,
        buster: BUSTER,
      });
      return queryClient.getQueryData<SessionSnapshot>(SESSION_SNAPSHOT_KEY) ?? null;
    },
    keep(userId) {
      if (keptFor === userId) return;
      stop();
      keptFor = userId;
      unsubscribe = persistQueryClientSubscribe({ queryClient, persister: persisterFor(userId), buster: BUSTER });
    },
    async clear() {
      stop();
      await writing;
      await store.clear().catch(() => undefined);
    },
  };
}

/** The signed-in user's id as the stored data-service token names it (readable without a connection). */
export function storedUserId(storage: AppStorage): string | null {
  for (const token of [storage.get('dataToken'), storage.get('dataRefreshToken')]) {
    if (!token) continue;
    try {
      const { sub } = decodeTokenPayload(token);
      if (typeof sub === 'string' && sub) return sub;
    } catch {
      // not a token: try the other
    }
  }
  return null;
}

/**
 * Saves the session with the figures whenever it changes (sign-in, reload, a tenancy added), for the
 * signed-in user; not for support staff acting as a tenant (nothing of the tenant stays on their device).
 */
export function keepSessionOffline(
  { store, storage }: Omit<SessionDeps, 'clients'>,
  queryClient: QueryClient,
  cache: OfflineCache,
): () => void {
  const save = () => {
    const user = store.get(userAtom);
    if (!user || storage.isImpersonating()) return;
    const snapshot: SessionSnapshot = {
      user,
      currentUser: store.get(currentUserAtom),
      authType: store.get(authTypeAtom),
      tenancies: store.get(tenanciesAtom),
      units: store.get(userUnitsAtom),
    };
    queryClient.setQueryData(SESSION_SNAPSHOT_KEY, snapshot);
    cache.keep(String(user.id));
  };
  const stops = [
    store.sub(userAtom, save),
    store.sub(currentUserAtom, save),
    store.sub(tenanciesAtom, save),
    store.sub(userUnitsAtom, save),
  ];
  save();
  return () => stops.forEach((stopFollowing) => stopFollowing());
}

/** Starts the session from what was saved (no connection): the tenancy of the URL, else the remembered one. */
export function startFromSnapshot(deps: Omit<SessionDeps, 'clients'>, snapshot: SessionSnapshot, url: URL): void {
  const { store, storage } = deps;
  store.set(userAtom, snapshot.user);
  store.set(currentUserAtom, snapshot.currentUser);
  store.set(authTypeAtom, snapshot.authType);
  store.set(tenanciesAtom, snapshot.tenancies);
  store.set(userUnitsAtom, snapshot.units);
  const fromUrl = tenancyIdFromUrl(url);
  const wanted = snapshot.tenancies.some((t) => t.id === fromUrl) ? fromUrl : storage.get('selectedTenancyId');
  selectTenancy(deps, chooseTenancyId(snapshot.tenancies, wanted));
}

/** The newest time any figure on the page was fetched (epoch ms), or null without any. */
export function figuresAsOf(queryClient: QueryClient): number | null {
  let newest = 0;
  for (const query of queryClient.getQueryCache().getAll()) {
    if (query.queryKey[0] === SESSION_SNAPSHOT_KEY[0] && query.queryKey[1] === SESSION_SNAPSHOT_KEY[1]) continue;
    if (query.state.data !== undefined && query.state.dataUpdatedAt > newest) newest = query.state.dataUpdatedAt;
  }
  return newest || null;
}

/**
 * A start without a connection: the stored session's user's saved figures and session, when there are
 * some, start the portal as it last was (true); else the start goes on as usual (false).
 */
export async function openOffline(
  deps: Omit<SessionDeps, 'clients'>,
  cache: Pick<OfflineCache, 'restore'>,
  url: URL,
): Promise<boolean> {
  const userId = storedUserId(deps.storage);
  if (!userId) return false;
  const snapshot = await cache.restore(userId).catch(() => null);
  if (!snapshot) return false;
  startFromSnapshot(deps, snapshot, url);
  return true;
}
