// The screen a tenant last left, kept in the browser and drawn by the page's inline script on the next
// start at the same address, inert under the start-up bar, until the shell has drawn the screen anew
// behind it (docs/decisions/0090, tenth round).
import { expect, test, type Page } from '@playwright/test';
import { layoutShifts, openHeld, recordLayoutShifts } from '../support/held-start.ts';
import { DEMO, signIn, tenanciesOf } from '../support/session.ts';

const KEY = 'nucleolus.lastScreen';

/**
 * Signs in, opens the dashboard until it has loaded, and leaves it (the page keeps the copy). `fresh`:
 * tokens of the test's own (a test that logs out ends them; the others share the worker's).
 */
async function leaveDashboard(page: Page, fresh = false): Promise<string> {
  const tokens = await signIn(page, DEMO.demo, { language: 'en', fresh });
  const [tenancy] = await tenanciesOf(page.request, tokens);
  const path = `/t/${tenancy!.id}`;
  await page.goto(path);
  await expect(page.getByTestId('rating-basis')).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await page.goto('/config.json');
  expect(JSON.parse((await page.evaluate((key) => localStorage.getItem(key), KEY))!)).toMatchObject({ path });
  return path;
}

test.beforeEach(async ({ page }) => {
  // every layout shift of the page from its start (the exchange must move nothing)
  await recordLayoutShifts(page);
});

for (const width of [412, 1280]) {
  test(`at ${width} px the dashboard last left is on screen before the shell's script runs, and the shell's takes its place`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    const path = await leaveDashboard(page);
    const release = await openHeld(page, path);
    const copy = page.locator('[data-last-screen]:not(html)');
    await expect(copy.locator('.mfc-note').first()).toContainText('Heat per m²');
    // nothing to use yet: inert, out of the accessibility tree, the start-up bar says it loads
    await expect(copy).toHaveJSProperty('inert', true);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(0);
    await expect(page.getByRole('progressbar')).toHaveAccessibleName('Loading…');
    // no ids or test ids of the live page's in it
    await expect(copy.locator('[id], [data-testid]')).toHaveCount(0);
    const noteAhead = await copy.locator('.mfc-note').first().textContent();

    release();
    await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
    await expect(copy).toHaveCount(0);
    await expect(page.locator('html')).not.toHaveAttribute('data-prerendered');
    await expect(page.locator('#root')).toHaveJSProperty('inert', false);
    await expect(page.locator('#root')).toHaveCSS('visibility', 'visible');
    await expect(page.locator('style[data-prerendered]')).toHaveCount(0);
    await expect(page.getByTestId('rating-basis')).toHaveText(noteAhead!);
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    expect(await layoutShifts(page)).toEqual([]);
    // and it works
    await page.getByRole('link', { name: 'Meter list', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Meter list' })).toBeVisible();
  });
}

/** The page, read to its end with the shell's script held, has drawn no copy. */
async function notDrawn(page: Page) {
  await page.waitForFunction(() => document.readyState !== 'loading');
  await expect(page.locator('[data-last-screen]')).toHaveCount(0);
  await expect(page.locator('#root')).toBeEmpty();
}

test('another language chosen, another address, or a copy of another build: not drawn (the splash, as before)', async ({
  page,
}) => {
  const path = await leaveDashboard(page);
  await page.evaluate(() => localStorage.setItem('nucleolus.language', 'da'));
  let release = await openHeld(page, path);
  await notDrawn(page);
  release();
  await expect(page.getByRole('heading', { level: 1, name: 'Oversigt' })).toBeVisible();
  await page.unrouteAll({ behavior: 'wait' });

  await page.goto('/config.json');
  await page.evaluate(() => localStorage.setItem('nucleolus.language', 'en'));
  release = await openHeld(page, `${path}?period=year`);
  await notDrawn(page);
  release();
  await page.unrouteAll({ behavior: 'wait' });

  // the copy of another build (its scripts are not this page's)
  await page.goto('/config.json');
  await page.evaluate((key) => {
    const copy = JSON.parse(localStorage.getItem(key)!);
    localStorage.setItem(key, JSON.stringify({ ...copy, scripts: ['/main.0000000000.js'] }));
  }, KEY);
  release = await openHeld(page, path);
  await notDrawn(page);
  release();
});

test('logging out forgets the copy', async ({ page }) => {
  const path = await leaveDashboard(page, true);
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/login/);
  expect(await page.evaluate((key) => localStorage.getItem(key), KEY)).toBeNull();
  // and leaving the login page keeps nothing
  await page.goto('/config.json');
  expect(await page.evaluate((key) => localStorage.getItem(key), KEY)).toBeNull();
});
