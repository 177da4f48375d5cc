import { useStore } from 'jotai';
import { useSuspenseQuery } from '@tanstack/react-query';
import { type ApiClients, pageClients, shellServices } from '@portal/shared';

/**
 * The page's API clients: the shell's, at once; on this remote's standalone page its own, over the
 * page's store and `/config.json` (docs/decisions/0080, 0100), suspending until they exist. The
 * shell's are the query's initial data, so a screen under the shell never suspends for them: a
 * suspension shows the screen's fallback, and React then holds the content back for its fallback
 * throttle (300 ms), which the dashboard's first figures and chart would wait for.
 */
export function useClients(): ApiClients {
  const store = useStore();
  const { data } = useSuspenseQuery({
    queryKey: ['mf-consumption', 'clients'],
    queryFn: () => pageClients(store),
    initialData: () => shellServices()?.clients,
    staleTime: Infinity,
    gcTime: Infinity,
    structuralSharing: false,
  });
  return data;
}
