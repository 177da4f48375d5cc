import { PlaceholderPage, type RemoteRouteModule } from '@portal/shared';

const REMOTE = 'mf-statements';

/** Exposed as `./routes`: the screens of this remote, grouped by the shell layout they hang under. */
export const routeModule: RemoteRouteModule = {
  remote: 'mf_statements',
  routes: {
    tenancy: [{ path: 'statements', element: <PlaceholderPage app={REMOTE} page="statements" /> }],
  },
};

export default routeModule;
