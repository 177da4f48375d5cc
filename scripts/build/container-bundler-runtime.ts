// What a remote container takes as its federation bundler runtime: the functions of the page host's
// copy (published by publish-bundler-runtime.ts), with the container's own state. The functions are
// stateless (each takes the container's `__webpack_require__`); what holds state (the runtime
// module, the share-scope placeholder, the options) is the container's own, as in the bundler
// runtime's own index. Like the federation runtime itself (externalRuntime), one copy per page.
// A host's copy lacks what only a container does (initContainerEntry): that one is the container's.
import * as runtime from 'portal-federation-runtime';
import type hostFederation from 'portal-federation-bundler-runtime';
import { initContainerEntry } from 'portal-federation-init-container-entry';

const published = (globalThis as { __PORTAL_FEDERATION_BUNDLER_RUNTIME__?: typeof hostFederation })
  .__PORTAL_FEDERATION_BUNDLER_RUNTIME__;
if (!published) {
  throw new Error('[federation] a portal container needs a portal host on the page (the shell or its standalone page)');
}

export default {
  runtime,
  instance: undefined,
  initOptions: undefined,
  bundlerRuntime: { ...published.bundlerRuntime, initContainerEntry, S: {} },
  attachShareScopeMap: published.attachShareScopeMap,
  bundlerRuntimeOptions: {},
};
