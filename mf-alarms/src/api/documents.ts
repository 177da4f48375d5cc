// The data service's alarm and notification operations (api/src/schema/data.graphql). shared's
// generated documents do not hold them yet, so they are written here, typed by hand from the SDL;
// they move to shared/src/api/operations/data.graphql when that package is open for changes.
import type { TypedDocument } from '@portal/shared';
import type { AlarmKind, AlarmPeriod, AlarmType, NotificationKind } from '../domain/alarm-rules';

function document<TResult, TVariables>(source: string): TypedDocument<TResult, TVariables> {
  return { toString: () => source } as TypedDocument<TResult, TVariables>;
}

export interface Alarm {
  id: string;
  tenancyId: string;
  name: string;
  kind: AlarmKind;
  type: AlarmType;
  quantity: string;
  period: AlarmPeriod;
  threshold: number;
  enabled: boolean;
  createdAt: string;
  updatedAt: string;
}

export interface Notification {
  id: string;
  tenancyId: string;
  kind: NotificationKind;
  /** The type of the alarm that raised it, kept when the alarm is deleted. */
  alarmType: Alarm['type'] | null;
  metricType: string | null;
  period: AlarmPeriod;
  evaluatedPeriod: { startDate: string; endDate: string };
  direction: 'ABOVE' | 'BELOW';
  threshold: number | null;
  triggerValue: number | null;
  alarm: Pick<Alarm, 'id' | 'name' | 'type' | 'quantity'> | null;
  createdAt: string;
  readAt: string | null;
  resolvedAt: string | null;
}

const ALARM_FIELDS = 'id tenancyId name kind type quantity period threshold enabled createdAt updatedAt';
const NOTIFICATION_FIELDS = `id tenancyId kind alarmType metricType period evaluatedPeriod { startDate endDate } direction
  threshold triggerValue alarm { id name type quantity } createdAt readAt resolvedAt`;

export const AlarmsDocument = document<{ alarms: Alarm[] }, { tenancyId: string }>(
  `query Alarms($tenancyId: ID!) { alarms(tenancyId: $tenancyId) { ${ALARM_FIELDS} } }`,
);

export const AlarmDocument = document<{ alarm: Alarm }, { id: string }>(
  `query Alarm($id: ID!) { alarm(id: $id) { ${ALARM_FIELDS} } }`,
);

export interface CreateAlarmInput {
  tenancyId: string;
  name?: string | null;
  kind: AlarmKind;
  type: AlarmType;
  quantity: string;
  period: AlarmPeriod;
  threshold?: number | null;
  enabled?: boolean;
}

export const CreateAlarmDocument = document<{ createAlarm: Alarm }, { input: CreateAlarmInput }>(
  `mutation CreateAlarm($input: CreateAlarmInput!) { createAlarm(input: $input) { ${ALARM_FIELDS} } }`,
);

export interface UpdateAlarmInput {
  name?: string | null;
  period?: AlarmPeriod | null;
  threshold?: number | null;
  enabled?: boolean | null;
}

export const UpdateAlarmDocument = document<{ updateAlarm: Alarm }, { id: string; input: UpdateAlarmInput }>(
  `mutation UpdateAlarm($id: ID!, $input: UpdateAlarmInput!) { updateAlarm(id: $id, input: $input) { ${ALARM_FIELDS} } }`,
);

export const DeleteAlarmDocument = document<{ deleteAlarm: { ok: boolean } }, { id: string }>(
  `mutation DeleteAlarm($id: ID!) { deleteAlarm(id: $id) { ok } }`,
);

export const NotificationsDocument = document<{ notifications: Notification[] }, { tenancyId: string }>(
  `query Notifications($tenancyId: ID!) { notifications(tenancyId: $tenancyId) { ${NOTIFICATION_FIELDS} } }`,
);

export const NotificationDocument = document<{ notification: Notification }, { id: string }>(
  `query Notification($id: ID!) { notification(id: $id) { ${NOTIFICATION_FIELDS} } }`,
);

export const MarkNotificationReadDocument = document<{ markNotificationRead: Notification }, { id: string }>(
  `mutation MarkNotificationRead($id: ID!) { markNotificationRead(id: $id) { ${NOTIFICATION_FIELDS} } }`,
);

export const MarkAllNotificationsReadDocument = document<
  { markAllNotificationsRead: { ok: boolean } },
  { tenancyId: string }
>(`mutation MarkAllNotificationsRead($tenancyId: ID!) { markAllNotificationsRead(tenancyId: $tenancyId) { ok } }`);

/**
 * The meters of each tenancy, by legacy kind (SPEC §3 meterUnits): what an alarm can watch. Cheaper
 * than `meters`, which reads every meter's latest reading.
 */
export const TenancyMeterUnitsDocument = document<
  { tenancies: Array<{ id: string; meterUnits: Array<{ kind: string; unit: string }> }> },
  Record<string, never>
>(`query TenancyMeterUnits { tenancies { id meterUnits { kind unit } } }`);
