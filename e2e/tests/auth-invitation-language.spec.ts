import { expect, test, type Page } from '@playwright/test';
import authDa from '../../mf-auth/src/i18n/da.ts';
import { invite, portalLink } from '../support/inbox.ts';
import { gql, serviceUrls } from '../support/session.ts';
import { continueWith } from '../support/social.ts';

// The language a tenant sees when they arrive through an invitation link (the link's `language=`, or
// one they choose on the page) is their new account's, and the portal stays in it after the sign-up,
// reloads included. Danish: neither the account default (en) nor the build's (nb), so that a language
// that was lost on the way shows.
const heading = (page: Page) => page.getByRole('heading', { level: 1 });
const PASSWORD = 'Language-Tenant-2026!';

/** The invitation link sent to `email`, with its `language` set to `language`. */
async function invitationLink(page: Page, email: string, language: string): Promise<string> {
  const { mail } = await invite(page.request, email);
  const link = new URL(portalLink(mail, '/signup'), 'http://portal.invalid');
  expect(link.searchParams.get('activationCode')).toMatch(/^[A-Z]{12}$/);
  link.searchParams.set('language', language);
  return `${link.pathname}${link.search}`;
}

/** The language of the account signed in on the page. */
async function accountLanguage(page: Page): Promise<string> {
  const token = await page.evaluate(() => localStorage.getItem('nucleolus.token'));
  const r = await gql<{ me: { language: string } }>(
    page.request,
    serviceUrls().data,
    '{ me { language } }',
    {},
    token!,
  );
  return r.me.language;
}

test('the language of an invitation link is the new account’s and stays after sign-up by e-mail', async ({ page }) => {
  const email = `link-language-${Date.now()}@example.com`;
  await page.goto(await invitationLink(page, email, 'da'));
  await expect(heading(page)).toHaveText(authDa.signup.title);
  await page.getByRole('link', { name: authDa.signup.with_email }).click();
  await page.getByLabel(authDa.email).fill(email);
  await page.getByRole('textbox', { name: authDa.password, exact: true }).fill(PASSWORD);
  await page.getByLabel(authDa.repeat_password).fill(PASSWORD);
  await page.getByRole('button', { name: authDa.signup.submit }).click();
  await expect(heading(page)).toHaveText(authDa.account_created.title);
  expect(await accountLanguage(page)).toBe('da');

  await page.reload();
  await expect(heading(page)).toHaveText(authDa.account_created.title);
  await expect(page.locator('html')).toHaveAttribute('lang', 'da');
  await page.getByRole('link', { name: authDa.account_created.continue }).click();
  await expect(heading(page)).toHaveText(authDa.onboarding.monitor_title);
});

test('a language chosen on the invitation page is the new account’s, by social sign-in too', async ({ page }) => {
  const email = `chosen-language-${Date.now()}@example.com`;
  await page.goto(await invitationLink(page, email, 'en'));
  await expect(heading(page)).toHaveText('Create an account');
  await page.getByTestId('language-switcher').click();
  await page.getByRole('dialog').getByRole('button', { name: /Dansk/ }).click();
  await expect(heading(page)).toHaveText(authDa.signup.title);

  await continueWith(page, 'Google', email);
  // a new account: the onboarding, in the chosen language
  await expect(page).toHaveURL(/\/onboarding\?next=/);
  await expect(heading(page)).toHaveText(authDa.onboarding.monitor_title);
  expect(await accountLanguage(page)).toBe('da');
  await page.reload();
  await expect(heading(page)).toHaveText(authDa.onboarding.monitor_title);
});
