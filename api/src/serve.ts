// Starts services in this process: both (`src/main.ts`, with the local mail catcher) or one
// (`src/main-service.ts`, `src/data-service.ts`: run and scale apart, on PostgreSQL). Every process
// migrates the database and seeds the demo world if it is empty, one at a time; processes that serve
// the data service run the hourly jobs (one of them does each run). Stops cleanly on SIGTERM/SIGINT.
import type { Server } from 'node:http';
import { withAdvisoryLock } from './advisory-lock.ts';
import { createDataService, createDeps, createMainService } from './app.ts';
import type { ServiceName } from './auth/tokens.ts';
import { loadConfig } from './config.ts';
import { type Db, migrateToLatest } from './db/database.ts';
import { openDefaultDatabase } from './db/default.ts';
import { DEMO_CODES, DEMO_USERS, isSeeded, seedDemo } from './demo/seed.ts';
import { startJobs } from './jobs/readings-appender.ts';
import { SmtpMailer } from './mail/mailer.ts';
import { writeSupportSecret } from './support.ts';

const log = (line: string) => console.info(`  ${line}`);

async function prepare(db: Db): Promise<void> {
  await migrateToLatest(db);
  if (!(await isSeeded(db))) {
    console.info('seeding the demo world (first start)…');
    await seedDemo(db, { log });
  }
}

export async function serve(services: ServiceName[]): Promise<void> {
  const allInOne = services.includes('main') && services.includes('data');
  if (!allInOne && !process.env.DATABASE_URL) {
    // PGlite on disk admits one process: a second one on the same folder would corrupt it.
    console.error(
      `The ${services.join(' and ')} service on its own runs on PostgreSQL: set DATABASE_URL. ` +
        'With the embedded database, start both services in one process: node src/main.ts',
    );
    process.exit(2);
  }
  const config = loadConfig();
  const started = Date.now();
  // On PostgreSQL several processes may start at once: one migrates and seeds, the others wait for it.
  const database = await openDefaultDatabase(process.env.DATABASE_URL ? undefined : prepare, log);
  if (database.engine === 'postgres') {
    await withAdvisoryLock(database, 'portal.startup', () => prepare(database.unlimited), { wait: true });
  }
  console.info(`database ready (${database.engine} at ${database.location}) in ${Date.now() - started} ms`);

  // Loaded only here: a separate process sends through a real mail server.
  const catcher =
    allInOne && process.env.SMTP_HOST === undefined
      ? await import('./mail/smtp-catcher.ts')
          .then(({ startSmtpCatcher }) => startSmtpCatcher(config.smtp.port, Number(process.env.INBOX_PORT ?? 1080)))
          .catch((error: Error) => {
            console.warn(`SMTP catcher not started: ${error.message}`);
            return null;
          })
      : null;
  const mailer = new SmtpMailer(config.smtp);
  const deps = await createDeps({ db: database.db, heavyDb: database.heavy, config, mailer, engine: database.engine });
  const servers: Server[] = [];
  const listen = async (name: ServiceName, server: Server, port: number) => {
    await new Promise<void>((r) => server.listen(port, config.host, () => r()));
    servers.push(server);
    console.info(`${name} service:  http://localhost:${port}/graphql`);
  };
  if (services.includes('main')) await listen('main', createMainService(deps).server, config.mainPort);
  if (services.includes('data')) {
    const supportSecret = database.engine === 'pglite' ? writeSupportSecret() : undefined;
    await listen('data', createDataService(deps, supportSecret).server, config.dataPort);
  }
  const stopJobs = services.includes('data')
    ? startJobs(database, mailer, config.portalUrl, config.jobsIntervalMs)
    : async () => undefined;

  if (catcher) console.info(`mail inbox:    ${catcher.webUrl} (SMTP on port ${catcher.smtpPort})`);
  if (allInOne) {
    console.info('demo users:');
    for (const u of DEMO_USERS.slice(0, 3)) console.info(`  ${u.email} / ${u.password}`);
    console.info(`activation codes: ${DEMO_CODES.unusedA}, ${DEMO_CODES.unusedB} (unused), ${DEMO_CODES.used} (used)`);
    console.info(`reports: ${config.portalUrl}/report/demo-latest, ${config.portalUrl}/report/demo-expired (expired)`);
  }

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.info(`${signal}: stopping`);
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    await stopJobs();
    await Promise.all(servers.map((s) => new Promise((r) => s.close(r))));
    for (const s of servers) s.closeAllConnections();
    await catcher?.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
}
