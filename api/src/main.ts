// `node src/main.ts`: database (PGlite on disk, or DATABASE_URL), demo world on first start, both
// services, a local SMTP catcher with a web inbox, and the hourly jobs. Stops cleanly on SIGTERM/SIGINT.
import { createApp } from './app.ts';
import { loadConfig } from './config.ts';
import { migrateToLatest } from './db/database.ts';
import { openDefaultDatabase } from './db/default.ts';
import { writeSupportSecret } from './support.ts';
import { DEMO_CODES, DEMO_USERS, isSeeded, seedDemo } from './demo/seed.ts';
import { startJobs } from './jobs/readings-appender.ts';
import { SmtpMailer } from './mail/mailer.ts';
import { startSmtpCatcher } from './mail/smtp-catcher.ts';

const config = loadConfig();
const started = Date.now();
const database = await openDefaultDatabase(
  async (db) => {
    await migrateToLatest(db);
    if (!(await isSeeded(db))) {
      console.info('seeding the demo world (first start)…');
      await seedDemo(db, { log: (l) => console.info(`  ${l}`) });
    }
  },
  (l) => console.info(`  ${l}`),
);
console.info(`database ready (${database.engine} at ${database.location}) in ${Date.now() - started} ms`);

let catcher: Awaited<ReturnType<typeof startSmtpCatcher>> | null = null;
if (process.env.SMTP_HOST === undefined) {
  try {
    catcher = await startSmtpCatcher(config.smtp.port, Number(process.env.INBOX_PORT ?? 1080));
  } catch (error) {
    console.warn(`SMTP catcher not started: ${(error as Error).message}`);
  }
}
const mailer = new SmtpMailer(config.smtp);
const app = await createApp({ db: database.db, config, mailer, supportSecret: writeSupportSecret() });
await new Promise<void>((r) => app.mainServer.listen(config.mainPort, config.host, () => r()));
await new Promise<void>((r) => app.dataServer.listen(config.dataPort, config.host, () => r()));
const stopJobs = startJobs(database.db, mailer, config.portalUrl);

console.info(`main service:  http://localhost:${config.mainPort}/graphql`);
console.info(`data service:  http://localhost:${config.dataPort}/graphql`);
if (catcher) console.info(`mail inbox:    ${catcher.webUrl} (SMTP on port ${catcher.smtpPort})`);
console.info('demo users:');
for (const u of DEMO_USERS.slice(0, 3)) console.info(`  ${u.email} / ${u.password}`);
console.info(`activation codes: ${DEMO_CODES.unusedA}, ${DEMO_CODES.unusedB} (unused), ${DEMO_CODES.used} (used)`);
console.info(`reports: ${config.portalUrl}/report/demo-latest, ${config.portalUrl}/report/demo-expired (expired)`);

let stopping = false;
async function stop(signal: string) {
  if (stopping) return;
  stopping = true;
  console.info(`${signal}: stopping`);
  const force = setTimeout(() => process.exit(1), 10_000);
  force.unref();
  await stopJobs();
  await Promise.all([new Promise((r) => app.mainServer.close(r)), new Promise((r) => app.dataServer.close(r))]);
  app.mainServer.closeAllConnections();
  app.dataServer.closeAllConnections();
  await catcher?.close();
  await database.close();
  process.exit(0);
}
process.on('SIGTERM', () => void stop('SIGTERM'));
process.on('SIGINT', () => void stop('SIGINT'));
