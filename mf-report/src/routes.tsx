import { PlaceholderPage, type RemoteRouteModule } from '@portal/shared';

const RELEASE = process.env.PORTAL_RELEASE ?? 'dev';
const REMOTE = 'mf-report';

/** Exposed as `./routes`: the screens of this remote, grouped by the shell layout they hang under. */
export const routeModule: RemoteRouteModule = {
  remote: 'mf_report',
  release: RELEASE,
  routes: {
    root: [{ path: 'report/:code', element: <PlaceholderPage app={REMOTE} release={RELEASE} page="report/:code" /> }],
  },
};

export default routeModule;
