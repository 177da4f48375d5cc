import { useMemo } from 'react';
import { useAtomValue } from 'jotai';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import {
  type ConsumptionQuantity,
  CONSUMPTION_QUANTITIES,
  hasHourlyValues,
  quantityOfLegacyKind,
  sessionQueries,
  tenanciesAtom,
  userUnitsAtom,
} from '@portal/shared';
import { useClients } from '../../platform/clients';

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

/**
 * The tenancy of the URL (`/t/:tenancyId`) with its unit: `undefined` while loading, `null` when the
 * user has no such tenancy. Under the shell, its session (shared's `tenanciesAtom` and `userUnitsAtom`,
 * loaded at start-up with the same fragments and reloaded by the shell on every change) is used as it
 * is: asking again would put two requests in front of every consumption page's own. Without it (this
 * remote's standalone page, or before the shell has loaded the session), shared's session queries.
 */
export function useTenancy(): TenancyContext | null | undefined {
  const { tenancyId = '' } = useParams();
  const clients = useClients();
  const shellTenancies = useAtomValue(tenanciesAtom);
  const shellUnits = useAtomValue(userUnitsAtom);
  const fromShell = shellTenancies.length > 0 && shellUnits.length > 0;
  const queried = useQuery({ ...sessionQueries.tenancies(clients), enabled: !fromShell });
  const queriedUnits = useQuery({ ...sessionQueries.userUnits(clients), enabled: !fromShell });
  const tenancies = fromShell ? shellTenancies : queried.data;
  const units = fromShell ? shellUnits : queriedUnits.data;
  const tenancy = tenancies?.find((t) => t.id === tenancyId);
  const context = useMemo(() => (tenancy && units ? tenancyContextOf(tenancy, units) : null), [tenancy, units]);
  if (!fromShell && (queried.isError || queriedUnits.isError)) return null;
  if (!tenancies || !units) return undefined;
  return context;
}
