import { expect, test, type Page } from '@playwright/test';
import { BASE_OFFSET, remoteByDir } from '../support/portal.ts';
import { DEMO, signIn, tenanciesOf } from '../support/session.ts';

/**
 * One path per route group of each remote, and the heading it shows: the placeholder's for remotes
 * still to be filled, the screen's own for mf-auth. `:id` is the signed-in demo tenant's first tenancy.
 */
const REMOTE_ROUTES: Array<[path: string, heading: string, placeholder: boolean]> = [
  ['/t/:id/profile', 'Profile settings', false],
  ['/t/:id/settings', 'Tenancy info', false],
  ['/t/:id', 'mf-consumption: dashboard', true],
  ['/t/:id/consumption/heat-energy', 'mf-consumption: consumption/:quantity', true],
  ['/t/:id/consumption/indoor-climate', 'mf-consumption: consumption/indoor-climate', true],
  ['/t/:id/consumption/cold-water-volume/meter/42', 'mf-consumption: consumption/:quantity/meter/:meterId', true],
  ['/t/:id/alarms/new-alarm', 'mf-alarms: alarms/new-alarm', true],
  ['/t/:id/notifications/3', 'mf-alarms: notifications/:notificationId', true],
  ['/t/:id/statements/federation-probe', 'mf-statements: statements', true],
  ['/report/abc', 'mf-report: report/:code', true],
];

/** mf-auth's screens that need no session, in the public layout or on their own. */
const PUBLIC_ROUTES: Array<[path: string, heading: string]> = [
  ['/login', 'Log in'],
  ['/signup/email', 'Sign up with e-mail'],
  ['/login/email/forgot-password', 'Forgot password'],
  ['/impersonate/abc', 'Signing in as the user…'],
];

const heading = (page: Page) => page.getByRole('heading', { level: 1 });

/** Signs the page in as the demo tenant (tokens in storage, as after a login); their first tenancy's id. */
async function signedInTenancy(page: Page): Promise<string> {
  const tokens = await signIn(page, DEMO.demo, { language: 'en' });
  return (await tenanciesOf(page.request, tokens))[0]!.id;
}

test('every remote route renders inside the shell', async ({ page }) => {
  const id = await signedInTenancy(page);
  for (const [pattern, text, placeholder] of REMOTE_ROUTES) {
    const path = pattern.replace(':id', id);
    await page.goto(path);
    await expect(heading(page), path).toHaveText(text);
    if (placeholder) await expect(page.getByTestId('probe-path')).toHaveText(path);
    if (path.startsWith('/t/')) await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
  }
});

test("mf-auth's public screens render in the shell without a session", async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('nucleolus.language', 'en'));
  for (const [path, text] of PUBLIC_ROUTES) {
    await page.goto(path);
    await expect(heading(page), path).toHaveText(text);
  }
  // the public layout is the shell's: its language switcher is around mf-auth's screen
  await page.goto('/login');
  await expect(page.getByTestId('language-switcher')).toBeVisible();
});

test('React, the router, the query cache, the store and i18n are single instances', async ({ page }) => {
  const id = await signedInTenancy(page);
  const entry = (name: string) => page.locator(`[data-menu-entry="${name}"]`);
  await page.goto(`/t/${id}/statements/federation-probe`);
  await expect(heading(page)).toHaveText('mf-statements: statements');
  await entry('alarms').click();
  await expect(heading(page)).toHaveText('mf-alarms: alarms');
  const allSame = JSON.stringify({ react: true, reactRouter: true, jotai: true, reactQuery: true, reactI18next: true });
  await expect(page.getByTestId('probe-modules')).toHaveText(allSame);
  await expect(page.getByTestId('probe-params')).toHaveText(JSON.stringify({ tenancyId: id }));

  // set in the remote, read in the shell (client-side navigation: same page, same instances)
  await page.getByRole('button', { name: 'Set shared values from mf-alarms' }).click();
  await page.getByRole('button', { name: 'Switch language from mf-alarms' }).click();
  await entry('help').click();
  await expect(heading(page)).toHaveText('shell: help');
  await expect(page.getByTestId('probe-atom')).toHaveText('from-mf-alarms');
  await expect(page.getByTestId('probe-query')).toHaveText('from-mf-alarms');
  await expect(page.getByTestId('probe-language')).toHaveText('da');
  // the shell's own texts followed the language switched in the remote
  await expect(entry('help')).toHaveText(/Hjælp/);

  // set in the shell, read in another remote (back through the history to mf-statements)
  await page.getByRole('button', { name: 'Set shared values from shell' }).click();
  await page.getByRole('button', { name: 'Switch language from shell' }).click();
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(heading(page)).toHaveText('mf-alarms: alarms');
  await page.getByRole('button', { name: 'Back' }).click();
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
    await expect(heading(page)).toHaveText(/Log in|Logg inn/);
  }
});

test('a remote only loads when one of its routes is visited (preloading off)', async ({ page }) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));
  await page.route('**/config.json', async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, json: { ...(await response.json()), preload: false } });
  });
  const id = await signedInTenancy(page);
  await page.goto(`/t/${id}/help`);
  await expect(heading(page)).toHaveText('shell: help');
  const statementsPort = String(remoteByDir('mf-statements').port + BASE_OFFSET);
  expect(requested.some((url) => url.includes(`:${statementsPort}/`))).toBe(false);
  await page.getByRole('link', { name: 'Allocation statements' }).click();
  await expect(page).toHaveURL(new RegExp(`/t/${id}/statements$`));
  await expect(heading(page)).toBeVisible();
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
