import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ApiClients, tenancyKeys, usePortalClients } from '@portal/shared';
import { AlarmDocument } from './generated/alarms';
import { alarmsQuery } from './get-alarms';

export const alarmQuery = (clients: ApiClients, tenancyId: string, id: string) =>
  queryOptions({
    queryKey: tenancyKeys(tenancyId).alarm(id),
    queryFn: async () => (await clients.nucleolus.request(AlarmDocument, { id })).alarm,
  });

/** One alarm. The list may already hold it: that shows at once, while the alarm itself is read. */
export function useAlarm(tenancyId: string, id: string) {
  const clients = usePortalClients();
  const queryClient = useQueryClient();
  return useQuery({
    ...alarmQuery(clients, tenancyId, id),
    initialData: () => queryClient.getQueryData(alarmsQuery(clients, tenancyId).queryKey)?.find((a) => a.id === id),
  });
}
