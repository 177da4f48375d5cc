import { PlaceholderPage, type RemoteRouteModule } from '@portal/shared';

const RELEASE = process.env.PORTAL_RELEASE ?? 'dev';
const REMOTE = 'mf-statements';

/** Exposed as `./routes`: the screens of this remote, grouped by the shell layout they hang under. */
export const routeModule: RemoteRouteModule = {
  remote: 'mf_statements',
  release: RELEASE,
  routes: {
    tenancy: [{ path: 'statements', element: <PlaceholderPage app={REMOTE} release={RELEASE} page="statements" /> }],
  },
};

export default routeModule;
