import { federationProbeRoute, type RemoteRouteModule } from '@portal/shared';
import { statementsTexts } from './i18n/texts';
import { paths } from './paths';

const RELEASE = process.env.PORTAL_RELEASE ?? 'dev';

/** Exposed as `./routes`: the screens of this remote, grouped by the shell layout they hang under. */
export const routeModule: RemoteRouteModule = {
  remote: 'mf_statements',
  release: RELEASE,
  texts: [statementsTexts],
  routes: {
    tenancy: [
      {
        path: paths.statements.path,
        // Each screen is a chunk of its own, fetched when the route is first visited.
        lazy: async () => ({
          Component: (
            await import(/* webpackChunkName: "screen-statements" */ './features/statements/components/statements-page')
          ).StatementsPage,
        }),
      },
    ],
    // diagnostics: the federation probe, mounted only when the shell's configuration enables it
    root: [federationProbeRoute('mf-statements', RELEASE)],
  },
};

export default routeModule;
