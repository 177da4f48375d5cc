import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { DEMO, serviceUrls, signIn, tenanciesOf } from '../support/session.ts';

const heading = (page: Page) => page.getByRole('heading', { level: 1 });

interface Mail {
  to: string[];
  subject: string;
  body: string;
}

async function mailsTo(page: Page, to: string): Promise<Mail[]> {
  const mails = (await (await page.request.get(`${serviceUrls().inbox}/api/mails`)).json()) as Mail[];
  return mails.filter((m) => m.to.includes(to));
}

test('a tenancy admin invites by e-mail and resends; the invitation link signs the new user up; they leave', async ({
  page,
  browser,
}) => {
  const tokens = await signIn(page, DEMO.demo, { language: 'en' });
  const [oslo] = await tenanciesOf(page.request, tokens);
  await page.goto(`/t/${oslo!.id}/settings`);
  await expect(heading(page)).toHaveText('Tenancy info');
  const users = page.getByTestId('tenancy-users');
  await expect(users.locator('[data-email="demo@example.com"]')).toContainText('demo@example.com');

  const invitee = `invitee-${Date.now()}@example.com`;
  await page.getByLabel('E-mail of the new user').fill(invitee);
  await page.getByRole('button', { name: 'Send invitation', exact: true }).click();
  const row = users.locator(`[data-email="${invitee}"]`);
  await expect(row).toContainText('Invitation pending');
  await row.getByRole('button', { name: 'Resend invitation' }).click();
  await expect(page.getByText('The invitation was sent again.')).toBeVisible();
  await expect.poll(async () => (await mailsTo(page, invitee)).length, { timeout: 20_000 }).toBeGreaterThanOrEqual(2);
  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);

  // the invitation's link, in a browser without a session
  const [mail] = await mailsTo(page, invitee);
  const link = /https?:\/\/\S+\/signup\?activationCode=\w+/.exec(mail!.body)?.[0];
  expect(link, mail!.body).toBeTruthy();
  const context = await browser.newContext();
  const guest = await context.newPage();
  await guest.addInitScript(() => localStorage.setItem('nucleolus.language', 'en'));
  await guest.goto(link!);
  await expect(heading(guest)).toHaveText('Create an account');
  await guest.getByRole('link', { name: 'Sign up with e-mail' }).click();
  await guest.getByLabel('E-mail').fill(invitee);
  await guest.getByRole('textbox', { name: 'Password', exact: true }).fill('Invited-Tenant-2026!');
  await guest.getByLabel('Repeat password').fill('Invited-Tenant-2026!');
  await guest.getByRole('button', { name: 'Create account' }).click();
  await guest.getByRole('link', { name: 'Continue' }).click();
  await guest.getByRole('link', { name: 'Skip' }).click();
  await expect(guest).toHaveURL(new RegExp(`/t/${oslo!.id}$`));

  // anyone may leave a tenancy
  await guest.locator('[data-menu-entry="settings"]').click();
  await guest.getByRole('button', { name: 'Leave tenancy' }).click();
  await guest.getByRole('dialog').getByRole('button', { name: 'Leave tenancy' }).click();
  await expect(guest).toHaveURL(/\/no-tenancies$/);
  await context.close();
});

test('an unused activation code opens the add-tenancy dialog for a signed-in user; closing it discards the code', async ({
  page,
}) => {
  const tokens = await signIn(page, DEMO.demo, { language: 'en' });
  const [oslo] = await tenanciesOf(page.request, tokens);
  await page.goto(`/t/${oslo!.id}?activationCode=WELCOMEHOMEB`);
  const dialog = page.getByRole('dialog');
  // the user has tenancies: the additional-tenancy variant
  await expect(dialog).toContainText('Add another tenancy');
  await expect(dialog).toContainText('WELC-OMEH-OMEB');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  expect(await page.evaluate(() => localStorage.getItem('nucleolus.unusedActivationCode'))).toBeNull();
  await page.goto(`/t/${oslo!.id}`);
  await expect(page.locator('[data-menu-entry="consumption"]')).toBeVisible();
  await expect(page.getByRole('dialog')).toBeHidden();
});
