import { createContext, useContext, type ReactNode } from 'react';
import type { LanguageConfig, PortalServices } from '@portal/shared';
import type { SessionDeps } from './session';

export interface ShellContext {
  services: PortalServices;
  deps: SessionDeps;
  languages: LanguageConfig;
}

const Context = createContext<ShellContext | null>(null);

export function ShellProvider({ value, children }: { value: ShellContext; children: ReactNode }) {
  return <Context.Provider value={value}>{children}</Context.Provider>;
}

export function useShell(): ShellContext {
  const value = useContext(Context);
  if (!value) throw new Error('useShell outside ShellProvider');
  return value;
}
