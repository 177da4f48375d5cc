import type { ApiClients } from '../api/clients';
import type { AppStore } from '../platform/providers';
import { resetSessionAtom } from '../state/session';
import type { AppStorage } from './storage';

/** What a session is in a page: the two clients (tokens, refresh timers), the session atoms, the stored items. */
export interface SessionParts {
  clients: ApiClients;
  store: AppStore;
  storage: AppStorage;
}

/**
 * Ends a session in this page: the one way every ending goes (a logout, a refused refresh, a failed
 * start-up or sign-in, another tab's logout). The clients drop their tokens and refresh timers, the
 * session atoms go back to signed out and, unless `keepStorage` (a failed sign-in keeps the language
 * chosen, for example), everything the portal keeps in the browser goes too (SPEC §4).
 */
export function discardSession({ clients, store, storage }: SessionParts, { keepStorage = false } = {}): void {
  clients.nucleus.clearTokens();
  clients.nucleolus.clearTokens();
  store.set(resetSessionAtom);
  if (!keepStorage) storage.clearAll();
}
