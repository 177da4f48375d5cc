// npm run dev: every app on its development server with hot reload (same ports as npm start),
// and the services.
import { APPS } from '../lib/apps.mjs';
import { installDependencies, start } from '../lib/proc.mjs';
import { startServices } from '../lib/services.mjs';

installDependencies();
const services = await startServices();
const servers = start('pnpm', [...APPS.flatMap((a) => ['--filter', `@portal/${a.dir}`]), '--parallel', 'run', 'dev'], {
  env: { ...process.env, NODE_ENV: 'development' },
});
console.log('\nDevelopment servers (hot reload):');
for (const app of APPS) console.log(`  ${app.dir.padEnd(16)} http://localhost:${app.port}/`);

let stopping = false;
async function stop() {
  if (stopping) return;
  stopping = true;
  servers.kill('SIGTERM');
  await services.stop();
  process.exit(0);
}
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => void stop());
servers.on('exit', (code) => {
  if (!stopping) process.exit(code ?? 1);
});
