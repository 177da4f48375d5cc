import { useStore } from 'jotai';
import { useSuspenseQuery } from '@tanstack/react-query';
import { type ApiClients, pageClients } from '@portal/shared';

/**
 * The page's API clients (suspends until they exist): the shell's, or on this remote's standalone page
 * its own, over the page's store and `/config.json` (docs/decisions/0080, 0100).
 */
export function useClients(): ApiClients {
  const store = useStore();
  const { data } = useSuspenseQuery({
    queryKey: ['mf-consumption', 'clients'],
    queryFn: () => pageClients(store),
    staleTime: Infinity,
    gcTime: Infinity,
    structuralSharing: false,
  });
  return data;
}
