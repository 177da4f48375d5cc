import { useMutation, useQueryClient } from '@tanstack/react-query';
import { usePortalClients } from '@portal/shared';
import { MarkNotificationReadDocument } from './generated/notifications';
import { notificationQuery } from './get-notification';
import { notificationsQuery } from './get-notifications';

export function useMarkNotificationRead(tenancyId: string) {
  const clients = usePortalClients();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) =>
      (await clients.nucleolus.request(MarkNotificationReadDocument, { id })).markNotificationRead,
    onSuccess: (notification) => {
      queryClient.setQueryData(notificationQuery(clients, tenancyId, notification.id).queryKey, notification);
      queryClient.setQueryData(notificationsQuery(clients, tenancyId).queryKey, (list) =>
        list?.map((n) => (n.id === notification.id ? notification : n)),
      );
    },
  });
}
