/**
 * Registers the portal's service worker (`/sw.js`, built with the shell: src/service-worker/sw.ts) in
 * production builds, once the page has loaded, so that it takes nothing from the first paint. It makes
 * the portal installable and lets it open without a connection (docs/decisions/0170).
 */
export function registerServiceWorker(): void {
  if (process.env.NODE_ENV !== 'production' || !('serviceWorker' in navigator)) return;
  const register = () =>
    void navigator.serviceWorker
      // the worker's own script is always asked for afresh (the server sends it `no-cache` too)
      .register('/sw.js', { scope: '/', updateViaCache: 'none' })
      .catch((error: unknown) => console.warn('[shell] the service worker could not be registered', error));
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
