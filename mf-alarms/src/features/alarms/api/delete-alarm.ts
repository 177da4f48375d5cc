import { useMutation, useQueryClient } from '@tanstack/react-query';
import { usePortalClients } from '@portal/shared';
import { notificationsQuery } from '../../notifications/api/get-notifications';
import { DeleteAlarmDocument } from './generated/alarms';
import { alarmQuery } from './get-alarm';
import { alarmsQuery } from './get-alarms';

export function useDeleteAlarm(tenancyId: string, id: string) {
  const clients = usePortalClients();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => (await clients.nucleolus.request(DeleteAlarmDocument, { id })).deleteAlarm,
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: alarmQuery(clients, tenancyId, id).queryKey });
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: alarmsQuery(clients, tenancyId).queryKey, exact: true }),
        // notifications name their alarm: it is gone now
        queryClient.invalidateQueries({ queryKey: notificationsQuery(clients, tenancyId).queryKey }),
      ]);
    },
  });
}
