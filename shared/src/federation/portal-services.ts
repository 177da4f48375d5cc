// The run-time contract between the shell and its remotes (docs/decisions/0080): what the shell hands
// over, and how a remote finds it, or stands in for it on a page without the shell.
import { createStore } from 'jotai';
import type { ApiClients } from '../api/clients';
import type { SocialConfig } from '../api/social';
import type { AppStore } from '../platform/providers';
import { createPortalClients } from '../session/portal-clients';

/**
 * What the shell hands to its remotes: the page's two API clients, the deployment's brand and social
 * sign-in, and the session steps only the shell may run (loading the session after a sign-in, logging
 * out).
 */
export interface PortalServices {
  clients: ApiClients;
  brand: string;
  /** Social sign-in providers offered by this deployment, with their settings. */
  social: SocialConfig;
  /**
   * After a sign-in or sign-up (SPEC §4): applies an unused activation code, loads the user, tenancies
   * and units, and selects a tenancy. Resolves to the path to go to.
   */
  afterSignIn(options?: { tenancyId?: string | null }): Promise<string>;
  /** Reloads the user and tenancies (after adding, leaving or changing one). */
  reloadSession(options?: { tenancyId?: string | null }): Promise<void>;
  /** SPEC §4 logout: timers, revocation, state and storage. */
  logout(): Promise<void>;
  /**
   * Drops what a sign-in or sign-up that failed half-way left (tokens of one service, state, cached
   * queries, timers); the stored language and the like stay.
   */
  discardSession(): void;
}

/** A global symbol: the shell and every remote (each with its own copy of this module) find the same one. */
const PORTAL_SERVICES_KEY = Symbol.for('portal.services');

/** The shell hands its services to the remotes of the page. */
export function installPortalServices(services: PortalServices): void {
  (globalThis as Record<symbol, unknown>)[PORTAL_SERVICES_KEY] = services;
}

/** The shell's services, or null on a page without the shell (a remote's standalone page, an embed). */
export function shellServices(): PortalServices | null {
  return ((globalThis as Record<symbol, unknown>)[PORTAL_SERVICES_KEY] as PortalServices | undefined) ?? null;
}

/** The services of a development machine (`npm start`), when a page has no runtime configuration. */
export const DEVELOPMENT_ENDPOINTS = {
  main: 'http://localhost:4001/graphql',
  data: 'http://localhost:4002/graphql',
} as const;

/**
 * The service endpoints named by a runtime configuration file (the `/config.json` every app's server
 * answers), or the development machine's when there is none.
 */
export async function configuredEndpoints(configUrl = '/config.json'): Promise<{ main: string; data: string }> {
  try {
    const response = await fetch(configUrl, { cache: 'no-cache' });
    if (!response.ok) return { ...DEVELOPMENT_ENDPOINTS };
    const config = (await response.json()) as { api?: { main?: unknown; data?: unknown } };
    const { main, data } = config.api ?? {};
    return typeof main === 'string' && typeof data === 'string' ? { main, data } : { ...DEVELOPMENT_ENDPOINTS };
  } catch {
    return { ...DEVELOPMENT_ENDPOINTS };
  }
}

let own: Promise<ApiClients> | null = null;

/**
 * The page's API clients: the shell's; on a page without the shell, one set of the page's own, over
 * the same stored tokens, with the endpoints of its `/config.json`. A failed refresh there logs out and
 * goes to /login, as the shell does.
 */
export function pageClients(store?: AppStore): Promise<ApiClients> {
  const shell = shellServices();
  if (shell) return Promise.resolve(shell.clients);
  own ??= configuredEndpoints().then((endpoints) =>
    createPortalClients({
      endpoints,
      store: store ?? createStore(),
      onLoggedOut: () => window.location.assign('/login'),
    }),
  );
  return own;
}
