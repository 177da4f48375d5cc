// npm run size: the JavaScript a first visit of each route group loads, federated and monolithic,
// and the round trips it waits for. Each route is opened in Chromium with a cold cache, the login page
// signed out and the tenancy routes signed in as the demo tenant (as a tenant sees them); every
// script it loads is counted from the built file it was served from (raw and gzip -6). Preloading on
// idle is switched off, so only what the first visit needs is counted. Then each route is opened
// again with one second added to every request: the time until its last request ends, in seconds,
// is the depth of its waterfall, and federated minus monolithic the round trips federation adds.
// Starts its own services (stop `npm start` first).
import { readFileSync, existsSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { join } from 'node:path';
import { APPS, buildApps } from '../lib/apps.mjs';
import { ensureChromium } from '../lib/chromium.mjs';
import { installDependencies, ROOT, run } from '../lib/proc.mjs';
import { REMOTES, SHELL, runtimeConfig } from '../lib/runtime-config.mjs';
import { startServices } from '../lib/services.mjs';
import { demoSession, signedInState } from '../lib/demo-session.mjs';

// [label, path (`:t` is the demo tenant's first tenancy), signed in]
const ROUTE_GROUPS = [
  ['login (mf-auth)', '/login', false],
  ['dashboard (mf-consumption)', '/t/:t', true],
  ['consumption (mf-consumption)', '/t/:t/consumption/heat-energy', true],
  ['alarms (mf-alarms)', '/t/:t/alarms', true],
  ['statements (mf-statements)', '/t/:t/statements', true],
  ['tenancy info (mf-auth)', '/t/:t/settings', true],
  ['report (mf-report)', '/report/demo-latest', false],
];
const OFFSET = 600;
const MONOLITH_PORT = 3700;
/** Added to every request when counting round trips. */
const LATENCY_MS = 1000;

if (!process.argv.includes('--no-build')) {
  installDependencies();
  buildApps();
  run('pnpm', ['--filter', '@portal/shell', 'exec', 'rspack', 'build', '--env', 'monolith']);
}

// Loaded once dependencies are installed.
const { chromium } = await import('@playwright/test');
const { serveApp } = await import('../lib/static-server.mjs');

const env = { ...process.env, PORTAL_PRELOAD: 'off' };
const federatedOrigin = `http://localhost:${SHELL.port + OFFSET}`;
const monolithOrigin = `http://localhost:${MONOLITH_PORT}`;
const services = await startServices({
  env: { ...process.env, CORS_ORIGINS: [federatedOrigin, monolithOrigin].join(',') },
});
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

const { tokens, tenancyId } = await demoSession(runtimeConfig(env).api, { origin: federatedOrigin });
const signedIn = signedInState(tokens, [federatedOrigin, monolithOrigin]);

const browser = await chromium.launch({
  executablePath: ensureChromium(),
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-quic'],
});

/** Scripts loaded by a first visit of `url`, as built files: { raw, gzip, files }. */
async function measure(url, session) {
  const context = await browser.newContext(session ? { storageState: session } : {});
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

/**
 * The depth of the waterfall of a first visit of `url`: with LATENCY_MS added to every request, the
 * seconds from the navigation until the last request it makes has ended (once nothing has been in
 * flight for three latencies).
 */
async function roundTrips(url, session) {
  const context = await browser.newContext(session ? { storageState: session } : {});
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: LATENCY_MS,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
  let inFlight = 0;
  let lastEnd = 0;
  page.on('request', () => (inFlight += 1));
  const ended = () => {
    inFlight -= 1;
    lastEnd = Date.now();
  };
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  const start = Date.now();
  await page.goto(url, { waitUntil: 'commit' });
  while (inFlight > 0 || Date.now() - Math.max(lastEnd, start) < 3 * LATENCY_MS) {
    await new Promise((r) => setTimeout(r, 50));
  }
  await context.close();
  return (lastEnd - start) / LATENCY_MS;
}

const kb = (n) => (n / 1024).toFixed(1).padStart(7);
const rows = [];
try {
  for (const [label, route, withSession] of ROUTE_GROUPS) {
    const path = route.replace(':t', tenancyId);
    const session = withSession ? signedIn : undefined;
    const federated = await measure(`${federatedOrigin}${path}`, session);
    const monolith = await measure(`${monolithOrigin}${path}`, session);
    federated.depth = await roundTrips(`${federatedOrigin}${path}`, session);
    monolith.depth = await roundTrips(`${monolithOrigin}${path}`, session);
    rows.push({ label, federated, monolith });
  }
} finally {
  await browser.close();
  await Promise.all(servers.map((s) => new Promise((r) => s.close(r))));
  await services.stop();
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
console.log(
  `\nRound trips of a first visit (seconds until its last request ends, ${LATENCY_MS} ms added per request)\n`,
);
console.log(
  `${'route group'.padEnd(30)} ${'federated'.padStart(10)} ${'monolith'.padStart(10)} ${'added'.padStart(8)}`,
);
for (const { label, federated: f, monolith: m } of rows) {
  console.log(
    `${label.padEnd(30)} ${f.depth.toFixed(1).padStart(10)} ${m.depth.toFixed(1).padStart(10)} ${(f.depth - m.depth).toFixed(1).padStart(8)}`,
  );
}

const login = rows[0];
console.log(`\nlogin first load: ${kb(login.federated.gzip).trim()} KB gzip (target ≤ 180, heading for 150)`);
console.log(
  `federated / monolithic (login, gzip): ${(login.federated.gzip / login.monolith.gzip).toFixed(2)} (target ≤ 1.15)`,
);
