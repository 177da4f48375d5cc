import { lazy, Suspense, useState } from 'react';
import { useAtomValue } from 'jotai';
import { Navigate, useParams } from 'react-router';
import { pendingActivationCodesAtom, selectedTenancyIdAtom, tenanciesAtom, userAtom } from '@portal/shared';
import type * as SignedInLayout from './authenticated-layout';
import { useShell } from '../session/services-context';
import { signedInHome } from '../session/session';
import { LOGIN_PATH, NO_TENANCIES_PATH, SIGNUP_PATH, dashboardPath } from '@portal/shared/routing';

type SignedInLayoutModule = typeof SignedInLayout;
/** The signed-in layout's module once its chunk has loaded. */
let signedInLayout: SignedInLayoutModule | null = null;

/** Fetches the signed-in layout's chunk (once): on a signed-in start and after a sign-in, before it is shown. */
export const preloadSignedInLayout = async (): Promise<SignedInLayoutModule> =>
  (signedInLayout = await import(/* webpackChunkName: "signed-in-layout" */ './authenticated-layout'));

const LazyAuthenticatedLayout = lazy(async () => ({ default: (await preloadSignedInLayout()).AuthenticatedLayout }));

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
  // The chunk is normally there already (preloadSignedInLayout): then the layout renders at once, with
  // the first screen. A lazy component would suspend for a moment even then, and the cookie banner
  // would show for that moment without the side menu beside it, and move when it comes. Chosen once:
  // another component type later would mount the layout and its screen afresh.
  const [AuthenticatedLayout] = useState(() => signedInLayout?.AuthenticatedLayout ?? LazyAuthenticatedLayout);
  if (!user)
    return (
      <Navigate to={pending.length || deps.storage.get('unusedActivationCode') ? SIGNUP_PATH : LOGIN_PATH} replace />
    );
  if (tenancies.length === 0) return <Navigate to={NO_TENANCIES_PATH} replace />;
  if (!selectedId) return <Navigate to={dashboardPath(tenancies[0]!.id)} replace />;
  if (tenancyId !== selectedId) return <Navigate to={dashboardPath(selectedId)} replace />;
  return (
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
