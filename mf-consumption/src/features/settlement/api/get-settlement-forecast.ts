import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ApiClients, tenancyKeys, usePortalClients } from '@portal/shared';
import { SettlementForecastDocument, type SettlementForecastQuery } from './generated/settlement';

/** The tenancy's settlement forecast (data service `SettlementForecast`, as the card and the page ask for it). */
export type SettlementForecast = SettlementForecastQuery['settlementForecast'];
export type ForecastLine = SettlementForecast['lines'][number];
export type ForecastMonth = SettlementForecast['months'][number];
export type ForecastRange = NonNullable<ForecastLine['cost']>;

/** Under the tenancy's keys, so that switching tenancy never shows another's forecast. */
export const settlementForecastKey = (tenancyId: string) =>
  [...tenancyKeys(tenancyId).all, 'settlement-forecast'] as const;

export const getSettlementForecastQueryOptions = (clients: ApiClients, tenancyId: string) =>
  queryOptions({
    queryKey: settlementForecastKey(tenancyId),
    queryFn: async ({ signal }) =>
      (await clients.nucleolus.request(SettlementForecastDocument, { tenancyId }, { signal })).settlementForecast,
    // made from the day rollups of the last year: a heavy request, and it changes once a day at most
    staleTime: 15 * 60_000,
  });

/** The settlement forecast of the tenancy's current billing period; the card and the page share one request. */
export function useSettlementForecast(tenancyId: string) {
  return useQuery(getSettlementForecastQueryOptions(usePortalClients(), tenancyId));
}
