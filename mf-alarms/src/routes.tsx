import { PlaceholderPage, type RemoteRouteModule } from '@portal/shared';

const REMOTE = 'mf-alarms';

/** Exposed as `./routes`: the screens of this remote, grouped by the shell layout they hang under. */
export const routeModule: RemoteRouteModule = {
  remote: 'mf_alarms',
  routes: {
    tenancy: [
      { path: 'alarms', element: <PlaceholderPage app={REMOTE} page="alarms" /> },
      { path: 'alarms/new-alarm', element: <PlaceholderPage app={REMOTE} page="alarms/new-alarm" /> },
      { path: 'alarms/:alarmId', element: <PlaceholderPage app={REMOTE} page="alarms/:alarmId" /> },
      { path: 'alarms/:alarmId/edit', element: <PlaceholderPage app={REMOTE} page="alarms/:alarmId/edit" /> },
      { path: 'notifications', element: <PlaceholderPage app={REMOTE} page="notifications" /> },
      {
        path: 'notifications/:notificationId',
        element: <PlaceholderPage app={REMOTE} page="notifications/:notificationId" />,
      },
    ],
  },
};

export default routeModule;
