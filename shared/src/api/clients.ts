import { type AppStorage, appStorage } from '../session/storage';
import {
  createServiceClient,
  goToSiteRoot,
  type RefreshHandOver,
  type RefreshLocks,
  type ServiceClient,
} from './client';
import { INTERNAL_REJECTIONS } from './errors';
import { tokenPairOr } from './token-pair';
import { MainRefreshTokenDocument } from './generated/main';
import { DataRefreshTokenDocument } from './generated/data';

/** The two data clients (SPEC §7): `nucleus` talks to the main account service, `nucleolus` to the data service. */
export interface ApiClients {
  nucleus: ServiceClient;
  nucleolus: ServiceClient;
}

/** Endpoints, storage and the callbacks for refresh failure and login-required. */
export interface ApiClientsOptions {
  endpoints: { main: string; data: string };
  storage?: AppStorage;
  /** A token refresh failed: reset state and log out (SPEC §4, §8). */
  onRefreshFailure?: (error: unknown) => void;
  onLoginRequired?: () => void;
  fetch?: typeof fetch;
  now?: () => number;
  /** Where tabs take turns to refresh (default: the browser's Web Locks). */
  locks?: RefreshLocks | null;
  /** Where a tab that refreshed leaves the new pair for the others (default: IndexedDB). */
  handOver?: RefreshHandOver | null;
}

/**
 * The most operations the data service takes in one batched POST (its `limits.maxBatch`): the
 * requests a screen makes at once travel together (docs/decisions/0089). The main service takes none.
 */
export const DATA_SERVICE_BATCH = 20;

/** Creates both clients, each refreshing its own token with its own service's refresh mutation. */
export function createApiClients(options: ApiClientsOptions): ApiClients {
  const common = {
    storage: options.storage ?? appStorage,
    onRefreshFailure: options.onRefreshFailure,
    onLoginRequired: options.onLoginRequired,
    fetch: options.fetch,
    now: options.now,
    locks: options.locks,
    handOver: options.handOver,
  };
  const nucleus = createServiceClient({
    ...common,
    // An impersonated session holds the data service's tokens only (SPEC §4): the main service's
    // 'login-required' then says that it cannot answer, not that the session is over.
    onLoginRequired: () => {
      if (!common.storage.isImpersonating()) (options.onLoginRequired ?? goToSiteRoot)();
    },
    service: 'main',
    endpoint: options.endpoints.main,
    refresh: async (refreshToken, client) => {
      const data = await client.request(MainRefreshTokenDocument, { refreshToken }, { anonymous: true });
      return tokenPairOr(data?.refreshToken, INTERNAL_REJECTIONS.refreshToken);
    },
  });
  const nucleolus = createServiceClient({
    ...common,
    service: 'data',
    endpoint: options.endpoints.data,
    maxBatch: DATA_SERVICE_BATCH,
    refresh: async (refreshToken, client) => {
      const data = await client.request(DataRefreshTokenDocument, { refreshToken }, { anonymous: true });
      return tokenPairOr(data?.refreshToken, INTERNAL_REJECTIONS.refreshToken);
    },
  });
  return { nucleus, nucleolus };
}
