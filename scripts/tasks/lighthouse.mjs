// npm run lighthouse: Lighthouse (mobile, simulated slow 4G, as PageSpeed measures) on the login page
// and the signed-in dashboard, in the Chromium the suites use. Prints the performance score, LCP, TBT
// and CLS: the median of several runs with their range, and the machine's load while it ran.
//   npm run lighthouse [-- --runs 5] [--url http://localhost:3000] [--no-build]
// Measures a portal already running at --url (npm start); otherwise builds and starts one as npm start does.
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { buildApps, serveApps } from '../lib/apps.mjs';
import { ensureChromium } from '../lib/chromium.mjs';
import { installDependencies } from '../lib/proc.mjs';
import { runtimeConfig } from '../lib/runtime-config.mjs';
import { startServices } from '../lib/services.mjs';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '5' },
    url: { type: 'string', default: 'http://localhost:3000' },
    'no-build': { type: 'boolean', default: false },
    email: { type: 'string', default: 'demo@example.com' },
    password: { type: 'string', default: 'Demo-Tenant-2026!' },
  },
});
const runs = Math.max(1, Number(values.runs));
const base = values.url.replace(/\/$/, '');

const reachable = async (url) => {
  try {
    return (await fetch(url, { signal: AbortSignal.timeout(2000) })).ok;
  } catch {
    return false;
  }
};

/** Waits until `check` holds, or fails after `ms`. */
async function waitFor(what, check, ms = 300_000) {
  const until = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > until) throw new Error(`${what} did not come up`);
    await new Promise((r) => setTimeout(r, 1000));
  }
}

let stopPortal = async () => undefined;
if (!(await reachable(`${base}/config.json`))) {
  installDependencies();
  if (!values['no-build']) buildApps();
  const services = await startServices();
  const servers = await serveApps();
  stopPortal = async () => {
    await Promise.all(servers.map((s) => new Promise((r) => s.close(r))));
    await services.stop();
  };
}

// Loaded once dependencies are installed.
const { default: lighthouse } = await import('lighthouse');
const { chromium } = await import('@playwright/test');

const config = await (await fetch(`${base}/config.json`)).json().catch(() => runtimeConfig());
const graphql = async (url, query, variables) => {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ query, variables }),
  });
  const body = await response.json();
  if (body.errors?.length) throw new Error(body.errors[0].message);
  return body.data;
};

const profile = mkdtempSync(join(tmpdir(), 'portal-lighthouse-'));
const port = 9300 + Math.floor(Math.random() * 500);
const browser = await chromium.launchPersistentContext(profile, {
  executablePath: ensureChromium(),
  args: [
    `--remote-debugging-port=${port}`,
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-quic',
  ],
});

/** Signs the browser's profile in (tokens where the portal keeps them), as after a first login. */
async function signIn() {
  await waitFor('the data service', () => reachable(config.api.data.replace(/\/graphql$/, '/health')));
  const login = async () => {
    const main = await graphql(
      config.api.main,
      'mutation ($c: CredentialsInput!) { login(credentials: $c) { token refreshToken } }',
      { c: { email: values.email, password: values.password, targetResource: 'tenant' } },
    );
    const data = await graphql(
      config.api.data,
      'mutation ($e: String!, $p: String!) { tokenAuth(email: $e, password: $p) { token refreshToken } }',
      { e: values.email, p: values.password },
    );
    return { main: main.login, data: data.tokenAuth };
  };
  let tokens;
  await waitFor('a sign-in', async () => {
    tokens = await login().catch(() => null);
    return tokens !== null;
  });
  const tenancies = await fetch(config.api.data, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `JWT ${tokens.data.token}`, origin: base },
    body: JSON.stringify({ query: '{ tenancies { id } }' }),
  }).then((r) => r.json());
  const page = await browser.newPage();
  await page.goto(`${base}/config.json`);
  await page.evaluate((t) => {
    localStorage.setItem('nucleus.token', t.main.token);
    localStorage.setItem('nucleus.refreshToken', t.main.refreshToken);
    localStorage.setItem('nucleolus.token', t.data.token);
    localStorage.setItem('nucleolus.refreshToken', t.data.refreshToken);
    localStorage.setItem('nucleolus.hasOnboarded', 'true');
    localStorage.setItem('nucleolus.dataPolicyAcknowledgedAt', new Date().toISOString());
    localStorage.setItem('nucleolus.language', 'en');
    document.cookie = 'cookieAccepted=false; path=/; max-age=31536000';
  }, tokens);
  await page.close();
  return tenancies.data.tenancies[0].id;
}

async function audit(url) {
  const { lhr } = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
  // a measure of another page than asked (a signed-out dashboard lands on /login) is no measure
  const landed = new URL(lhr.finalDisplayedUrl).pathname;
  if (landed !== new URL(url).pathname) throw new Error(`${url} ended on ${landed}`);
  return {
    score: Math.round((lhr.categories.performance.score ?? 0) * 100),
    lcp: lhr.audits['largest-contentful-paint'].numericValue / 1000,
    tbt: lhr.audits['total-blocking-time'].numericValue,
    cls: lhr.audits['cumulative-layout-shift'].numericValue,
  };
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
const summary = (results, key, digits) => {
  const xs = results.map((r) => r[key]);
  const f = (x) => x.toFixed(digits);
  return `${f(median(xs))} [${f(Math.min(...xs))}-${f(Math.max(...xs))}]`;
};

const loads = [];
const rows = [];
try {
  const tenancyId = await signIn();
  for (const [label, path, signedIn] of [
    ['/login', '/login', false],
    ['signed-in dashboard', `/t/${tenancyId}`, true],
  ]) {
    const results = [];
    for (let i = 0; i < runs; i += 1) {
      loads.push(loadavg()[0]);
      // the login page signed out: its own first visit, as a new tenant sees it
      if (!signedIn) {
        const page = await browser.newPage();
        await page.goto(`${base}/config.json`);
        const saved = await page.evaluate(() => JSON.stringify(localStorage));
        await page.evaluate(() => localStorage.clear());
        results.push(await audit(`${base}${path}`));
        await page.evaluate((s) => {
          for (const [k, v] of Object.entries(JSON.parse(s))) localStorage.setItem(k, v);
        }, saved);
        await page.close();
      } else {
        results.push(await audit(`${base}${path}`));
      }
    }
    rows.push({ label, results });
  }
} finally {
  await browser.close();
  rmSync(profile, { recursive: true, force: true });
  await stopPortal();
}

console.log(`\nLighthouse ${'(mobile, simulated slow 4G)'}: median [min-max] of ${runs} runs\n`);
console.log(`${'page'.padEnd(22)} ${'score'.padEnd(14)} ${'LCP (s)'.padEnd(20)} ${'TBT (ms)'.padEnd(18)} CLS`);
for (const { label, results } of rows) {
  console.log(
    `${label.padEnd(22)} ${summary(results, 'score', 0).padEnd(14)} ${summary(results, 'lcp', 2).padEnd(20)} ${summary(results, 'tbt', 0).padEnd(18)} ${summary(results, 'cls', 3)}`,
  );
}
console.log(`\nload average during the runs: ${Math.min(...loads).toFixed(1)}-${Math.max(...loads).toFixed(1)}`);
