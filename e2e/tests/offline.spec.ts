// The portal as an installable web app that opens without a connection (docs/decisions/0170): its
// manifest and service worker meet the browser's install criteria, a reload without a connection shows
// the last dashboard with the offline banner, signing out forgets what was kept, and a remote
// redeployed while the service worker controls the page is still picked up (one reload, as without it).
import { cpSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import {
  BASE_OFFSET,
  buildRelease,
  countLoads,
  deploymentCopy,
  routesFileOf,
  startPortal,
  type Portal,
} from '../support/portal.ts';
import { EXTRA_PORTALS } from '../support/ports.ts';
import { serviceEnv } from '../support/services.ts';
import { DEMO, signIn, tenanciesOf } from '../support/session.ts';

// the suites block service workers (playwright.config.ts); these are about it
test.use({ serviceWorkers: 'allow' });

const OFFSET = BASE_OFFSET + EXTRA_PORTALS[8]!;
let portal: Portal | undefined;
const folders: string[] = [];
test.afterEach(async () => {
  await portal?.stop();
  portal = undefined;
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

const heading = (page: Page) => page.getByRole('heading', { level: 1 });
const menu = (page: Page) => page.getByRole('navigation', { name: 'Main menu' });
const banner = (page: Page) => page.getByTestId('offline-banner');

/** Waits until the portal's service worker controls the page (it claims the page once it is active). */
async function controlledByServiceWorker(page: Page): Promise<string> {
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null), { timeout: 20_000 })
    .not.toBeNull();
  return page.evaluate(() => navigator.serviceWorker.controller!.scriptURL);
}

/** How many users' figures the browser keeps (IndexedDB `portal-offline`; not created here when missing). */
function keptCaches(page: Page): Promise<number> {
  return page.evaluate(async () =>
    !(await indexedDB.databases()).some((db) => db.name === 'portal-offline')
      ? 0
      : new Promise<number>((resolve, reject) => {
          const open = indexedDB.open('portal-offline');
          open.onerror = () => reject(open.error);
          open.onsuccess = () => {
            const db = open.result;
            if (!db.objectStoreNames.contains('query-cache')) {
              db.close();
              resolve(0);
              return;
            }
            const count = db.transaction('query-cache').objectStore('query-cache').count();
            count.onsuccess = () => {
              db.close();
              resolve(count.result);
            };
            count.onerror = () => reject(count.error);
          };
        }),
  );
}

test('installable: the brand’s manifest is linked and valid, its icons load, and the service worker controls the page', async ({
  page,
}) => {
  await signIn(page, DEMO.demo, { language: 'en' });
  await page.goto('/');
  await expect(menu(page)).toBeVisible();
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBe('/manifest/norway.en.webmanifest');
  const response = await page.request.get(href!);
  expect(response.headers()['cache-control']).toBe('no-cache');
  const manifest = (await response.json()) as {
    name: string;
    start_url: string;
    display: string;
    theme_color: string;
    icons: Array<{ src: string; sizes: string; purpose: string }>;
  };
  expect(manifest).toMatchObject({
    name: 'the tenancy app',
    start_url: '/',
    display: 'standalone',
    theme_color: '#002a5c',
  });
  for (const icon of manifest.icons) {
    const png = await page.request.get(icon.src);
    expect(png.headers()['content-type']).toBe('image/png');
    // a PNG whose width is the size the manifest says
    const bytes = await png.body();
    expect(bytes.readUInt32BE(16)).toBe(Number(icon.sizes.split('x')[0]));
  }
  expect(manifest.icons.map((i) => `${i.sizes} ${i.purpose}`).sort()).toEqual([
    '192x192 any',
    '192x192 maskable',
    '512x512 any',
    '512x512 maskable',
  ]);

  expect(await controlledByServiceWorker(page)).toMatch(/\/sw\.js$/);
  const worker = await page.request.get('/sw.js');
  expect(worker.headers()['cache-control']).toBe('no-cache');
  expect(worker.headers()['service-worker-allowed']).toBe('/');

  // the browser's own judgement: the manifest parses, and nothing keeps the page from being installed
  // (but the browsing context of the tests, which is a private one)
  const cdp = await page.context().newCDPSession(page);
  const { errors: manifestErrors } = (await cdp.send('Page.getAppManifest')) as { errors: unknown[] };
  expect(manifestErrors).toEqual([]);
  const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
    installabilityErrors: Array<{ errorId: string }>;
  };
  expect(installabilityErrors.map((e) => e.errorId).filter((id) => id !== 'in-incognito')).toEqual([]);
});

test('without a connection, a reload shows the last dashboard with the offline banner; actions say they need a connection; signing out forgets it', async ({
  page,
  context,
}) => {
  await signIn(page, DEMO.demo, { language: 'en', fresh: true });
  await page.goto('/');
  await expect(menu(page)).toBeVisible();
  await controlledByServiceWorker(page);
  // a visit with the worker in control: what it loads is kept
  await page.reload();
  const cards = page.locator('article[data-quantity]');
  await expect(cards.first()).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 20_000 });
  const dashboardUrl = page.url();
  // the profile too, once, online (a section never opened has nothing to show offline)
  await menu(page).getByRole('link', { name: 'Profile settings' }).click();
  await expect(page.locator('form button[type="submit"]').first()).toBeEnabled();
  await menu(page).getByRole('link', { name: 'Consumption' }).click();
  await expect(cards.first()).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 20_000 });
  const quantities = await cards.evaluateAll((all) => all.map((a) => a.getAttribute('data-quantity')));
  const firstCard = (await cards.first().innerText()).trim();
  await expect.poll(() => keptCaches(page)).toBe(1);
  await expect(banner(page)).toHaveCount(0);

  await context.setOffline(true);
  await page.reload();
  await expect(banner(page)).toBeVisible();
  await expect(banner(page)).toHaveText(
    /^Offline — figures as of \d{1,2} \w{3} \d{4}, \d{2}:\d{2}\. Changes need a connection\.$/,
  );
  expect(page.url()).toBe(dashboardUrl);
  await expect(cards).toHaveCount(quantities.length);
  expect(await cards.evaluateAll((all) => all.map((a) => a.getAttribute('data-quantity')))).toEqual(quantities);
  // the same figures as before, to the letter
  expect((await cards.first().innerText()).trim()).toBe(firstCard);

  // an action that needs the services: the profile's form sends nothing and says why
  await menu(page).getByRole('link', { name: 'Profile settings' }).click();
  const save = page.locator('form button[type="submit"]').first();
  await expect(save).toBeDisabled();
  await expect(page.getByText('Needs a connection: you are offline.').first()).toBeVisible();

  // back online: the banner goes, and signing out forgets the kept figures
  await context.setOffline(false);
  await expect(banner(page)).toHaveCount(0);
  await page.locator('#side-menu').getByRole('button', { name: 'Log out' }).click();
  await expect(heading(page)).toHaveText('Log in');
  await expect.poll(() => keptCaches(page)).toBe(0);
  // and the next start without a connection has nothing of the tenant's to show
  await context.setOffline(true);
  await page.goto(dashboardUrl);
  await expect(heading(page)).toBeVisible();
  await expect(cards).toHaveCount(0);
  await expect(banner(page)).toHaveCount(0);
  await expect(menu(page)).toHaveCount(0);
});

test('a remote redeployed while the service worker controls the page is picked up at the next visit, with one reload', async ({
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
  await page.goto(`${portal.url}/t/${tenancy!.id}/alarms`);
  await expect(heading(page)).toHaveText('Alarms');
  await controlledByServiceWorker(page);
  // the alarms remote's manifest, entry and chunks now pass through the worker (and are kept)
  await page.reload();
  await expect(heading(page)).toHaveText('Alarms');
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  const loads = countLoads(page);

  const built = join(work, 'built');
  await buildRelease('mf-alarms', built, `offline-${Date.now()}`);
  const newRoutes = routesFileOf(built);
  expect(newRoutes).not.toBe(oldRoutes);
  cpSync(built, deployed, { recursive: true });

  await menu(page).getByRole('link', { name: 'Consumption' }).click();
  await expect(page).toHaveURL(new RegExp(`/t/${tenancy!.id}$`));
  await menu(page).getByRole('link', { name: 'Alarm settings' }).click();
  await expect(page).toHaveURL(new RegExp(`/t/${tenancy!.id}/alarms$`));
  await expect(heading(page)).toHaveText('Alarms');
  await expect.poll(() => requested.includes(`/${newRoutes}`)).toBe(true);
  expect(loads.loads).toBe(1);
  // and it stays on the new release
  await menu(page).getByRole('link', { name: 'Consumption' }).click();
  await menu(page).getByRole('link', { name: 'Alarm settings' }).click();
  await expect(heading(page)).toHaveText('Alarms');
  expect(loads.loads).toBe(1);
  expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
});
