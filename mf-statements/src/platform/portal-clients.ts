import { createStore } from 'jotai';
import { type ApiClients, createPortalClients } from '@portal/shared';

/**
 * What the shell hands to remotes at run time under a global symbol (the shell's `PortalServices`):
 * declared here structurally, so this remote never imports the shell.
 */
interface PortalServicesLike {
  clients?: ApiClients;
}

const PORTAL_SERVICES_KEY = Symbol.for('portal.services');

/** Default endpoints of a development machine, used when the page has no runtime configuration. */
const DEFAULT_ENDPOINTS = { main: 'http://localhost:4001/graphql', data: 'http://localhost:4002/graphql' };

let fallback: Promise<ApiClients> | null = null;

async function endpointsFromConfig(): Promise<{ main: string; data: string }> {
  try {
    const response = await fetch('/config.json', { cache: 'no-cache' });
    if (!response.ok) return DEFAULT_ENDPOINTS;
    const config = (await response.json()) as { api?: { main?: unknown; data?: unknown } };
    const { main, data } = config.api ?? {};
    return typeof main === 'string' && typeof data === 'string' ? { main, data } : DEFAULT_ENDPOINTS;
  } catch {
    return DEFAULT_ENDPOINTS;
  }
}

/**
 * The page's API clients: the shell's when it provides them; otherwise (this remote's standalone page,
 * or a shell without them) clients of our own, over the same stored tokens, with the endpoints of the
 * page's `/config.json`.
 */
export function portalClients(): Promise<ApiClients> {
  const services = (globalThis as Record<symbol, PortalServicesLike | undefined>)[PORTAL_SERVICES_KEY];
  if (services?.clients) return Promise.resolve(services.clients);
  fallback ??= endpointsFromConfig().then((endpoints) =>
    createPortalClients({
      endpoints,
      store: createStore(),
      onLoggedOut: () => window.location.assign('/login'),
    }),
  );
  return fallback;
}
