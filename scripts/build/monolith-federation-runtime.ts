// Stands in for the Module Federation runtime in the monolithic comparison build, where nothing is
// loaded remotely: registering and preloading remotes do nothing.
export function registerRemotes(): void {}
export function preloadRemote(): Promise<void> {
  return Promise.resolve();
}
export function loadRemote(): Promise<null> {
  return Promise.resolve(null);
}
