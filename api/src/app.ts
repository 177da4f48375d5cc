// Wires the services on one database: one or both per process (src/serve.ts), both in the tests and
// the bench script.
import type { Server } from 'node:http';
import { JwksSocialVerifier, type SocialVerifier } from './auth/social.ts';
import { PostgresRateLimitStore, RateLimiter } from './auth/rate-limit.ts';
import { TokenService, loadSigningSecret } from './auth/tokens.ts';
import type { Config } from './config.ts';
import type { AppDeps } from './context.ts';
import { dataRenamedTypes, dataResolvers, dataTypeDefs } from './data/resolvers.ts';
import type { Database, Db } from './db/database.ts';
import { fileRoutes } from './files/routes.ts';
import { UrlSigner } from './files/signed-urls.ts';
import { createHttpServer, createServiceYoga, type ServiceYoga } from './graphql/server.ts';
import { mainResolvers, mainTypeDefs } from './main-service/resolvers.ts';
import type { Mailer } from './mail/mailer.ts';
import { supportRoute } from './support.ts';

export interface App {
  deps: AppDeps;
  main: ServiceYoga;
  data: ServiceYoga;
  mainServer: Server;
  dataServer: Server;
}

/** One service's GraphQL handler and its HTTP server. */
export interface Service {
  yoga: ServiceYoga;
  server: Server;
}

export interface AppOptions {
  db: Db;
  /** Database.heavy; without it heavy requests run on `db` like the others. */
  heavyDb?: Db;
  config: Config;
  mailer: Mailer;
  social?: SocialVerifier;
  /** 'postgres': rate limits counted in the database, shared by every process; else in this process. */
  engine?: Database['engine'];
}

/** What both services share; every process builds the same from the database and the config. */
export async function createDeps(options: AppOptions): Promise<AppDeps> {
  const { db, config } = options;
  const settings = {
    accessTtlSec: config.accessTtlSec,
    refreshTtlSec: config.refreshTtlSec,
    refreshAbsoluteSec: config.refreshAbsoluteSec,
    impersonationSec: config.impersonationSec,
  };
  const mainKey = await loadSigningSecret(db, 'main', process.env.MAIN_JWT_SECRET);
  const dataKey = await loadSigningSecret(db, 'data', process.env.DATA_JWT_SECRET);
  const urlKey = config.urlSigningSecret ?? new TextDecoder().decode(await loadSigningSecret(db, 'urls'));
  return {
    db,
    heavyDb: options.heavyDb ?? db,
    config,
    mailer: options.mailer,
    rateLimiter: new RateLimiter(options.engine === 'postgres' ? new PostgresRateLimitStore(db) : undefined),
    mainTokens: new TokenService('main', mainKey, settings),
    dataTokens: new TokenService('data', dataKey, settings),
    social: options.social ?? new JwksSocialVerifier(config.social),
    urlSigner: new UrlSigner(urlKey, config.dataPublicUrl),
  };
}

export function createMainService(deps: AppDeps): Service {
  const yoga = createServiceYoga({ service: 'main', typeDefs: mainTypeDefs, resolvers: mainResolvers, deps });
  return { yoga, server: createHttpServer(yoga) };
}

/** `supportSecret` enables the loopback-only support endpoint (impersonation tokens). */
export function createDataService(deps: AppDeps, supportSecret?: string): Service {
  const yoga = createServiceYoga({
    service: 'data',
    typeDefs: dataTypeDefs,
    resolvers: dataResolvers,
    renamedTypes: dataRenamedTypes,
    deps,
    batching: true,
  });
  const files = fileRoutes(deps);
  const support = supportSecret ? supportRoute(deps.db, supportSecret) : null;
  const server = createHttpServer(yoga, async (req, res, url) => {
    if (support && (await support(req, res, url))) return true;
    return files(req, res, url);
  });
  return { yoga, server };
}

/** Both services on one database, in this process. */
export async function createApp(options: AppOptions & { supportSecret?: string }): Promise<App> {
  const deps = await createDeps(options);
  const main = createMainService(deps);
  const data = createDataService(deps, options.supportSecret);
  return { deps, main: main.yoga, data: data.yoga, mainServer: main.server, dataServer: data.server };
}
