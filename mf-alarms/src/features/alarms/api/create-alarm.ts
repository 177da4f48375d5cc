import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useIdempotencyKey, usePortalClients } from '@portal/shared';
import { CreateAlarmDocument, type CreateAlarmInput } from './generated/alarms';
import { alarmQuery } from './get-alarm';
import { alarmsQuery } from './get-alarms';

/**
 * Creates an alarm. Each attempt of the wizard carries one idempotency key: saving again after an
 * answer that never came answers with the alarm the first try saved, never a second alarm.
 */
export function useCreateAlarm(tenancyId: string) {
  const clients = usePortalClients();
  const queryClient = useQueryClient();
  const attempt = useIdempotencyKey();
  return useMutation({
    mutationFn: async (input: Omit<CreateAlarmInput, 'tenancyId' | 'idempotencyKey'>) =>
      (
        await attempt.send((idempotencyKey) =>
          clients.nucleolus.request(CreateAlarmDocument, { input: { ...input, tenancyId, idempotencyKey } }),
        )
      ).createAlarm,
    onSuccess: (alarm) => {
      queryClient.setQueryData(alarmQuery(clients, tenancyId, alarm.id).queryKey, alarm);
      return queryClient.invalidateQueries({ queryKey: alarmsQuery(clients, tenancyId).queryKey, exact: true });
    },
  });
}
