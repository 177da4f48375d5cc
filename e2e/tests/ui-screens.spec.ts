import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { appTitle, BRAND_THEMES, type Brand } from '../../shared/src/ui/theme.ts';
import { STORAGE_KEYS } from '../../shared/src/session/storage.ts';
import { SHELL } from '../../scripts/lib/runtime-config.mjs';
import { BASE_OFFSET, ROOT, startShell, type Portal } from '../support/portal.ts';
import { EXTRA_PORTALS } from '../support/ports.ts';
import { serviceEnv } from '../support/services.ts';
import { DEMO, signIn, tenanciesOf } from '../support/session.ts';
import { seriousViolations } from '../support/a11y.ts';
import { wordsOfOtherLanguages, type Language } from '../support/languages.ts';

// The main screens in each brand (SPEC §1: the brand selects app title, store links and theme), at a
// phone's width and a desktop's, each saved as a picture (e2e/screenshots/<brand>/<lang>-<width>-<screen>.png)
// and checked: no sideways scroll, nothing over the side menu or the cookie banner, header and heading
// inside the viewport, no serious accessibility finding, no word of another language. The Norway
// brand is the suite's own portal; the other two are the same build's shell served again with
// PORTAL_BRAND, on the remotes and services of the suite's portal.

const SLOT = BASE_OFFSET + EXTRA_PORTALS[8]!;
const STORE_LINKS = {
  appStore: 'https://apps.apple.com/dk/app/beboer-app/id6400000001',
  googlePlay: 'https://play.google.com/store/apps/details?id=example.beboer',
};
const SCREENS = [
  { name: 'dashboard', path: '' },
  { name: 'consumption-heat', path: 'consumption/heat-energy' },
  { name: 'settlement', path: 'consumption/settlement' },
  { name: 'meters', path: 'consumption/meters' },
  { name: 'alarms', path: 'alarms' },
  { name: 'profile', path: 'profile' },
  { name: 'tenancy-info', path: 'settings' },
  { name: 'help', path: 'help' },
] as const;
const WIDTHS = [360, 1440] as const;

const portals: Partial<Record<Brand, Portal>> = {};
const brandUrl = (brand: Brand) => portals[brand]?.url ?? '';

test.beforeAll(async () => {
  const services = serviceEnv(BASE_OFFSET);
  portals.denmark = await startShell(SHELL.port + SLOT, {
    ...services,
    PORTAL_BRAND: 'denmark',
    PORTAL_APP_STORE_URL: STORE_LINKS.appStore,
    PORTAL_GOOGLE_PLAY_URL: STORE_LINKS.googlePlay,
  });
  portals.partner = await startShell(SHELL.port + SLOT + 1, { ...services, PORTAL_BRAND: 'partner' });
});
test.afterAll(async () => {
  await portals.denmark?.stop();
  await portals.partner?.stop();
});

/** `#rrggbb` as the browser computes it: `rgb(r, g, b)`. */
function rgb(hex: string): string {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}

/**
 * What is out of place on the page: an element of a `main` over the cookie banner, or over the side
 * menu where it stays open (from 1280 px); the banner under the menu, or covered by anything; the
 * header, the headings and the navigation not wholly inside the viewport.
 */
function layoutProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    window.scrollTo(0, 0);
    const problems: string[] = [];
    const width = window.innerWidth;
    const shown = (el: Element) => {
      const box = el.getBoundingClientRect();
      if (box.width <= 1 || box.height <= 1) return false;
      const style = getComputedStyle(el);
      return style.visibility !== 'hidden' && style.display !== 'none' && Number(style.opacity) > 0;
    };
    const over = (a: DOMRect, b: DOMRect) =>
      a.left < b.right - 1 && b.left < a.right - 1 && a.top < b.bottom - 1 && b.top < a.bottom - 1;
    const name = (el: Element) =>
      `<${el.tagName.toLowerCase()}> "${(el.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40)}"`;

    const banner = document.querySelector('[data-testid="cookie-banner"]');
    const menuNav = [...document.querySelectorAll('nav')].find((nav) => nav.closest('#side-menu'));
    const menu = menuNav?.closest('#side-menu');
    const areas: Array<[string, DOMRect]> = [];
    if (banner && shown(banner)) areas.push(['the cookie banner', banner.getBoundingClientRect()]);
    if (menu && shown(menu) && width >= 1280) areas.push(['the side menu', menu.getBoundingClientRect()]);
    for (const main of document.querySelectorAll('main')) {
      for (const el of [main, ...main.querySelectorAll('*')]) {
        if (el.closest('svg') && el.tagName.toLowerCase() !== 'svg') continue;
        if (!shown(el)) continue;
        for (const [area, box] of areas) {
          if (over(el.getBoundingClientRect(), box)) problems.push(`${name(el)} lies over ${area}`);
        }
      }
    }
    if (banner && shown(banner)) {
      if (menu && shown(menu) && over(banner.getBoundingClientRect(), menu.getBoundingClientRect())) {
        // the drawer below 1280 px starts under the banner; the permanent menu lies beside it
        const bannerBox = banner.getBoundingClientRect();
        if (width >= 1280 || menu.getBoundingClientRect().top < bannerBox.bottom - 1)
          problems.push('the cookie banner lies under the side menu');
      }
      for (const button of banner.querySelectorAll('button, a')) {
        const box = button.getBoundingClientRect();
        const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
        if (!top || !banner.contains(top)) problems.push(`${name(button)} of the cookie banner is covered`);
      }
    }
    for (const el of document.querySelectorAll('header, h1, nav, [data-testid="language-switcher"]')) {
      if (!shown(el)) continue;
      const box = el.getBoundingClientRect();
      if (box.left < -0.5 || box.right > width + 0.5) {
        problems.push(
          `${name(el)} is not inside the viewport (${Math.round(box.left)}–${Math.round(box.right)} of ${width})`,
        );
      }
    }
    return problems;
  });
}

/** Waits for the screen to be drawn, saves its picture and checks it (see the file's comment). */
async function checkScreen(page: Page, shot: { brand: Brand; language: Language; width: number; name: string }) {
  const where = `${shot.brand}, ${shot.language}, ${shot.width} px, ${shot.name}`;
  await expect(page.getByRole('heading', { level: 1 }), where).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(page.locator('[data-skeleton], [aria-busy="true"]'), where).toHaveCount(0);
  const dir = join(ROOT, 'e2e', 'screenshots', shot.brand);
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: join(dir, `${shot.language}-${shot.width}-${shot.name}.png`), fullPage: true });

  const { scroll, viewport } = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    viewport: window.innerWidth,
  }));
  expect(scroll, `${where}: no sideways scroll`).toBeLessThanOrEqual(viewport);
  expect(await layoutProblems(page), where).toEqual([]);
  expect(await seriousViolations(page), `axe on ${where}`).toEqual([]);
  // every text, the charts' screen-reader summaries included (they take their texts from each language)
  const text = await page.evaluate(() => document.body.innerText);
  expect(wordsOfOtherLanguages(text, shot.language), `${where}: words of another language`).toEqual([]);
}

/** The page's brand: `data-brand`, the theme's primary colour, the app title in the language. */
async function expectBrand(page: Page, brand: Brand, language: Language) {
  const theme = BRAND_THEMES[brand];
  await expect(page.locator('html')).toHaveAttribute('data-brand', brand);
  const primary = await page.evaluate(() =>
    getComputedStyle(document.documentElement).getPropertyValue('--portal-primary').trim(),
  );
  expect(primary).toBe(theme.colours.primary);
  await expect(
    page.getByText(appTitle(theme, language), { exact: true }).filter({ visible: true }).first(),
  ).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(`${appTitle(theme, language)}$`));
}

async function visitLogin(page: Page, brand: Brand, language: Language, width: number) {
  await page.goto(`${brandUrl(brand)}/login?language=${language}`);
  await checkScreen(page, { brand, language, width, name: 'login' });
  await expectBrand(page, brand, language);
  // the app's title once above the form (the shell's header had a second one below 900 px), and in the
  // splash beside it from 900 px
  const title = page.getByText(appTitle(BRAND_THEMES[brand], language), { exact: true }).filter({ visible: true });
  await expect(title).toHaveCount(width < 900 ? 1 : 2);
}

for (const brand of ['norway', 'denmark', 'partner'] as const) {
  for (const width of WIDTHS) {
    test(`${brand} brand at ${width} px: the main screens`, async ({ page }) => {
      test.setTimeout(240_000);
      await page.setViewportSize({ width, height: 900 });
      const theme = BRAND_THEMES[brand];

      await visitLogin(page, brand, 'en', width);
      // the store links where the deployment configured them (the Denmark brand's portal here)
      const appStore = page.getByRole('link', { name: 'Download on the App Store' });
      const googlePlay = page.getByRole('link', { name: 'Get it on Google Play' });
      if (brand === 'denmark') {
        await expect(appStore).toHaveAttribute('href', STORE_LINKS.appStore);
        await expect(googlePlay).toHaveAttribute('href', STORE_LINKS.googlePlay);
      } else {
        await expect(appStore).toHaveCount(0);
        await expect(googlePlay).toHaveCount(0);
      }

      const tokens = await signIn(page, DEMO.demo, { language: 'en' });
      const [oslo] = await tenanciesOf(page.request, tokens);
      for (const screen of SCREENS) {
        await page.goto(`${brandUrl(brand)}/t/${oslo!.id}/${screen.path}`);
        await checkScreen(page, { brand, language: 'en', width, name: screen.name });
        if (screen.name !== 'dashboard') continue;
        await expectBrand(page, brand, 'en');
        // the menu (from 1280 px) or the phone's header bar is in the brand's colour
        const bar = width >= 1280 ? page.getByRole('navigation', { name: 'Main menu' }) : page.getByRole('banner');
        const colour = await bar.evaluate((el) => {
          for (let node: Element | null = el; node; node = node.parentElement) {
            const background = getComputedStyle(node).backgroundColor;
            if (background !== 'rgba(0, 0, 0, 0)') return background;
          }
          return '';
        });
        expect(colour, `${brand}: the ${width >= 1280 ? 'menu' : 'header'} in the brand's colour`).toBe(
          rgb(theme.colours.primary),
        );
      }
    });
  }
}

test('Norway brand in Danish and Norwegian: login, dashboard, consumption and the settlement forecast', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const tokens = await signIn(page, DEMO.demo, { language: 'da' });
  const [oslo] = await tenanciesOf(page.request, tokens);
  for (const language of ['da', 'nb'] as const) {
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`/t/${oslo!.id}`);
      await page.evaluate(([key, value]) => localStorage.setItem(key!, value!), [STORAGE_KEYS.language, language]);
      for (const screen of SCREENS.filter((s) => ['dashboard', 'consumption-heat', 'settlement'].includes(s.name))) {
        await page.goto(`/t/${oslo!.id}/${screen.path}`);
        await checkScreen(page, { brand: 'norway', language, width, name: screen.name });
        if (screen.name === 'dashboard') await expectBrand(page, 'norway', language);
      }
    }
  }
  // signed out, the login page in each language
  await page.evaluate(() => localStorage.clear());
  for (const language of ['da', 'nb'] as const) {
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      await page.evaluate(() => localStorage.clear());
      await visitLogin(page, 'norway', language, width);
    }
  }
});

test('the cookie banner is first on the page and never under the menu, at 360, 1024, 1280 and 1440 px', async ({
  page,
}) => {
  const tokens = await signIn(page, DEMO.demo, { language: 'en' });
  const [oslo] = await tenanciesOf(page.request, tokens);
  for (const width of [360, 1024, 1280, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`/t/${oslo!.id}/help`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const banner = page.getByRole('region', { name: 'Cookie consent' });
    await expect(banner).toBeVisible();
    expect((await banner.boundingBox())!.y, `${width} px: the banner at the top`).toBe(0);
    expect(await layoutProblems(page), `${width} px`).toEqual([]);
    if (width < 1280) {
      // the drawer opens below the banner, which stays on top
      await page.getByRole('button', { name: 'Open menu' }).click();
      const menu = page.getByRole('navigation', { name: 'Main menu' });
      await expect(menu).toBeVisible();
      await expect
        .poll(async () => (await page.locator('#side-menu').boundingBox())!.x, { message: 'the drawer slid in' })
        .toBe(0);
      const bannerBox = (await banner.boundingBox())!;
      expect((await page.locator('#side-menu').boundingBox())!.y).toBeGreaterThanOrEqual(
        bannerBox.y + bannerBox.height - 1,
      );
      expect(await layoutProblems(page), `${width} px, drawer open`).toEqual([]);
      await page.keyboard.press('Escape');
      await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();
    }
  }
});
