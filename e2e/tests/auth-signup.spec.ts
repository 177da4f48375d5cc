import { expect, test, type Page } from '@playwright/test';
import { serviceUrls } from '../support/session.ts';
import { expectAccessible } from '../support/a11y.ts';

const heading = (page: Page) => page.getByRole('heading', { level: 1 });

interface Mail {
  to: string[];
  subject: string;
  body: string;
}

/** The newest mail to `to` in the local SMTP inbox whose subject matches. */
async function waitForMail(page: Page, to: string, subject: RegExp): Promise<Mail> {
  let found: Mail | undefined;
  await expect
    .poll(
      async () => {
        const mails = (await (await page.request.get(`${serviceUrls().inbox}/api/mails`)).json()) as Mail[];
        found = mails.find((m) => m.to.includes(to) && subject.test(m.subject));
        return Boolean(found);
      },
      { timeout: 20_000 },
    )
    .toBe(true);
  return found!;
}

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    if (!localStorage.getItem('nucleolus.language')) localStorage.setItem('nucleolus.language', 'en');
  });
});

test('a new tenant signs up with WELCOMEHOMEA from the invitation link and reaches the new tenancy', async ({
  page,
}) => {
  const email = `new-tenant-${Date.now()}@example.com`;
  // the invitation e-mail's link: /signup?activationCode=...
  await page.goto('/signup?activationCode=WELCOMEHOMEA');
  await expect(heading(page)).toHaveText('Create an account');
  await expect(page.getByTestId('pending-code')).toContainText('WELC-OMEH-OMEA');
  await expectAccessible(page, 'signup');
  await page.getByRole('link', { name: 'Sign up with e-mail' }).click();
  await expect(heading(page)).toHaveText('Sign up with e-mail');

  // the rules show as the user types
  const password = page.getByRole('textbox', { name: 'Password', exact: true });
  await page.getByLabel('E-mail').fill('not-an-email');
  await password.fill('weak');
  await expect(page.getByText('The password must be at least 12 characters long.')).toBeVisible();
  await password.fill('weakbutlongenough');
  await expect(page.getByText('The password must contain at least one capital letter.')).toBeVisible();
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('Please enter a valid e-mail address.')).toBeVisible();
  await expectAccessible(page, 'signup with e-mail (errors)');

  await page.getByLabel('E-mail').fill(email);
  await password.fill('New-Tenant-2026!');
  await page.getByLabel('Repeat password').fill('New-Tenant-2026!');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(heading(page)).toHaveText('Your account has been created');
  await expectAccessible(page, 'account created');
  await page.getByRole('link', { name: 'Continue' }).click();
  // the onboarding, once: four slides, then the new tenancy's dashboard
  await expect(page).toHaveURL(/\/onboarding\?next=/);
  for (const title of ['Monitor', 'Compare', 'Analyse']) {
    await expect(heading(page)).toHaveText(title);
    await page.getByRole('button', { name: 'Next' }).click();
  }
  await expect(heading(page)).toHaveText('Alarms');
  await expectAccessible(page, 'onboarding');
  await page.getByRole('button', { name: 'Get started' }).click();
  await expect(page).toHaveURL(/\/t\/\d+$/);
  await expect(page.getByTestId('tenancy-address')).not.toBeEmpty();
  // the code was used: it is not kept
  expect(await page.evaluate(() => localStorage.getItem('nucleolus.unusedActivationCode'))).toBeNull();
});

test('a used activation code in the link shows the error toast and goes to login', async ({ page }) => {
  await page.goto('/signup?activationCode=ALREADYUSEDA');
  await expect(page.getByText('A user already exists on the tenancy')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

test('forgot password: the e-mail in the inbox leads to a new password that logs in', async ({ page, browser }) => {
  const email = `reset-${Date.now()}@example.com`;
  // a user of our own, so that other suites keep the demo passwords
  await page.goto('/signup/email');
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('First-Password-2026!');
  await page.getByLabel('Repeat password').fill('First-Password-2026!');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(heading(page)).toHaveText('Your account has been created');
  await page.getByRole('link', { name: 'Continue' }).click();
  await page.getByRole('link', { name: 'Skip' }).click();
  await expect(page).toHaveURL(/\/no-tenancies$/);
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/login$/);

  await page.getByRole('link', { name: 'Log in with e-mail' }).click();
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(heading(page)).toHaveText('Forgot password');
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('button', { name: 'Send link' }).click();
  await expect(heading(page)).toHaveText('Reset link sent');
  await expectAccessible(page, 'reset link sent');

  const mail = await waitForMail(page, email, /reset/i);
  const link = /https?:\/\/\S+\/set-password\?\S+/.exec(mail.body)?.[0];
  expect(link, mail.body).toBeTruthy();
  // the link names the recipient's language: a browser with no choice of its own opens in it
  const titles: Record<string, string> = {
    en: 'Set a new password',
    da: 'Vælg en ny adgangskode',
    nb: 'Velg et nytt passord',
  };
  const linkLanguage = new URL(link!).searchParams.get('language')!;
  expect(Object.keys(titles)).toContain(linkLanguage);
  const fresh = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  try {
    const other = await fresh.newPage();
    await other.goto(link!);
    await expect(heading(other)).toHaveText(titles[linkLanguage]!);
  } finally {
    await fresh.close();
  }
  // this browser's own choice (English) wins over the link's
  await page.goto(link!);
  await expect(heading(page)).toHaveText('Set a new password');
  await page.getByLabel('New password').fill('Second-Password-2026!');
  await page.getByLabel('Repeat password').fill('Second-Password-2026!');
  await page.getByRole('button', { name: 'Save password' }).click();
  await expect(heading(page)).toHaveText('Password updated');
  await expectAccessible(page, 'password updated');

  await page.getByRole('link', { name: 'Log in' }).click();
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill('Second-Password-2026!');
  await page.getByRole('button', { name: 'Log in' }).click();
  // the onboarding was seen at sign-up: once per user, even after a logout cleared this browser
  await expect(page).toHaveURL(/\/no-tenancies$/);
});
