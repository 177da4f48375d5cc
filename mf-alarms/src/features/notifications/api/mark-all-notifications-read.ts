import { useMutation, useQueryClient } from '@tanstack/react-query';
import { usePortalClients } from '@portal/shared';
import { MarkAllNotificationsReadDocument } from './generated/notifications';
import { notificationsQuery } from './get-notifications';

export function useMarkAllNotificationsRead(tenancyId: string) {
  const clients = usePortalClients();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () =>
      (await clients.nucleolus.request(MarkAllNotificationsReadDocument, { tenancyId })).markAllNotificationsRead,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationsQuery(clients, tenancyId).queryKey }),
  });
}
