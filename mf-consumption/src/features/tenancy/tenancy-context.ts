import {
  type ConsumptionQuantity,
  CONSUMPTION_QUANTITIES,
  hasHourlyValues,
  quantityOfLegacyKind,
} from '@portal/shared';

/** What the consumption screens need to know about the tenancy in the URL. */
export interface TenancyContext {
  tenancyId: string;
  tenancy: TenancyLike;
  /** The unit object the consumption queries read (`tenancy.unitId`). */
  objectId: string;
  /** Floor area in m² (normalised views), or null when unknown. */
  size: number | null;
  hasHourlyValues: boolean;
  co2Factors: readonly { quantity: string; gramPerQuantityUnit: number }[];
  /** The consumption quantities the tenancy has meters for, in menu order. */
  quantities: ConsumptionQuantity[];
  /** Does the unit have indoor climate sensors? */
  hasIndoorClimate: boolean;
}

interface TenancyLike {
  id: string;
  unitId: string;
  start: string;
  end?: string | null;
  dataAvailability: { start?: string | null; end?: string | null };
  billingPeriod: { start?: string | null; end?: string | null };
  meterUnits: readonly { kind: string; unit: string }[];
  apartment: { address: string };
  latestAllocationStatement?: {
    fileName: string;
    url: string;
    periodStartDate: string;
    periodEndDate: string;
  } | null;
}

interface UnitLike {
  id: string;
  unit?: { id: string; size?: number | null } | null;
  path: readonly {
    property?: {
      settings: readonly { kind: string }[];
      co2Factors?: readonly { quantity: string; gramPerQuantityUnit: number }[];
    } | null;
  }[];
  treeInfo?: { quantities: readonly string[] } | null;
}

/** Derives the context from the tenancy and the user's units (pure; tested). */
export function tenancyContextOf(tenancy: TenancyLike, units: readonly UnitLike[]): TenancyContext {
  const unit = units.find((u) => u.unit?.id === tenancy.unitId || u.id === tenancy.unitId) ?? null;
  const property = unit?.path.find((p) => p.property)?.property ?? null;
  const fromMeters = new Set(
    tenancy.meterUnits.map((m) => quantityOfLegacyKind(m.kind)).filter((q): q is NonNullable<typeof q> => Boolean(q)),
  );
  const fromTree = new Set(unit?.treeInfo?.quantities ?? []);
  const has = (q: string) => fromTree.has(q) || fromMeters.has(q as never);
  return {
    tenancyId: tenancy.id,
    tenancy,
    objectId: tenancy.unitId,
    size: unit?.unit?.size ?? null,
    hasHourlyValues: hasHourlyValues(property?.settings),
    co2Factors: property?.co2Factors ?? [],
    quantities: CONSUMPTION_QUANTITIES.filter((q) => has(q)),
    hasIndoorClimate: has('indoor-temperature') || has('indoor-relative-humidity'),
  };
}
