import { federationProbeRoute, type RemoteRouteModule } from '@portal/shared';
import { reportTexts } from './i18n/texts';
import { paths } from './paths';

const RELEASE = process.env.PORTAL_RELEASE ?? 'dev';

/** Exposed as `./routes`: the screens of this remote, grouped by the shell layout they hang under. */
export const routeModule: RemoteRouteModule = {
  remote: 'mf_report',
  release: RELEASE,
  texts: [reportTexts],
  routes: {
    root: [
      {
        path: paths.report.path,
        // A chunk of its own, fetched when the route is first visited.
        lazy: async () => ({
          Component: (await import(/* webpackChunkName: "screen-report" */ './features/report/components/report-page'))
            .ReportPage,
        }),
      },
      // diagnostics: the federation probe, mounted only when the shell's configuration enables it
      federationProbeRoute('mf-report', RELEASE),
    ],
  },
};

export default routeModule;
