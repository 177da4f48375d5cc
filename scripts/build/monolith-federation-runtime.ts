// Stands in for the federation runtime's app-facing API (shared/src/federation/remotes.ts) in the
// monolithic comparison build, where nothing is loaded remotely: registering and preloading remotes do
// nothing, and the shell imports each remote's routes directly (monolith-remote-routes.ts).
export function registerRemotes(): void {}
export function preloadRemote(): Promise<void> {
  return Promise.resolve();
}
export function loadRemote(): Promise<never> {
  return Promise.reject(new Error('the monolithic build loads no remotes'));
}
