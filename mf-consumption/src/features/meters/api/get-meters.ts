import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ApiClients, tenancyKeys, usePortalClients } from '@portal/shared';
import { type MeterFieldsFragment, MetersDocument } from './generated/meters';

/** A meter of the tenancy with its latest reading (data service `Meter`). */
export type Meter = MeterFieldsFragment;

export const getMetersQueryOptions = (clients: ApiClients, tenancyId: string) =>
  queryOptions({
    queryKey: tenancyKeys(tenancyId).meters(),
    queryFn: async ({ signal }) => (await clients.nucleolus.request(MetersDocument, { tenancyId }, { signal })).meters,
  });

/** The tenancy's meters; waits while the tenancy is not known yet. */
export function useMeters(tenancyId: string | undefined) {
  const clients = usePortalClients();
  return useQuery({ ...getMetersQueryOptions(clients, tenancyId ?? ''), enabled: Boolean(tenancyId) });
}
