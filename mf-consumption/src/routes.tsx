import { PlaceholderPage, type RemoteRouteModule } from '@portal/shared';

const RELEASE = process.env.PORTAL_RELEASE ?? 'dev';
const REMOTE = 'mf-consumption';

/** Exposed as `./routes`: the screens of this remote, grouped by the shell layout they hang under. */
export const routeModule: RemoteRouteModule = {
  remote: 'mf_consumption',
  release: RELEASE,
  routes: {
    tenancy: [
      { index: true, element: <PlaceholderPage app={REMOTE} release={RELEASE} page="dashboard" /> },
      {
        path: 'consumption/indoor-climate',
        element: <PlaceholderPage app={REMOTE} release={RELEASE} page="consumption/indoor-climate" />,
      },
      {
        path: 'consumption/:quantity',
        element: <PlaceholderPage app={REMOTE} release={RELEASE} page="consumption/:quantity" />,
      },
      {
        path: 'consumption/:quantity/price',
        element: <PlaceholderPage app={REMOTE} release={RELEASE} page="consumption/:quantity/price" />,
      },
      {
        path: 'consumption/:quantity/room/:roomName',
        element: <PlaceholderPage app={REMOTE} release={RELEASE} page="consumption/:quantity/room/:roomName" />,
      },
      {
        path: 'consumption/:quantity/meter/:meterId',
        element: <PlaceholderPage app={REMOTE} release={RELEASE} page="consumption/:quantity/meter/:meterId" />,
      },
    ],
  },
};

export default routeModule;
