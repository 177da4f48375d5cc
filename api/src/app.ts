// Wires both services on one database: used by main.ts, the tests and the bench script.
import type { Server } from 'node:http';
import { JwksSocialVerifier, type SocialVerifier } from './auth/social.ts';
import { RateLimiter } from './auth/rate-limit.ts';
import { TokenService, loadSigningSecret } from './auth/tokens.ts';
import type { Config } from './config.ts';
import type { AppDeps } from './context.ts';
import { dataResolvers, dataTypeDefs } from './data/resolvers.ts';
import type { Db } from './db/database.ts';
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

export async function createApp(options: {
  db: Db;
  config: Config;
  mailer: Mailer;
  social?: SocialVerifier;
  /** Enables the loopback-only support endpoint (impersonation tokens). */
  supportSecret?: string;
}): Promise<App> {
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
  const deps: AppDeps = {
    db,
    config,
    mailer: options.mailer,
    rateLimiter: new RateLimiter(),
    mainTokens: new TokenService('main', mainKey, settings),
    dataTokens: new TokenService('data', dataKey, settings),
    social: options.social ?? new JwksSocialVerifier(config.social),
    urlSigner: new UrlSigner(urlKey, config.dataPublicUrl),
  };
  const main = createServiceYoga({ service: 'main', typeDefs: mainTypeDefs, resolvers: mainResolvers, deps });
  const data = createServiceYoga({ service: 'data', typeDefs: dataTypeDefs, resolvers: dataResolvers, deps });
  const files = fileRoutes(deps);
  const support = options.supportSecret ? supportRoute(db, options.supportSecret) : null;
  return {
    deps,
    main,
    data,
    mainServer: createHttpServer(main),
    dataServer: createHttpServer(data, async (req, res, url) => {
      if (support && (await support(req, res, url))) return true;
      return files(req, res, url);
    }),
  };
}
