import { useStore } from 'jotai';
import { useSuspenseQuery } from '@tanstack/react-query';
import type { ApiClients } from '../api/clients';
import { pageServices, shellServices, type PortalServices } from './portal-services';

/**
 * The page's services in a component (docs/decisions/0080): the shell's, at once; on a remote's
 * standalone page its own stand-in (over the page's store and `/config.json`), suspending until it
 * exists. The shell's are the query's initial data, so a screen under the shell never suspends for
 * them: a suspension shows the screen's fallback, and React then holds the content back for its
 * fallback throttle (300 ms).
 */
export function usePortalServices(): PortalServices {
  const store = useStore();
  const { data } = useSuspenseQuery({
    queryKey: ['portal-services'],
    queryFn: () => pageServices(store),
    initialData: () => shellServices() ?? undefined,
    staleTime: Infinity,
    gcTime: Infinity,
    structuralSharing: false,
  });
  return data;
}

/** The page's two API clients in a component: the one way a remote's screens reach the services. */
export function usePortalClients(): ApiClients {
  return usePortalServices().clients;
}
