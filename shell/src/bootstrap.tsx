import { createRoot } from 'react-dom/client';
import { flushSync } from 'react-dom';
import { createBrowserRouter, matchPath, RouterProvider } from 'react-router';
import { I18nextProvider } from 'react-i18next';
import { createStore } from 'jotai';
import { onlineManager } from '@tanstack/react-query';
import { TENANCY_ROUTE } from '@portal/shared/routing';
import {
  applyBrandTheme,
  appTitle,
  brandTheme,
  appStorage,
  createI18n,
  createQueryClient,
  isLanguage,
  LANGUAGES,
  prepareTimeZone,
  notify,
  recordHostModules,
  registerRemotes,
  startLanguage,
  userAtom,
  type Language,
  type RemoteName,
  installPortalServices,
  isOnline,
  loadTexts,
  STORAGE_PREFIXES,
} from '@portal/shared';
import { fetchRuntimeConfig } from './federation/runtime-config';
import { createRemoteRouteMounter, warmRoute } from './federation/remote-routes';
import { sectionReports } from './federation/unavailable';
import { loadRemoteRoutes } from './federation/load-remote-routes';
import { preloadReachableRemotes } from './federation/preload';
import { expectScreen } from './federation/screen-preload';
import { endEarlyStart } from './federation/early-start';
import { shellRoutes } from './app/routes';
import { UnexpectedError } from './pages/error-page';
import { shellTexts } from './i18n/texts';
import { resumeSession, startSession, type SessionResume } from './session/session';
import { createOfflineCache, keepSessionOffline, openOffline } from './app/offline-cache';
import { registerServiceWorker } from './app/service-worker';
import { ServicesUnreachable } from './pages/services-unreachable';
import { createNavigation, createPortalSession } from './session/portal-session';
import { Splash } from './layout/splash';
import { preloadSignedInLayout } from './layout/tenancy-layout';
import { installStateLog } from './app/state-log';
import { limitZoomOnIos } from './app/ios-zoom';
import { consentFromCookie } from './app/consent-cookie';
import { reportError, startMonitoring } from './app/monitoring';
import { followTitle } from './app/document-title';
import { applyBrandToHead, linkWebAppManifest } from './app/brand-head';
import { endPrerender, keepsPrerender } from './app/prerendered';
import { keepLastScreen, keepsLastScreen, lastScreenKey, untilScreenDrawn } from './app/last-screen';
import { startProgressMarkup } from './app/navigation-progress';
import { languageConfig, ShellProviders } from './app/providers';
import './app/base.css';
import './app/layout.css';

async function start() {
  const container = document.getElementById('root');
  if (!container) throw new Error('No #root element on the page');
  const root = createRoot(container);
  try {
    const config = await fetchRuntimeConfig();
    // SPEC §1: the brand selects the theme and the app's title
    const theme = brandTheme(config.brand, { storeLinks: config.storeLinks });
    applyBrandTheme(theme);
    applyBrandToHead(theme);
    startMonitoring(config, consentFromCookie(), process.env.PORTAL_RELEASE ?? 'dev');
    registerRemotes(Object.entries(config.remotes).map(([name, entry]) => ({ name, entry })));
    recordHostModules();

    const queryClient = createQueryClient();
    // the last figures of the signed-in tenant, kept in the browser for a start without a connection
    const offlineCache = createOfflineCache({ queryClient });
    // queries wait for the connection instead of failing (the browser says when it comes back)
    onlineManager.setOnline(isOnline());
    const store = createStore();
    const storage = appStorage;
    const languages = languageConfig(config.defaultLanguage);
    const i18n = createI18n(
      startLanguage(languages, storage, new URL(window.location.href).searchParams.get('language')),
    );
    document.documentElement.lang = i18n.language;
    followTitle(i18n, theme, store);
    // installable: the brand's manifest, named in the page's language
    linkWebAppManifest(theme, i18n.language);
    i18n.on('languageChanged', (language: string) => linkWebAppManifest(theme, language));
    // the shell's texts load while the screen being opened and the session start to (below), not before
    const shellTextsLoaded = loadTexts(i18n, shellTexts);
    // a remote's routes mount once its texts are there in the current language
    const mounter = createRemoteRouteMounter({
      load: async (remote, pathname) => {
        expectScreen(remote, pathname, i18n.language);
        const module = await loadRemoteRoutes(remote);
        warmRoute(module, pathname);
        await loadTexts(i18n, ...(module.texts ?? []));
        return module;
      },
      ...sectionReports(store),
    });
    const url = new URL(window.location.href);
    // the screen being opened: its remote loads while the shell's texts and the session do, not after
    // them (a signed-out visitor of a tenancy page goes to /login, so without a session only public
    // screens are fetched)
    const hasDataTokens = () => Boolean(storage.get('dataToken') || storage.get('dataRefreshToken'));
    const signedInStart = hasDataTokens();
    if (signedInStart || !matchPath(`${TENANCY_ROUTE}/*`, url.pathname)) mounter.prefetch(url.pathname);
    const navigation = createNavigation();
    const { services, deps, scheduleImpersonationEnd } = createPortalSession({
      config,
      store,
      storage,
      queryClient,
      i18n,
      navigation,
      offlineCache,
    });
    installPortalServices(services);
    const shell = { services, deps, languages, theme };
    const providers = (children: React.ReactNode) => (
      <ShellProviders queryClient={queryClient} store={store} i18n={i18n} shell={shell}>
        {children}
      </ShellProviders>
    );

    // The session starts while the shell's texts load (it shows no text), and a returning tenant's
    // layout loads beside it.
    const sessionStarted = (async () => {
      // no connection: the portal opens on the figures and session kept from the last visit, if any
      const offline = signedInStart && !isOnline() && (await openOffline(deps, offlineCache, url));
      const started = offline
        ? { code: 'none' as const, resumed: 'loaded' as SessionResume }
        : await startSession(deps, url);
      return { ...started, offline };
    })();
    // a failure is handled where it is awaited, below (or not at all, when the texts failed first)
    sessionStarted.catch(() => undefined);
    if (signedInStart) {
      void preloadSignedInLayout();
      // a tenant's screens show Copenhagen dates: the zone's data loads while the network answers
      setTimeout(prepareTimeZone);
    }
    // SPEC §4: the splash shows until initialisation completes, except in impersonation mode. A public
    // page the server rendered ahead shows instead (inert, under the start-up bar) when it is the one
    // this tab opens on.
    const impersonating = window.location.pathname.startsWith('/impersonate/') || storage.isImpersonating();
    // a returning tenant's start: the screen they last left at this address, drawn by the page's
    // inline script, shows instead while the shell draws it anew out of sight
    const lastScreen = signedInStart && !impersonating && keepsLastScreen(i18n.language);
    const prerendered = !lastScreen && keepsPrerender(i18n.language, signedInStart || impersonating);
    if (!prerendered && !lastScreen) endPrerender(true);
    // the tenant's screen is kept when the page is left, for the next start at its address
    keepLastScreen(window, lastScreenKey(STORAGE_PREFIXES.data), () =>
      store.get(userAtom) &&
      !storage.isImpersonating() &&
      hasDataTokens() &&
      matchPath(`${TENANCY_ROUTE}/*`, window.location.pathname)
        ? { language: i18n.language, progress: startProgressMarkup(i18n.t('common:app.loading')) }
        : null,
    );
    await shellTextsLoaded;
    if (!impersonating && !prerendered && !lastScreen) root.render(providers(<Splash />));
    const { code, resumed, offline } = await sessionStarted;
    if (offline) {
      // once the connection is back, the session is loaded afresh (a session refused meanwhile ends)
      window.addEventListener(
        'online',
        () =>
          void resumeSession(deps, new URL(window.location.href)).then((result) => {
            if (result !== 'ended') return;
            queryClient.clear();
            void offlineCache.clear();
          }),
        { once: true },
      );
    }
    keepSessionOffline(deps, queryClient, offlineCache);
    if (resumed === 'unreachable') {
      // the session stays; the portal starts once the services answer again (or the session ends)
      endPrerender(true);
      await new Promise<void>((recovered) =>
        root.render(
          providers(
            <ServicesUnreachable
              appTitle={appTitle(theme, isLanguage(i18n.language) ? i18n.language : 'en')}
              retry={async () => (await resumeSession(deps, url)) !== 'unreachable'}
              onRecovered={recovered}
            />,
          ),
        ),
      );
    }
    if (store.get(userAtom)) void preloadSignedInLayout();
    scheduleImpersonationEnd();
    if (code === 'used') {
      void notify.error(i18n.t('common:errors.activation_code_in_use'));
      if (!store.get(userAtom)) window.history.replaceState(null, '', '/login');
    }

    const router = createBrowserRouter(shellRoutes(), { patchRoutesOnNavigation: mounter.patchRoutesOnNavigation });
    navigation.attach((path) => void router.navigate(path));
    limitZoomOnIos();
    installStateLog(() => ({
      location: window.location.pathname,
      session: store,
      storage: { impersonating: storage.isImpersonating() },
    }));

    if (prerendered) {
      // the screen rendered ahead stays until the router can draw it (its remote and texts are there)
      await new Promise<void>((initialized) => {
        if (router.state.initialized) initialized();
        else router.subscribe((state) => state.initialized && initialized());
      });
      flushSync(() => root.render(providers(<RouterProvider router={router} />)));
      endPrerender(false);
    } else root.render(providers(<RouterProvider router={router} />));
    if (lastScreen) {
      // the copy stays in front until the screen behind it is complete, then the two are exchanged
      void untilScreenDrawn({
        root: container,
        path: url.pathname + url.search,
        routed: () => router.state.initialized && router.state.navigation.state === 'idle',
        fetching: () => queryClient.isFetching(),
        subscribe: (changed) => {
          const stopRouter = router.subscribe(changed);
          const stopQueries = queryClient.getQueryCache().subscribe(changed);
          return () => {
            stopRouter();
            stopQueries();
          };
        },
      }).then(() => endPrerender(false));
    }
    // the opened screen's remote has taken its early manifest (its load started before the session)
    endEarlyStart();
    if (config.preload)
      preloadReachableRemotes(Object.keys(config.remotes) as RemoteName[], {
        signedIn: () => Boolean(store.get(userAtom)),
        subscribe: (listener) => store.sub(userAtom, listener),
      });
    registerServiceWorker();
  } catch (error) {
    reportError(error);
    console.error('[shell] start-up failed', error);
    endPrerender(true);
    root.render(await startFailure(error));
  }
}

/**
 * The page that says the portal could not start, in the language the visitor chose before (or the
 * browser's): the shell's texts are fetched if they can be; if not, it says so in English.
 */
async function startFailure(error: unknown) {
  // the configuration may not have come: the default brand's colours
  if (!document.documentElement.dataset.brand) applyBrandTheme(brandTheme(null));
  const i18n = createI18n(
    startLanguage(
      { defaultLanguage: navigatorLanguage(), available: LANGUAGES },
      appStorage,
      new URL(window.location.href).searchParams.get('language'),
    ),
  );
  document.documentElement.lang = i18n.language;
  await loadTexts(i18n, shellTexts).catch(() => undefined);
  return (
    <I18nextProvider i18n={i18n}>
      <UnexpectedError reason="start" inRouter={false} technical={error instanceof Error ? error.message : undefined} />
    </I18nextProvider>
  );
}

/** The browser's language when the portal offers it, else English. */
function navigatorLanguage(): Language {
  const preferred = navigator.languages.map((tag) => tag.slice(0, 2).toLowerCase());
  const found = preferred.map((code) => (code === 'no' || code === 'nn' ? 'nb' : code)).find(isLanguage);
  return found ?? 'en';
}

void start();
