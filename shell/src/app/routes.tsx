import { Link, Navigate, Outlet, useLocation, useParams, type RouteObject } from 'react-router';
import { PlaceholderPage } from '@portal/shared';
import { RouteErrorPage, UnexpectedError } from '../pages/error-page';

function RootLayout() {
  return <Outlet />;
}

function PublicLayout() {
  return (
    <div className="layout layout--public">
      <Outlet />
    </div>
  );
}

/** Screens of a tenancy, one per remote and the shell's own; the side menu of the session feature replaces this. */
const TENANCY_LINKS = [
  ['', 'Dashboard'],
  ['consumption/heat-energy', 'Consumption'],
  ['alarms', 'Alarms'],
  ['notifications', 'Notifications'],
  ['statements', 'Allocation statements'],
  ['settings', 'Tenancy info'],
  ['profile', 'Profile'],
  ['help', 'Help'],
] as const;

function TenancyLayout() {
  const { tenancyId } = useParams();
  return (
    <div className="layout layout--tenancy">
      <nav aria-label="Main">
        <ul>
          {TENANCY_LINKS.map(([path, label]) => (
            <li key={path}>
              <Link to={`/t/${tenancyId}/${path}`}>{label}</Link>
            </li>
          ))}
        </ul>
      </nav>
      <Outlet />
    </div>
  );
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
      hydrateFallbackElement: <div className="splash" aria-busy="true" />,
      children: [
        { index: true, element: <Navigate to="t" replace /> },
        { id: 'public', element: <PublicLayout />, children: [] },
        { path: 'data-policy', element: <PlaceholderPage app="shell" page="data-policy" /> },
        { path: 'cookie-policy', element: <PlaceholderPage app="shell" page="cookie-policy" /> },
        // A bare /t has no tenancy yet: the session issue sends it to the selected tenancy.
        { path: 't', element: <Navigate to="/login" replace /> },
        {
          id: 'tenancy',
          path: 't/:tenancyId',
          element: <TenancyLayout />,
          children: [{ path: 'help', element: <PlaceholderPage app="shell" page="help" /> }],
        },
        { path: '*', element: <UnknownPath /> },
      ],
    },
  ];
}
