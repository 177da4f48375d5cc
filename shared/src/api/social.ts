// Social sign-in in a popup (SPEC §4, §7): the provider's own dialog, its answer handed back by the
// portal's /auth/callback page (scripts/lib/auth-callback.mjs), then the services exchange the token
// (`loginWithSocial`). Apple is asked for the e-mail scope (it then posts its answer); Google for an
// OpenID ID token; Facebook for an access token with the e-mail permission.
import type { SocialProvider as ServiceSocialProvider } from './generated/data';
import { decodeTokenPayload } from '../validation/token';

/** Apple, Google or Facebook (the data service's `SocialProvider`). */
export type SocialProvider = ServiceSocialProvider;

/** One provider's settings, from `/config.json`. */
export interface SocialProviderConfig {
  clientId: string;
  /** The provider's sign-in dialog. */
  authorizeUrl: string;
  /** Registered redirect URI; the portal's own `/auth/callback` when null. */
  redirectUri: string | null;
}

/** The providers a deployment offers (from `/config.json`), each with its settings. */
export type SocialConfig = Partial<Record<SocialProvider, SocialProviderConfig>>;

/** Buttons in this order (SPEC §2: Apple, Google, Facebook). */
export const SOCIAL_PROVIDERS: readonly SocialProvider[] = ['apple', 'google', 'facebook'];
/** The redirect URI's path on the portal's origin (answered by the shell's server). */
export const SOCIAL_CALLBACK_PATH = '/auth/callback';
/** The message type the callback page posts to the window that opened it. */
export const SOCIAL_CALLBACK_MESSAGE = 'portal-social-callback';

/** Why a social sign-in ended without a token: closed by the tenant, blocked popup, or a bad answer. */
export class SocialSignInError extends Error {
  override name = 'SocialSignInError';
  constructor(readonly reason: 'cancelled' | 'blocked' | 'failed') {
    super(`Social sign-in ${reason}`);
  }
}

/** The configured providers, in button order. */
export function configuredProviders(config: SocialConfig | undefined): SocialProvider[] {
  return SOCIAL_PROVIDERS.filter((provider) => config?.[provider]);
}

/** The provider's sign-in dialog, asking for what the services verify (see the file's comment). */
export function authorizeUrl(
  provider: SocialProvider,
  config: SocialProviderConfig,
  request: { state: string; nonce: string; origin: string },
): string {
  const url = new URL(config.authorizeUrl);
  const params = url.searchParams;
  params.set('client_id', config.clientId);
  params.set('redirect_uri', config.redirectUri ?? `${request.origin}${SOCIAL_CALLBACK_PATH}`);
  params.set('state', request.state);
  if (provider === 'facebook') {
    params.set('response_type', 'token');
    params.set('scope', 'email');
  } else if (provider === 'google') {
    params.set('response_type', 'id_token');
    params.set('scope', 'openid email');
    params.set('nonce', request.nonce);
    params.set('prompt', 'select_account');
  } else {
    params.set('response_type', 'code id_token');
    params.set('scope', 'email');
    params.set('response_mode', 'form_post');
    params.set('nonce', request.nonce);
  }
  return url.href;
}

/**
 * The token the services verify, from the provider's answer. An answer to another sign-in (state), an
 * ID token issued for another request (nonce) or an answer without a token is refused.
 */
export function tokenFromAnswer(
  provider: SocialProvider,
  answer: string,
  expected: { state: string; nonce: string },
): string {
  const params = new URLSearchParams(answer);
  if (params.get('state') !== expected.state) throw new SocialSignInError('failed');
  const error = params.get('error');
  if (error) throw new SocialSignInError(/denied|cancel/i.test(error) ? 'cancelled' : 'failed');
  if (provider === 'facebook') {
    const token = params.get('access_token');
    if (!token) throw new SocialSignInError('failed');
    return token;
  }
  const token = params.get('id_token');
  if (!token) throw new SocialSignInError('failed');
  let nonce: unknown;
  try {
    nonce = decodeTokenPayload<{ nonce?: unknown }>(token).nonce;
  } catch {
    throw new SocialSignInError('failed');
  }
  if (nonce !== expected.nonce) throw new SocialSignInError('failed');
  return token;
}

function randomId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** Opens the provider's dialog in a popup; resolves with its token, rejects with a SocialSignInError. */
export function signInWithPopup(
  provider: SocialProvider,
  config: SocialProviderConfig,
  win: Window = window,
): Promise<string> {
  const expected = { state: randomId(), nonce: randomId() };
  const url = authorizeUrl(provider, config, { ...expected, origin: win.location.origin });
  const popup = win.open(url, `portal-${provider}`, 'popup,width=520,height=680');
  if (!popup) return Promise.reject(new SocialSignInError('blocked'));
  return new Promise((resolve, reject) => {
    let closedSeen = false;
    const finish = () => {
      win.removeEventListener('message', onMessage);
      win.clearInterval(watch);
    };
    const onMessage = (event: MessageEvent<{ type?: string; fragment?: string; query?: string }>) => {
      if (event.origin !== win.location.origin || event.data?.type !== SOCIAL_CALLBACK_MESSAGE) return;
      finish();
      try {
        resolve(tokenFromAnswer(provider, event.data.fragment || event.data.query || '', expected));
      } catch (error) {
        reject(error instanceof Error ? error : new SocialSignInError('failed'));
      }
    };
    win.addEventListener('message', onMessage);
    // A popup closed without an answer was cancelled; one more tick lets a last message arrive first.
    const watch = win.setInterval(() => {
      if (!popup.closed) return;
      if (!closedSeen) {
        closedSeen = true;
        return;
      }
      finish();
      reject(new SocialSignInError('cancelled'));
    }, 400);
  });
}
