import { queryOptions, useQuery } from '@tanstack/react-query';
import { pageClients, tenancyKeys } from '@portal/shared';
import { type AllocationStatement, newestFirst } from '../statements';
import { AllocationStatementsDocument } from './generated/statements';

/** The tenancy's allocation statements, newest first, over the page's clients (the shell's, or the standalone page's). */
export async function getAllocationStatements(tenancyId: string): Promise<AllocationStatement[]> {
  const clients = await pageClients();
  const result = await clients.nucleolus.request(AllocationStatementsDocument, { tenancyId });
  return newestFirst(result.allocationStatements);
}

export const getAllocationStatementsQueryOptions = (tenancyId: string) =>
  queryOptions({
    queryKey: tenancyKeys(tenancyId).statements(),
    queryFn: () => getAllocationStatements(tenancyId),
  });

/** The tenancy's allocation statements; waits while the tenancy is not known. */
export function useAllocationStatements(tenancyId: string) {
  return useQuery({ ...getAllocationStatementsQueryOptions(tenancyId), enabled: tenancyId !== '' });
}
