import type { ReactElement, ReactNode } from 'react';
import { render, type RenderOptions, type RenderResult } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { createStore } from 'jotai';
import type { i18n as I18n } from 'i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProviders, type AppStore } from '../platform/providers';
import type { Language, NamespaceResources } from '../i18n';
import { createTestI18n } from './i18n';

/** A query client for tests: no retries, and no garbage-collection timers left running after a test. */
export function createTestQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { retry: false, gcTime: Infinity }, mutations: { retry: false } },
  });
}

export interface RenderWithProvidersOptions extends Omit<RenderOptions, 'wrapper'> {
  language?: Language;
  /** An app's namespaces, in every language, bundled with `common` in the test's i18n instance. */
  namespaces?: Record<string, NamespaceResources>;
  store?: AppStore;
  queryClient?: QueryClient;
  i18n?: I18n;
  /** The URL the memory router starts at (default `/`). */
  route?: string;
  /** The route path the element is mounted at (default `*`), so `useParams` works. */
  path?: string;
}

/**
 * Renders an element as the apps do: query client, jotai store, i18n instance (with `common`) and a
 * memory router. Returns the testing-library result plus the instances, to inspect or prime them.
 */
export function renderWithProviders(
  ui: ReactElement,
  {
    language = 'en',
    namespaces,
    store,
    queryClient,
    i18n,
    route = '/',
    path = '*',
    ...options
  }: RenderWithProvidersOptions = {},
): RenderResult & { store: AppStore; queryClient: QueryClient; i18n: I18n } {
  const instances = {
    store: store ?? createStore(),
    queryClient: queryClient ?? createTestQueryClient(),
    i18n: i18n ?? createTestI18n(language, namespaces),
  };
  const router = createMemoryRouter([{ path, element: ui }], { initialEntries: [route] });
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <AppProviders queryClient={instances.queryClient} store={instances.store} i18n={instances.i18n}>
      {children}
    </AppProviders>
  );
  const result = render(<RouterProvider router={router} />, { wrapper: Wrapper, ...options });
  return { ...result, ...instances };
}
