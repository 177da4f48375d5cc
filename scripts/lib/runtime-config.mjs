// The shell's runtime configuration (/config.json), written at deploy time from the environment.
// Nothing here is baked into a bundle: a remote moves to a new URL by changing a variable.

/** The five remotes, their federation names and default development ports. */
export const REMOTES = [
  { dir: 'mf-auth', name: 'mf_auth', port: 3001 },
  { dir: 'mf-consumption', name: 'mf_consumption', port: 3002 },
  { dir: 'mf-alarms', name: 'mf_alarms', port: 3003 },
  { dir: 'mf-statements', name: 'mf_statements', port: 3004 },
  { dir: 'mf-report', name: 'mf_report', port: 3005 },
];
export const SHELL = { dir: 'shell', name: 'shell', port: 3000 };

/** `MF_AUTH_URL=https://cdn.example/auth/` overrides where the auth remote is served from. */
export function remoteBaseUrl(remote, env = process.env) {
  const key = `${remote.name.toUpperCase()}_URL`;
  const base = env[key] || `http://${env.PORTAL_HOST || 'localhost'}:${remote.port}/`;
  return base.endsWith('/') ? base : `${base}/`;
}

/** Landlord origins allowed to embed (load and frame) the monthly report: REPORT_EMBED_ORIGINS, comma-separated. */
export function reportEmbedOrigins(env = process.env) {
  return (env.REPORT_EMBED_ORIGINS ?? '')
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean);
}

/** Where each provider's sign-in dialog is (overridable: a test identity provider, a proxy). */
const AUTHORIZE_URLS = {
  apple: 'https://appleid.apple.com/auth/authorize',
  google: 'https://accounts.google.com/o/oauth2/v2/auth',
  facebook: 'https://www.facebook.com/v19.0/dialog/oauth',
};

/**
 * Social sign-in, per provider, when its client id is set (the same variables the services verify
 * the providers' tokens with): `APPLE_CLIENT_ID`, `GOOGLE_CLIENT_ID`, `FACEBOOK_APP_ID`. The redirect
 * URI is the portal's `/auth/callback` unless `<PROVIDER>_REDIRECT_URI` names another.
 */
export function socialConfig(env = process.env) {
  const clientIds = { apple: env.APPLE_CLIENT_ID, google: env.GOOGLE_CLIENT_ID, facebook: env.FACEBOOK_APP_ID };
  const social = {};
  for (const [provider, clientId] of Object.entries(clientIds)) {
    if (!clientId) continue;
    const key = provider.toUpperCase();
    social[provider] = {
      clientId,
      authorizeUrl: env[`${key}_AUTHORIZE_URL`] || AUTHORIZE_URLS[provider],
      redirectUri: env[`${key}_REDIRECT_URI`] || null,
    };
  }
  return social;
}

/** PORTAL_RELEASE_CHECK_SECONDS: how often open tabs ask whether a remote was redeployed (default 60). */
function releaseCheckSeconds(env) {
  const seconds = Number(env.PORTAL_RELEASE_CHECK_SECONDS ?? 60);
  return Number.isFinite(seconds) && seconds >= 0 ? seconds : 60;
}

export function runtimeConfig(env = process.env) {
  return {
    remotes: Object.fromEntries(REMOTES.map((r) => [r.name, `${remoteBaseUrl(r, env)}mf-manifest.json`])),
    api: {
      main: env.MAIN_API_URL || 'http://localhost:4001/graphql',
      data: env.DATA_API_URL || 'http://localhost:4002/graphql',
    },
    // norway, denmark or partner (shared/src/ui/theme.ts); another name is the Norway brand
    brand: (env.PORTAL_BRAND || 'norway').trim().toLowerCase(),
    // the brand's app in the stores (SPEC §1: the brand selects the store links); none: no links
    storeLinks: {
      appStore: env.PORTAL_APP_STORE_URL || null,
      googlePlay: env.PORTAL_GOOGLE_PLAY_URL || null,
    },
    defaultLanguage: env.PORTAL_DEFAULT_LANGUAGE || 'nb',
    preload: env.PORTAL_PRELOAD !== 'off',
    releaseCheckSeconds: releaseCheckSeconds(env),
    diagnostics: env.PORTAL_DIAGNOSTICS === 'on',
    social: socialConfig(env),
    tagManagerId: env.PORTAL_GTM_ID || null,
    sentry: env.PORTAL_SENTRY_DSN
      ? { dsn: env.PORTAL_SENTRY_DSN, environment: env.PORTAL_SENTRY_ENVIRONMENT || 'production' }
      : null,
  };
}
