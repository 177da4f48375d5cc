import type { QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import {
  type AppStorage,
  type AppStore,
  changeLanguage,
  createPortalClients,
  createSignOutChannel,
  discardSession,
  errorTextKey,
  impersonationTimeLeft,
  isLanguage,
  notify,
  type PortalServices,
  type RuntimeConfig,
  selectedTenancyIdAtom,
  userAtom,
} from '@portal/shared';
import { preloadSignedInLayout } from '../layout/tenancy-layout';
import { fetchOrEarly } from '../federation/early-start';
import { afterSignIn, loadSession, logout, pathAfterSignIn, type SessionDeps } from './session';
import { createTimers } from './timers';
import type { OfflineCache } from '../app/offline-cache';

/**
 * Where the page goes on its own (a session ended): the router once there is one, the browser before.
 */
export interface Navigation {
  go(path: string): void;
  attach(navigate: (path: string) => void): void;
}

export function createNavigation(): Navigation {
  let navigate = (path: string) => window.location.assign(path);
  return {
    go: (path) => navigate(path),
    attach: (next) => {
      navigate = next;
    },
  };
}

/**
 * The page's session: the two API clients, the services the shell hands the remotes, and every way a
 * session ends, which all go through one teardown (`discardSession` with the page's timers and query
 * cache): a logout, a refused refresh, an ended impersonation, a failed sign-in, another tab's ending.
 */
export function createPortalSession({
  config,
  store,
  storage,
  queryClient,
  i18n,
  navigation,
  offlineCache,
}: {
  config: Pick<RuntimeConfig, 'api' | 'brand' | 'social'>;
  store: AppStore;
  storage: AppStorage;
  queryClient: QueryClient;
  i18n: I18n;
  navigation: Navigation;
  /** The figures kept for offline use: forgotten with the session. */
  offlineCache?: Pick<OfflineCache, 'clear'>;
}): { services: PortalServices; deps: SessionDeps; scheduleImpersonationEnd(): void } {
  const timers = createTimers();
  /** Whatever else of the session the page holds: its timers and its cached queries (kept ones too). */
  const leavePage = () => {
    timers.clear();
    void offlineCache?.clear();
    queryClient.clear();
  };
  const clients = createPortalClients({
    endpoints: config.api,
    // the session's first requests, which the page's inline script may have made already
    fetch: fetchOrEarly,
    storage,
    store,
    // the clients have discarded the session (and noted why, for the login page)
    onLoggedOut: () => {
      leavePage();
      signOuts.announce('ended');
      navigation.go('/login');
    },
  });
  const deps: SessionDeps = { clients, store, storage };
  // SPEC §4: the tabs share the session, so a logout or an ended session in one ends it in all.
  const signOuts = createSignOutChannel({
    storage,
    onSignedOutElsewhere: () => {
      if (!store.get(userAtom)) return;
      discardSession(deps, { keepStorage: true });
      leavePage();
      navigation.go('/login');
    },
  });

  const scheduleImpersonationEnd = () => {
    const left = impersonationTimeLeft(storage);
    // SPEC §4: an impersonated session logs out after 60 minutes
    if (left !== null)
      timers.set('impersonation', left, () => void services.logout().then(() => navigation.go('/login')));
  };

  const services: PortalServices = {
    clients,
    brand: config.brand,
    social: config.social,
    afterSignIn: async (options = {}) => {
      void preloadSignedInLayout();
      let path: string;
      try {
        path = await afterSignIn(deps, options.tenancyId ?? null);
      } catch (error) {
        if (!(error instanceof Error) || error.name !== 'ActivationCodeError') throw error;
        // the code could not be used: the session is loaded all the same; say why (SPEC §8)
        void notify.error(i18n.t(`common:${errorTextKey(error.cause)}`));
        path = pathAfterSignIn(store);
      }
      // The account's language, unless this browser has one chosen (a logout forgets it, SPEC §4).
      const language = store.get(userAtom)?.language;
      if (!storage.storedLanguage() && isLanguage(language) && language !== i18n.language) {
        await changeLanguage(i18n, language, storage);
      }
      scheduleImpersonationEnd();
      return path;
    },
    reloadSession: (options = {}) => loadSession(deps, options.tenancyId ?? store.get(selectedTenancyIdAtom)),
    logout: async () => {
      leavePage();
      await logout(deps);
      signOuts.announce('logout');
    },
    discardSession: () => {
      discardSession(deps, { keepStorage: true });
      leavePage();
    },
  };
  return { services, deps, scheduleImpersonationEnd };
}
