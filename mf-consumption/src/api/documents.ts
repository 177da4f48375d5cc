import type { TypedDocument } from '@portal/shared';

/**
 * Operations of the data service that shared's generated documents do not hold yet (meters, room
 * rename, cost estimate). Written here from the SDL (api/src/schema/data.graphql); they move to
 * shared/src/api/operations/data.graphql when that package is open for changes again.
 */
function document<TResult, TVariables>(text: string): TypedDocument<TResult, TVariables> {
  return { toString: () => text } as TypedDocument<TResult, TVariables>;
}

export interface Meter {
  id: string;
  number: string;
  quantity: string;
  kind: string;
  unit: string;
  roomName: string | null;
  reading: number | null;
  readingTimestamp: string | null;
}

export const MetersDocument = document<{ meters: Meter[] }, { tenancyId: string }>(
  'query Meters($tenancyId: ID!) { meters(tenancyId: $tenancyId) { id number quantity kind unit roomName reading readingTimestamp } }',
);

export const RenameMeterRoomDocument = document<{ renameMeterRoom: Meter }, { meterId: string; roomName: string }>(
  'mutation RenameMeterRoom($meterId: ID!, $roomName: String!) { renameMeterRoom(meterId: $meterId, roomName: $roomName) { id number quantity kind unit roomName reading readingTimestamp } }',
);

export interface CostEstimate {
  currency: string;
  priceArea: string;
  tariffs: { hour: string; tariff: number }[];
  latestHour: string | null;
  latestConsumption: number | null;
  estimatedCostLatestHour: number | null;
  estimatedCostToday: number | null;
}

export const CostEstimateDocument = document<{ costEstimate: CostEstimate }, { tenancyId: string }>(
  'query CostEstimate($tenancyId: ID!) { costEstimate(tenancyId: $tenancyId) { currency priceArea tariffs { hour tariff } latestHour latestConsumption estimatedCostLatestHour estimatedCostToday } }',
);
