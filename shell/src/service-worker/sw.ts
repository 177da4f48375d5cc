/// <reference lib="webworker" />
// The portal's service worker (Workbox): the portal opens without a connection, and independent
// deploys are seen as they are without it (docs/decisions/0170).
// - Entry points name the current release (pages, /config.json, each remote's mf-manifest.json and
//   remoteEntry.js, federation-contract.json): always from the network; the copy kept of each is used
//   only while the browser is offline.
// - Hashed files (the shell's and the remotes' chunks) never change: from the cache once fetched.
// - The shell's own files of this release are fetched when the worker installs, so the page opens
//   offline even if it was first loaded before the worker existed.
// - Nothing else (the services' requests, downloads) goes through it.
import { clientsClaim, type RouteHandlerCallbackOptions, type WorkboxPlugin } from 'workbox-core';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { ExpirationPlugin } from 'workbox-expiration';
import { ENTRY_POINT, HASHED_FILE, NOT_A_PAGE, SHELL_PAGE } from './routes';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<PrecacheEntry | string> };

// A new worker takes over at once: what it serves is either fresh (entry points) or immutable
// (hashed files), so a page of the previous release loses nothing by it.
void self.skipWaiting();
clientsClaim();

const offline = () => self.navigator.onLine === false;

/** A kept copy is used only without a connection: online, a failed request fails as it would without the worker. */
const onlyOffline: WorkboxPlugin = {
  cachedResponseWillBeUsed: async ({ cachedResponse }) => (offline() ? cachedResponse : null),
};

/**
 * Files of other origins (the remotes) are asked for with CORS, which every remote allows, so that a
 * failed answer is seen as one and never kept (an opaque answer hides its status).
 */
const corsForOtherOrigins: WorkboxPlugin = {
  requestWillFetch: async ({ request }) =>
    new URL(request.url).origin !== self.location.origin && request.mode === 'no-cors'
      ? new Request(request.url, { mode: 'cors', credentials: 'omit', cache: request.cache })
      : request,
};

const okOnly = new CacheableResponsePlugin({ statuses: [200] });

// every page of the portal is the shell's index.html: kept under one key
const pages = new NetworkFirst({
  cacheName: 'portal-pages',
  plugins: [okOnly, onlyOffline, { cacheKeyWillBeUsed: async () => new URL(SHELL_PAGE, self.location.origin).href }],
});
registerRoute(
  new NavigationRoute(
    async (options: RouteHandlerCallbackOptions) => {
      try {
        return await pages.handle(options);
      } catch (error) {
        // offline, before any page was kept: the shell's page of the release this worker installed
        const installed = offline() ? await matchPrecache(SHELL_PAGE) : undefined;
        if (installed) return installed;
        throw error;
      }
    },
    { denylist: [NOT_A_PAGE] },
  ),
);

// (an entry point is named by its path: a remote entry's later tries on a page add `?try=N`, see
// runtime-plugins.ts, and offline they are answered with the entry's kept copy all the same)
registerRoute(
  ({ url }) => ENTRY_POINT.test(url.pathname),
  new NetworkFirst({
    cacheName: 'portal-entry-points',
    plugins: [corsForOtherOrigins, okOnly, onlyOffline],
    matchOptions: { ignoreSearch: true },
  }),
);

// the shell's files of this release (the build lists them here): after the routes above, so that a
// page or an entry point is never served from this list while the network answers
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

registerRoute(
  ({ url }) => HASHED_FILE.test(url.pathname),
  new CacheFirst({
    cacheName: 'portal-chunks',
    plugins: [
      corsForOtherOrigins,
      okOnly,
      // the releases of a few months; a file a page still needs is fetched again
      new ExpirationPlugin({ maxEntries: 400, maxAgeSeconds: 90 * 24 * 60 * 60, purgeOnQuotaError: true }),
    ],
  }),
);
