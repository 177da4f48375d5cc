import { expect, test, type Page } from '@playwright/test';
import { DEMO, impersonationToken, obtainTokens, tenanciesOf } from '../support/session.ts';
import { seriousViolations } from '../support/a11y.ts';

// SPEC §4: support staff open /impersonate/{token} to act as a tenant. The session lives in session
// storage only (the tenant's own sign-in on that browser is untouched), skips onboarding, is marked on
// every screen, and ends after 60 minutes.
const heading = (page: Page) => page.getByRole('heading', { level: 1 });
const banner = (page: Page) => page.getByTestId('impersonation-banner');

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    if (!localStorage.getItem('nucleolus.language')) localStorage.setItem('nucleolus.language', 'en');
  });
});

test('an impersonation link signs in as the tenant, marked, in session storage, and only once', async ({
  page,
  browser,
}) => {
  const tokens = await obtainTokens(page.request, DEMO.other.email, DEMO.other.password);
  const [tenancy] = await tenanciesOf(page.request, tokens);
  const token = await impersonationToken(page.request, DEMO.other.email);

  await page.goto(`/impersonate/${token}`);
  // straight to the tenant's dashboard: no onboarding slides, no splash
  await expect(page).toHaveURL(new RegExp(`/t/${tenancy!.id}/?$`));
  await expect(banner(page)).toContainText(DEMO.other.email);
  await expect(heading(page)).toBeVisible();

  const stored = await page.evaluate(() => ({
    local: Object.keys(localStorage).filter((k) => /token/i.test(k)),
    session: Object.keys(sessionStorage).filter((k) => /token/i.test(k)),
  }));
  expect(stored.local).toEqual([]);
  expect(stored.session.length).toBeGreaterThanOrEqual(2);

  // the mark follows the support agent through the portal
  await page.goto(`/t/${tenancy!.id}/alarms`);
  await expect(banner(page)).toContainText(DEMO.other.email);
  expect(await seriousViolations(page)).toEqual([]);

  // the token was single-use: a second browser gets the failure text and stays signed out
  const other = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  try {
    const second = await other.newPage();
    await second.addInitScript(() => localStorage.setItem('nucleolus.language', 'en'));
    await second.goto(`/impersonate/${token}`);
    await expect(second.getByText('The impersonation link did not work.')).toBeVisible();
    await second.getByRole('link', { name: 'Log in' }).click();
    await expect(second).toHaveURL(/\/login$/);
  } finally {
    await other.close();
  }
});

test('an impersonated session ends after 60 minutes', async ({ page }) => {
  const token = await impersonationToken(page.request, DEMO.demo.email);
  await page.clock.install();
  await page.goto(`/impersonate/${token}`);
  await expect(banner(page)).toContainText(DEMO.demo.email);

  await page.clock.fastForward('59:00');
  await expect(banner(page)).toBeVisible();
  await page.clock.fastForward('02:00');
  await expect(page).toHaveURL(/\/login$/);
  await expect(banner(page)).toHaveCount(0);
  const left = await page.evaluate(() => Object.keys(sessionStorage).filter((k) => /token/i.test(k)));
  expect(left).toEqual([]);
});
