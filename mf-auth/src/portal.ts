import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ApiClients, createApiClients, registerNamespace, type SocialConfig } from '@portal/shared';
import { AUTH_NAMESPACE, authResources } from './i18n/texts';

/**
 * What the shell provides at run time (docs/decisions/0080). Declared here with the same shape as the
 * shell's, since a remote never imports the shell.
 */
export interface PortalServices {
  clients: ApiClients;
  brand: string;
  /** Social sign-in providers offered by this deployment, with their settings. */
  social: SocialConfig;
  afterSignIn(options?: { tenancyId?: string | null }): Promise<string>;
  reloadSession(options?: { tenancyId?: string | null }): Promise<void>;
  logout(): Promise<void>;
}

const KEY = Symbol.for('portal.services');

let standalone: PortalServices | null = null;

/** On the remote's standalone page there is no shell: the services on their development ports. */
function standaloneServices(): PortalServices {
  standalone ??= {
    clients: createApiClients({
      endpoints: { main: 'http://localhost:4001/graphql', data: 'http://localhost:4002/graphql' },
    }),
    brand: 'norway',
    social: {},
    afterSignIn: () => Promise.resolve('/t'),
    reloadSession: () => Promise.resolve(),
    logout: () => Promise.resolve(),
  };
  return standalone;
}

export function portalServices(): PortalServices {
  return ((globalThis as Record<symbol, unknown>)[KEY] as PortalServices | undefined) ?? standaloneServices();
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
