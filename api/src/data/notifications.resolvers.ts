import { requireUser } from '../auth/accounts.ts';
import { alarmOfNotification, figureTriggers } from '../alarms/alarms.service.ts';
import { formatLocal, unitOf } from '@portal/domain';
import type { AlarmType, MutationResolvers, QueryResolvers, Resolvers } from '../generated/data-types.ts';
import {
  listNotifications,
  markAllRead,
  markRead,
  ownNotification,
  reportCodeOf,
} from '../notifications/notifications.service.ts';

export const notificationQueries: Pick<QueryResolvers, 'notifications' | 'notification'> = {
  notifications: async (_p, args, ctx) =>
    listNotifications(ctx, await requireUser(ctx), args.tenancyId, !!args.onlyUnread),
  notification: async (_p, args, ctx) => ownNotification(ctx, await requireUser(ctx), args.id),
};

export const notificationMutations: Pick<MutationResolvers, 'markNotificationRead' | 'markAllNotificationsRead'> = {
  markNotificationRead: async (_p, { id }, ctx) => markRead(ctx, await requireUser(ctx), id),
  async markAllNotificationsRead(_p, { tenancyId }, ctx) {
    await markAllRead(ctx, await requireUser(ctx), tenancyId);
    return { ok: true };
  },
};

export const notificationTypes: Pick<Resolvers, 'Notification'> = {
  Notification: {
    id: (n) => String(n.id),
    tenancyId: (n) => String(n.tenancy_id),
    kind: (n) => n.kind as 'HIGH_CONSUMPTION',
    alarmType: (n) => n.alarm_type as AlarmType | null,
    metricType: (n) => n.quantity,
    unit: (n) =>
      n.alarm_type === 'INCREASE'
        ? 'percent'
        : n.alarm_type === 'LEAK'
          ? 'hour'
          : n.quantity
            ? (unitOf(n.quantity) ?? 'unit')
            : null,
    period: (n) => n.period as 'DAY',
    evaluatedPeriod: (n) => ({ startDate: n.period_start, endDate: n.period_end }),
    direction: (n) => n.direction as 'ABOVE',
    triggerValue: (n) => n.trigger_value,
    correctedValue: (n) => n.corrected_value,
    correctedAt: (n) => (n.corrected_at ? formatLocal(n.corrected_at) : null),
    correctedTriggers: (n) =>
      n.corrected_value === null || n.alarm_type === null || n.threshold === null
        ? null
        : figureTriggers(n.alarm_type as AlarmType, n.threshold, n.corrected_value),
    alarm: (n, _a, ctx) => alarmOfNotification(ctx, n.alarm_id),
    reportCode: (n, _a, ctx) => reportCodeOf(ctx, n),
    createdAt: (n) => formatLocal(n.created_at),
    readAt: (n) => (n.read_at ? formatLocal(n.read_at) : null),
    resolvedAt: (n) => (n.resolved_at ? formatLocal(n.resolved_at) : null),
  },
};
