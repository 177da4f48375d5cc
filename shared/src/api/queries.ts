import { queryOptions } from '@tanstack/react-query';
import type { ApiClients } from './clients';
import { tenancyKeys } from './query-keys';
import {
  QuantityPricesDocument,
  type QuantityPricesInput,
  TenantGraphDocument,
  type TenantGraphInput,
  TenantTableDocument,
  type TenantTableInput,
  UnitQuantityKpisDocument,
  type UnitQuantityKpisInput,
} from './generated/data';
import { ReadoutMinMaxDocument, type ReadoutMinMaxQueryVariables } from './generated/main';

/**
 * Query options for SPEC §7's consumption queries, one factory each, keyed by tenancy and arguments.
 * Build the inputs with `periodToServiceDateTimes` / `periodToServiceDates` and `toServiceResolution`.
 */
export const consumptionQueries = {
  graph: (clients: ApiClients, tenancyId: string, graph: TenantGraphInput) =>
    queryOptions({
      queryKey: tenancyKeys(tenancyId).graph(graph),
      queryFn: ({ signal }) => clients.nucleolus.request(TenantGraphDocument, { graph }, { signal }),
    }),
  prices: (clients: ApiClients, tenancyId: string, input: QuantityPricesInput) =>
    queryOptions({
      queryKey: tenancyKeys(tenancyId).prices(input),
      queryFn: ({ signal }) => clients.nucleolus.request(QuantityPricesDocument, { input }, { signal }),
    }),
  /** Does not throw (SPEC §7): `null` when the request failed. */
  table: (clients: ApiClients, tenancyId: string, table: TenantTableInput) =>
    queryOptions({
      queryKey: tenancyKeys(tenancyId).table(table),
      queryFn: ({ signal }) => clients.nucleolus.requestOrNull(TenantTableDocument, { table }, { signal }),
    }),
  /** Does not throw (SPEC §7): `null` when the request failed. */
  kpis: (clients: ApiClients, tenancyId: string, input: UnitQuantityKpisInput) =>
    queryOptions({
      queryKey: tenancyKeys(tenancyId).kpis(input),
      queryFn: ({ signal }) => clients.nucleolus.requestOrNull(UnitQuantityKpisDocument, { input }, { signal }),
    }),
  /** On the main service (the nucleus client, SPEC §7). */
  readouts: (clients: ApiClients, tenancyId: string, variables: ReadoutMinMaxQueryVariables) =>
    queryOptions({
      queryKey: tenancyKeys(tenancyId).readouts(variables),
      queryFn: ({ signal }) => clients.nucleus.request(ReadoutMinMaxDocument, variables, { signal }),
    }),
};
