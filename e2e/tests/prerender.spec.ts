// The login page rendered ahead by the shell's server (docs/decisions/0090): on screen before the
// shell's script has run, inert until the shell's first render replaces it with the same screen, and
// hidden before it shows when this tab will open on something else.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { layoutShifts, openHeld, recordLayoutShifts } from '../support/held-start.ts';
import { rendererPath } from '../../scripts/lib/prerender.mjs';
import { runtimeConfig } from '../../scripts/lib/runtime-config.mjs';

/** The markup React drew, without the separators a server render puts between adjacent texts. */
const rootMarkup = (page: Page) => page.locator('#root').evaluate((root) => root.innerHTML.replace(/<!--.*?-->/g, ''));

test.beforeEach(async ({ page }) => {
  // every layout shift of the page from its start (the replacement must move nothing)
  await recordLayoutShifts(page);
});

for (const width of [412, 1280]) {
  test(`at ${width} px the login page is on screen before the shell's script runs, and the shell's first render is the same screen`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    const release = await openHeld(page, '/login');
    // the deployment's language (the suites' portal starts in Norwegian), the brand's title
    await expect(page.locator('#root h1')).toHaveText('Logg inn');
    await expect(page.locator('html')).toHaveAttribute('lang', 'nb');
    await expect(page).toHaveTitle('Logg inn · Beboer App');
    // nothing to use yet: inert, out of the accessibility tree, and the start-up bar says it loads
    await expect(page.locator('#root')).toHaveJSProperty('inert', true);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(0);
    await expect(page.getByRole('progressbar')).toHaveAccessibleName('Laster inn…');
    const ahead = await rootMarkup(page);

    release();
    await expect(page.getByRole('heading', { level: 1, name: 'Logg inn' })).toBeVisible();
    await expect(page.locator('html')).not.toHaveAttribute('data-prerendered');
    await expect(page.locator('#root')).toHaveJSProperty('inert', false);
    await expect(page.getByRole('progressbar')).toHaveCount(0);
    await expect(page.locator('style[data-prerendered]')).toHaveCount(0);
    expect(await rootMarkup(page)).toBe(ahead);
    expect(await layoutShifts(page)).toEqual([]);
    // and it works: the e-mail login opens in the page
    await page.getByRole('link', { name: 'Logg inn med e-post' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Logg inn med e-post' })).toBeVisible();
  });
}

test("a link's language is rendered; an unknown one is the deployment's", async ({ request }) => {
  const english = await request.get('/login?language=en');
  const html = await english.text();
  expect(html).toContain('<html lang="en"');
  expect(html).toContain('<h1>Log in</h1>');
  expect(html).toContain('<title>Log in · the tenancy app</title>');
  expect(await (await request.get('/login?language=xx')).text()).toContain('<h1>Logg inn</h1>');
});

test('the page is sent compressed and never cached; the other public paths get the page without a screen', async ({
  request,
}) => {
  const login = await request.get('/login', { headers: { 'accept-encoding': 'br' } });
  expect(login.headers()['content-encoding']).toBe('br');
  expect(login.headers()['cache-control']).toBe('no-cache');
  expect(login.headers()['content-security-policy']).toBe("frame-ancestors 'self'");
  expect(await login.text()).toContain('<div id="root" data-prerendered inert aria-hidden="true">');
  for (const path of ['/login/email', '/signup', '/']) {
    expect(await (await request.get(path)).text(), path).toContain('<div id="root"></div>');
  }
});

test('a tab that chose another language never shows the rendered page, and opens in its language', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('nucleolus.language', 'en'));
  const release = await openHeld(page, '/login');
  await expect(page.locator('html')).toHaveAttribute('data-prerendered', 'off');
  await expect(page.locator('#root h1')).toBeHidden();
  await expect(page.locator('[data-testid=start-progress]')).toBeHidden();
  release();
  await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
  await expect(page.locator('html')).not.toHaveAttribute('data-prerendered');
  await expect(page.locator('style[data-prerendered]')).toHaveCount(0);
});

test('a tab with a session never shows the rendered page', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('nucleolus.token', 'stored'));
  await openHeld(page, '/login');
  await expect(page.locator('html')).toHaveAttribute('data-prerendered', 'off');
  await expect(page.locator('#root h1')).toBeHidden();
});

test('a tab that made the cookie choice is shown the rendered page without the banner', async ({ page, context }) => {
  await context.addCookies([{ name: 'cookieAccepted', value: 'false', url: 'http://localhost' }]);
  const release = await openHeld(page, '/login');
  await expect(page.locator('#root h1')).toHaveText('Logg inn');
  await expect(page.locator('#root .cookie-banner')).toBeHidden();
  release();
  await expect(page.getByRole('heading', { level: 1, name: 'Logg inn' })).toBeVisible();
  await expect(page.locator('html')).not.toHaveAttribute('data-prerendered-banner');
  await expect(page.getByTestId('cookie-banner')).toHaveCount(0);
  expect(await layoutShifts(page)).toEqual([]);
});

test('the renderer renders pages asked for at once each whole, with its own style sheets', async () => {
  // the renderer the suites' portal serves from (the shell's build)
  const renderer = rendererPath(join(import.meta.dirname, '../../shell/dist'));
  const { prerender } = createRequire(import.meta.url)(renderer);
  const config = runtimeConfig({ PORTAL_BRAND: 'partner' });
  const pages = await Promise.all(['nb', 'en', 'da'].map((language) => prerender(config, '/login', language)));
  expect(pages.map((page) => [page.language, page.brand, /<h1>([^<]+)<\/h1>/.exec(page.markup)?.[1]])).toEqual([
    ['nb', 'partner', 'Logg inn'],
    ['en', 'partner', 'Log in'],
    ['da', 'partner', 'Log ind'],
  ]);
  for (const page of pages) {
    expect(
      page.styleSheets.some((sheet: string) => sheet.includes('.pui-button{')),
      page.language,
    ).toBe(true);
    expect(
      page.styleSheets.some((sheet: string) => sheet.includes('.auth-screen{')),
      page.language,
    ).toBe(true);
  }
});

test('a static host gets the pages as files for the deployment the environment describes', () => {
  const out = mkdtempSync(join(tmpdir(), 'portal-prerendered-'));
  try {
    const written = spawnSync(process.execPath, ['scripts/prerender-pages.mjs', '--out', out], {
      cwd: join(import.meta.dirname, '../..'),
      env: { ...process.env, PORTAL_BRAND: 'denmark' },
      encoding: 'utf8',
    });
    expect(written.status, written.stderr).toBe(0);
    for (const [language, heading] of [
      ['da', 'Log ind'],
      ['en', 'Log in'],
      ['nb', 'Logg inn'],
    ]) {
      const html = readFileSync(join(out, `login.${language}.html`), 'utf8');
      expect(html).toContain(`<html lang="${language}" data-brand="denmark"`);
      expect(html).toContain(`<h1>${heading}</h1>`);
    }
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
});
