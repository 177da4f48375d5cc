import { lazy, Suspense } from 'react';
import { useAtomValue } from 'jotai';
import { Navigate, useParams } from 'react-router';
import { pendingActivationCodesAtom, selectedTenancyIdAtom, tenanciesAtom, userAtom } from '@portal/shared';
import { useShell } from '../session/services-context';
import { signedInHome } from '../session/session';
import { LOGIN_PATH, NO_TENANCIES_PATH, SIGNUP_PATH, dashboardPath } from '@portal/shared/routing';

/** Fetches the signed-in layout's chunk (once): on a signed-in start and after a sign-in, before it is shown. */
export const preloadSignedInLayout = () => import(/* webpackChunkName: "signed-in-layout" */ './authenticated-layout');

const AuthenticatedLayout = lazy(async () => ({ default: (await preloadSignedInLayout()).AuthenticatedLayout }));

/**
 * SPEC §2 guard for the authenticated layout: no user goes to /signup when an activation code is
 * pending, else /login; zero tenancies go to /no-tenancies; a tenancy id in the URL other than the
 * selected one goes to the selected tenancy's dashboard.
 */
export function TenancyLayout() {
  const user = useAtomValue(userAtom);
  const tenancies = useAtomValue(tenanciesAtom);
  const selectedId = useAtomValue(selectedTenancyIdAtom);
  const pending = useAtomValue(pendingActivationCodesAtom);
  const { deps } = useShell();
  const { tenancyId } = useParams();
  if (!user)
    return (
      <Navigate to={pending.length || deps.storage.get('unusedActivationCode') ? SIGNUP_PATH : LOGIN_PATH} replace />
    );
  if (tenancies.length === 0) return <Navigate to={NO_TENANCIES_PATH} replace />;
  if (!selectedId) return <Navigate to={dashboardPath(tenancies[0]!.id)} replace />;
  if (tenancyId !== selectedId) return <Navigate to={dashboardPath(selectedId)} replace />;
  return (
    // the chunk is normally there already (preloadSignedInLayout): no fallback to flash
    <Suspense fallback={null}>
      <AuthenticatedLayout tenancyId={selectedId} />
    </Suspense>
  );
}

/** A bare /t goes to the selected tenancy (or through the guard). */
export function BareTenancyPath() {
  const selectedId = useAtomValue(selectedTenancyIdAtom);
  const user = useAtomValue(userAtom);
  if (!user) return <Navigate to={LOGIN_PATH} replace />;
  return <Navigate to={signedInHome(selectedId)} replace />;
}
