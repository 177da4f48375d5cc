import { Navigate, Outlet, useLocation, type RouteObject } from 'react-router';
import { RouteErrorPage, UnexpectedError } from '../pages/error-page';
import { PublicLayout } from '../layout/public-layout';
import { BareTenancyPath, TenancyLayout } from '../layout/tenancy-layout';
import { Splash } from '../layout/splash';

function RootLayout() {
  return <Outlet />;
}

/**
 * Unknown paths go to /login (SPEC §2). If /login itself has no route, its remote could not be
 * loaded: say so instead of redirecting to itself.
 */
function UnknownPath() {
  const { pathname } = useLocation();
  if (pathname === '/login') {
    return <UnexpectedError detail="The sign-in page could not be loaded. Please try again in a moment." />;
  }
  return <Navigate to="/login" replace />;
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
