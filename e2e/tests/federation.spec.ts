import { expect, test, type Page } from '@playwright/test';
import { BASE_OFFSET, remoteByDir } from '../support/portal.ts';

/** One path per route group of each remote, and the heading its placeholder shows. */
const REMOTE_ROUTES: Array<[path: string, heading: string]> = [
  ['/login', 'mf-auth: login'],
  ['/signup/email', 'mf-auth: signup/email'],
  ['/no-tenancies', 'mf-auth: no-tenancies'],
  ['/impersonate/abc', 'mf-auth: impersonate/:token'],
  ['/t/7/profile', 'mf-auth: profile'],
  ['/t/7/settings', 'mf-auth: settings'],
  ['/t/7', 'mf-consumption: dashboard'],
  ['/t/7/consumption/heat-energy', 'mf-consumption: consumption/:quantity'],
  ['/t/7/consumption/indoor-climate', 'mf-consumption: consumption/indoor-climate'],
  ['/t/7/consumption/cold-water-volume/meter/42', 'mf-consumption: consumption/:quantity/meter/:meterId'],
  ['/t/7/alarms/new-alarm', 'mf-alarms: alarms/new-alarm'],
  ['/t/7/notifications/3', 'mf-alarms: notifications/:notificationId'],
  ['/t/7/statements', 'mf-statements: statements'],
  ['/report/abc', 'mf-report: report/:code'],
];

const heading = (page: Page) => page.getByRole('heading', { level: 1 });

test('every remote route renders inside the shell', async ({ page }) => {
  for (const [path, text] of REMOTE_ROUTES) {
    await page.goto(path);
    await expect(heading(page), path).toHaveText(text);
    await expect(page.getByTestId('probe-path')).toHaveText(path);
  }
});

test('React, the router, the query cache, the store and i18n are single instances', async ({ page }) => {
  await page.goto('/t/7/alarms');
  await expect(heading(page)).toHaveText('mf-alarms: alarms');
  const allSame = JSON.stringify({ react: true, reactRouter: true, jotai: true, reactQuery: true, reactI18next: true });
  await expect(page.getByTestId('probe-modules')).toHaveText(allSame);
  await expect(page.getByTestId('probe-params')).toHaveText('{"tenancyId":"7"}');

  // set in the remote, read in the shell (client-side navigation: same page, same instances)
  await page.getByRole('button', { name: 'Set shared values from mf-alarms' }).click();
  await page.getByRole('button', { name: 'Switch language from mf-alarms' }).click();
  await page.getByRole('link', { name: 'Help' }).click();
  await expect(heading(page)).toHaveText('shell: help');
  await expect(page.getByTestId('probe-atom')).toHaveText('from-mf-alarms');
  await expect(page.getByTestId('probe-query')).toHaveText('from-mf-alarms');
  await expect(page.getByTestId('probe-language')).toHaveText('da');

  // set in the shell, read in another remote
  await page.getByRole('button', { name: 'Set shared values from shell' }).click();
  await page.getByRole('button', { name: 'Switch language from shell' }).click();
  await page.getByRole('link', { name: 'Allocation statements' }).click();
  await expect(heading(page)).toHaveText('mf-statements: statements');
  await expect(page.getByTestId('probe-atom')).toHaveText('from-shell');
  await expect(page.getByTestId('probe-query')).toHaveText('from-shell');
  await expect(page.getByTestId('probe-language')).toHaveText('en');
  await expect(page.getByTestId('probe-modules')).toHaveText(allSame);
});

test('unknown paths and the bare root go to /login', async ({ page }) => {
  for (const path of ['/', '/t', '/nowhere/at/all']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/login$/);
    await expect(heading(page)).toHaveText('mf-auth: login');
  }
});

test('a remote only loads when one of its routes is visited (preloading off)', async ({ page }) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));
  await page.route('**/config.json', async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, json: { ...(await response.json()), preload: false } });
  });
  await page.goto('/t/7/help');
  await expect(heading(page)).toHaveText('shell: help');
  const statementsPort = String(remoteByDir('mf-statements').port + BASE_OFFSET);
  expect(requested.some((url) => url.includes(`:${statementsPort}/`))).toBe(false);
  await page.getByRole('link', { name: 'Allocation statements' }).click();
  await expect(heading(page)).toHaveText('mf-statements: statements');
  expect(requested.some((url) => url.includes(`:${statementsPort}/`))).toBe(true);
});

test("a remote's standalone page works without the shell", async ({ page }) => {
  const alarms = remoteByDir('mf-alarms');
  await page.goto(`http://localhost:${alarms.port + BASE_OFFSET}/t/5/alarms/new-alarm`);
  await expect(heading(page)).toHaveText('mf-alarms: alarms/new-alarm');
  await expect(page.locator('[data-standalone="mf_alarms"]')).toBeVisible();
  await expect(page.getByTestId('probe-params')).toHaveText('{"tenancyId":"5"}');
  await expect(page.getByTestId('probe-modules')).toHaveText('no host');
  await page.getByRole('button', { name: 'Set shared values from mf-alarms' }).click();
  await expect(page.getByTestId('probe-atom')).toHaveText('from-mf-alarms');
});
