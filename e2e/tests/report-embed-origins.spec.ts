// The report embedded by landlords as an operator deploys it: the report remote and the shell each
// served by `node scripts/serve-app.mjs` with REPORT_EMBED_ORIGINS, and two landlord pages on other
// origins, one listed and one not. The listed one shows the report in its page and in an iframe; the
// other can load the script (scripts are not subject to CORS) but not the report's files, and cannot
// frame the report.
import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import { expect, test, type Page } from '@playwright/test';
import { BASE_OFFSET, remoteByDir, ROOT } from '../support/portal.ts';
import { EXTRA_PORTALS } from '../support/ports.ts';
import { serviceEnv } from '../support/services.ts';
import { REPORT_TEXTS } from '../support/report.ts';

const OFFSET = BASE_OFFSET + EXTRA_PORTALS[8]!;
const reportPort = remoteByDir('mf-report').port + OFFSET;
const shellPort = 3000 + OFFSET;
/** Two landlords' pages, on the ports of the slot's other remotes (origins the services accept). */
const allowedPort = remoteByDir('mf-auth').port + OFFSET;
const refusedPort = remoteByDir('mf-consumption').port + OFFSET;
const allowed = `http://127.0.0.1:${allowedPort}`;
const refused = `http://127.0.0.1:${refusedPort}`;

const children: ChildProcess[] = [];
const servers: http.Server[] = [];

/** `node scripts/serve-app.mjs <app> --port <port>`, with the operator's environment; resolves once it listens. */
function serveApp(app: string, port: number, env: Record<string, string>): Promise<void> {
  const child = spawn(process.execPath, ['scripts/serve-app.mjs', app, '--port', String(port)], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  children.push(child);
  return new Promise((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes(`served from`)) resolve();
    });
    child.once('exit', (code) => reject(new Error(`serve-app ${app} exited with ${code}`)));
  });
}

/** A landlord's page: the report as a custom element, and the portal's report page in an iframe. */
function landlordPage(port: number): Promise<void> {
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Landlord</title>
<script src="http://localhost:${reportPort}/embed/tenant-report.js" defer></script></head>
<body><h1>Landlord portal</h1>
<tenant-report code="demo-latest" language="en"></tenant-report>
<iframe title="Report in a frame" src="http://localhost:${shellPort}/report/demo-latest?language=en" width="800" height="600"></iframe>
</body></html>`;
  const server = http.createServer((_req, res) => res.writeHead(200, { 'content-type': 'text/html' }).end(html));
  servers.push(server);
  return new Promise((resolve) => server.listen(port, '0.0.0.0', () => resolve()));
}

test.beforeAll(async () => {
  test.setTimeout(120_000);
  const env = {
    ...serviceEnv(BASE_OFFSET),
    REPORT_EMBED_ORIGINS: allowed,
    PORTAL_ORIGIN: `http://localhost:${shellPort}`,
    MF_REPORT_URL: `http://localhost:${reportPort}/`,
    PORTAL_PRELOAD: 'off',
  };
  await Promise.all([
    serveApp('mf-report', reportPort, env),
    serveApp('shell', shellPort, env),
    landlordPage(allowedPort),
    landlordPage(refusedPort),
  ]);
});

test.afterAll(async () => {
  for (const child of children) child.kill();
  await Promise.all(servers.map((server) => new Promise((done) => server.close(done))));
});

/** The report's title: the page's heading in the portal (an iframe of it), a section's in an embed. */
const reportHeading = (scope: Page | ReturnType<Page['frameLocator']>) =>
  scope.getByRole('heading', { name: REPORT_TEXTS.en.title });

test('a listed landlord origin shows the report, in its page and in an iframe', async ({ page }) => {
  await page.goto(allowed);
  await expect(reportHeading(page)).toBeVisible();
  await expect(reportHeading(page.frameLocator('iframe'))).toBeVisible();
});

test("another origin can load the script but not the report's files, and cannot frame the report", async ({ page }) => {
  const refusedFrame = page.waitForEvent('console', (message) => /frame-ancestors/.test(message.text()));
  const corsRefused = page.waitForEvent('console', (message) => /CORS/.test(message.text()));
  await page.goto(refused);
  await expect(page.getByRole('heading', { level: 1, name: 'Landlord portal' })).toBeVisible();
  await corsRefused;
  await refusedFrame;
  // the element says it could not load the report, with a way to try again; the frame stays empty
  await expect(page.getByRole('alert')).toContainText('The report could not be loaded.');
  await expect(reportHeading(page)).toHaveCount(0);
  await expect(reportHeading(page.frameLocator('iframe'))).toHaveCount(0);
});

test('tenant-report.js, the manifests and the remote entry are never cached; hashed files are', async ({ request }) => {
  for (const file of ['embed/tenant-report.js', 'embed/mf-manifest.json', 'embed/remoteEntry.js', 'mf-manifest.json']) {
    const answer = await request.get(`http://localhost:${reportPort}/${file}`);
    expect(answer.headers()['cache-control'], file).toBe('no-cache');
  }
  const manifest = (await (await request.get(`http://localhost:${reportPort}/embed/mf-manifest.json`)).json()) as {
    exposes: Array<{ assets: { js: { sync: string[] } } }>;
  };
  const hashed = manifest.exposes[0]!.assets.js.sync[0]!;
  const answer = await request.get(`http://localhost:${reportPort}/embed/${hashed}`);
  expect(answer.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
});

test.describe('the shell served alone', () => {
  test('frames /report/ only for the listed origins', async ({ request }) => {
    const answer = await request.get(`http://localhost:${shellPort}/report/demo-latest`);
    const csp = answer.headers()['content-security-policy'] ?? '';
    expect(csp).toContain(allowed);
    expect(csp).not.toContain(refused);
    const other = await request.get(`http://localhost:${shellPort}/t/1`);
    expect(other.headers()['content-security-policy']).toBe("frame-ancestors 'self'");
  });
});
