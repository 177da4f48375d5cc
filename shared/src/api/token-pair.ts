import type { TokenPair } from './client';
import { ServiceError } from './errors';

/** A token pair from a response, or a rejection with SPEC §8's internal message when it has the wrong shape. */
export function tokenPairOr(
  value: { token?: unknown; refreshToken?: unknown } | null | undefined,
  rejection: string,
): TokenPair {
  if (!value || typeof value.token !== 'string' || !value.token) throw new ServiceError(rejection);
  return { token: value.token, refreshToken: typeof value.refreshToken === 'string' ? value.refreshToken : null };
}
