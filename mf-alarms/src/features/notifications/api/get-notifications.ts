import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ApiClients, tenancyKeys, usePortalClients } from '@portal/shared';
import { NotificationsDocument } from './generated/notifications';

/** What the tenancy's alarms raised (keys from shared's tenancy key factory). */
export const notificationsQuery = (clients: ApiClients, tenancyId: string) =>
  queryOptions({
    queryKey: tenancyKeys(tenancyId).notifications(),
    queryFn: async () => (await clients.nucleolus.request(NotificationsDocument, { tenancyId })).notifications,
  });

export function useNotifications(tenancyId: string) {
  return useQuery(notificationsQuery(usePortalClients(), tenancyId));
}
