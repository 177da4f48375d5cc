/**
 * Read-only decoding of a session token's payload (SPEC §7): the client never verifies a token, it
 * only reads its claims (expiry, e-mail, impersonation). SPEC §8 names the four ways it fails.
 */
export class InvalidTokenError extends Error {
  override name = 'InvalidTokenError';
}

/** The four token decoding errors (SPEC §8). */
export const TOKEN_ERRORS = {
  notString: 'Invalid token specified: must be a string',
  missingPart: 'Invalid token specified: missing part #2',
  invalidBase64: 'Invalid token specified: invalid base64 for part #2',
  invalidJson: 'Invalid token specified: invalid json for part #2',
} as const;

/** Claims of a session token. */
export interface TokenPayload {
  exp?: number;
  iat?: number;
  origIat?: number;
  email?: string;
  impersonated?: boolean;
  [claim: string]: unknown;
}

function base64UrlDecode(part: string): string {
  const base64 = part.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(padded) || base64.length % 4 === 1) throw new Error('bad base64');
  const binary = atob(padded);
  const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
  return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
}

/** Reads a token's payload; throws SPEC §8's four errors. */
export function decodeTokenPayload<T extends object = TokenPayload>(token: unknown): T {
  if (typeof token !== 'string') throw new InvalidTokenError(TOKEN_ERRORS.notString);
  const part = token.split('.')[1];
  if (part === undefined) throw new InvalidTokenError(TOKEN_ERRORS.missingPart);
  let json: string;
  try {
    json = base64UrlDecode(part);
  } catch {
    throw new InvalidTokenError(TOKEN_ERRORS.invalidBase64);
  }
  try {
    const payload: unknown = JSON.parse(json);
    if (typeof payload !== 'object' || payload === null) throw new Error('not an object');
    return payload as T;
  } catch {
    throw new InvalidTokenError(TOKEN_ERRORS.invalidJson);
  }
}

/** Expiry of a token in epoch milliseconds, or `null` when it cannot be read or has none. */
export function tokenExpiresAt(token: string | null | undefined): number | null {
  if (!token) return null;
  try {
    const { exp } = decodeTokenPayload(token);
    return typeof exp === 'number' ? exp * 1000 : null;
  } catch {
    return null;
  }
}

/** When a token was issued, in epoch milliseconds, or `null` when it cannot be read or says not. */
export function tokenIssuedAt(token: string | null | undefined): number | null {
  if (!token) return null;
  try {
    const { iat } = decodeTokenPayload(token);
    return typeof iat === 'number' ? iat * 1000 : null;
  } catch {
    return null;
  }
}

/** Has the token expired (or will it within `marginMs`)? Unreadable tokens count as expired. */
export function isTokenExpired(token: string | null | undefined, now = Date.now(), marginMs = 0): boolean {
  const expiresAt = tokenExpiresAt(token);
  return expiresAt === null || expiresAt - marginMs <= now;
}
