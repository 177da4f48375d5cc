import { expect, test, type Page } from '@playwright/test';
import { DEMO, logInThroughForm, obtainTokens, tenanciesOf } from '../support/session.ts';
import { expectAccessible } from '../support/a11y.ts';

const heading = (page: Page) => page.getByRole('heading', { level: 1 });
const menu = (page: Page) => page.getByRole('navigation', { name: 'Main menu' });

test.beforeEach(async ({ page }) => {
  // English for these runs; the build's default language is Norwegian
  await page.addInitScript(() => {
    if (!localStorage.getItem('nucleolus.language')) localStorage.setItem('nucleolus.language', 'en');
    // the onboarding slides are the sign-up suite's; here they have been seen
    localStorage.setItem('nucleolus.hasOnboarded', 'true');
  });
});

test('the demo tenant logs in, lands on the first tenancy, switches tenancy and logs out', async ({ page }) => {
  const tokens = await obtainTokens(page.request, DEMO.demo.email, DEMO.demo.password);
  const tenancies = await tenanciesOf(page.request, tokens);
  expect(tenancies.length).toBe(2);
  const [first, second] = tenancies as [(typeof tenancies)[0], (typeof tenancies)[0]];

  await logInThroughForm(page, DEMO.demo.email, DEMO.demo.password);
  await expect(page).toHaveURL(new RegExp(`/t/${first.id}$`));
  // the dashboard is mf-consumption's screen inside the authenticated layout
  await expect(heading(page)).toBeVisible();
  await expect(page.getByTestId('tenancy-address')).toContainText(first.apartment.address);
  await expect(menu(page).getByRole('link', { name: 'Consumption' })).toHaveAttribute('aria-current', 'page');
  await expectAccessible(page, 'dashboard');
  // SPEC §1: the configured brand selects the theme (its colours as CSS variables on the page)
  const brand = ((await (await page.request.get('/config.json')).json()) as { brand: string }).brand;
  await expect(page.locator('html')).toHaveAttribute('data-brand', brand);
  expect(await page.evaluate(() => document.documentElement.style.getPropertyValue('--portal-rating-0'))).toBe(
    '#1a9850',
  );

  // the data policy notice, until acknowledged (SPEC §2, §3: the time of it is stored)
  const notice = page.getByTestId('data-policy-notice');
  await expect(notice.getByRole('link', { name: 'Read the data policy' })).toHaveAttribute('href', '/data-policy');
  await notice.getByRole('button', { name: 'I understand' }).click();
  await expect(notice).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('nucleolus.dataPolicyAcknowledgedAt'))).toMatch(/^\d{4}-/);
  await page.reload();
  await expect(page.getByTestId('tenancy-address')).toContainText(first.apartment.address);
  await expect(notice).toHaveCount(0);

  // SPEC §2 menu: statements (the account has statements); the Oslo property has settings (hourly
  // values), so no notifications entry there
  const entries = async () =>
    (await menu(page).getByRole('link').allTextContents()).map((s) => s.replace(/^\W+/u, '').trim());
  expect(await entries()).toEqual([
    'Consumption',
    'Allocation statements',
    'Alarm settings',
    'Tenancy info',
    'Help',
    'Profile settings',
  ]);

  // switch tenancy: the dropdown with addresses (more than one tenancy)
  await page.getByLabel('Select tenancy').selectOption(second.id);
  await expect(page).toHaveURL(new RegExp(`/t/${second.id}$`));
  await expect(page.getByTestId('tenancy-address')).toContainText(second.apartment.address);
  // the Aarhus property has no settings: notifications are offered
  await expect(menu(page).getByRole('link', { name: 'Notifications' })).toBeVisible();
  // consumption is active on consumption paths too
  await page.goto(`/t/${second.id}/consumption/heat-energy`);
  await expect(menu(page).getByRole('link', { name: 'Consumption' })).toHaveAttribute('aria-current', 'page');
  await menu(page).getByRole('link', { name: 'Tenancy info' }).click();
  await expect(heading(page)).toHaveText('Tenancy info');
  await expect(page.getByTestId('tenancy-info-address')).toContainText(second.apartment.address);
  await expectAccessible(page, 'tenancy info');

  // a URL with another tenancy id than the selected one goes to the selected tenancy's dashboard
  await page.goto(`/t/999999/alarms`);
  await expect(page).toHaveURL(new RegExp(`/t/${second.id}$`));

  // logout: back to /login, and the session is gone for good
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(heading(page)).toHaveText('Log in');
  expect(await page.evaluate(() => Object.keys(localStorage).filter((k) => /^nucle(us|olus)\./.test(k)))).toEqual([]);
  await page.goto(`/t/${second.id}`);
  await expect(page).toHaveURL(/\/login$/);
});

test('a wrong password shows its text and leaves the user signed out', async ({ page }) => {
  // (not the demo tenant: logins are limited per account, and the other suites sign in as demo)
  await logInThroughForm(page, DEMO.nohome.email, 'Wrong-Password-2026!');
  await expect(page.getByTestId('form-error')).toHaveText('Invalid login credentials. Please try again.');
  await expect(page).toHaveURL(/\/login\/email$/);
  await expectAccessible(page, 'login with e-mail (error)');
});

test('an invalid e-mail shows its text as the user types', async ({ page }) => {
  await page.goto('/login/email');
  await page.getByLabel('E-mail').fill('not-an-email');
  await page.getByLabel('E-mail').blur();
  await expect(page.getByText('Please enter a valid e-mail address.')).toBeVisible();
});

test('the user without tenancies lands on /no-tenancies', async ({ page }) => {
  await logInThroughForm(page, DEMO.nohome.email, DEMO.nohome.password);
  await expect(page).toHaveURL(/\/no-tenancies$/);
  await expect(heading(page)).toHaveText('No tenancy yet');
  await expectAccessible(page, 'no tenancies');
  // the guard keeps them there
  await page.goto('/t/1');
  await expect(page).toHaveURL(/\/no-tenancies$/);
});

test('guard: without a session a tenancy path goes to /login, or /signup when a code is pending', async ({ page }) => {
  await page.goto('/t/1/alarms');
  await expect(page).toHaveURL(/\/login$/);
  await expectAccessible(page, 'login');
  await page.goto('/t/1?activationCode=WELCOMEHOMEB');
  await expect(page).toHaveURL(/\/signup$/);
  await expect(page.getByTestId('pending-code')).toContainText('WELC-OMEH-OMEB');
  await expectAccessible(page, 'signup');
});

test('a session the service no longer accepts ends on the login page with the expiry text, said once; a logout says nothing', async ({
  page,
}) => {
  await logInThroughForm(page, DEMO.demo.email, DEMO.demo.password);
  await expect(menu(page)).toBeVisible();
  // The access token expired, and the refresh token is one the service refuses (revoked elsewhere).
  await page.evaluate(() => {
    const b64 = (v: string) => btoa(v).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
    const expired = `${b64('{"alg":"HS256"}')}.${b64(JSON.stringify({ exp: Math.floor(Date.now() / 1000) - 60 }))}.x`;
    for (const service of ['nucleus', 'nucleolus']) {
      localStorage.setItem(`${service}.token`, expired);
      localStorage.setItem(`${service}.refreshToken`, 'revoked-elsewhere');
    }
  });
  await page.reload();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByTestId('session-ended')).toHaveText('Your log in expired. Please log in again.');
  expect(await page.evaluate(() => localStorage.getItem('nucleolus.refreshToken'))).toBeNull();
  // Said until the user moves on (a reload, or a stray request sending the browser to the site root,
  // does not swallow it), and not again after that.
  await page.reload();
  await expect(page.getByTestId('session-ended')).toHaveText('Your log in expired. Please log in again.');
  await page.getByRole('link', { name: 'Log in with e-mail' }).click();
  // on the next screen (the address changes before the screen is drawn: going back sooner would return
  // to a login page that never left)
  await expect(heading(page)).toHaveText('Log in with e-mail');
  await page.goBack();
  await expect(heading(page)).toHaveText('Log in');
  await expect(page.getByTestId('session-ended')).toHaveCount(0);

  // Logging out oneself is no expiry.
  await logInThroughForm(page, DEMO.demo.email, DEMO.demo.password);
  await expect(menu(page)).toBeVisible();
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(heading(page)).toHaveText('Log in');
  await expect(page.getByTestId('session-ended')).toHaveCount(0);
});
