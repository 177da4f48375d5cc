import { expect, test, type Page } from '@playwright/test';
import { da } from '../../shared/src/i18n/locales/da.ts';
import { nb } from '../../shared/src/i18n/locales/nb.ts';
import authDa from '../../mf-auth/src/i18n/da.ts';
import authNb from '../../mf-auth/src/i18n/nb.ts';
import { DEMO, obtainTokens, tenanciesOf } from '../support/session.ts';
import { expectAccessible } from '../support/a11y.ts';

const heading = (page: Page) => page.getByRole('heading', { level: 1 });

for (const [language, common, auth] of [
  ['da', da, authDa],
  ['nb', nb, authNb],
] as const) {
  test.describe(`in ${language}`, () => {
    test.beforeEach(async ({ page }) => {
      await page.addInitScript((lng) => {
        localStorage.setItem('nucleolus.language', lng);
        localStorage.setItem('nucleolus.hasOnboarded', 'true');
      }, language);
    });

    test('wrong password, login, the menu and logout', async ({ page }) => {
      // the other tenant (logins are limited per account; the demo tenant is the other suites')
      const tokens = await obtainTokens(page.request, DEMO.other.email, DEMO.other.password);
      const [first] = (await tenanciesOf(page.request, tokens)) as Array<{ id: string }>;
      await page.goto('/login');
      await expect(heading(page)).toHaveText(auth.login.title);
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await page.getByRole('link', { name: auth.login.with_email }).click();
      await page.getByLabel(auth.email).fill(DEMO.other.email);
      await page.getByLabel(auth.password).fill('Wrong-Password-2026!');
      await page.getByRole('button', { name: auth.login.submit }).click();
      await expect(page.getByTestId('form-error')).toHaveText(common.login.invalid_credentials);
      await expectAccessible(page, `login (${language})`);

      await page.getByLabel(auth.password).fill(DEMO.other.password);
      await page.getByRole('button', { name: auth.login.submit }).click();
      await expect(page).toHaveURL(new RegExp(`/t/${first!.id}$`));
      const menu = page.getByRole('navigation', { name: /.+/ }).filter({ has: page.locator('[data-menu-entry]') });
      await expect(menu.getByRole('link', { name: common.menu.consumption })).toBeVisible();
      await expect(menu.getByRole('link', { name: common.menu.profile })).toBeVisible();
      await menu.getByRole('link', { name: common.menu.tenancy_info }).click();
      await expect(heading(page)).toHaveText(auth.settings.title);
      await expectAccessible(page, `tenancy info (${language})`);
      await menu.getByRole('link', { name: common.menu.profile }).click();
      await expect(heading(page)).toHaveText(auth.profile.title);
      await expectAccessible(page, `profile (${language})`);
      await page.getByRole('main').getByRole('button', { name: auth.profile.logout }).click();
      await expect(page).toHaveURL(/\/login$/);
    });

    test('no tenancies, weak password and used code texts', async ({ page }) => {
      await page.goto('/login/email');
      await page.getByLabel(auth.email).fill(DEMO.nohome.email);
      await page.getByLabel(auth.password).fill(DEMO.nohome.password);
      await page.getByRole('button', { name: auth.login.submit }).click();
      await expect(page).toHaveURL(/\/no-tenancies$/);
      await expect(heading(page)).toHaveText(auth.no_tenancies.title);
      await page.getByLabel(auth.enter_code.label).fill('ALREADYUSEDA');
      await page.getByRole('button', { name: auth.enter_code.submit }).click();
      await expect(page.getByText(common.errors.activation_code_in_use).first()).toBeVisible();
      await expectAccessible(page, `no tenancies (${language})`);
      await page.getByRole('button', { name: auth.no_tenancies.logout }).click();
      await expect(page).toHaveURL(/\/login$/);

      await page.goto('/signup/email');
      await page.getByRole('textbox', { name: auth.password, exact: true }).fill('kort');
      await expect(page.getByText(common.validation.password_too_short)).toBeVisible();
      await page.getByLabel(auth.email).fill('ikke-en-adresse');
      await page.getByRole('button', { name: auth.signup.submit }).click();
      await expect(page.getByText(common.validation.invalid_email)).toBeVisible();
    });
  });
}
