import { describe, expect, it } from 'vitest';
import { authorizeUrl, configuredProviders, SocialSignInError, tokenFromAnswer } from './social';

const settings = { clientId: 'client-1', authorizeUrl: 'https://idp.example/authorize?x=1', redirectUri: null };
const request = { state: 's1', nonce: 'n1', origin: 'https://portal.example' };

/** An unsigned token with the given payload (the client only reads claims; the services verify). */
const idToken = (payload: object) =>
  `e30.${btoa(JSON.stringify(payload)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')}.sig`;

describe('social sign-in (SPEC §4, §7)', () => {
  it('offers the configured providers in SPEC order', () => {
    expect(configuredProviders({ facebook: settings, apple: settings })).toEqual(['apple', 'facebook']);
    expect(configuredProviders(undefined)).toEqual([]);
  });

  it('asks Apple for the e-mail scope, posted back to the portal’s callback', () => {
    const url = new URL(authorizeUrl('apple', settings, request));
    expect(url.origin + url.pathname).toBe('https://idp.example/authorize');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      x: '1',
      client_id: 'client-1',
      redirect_uri: 'https://portal.example/auth/callback',
      state: 's1',
      response_type: 'code id_token',
      scope: 'email',
      response_mode: 'form_post',
      nonce: 'n1',
    });
  });

  it('asks Google for an OpenID ID token and Facebook for an access token with the e-mail permission', () => {
    const google = new URL(authorizeUrl('google', { ...settings, redirectUri: 'https://r.example/cb' }, request));
    expect(google.searchParams.get('response_type')).toBe('id_token');
    expect(google.searchParams.get('scope')).toBe('openid email');
    expect(google.searchParams.get('redirect_uri')).toBe('https://r.example/cb');
    const facebook = new URL(authorizeUrl('facebook', settings, request));
    expect(facebook.searchParams.get('response_type')).toBe('token');
    expect(facebook.searchParams.get('scope')).toBe('email');
    expect(facebook.searchParams.has('nonce')).toBe(false);
  });

  it('takes the token from the answer of this sign-in only', () => {
    const token = idToken({ nonce: 'n1', email: 'a@example.com' });
    expect(tokenFromAnswer('google', `id_token=${token}&state=s1`, request)).toBe(token);
    expect(tokenFromAnswer('facebook', 'access_token=fb-token&state=s1', request)).toBe('fb-token');
    // another sign-in's state, a replayed ID token (other nonce), no token, a broken token
    for (const [provider, answer] of [
      ['google', `id_token=${token}&state=other`],
      ['apple', `id_token=${idToken({ nonce: 'old' })}&state=s1`],
      ['facebook', 'state=s1'],
      ['google', 'id_token=not-a-token&state=s1'],
    ] as const) {
      expect(() => tokenFromAnswer(provider, answer, request), answer).toThrow(SocialSignInError);
    }
  });

  it('a refusal in the provider’s dialog is a cancellation, anything else a failure', () => {
    const reason = (answer: string) => {
      try {
        tokenFromAnswer('google', answer, request);
      } catch (error) {
        return (error as SocialSignInError).reason;
      }
    };
    expect(reason('error=access_denied&state=s1')).toBe('cancelled');
    expect(reason('error=user_cancelled_authorize&state=s1')).toBe('cancelled');
    expect(reason('error=server_error&state=s1')).toBe('failed');
  });
});
