// A runtime plugin of every portal host (the shell, a remote's standalone page): it puts the host's
// bundler runtime on the page, for the remote containers to use instead of carrying their own copy
// (see container-bundler-runtime.ts). Registered before any remote entry can load.
import federation from 'portal-federation-bundler-runtime';

const PAGE = globalThis as { __PORTAL_FEDERATION_BUNDLER_RUNTIME__?: typeof federation };
PAGE.__PORTAL_FEDERATION_BUNDLER_RUNTIME__ ??= federation;

export default function publishBundlerRuntime() {
  return { name: 'portal-publish-bundler-runtime' };
}
