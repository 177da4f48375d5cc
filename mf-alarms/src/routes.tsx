import { Outlet, type RouteObject } from 'react-router';
import { federationProbeRoute, type RemoteRouteModule, useNamespaceTranslation } from '@portal/shared';
import { alarmsTexts } from './i18n/texts';
import { exportTexts } from '@portal/shared/export/texts';
import { paths } from './paths';

const RELEASE = process.env.PORTAL_RELEASE ?? 'dev';

/** What each route is called (a route's `handle`). */
interface AlarmsRouteHandle {
  page: string;
}

/**
 * The parent of every screen of this remote: the `alarms` texts are on the page's one i18n instance
 * (the shell's, reached through the provider) before any screen renders.
 */
function AlarmsRoot() {
  useNamespaceTranslation(alarmsTexts);
  return <Outlet />;
}

const screen = (path: string, load: () => Promise<{ Component: React.ComponentType }>): RouteObject => ({
  path,
  handle: { page: path } satisfies AlarmsRouteHandle,
  lazy: load,
});

/** Exposed as `./routes`: the screens of this remote (SPEC §2), each its own chunk, under the tenancy layout. */
export const routeModule: RemoteRouteModule = {
  remote: 'mf_alarms',
  release: RELEASE,
  texts: [alarmsTexts, exportTexts],
  routes: {
    // the federation probe (/_federation/mf-alarms): mounted by the shell only with diagnostics on
    root: [federationProbeRoute('mf-alarms', RELEASE)],
    tenancy: [
      {
        id: 'mf-alarms',
        element: <AlarmsRoot />,
        children: [
          screen(paths.alarms.path, () =>
            import(/* webpackChunkName: "screen-alarms" */ './features/alarms/components/alarm-list-page').then(
              (m) => ({ Component: m.AlarmListPage }),
            ),
          ),
          screen(paths.newAlarm.path, () =>
            import(/* webpackChunkName: "screen-newAlarm" */ './features/alarms/components/new-alarm-page').then(
              (m) => ({ Component: m.NewAlarmPage }),
            ),
          ),
          screen(paths.alarm.path, () =>
            import(/* webpackChunkName: "screen-alarm" */ './features/alarms/components/alarm-detail-page').then(
              (m) => ({ Component: m.AlarmDetailPage }),
            ),
          ),
          screen(paths.editAlarm.path, () =>
            import(/* webpackChunkName: "screen-editAlarm" */ './features/alarms/components/alarm-edit-page').then(
              (m) => ({ Component: m.AlarmEditPage }),
            ),
          ),
          screen(paths.notifications.path, () =>
            import(
              /* webpackChunkName: "screen-notifications" */ './features/notifications/components/notification-list-page'
            ).then((m) => ({
              Component: m.NotificationListPage,
            })),
          ),
          screen(paths.notification.path, () =>
            import(
              /* webpackChunkName: "screen-notification" */ './features/notifications/components/notification-detail-page'
            ).then((m) => ({
              Component: m.NotificationDetailPage,
            })),
          ),
        ],
      },
    ],
  },
};

export default routeModule;
