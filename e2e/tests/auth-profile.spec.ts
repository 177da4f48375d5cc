import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
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

// The account screens of SPEC §4 on a tenant made for each test (invited by the demo admin, signed up
// with the invitation's code), so that changing an e-mail or deleting an account leaves the demo
// users of the other suites alone.
const heading = (page: Page) => page.getByRole('heading', { level: 1 });
const PASSWORD = 'Profile-Tenant-2026!';

interface Mail {
  to: string[];
  body: string;
}

async function invitationCode(request: APIRequestContext, email: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(
      async () => {
        const mails = (await (await request.get(`${serviceUrls().inbox}/api/mails`)).json()) as Mail[];
        code = mails
          .map((m) => (m.to.includes(email) ? /activationCode=(\w+)/.exec(m.body)?.[1] : undefined))
          .find(Boolean);
        return code;
      },
      { timeout: 20_000 },
    )
    .toBeTruthy();
  return code!;
}

/** A new tenant of the demo admin's Oslo tenancy: invited, signed up, the code applied. */
async function newTenant(request: APIRequestContext, label: string) {
  const admin = await obtainTokens(request, DEMO.demo.email, DEMO.demo.password);
  const [oslo] = await tenanciesOf(request, admin);
  const email = `${label}-${Date.now()}@example.com`;
  await gql(
    request,
    serviceUrls().data,
    'mutation($t: ID!, $e: String!) { inviteTenancyUser(tenancyId: $t, email: $e) { email } }',
    { t: oslo!.id, e: email },
    admin.data.token,
  );
  const code = await invitationCode(request, email);
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
  return { email, admin, tenancyId: oslo!.id, tokens };
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

  // a wrong current password changes nothing
  const newPassword = 'Changed-Tenant-2026!';
  const form = page.getByRole('region', { name: 'Change password' });
  await form.getByLabel('Current password').fill('Not-The-Password-1!');
  await form.getByLabel('New password').fill(newPassword);
  await form.getByLabel('Repeat password').fill(newPassword);
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(form.getByText('Password update failed. Please try again.')).toBeVisible();
  expect(await canLogIn(page.request, tenant.email, PASSWORD)).toBe(true);

  await form.getByLabel('Current password').fill(PASSWORD);
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Your password has been changed.')).toBeVisible();
  expect(await canLogIn(page.request, tenant.email, newPassword)).toBe(true);
  expect(await canLogIn(page.request, tenant.email, PASSWORD)).toBe(false);
});

test('profile: a new e-mail logs the tenant out, and the new e-mail logs in', async ({ page }) => {
  const tenant = await newTenant(page.request, 'email');
  await signIn(page, { email: tenant.email, password: PASSWORD }, { language: 'en' });
  await page.goto(`/t/${tenant.tenancyId}/profile`);
  const form = page.getByRole('region', { name: 'Change e-mail' });
  const newEmail = tenant.email.replace('email-', 'moved-');
  await form.getByLabel('New e-mail').fill('not-an-e-mail');
  await form.getByLabel('Password').fill(PASSWORD);
  await form.getByRole('button', { name: 'Change e-mail' }).click();
  await expect(form.getByText('Please enter a valid e-mail address.')).toBeVisible();
  expect(await canLogIn(page.request, tenant.email, PASSWORD)).toBe(true);

  await form.getByLabel('New e-mail').fill(newEmail);
  await form.getByRole('button', { name: 'Change e-mail' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await canLogIn(page.request, newEmail, PASSWORD)).toBe(true);
  expect(await canLogIn(page.request, tenant.email, PASSWORD)).toBe(false);
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
