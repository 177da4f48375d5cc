import { alarmsPath, notificationsPath } from '@portal/shared/routing';

const seg = encodeURIComponent;

/**
 * This remote's screens (SPEC §2): `path` is the route's pattern under the tenancy layout
 * (`/t/:tenancyId`), `getHref` the link to it. Built on the portal's links in `@portal/shared/routing`.
 */
export const paths = {
  alarms: { path: 'alarms', getHref: alarmsPath },
  /** The new-alarm wizard; links open it at step 1. */
  newAlarm: {
    path: 'alarms/new-alarm',
    getHref: (tenancyId: string) => `${alarmsPath(tenancyId)}/new-alarm?step=1`,
  },
  alarm: {
    path: 'alarms/:alarmId',
    getHref: (tenancyId: string, alarmId: string) => `${alarmsPath(tenancyId)}/${seg(alarmId)}`,
  },
  editAlarm: {
    path: 'alarms/:alarmId/edit',
    getHref: (tenancyId: string, alarmId: string) => `${alarmsPath(tenancyId)}/${seg(alarmId)}/edit`,
  },
  notifications: { path: 'notifications', getHref: notificationsPath },
  notification: {
    path: 'notifications/:notificationId',
    getHref: (tenancyId: string, id: string) => `${notificationsPath(tenancyId)}/${seg(id)}`,
  },
};
