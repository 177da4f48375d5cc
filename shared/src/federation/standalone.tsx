import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, Outlet, RouterProvider, type RouteObject } from 'react-router';
import { createStore } from 'jotai';
import { AppProviders } from '../platform/providers';
import { createQueryClient } from '../platform/query-client';
import { createI18n, loadTexts, type Language } from '../i18n';
import { applyBrandTheme, brandTheme } from '../ui/theme';
import type { RemoteName, RemoteRouteModule } from './contract';
import { loadRemote, registerRemotes } from './remotes';

/** The bundle's public path at run time (set by rspack). */
declare const __webpack_public_path__: string;

/**
 * The entry of a remote's standalone page: a minimal host that loads the remote's own container
 * (from the folder above its `standalone/` assets) through federation, as the shell does.
 */
export async function startStandalone(remote: RemoteName): Promise<void> {
  const manifest = new URL('../mf-manifest.json', new URL(__webpack_public_path__, window.location.href)).href;
  registerRemotes([{ name: remote, entry: manifest }]);
  const module = await loadRemote<{ routeModule?: RemoteRouteModule }>(`${remote}/routes`);
  if (!module.routeModule) throw new Error(`Remote ${remote} exposes no routes`);
  await renderStandalone(module.routeModule);
}

/**
 * Renders a remote on its own page, without the shell, for the team that builds it: its routes
 * under the same paths they have in the portal, with plain layouts in place of the shell's.
 */
export async function renderStandalone(
  module: RemoteRouteModule,
  options: { language?: Language } = {},
): Promise<void> {
  const { routes } = module;
  // the theme's colours, as the shell sets them (the default brand: a standalone page has no configuration)
  applyBrandTheme(brandTheme(null));
  const i18n = createI18n(options.language ?? 'en');
  await loadTexts(i18n, ...(module.texts ?? []));
  const tree: RouteObject[] = [
    {
      id: 'root',
      path: '/',
      element: (
        <div data-standalone={module.remote}>
          <Outlet />
        </div>
      ),
      children: [
        ...(routes.root ?? []),
        { id: 'public', element: <Outlet />, children: routes.public ?? [] },
        { id: 'tenancy', path: 't/:tenancyId', element: <Outlet />, children: routes.tenancy ?? [] },
      ],
    },
  ];
  const router = createBrowserRouter(tree);
  const container = document.getElementById('root');
  if (!container) throw new Error('No #root element on the page');
  createRoot(container).render(
    <StrictMode>
      <AppProviders queryClient={createQueryClient()} store={createStore()} i18n={i18n}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
}
