import type { ApiClients } from '../api/clients';
import { installPortalServices, type PortalServices } from '../federation/portal-services';

/**
 * Installs the page's services as the shell hands them to its remotes, over test clients (for example
 * `createTestClients()`): a remote's screens then find them through `usePortalClients()` at once. The
 * session steps resolve and do nothing unless the test passes its own (spies, for instance).
 */
export function installTestServices(clients: ApiClients, overrides: Partial<PortalServices> = {}): PortalServices {
  const services: PortalServices = {
    clients,
    brand: 'norway',
    social: {},
    afterSignIn: () => Promise.resolve('/t'),
    reloadSession: () => Promise.resolve(),
    logout: () => Promise.resolve(),
    discardSession: () => undefined,
    ...overrides,
  };
  installPortalServices(services);
  return services;
}
