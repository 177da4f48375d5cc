import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ApiClients, tenancyKeys, usePortalClients } from '@portal/shared';
import { NotificationDocument } from './generated/notifications';
import { notificationsQuery } from './get-notifications';

export const notificationQuery = (clients: ApiClients, tenancyId: string, id: string) =>
  queryOptions({
    queryKey: tenancyKeys(tenancyId).notification(id),
    queryFn: async () => (await clients.nucleolus.request(NotificationDocument, { id })).notification,
  });

/** One notification. The list may already hold it: that shows at once, while it is read. */
export function useNotification(tenancyId: string, id: string) {
  const clients = usePortalClients();
  const queryClient = useQueryClient();
  return useQuery({
    ...notificationQuery(clients, tenancyId, id),
    initialData: () =>
      queryClient.getQueryData(notificationsQuery(clients, tenancyId).queryKey)?.find((n) => n.id === id),
  });
}
