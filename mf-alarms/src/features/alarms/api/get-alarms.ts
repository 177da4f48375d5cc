import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ApiClients, tenancyKeys, usePortalClients } from '@portal/shared';
import { AlarmsDocument } from './generated/alarms';

/**
 * The tenancy's alarms. Keys come from shared's tenancy key factory, so a tenancy switch never shows
 * another tenancy's cache.
 */
export const alarmsQuery = (clients: ApiClients, tenancyId: string) =>
  queryOptions({
    queryKey: tenancyKeys(tenancyId).alarms(),
    queryFn: async () => (await clients.nucleolus.request(AlarmsDocument, { tenancyId })).alarms,
  });

export function useAlarms(tenancyId: string) {
  return useQuery(alarmsQuery(usePortalClients(), tenancyId));
}
