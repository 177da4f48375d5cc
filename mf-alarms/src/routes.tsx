import { PlaceholderPage, type RemoteRouteModule } from '@portal/shared';

const RELEASE = process.env.PORTAL_RELEASE ?? 'dev';
const REMOTE = 'mf-alarms';

/** Exposed as `./routes`: the screens of this remote, grouped by the shell layout they hang under. */
export const routeModule: RemoteRouteModule = {
  remote: 'mf_alarms',
  release: RELEASE,
  routes: {
    tenancy: [
      { path: 'alarms', element: <PlaceholderPage app={REMOTE} release={RELEASE} page="alarms" /> },
      { path: 'alarms/new-alarm', element: <PlaceholderPage app={REMOTE} release={RELEASE} page="alarms/new-alarm" /> },
      { path: 'alarms/:alarmId', element: <PlaceholderPage app={REMOTE} release={RELEASE} page="alarms/:alarmId" /> },
      {
        path: 'alarms/:alarmId/edit',
        element: <PlaceholderPage app={REMOTE} release={RELEASE} page="alarms/:alarmId/edit" />,
      },
      { path: 'notifications', element: <PlaceholderPage app={REMOTE} release={RELEASE} page="notifications" /> },
      {
        path: 'notifications/:notificationId',
        element: <PlaceholderPage app={REMOTE} release={RELEASE} page="notifications/:notificationId" />,
      },
    ],
  },
};

export default routeModule;
