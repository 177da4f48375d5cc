import { expect, test, type Page, type Request } from '@playwright/test';
import { BASE_OFFSET, remoteByDir } from '../support/portal.ts';
import { DEMO, logInThroughForm, signIn, tenanciesOf } from '../support/session.ts';

// The composition is checked on each app's federation probe (/_federation/<app>): a diagnostics page
// compiled into that app, mounted because the suites' portal runs with diagnostics on. The feature
// suites check the real screens.
const REMOTES = ['mf-auth', 'mf-consumption', 'mf-alarms', 'mf-statements', 'mf-report'] as const;
const ALL_SAME = JSON.stringify({ react: true, reactRouter: true, jotai: true, reactQuery: true, reactI18next: true });

const heading = (page: Page) => page.getByRole('heading', { level: 1 });
const probeLink = (page: Page, app: string) => page.getByRole('link', { name: `Probe of ${app}`, exact: true });

test("every remote's code renders inside the shell, on the shell's libraries", async ({ page }) => {
  for (const app of REMOTES) {
    await page.goto(`/_federation/${app}`);
    await expect(heading(page), app).toHaveText(`${app}: probe`);
    await expect(page.getByTestId('probe-path')).toHaveText(`/_federation/${app}`);
    await expect(page.getByTestId('probe-modules'), app).toHaveText(ALL_SAME);
  }
});

test('React, the router, the query cache, the store and i18n are single instances', async ({ page }) => {
  await page.goto('/_federation/mf-alarms');
  await expect(heading(page)).toHaveText('mf-alarms: probe');
  await expect(page.getByTestId('probe-language')).toHaveText('nb');

  // set in a remote, read in the shell (client-side navigation: same page, same instances)
  await page.getByRole('button', { name: 'Set shared values from mf-alarms' }).click();
  await page.getByRole('button', { name: 'Switch language from mf-alarms' }).click();
  await probeLink(page, 'shell').click();
  await expect(heading(page)).toHaveText('shell: probe');
  await expect(page.getByTestId('probe-atom')).toHaveText('from-mf-alarms');
  await expect(page.getByTestId('probe-query')).toHaveText('from-mf-alarms');
  await expect(page.getByTestId('probe-language')).toHaveText('da');

  // set in the shell, read in another remote
  await page.getByRole('button', { name: 'Set shared values from shell' }).click();
  await page.getByRole('button', { name: 'Switch language from shell' }).click();
  await probeLink(page, 'mf-statements').click();
  await expect(heading(page)).toHaveText('mf-statements: probe');
  await expect(page.getByTestId('probe-atom')).toHaveText('from-shell');
  await expect(page.getByTestId('probe-query')).toHaveText('from-shell');
  await expect(page.getByTestId('probe-language')).toHaveText('en');
  await expect(page.getByTestId('probe-modules')).toHaveText(ALL_SAME);
});

/** mf-auth's screens that need no session, in the public layout or on their own. */
const PUBLIC_ROUTES: Array<[path: string, heading: string]> = [
  ['/login', 'Log in'],
  ['/signup/email', 'Sign up with e-mail'],
  ['/login/email/forgot-password', 'Forgot password'],
  ['/impersonate/abc', 'Signing in as the user…'],
];

test("mf-auth's public screens render in the shell without a session", async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('nucleolus.language', 'en'));
  // no request of these pages fails (a missing favicon was one), and none loads the signed-in layout
  const failed: string[] = [];
  const signedInLayout: string[] = [];
  page.on('response', (response) => {
    if (response.status() >= 400) failed.push(`${response.status()} ${response.url()}`);
    if (response.url().includes('/signed-in-layout.')) signedInLayout.push(response.url());
  });
  for (const [path, text] of PUBLIC_ROUTES) {
    await page.goto(path);
    await expect(heading(page), path).toHaveText(text);
  }
  // the public layout is the shell's: its language switcher is around mf-auth's screen
  await page.goto('/login');
  await expect(page.getByTestId('language-switcher')).toBeVisible();
  expect(failed).toEqual([]);
  expect(signedInLayout).toEqual([]);
});

test('unknown paths and the bare root go to /login', async ({ page }) => {
  for (const path of ['/', '/t', '/nowhere/at/all']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/login$/);
    await expect(heading(page)).toBeVisible();
  }
});

test('without diagnostics the probes are unknown paths', async ({ page }) => {
  await page.route('**/config.json', async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, json: { ...(await response.json()), diagnostics: false } });
  });
  for (const path of ['/_federation/shell', '/_federation/mf-alarms']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/login$/);
  }
});

test('a remote only loads when one of its routes is visited (preloading off)', async ({ page }) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));
  await page.route('**/config.json', async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, json: { ...(await response.json()), preload: false } });
  });
  await page.goto('/_federation/shell');
  await expect(heading(page)).toHaveText('shell: probe');
  const statementsPort = String(remoteByDir('mf-statements').port + BASE_OFFSET);
  expect(requested.some((url) => url.includes(`:${statementsPort}/`))).toBe(false);
  await probeLink(page, 'mf-statements').click();
  await expect(heading(page)).toHaveText('mf-statements: probe');
  expect(requested.some((url) => url.includes(`:${statementsPort}/`))).toBe(true);
});

type Asked = string | RegExp | ((request: Request) => boolean);

/**
 * Holds the responses to `held` until the page asks for everything `asked` matches (or `ms` pass), then
 * lets them go: the answer says whether `asked` came first, which only what loaded before `held` can
 * have requested.
 */
async function holdUntilAsked(page: Page, held: string | RegExp, asked: Asked | Asked[], ms: number) {
  const came = Promise.all([asked].flat().map((one) => page.waitForRequest(one, { timeout: ms }))).then(
    () => true,
    () => false,
  );
  let first = false;
  await page.route(held, async (route) => {
    first = await came;
    await route.continue();
  });
  return () => first;
}

test("a first visit asks for the opened screen's files beside its remote's entry, from the manifest, each once", async ({
  page,
}) => {
  const tokens = await signIn(page, DEMO.demo, { language: 'en' });
  const [tenancy] = await tenanciesOf(page.request, tokens);
  if (!tenancy) throw new Error('the demo tenant has no tenancy');
  const alarms = `http://localhost:${remoteByDir('mf-alarms').port + BASE_OFFSET}`;
  const screenChunk = /\/screen-alarms\.\w+\.js$/;
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));
  // The remote's entry is held until the screen's chunk is asked for, which only the manifest can have
  // named then (the routes module runs after the entry). Without it, the entry goes on after 15 s.
  const heldUntilScreen = await holdUntilAsked(page, `${alarms}/remoteEntry.js`, screenChunk, 15_000);
  await page.goto(`/t/${tenancy.id}/alarms`);
  await expect(page.getByRole('heading', { level: 1, name: 'Alarms' })).toBeVisible();
  expect(heldUntilScreen()).toBe(true);

  const preloaded = (
    await page.locator('head link[rel="preload"]').evaluateAll((links) => links.map((l) => (l as HTMLLinkElement).href))
  ).filter((href) => href.startsWith(`${alarms}/`));
  expect(preloaded.some((href) => screenChunk.test(href))).toBe(true);
  expect(preloaded.some((href) => /\/texts-en\.\w+\.js$/.test(href))).toBe(true);
  // the router's own loading of the screen took the preloaded files instead of asking again
  for (const href of preloaded)
    expect(
      requested.filter((url) => url === href),
      href,
    ).toHaveLength(1);
});

test("the opened page's remote manifest and screen files, and the shell's texts, are asked for while main.js downloads, each once", async ({
  page,
}) => {
  const auth = `http://localhost:${remoteByDir('mf-auth').port + BASE_OFFSET}`;
  const manifestUrl = `${auth}/mf-manifest.json`;
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));
  // The shell's script is held until the manifest, the remote's entry, routes module and texts and the
  // shell's own texts are asked for, which only index.html's inline script can do then. Without it, the
  // script goes on after 10 s.
  const early = [
    manifestUrl,
    `${auth}/remoteEntry.js`,
    /:\d+\/__federation_expose_routes\.\w+\.js$/,
    /:\d+\/texts-en\.\w+\.js$/,
    /\/common-texts-en\.\w+\.js$/,
  ];
  const heldUntilEarly = await holdUntilAsked(page, /\/main\.\w+\.js$/, early, 10_000);
  await page.addInitScript(() => localStorage.setItem('nucleolus.language', 'en'));
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
  expect(heldUntilEarly()).toBe(true);
  // the runtime took the inline script's answer instead of asking again, and the configuration too;
  // the scripts the inline script preloaded were fetched once
  expect(requested.filter((url) => url === manifestUrl)).toHaveLength(1);
  expect(requested.filter((url) => new URL(url).pathname === '/config.json')).toHaveLength(1);
  const preloaded = await page
    .locator('head link[rel="preload"]')
    .evaluateAll((links) => links.map((l) => (l as HTMLLinkElement).href));
  expect(preloaded.length).toBeGreaterThanOrEqual(4);
  for (const href of preloaded)
    expect(
      requested.filter((url) => url === href),
      href,
    ).toHaveLength(1);
});

test("a returning tenant's session is asked for while main.js downloads, and taken once", async ({ page }) => {
  const tokens = await signIn(page, DEMO.demo, { language: 'en' });
  const [tenancy] = await tenanciesOf(page.request, tokens);
  if (!tenancy) throw new Error('the demo tenant has no tenancy');
  const sessionPosts: string[] = [];
  page.on('request', (request) => {
    const body = request.method() === 'POST' ? (request.postData() ?? '') : '';
    if (/"operationName":"(DataMe|MainMe)"/.test(body)) sessionPosts.push(body);
  });
  // The shell's script is held until both services have been asked for the user, which only
  // index.html's inline script can do then. Without it, the script goes on after 10 s.
  const asking = (operation: string) => (request: Request) =>
    (request.postData() ?? '').includes(`"operationName":"${operation}"`);
  const heldUntilSession = await holdUntilAsked(page, /\/main\.\w+\.js$/, [asking('DataMe'), asking('MainMe')], 10_000);
  await page.goto(`/t/${tenancy.id}`);
  await expect(page.getByTestId('rating-basis')).toBeVisible();
  expect(heldUntilSession()).toBe(true);
  // the shell's clients took those answers instead of asking again: one request each, the data
  // service's with the user's units beside the user
  expect(sessionPosts).toHaveLength(2);
  expect(sessionPosts.some((body) => body.includes('"operationName":"UserUnits"'))).toBe(true);
});

test("a remote's standalone page works without the shell", async ({ page }) => {
  const alarms = remoteByDir('mf-alarms');
  await page.goto(`http://localhost:${alarms.port + BASE_OFFSET}/_federation/mf-alarms`);
  await expect(heading(page)).toHaveText('mf-alarms: probe');
  await expect(page.locator('[data-standalone="mf_alarms"]')).toBeVisible();
  await expect(page.getByTestId('probe-modules')).toHaveText('no host');
  await page.getByRole('button', { name: 'Set shared values from mf-alarms' }).click();
  await expect(page.getByTestId('probe-atom')).toHaveText('from-mf-alarms');
});

test("a signed-out visitor's page preloads only the login's and the dashboard's remotes, and a tenant's sections once signed in", async ({
  page,
}) => {
  const entryOf = (app: (typeof REMOTES)[number]) =>
    `http://localhost:${remoteByDir(app).port + BASE_OFFSET}/remoteEntry.js`;
  const entries: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/remoteEntry.js')) entries.push(request.url());
  });
  const preloaded = page.locator('html[data-remotes-preloaded="true"]');
  await page.addInitScript(() => localStorage.setItem('nucleolus.language', 'en'));
  await page.goto('/login');
  await expect(heading(page)).toHaveText('Log in');
  await expect(preloaded).toBeAttached();
  expect(new Set(entries)).toEqual(new Set([entryOf('mf-auth'), entryOf('mf-consumption')]));

  // The form's helper opens /login again, a new page whose own signed-out preloads mark the page as
  // preloaded again; so the sign-in's preloads are awaited by their requests, not by that mark.
  await logInThroughForm(page, DEMO.demo.email, DEMO.demo.password);
  await expect(page.getByTestId('rating-card')).toBeVisible();
  await expect.poll(() => new Set(entries)).toEqual(new Set(REMOTES.map(entryOf)));
});
