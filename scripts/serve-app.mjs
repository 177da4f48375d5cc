#!/usr/bin/env node
// Serves one built app the way it is deployed, exactly as `npm start` serves it (cache headers, CORS
// and frame-ancestors for the report's embedders from REPORT_EMBED_ORIGINS, client-route fallback;
// every app answers /config.json from the environment):
//   node scripts/serve-app.mjs mf-alarms [--port 3003] [--dir path/to/dist]
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { serveOptions } from './lib/apps.mjs';
import { ROOT } from './lib/proc.mjs';
import { REMOTES, SHELL } from './lib/runtime-config.mjs';
import { serveApp } from './lib/static-server.mjs';

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { port: { type: 'string' }, dir: { type: 'string' } },
});
const app = [SHELL, ...REMOTES].find((a) => a.dir === positionals[0]);
if (!app) {
  console.error(
    `Usage: node scripts/serve-app.mjs <${[SHELL, ...REMOTES].map((a) => a.dir).join('|')}> [--port N] [--dir DIR]`,
  );
  process.exit(2);
}
const port = Number(values.port ?? app.port);
const dir = values.dir ?? join(ROOT, app.dir, 'dist');
await serveApp({ dir, port, ...serveOptions(app) });
console.log(`${app.dir} served from ${dir} on http://localhost:${port}/`);
