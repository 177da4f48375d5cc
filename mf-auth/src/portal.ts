import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  createApiClients,
  DEVELOPMENT_ENDPOINTS,
  type PortalServices,
  registerNamespace,
  shellServices,
} from '@portal/shared';
import { AUTH_NAMESPACE, authResources } from './i18n/texts';

export type { PortalServices } from '@portal/shared';

let standalone: PortalServices | null = null;

/** On the remote's standalone page there is no shell: the services on their development ports. */
function standaloneServices(): PortalServices {
  standalone ??= {
    clients: createApiClients({ endpoints: { ...DEVELOPMENT_ENDPOINTS } }),
    brand: 'norway',
    social: {},
    afterSignIn: () => Promise.resolve('/t'),
    reloadSession: () => Promise.resolve(),
    logout: () => Promise.resolve(),
  };
  return standalone;
}

export function portalServices(): PortalServices {
  return shellServices() ?? standaloneServices();
}

export function usePortal(): PortalServices {
  return portalServices();
}

/** Registers the `auth` texts on the page's i18n instance (once, before the first `t`). */
export function useAuthTexts() {
  const translation = useTranslation([AUTH_NAMESPACE, 'common']);
  const { i18n } = translation;
  useState(() => {
    if (!i18n.hasResourceBundle('en', AUTH_NAMESPACE)) registerNamespace(i18n, AUTH_NAMESPACE, authResources);
    return true;
  });
  return translation;
}
