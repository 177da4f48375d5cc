// The federation runtime of a portal host (the shell, a remote's standalone page): the build's own
// sharing, plus loading remotes. The build runs this module first, in place of Module Federation's
// runtime (scripts/build/federation-entry-loader.ts); it also offers the page's app code
// `registerRemotes`, `loadRemote` and `preloadRemote` (see ./api.ts).
import { install, type BuildInfo, type WebpackRequire } from './bundler-runtime';
import { createRemotes } from './remotes';
import { FEDERATION_HOST_KEY, type FederationHost } from './types';

export default function installHost(webpackRequire: WebpackRequire, build: BuildInfo): void {
  const shareScopes = install(webpackRequire, build);
  const page = globalThis as { [FEDERATION_HOST_KEY]?: FederationHost };
  page[FEDERATION_HOST_KEY] ??= createRemotes({ shareScopes, plugins: build.plugins ?? [] });
}
