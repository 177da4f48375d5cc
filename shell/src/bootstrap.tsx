import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { registerRemotes } from '@module-federation/enhanced/runtime';
import { createStore } from 'jotai';
import {
  AppProviders,
  createI18n,
  createQueryClient,
  isLanguage,
  recordHostModules,
  type RemoteName,
} from '@portal/shared';
import { fetchRuntimeConfig } from './federation/runtime-config';
import { createRemoteRouteMounter } from './federation/remote-routes';
import { preloadRemotesWhenIdle } from './federation/preload';
import { shellRoutes } from './app/routes';
import { UnexpectedError } from './pages/error-page';
import './app/base.css';

async function start() {
  const container = document.getElementById('root');
  if (!container) throw new Error('No #root element on the page');
  const root = createRoot(container);
  try {
    const config = await fetchRuntimeConfig();
    registerRemotes(Object.entries(config.remotes).map(([name, entry]) => ({ name, entry })));
    recordHostModules();

    const queryClient = createQueryClient();
    const store = createStore();
    const i18n = createI18n(isLanguage(config.defaultLanguage) ? config.defaultLanguage : 'en');
    const mounter = createRemoteRouteMounter();
    const router = createBrowserRouter(shellRoutes(), { patchRoutesOnNavigation: mounter.patchRoutesOnNavigation });

    root.render(
      <StrictMode>
        <AppProviders queryClient={queryClient} store={store} i18n={i18n}>
          <RouterProvider router={router} />
        </AppProviders>
      </StrictMode>,
    );
    if (config.preload) preloadRemotesWhenIdle(Object.keys(config.remotes) as RemoteName[]);
  } catch (error) {
    console.error('[shell] start-up failed', error);
    root.render(<UnexpectedError detail="The portal could not start. Please try again in a moment." />);
  }
}

void start();
