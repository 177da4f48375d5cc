import { useMutation, useQueryClient } from '@tanstack/react-query';
import { usePortalClients } from '@portal/shared';
import { UpdateAlarmDocument, type UpdateAlarmInput } from './generated/alarms';
import { alarmQuery } from './get-alarm';
import { alarmsQuery } from './get-alarms';

export function useUpdateAlarm(tenancyId: string, id: string) {
  const clients = usePortalClients();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: UpdateAlarmInput) =>
      (await clients.nucleolus.request(UpdateAlarmDocument, { id, input })).updateAlarm,
    onSuccess: (alarm) => {
      queryClient.setQueryData(alarmQuery(clients, tenancyId, id).queryKey, alarm);
      return queryClient.invalidateQueries({ queryKey: alarmsQuery(clients, tenancyId).queryKey, exact: true });
    },
  });
}
