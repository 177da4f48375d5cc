import { PlaceholderPage, type RemoteRouteModule } from '@portal/shared';

const REMOTE = 'mf-report';

/** Exposed as `./routes`: the screens of this remote, grouped by the shell layout they hang under. */
export const routeModule: RemoteRouteModule = {
  remote: 'mf_report',
  routes: {
    root: [{ path: 'report/:code', element: <PlaceholderPage app={REMOTE} page="report/:code" /> }],
  },
};

export default routeModule;
