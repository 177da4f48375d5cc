import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { invite, mailsTo, portalLink, waitForMail } from '../support/inbox.ts';
import {
  DEMO,
  gql,
  loginBoth,
  obtainTokens,
  serviceUrls,
  signIn,
  tenanciesOf,
  type TokenPairs,
} from '../support/session.ts';
import { expectAccessible } from '../support/a11y.ts';

// The account screens of SPEC §4 on a tenant made for each test (invited by the demo admin, signed up
// with the invitation's code), so that changing an e-mail or deleting an account leaves the demo
// users of the other suites alone.
const heading = (page: Page) => page.getByRole('heading', { level: 1 });
const PASSWORD = 'Profile-Tenant-2026!';

/** A new tenant of the demo admin's Oslo tenancy: invited, signed up, the code applied. */
async function newTenant(request: APIRequestContext, label: string) {
  const email = `${label}-${Date.now()}@example.com`;
  const { tenancyId, mail } = await invite(request, email);
  const code = /activationCode=(\w+)/.exec(mail.body)![1]!;
  await gql(
    request,
    serviceUrls().data,
    'mutation($e: String!, $p: String!) { createEmailPasswordUser(email: $e, password: $p) { token } }',
    { e: email, p: PASSWORD },
  );
  const tokens = await obtainTokens(request, email, PASSWORD);
  await gql(
    request,
    serviceUrls().data,
    'mutation($c: String!) { addTenancy(activationCode: $c) { ok } }',
    { c: code },
    tokens.data.token,
  );
  return { email, tenancyId, tokens };
}

async function canLogIn(request: APIRequestContext, email: string, password: string): Promise<boolean> {
  return loginBoth(request, email, password).then(
    () => true,
    () => false,
  );
}

async function userOf(request: APIRequestContext, tokens: TokenPairs) {
  return gql<{ me: { email: string; language: string; emailNotifications: boolean } }>(
    request,
    serviceUrls().data,
    '{ me { email language emailNotifications } }',
    {},
    tokens.data.token,
  );
}

test('profile: language and e-mail notifications are kept; a new password replaces the old one', async ({ page }) => {
  const tenant = await newTenant(page.request, 'profile');
  await signIn(page, { email: tenant.email, password: PASSWORD }, { language: 'en' });
  await page.goto(`/t/${tenant.tenancyId}/profile`);
  await expect(heading(page)).toHaveText('Profile settings');
  await expect(page.getByTestId('profile-email')).toHaveText(tenant.email);

  // e-mail notifications off, then the language: both stored in the profile
  const notifications = page.getByLabel('Send me e-mails about alarms and my monthly report');
  const before = await notifications.isChecked();
  await notifications.click();
  await expect(page.getByText('Saved.')).toBeVisible();
  await expect(notifications).toBeChecked({ checked: !before });
  await page.getByRole('combobox', { name: 'Language' }).selectOption('da');
  await expect(heading(page)).toHaveText('Profilindstillinger');
  await expect.poll(async () => (await userOf(page.request, tenant.tokens)).me.language).toBe('da');
  expect((await userOf(page.request, tenant.tokens)).me.emailNotifications).toBe(!before);
  await page.reload();
  await expect(heading(page)).toHaveText('Profilindstillinger');
  await page.getByRole('combobox', { name: 'Sprog' }).selectOption('en');
  await expect(heading(page)).toHaveText('Profile settings');

  // a wrong current password is said as such, and changes nothing
  const newPassword = 'Changed-Tenant-2026!';
  const form = page.getByRole('region', { name: 'Change password' });
  await form.getByLabel('Current password').fill('Not-The-Password-1!');
  await form.getByLabel('New password').fill(newPassword);
  await form.getByLabel('Repeat password').fill(newPassword);
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(form.getByText('The current password is not correct.')).toBeVisible();
  await expect(form.getByText('Password update failed. Please try again.')).toHaveCount(0);
  expect(await canLogIn(page.request, tenant.email, PASSWORD)).toBe(true);

  await form.getByLabel('Current password').fill(PASSWORD);
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Your password has been changed.')).toBeVisible();
  expect(await canLogIn(page.request, tenant.email, newPassword)).toBe(true);
  expect(await canLogIn(page.request, tenant.email, PASSWORD)).toBe(false);
});

test('profile: a new e-mail takes effect through the link sent to it; until then the old one logs in', async ({
  page,
}) => {
  const tenant = await newTenant(page.request, 'email');
  await signIn(page, { email: tenant.email, password: PASSWORD }, { language: 'en' });
  await page.goto(`/t/${tenant.tenancyId}/profile`);
  const form = page.getByRole('region', { name: 'Change e-mail' });
  const newEmail = tenant.email.replace('email-', 'moved-');
  await expect(form).toContainText('We send a link to the new address.');

  // refusals: clear, and nothing is sent or changed
  await form.getByLabel('New e-mail').fill('not-an-e-mail');
  await form.getByLabel('Password').fill(PASSWORD);
  await form.getByRole('button', { name: 'Change e-mail' }).click();
  await expect(form.getByText('Please enter a valid e-mail address.')).toBeVisible();
  await form.getByLabel('New e-mail').fill(DEMO.other.email);
  await form.getByRole('button', { name: 'Change e-mail' }).click();
  await expect(form.getByText('A user already exists with that email.')).toBeVisible();
  await form.getByLabel('New e-mail').fill(newEmail);
  await form.getByLabel('Password').fill('Not-The-Password-1!');
  await form.getByRole('button', { name: 'Change e-mail' }).click();
  await expect(form.getByText('The current password is not correct.')).toBeVisible();
  expect(await mailsTo(page.request, newEmail)).toEqual([]);

  // the request: still signed in, and the profile says what happens
  await form.getByLabel('Password').fill(PASSWORD);
  await form.getByRole('button', { name: 'Change e-mail' }).click();
  const pending = form.getByTestId('pending-email-change');
  await expect(pending).toContainText(`We sent a link to ${newEmail}.`);
  await expect(pending).toContainText(`Until then you log in with ${tenant.email}.`);
  await expect(page).toHaveURL(new RegExp(`/t/${tenant.tenancyId}/profile$`));
  await expect(page.getByTestId('profile-email')).toHaveText(tenant.email);
  await page.reload();
  await expect(page.getByTestId('profile-email')).toHaveText(tenant.email);
  await expect(form.getByTestId('pending-email-change')).toContainText(newEmail);
  await expectAccessible(page, 'profile with a pending change of e-mail');
  // the rest on a phone's width
  await page.setViewportSize({ width: 360, height: 800 });

  // the new address gets the link, the old one the notice
  const first = await waitForMail(page.request, newEmail, (m) => m.subject === 'Confirm your new e-mail address');
  const notice = await waitForMail(page.request, tenant.email, (m) => /about to change/.test(m.subject));
  expect(notice.body).toContain(`to ${newEmail}.`);
  expect(notice.body).toContain('change your password');
  expect(notice.body).not.toContain('/confirm-email');

  // before the link is followed the old address logs in, the new one does not
  expect(await canLogIn(page.request, tenant.email, PASSWORD)).toBe(true);
  expect(await canLogIn(page.request, newEmail, PASSWORD)).toBe(false);

  // sent again: a new link, the first one no longer works
  await form.getByRole('button', { name: 'Send the link again' }).click();
  await expect(page.getByText(`A new link was sent to ${newEmail}.`)).toBeVisible();
  const second = await waitForMail(page.request, newEmail, () => true, first);

  // following the link changes the address and logs out (SPEC §4)
  const link = portalLink(second, '/confirm-email');
  await page.goto(link);
  await expect(heading(page)).toHaveText('Your e-mail has been changed');
  await expect(page.getByRole('status')).toHaveText(
    `Your e-mail is now ${newEmail}. You have been logged out: log in with ${newEmail}.`,
  );
  expect(await page.evaluate(() => localStorage.getItem('nucleolus.token'))).toBeNull();
  await expectAccessible(page, 'e-mail changed');
  expect(await canLogIn(page.request, tenant.email, PASSWORD)).toBe(false);
  expect(await canLogIn(page.request, newEmail, PASSWORD)).toBe(true);

  // a used link, or the replaced one, says so
  await page.goto(link);
  await expect(heading(page)).toHaveText('Your e-mail was not changed');
  await expect(page.getByTestId('form-error')).toContainText('This link is not valid any more');
  await page.goto(portalLink(first, '/confirm-email'));
  await expect(page.getByTestId('form-error')).toContainText('This link is not valid any more');

  // the new e-mail logs in on the login screens
  await page.getByRole('link', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.getByRole('link', { name: 'Log in with e-mail' }).click();
  await page.getByLabel('E-mail').fill(newEmail);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  // (this tenant has not seen the onboarding: it comes first)
  await expect(page).toHaveURL(/\/onboarding\?next=/);
  await page.getByRole('link', { name: 'Skip' }).click();
  await expect(page).toHaveURL(new RegExp(`/t/${tenant.tenancyId}/?$`));
});

test('profile: deleting the account asks first, then removes it for good', async ({ page }) => {
  const tenant = await newTenant(page.request, 'delete');
  await signIn(page, { email: tenant.email, password: PASSWORD }, { language: 'en' });
  await page.goto(`/t/${tenant.tenancyId}/profile`);
  await page.getByRole('button', { name: 'Delete account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await expect(dialog).toContainText('This cannot be undone.');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  expect(await canLogIn(page.request, tenant.email, PASSWORD)).toBe(true);

  await page.getByRole('button', { name: 'Delete account' }).click();
  await dialog.getByLabel('Password').fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await canLogIn(page.request, tenant.email, PASSWORD)).toBe(false);
});

test('tenancy info: the admin makes a user administrator, then removes them after a confirmation', async ({ page }) => {
  const tenant = await newTenant(page.request, 'member');
  await signIn(page, DEMO.demo, { language: 'en' });
  await page.goto(`/t/${tenant.tenancyId}/settings`);
  await expect(heading(page)).toHaveText('Tenancy info');
  const row = page.getByTestId('tenancy-users').locator(`[data-email="${tenant.email}"]`);
  await expect(row).toBeVisible();
  await expect(row.getByText('Administrator', { exact: true })).toHaveCount(0);

  await row.getByRole('button', { name: 'Make administrator' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Make administrator' }).click();
  await expect(page.getByText(`${tenant.email} is now an administrator.`)).toBeVisible();
  await expect(row.getByText('Administrator', { exact: true })).toBeVisible();

  await row.getByRole('button', { name: 'Remove' }).click();
  const dialog = page.getByRole('dialog', { name: `Remove ${tenant.email} from this tenancy?` });
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(row).toBeVisible();
  await row.getByRole('button', { name: 'Remove' }).click();
  await dialog.getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByText('The user was removed.')).toBeVisible();
  await expect(row).toHaveCount(0);
  expect(await tenanciesOf(page.request, tenant.tokens)).toEqual([]);
});
