import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { BASE_OFFSET, countLoads, deploymentCopy, ROOT, startPortal, type Portal } from '../support/portal.ts';
import { EXTRA_PORTALS } from '../support/ports.ts';
import { serviceEnv } from '../support/services.ts';
import { DEMO, signIn } from '../support/session.ts';

const [DOWN_OFFSET, REDEPLOY_OFFSET, CROSS_ORIGIN_OFFSET] = EXTRA_PORTALS.map((extra) => BASE_OFFSET + extra);

const heading = (page: Page) => page.getByRole('heading', { level: 1 });
const probeLink = (page: Page, app: string) => page.getByRole('link', { name: `Probe of ${app}`, exact: true });

let portal: Portal | undefined;
let workDir: string | undefined;
test.afterEach(async () => {
  await portal?.stop();
  portal = undefined;
  if (workDir) rmSync(workDir, { recursive: true, force: true });
  workDir = undefined;
});

test('a remote that is down: the shell boots, other routes work, its route ends on /login without a loop', async ({
  page,
}) => {
  portal = await startPortal(DOWN_OFFSET!, { 'mf-alarms': { down: true } });
  const counter = countLoads(page);
  await page.goto(`${portal.url}/_federation/shell`);
  await expect(heading(page)).toHaveText('shell: probe');
  await probeLink(page, 'mf-statements').click();
  await expect(heading(page)).toHaveText('mf-statements: probe');
  expect(counter.loads).toBe(1);

  await probeLink(page, 'mf-alarms').click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(heading(page)).toBeVisible();
  // exactly one reload was tried, and nothing reloads afterwards
  expect(counter.loads).toBe(2);
  await page.waitForTimeout(2000);
  expect(counter.loads).toBe(2);
  await expect(page).toHaveURL(/\/login$/);

  // within the cool-down a second visit goes straight to /login, with no reload of its own
  await page.goto(`${portal.url}/_federation/mf-alarms`);
  await expect(page).toHaveURL(/\/login$/);
  await expect(heading(page)).toBeVisible();
  await page.waitForTimeout(1000);
  expect(counter.loads).toBe(3);
});

test('a redeployed remote is picked up by the next navigation after exactly one reload', async ({ page }) => {
  const copy = deploymentCopy('mf-statements');
  workDir = copy.work;
  const deployDir = copy.deployed;
  portal = await startPortal(REDEPLOY_OFFSET!, { 'mf-statements': { distDir: deployDir } }, serviceEnv(BASE_OFFSET));
  // signed in: a signed-out visitor's page preloads only the login's and the dashboard's remotes
  await signIn(page, DEMO.demo, { language: 'en' });

  const counter = countLoads(page);
  const entryLoaded = page.waitForResponse((r) => r.url() === `${portal!.remoteUrl('mf-statements')}remoteEntry.js`);
  await page.goto(`${portal.url}/_federation/shell`);
  await expect(heading(page)).toHaveText('shell: probe');
  // the idle preload has fetched the old version's entry
  await entryLoaded;
  await expect(page.locator('html[data-remotes-preloaded="true"]')).toBeAttached();

  const release = `redeploy-${Date.now()}`;
  const build = spawnSync('pnpm', ['exec', 'rspack', 'build'], {
    cwd: join(ROOT, 'mf-statements'),
    env: { ...process.env, PORTAL_OUT_DIR: deployDir, PORTAL_RELEASE: release },
    encoding: 'utf8',
  });
  expect(build.status, build.stderr + build.stdout).toBe(0);

  await probeLink(page, 'mf-statements').click();
  await expect(heading(page)).toHaveText('mf-statements: probe');
  await expect(page.getByTestId('probe-release')).toHaveText(release);
  expect(counter.loads).toBe(2);
});

test('a remote served from another origin than the shell works', async ({ page }) => {
  portal = await startPortal(CROSS_ORIGIN_OFFSET!, { 'mf-report': { host: '127.0.0.1' } });
  const remoteOrigin = portal.remoteUrl('mf-report');
  expect(new URL(remoteOrigin).origin).not.toBe(new URL(portal.url).origin);
  const fromRemote: string[] = [];
  page.on('response', (r) => {
    if (r.url().startsWith(remoteOrigin) && r.ok()) fromRemote.push(r.url());
  });
  await page.goto(`${portal.url}/_federation/mf-report`);
  await expect(heading(page)).toHaveText('mf-report: probe');
  expect(fromRemote.some((url) => url.endsWith('/mf-manifest.json'))).toBe(true);
  expect(fromRemote.some((url) => url.endsWith('/remoteEntry.js'))).toBe(true);
});
