import type { RouteObject } from 'react-router';
import { federationProbeRoute, type RemoteRouteModule } from '@portal/shared';
import { AlarmsRoot, RELEASE, type AlarmsRouteHandle } from './root';
import { alarmsTexts } from './i18n';
import { paths } from './paths';

const screen = (path: string, load: () => Promise<{ Component: React.ComponentType }>): RouteObject => ({
  path,
  handle: { page: path } satisfies AlarmsRouteHandle,
  lazy: load,
});

/** Exposed as `./routes`: the screens of this remote (SPEC §2), each its own chunk, under the tenancy layout. */
export const routeModule: RemoteRouteModule = {
  remote: 'mf_alarms',
  release: RELEASE,
  texts: [alarmsTexts],
  routes: {
    // the federation probe (/_federation/mf-alarms): mounted by the shell only with diagnostics on
    root: [federationProbeRoute('mf-alarms', RELEASE)],
    tenancy: [
      {
        id: 'mf-alarms',
        element: <AlarmsRoot />,
        children: [
          screen(paths.alarms.path, () => import('./pages/alarm-list').then((m) => ({ Component: m.AlarmListPage }))),
          screen(paths.newAlarm.path, () => import('./pages/new-alarm').then((m) => ({ Component: m.NewAlarmPage }))),
          screen(paths.alarm.path, () =>
            import('./pages/alarm-detail').then((m) => ({ Component: m.AlarmDetailPage })),
          ),
          screen(paths.editAlarm.path, () =>
            import('./pages/alarm-edit').then((m) => ({ Component: m.AlarmEditPage })),
          ),
          screen(paths.notifications.path, () =>
            import('./pages/notification-list').then((m) => ({ Component: m.NotificationListPage })),
          ),
          screen(paths.notification.path, () =>
            import('./pages/notification-detail').then((m) => ({ Component: m.NotificationDetailPage })),
          ),
        ],
      },
    ],
  },
};

export default routeModule;
