import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ApiClients, tenancyKeys, usePortalClients } from '@portal/shared';
import { CostEstimateDocument } from './generated/estimate';

export const getCostEstimateQueryOptions = (clients: ApiClients, tenancyId: string) =>
  queryOptions({
    queryKey: tenancyKeys(tenancyId).costEstimate(),
    queryFn: async ({ signal }) =>
      (await clients.nucleolus.request(CostEstimateDocument, { tenancyId }, { signal })).costEstimate,
  });

/** The tenancy's heating cost estimate: today's hourly tariffs and the latest hour's figures. */
export function useCostEstimate(tenancyId: string) {
  return useQuery(getCostEstimateQueryOptions(usePortalClients(), tenancyId));
}
