import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { invitationToDemoTenancy, newUserWithoutTenancy } from '../support/accounts.ts';
import { DEMO, gql, loginBoth, obtainTokens, serviceUrls, signIn, tenanciesOf } from '../support/session.ts';
import { expectAccessible } from '../support/a11y.ts';

// A signed-in user is never stranded: without a tenancy they still have their account (/profile),
// and a signed-in user who opens an unknown path or /login lands where they belong (decision 0080).
const heading = (page: Page) => page.getByRole('heading', { level: 1 });
const PASSWORD = 'Homeless-Tenant-2026!';

test.beforeEach(async ({ page }) => {
  // English unless a test switches (the build's default language is Norwegian, and a logout clears the choice)
  await page.addInitScript(() => {
    if (!localStorage.getItem('nucleolus.language')) localStorage.setItem('nucleolus.language', 'en');
  });
});

async function profileOf(request: APIRequestContext, email: string, password: string) {
  const tokens = await obtainTokens(request, email, password);
  const { me } = await gql<{ me: { language: string; emailNotifications: boolean } }>(
    request,
    serviceUrls().data,
    '{ me { language emailNotifications } }',
    {},
    tokens.data.token,
  );
  return me;
}

async function canLogIn(request: APIRequestContext, email: string, password: string): Promise<boolean> {
  return loginBoth(request, email, password).then(
    () => true,
    () => false,
  );
}

test('without a tenancy: the profile settings work, and a tenancy added with a code opens its dashboard', async ({
  page,
}) => {
  const user = await newUserWithoutTenancy(page.request, 'homeless', PASSWORD);
  await signIn(page, user, { language: 'en' });

  // /no-tenancies explains, and leads to the code, the profile settings and logging out
  await page.goto('/no-tenancies');
  await expect(heading(page)).toHaveText('No tenancy yet');
  await expect(page.getByText('the tenancy may have ended, or you were removed from it')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Activation code' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();
  // unknown paths and /login lead a signed-in user without a tenancy back here
  for (const path of ['/nowhere/at/all', '/login']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/no-tenancies$/);
  }
  await page.getByRole('link', { name: 'Profile settings' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(heading(page)).toHaveText('Profile settings');
  await expect(page.getByTestId('profile-email')).toHaveText(user.email);
  await expect(page.getByTestId('language-switcher')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Change e-mail' })).toBeVisible();
  await expectAccessible(page, 'profile without a tenancy');

  // at 360 px nothing runs off the side
  await page.setViewportSize({ width: 360, height: 740 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await page.setViewportSize({ width: 1280, height: 800 });

  // e-mail notifications, kept in the profile
  const notifications = page.getByLabel('Send me e-mails about alarms and my monthly report');
  const before = await notifications.isChecked();
  await notifications.click();
  await expect(page.getByText('Saved.')).toBeVisible();
  await expect(notifications).toBeChecked({ checked: !before });
  expect((await profileOf(page.request, user.email, PASSWORD)).emailNotifications).toBe(!before);

  // the language: switched, kept in the profile and in this browser across a reload
  await page.getByRole('combobox', { name: 'Language' }).selectOption('da');
  await expect(heading(page)).toHaveText('Profilindstillinger');
  await expect.poll(async () => (await profileOf(page.request, user.email, PASSWORD)).language).toBe('da');
  await page.reload();
  await expect(heading(page)).toHaveText('Profilindstillinger');
  await expect(page.locator('html')).toHaveAttribute('lang', 'da');
  await page.getByRole('combobox', { name: 'Sprog' }).selectOption('en');
  await expect(heading(page)).toHaveText('Profile settings');

  // the password
  const newPassword = 'Homeless-Changed-2026!';
  const form = page.getByRole('region', { name: 'Change password' });
  await form.getByLabel('Current password').fill(PASSWORD);
  await form.getByLabel('New password').fill(newPassword);
  await form.getByLabel('Repeat password').fill(newPassword);
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Your password has been changed.')).toBeVisible();
  expect(await canLogIn(page.request, user.email, newPassword)).toBe(true);

  // the back link leads to /no-tenancies
  await page.getByRole('link', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/no-tenancies$/);
  await page.getByRole('link', { name: 'Profile settings' }).click();

  // a tenancy, with a code from an invitation: the first-tenancy dialog, then its dashboard
  const { code, tenancyId } = await invitationToDemoTenancy(page.request, user.email);
  const add = page.getByRole('region', { name: 'Add tenancy' });
  await expect(add).toContainText('Add your home with the activation code from its invitation.');
  await add.getByLabel('Activation code').fill(code);
  await add.getByRole('button', { name: 'Continue' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add your home' });
  await dialog.getByRole('button', { name: 'Add tenancy' }).click();
  await expect(page.getByText('The tenancy was added.')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/t/${tenancyId}$`));
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();

  // with a tenancy, /profile is the tenancy's profile, and /no-tenancies the dashboard
  await page.goto('/profile');
  await expect(page).toHaveURL(new RegExp(`/t/${tenancyId}/profile$`));
  await expect(heading(page)).toHaveText('Profile settings');
  await page.goto('/no-tenancies');
  await expect(page).toHaveURL(new RegExp(`/t/${tenancyId}$`));
});

test('without a tenancy: the account is deleted from the profile settings', async ({ page }) => {
  const user = await newUserWithoutTenancy(page.request, 'homeless-delete', PASSWORD);
  await signIn(page, user, { language: 'en' });
  await page.goto('/profile');
  await expect(heading(page)).toHaveText('Profile settings');
  await page.getByRole('button', { name: 'Delete account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await dialog.getByLabel('Password').fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(page.getByText('Your account has been deleted.')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  expect(await canLogIn(page.request, user.email, PASSWORD)).toBe(false);
  // signed out now: the account page is not there any more
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/login$/);
});

test('signed in, an unknown path or /login opens the selected tenancy’s dashboard; signed out, /login', async ({
  page,
  browser,
}) => {
  const tokens = await signIn(page, DEMO.demo, { language: 'en' });
  const [first, second] = await tenanciesOf(page.request, tokens);
  await page.goto(`/t/${first!.id}`);
  await expect(page.getByTestId('tenancy-address')).toContainText(first!.apartment.address);
  // the selected tenancy, not the first one
  await page.getByRole('combobox', { name: 'Select tenancy' }).selectOption(second!.id);
  await expect(page).toHaveURL(new RegExp(`/t/${second!.id}$`));
  for (const path of ['/nowhere/at/all', `/t/${second!.id}/no-such-page`, '/login']) {
    await page.goto(path);
    await expect(page, path).toHaveURL(new RegExp(`/t/${second!.id}$`));
    await expect(page.getByTestId('tenancy-address')).toContainText(second!.apartment.address);
    await expect(page.getByRole('heading', { name: 'Log in' })).toHaveCount(0);
  }

  // signed out (a browser without a session: logging out here would end the shared demo session)
  const context = await browser.newContext();
  const guest = await context.newPage();
  await guest.addInitScript(() => localStorage.setItem('nucleolus.language', 'en'));
  for (const path of ['/nowhere/at/all', '/t/1/no-such-page', '/profile', '/no-tenancies']) {
    await guest.goto(path);
    await expect(guest, path).toHaveURL(/\/login$/);
    await expect(heading(guest)).toHaveText('Log in');
  }
  await context.close();
});

test('the add-tenancy dialog, closed, takes the code out of the URL; a reload does not open it again', async ({
  page,
  browser,
}) => {
  // WELCOMEHOMEB is only looked at here, never used
  const tokens = await signIn(page, DEMO.demo, { language: 'en' });
  const [oslo] = await tenanciesOf(page.request, tokens);
  await page.goto(`/t/${oslo!.id}/help`);
  await expect(heading(page)).toBeVisible();
  await page.goto(`/t/${oslo!.id}?activationCode=WELCOMEHOMEB`);
  const dialog = page.getByRole('dialog', { name: 'Add another tenancy' });
  await expect(dialog).toContainText('WELC-OMEH-OMEB');
  const entries = await page.evaluate(() => history.length);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`/t/${oslo!.id}$`));
  expect(await page.evaluate(() => history.length)).toBe(entries);
  await page.reload();
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
  await expect(page.getByTestId('tenancy-address')).toContainText(oslo!.apartment.address);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  // one step back is the page before the link, not the link again
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`/t/${oslo!.id}/help$`));
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // the first-tenancy variant on /no-tenancies, closed with its close button
  const user = await newUserWithoutTenancy(page.request, 'homeless-code', PASSWORD);
  const context = await browser.newContext();
  const other = await context.newPage();
  await signIn(other, user, { language: 'en' });
  await other.goto('/no-tenancies?activationCode=WELCOMEHOMEB');
  const first = other.getByRole('dialog', { name: 'Add your home' });
  await expect(first).toBeVisible();
  await first.getByRole('button', { name: 'Close dialog' }).click();
  await expect(first).toBeHidden();
  await expect(other).toHaveURL(/\/no-tenancies$/);
  await other.reload();
  await expect(heading(other)).toHaveText('No tenancy yet');
  await expect(other.getByRole('dialog')).toHaveCount(0);
  await context.close();
});
