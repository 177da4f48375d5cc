export interface RateLimit {
  limit: number;
  windowMs: number;
}

export interface Config {
  env: 'development' | 'production' | 'test';
  mainPort: number;
  dataPort: number;
  host: string;
  corsOrigins: string[];
  /** Where the portal front end lives (links in e-mails). */
  portalUrl: string;
  /** Public base URL of the data service (signed download links). */
  dataPublicUrl: string;
  accessTtlSec: number;
  refreshTtlSec: number;
  refreshAbsoluteSec: number;
  impersonationSec: number;
  trustProxy: boolean;
  rateLimits: {
    loginPerAccount: RateLimit;
    loginPerClient: RateLimit;
    activationPerAccount: RateLimit;
    activationPerClient: RateLimit;
    resetPerAccount: RateLimit;
    resetPerClient: RateLimit;
  };
  limits: { maxDepth: number; maxAliases: number; maxCost: number; maxBodyBytes: number; maxBuckets: number };
  smtp: { host: string; port: number; from: string };
  social: {
    apple: { jwksUrl: string; issuer: string; audience: string };
    google: { jwksUrl: string; issuer: string; audience: string };
    facebook: { debugTokenUrl: string; appId: string; appToken: string };
  };
  /** Secret for signed download URLs; generated and stored in the database when unset. */
  urlSigningSecret?: string;
}

const minutes = (n: number) => n * 60_000;

function int(value: string | undefined, fallback: number): number {
  const n = value === undefined ? NaN : Number.parseInt(value, 10);
  return Number.isFinite(n) ? n : fallback;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const mode = env.NODE_ENV === 'production' ? 'production' : env.NODE_ENV === 'test' ? 'test' : 'development';
  const mainPort = int(env.MAIN_PORT, 4001);
  const scale = Math.max(1, int(env.RATE_LIMIT_SCALE, 1));
  const dataPort = int(env.DATA_PORT, 4002);
  const origins = env.CORS_ORIGINS
    ? env.CORS_ORIGINS.split(',').map((s) => s.trim())
    : [3000, 3001, 3002, 3003, 3004, 3005].flatMap((p) => [`http://localhost:${p}`, `http://127.0.0.1:${p}`]);
  return {
    env: mode,
    mainPort,
    dataPort,
    host: env.HOST ?? '127.0.0.1',
    corsOrigins: origins,
    portalUrl: env.PORTAL_URL ?? 'http://localhost:3000',
    dataPublicUrl: env.DATA_PUBLIC_URL ?? `http://localhost:${dataPort}`,
    accessTtlSec: int(env.ACCESS_TTL_SEC, 15 * 60),
    refreshTtlSec: int(env.REFRESH_TTL_SEC, 14 * 24 * 3600),
    refreshAbsoluteSec: int(env.REFRESH_ABSOLUTE_SEC, 90 * 24 * 3600),
    impersonationSec: 60 * 60,
    trustProxy: env.TRUST_PROXY === '1',
    // RATE_LIMIT_SCALE multiplies every limit (an environment that signs in far more than people do,
    // such as the end-to-end suites, raises it; the rules themselves stay on).
    rateLimits: {
      loginPerAccount: { limit: 10 * scale, windowMs: minutes(15) },
      loginPerClient: { limit: 100 * scale, windowMs: minutes(15) },
      activationPerAccount: { limit: 10 * scale, windowMs: minutes(15) },
      activationPerClient: { limit: 30 * scale, windowMs: minutes(15) },
      resetPerAccount: { limit: 5 * scale, windowMs: minutes(60) },
      resetPerClient: { limit: 20 * scale, windowMs: minutes(60) },
    },
    limits: { maxDepth: 12, maxAliases: 30, maxCost: 1000, maxBodyBytes: 100_000, maxBuckets: 2000 },
    smtp: {
      host: env.SMTP_HOST ?? '127.0.0.1',
      port: int(env.SMTP_PORT, 1025),
      from: env.MAIL_FROM ?? 'Beboer App <no-reply@tenant-portal.example>',
    },
    social: {
      apple: {
        jwksUrl: env.APPLE_JWKS_URL ?? 'https://appleid.apple.com/auth/keys',
        issuer: 'https://appleid.apple.com',
        audience: env.APPLE_CLIENT_ID ?? 'com.example.tenantportal',
      },
      google: {
        jwksUrl: env.GOOGLE_JWKS_URL ?? 'https://www.googleapis.com/oauth2/v3/certs',
        issuer: 'https://accounts.google.com',
        audience: env.GOOGLE_CLIENT_ID ?? 'tenant-portal.apps.googleusercontent.com',
      },
      facebook: {
        debugTokenUrl: env.FACEBOOK_DEBUG_URL ?? 'https://graph.facebook.com/debug_token',
        appId: env.FACEBOOK_APP_ID ?? '',
        appToken: env.FACEBOOK_APP_TOKEN ?? '',
      },
    },
    ...(env.URL_SIGNING_SECRET ? { urlSigningSecret: env.URL_SIGNING_SECRET } : {}),
    ...overrides,
  };
}
