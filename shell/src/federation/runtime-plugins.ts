import type { FederationPlugin } from '@portal/shared';

/**
 * The shell's federation runtime plugins, one entry each with why it is there.
 * Registered through the build plugin's `runtimePlugins`, so they are active before any remote loads.
 */
export default function shellRuntimePlugins(): FederationPlugin {
  return {
    name: 'portal-remote-load-report',
    // Every failed remote load is reported once with the remote and the step that failed
    // (manifest, remote entry or exposed module), so an operator can tell a remote that is down
    // from a stale deployment. The error itself is rethrown: the router decides what the user sees
    // (reload once, or /login), see load-remote-routes.ts.
    errorLoadRemote({ id, error, lifecycle }) {
      console.warn(`[federation] loading ${id} failed during ${lifecycle}`, error);
      throw error;
    },
  };
}
