import { PlaceholderPage, type RemoteRouteModule } from '@portal/shared';

const RELEASE = process.env.PORTAL_RELEASE ?? 'dev';

/** Exposed as `./routes`: the screens of this remote, grouped by the shell layout they hang under. */
export const routeModule: RemoteRouteModule = {
  remote: 'mf_report',
  release: RELEASE,
  routes: {
    root: [
      {
        path: 'report/:code',
        // A chunk of its own, fetched when the route is first visited.
        lazy: async () => ({ Component: (await import('./pages/report-page')).ReportPage }),
      },
      {
        // The composition probe the federation suites read, now that `report/:code` is the real page.
        path: 'report/federation-probe/:code',
        element: <PlaceholderPage app="mf-report" release={RELEASE} page="report/:code" />,
      },
    ],
  },
};

export default routeModule;
