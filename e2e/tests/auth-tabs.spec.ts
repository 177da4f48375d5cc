import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { BASE_OFFSET, shellUrl, startPortal, type Portal } from '../support/portal.ts';
import { serviceEnv, startServices, type Services } from '../support/services.ts';
import { DEMO, gql, impersonationToken, logInThroughForm } from '../support/session.ts';

// SPEC §4: access tokens are refreshed 5 s before they expire, and the services rotate refresh tokens,
// taking a second use of one as theft. Several tabs share one session: they must take turns to refresh,
// and end the session together. These suites run on services of their own whose access tokens live
// 30 seconds (the shared services' live an hour), so that an expiry happens within a test.
const OFFSET = BASE_OFFSET + 70;
const ACCESS_TTL_SEC = 30;
let services: Services;
let portal: Portal;

test.describe.configure({ mode: 'serial', timeout: 180_000 });
test.use({ baseURL: shellUrl(OFFSET) });

test.beforeAll(async () => {
  test.setTimeout(600_000);
  services = await startServices(OFFSET, { env: { ACCESS_TTL_SEC: String(ACCESS_TTL_SEC) } });
  portal = await startPortal(OFFSET, {}, serviceEnv(OFFSET));
});

test.afterAll(async () => {
  await portal?.stop();
  await services?.stop();
});

test.beforeEach(async ({ context }) => {
  await context.addInitScript(() => {
    if (!localStorage.getItem('nucleolus.language')) localStorage.setItem('nucleolus.language', 'en');
    localStorage.setItem('nucleolus.hasOnboarded', 'true');
    localStorage.setItem('nucleolus.dataPolicyAcknowledgedAt', new Date().toISOString());
  });
});

const menu = (page: Page) => page.getByRole('navigation', { name: 'Main menu' });
const heading = (page: Page) => page.getByRole('heading', { level: 1 });

/** Every refresh the browser sends, by service, with the refresh token it spent. */
function recordRefreshes(context: BrowserContext) {
  const spent = { main: [] as string[], data: [] as string[] };
  context.on('request', (request) => {
    const body = request.postData();
    if (request.method() !== 'POST' || !body || !/mutation \w*RefreshToken\b/.test(body)) return;
    const service = request.url() === services.mainUrl ? 'main' : 'data';
    spent[service].push((JSON.parse(body) as { variables: { refreshToken: string } }).variables.refreshToken);
  });
  return spent;
}

/** Two tabs of one browser, signed in as the demo tenant in the first; the second opens the portal. */
async function twoTabs(context: BrowserContext) {
  const first = await context.newPage();
  await logInThroughForm(first, DEMO.demo.email, DEMO.demo.password);
  await expect(menu(first)).toBeVisible();
  const second = await context.newPage();
  await second.goto('/');
  await expect(menu(second)).toBeVisible();
  return [first, second] as const;
}

/** Moves a tab to another screen of its tenancy, which asks both services for data. */
async function openAlarms(page: Page) {
  await menu(page).getByRole('link', { name: 'Alarm settings' }).click();
  await expect(heading(page)).toHaveText('Alarms');
}

test('two tabs through an access-token expiry: both stay signed in, with one refresh per service', async ({
  context,
}) => {
  const spent = recordRefreshes(context);
  const [first, second] = await twoTabs(context);
  // Both tabs' timers fall due at the same moment (the tokens are the same); one tab refreshes.
  await expect
    .poll(() => spent.data.length + spent.main.length, { timeout: ACCESS_TTL_SEC * 1000 + 10_000 })
    .toBeGreaterThanOrEqual(2);
  await openAlarms(first);
  await openAlarms(second);
  expect(spent.data).toHaveLength(1);
  expect(spent.main).toHaveLength(1);
  for (const page of [first, second]) {
    await expect(page).toHaveURL(/\/alarms$/);
    await expect(page.getByTestId('session-ended')).toHaveCount(0);
  }
});

test('a session the service ended (its refresh token used twice) ends in both tabs, each with the expiry text', async ({
  context,
  request,
}) => {
  const [first, second] = await twoTabs(context);
  // Someone replays the tabs' refresh token after it was spent: the service revokes the whole family.
  const stolen = await first.evaluate(() => localStorage.getItem('nucleolus.refreshToken'));
  const refresh = 'mutation ($r: String!) { refreshToken(refreshToken: $r) { token refreshToken } }';
  await gql(request, services.dataUrl, refresh, { r: stolen });
  await expect(gql(request, services.dataUrl, refresh, { r: stolen })).rejects.toThrow();

  // The next request of either tab is refused (a screen still loading, or the reload); that tab's
  // refresh is too, and both tabs end.
  await first.reload();
  for (const page of [first, second]) {
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByTestId('session-ended')).toHaveText('Your log in expired. Please log in again.');
  }
  expect(await second.evaluate(() => localStorage.getItem('nucleolus.token'))).toBeNull();
});

test('a logout in one tab logs out the other, which says nothing of an expiry', async ({ context }) => {
  const [first, second] = await twoTabs(context);
  await second.getByRole('button', { name: 'Log out' }).click();
  for (const page of [second, first]) {
    await expect(page).toHaveURL(/\/login$/);
    await expect(heading(page)).toHaveText('Log in');
    await expect(page.getByTestId('session-ended')).toHaveCount(0);
  }
  // the tenant's data is gone from the tab that did not log out
  await first.goto('/t/1');
  await expect(first).toHaveURL(/\/login$/);
});

test("an impersonated tab refreshes on its own, and neither ends the resident's tabs nor ends with them", async ({
  context,
  request,
}) => {
  const spent = recordRefreshes(context);
  const [resident] = await twoTabs(context);
  const token = await impersonationToken(request, DEMO.other.email, services);
  const support = await context.newPage();
  await support.goto(`/impersonate/${token}`);
  await expect(support.getByTestId('impersonation-banner')).toContainText(DEMO.other.email);
  // through an expiry of its access token: it refreshes its own pair, from its own session storage
  await expect.poll(() => spent.data.length, { timeout: ACCESS_TTL_SEC * 1000 + 10_000 }).toBeGreaterThanOrEqual(2);
  await openAlarms(support);
  await expect(support.getByTestId('impersonation-banner')).toContainText(DEMO.other.email);
  expect(new Set(spent.data).size).toBe(spent.data.length);

  // the resident logs out: the support agent's tab goes on
  await resident.getByRole('button', { name: 'Log out' }).click();
  await expect(resident).toHaveURL(/\/login$/);
  await menu(support).getByRole('link', { name: 'Tenancy info' }).click();
  await expect(heading(support)).toHaveText('Tenancy info');
  await expect(support.getByTestId('impersonation-banner')).toContainText(DEMO.other.email);
});

test("a device clock a minute slow: the tab refreshes when the service's time says so, and stays signed in", async ({
  context,
}) => {
  const spent = recordRefreshes(context);
  const page = await context.newPage();
  // the page's clock runs a minute behind the services' (timers still run at their normal pace)
  await page.clock.install({ time: Date.now() - 60_000 });
  await logInThroughForm(page, DEMO.demo.email, DEMO.demo.password);
  await expect(menu(page)).toBeVisible();
  // by the device's clock the 30-second token has 90 s left; by the services' it expires in 30
  await expect.poll(() => spent.data.length, { timeout: ACCESS_TTL_SEC * 1000 + 10_000 }).toBeGreaterThanOrEqual(1);
  await openAlarms(page);
  await expect(page).toHaveURL(/\/alarms$/);
  await expect(page.getByTestId('session-ended')).toHaveCount(0);
  expect(spent.data).toHaveLength(1);
  // the main service's refresh is its own, and may come a moment after the data service's
  await expect.poll(() => spent.main.length).toBe(1);
});

test('a burst of refused requests (an access token the service no longer takes) makes one refresh per service', async ({
  context,
}) => {
  const spent = recordRefreshes(context);
  const page = await context.newPage();
  await logInThroughForm(page, DEMO.demo.email, DEMO.demo.password);
  await expect(menu(page)).toBeVisible();
  // access tokens that still read as valid, but whose signature the services refuse ("login-required")
  await page.evaluate(() => {
    for (const key of ['nucleus.token', 'nucleolus.token']) {
      const token = localStorage.getItem(key)!;
      localStorage.setItem(key, `${token.slice(0, -4)}AAAA`);
    }
  });
  const refused: string[] = [];
  page.on('response', (response) => {
    if (response.request().method() === 'POST' && /graphql$/.test(response.url())) {
      // (a response the page navigated away from has no body left to read)
      void response
        .text()
        .then((body) => {
          if (body.includes('login-required')) refused.push(response.url());
        })
        .catch(() => undefined);
    }
  });
  // the dashboard asks both services many things at once
  await page.reload();
  await expect(menu(page)).toBeVisible();
  await expect(page.getByTestId('rating-card')).toBeVisible();
  await openAlarms(page);
  expect(refused.length).toBeGreaterThanOrEqual(2);
  expect(spent.data).toHaveLength(1);
  expect(spent.main).toHaveLength(1);
  await expect(page.getByTestId('session-ended')).toHaveCount(0);
});
