// One place for the remote's queries and mutations: query options (keys from shared's tenancy key
// factory, so a tenancy switch never shows another tenancy's cache) and mutation hooks that
// invalidate through the same keys.
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { quantityOfLegacyKind, tenancyKeys } from '@portal/shared';
import { dataClient } from './clients';
import * as alarmOperations from './generated/alarms';

export const alarmsQuery = (tenancyId: string) =>
  queryOptions({
    queryKey: tenancyKeys(tenancyId).alarms(),
    queryFn: async () => (await (await dataClient()).request(alarmOperations.AlarmsDocument, { tenancyId })).alarms,
  });

export const alarmQuery = (tenancyId: string, id: string) =>
  queryOptions({
    queryKey: tenancyKeys(tenancyId).alarm(id),
    queryFn: async () => (await (await dataClient()).request(alarmOperations.AlarmDocument, { id })).alarm,
  });

export const notificationsQuery = (tenancyId: string) =>
  queryOptions({
    queryKey: tenancyKeys(tenancyId).notifications(),
    queryFn: async () =>
      (await (await dataClient()).request(alarmOperations.NotificationsDocument, { tenancyId })).notifications,
  });

export const notificationQuery = (tenancyId: string, id: string) =>
  queryOptions({
    queryKey: tenancyKeys(tenancyId).notification(id),
    queryFn: async () =>
      (await (await dataClient()).request(alarmOperations.NotificationDocument, { id })).notification,
  });

/** The quantities the tenancy has meters for. */
export const meterQuantitiesQuery = (tenancyId: string) =>
  queryOptions({
    queryKey: [...tenancyKeys(tenancyId).meters(), 'quantities'] as const,
    queryFn: async () => {
      const { tenancies } = await (await dataClient()).request(alarmOperations.TenancyMeterUnitsDocument, {});
      const tenancy = tenancies.find((t) => t.id === tenancyId);
      return [...new Set((tenancy?.meterUnits ?? []).map((m) => quantityOfLegacyKind(m.kind) ?? m.kind))];
    },
    staleTime: 5 * 60_000,
  });

export function useCreateAlarm(tenancyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: Omit<alarmOperations.CreateAlarmInput, 'tenancyId'>) =>
      (await (await dataClient()).request(alarmOperations.CreateAlarmDocument, { input: { ...input, tenancyId } }))
        .createAlarm,
    onSuccess: (alarm) => {
      queryClient.setQueryData(alarmQuery(tenancyId, alarm.id).queryKey, alarm);
      return queryClient.invalidateQueries({ queryKey: alarmsQuery(tenancyId).queryKey, exact: true });
    },
  });
}

export function useUpdateAlarm(tenancyId: string, id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: alarmOperations.UpdateAlarmInput) =>
      (await (await dataClient()).request(alarmOperations.UpdateAlarmDocument, { id, input })).updateAlarm,
    onSuccess: (alarm) => {
      queryClient.setQueryData(alarmQuery(tenancyId, id).queryKey, alarm);
      return queryClient.invalidateQueries({ queryKey: alarmsQuery(tenancyId).queryKey, exact: true });
    },
  });
}

export function useDeleteAlarm(tenancyId: string, id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () =>
      (await (await dataClient()).request(alarmOperations.DeleteAlarmDocument, { id })).deleteAlarm,
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: alarmQuery(tenancyId, id).queryKey });
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: alarmsQuery(tenancyId).queryKey, exact: true }),
        // notifications name their alarm: it is gone now
        queryClient.invalidateQueries({ queryKey: notificationsQuery(tenancyId).queryKey }),
      ]);
    },
  });
}

export function useMarkNotificationRead(tenancyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) =>
      (await (await dataClient()).request(alarmOperations.MarkNotificationReadDocument, { id })).markNotificationRead,
    onSuccess: (notification) => {
      queryClient.setQueryData(notificationQuery(tenancyId, notification.id).queryKey, notification);
      queryClient.setQueryData(notificationsQuery(tenancyId).queryKey, (list) =>
        list?.map((n) => (n.id === notification.id ? notification : n)),
      );
    },
  });
}

export function useMarkAllNotificationsRead(tenancyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () =>
      (await (await dataClient()).request(alarmOperations.MarkAllNotificationsReadDocument, { tenancyId }))
        .markAllNotificationsRead,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationsQuery(tenancyId).queryKey }),
  });
}
