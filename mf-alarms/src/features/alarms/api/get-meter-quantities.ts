import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ApiClients, quantityOfLegacyKind, tenancyKeys, usePortalClients } from '@portal/shared';
import { TenancyMeterUnitsDocument } from './generated/alarms';

/** The quantities the tenancy has meters for. */
export const meterQuantitiesQuery = (clients: ApiClients, tenancyId: string) =>
  queryOptions({
    queryKey: [...tenancyKeys(tenancyId).meters(), 'quantities'] as const,
    queryFn: async () => {
      const { tenancies } = await clients.nucleolus.request(TenancyMeterUnitsDocument, {});
      const tenancy = tenancies.find((t) => t.id === tenancyId);
      return [...new Set((tenancy?.meterUnits ?? []).map((m) => quantityOfLegacyKind(m.kind) ?? m.kind))];
    },
    staleTime: 5 * 60_000,
  });

export function useMeterQuantities(tenancyId: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...meterQuantitiesQuery(usePortalClients(), tenancyId), enabled });
}
