import type { Config } from './config.ts';
import type { Db } from './db/database.ts';
import type { Mailer } from './mail/mailer.ts';
import type { RateLimiter } from './auth/rate-limit.ts';
import type { AccessClaims, TokenService } from './auth/tokens.ts';
import type { SocialVerifier } from './auth/social.ts';
import type { UrlSigner } from './files/signed-urls.ts';
import type { UserRow } from './auth/accounts.ts';

/** What both services share for one process. */
export interface AppDeps {
  db: Db;
  /** The database's lane for heavy requests (Database.heavy): the limits put such a request's `db` there. */
  heavyDb: Db;
  config: Config;
  mailer: Mailer;
  rateLimiter: RateLimiter;
  mainTokens: TokenService;
  dataTokens: TokenService;
  social: SocialVerifier;
  urlSigner: UrlSigner;
}

export interface RequestContext extends AppDeps {
  requestId: string;
  clientIp: string;
  auth: AccessClaims | null;
  /** Set by the limits for a heavy request, whose `db` is then the heavy lane. */
  heavy?: boolean;
  /** Set for a query operation (no field changes a user row): requireUser reads the row once. */
  userOnce?: { row?: Promise<UserRow | undefined> };
}

export type MainContext = RequestContext;
export type DataContext = RequestContext;
