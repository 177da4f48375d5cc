import { useStore } from 'jotai';
import { useSuspenseQuery } from '@tanstack/react-query';
import { type ApiClients, type AppStore, createPortalClients } from '@portal/shared';

/**
 * The shell hands its two API clients to the remotes under a global symbol (its `PortalServices`).
 * Until the shell's session start-up is in place everywhere (and on this remote's standalone page),
 * this remote creates the same clients from `/config.json` itself (docs/decisions/0100).
 */
const PORTAL_SERVICES_KEY = Symbol.for('portal.services');

interface PortalServicesLike {
  clients: ApiClients;
}

function fromShell(): ApiClients | null {
  const services = (globalThis as Record<symbol, unknown>)[PORTAL_SERVICES_KEY] as PortalServicesLike | undefined;
  return services?.clients ?? null;
}

const DEFAULT_ENDPOINTS = { main: 'http://localhost:4001/graphql', data: 'http://localhost:4002/graphql' };

let own: Promise<ApiClients> | null = null;

async function createOwnClients(store: AppStore): Promise<ApiClients> {
  let endpoints = DEFAULT_ENDPOINTS;
  try {
    const response = await fetch('/config.json', { cache: 'no-cache' });
    if (response.ok) {
      const config = (await response.json()) as { api?: { main?: string; data?: string } };
      if (config.api?.main && config.api.data) endpoints = { main: config.api.main, data: config.api.data };
    }
  } catch {
    // no runtime configuration where this page is served: the development defaults
  }
  return createPortalClients({
    endpoints,
    store,
    onLoginRequired: () => window.location.assign('/'),
    onLoggedOut: () => window.location.assign('/login'),
  });
}

/** The page's API clients (suspends until they exist). */
export function useClients(): ApiClients {
  const store = useStore();
  const { data } = useSuspenseQuery({
    queryKey: ['mf-consumption', 'clients'],
    queryFn: () => {
      const shell = fromShell();
      if (shell) return shell;
      own ??= createOwnClients(store);
      return own;
    },
    staleTime: Infinity,
    gcTime: Infinity,
    structuralSharing: false,
  });
  return data;
}
