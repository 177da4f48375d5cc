import { queryOptions } from '@tanstack/react-query';
import { type ApiClients, tenancyKeys } from '@portal/shared';
import { CostEstimateDocument, type MeterFieldsFragment, MetersDocument } from './generated/consumption';

/** A meter of the tenancy with its latest reading (data service `Meter`). */
export type Meter = MeterFieldsFragment;

/** Query options of this remote's own documents, keyed under shared's tenancy keys. */
export const remoteQueries = {
  meters: (clients: ApiClients, tenancyId: string) =>
    queryOptions({
      queryKey: tenancyKeys(tenancyId).meters(),
      queryFn: async ({ signal }) =>
        (await clients.nucleolus.request(MetersDocument, { tenancyId }, { signal })).meters,
    }),
  costEstimate: (clients: ApiClients, tenancyId: string) =>
    queryOptions({
      queryKey: tenancyKeys(tenancyId).costEstimate(),
      queryFn: async ({ signal }) =>
        (await clients.nucleolus.request(CostEstimateDocument, { tenancyId }, { signal })).costEstimate,
    }),
};
