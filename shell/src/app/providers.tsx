import { StrictMode } from 'react';
import {
  AppProviders,
  isLanguage,
  LANGUAGES,
  Toasts,
  type AppProvidersProps,
  type Language,
  type LanguageConfig,
} from '@portal/shared';
import { ShellProvider, type ShellContext } from '../session/services-context';

/** SPEC §9: a build's default language; the Norway build offers nb and en, and da here (configured). */
export function languageConfig(defaultLanguage: string): LanguageConfig {
  const fallback: Language = isLanguage(defaultLanguage) ? defaultLanguage : 'en';
  return { defaultLanguage: fallback, available: LANGUAGES };
}

/** What every screen of the shell renders in: the page's and the prerendered pages' (shell/server/render.tsx). */
export function ShellProviders({
  queryClient,
  store,
  i18n,
  shell,
  children,
}: AppProvidersProps & { shell: ShellContext }) {
  return (
    <StrictMode>
      <AppProviders queryClient={queryClient} store={store} i18n={i18n}>
        <ShellProvider value={shell}>
          {children}
          <Toasts />
        </ShellProvider>
      </AppProviders>
    </StrictMode>
  );
}
