// A test identity provider for social sign-in: the three providers' sign-in dialogs (an e-mail field,
// Continue and Cancel), their answers in the providers' own formats (Google: an ID token in the
// fragment; Apple: a posted form; Facebook: an access token, checked through debug_token and me), and
// the signing keys (JWKS) the services verify ID tokens with. Tokens are signed for real (RS256).
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { generateKeyPairSync, sign, type KeyObject } from 'node:crypto';
import type { AddressInfo } from 'node:net';

export interface IdentityProvider {
  url: string;
  /** What the services need to trust this provider. */
  serviceEnv: Record<string, string>;
  /** What the portal needs to offer its three buttons. */
  portalEnv: Record<string, string>;
  stop(): Promise<void>;
}

export const SOCIAL_CLIENTS = { apple: 'e2e.apple.client', google: 'e2e-google-client', facebook: 'e2e-facebook-app' };
const FACEBOOK_APP_TOKEN = 'e2e-facebook-app-token';
const ISSUERS = { apple: 'https://appleid.apple.com', google: 'https://accounts.google.com' };

const base64url = (value: Buffer | string) => Buffer.from(value).toString('base64url');

function signJwt(payload: Record<string, unknown>, key: KeyObject): string {
  const header = base64url(JSON.stringify({ alg: 'RS256', kid: 'e2e', typ: 'JWT' }));
  const body = base64url(JSON.stringify(payload));
  return `${header}.${body}.${base64url(sign('RSA-SHA256', Buffer.from(`${header}.${body}`), key))}`;
}

const escape = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

function html(res: ServerResponse, body: string) {
  res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
  res.end(
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Test identity provider</title></head><body>${body}</body></html>`,
  );
}

function dialog(provider: string, query: URLSearchParams): string {
  const hidden = [...query]
    .map(([name, value]) => `<input type="hidden" name="${escape(name)}" value="${escape(value)}">`)
    .join('');
  return `<main><h1>Sign in to ${escape(provider)}</h1>
<form method="get" action="/${escape(provider)}/approve">${hidden}
<label>E-mail <input type="email" name="email" required></label>
<button type="submit">Continue</button>
<button type="submit" name="cancel" value="1" formnovalidate>Cancel</button>
</form></main>`;
}

export async function startIdentityProvider(): Promise<IdentityProvider> {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const jwk = { ...publicKey.export({ format: 'jwk' }), kid: 'e2e', alg: 'RS256', use: 'sig' };

  const handle = (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://idp.local');
    const [, provider, step] = url.pathname.split('/');
    if (url.pathname === '/jwks') {
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ keys: [jwk] }));
      return;
    }
    if (url.pathname === '/debug_token' || url.pathname === '/me') {
      const token = url.searchParams.get(url.pathname === '/me' ? 'access_token' : 'input_token') ?? '';
      const email = token.startsWith('fb.') ? Buffer.from(token.slice(3), 'base64url').toString() : '';
      const body =
        url.pathname === '/me'
          ? { id: `fb-${email}`, email }
          : {
              data: {
                is_valid: Boolean(email) && url.searchParams.get('access_token') === FACEBOOK_APP_TOKEN,
                app_id: SOCIAL_CLIENTS.facebook,
                user_id: `fb-${email}`,
              },
            };
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
      return;
    }
    if (provider !== 'apple' && provider !== 'google' && provider !== 'facebook') {
      res.writeHead(404).end();
      return;
    }
    if (step === 'authorize') {
      html(res, dialog(provider, url.searchParams));
      return;
    }
    const q = url.searchParams;
    const redirect = q.get('redirect_uri') ?? '';
    const state = q.get('state') ?? '';
    if (q.get('cancel')) {
      res.writeHead(302, { location: `${redirect}#${new URLSearchParams({ error: 'access_denied', state })}` }).end();
      return;
    }
    const email = q.get('email') ?? '';
    if (provider === 'facebook') {
      const answer = new URLSearchParams({ access_token: `fb.${base64url(email)}`, state });
      res.writeHead(302, { location: `${redirect}#${answer}` }).end();
      return;
    }
    const now = Math.floor(Date.now() / 1000);
    const idToken = signJwt(
      {
        iss: ISSUERS[provider],
        aud: q.get('client_id'),
        sub: `${provider}-${email}`,
        email,
        email_verified: provider === 'apple' ? 'true' : true,
        nonce: q.get('nonce'),
        iat: now,
        exp: now + 600,
      },
      privateKey,
    );
    if (provider === 'google') {
      res.writeHead(302, { location: `${redirect}#${new URLSearchParams({ id_token: idToken, state })}` }).end();
      return;
    }
    // Apple, asked for the e-mail scope, posts its answer (response_mode=form_post)
    html(
      res,
      `<form method="post" action="${escape(redirect)}">
<input type="hidden" name="code" value="e2e-code"><input type="hidden" name="id_token" value="${escape(idToken)}">
<input type="hidden" name="state" value="${escape(state)}"></form><script>document.forms[0].submit()</script>`,
    );
  };

  const server = createServer(handle);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    serviceEnv: {
      APPLE_CLIENT_ID: SOCIAL_CLIENTS.apple,
      APPLE_JWKS_URL: `${url}/jwks`,
      GOOGLE_CLIENT_ID: SOCIAL_CLIENTS.google,
      GOOGLE_JWKS_URL: `${url}/jwks`,
      FACEBOOK_APP_ID: SOCIAL_CLIENTS.facebook,
      FACEBOOK_APP_TOKEN,
      FACEBOOK_DEBUG_URL: `${url}/debug_token`,
    },
    portalEnv: {
      APPLE_CLIENT_ID: SOCIAL_CLIENTS.apple,
      APPLE_AUTHORIZE_URL: `${url}/apple/authorize`,
      GOOGLE_CLIENT_ID: SOCIAL_CLIENTS.google,
      GOOGLE_AUTHORIZE_URL: `${url}/google/authorize`,
      FACEBOOK_APP_ID: SOCIAL_CLIENTS.facebook,
      FACEBOOK_AUTHORIZE_URL: `${url}/facebook/authorize`,
    },
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
