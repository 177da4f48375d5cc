// The federation runtime of a portal host (the shell, a remote's standalone page): the build's own
// sharing, plus loading remotes. The build puts this module where Module Federation's bundler runtime
// would be (scripts/build/app-config.ts); it also offers the page's app code `registerRemotes`,
// `loadRemote` and `preloadRemote` (see ./api.ts).
import { createBundlerRuntime } from './bundler-runtime';
import { createRemotes } from './remotes';
import { FEDERATION_HOST_KEY, type FederationHost } from './types';

const { federation, options } = createBundlerRuntime();

const page = globalThis as { [FEDERATION_HOST_KEY]?: FederationHost };
page[FEDERATION_HOST_KEY] ??= createRemotes({
  shareScopes: federation.bundlerRuntime.S,
  plugins: () => options()?.plugins ?? [],
});

export default federation;
