import { type ReportGuidance, loadReportGuidance } from './report/guidance.ts';

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
  /** How often the hourly jobs look for a completed hour (each process that runs them). */
  jobsIntervalMs: number;
  /**
   * Proxies in front of the service that append to X-Forwarded-For (0: none, the socket peer is the
   * client). The client is the entry this many places from the right.
   */
  trustedProxies: number;
  rateLimits: {
    /** Attempts on one account from all clients before each further one is slowed down (never refused). */
    loginPerAccount: RateLimit;
    /** Attempts on one account from one client: refused beyond (the pair only). */
    loginPerAccountClient: RateLimit;
    loginPerClient: RateLimit;
    activationPerAccount: RateLimit;
    activationPerClient: RateLimit;
    resetPerAccount: RateLimit;
    resetPerClient: RateLimit;
    invitationsPerTenancy: RateLimit;
    invitationsPerAddress: RateLimit;
  };
  limits: {
    maxDepth: number;
    maxAliases: number;
    maxTokens: number;
    /** One request's budget in the cost model of graphql/cost.ts (a batch's operations together). */
    maxCost: number;
    /**
     * Operations one batched request (a JSON array of them) may hold, on the services that take
     * batches (the data service; docs/decisions/0035). As many as the aliases of one document.
     */
    maxBatch: number;
    /** A request costing this much or more is heavy: at most maxHeavyPerClient of them run at once per user. */
    heavyCost: number;
    maxHeavyPerClient: number;
    maxBodyBytes: number;
    maxBuckets: number;
  };
  database: {
    /** Each statement's time limit in a request (0: none); migrations, seeding and jobs have none. */
    statementTimeoutMs: number;
    /** PGlite on disk: flush every commit to the disk (PGLITE_FSYNC=off trades that for speed). */
    pgliteFsync: boolean;
    /** PostgreSQL: connections (so server processes) the heavy requests of this process share. */
    heavyConnections: number;
  };
  smtp: { host: string; port: number; from: string };
  social: {
    apple: { jwksUrl: string; issuer: string; audience: string };
    google: { jwksUrl: string; issuer: string; audience: string };
    facebook: { debugTokenUrl: string; appId: string; appToken: string };
  };
  /** Secret for signed download URLs; generated and stored in the database when unset. */
  urlSigningSecret?: string;
  /** The monthly report's contacts, complaint routes and advisers (REPORT_GUIDANCE_FILE over the defaults). */
  reportGuidance: ReportGuidance;
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
    jobsIntervalMs: int(env.JOBS_INTERVAL_MS, 60_000),
    trustedProxies: Math.max(0, int(env.TRUST_PROXY, 0)),
    // RATE_LIMIT_SCALE multiplies every limit (an environment that signs in far more than people do,
    // such as the end-to-end suites, raises it; the rules themselves stay on).
    rateLimits: {
      loginPerAccount: { limit: 10 * scale, windowMs: minutes(15) },
      loginPerAccountClient: { limit: 10 * scale, windowMs: minutes(15) },
      loginPerClient: { limit: 100 * scale, windowMs: minutes(15) },
      activationPerAccount: { limit: 10 * scale, windowMs: minutes(15) },
      activationPerClient: { limit: 30 * scale, windowMs: minutes(15) },
      resetPerAccount: { limit: 5 * scale, windowMs: minutes(60) },
      resetPerClient: { limit: 20 * scale, windowMs: minutes(60) },
      invitationsPerTenancy: { limit: 10 * scale, windowMs: minutes(60) },
      invitationsPerAddress: { limit: 3 * scale, windowMs: minutes(24 * 60) },
    },
    limits: {
      maxDepth: 12,
      maxAliases: 20,
      maxTokens: 2000,
      maxCost: 10_000,
      maxBatch: 20,
      heavyCost: 1000,
      maxHeavyPerClient: 2 * scale,
      maxBodyBytes: 100_000,
      maxBuckets: 2000,
    },
    database: {
      statementTimeoutMs: Math.max(0, int(env.DB_STATEMENT_TIMEOUT_MS, 5000)),
      pgliteFsync: env.PGLITE_FSYNC !== 'off',
      heavyConnections: Math.max(1, int(env.DB_HEAVY_CONNECTIONS, 1)),
    },
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
    reportGuidance: loadReportGuidance(env.REPORT_GUIDANCE_FILE),
    ...overrides,
  };
}
