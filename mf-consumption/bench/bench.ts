// Benchmark of the consumption remote in Chromium against the production build (docs/decisions/0101).
//
//   node mf-consumption/bench/bench.ts [--offset 2000] [--runs 3]
//
// Starts the services (fresh demo data) and the built portal at the offset, then, per run with a cold
// browser context: the dashboard and the electricity overview, measuring JavaScript loaded (gzip), time
// to the first figures / first chart drawn (the overview's Highcharts chart, the dashboard's daily bars),
// and the longest task while switching period and comparison.
// Build first: the shell and every remote's dist/ (pnpm -r run build).
import { createRequire } from 'node:module';
import { gzipSync } from 'node:zlib';
import { join } from 'node:path';
import type * as Playwright from '@playwright/test';

type PlaywrightModule = typeof Playwright;

const ROOT = join(import.meta.dirname, '..', '..');
const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const offset = arg('offset', 2000);
const runs = arg('runs', 3);
// the e2e support modules read the port offset when they load
process.env.E2E_PORT_OFFSET = String(offset);

const require = createRequire(join(ROOT, 'e2e', 'package.json'));
const { chromium } = require('@playwright/test') as PlaywrightModule;
const { startServices, serviceEnv } = await import(join(ROOT, 'e2e/support/services.ts'));
const { startPortal } = await import(join(ROOT, 'e2e/support/portal.ts'));
const { obtainTokens, DEMO } = await import(join(ROOT, 'e2e/support/session.ts'));
const { STORAGE_KEYS } = await import(join(ROOT, 'shared/src/session/storage.ts'));

// A drawn chart: a point of the overview's Highcharts chart, or a bar of the dashboard's inline-SVG
// daily bars (the svg carries `data-drawn` once it has bars; mf-consumption/src/features/dashboard).
const CHART_DRAWN = '.highcharts-series-0 .highcharts-point, svg[data-drawn] rect';

// Records, in the page: when the first chart point and the first figure appear, and every long task.
const PROBE = (chartDrawn: string) => {
  const w = window as unknown as {
    __bench: { chart?: number; figure?: number; longTasks: { start: number; duration: number }[] };
  };
  w.__bench = { longTasks: [] };
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) w.__bench.longTasks.push({ start: e.startTime, duration: e.duration });
  }).observe({ type: 'longtask', buffered: true });
  const check = () => {
    if (w.__bench.chart == null && document.querySelector(chartDrawn)) w.__bench.chart = performance.now();
    if (
      w.__bench.figure == null &&
      document.querySelector('[data-testid="total-value"], [data-testid="rating-letter"], [data-testid^="card-total-"]')
    ) {
      const text = document.querySelector('[data-testid^="card-total-"]')?.textContent ?? '';
      if (!text.includes('…')) w.__bench.figure = performance.now();
    }
  };
  new MutationObserver(check).observe(document, { subtree: true, childList: true, characterData: true });
};

interface Figures {
  jsGzipKB: number;
  jsFiles: number;
  firstFigureMs: number | null;
  firstChartMs: number | null;
  longestSwitchTaskMs: number | null;
  /** Tasks over 50 ms from the first switch on. */
  switchLongTasks: number | null;
}

const services = await startServices(offset, { timeoutMs: 600_000 });
const portal = await startPortal(offset, {}, serviceEnv(offset));
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--no-first-run',
    '--disable-quic',
  ],
});
try {
  const api = (await browser.newContext()).request;
  const tokens = await obtainTokens(api, DEMO.demo.email, DEMO.demo.password);
  const results: Record<string, Figures[]> = { dashboard: [], overview: [] };
  for (let run = 0; run < runs; run++) {
    for (const [name, path] of [
      ['dashboard', '/t/1'],
      ['overview', '/t/1/consumption/electricity-energy'],
    ] as const) {
      const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
      const page = await context.newPage();
      await page.addInitScript(
        (pairs: [string, string][]) => {
          for (const [k, v] of pairs) localStorage.setItem(k, v);
        },
        [
          [STORAGE_KEYS.mainToken, tokens.main.token],
          [STORAGE_KEYS.mainRefreshToken, tokens.main.refreshToken],
          [STORAGE_KEYS.dataToken, tokens.data.token],
          [STORAGE_KEYS.dataRefreshToken, tokens.data.refreshToken],
          [STORAGE_KEYS.hasOnboarded, 'true'],
          [STORAGE_KEYS.dataPolicyAcknowledgedAt, new Date().toISOString()],
          [STORAGE_KEYS.language, 'en'],
        ] as [string, string][],
      );
      await page.addInitScript(PROBE, CHART_DRAWN);
      const js: Promise<number>[] = [];
      page.on('response', (r) => {
        if (r.url().endsWith('.js') && r.ok())
          js.push(
            r.body().then(
              (b) => gzipSync(b).length,
              () => 0,
            ),
          );
      });
      await page.goto(portal.url + path);
      await page.waitForSelector(CHART_DRAWN, { timeout: 60_000 });
      if (name === 'dashboard')
        await page.waitForFunction(
          () => (window as unknown as { __bench: { figure?: number } }).__bench.figure != null,
          null,
          { timeout: 60_000 },
        );
      await page.waitForLoadState('networkidle');
      let longest: number | null = null;
      let count: number | null = null;
      if (name === 'overview') {
        // switch period and comparison; the chart redraws with the new data each time
        const from = await page.evaluate(() => performance.now());
        for (const step of ['prev', 'prev', 'next', 'last-365-days', 'this-month', 'year', 'property']) {
          if (step === 'prev') await page.getByRole('button', { name: 'Previous period' }).click();
          else if (step === 'next') await page.getByRole('button', { name: 'Next period' }).click();
          else if (step === 'year') await page.getByRole('radio', { name: 'Previous year' }).check();
          else if (step === 'property') await page.getByRole('radio', { name: 'Property average' }).check();
          else await page.getByLabel('Choose a period').selectOption(step);
          await page.waitForLoadState('networkidle');
          await page.waitForTimeout(150);
        }
        const durations = await page.evaluate(
          (t0) =>
            (window as unknown as { __bench: { longTasks: { start: number; duration: number }[] } }).__bench.longTasks
              .filter((l) => l.start >= t0)
              .map((l) => l.duration),
          from,
        );
        longest = Math.max(0, ...durations);
        count = durations.length;
      }
      const b = await page.evaluate(
        () => (window as unknown as { __bench: { chart?: number; figure?: number } }).__bench,
      );
      const sizes = await Promise.all(js);
      results[name]!.push({
        jsGzipKB: Math.round(sizes.reduce((a, s) => a + s, 0) / 102.4) / 10,
        jsFiles: sizes.length,
        firstFigureMs: b.figure != null ? Math.round(b.figure) : null,
        firstChartMs: b.chart != null ? Math.round(b.chart) : null,
        longestSwitchTaskMs: longest != null ? Math.round(longest) : null,
        switchLongTasks: count,
      });
      await context.close();
    }
  }
  const median = (values: (number | null)[]) => {
    const v = values.filter((x): x is number => x != null).sort((a, b) => a - b);
    return v.length ? v[Math.floor(v.length / 2)] : null;
  };
  for (const [name, list] of Object.entries(results)) {
    console.info(`\n${name} (${list.length} cold runs; median, then each run)`);
    for (const key of [
      'jsGzipKB',
      'jsFiles',
      'firstFigureMs',
      'firstChartMs',
      'longestSwitchTaskMs',
      'switchLongTasks',
    ] as const) {
      console.info(
        `  ${key.padEnd(20)} ${String(median(list.map((r) => r[key]))).padStart(8)}   [${list.map((r) => r[key]).join(', ')}]`,
      );
    }
  }
} finally {
  await browser.close();
  await portal.stop();
  await services.stop();
}
