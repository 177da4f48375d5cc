import { QueryClient } from '@tanstack/react-query';

/** SPEC §7: queries do not retry, refetch on window focus, and are cached by their arguments (the key). */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: true },
      mutations: { retry: false },
    },
  });
}
