import { QueryClient } from '@tanstack/react-query';
import { isUnreachable } from '../api/errors';

/** Tries of a query whose service could not be reached, and the longest wait between two. */
export const UNREACHABLE_RETRIES = 3;
const MAX_RETRY_DELAY_MS = 15_000;
/** While a query's service stays unreachable, it is asked again this often (the service coming back). */
export const UNREACHABLE_REFETCH_MS = 20_000;

/**
 * SPEC §7: queries refetch on window focus and are cached by their arguments (the key), and do not
 * retry what the service answered (an error it returned stays an answer). A service that could not be
 * reached answered nothing: such a query is tried again with backoff, again while it stays failed, and
 * when the browser is back online, so an outage ends without a reload (docs/decisions/0084).
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: (failures, error) => isUnreachable(error) && failures < UNREACHABLE_RETRIES,
        retryDelay: (attempt) => Math.min(1000 * 2 ** attempt, MAX_RETRY_DELAY_MS),
        refetchInterval: (query) =>
          query.state.status === 'error' && isUnreachable(query.state.error) ? UNREACHABLE_REFETCH_MS : false,
        refetchOnWindowFocus: true,
        refetchOnReconnect: true,
      },
      mutations: { retry: false },
    },
  });
}
