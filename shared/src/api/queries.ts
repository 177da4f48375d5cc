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
  type UnitQuantityKPIsInput,
} from './generated/data';
import { MainMeDocument, ReadoutMinMaxDocument, type ReadoutMinMaxQueryVariables } from './generated/main';
import { TenanciesDocument, TenantUnitsDocument, UserUnitsDocument } from './generated/data';
import { sessionKeys } from './query-keys';
import { getUser } from './auth';

/**
 * Query options for SPEC §7's consumption queries, one factory each, keyed by tenancy and arguments.
 * Build the inputs with `graphInput`, `tableInput`, `kpisInput` and `pricesInput`.
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
  kpis: (clients: ApiClients, tenancyId: string, input: UnitQuantityKPIsInput) =>
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

/** Query options for the signed-in session: the user of each service, tenancies and units. */
export const sessionQueries = {
  currentUser: (clients: ApiClients) =>
    queryOptions({
      queryKey: sessionKeys.currentUser(),
      queryFn: async () => (await clients.nucleus.request(MainMeDocument)).me,
    }),
  user: (clients: ApiClients) => queryOptions({ queryKey: sessionKeys.user(), queryFn: () => getUser(clients) }),
  tenancies: (clients: ApiClients) =>
    queryOptions({
      queryKey: sessionKeys.tenancies(),
      queryFn: async () => (await clients.nucleolus.request(TenanciesDocument)).tenancies,
    }),
  userUnits: (clients: ApiClients) =>
    queryOptions({
      queryKey: sessionKeys.userUnits(),
      queryFn: async () => (await clients.nucleolus.request(UserUnitsDocument)).userUnits,
    }),
  /** The caller's units with object details and property path (CO2 factors, settings). */
  tenantUnits: (clients: ApiClients, tenancyId: string) =>
    queryOptions({
      queryKey: [...tenancyKeys(tenancyId).units()],
      queryFn: async () => (await clients.nucleolus.request(TenantUnitsDocument)).tenantUnits,
    }),
};
