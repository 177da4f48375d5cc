// Drills of deploys and faults as they happen in production: a remote redeployed while tabs are open
// (its old hashed files kept, as operators keep them), and the data service failing under a tab. Each
// runs on a portal of its own (extra port slot 90) behind a fault proxy, against the suite's services.
import { cpSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { Server } from 'node:http';
import { expect, test, type Page } from '@playwright/test';
import {
  BASE_OFFSET,
  buildRelease,
  countLoads,
  deploymentCopy,
  remoteByDir,
  ROOT,
  routesFileOf,
  startPortal,
  type Portal,
} from '../support/portal.ts';
import { serveApp } from '../../scripts/lib/static-server.mjs';
import { EXTRA_PORTALS } from '../support/ports.ts';
import { serviceEnv, servicePorts } from '../support/services.ts';
import { startFaultProxy, type Fault, type FaultProxy } from '../support/fault-proxy.ts';
import { DEMO, serviceUrls, signIn, tenanciesOf } from '../support/session.ts';

const OFFSET = BASE_OFFSET + EXTRA_PORTALS[8]!;

let portal: Portal | undefined;
let proxy: FaultProxy | undefined;
let remoteServer: Server | undefined;
const folders: string[] = [];
test.afterEach(async () => {
  await portal?.stop();
  await proxy?.stop();
  await new Promise((done) => (remoteServer ? remoteServer.close(done) : done(undefined)));
  portal = undefined;
  proxy = undefined;
  remoteServer = undefined;
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

const menu = (page: Page) => page.getByRole('navigation', { name: 'Main menu' });
const heading = (page: Page) => page.getByRole('heading', { level: 1 });

test('a mounted remote redeployed with its old files kept: the open tab picks it up at the next visit, with one reload, signed in and where it was going', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const { work, deployed } = deploymentCopy('mf-alarms');
  folders.push(work);
  const oldRoutes = routesFileOf(deployed);
  portal = await startPortal(
    OFFSET,
    { 'mf-alarms': { distDir: deployed } },
    { ...serviceEnv(BASE_OFFSET), PORTAL_RELEASE_CHECK_SECONDS: '0' },
  );
  const tokens = await signIn(page, DEMO.demo, { language: 'en' });
  const [tenancy] = await tenanciesOf(page.request, tokens);
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  const loads = countLoads(page);

  await page.goto(`${portal.url}/t/${tenancy!.id}/alarms`);
  await expect(heading(page)).toHaveText('Alarms');
  expect(requested).toContain(`/${oldRoutes}`);

  // the new release is built elsewhere and copied over the deployed folder: the old files stay
  const built = join(work, 'built');
  await buildRelease('mf-alarms', built, `drill-${Date.now()}`);
  const newRoutes = routesFileOf(built);
  expect(newRoutes).not.toBe(oldRoutes);
  cpSync(built, deployed, { recursive: true });

  // away and back: the tab notices the new release on the way in and loads the page afresh there
  await menu(page).getByRole('link', { name: 'Consumption' }).click();
  await expect(page).toHaveURL(new RegExp(`/t/${tenancy!.id}$`));
  await menu(page).getByRole('link', { name: 'Alarm settings' }).click();
  await expect(page).toHaveURL(new RegExp(`/t/${tenancy!.id}/alarms$`));
  await expect(heading(page)).toHaveText('Alarms');
  await expect.poll(() => requested.includes(`/${newRoutes}`)).toBe(true);
  expect(loads.loads).toBe(2);
  await expect(menu(page)).toBeVisible();
  // and it stays on the new release: another visit reloads nothing
  await menu(page).getByRole('link', { name: 'Consumption' }).click();
  await menu(page).getByRole('link', { name: 'Alarm settings' }).click();
  await expect(heading(page)).toHaveText('Alarms');
  expect(loads.loads).toBe(2);
});

test('the data service down during a reload: the session is kept, and the portal starts by itself when it is back', async ({
  page,
}) => {
  test.setTimeout(120_000);
  proxy = await startFaultProxy(servicePorts(OFFSET).data, new URL(serviceUrls().data).origin);
  portal = await startPortal(OFFSET, {}, { ...serviceEnv(BASE_OFFSET), DATA_API_URL: `${proxy.url}/graphql` });
  const tokens = await signIn(page, DEMO.demo, { language: 'en' });
  const [tenancy] = await tenanciesOf(page.request, tokens);
  const loads = countLoads(page);
  await page.goto(`${portal.url}/t/${tenancy!.id}`);
  await expect(page.getByTestId('rating-card')).toBeVisible();

  proxy.fail('down');
  await page.reload();
  await expect(heading(page)).toHaveText('We cannot reach the tenancy app right now');
  await expect(page.getByText('Your session is kept')).toBeVisible();
  const stored = await page.evaluate(() => ({
    token: localStorage.getItem('nucleolus.token'),
    refresh: localStorage.getItem('nucleolus.refreshToken'),
    tenancy: localStorage.getItem('nucleolus.selectedTenancyId'),
    language: localStorage.getItem('nucleolus.language'),
  }));
  expect(stored).toEqual({
    token: tokens.data.token,
    refresh: tokens.data.refreshToken,
    tenancy: tenancy!.id,
    language: 'en',
  });
  // a 502 from a gateway is the same outage
  proxy.fail('error-500');
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(heading(page)).toHaveText('We cannot reach the tenancy app right now');

  // back: the next automatic try starts the portal, signed in, where the tenant was, without a reload
  proxy.fail('pass');
  await expect(menu(page)).toBeVisible({ timeout: 30_000 });
  await expect(page).toHaveURL(new RegExp(`/t/${tenancy!.id}$`));
  await expect(page.getByTestId('rating-card')).toBeVisible();
  expect(loads.loads).toBe(2);
});

/** The faults a remote's server shows in production, by the file they hit. */
const REMOTE_FAULTS: Array<[string, Fault, (path: string) => boolean]> = [
  ['down (connections refused)', 'down', () => true],
  ['its manifest answering 500', 'error-500', (path) => path.endsWith('/mf-manifest.json')],
  ['its entry answering an HTML page', 'html', (path) => path.endsWith('/remoteEntry.js')],
  ['its entry broken JavaScript', 'broken-js', (path) => path.endsWith('/remoteEntry.js')],
  ['its entry empty', 'empty', (path) => path.endsWith('/remoteEntry.js')],
  ['its manifest never answering', 'hang', (path) => path.endsWith('/mf-manifest.json')],
];

/** mf-alarms served on a port of its own, behind the fault proxy where the portal expects it. */
async function alarmsBehindProxy(): Promise<void> {
  const alarms = remoteByDir('mf-alarms');
  const hiddenPort = servicePorts(OFFSET).smtp;
  remoteServer = await serveApp({ dir: join(ROOT, 'mf-alarms', 'dist'), port: hiddenPort, kind: 'remote' });
  proxy = await startFaultProxy(alarms.port + OFFSET, `http://localhost:${hiddenPort}`);
  portal = await startPortal(
    OFFSET,
    { 'mf-alarms': { down: true } },
    { ...serviceEnv(BASE_OFFSET), PORTAL_PRELOAD: 'off' },
  );
}

test('a remote that fails in any of the ways servers fail: the signed-in tenant stays in the tenancy, told which section could not be loaded, and it loads on "Try again" once it is back, without a reload', async ({
  browser,
}) => {
  test.setTimeout(360_000);
  await alarmsBehindProxy();

  for (const [what, fault, matches] of REMOTE_FAULTS) {
    await test.step(what, async () => {
      // a new tab each time: its reload cool-down and its loaded remotes start afresh
      const context = await browser.newContext();
      const page = await context.newPage();
      const tokens = await signIn(page, DEMO.demo, { language: 'en' });
      const [tenancy] = await tenanciesOf(page.request, tokens);
      const loads = countLoads(page);
      await page.goto(`${portal!.url}/t/${tenancy!.id}`);
      await expect(page.getByTestId('rating-card')).toBeVisible();

      proxy!.fail(fault, matches);
      await menu(page).getByRole('link', { name: 'Alarm settings' }).click();
      const notice = page.getByRole('alert').filter({ hasText: 'could not be loaded right now' });
      await expect(notice).toContainText('Alarms and notifications could not be loaded right now', {
        timeout: 60_000,
      });
      await expect(page).toHaveURL(new RegExp(`/t/${tenancy!.id}$`));
      await expect(menu(page)).toBeVisible();
      await expect(page.getByText('Unexpected Application Error')).toHaveCount(0);
      // at most the one reload a missing file of a new deployment gets
      expect(loads.loads).toBeLessThanOrEqual(2);
      const before = loads.loads;

      proxy!.fail('pass');
      await notice.getByRole('button', { name: 'Try again' }).click();
      await expect(heading(page)).toHaveText('Alarms');
      await expect(page).toHaveURL(new RegExp(`/t/${tenancy!.id}/alarms$`));
      expect(loads.loads).toBe(before);
      await context.close();
    });
  }
});

test('a page opened on a remote whose entry fails: "Try again" asks the server afresh once it is back, though the page preloaded the failed entry', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  await alarmsBehindProxy();
  const isEntry = (path: string) => path.endsWith('/remoteEntry.js');
  for (const fault of ['html', 'broken-js', 'error-500'] as const) {
    await test.step(fault, async () => {
      const context = await browser.newContext();
      const page = await context.newPage();
      const tokens = await signIn(page, DEMO.demo, { language: 'en' });
      const [tenancy] = await tenanciesOf(page.request, tokens);
      const entries: string[] = [];
      page.on('request', (request) => {
        if (isEntry(new URL(request.url()).pathname)) entries.push(request.url());
      });
      proxy!.fail(fault, isEntry);
      await page.goto(`${portal!.url}/t/${tenancy!.id}/alarms`);
      const notice = page.getByRole('alert').filter({ hasText: 'could not be loaded right now' });
      await expect(notice).toContainText('Alarms and notifications could not be loaded right now', {
        timeout: 60_000,
      });
      // the page's inline script preloaded the entry (and so did the page it may have reloaded to)
      const preloaded = await page
        .locator('head link[rel="preload"]')
        .evaluateAll((links) => links.map((l) => (l as HTMLLinkElement).href));
      expect(preloaded.filter((href) => isEntry(new URL(href).pathname))).toHaveLength(1);
      const asked = entries.length;

      proxy!.fail('pass');
      await notice.getByRole('button', { name: 'Try again' }).click();
      await expect(heading(page)).toHaveText('Alarms');
      // from the server, under an address the failed preload cannot answer
      expect(entries.slice(asked)).toEqual([expect.stringMatching(/\/remoteEntry\.js\?try=\d+$/)]);
      await context.close();
    });
  }
});
