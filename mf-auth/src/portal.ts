import {
  createApiClients,
  DEVELOPMENT_ENDPOINTS,
  type PortalServices,
  shellServices,
  useNamespaceTranslation,
} from '@portal/shared';
import { authTexts } from './i18n/texts';
import { TENANCIES_PATH } from '@portal/shared/routing';

export type { PortalServices } from '@portal/shared';

let standalone: PortalServices | null = null;

/** On the remote's standalone page there is no shell: the services on their development ports. */
function standaloneServices(): PortalServices {
  standalone ??= {
    clients: createApiClients({ endpoints: { ...DEVELOPMENT_ENDPOINTS } }),
    brand: 'norway',
    social: {},
    afterSignIn: () => Promise.resolve(TENANCIES_PATH),
    reloadSession: () => Promise.resolve(),
    logout: () => Promise.resolve(),
    discardSession: () => undefined,
  };
  return standalone;
}

export function portalServices(): PortalServices {
  return shellServices() ?? standaloneServices();
}

export function usePortal(): PortalServices {
  return portalServices();
}

/** `t` of the `auth` namespace (and `common`), in the page's language. */
export function useAuthTexts() {
  return useNamespaceTranslation(authTexts);
}
