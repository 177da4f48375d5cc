import { expect, test, type Page } from '@playwright/test';
import { DEMO, gql, serviceUrls } from '../support/session.ts';
import { continueWith } from '../support/social.ts';
import { seriousViolations } from '../support/a11y.ts';

// Social sign-in (SPEC §2, §4, §7) against the suites' test identity provider
// (support/identity-provider.ts): each provider's dialog in a popup, its answer in the provider's own
// format (Apple's posted to the portal's /auth/callback), the services verifying the signed token.
const heading = (page: Page) => page.getByRole('heading', { level: 1 });

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    if (!localStorage.getItem('nucleolus.language')) localStorage.setItem('nucleolus.language', 'en');
  });
});

test('the login page offers Apple, Google and Facebook; a new Google user is created and onboarded', async ({
  page,
}) => {
  await page.goto('/login');
  await expect(heading(page)).toHaveText('Log in');
  const buttons = page.locator('[data-provider]');
  await expect(buttons).toHaveText(['Continue with Apple', 'Continue with Google', 'Continue with Facebook']);
  expect(await seriousViolations(page)).toEqual([]);

  const email = `google-${Date.now()}@example.com`;
  await continueWith(page, 'Google', email);
  // a first sign-in: the onboarding, then the page for a user without a home yet
  await expect(page).toHaveURL(/\/onboarding\?next=/);
  await page.getByRole('link', { name: 'Skip' }).click();
  await expect(page).toHaveURL(/\/no-tenancies$/);
  // seen once per user: the services keep it, so another browser skips the slides
  const token = await page.evaluate(() => localStorage.getItem('nucleolus.token'));
  await expect
    .poll(
      async () =>
        (
          await gql<{ me: { hasOnboarded: boolean } }>(
            page.request,
            serviceUrls().data,
            '{ me { hasOnboarded } }',
            {},
            token!,
          )
        ).me.hasOnboarded,
    )
    .toBe(true);
});

test('Apple answers with a posted form; an existing tenant lands on their dashboard', async ({ page }) => {
  await page.goto('/login');
  await continueWith(page, 'Apple', DEMO.demo.email);
  // the demo tenant has seen the onboarding (kept by the services, not this browser)
  await expect(page).toHaveURL(/\/t\/\d+\/?$/);
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
});

test('Facebook: closing the dialog changes nothing; an address it cannot vouch for does not open a password account', async ({
  page,
}) => {
  await page.goto('/signup');
  await expect(heading(page)).toHaveText('Create an account');
  await continueWith(page, 'Facebook', null);
  await expect(page).toHaveURL(/\/signup$/);
  await expect(page.getByTestId('social-error')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Continue with Facebook' })).toBeEnabled();

  // Facebook does not confirm addresses: whoever registered other@'s address there is not let in.
  await continueWith(page, 'Facebook', 'other@example.com');
  await expect(page.getByTestId('social-error')).toHaveText(
    'An account with this e-mail already exists. Log in with its password: this provider does not confirm e-mail addresses.',
  );
  await expect(page).toHaveURL(/\/signup$/);
  expect(await page.evaluate(() => localStorage.getItem('nucleolus.token'))).toBeNull();

  // A new address gets an account of its own, as with the other providers.
  await continueWith(page, 'Facebook', `facebook-${Date.now()}@example.com`);
  await expect(page).toHaveURL(/\/onboarding\?next=/);
});
