import { type ApiClients, type ApiClientsOptions, createApiClients } from '../api/clients';
import type { AppStore } from '../platform/providers';
import { discardSession } from './discard';
import { appStorage } from './storage';

/** Options of `createPortalClients`: the clients' options plus the store and a logged-out callback. */
export interface PortalClientsOptions extends Omit<ApiClientsOptions, 'onRefreshFailure'> {
  /** The page's jotai store (the session atoms are reset in it). */
  store: AppStore;
  /** Called after a failed refresh has reset the state and logged out (e.g. navigate to /login). */
  onLoggedOut?: (error: unknown) => void;
}

/**
 * The page's two clients, wired to the session: a failed token refresh (either service) resets every
 * session atom and logs out, clearing both services' tokens and all stored items (SPEC §4, §8).
 */
export function createPortalClients(options: PortalClientsOptions): ApiClients {
  const storage = options.storage ?? appStorage;
  const clients: ApiClients = createApiClients({
    ...options,
    storage,
    onRefreshFailure: (error) => {
      discardSession({ clients, store: options.store, storage });
      // The login page says why (SPEC §8's expiry text): the user did not ask to be signed out.
      storage.noteSessionEnded();
      options.onLoggedOut?.(error);
    },
  });
  return clients;
}
