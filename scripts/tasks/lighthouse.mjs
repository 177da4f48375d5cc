// npm run lighthouse: Lighthouse (mobile, simulated slow 4G, as PageSpeed measures) on the login page
// and the signed-in dashboard, in the Chromium the suites use. Prints the performance score, LCP, TBT
// and CLS: the median of several runs with their range, and the machine's load while it ran. Then,
// without throttling, the longest main-thread task of 10 switches of period and of quantity on the
// consumption overview (from a Chromium trace, every task, not only those over 50 ms).
//   npm run lighthouse [-- --runs 5] [--url http://localhost:3000] [--no-build] [--only audits|switches] [--verbose] [--save DIR] [--throttling devtools]
// --verbose names each run's largest paint and the elements that shifted; --save writes each run's
// whole report (JSON, to open in Lighthouse's viewer) to DIR. --throttling devtools applies the slow
// 4G and the slower CPU to the browser instead of simulating them from an unthrottled load (what
// PageSpeed does): the page then really waits for each request, so the order of the requests counts,
// where the simulation only sees which script started which request.
// Measures a portal already running at --url (npm start); otherwise builds and starts one as npm start does.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { buildApps, serveApps } from '../lib/apps.mjs';
import { ensureChromium } from '../lib/chromium.mjs';
import { installDependencies } from '../lib/proc.mjs';
import { runtimeConfig } from '../lib/runtime-config.mjs';
import { startServices } from '../lib/services.mjs';
import { DEMO_TENANT, demoSession, isReachable, sessionStorageEntries } from '../lib/demo-session.mjs';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '5' },
    url: { type: 'string', default: 'http://localhost:3000' },
    'no-build': { type: 'boolean', default: false },
    only: { type: 'string' },
    verbose: { type: 'boolean', default: false },
    save: { type: 'string' },
    throttling: { type: 'string', default: 'simulate' },
    email: { type: 'string', default: DEMO_TENANT.email },
    password: { type: 'string', default: DEMO_TENANT.password },
  },
});
const runs = Math.max(1, Number(values.runs));
const base = values.url.replace(/\/$/, '');

let stopPortal = async () => undefined;
if (!(await isReachable(`${base}/config.json`))) {
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
  const { tokens, tenancyId } = await demoSession(config.api, {
    origin: base,
    email: values.email,
    password: values.password,
  });
  const page = await browser.newPage();
  await page.goto(`${base}/config.json`);
  await page.evaluate((entries) => {
    for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
    document.cookie = 'cookieAccepted=false; path=/; max-age=31536000';
  }, sessionStorageEntries(tokens));
  await page.close();
  return tenancyId;
}

let saved = 0;
async function audit(url) {
  const { lhr, report } = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    throttlingMethod: values.throttling === 'devtools' ? 'devtools' : 'simulate',
  });
  // a measure of another page than asked (a signed-out dashboard lands on /login) is no measure
  const landed = new URL(lhr.finalDisplayedUrl).pathname;
  if (landed !== new URL(url).pathname) throw new Error(`${url} ended on ${landed}`);
  if (values.save) {
    mkdirSync(values.save, { recursive: true });
    saved += 1;
    const name = `${String(saved).padStart(2, '0')}${landed.replaceAll('/', '-')}.json`;
    writeFileSync(join(values.save, name), report);
  }
  if (values.verbose) {
    // the largest paint's element is the node of the LCP breakdown (Lighthouse 13); a table of nodes
    // may wrap its items in a list (items[0].items)
    const nodes = (id) =>
      (lhr.audits[id]?.details?.items ?? [])
        .flatMap((item) => item.items ?? [item])
        .map((item) => item.node ?? item)
        .filter((node) => node.type === 'node')
        .map((node) => `${node.selector} "${node.nodeLabel ?? ''}"`);
    console.log(`${url}: largest paint ${nodes('lcp-breakdown-insight').join(', ')}`);
    const shifts = lhr.audits['layout-shifts']?.details?.items ?? [];
    for (const shift of shifts)
      console.log(`  shift ${shift.score?.toFixed(3)}: ${shift.node?.selector} ${shift.node?.snippet ?? ''}`);
  }
  return {
    score: Math.round((lhr.categories.performance.score ?? 0) * 100),
    lcp: lhr.audits['largest-contentful-paint'].numericValue / 1000,
    tbt: lhr.audits['total-blocking-time'].numericValue,
    cls: lhr.audits['cumulative-layout-shift'].numericValue,
  };
}

/** Every main-thread task of the page's renderer while `act` runs, in ms (a Chromium trace). */
async function mainThreadTasks(page, act) {
  const cdp = await browser.newCDPSession(page);
  const events = [];
  cdp.on('Tracing.dataCollected', ({ value }) => events.push(...value));
  const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  await cdp.send('Tracing.start', {
    traceConfig: { includedCategories: ['toplevel', 'disabled-by-default-devtools.timeline', 'devtools.timeline'] },
    transferMode: 'ReportEvents',
  });
  await act();
  await cdp.send('Tracing.end');
  await complete;
  await cdp.detach();
  const main = new Set(
    events
      .filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
      .map((e) => `${e.pid}:${e.tid}`),
  );
  return events
    .filter((e) => e.ph === 'X' && /(^|::)RunTask$/.test(e.name) && main.has(`${e.pid}:${e.tid}`))
    .map((e) => e.dur / 1000);
}

/** Resolves once the page has had no request in flight for `quietMs` (and has painted since). */
function quietness(page) {
  let inFlight = 0;
  let last = Date.now();
  page.on('request', () => {
    inFlight += 1;
    last = Date.now();
  });
  const settle = () => {
    inFlight = Math.max(0, inFlight - 1);
    last = Date.now();
  };
  page.on('requestfinished', settle);
  page.on('requestfailed', settle);
  return async (quietMs = 400) => {
    const until = Date.now() + 30_000;
    while (inFlight > 0 || Date.now() - last < quietMs) {
      if (Date.now() > until) throw new Error('the page did not settle');
      await new Promise((r) => setTimeout(r, 50));
    }
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  };
}

/**
 * The longest task of 10 switches of period (previous period) and of 10 switches of quantity (the
 * menu's links, in turn) on the consumption overview, signed in, at desktop width, not throttled.
 */
async function switches(tenancyId) {
  const page = await browser.newPage();
  await page.setViewportSize({ width: 1280, height: 900 });
  const quiet = quietness(page);
  await page.goto(`${base}/t/${tenancyId}`);
  const quantityLinks = page.locator(`a[href^="/t/${tenancyId}/consumption/"]`);
  await quantityLinks.first().waitFor();
  const hrefs = [
    ...new Set(await quantityLinks.evaluateAll((links) => links.map((a) => a.getAttribute('href')))),
    // the quantities' overviews (the meter list and the indoor climate are other screens)
  ].filter((href) => /^\/t\/[^/]+\/consumption\/[^/]+$/.test(href) && !/\/(meters|indoor-climate)$/.test(href));
  await page.locator(`a[href="${hrefs[0]}"]`).first().click();
  await page.getByTestId('consumption-chart').waitFor();
  await quiet();
  const period = await mainThreadTasks(page, async () => {
    for (let i = 0; i < 10; i += 1) {
      await page.getByRole('button', { name: 'Previous period' }).click();
      await quiet();
    }
  });
  // to each quantity in turn as a link in the page would (the menu shows the other quantities only
  // on some screens): a client-side navigation of the router
  const quantity = await mainThreadTasks(page, async () => {
    for (let i = 1; i <= 10; i += 1) {
      await page.evaluate(
        (href) => {
          window.history.pushState(null, '', href);
          window.dispatchEvent(new PopStateEvent('popstate'));
        },
        hrefs[i % hrefs.length],
      );
      await page.waitForURL(`**${hrefs[i % hrefs.length]}`);
      await page.getByTestId('consumption-chart').waitFor();
      await quiet();
    }
  });
  await page.close();
  return { period, quantity, quantities: hrefs.length };
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

/** The audits' table. */
function printAudits() {
  const how = values.throttling === 'devtools' ? 'slow 4G applied' : 'simulated slow 4G';
  console.log(`\nLighthouse (mobile, ${how}): median [min-max] of ${runs} runs\n`);
  console.log(`${'page'.padEnd(22)} ${'score'.padEnd(14)} ${'LCP (s)'.padEnd(20)} ${'TBT (ms)'.padEnd(18)} CLS`);
  for (const { label, results } of rows) {
    console.log(
      `${label.padEnd(22)} ${summary(results, 'score', 0).padEnd(14)} ${summary(results, 'lcp', 2).padEnd(20)} ${summary(results, 'tbt', 0).padEnd(18)} ${summary(results, 'cls', 3)}`,
    );
  }
  console.log(`\nload average during the runs: ${Math.min(...loads).toFixed(1)}-${Math.max(...loads).toFixed(1)}`);
}

// the pages audited: the login page signed out, as a new tenant first sees it, and the dashboard
const pages = (tenancyId) =>
  values.only === 'switches'
    ? []
    : [
        ['/login', '/login', false],
        ['signed-in dashboard', `/t/${tenancyId}`, true],
      ];
let switched;
try {
  const tenancyId = await signIn();
  for (const [label, path, signedIn] of pages(tenancyId)) {
    const results = [];
    for (let i = 0; i < runs; i += 1) {
      loads.push(loadavg()[0]);
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
  if (rows.length) printAudits();
  if (values.only !== 'audits') switched = await switches(tenancyId);
} finally {
  await browser.close();
  rmSync(profile, { recursive: true, force: true });
  await stopPortal();
}

if (switched) printSwitches();

function printSwitches() {
  const longest = (tasks) => Math.max(0, ...tasks).toFixed(0);
  const over50 = (tasks) => tasks.filter((ms) => ms >= 50).length;
  console.log(`\nconsumption overview, not throttled (${switched.quantities} quantities): longest main-thread task`);
  console.log(
    `  10 switches of period:   ${longest(switched.period)} ms (${over50(switched.period)} tasks of 50 ms or more)`,
  );
  console.log(
    `  10 switches of quantity: ${longest(switched.quantity)} ms (${over50(switched.quantity)} tasks of 50 ms or more)`,
  );
  console.log(`load average: ${loadavg()[0].toFixed(1)}`);
}
