// The run-time contract between the shell and its remotes (docs/decisions/0080): what the shell hands
// over, and how a remote finds it, or stands in for it on a page without the shell.
import { createStore } from 'jotai';
import type { ApiClients } from '../api/clients';
import type { SocialConfig } from '../api/social';
import type { AppStore } from '../platform/providers';
import { createPortalClients } from '../session/portal-clients';
import { discardSession } from '../session/discard';
import { appStorage } from '../session/storage';
import { TENANCIES_PATH } from '../routing/paths';
import type { RuntimeConfig } from './contract';

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

/** What a page without the shell reads of its `/config.json` (every app's server answers one). */
export interface PageConfig {
  api: { main: string; data: string };
  brand: string | null;
  social: SocialConfig;
}

/**
 * The page's runtime configuration file. Only a development build (a remote's standalone page under
 * `npm run dev`) falls back to the development machine's endpoints when there is none: a production
 * page (a landlord's embed among them) that cannot read its configuration fails with a clear error
 * rather than asking some other service.
 */
export async function pageConfig(
  configUrl = '/config.json',
  developmentFallback = process.env.NODE_ENV !== 'production',
): Promise<PageConfig> {
  const fallback: PageConfig = { api: { ...DEVELOPMENT_ENDPOINTS }, brand: null, social: {} };
  const unavailable = (reason: string) => {
    if (developmentFallback) return fallback;
    throw new Error(`The page's configuration (${configUrl}) could not be read: ${reason}`);
  };
  let config: Partial<Record<keyof RuntimeConfig, unknown>>;
  try {
    const response = await fetch(configUrl, { cache: 'no-cache' });
    if (!response.ok) return unavailable(`HTTP ${response.status}`);
    config = (await response.json()) as Partial<Record<keyof RuntimeConfig, unknown>>;
  } catch (error) {
    return unavailable(error instanceof Error ? error.message : String(error));
  }
  const { main, data } = (config.api ?? {}) as { main?: unknown; data?: unknown };
  if (typeof main !== 'string' || typeof data !== 'string') return unavailable('no service endpoints in it');
  return {
    api: { main, data },
    brand: typeof config.brand === 'string' ? config.brand : null,
    social: config.social && typeof config.social === 'object' ? (config.social as SocialConfig) : {},
  };
}

/** The service endpoints named by the page's runtime configuration (or the development machine's). */
export async function configuredEndpoints(configUrl = '/config.json'): Promise<{ main: string; data: string }> {
  return (await pageConfig(configUrl)).api;
}

let own: Promise<PortalServices> | null = null;

/**
 * The page's services: the shell's; on a page without the shell (a remote's standalone page), one
 * stand-in of the page's own, over the same stored tokens, with the endpoints, brand and social
 * sign-in of its `/config.json`. A failed refresh there logs out and goes to /login, as the shell does;
 * a sign-in there goes to the tenancy list, as nothing loads a session without the shell.
 */
export function pageServices(store?: AppStore): Promise<PortalServices> {
  const shell = shellServices();
  if (shell) return Promise.resolve(shell);
  own ??= pageConfig().then((config) => {
    const pageStore = store ?? createStore();
    const clients = createPortalClients({
      endpoints: config.api,
      store: pageStore,
      onLoggedOut: () => window.location.assign('/login'),
    });
    return {
      clients,
      brand: config.brand ?? 'norway',
      social: config.social,
      afterSignIn: () => Promise.resolve(TENANCIES_PATH),
      reloadSession: () => Promise.resolve(),
      logout: async () => {
        discardSession({ clients, store: pageStore, storage: appStorage });
        window.location.assign('/login');
      },
      discardSession: () => discardSession({ clients, store: pageStore, storage: appStorage }, { keepStorage: true }),
    };
  });
  return own;
}

/** The page's API clients: `pageServices()`' clients, for code outside React (query functions). */
export async function pageClients(store?: AppStore): Promise<ApiClients> {
  return (await pageServices(store)).clients;
}
