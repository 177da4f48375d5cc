import { type Comparison, compareWithFor } from '../time/comparison';
import type { Period, Resolution } from '../time/period';
import { periodToServiceDates, periodToServiceDateTimes, toServiceResolution } from '../time/service-format';
import type {
  ObjectLevel,
  QuantityPricesInput,
  TenantGraphInput,
  TenantTableInput,
  UnitQuantityKPIsInput,
} from './generated/data';

/** What a consumption screen asks for: an object, a quantity, a period. */
export interface ConsumptionRequest {
  objectId: string;
  quantity: string;
  period: Period;
  normalized?: boolean;
}

/**
 * `tenantGraph` input (SPEC §7): resolution upper-cased, period as local date-times (end = the
 * midnight after the last day), the comparison as `compareWith`.
 */
export function graphInput(
  request: ConsumptionRequest & { resolution: Resolution; comparison?: Comparison; mode?: TenantGraphInput['mode'] },
): TenantGraphInput {
  return {
    objectId: request.objectId,
    resolution: toServiceResolution(request.resolution),
    ...periodToServiceDateTimes(request.period),
    ...(request.mode ? { mode: request.mode } : {}),
    consumption: {
      series: [{ quantityDescriptor: { quantity: request.quantity, normalized: request.normalized ?? false } }],
    },
    ...(request.comparison ? { compareWith: [compareWithFor(request.comparison)] } : {}),
  };
}

/** `tenantTable` input: period as date-times, optional comparison. */
export function tableInput(
  request: Omit<ConsumptionRequest, 'quantity'> & { aggregationLevel: ObjectLevel; comparison?: Comparison },
): TenantTableInput {
  return {
    aggregationLevel: request.aggregationLevel,
    objectId: request.objectId,
    ...periodToServiceDateTimes(request.period),
    ...(request.comparison ? { compareWith: compareWithFor(request.comparison) } : {}),
    ...(request.normalized !== undefined ? { normalized: request.normalized } : {}),
  };
}

/** `unitQuantityKpis` input: period as dates only (both ends included). */
export function kpisInput(request: ConsumptionRequest): UnitQuantityKPIsInput {
  return {
    objectId: request.objectId,
    quantity: request.quantity,
    ...periodToServiceDates(request.period),
    ...(request.normalized !== undefined ? { normalized: request.normalized } : {}),
  };
}

/** `quantityPrices` input: period as dates only (both ends included). */
export function pricesInput(request: Omit<ConsumptionRequest, 'normalized'>): QuantityPricesInput {
  return { objectId: request.objectId, quantity: request.quantity, ...periodToServiceDates(request.period) };
}
