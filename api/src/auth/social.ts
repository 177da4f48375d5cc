import { createRemoteJWKSet, jwtVerify, type JWTVerifyGetKey } from 'jose';
import type { Config } from '../config.ts';
import { TEXTS, userError } from '../errors.ts';

export type Provider = 'apple' | 'google' | 'facebook';

export interface SocialIdentity {
  uid: string;
  email: string;
  /**
   * The provider vouches that the user owns the address: Apple and Google say so in the ID token
   * (tokens without it are refused); Facebook says nothing, so its addresses count as unverified.
   */
  emailVerified: boolean;
}

export interface SocialVerifier {
  verify(provider: Provider, token: string): Promise<SocialIdentity>;
}

function invalid() {
  return userError(TEXTS.invalidCredentials, 'INVALID_CREDENTIALS');
}

/** Verifies Apple and Google ID tokens against their JWKS; Facebook access tokens through debug_token. */
export class JwksSocialVerifier implements SocialVerifier {
  readonly #config: Config['social'];
  readonly #keys: Partial<Record<'apple' | 'google', JWTVerifyGetKey>>;
  readonly #fetch: typeof fetch;

  constructor(
    config: Config['social'],
    keys: Partial<Record<'apple' | 'google', JWTVerifyGetKey>> = {},
    fetchImpl: typeof fetch = fetch,
  ) {
    this.#config = config;
    this.#keys = keys;
    this.#fetch = fetchImpl;
  }

  async verify(provider: Provider, token: string): Promise<SocialIdentity> {
    if (typeof token !== 'string' || token.length === 0 || token.length > 8192) throw invalid();
    if (provider === 'facebook') return this.#facebook(token);
    const settings = this.#config[provider];
    const keys = (this.#keys[provider] ??= createRemoteJWKSet(new URL(settings.jwksUrl)));
    try {
      const { payload } = await jwtVerify(token, keys, {
        issuer: provider === 'google' ? [settings.issuer, 'accounts.google.com'] : settings.issuer,
        audience: settings.audience,
        algorithms: ['RS256', 'ES256'],
      });
      const email = typeof payload.email === 'string' ? payload.email.toLowerCase() : '';
      const verified = payload.email_verified === true || payload.email_verified === 'true';
      if (!payload.sub || !email || !verified) throw invalid();
      return { uid: payload.sub, email, emailVerified: true };
    } catch {
      throw invalid();
    }
  }

  async #facebook(token: string): Promise<SocialIdentity> {
    const { appId, appToken, debugTokenUrl } = this.#config.facebook;
    if (!appId || !appToken) throw invalid();
    try {
      const url = new URL(debugTokenUrl);
      url.searchParams.set('input_token', token);
      url.searchParams.set('access_token', appToken);
      const res = await this.#fetch(url, { signal: AbortSignal.timeout(5000) });
      const body = (await res.json()) as { data?: { is_valid?: boolean; app_id?: string; user_id?: string } };
      if (!body.data?.is_valid || body.data.app_id !== appId || !body.data.user_id) throw invalid();
      const me = new URL(debugTokenUrl.replace(/debug_token$/, 'me'));
      me.searchParams.set('fields', 'id,email');
      me.searchParams.set('access_token', token);
      const profile = (await (await this.#fetch(me, { signal: AbortSignal.timeout(5000) })).json()) as {
        id?: string;
        email?: string;
      };
      if (!profile.email || profile.id !== body.data.user_id) throw invalid();
      return { uid: profile.id, email: profile.email.toLowerCase(), emailVerified: false };
    } catch {
      throw invalid();
    }
  }
}
