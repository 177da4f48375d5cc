import type { RouteObject } from 'react-router';
import { federationProbeRoute, type RemoteRouteModule } from '@portal/shared';
import { AlarmsRoot, RELEASE, type AlarmsRouteHandle } from './root';
import { alarmsTexts } from './i18n';

const screen = (path: string, page: string, load: () => Promise<{ Component: React.ComponentType }>): RouteObject => ({
  path,
  handle: { page } satisfies AlarmsRouteHandle,
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
          screen('alarms', 'alarms', () => import('./pages/alarm-list').then((m) => ({ Component: m.AlarmListPage }))),
          screen('alarms/new-alarm', 'alarms/new-alarm', () =>
            import('./pages/new-alarm').then((m) => ({ Component: m.NewAlarmPage })),
          ),
          screen('alarms/:alarmId', 'alarms/:alarmId', () =>
            import('./pages/alarm-detail').then((m) => ({ Component: m.AlarmDetailPage })),
          ),
          screen('alarms/:alarmId/edit', 'alarms/:alarmId/edit', () =>
            import('./pages/alarm-edit').then((m) => ({ Component: m.AlarmEditPage })),
          ),
          screen('notifications', 'notifications', () =>
            import('./pages/notification-list').then((m) => ({ Component: m.NotificationListPage })),
          ),
          screen('notifications/:notificationId', 'notifications/:notificationId', () =>
            import('./pages/notification-detail').then((m) => ({ Component: m.NotificationDetailPage })),
          ),
        ],
      },
    ],
  },
};

export default routeModule;
