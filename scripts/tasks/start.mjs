// npm start: install, build for production, start the services, serve the shell and the remotes,
// print the URLs, and stay in the foreground until Ctrl-C stops every child.
import { APPS, buildApps, serveApps } from '../lib/apps.mjs';
import { installDependencies } from '../lib/proc.mjs';
import { startServices } from '../lib/services.mjs';
import { runtimeConfig } from '../lib/runtime-config.mjs';

installDependencies();
buildApps();
const services = await startServices();
const servers = await serveApps();

const { brand, defaultLanguage } = runtimeConfig();
console.log(`\nThe portal is running, brand ${brand} (PORTAL_BRAND), default language ${defaultLanguage}:`);
for (const app of APPS) console.log(`  ${app.dir.padEnd(16)} http://localhost:${app.port}/`);
for (const line of services.urls) console.log(`  ${line}`);
console.log('\nPress Ctrl-C to stop.');

let stopping = false;
async function stop(signal) {
  if (stopping) return;
  stopping = true;
  console.log(`\n${signal}: stopping…`);
  await Promise.all(servers.map((s) => new Promise((r) => s.close(() => r()))));
  await services.stop();
  process.exit(0);
}
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => void stop(signal));
