import { useMemo } from 'react';
import { useAtomValue } from 'jotai';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { sessionQueries, tenanciesAtom, usePortalClients, userUnitsAtom } from '@portal/shared';
import { type TenancyContext, tenancyContextOf } from '../tenancy-context';

/**
 * The tenancy of the URL (`/t/:tenancyId`) with its unit: `undefined` while loading, `null` when the
 * user has no such tenancy. Under the shell, its session (shared's `tenanciesAtom` and `userUnitsAtom`,
 * loaded at start-up with the same fragments and reloaded by the shell on every change) is used as it
 * is: asking again would put two requests in front of every consumption page's own. Without it (this
 * remote's standalone page, or before the shell has loaded the session), shared's session queries.
 */
export function useTenancy(): TenancyContext | null | undefined {
  const { tenancyId = '' } = useParams();
  const clients = usePortalClients();
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
