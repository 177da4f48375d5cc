import { useMutation, useQueryClient } from '@tanstack/react-query';
import { usePortalClients } from '@portal/shared';
import { CreateAlarmDocument, type CreateAlarmInput } from './generated/alarms';
import { alarmQuery } from './get-alarm';
import { alarmsQuery } from './get-alarms';

export function useCreateAlarm(tenancyId: string) {
  const clients = usePortalClients();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: Omit<CreateAlarmInput, 'tenancyId'>) =>
      (await clients.nucleolus.request(CreateAlarmDocument, { input: { ...input, tenancyId } })).createAlarm,
    onSuccess: (alarm) => {
      queryClient.setQueryData(alarmQuery(clients, tenancyId, alarm.id).queryKey, alarm);
      return queryClient.invalidateQueries({ queryKey: alarmsQuery(clients, tenancyId).queryKey, exact: true });
    },
  });
}
