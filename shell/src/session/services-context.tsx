import { createContext, useContext, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  appTitle,
  brandTheme,
  isLanguage,
  type BrandTheme,
  type LanguageConfig,
  type PortalServices,
} from '@portal/shared';
import type { SessionDeps } from './session';

export interface ShellContext {
  services: PortalServices;
  deps: SessionDeps;
  languages: LanguageConfig;
  /** The deployment's brand (SPEC §1): its title, store links and colours. */
  theme: BrandTheme;
}

const Context = createContext<ShellContext | null>(null);

export function ShellProvider({ value, children }: { value: ShellContext; children: ReactNode }) {
  return <Context.Provider value={value}>{children}</Context.Provider>;
}

/** The shell's context, or null outside it (the page that says the portal could not start). */
export function useOptionalShell(): ShellContext | null {
  return useContext(Context);
}

export function useShell(): ShellContext {
  const value = useContext(Context);
  if (!value) throw new Error('useShell outside ShellProvider');
  return value;
}

/**
 * The brand and its app title in the page's language. Outside the shell's provider (the page that
 * says the portal could not start) the brand the page was themed with, or the default one.
 */
export function useBrand(): { theme: BrandTheme; title: string } {
  const shell = useContext(Context);
  const { i18n } = useTranslation();
  const theme =
    shell?.theme ?? brandTheme(typeof document === 'undefined' ? null : document.documentElement.dataset.brand);
  return { theme, title: appTitle(theme, isLanguage(i18n?.language) ? i18n.language : 'en') };
}
