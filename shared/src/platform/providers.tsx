import type { ReactNode } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { QueryClientProvider } from '@tanstack/react-query';
import { Provider as JotaiProvider } from 'jotai';
import type { createStore } from 'jotai';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';

export type AppStore = ReturnType<typeof createStore>;

export interface AppProvidersProps {
  queryClient: QueryClient;
  store: AppStore;
  i18n: I18n;
  children: ReactNode;
}

/** The contexts every screen relies on; the shell (or a remote's standalone page) mounts them once. */
export function AppProviders({ queryClient, store, i18n, children }: AppProvidersProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <JotaiProvider store={store}>
        <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
      </JotaiProvider>
    </QueryClientProvider>
  );
}
