import { useAtomValue } from 'jotai';
import { Navigate, Outlet, useLocation, type RouteObject } from 'react-router';
import { selectedTenancyIdAtom, tenanciesAtom, userAtom } from '@portal/shared';
import { RouteErrorPage, UnexpectedError } from '../pages/error-page';
import { PublicLayout } from '../layout/public-layout';
import { BareTenancyPath, TenancyLayout } from '../layout/tenancy-layout';
import { Splash } from '../layout/splash';
import { signedInHome } from '../session/session';
import { NavigationProgress } from './navigation-progress';
import { CookieBanner } from './cookie-consent';

/**
 * Every screen's frame. The cookie banner is part of it, not of the page around the router: it comes
 * with the first screen, in that screen's layout (beside the side menu where there is one), instead of
 * appearing before it and moving when the layout comes.
 */
function RootLayout() {
  return (
    <>
      <CookieBanner />
      <NavigationProgress />
      <Outlet />
    </>
  );
}

/**
 * Unknown paths go to /login (SPEC §2) when signed out. A signed-in user would only be sent on from
 * there, so they go straight where /login sends them: the selected tenancy's dashboard, or
 * /no-tenancies without one (docs/decisions/0080). If that path itself has no route, its remote could
 * not be loaded: say so instead of redirecting to itself.
 */
function UnknownPath() {
  const { pathname } = useLocation();
  const user = useAtomValue(userAtom);
  const tenancies = useAtomValue(tenanciesAtom);
  const selectedId = useAtomValue(selectedTenancyIdAtom);
  const target = user ? signedInHome(tenancies.length ? selectedId : null) : '/login';
  if (pathname.replace(/\/+$/, '') === target) {
    return <UnexpectedError reason={target === '/login' ? 'login' : 'page'} />;
  }
  return <Navigate to={target} replace />;
}

/**
 * The shell's own routes. Remotes add theirs under the `root`, `public` and `tenancy` ids when one of
 * their paths is first visited (see federation/remote-routes.ts).
 */
export function shellRoutes(): RouteObject[] {
  return [
    {
      id: 'root',
      path: '/',
      element: <RootLayout />,
      errorElement: <RouteErrorPage />,
      hydrateFallbackElement: <Splash />,
      children: [
        { index: true, element: <Navigate to="t" replace /> },
        { id: 'public', element: <PublicLayout />, children: [] },
        // pages few visits need are chunks of their own
        {
          path: 'data-policy',
          lazy: async () => ({ Component: (await import('../pages/policy-pages')).DataPolicyPage }),
        },
        {
          path: 'cookie-policy',
          lazy: async () => ({ Component: (await import('../pages/policy-pages')).CookiePolicyPage }),
        },
        { path: 't', element: <BareTenancyPath /> },
        {
          id: 'tenancy',
          path: 't/:tenancyId',
          element: <TenancyLayout />,
          children: [
            { path: 'help', lazy: async () => ({ Component: (await import('../pages/help-page')).HelpPage }) },
          ],
        },
        { path: '*', element: <UnknownPath /> },
      ],
    },
  ];
}
