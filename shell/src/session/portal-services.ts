import type { ApiClients, SocialConfig } from '@portal/shared';

/**
 * What the shell hands to its remotes at run time (docs/decisions/0080): the page's two API clients,
 * the brand, and the session steps only the shell may run (loading the session after a sign-in,
 * logging out). Remotes read it with a hook of their own under the same global symbol; the interface
 * is structural, so a remote declares the same shape without importing the shell.
 *
 * It belongs in `shared` (federation/contract.ts) once that package is open for changes again.
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
}

export const PORTAL_SERVICES_KEY = Symbol.for('portal.services');

export function installPortalServices(services: PortalServices): void {
  (globalThis as Record<symbol, unknown>)[PORTAL_SERVICES_KEY] = services;
}
