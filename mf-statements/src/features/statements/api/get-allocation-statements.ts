import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ApiClients, tenancyKeys, usePortalClients } from '@portal/shared';
import { type AllocationStatement, newestFirst } from '../statements';
import { AllocationStatementsDocument } from './generated/statements';

/** The tenancy's allocation statements, newest first. */
export const getAllocationStatementsQueryOptions = (clients: ApiClients, tenancyId: string) =>
  queryOptions({
    queryKey: tenancyKeys(tenancyId).statements(),
    queryFn: async ({ signal }): Promise<AllocationStatement[]> =>
      newestFirst(
        (await clients.nucleolus.request(AllocationStatementsDocument, { tenancyId }, { signal })).allocationStatements,
      ),
  });

/** The tenancy's allocation statements; waits while the tenancy is not known. */
export function useAllocationStatements(tenancyId: string) {
  return useQuery({ ...getAllocationStatementsQueryOptions(usePortalClients(), tenancyId), enabled: tenancyId !== '' });
}
