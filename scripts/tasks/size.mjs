// npm run size: the JavaScript a first visit of each route group loads, federated and monolithic.
// Each route is opened in Chromium with a cold cache; every script it loads is counted from the
// built file it was served from (raw and gzip -6). Preloading on idle is switched off, so only what
// the first visit needs is counted.
import { readFileSync, existsSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { join } from 'node:path';
import { APPS, buildApps } from '../lib/apps.mjs';
import { ensureChromium } from '../lib/chromium.mjs';
import { installDependencies, ROOT, run } from '../lib/proc.mjs';
import { REMOTES, SHELL } from '../lib/runtime-config.mjs';

// Measured signed out: tenancy routes end on /login (the guard), so they show the public first load.
const ROUTE_GROUPS = [
  ['login (mf-auth)', '/login'],
  ['dashboard (mf-consumption)', '/t/1'],
  ['consumption (mf-consumption)', '/t/1/consumption/heat-energy'],
  ['alarms (mf-alarms)', '/t/1/alarms'],
  ['statements (mf-statements)', '/t/1/statements'],
  ['tenancy info (mf-auth)', '/t/1/settings'],
  ['report (mf-report)', '/report/demo-latest'],
];
const OFFSET = 600;
const MONOLITH_PORT = 3700;

if (!process.argv.includes('--no-build')) {
  installDependencies();
  buildApps();
  run('pnpm', ['--filter', '@portal/shell', 'exec', 'rspack', 'build', '--env', 'monolith']);
}

// Loaded once dependencies are installed.
const { chromium } = await import('@playwright/test');
const { serveApp } = await import('../lib/static-server.mjs');

const env = { ...process.env, PORTAL_PRELOAD: 'off' };
for (const r of REMOTES) env[`${r.name.toUpperCase()}_URL`] = `http://localhost:${r.port + OFFSET}/`;
const servers = [];
const dirsByPort = new Map();
for (const app of APPS) {
  const dir = join(ROOT, app.dir, 'dist');
  dirsByPort.set(app.port + OFFSET, dir);
  servers.push(await serveApp({ dir, port: app.port + OFFSET, kind: app === SHELL ? 'host' : 'remote', env }));
}
const monolithDir = join(ROOT, 'shell', 'dist-monolith');
dirsByPort.set(MONOLITH_PORT, monolithDir);
servers.push(await serveApp({ dir: monolithDir, port: MONOLITH_PORT, kind: 'host', env }));

const browser = await chromium.launch({
  executablePath: ensureChromium(),
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-quic'],
});

/** Scripts loaded by a first visit of `url`, as built files: { raw, gzip, files }. */
async function measure(url) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const files = new Set();
  page.on('response', (response) => {
    const u = new URL(response.url());
    if (!u.pathname.endsWith('.js')) return;
    const dir = dirsByPort.get(Number(u.port));
    if (dir) files.add(join(dir, u.pathname));
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  // the screen's heading, or whatever the route settled on (signed out, tenancy routes go to /login)
  await page
    .getByRole('heading', { level: 1 })
    .first()
    .waitFor({ timeout: 10_000 })
    .catch(() => undefined);
  const landed = new URL(page.url()).pathname;
  await context.close();
  let raw = 0;
  let gzip = 0;
  for (const file of files) {
    if (!existsSync(file)) continue;
    const bytes = readFileSync(file);
    raw += bytes.length;
    gzip += gzipSync(bytes, { level: 6 }).length;
  }
  if (process.argv.includes('--verbose')) {
    console.log(`\n${url}`);
    for (const file of files) {
      const bytes = readFileSync(file);
      console.log(`  ${kb(gzipSync(bytes, { level: 6 }).length)} KB  ${file.slice(ROOT.length + 1)}`);
    }
  }
  return { raw, gzip, count: files.size, landed };
}

const kb = (n) => (n / 1024).toFixed(1).padStart(7);
const rows = [];
try {
  for (const [label, path] of ROUTE_GROUPS) {
    const federated = await measure(`http://localhost:${SHELL.port + OFFSET}${path}`);
    const monolith = await measure(`http://localhost:${MONOLITH_PORT}${path}`);
    rows.push({ label, federated, monolith });
  }
} finally {
  await browser.close();
  await Promise.all(servers.map((s) => new Promise((r) => s.close(r))));
}

console.log('\nJavaScript loaded by a first visit (KB; gzip at level 6; preloading off)\n');
console.log(
  `${'route group'.padEnd(30)} ${'federated raw'.padStart(14)} ${'gzip'.padStart(8)} ${'files'.padStart(6)}   ${'monolith raw'.padStart(13)} ${'gzip'.padStart(8)}   gzip ratio   ended on`,
);
for (const { label, federated: f, monolith: m } of rows) {
  console.log(
    `${label.padEnd(30)} ${kb(f.raw).padStart(14)} ${kb(f.gzip)} ${String(f.count).padStart(6)}   ${kb(m.raw).padStart(13)} ${kb(m.gzip)}   ${(f.gzip / m.gzip).toFixed(2)}   ${f.landed}`,
  );
}
const login = rows[0];
console.log(`\nlogin first load: ${kb(login.federated.gzip).trim()} KB gzip (target ≤ 180, heading for 150)`);
console.log(
  `federated / monolithic (login, gzip): ${(login.federated.gzip / login.monolith.gzip).toFixed(2)} (target ≤ 1.15)`,
);
