import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/**
 * The shell's Module Federation runtime plugins, one entry each with why it is there.
 * Registered through the build plugin's `runtimePlugins`, so they are active before any remote loads.
 */
export default function shellRuntimePlugins(): ModuleFederationRuntimePlugin {
  return {
    name: 'portal-remote-load-report',
    // Every failed remote load is reported once with the remote and the step that failed
    // (manifest, remote entry or exposed module), so an operator can tell a remote that is down
    // from a stale deployment. It returns nothing (no module instead), so the runtime goes on to throw
    // its own error, with its code (#RUNTIME-003: the manifest, #RUNTIME-008: the remote entry); a
    // plugin that threw here would replace it with the bare cause (`TypeError: Failed to fetch`), which
    // the shell cannot tell from an API failure. The router decides what the user sees (reload once,
    // or /login), see stale-deploy.ts.
    errorLoadRemote({ id, error, lifecycle }) {
      console.warn(`[federation] loading ${id} failed during ${lifecycle}`, error);
      return undefined;
    },
  };
}
