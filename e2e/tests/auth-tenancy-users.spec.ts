import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { activationCodeOf, invite, type Mail, mailsTo } from '../support/inbox.ts';
import { DEMO, gql, serviceUrls, signIn, tenanciesOf } from '../support/session.ts';
import { seriousViolations } from '../support/a11y.ts';

const heading = (page: Page) => page.getByRole('heading', { level: 1 });

/** The mails to an address, oldest first (the inbox lists the newest first). */
const oldestFirst = async (request: APIRequestContext, to: string) => (await mailsTo(request, to)).reverse();

const LOCALES = { en: 'en-GB', da: 'da-DK', nb: 'nb-NO' } as const;
const VALID_UNTIL = {
  en: (date: string, time: string) => `The code is valid until ${date} at ${time} (Copenhagen time).`,
  da: (date: string, time: string) => `Koden er gyldig til den ${date} kl. ${time}.`,
  nb: (date: string, time: string) => `Koden er gyldig til ${date} kl. ${time}.`,
};

/** What an invitation sent at `sent` says of its code (valid 14 days), in any language, give or take a minute. */
function validityLines(sent: Date): string[] {
  return [-1, 0, 1].flatMap((minute) => {
    const until = new Date(sent.getTime() + 14 * 86_400_000 + minute * 60_000);
    return Object.entries(LOCALES).map(([language, locale]) => {
      const format = (options: Intl.DateTimeFormatOptions) =>
        new Intl.DateTimeFormat(locale, { ...options, timeZone: 'Europe/Copenhagen' }).format(until);
      return VALID_UNTIL[language as keyof typeof LOCALES](
        format({ day: 'numeric', month: 'long', year: 'numeric' }),
        format({ hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }),
      );
    });
  });
}

const codeOf = (mail: Mail) => /\/signup\?activationCode=(\w+)/.exec(mail.body)?.[1];

test('a tenancy admin invites by e-mail and resends; the first e-mail still works and each says until when; they leave', async ({
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
  await expect.poll(async () => (await mailsTo(page.request, invitee)).length, { timeout: 20_000 }).toBe(1);
  await row.getByRole('button', { name: 'Resend invitation' }).click();
  await expect(page.getByText('The invitation was sent again.')).toBeVisible();
  await expect.poll(async () => (await mailsTo(page.request, invitee)).length, { timeout: 20_000 }).toBe(2);
  // still one row for the address
  await expect(row).toHaveCount(1);
  expect(await seriousViolations(page)).toEqual([]);

  // both e-mails say truthfully until when their code works: 14 days after each was sent
  const [first, second] = await oldestFirst(page.request, invitee);
  for (const mail of [first!, second!]) {
    const validity = mail.body.trim().split('\n').at(-1)!;
    expect(validityLines(new Date(mail.date)), mail.body).toContain(validity);
  }
  expect(codeOf(first!)).toBeTruthy();
  expect(codeOf(second!)).toBeTruthy();
  expect(codeOf(first!)).not.toBe(codeOf(second!));

  // the first invitation's link, in a browser without a session
  const link = /https?:\/\/\S+\/signup\?activationCode=\w+/.exec(first!.body)?.[0];
  expect(link, first!.body).toBeTruthy();
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

  // the invitation is used: the second e-mail's code no longer lets anyone in
  const validation = await gql<{ validateActivationCode: { ok: boolean; text: string } }>(
    page.request,
    serviceUrls().data,
    'query($c: String!) { validateActivationCode(activationCode: $c) { ok text } }',
    { c: codeOf(second!) },
  );
  expect(validation.validateActivationCode).toEqual({ ok: false, text: 'Activation code has already been used' });

  // anyone may leave a tenancy
  await guest.locator('[data-menu-entry="settings"]').click();
  await guest.getByRole('button', { name: 'Leave tenancy' }).click();
  await guest.getByRole('dialog').getByRole('button', { name: 'Leave tenancy' }).click();
  await expect(guest).toHaveURL(/\/no-tenancies$/);
  await context.close();
});

/** A new user of the demo admin's Oslo tenancy: invited, signed up, the code applied. */
async function newMember(request: APIRequestContext): Promise<{ email: string; id: string; tenancyId: string }> {
  const email = `member-${Date.now()}@example.com`;
  const { tenancyId, mail } = await invite(request, email);
  const code = activationCodeOf(mail);
  const created = await gql<{ createEmailPasswordUser: { token: string; user: { id: string } } }>(
    request,
    serviceUrls().data,
    'mutation($e: String!, $p: String!) { createEmailPasswordUser(email: $e, password: $p) { token user { id } } }',
    { e: email, p: 'Member-Tenant-2026!' },
  );
  await gql(
    request,
    serviceUrls().data,
    'mutation($c: String!) { addTenancy(activationCode: $c) { ok } }',
    { c: code },
    created.createEmailPasswordUser.token,
  );
  return { email, id: created.createEmailPasswordUser.user.id, tenancyId };
}

test('an administrator is made with a confirmation and made a member again; the last one cannot give up their rights or leave', async ({
  page,
}) => {
  const member = await newMember(page.request);
  const tokens = await signIn(page, DEMO.demo, { language: 'en' });
  await page.goto(`/t/${member.tenancyId}/settings`);
  await expect(heading(page)).toHaveText('Tenancy info');
  const users = page.getByTestId('tenancy-users');
  const row = users.locator(`[data-email="${member.email}"]`);
  const mine = users.locator('[data-email="demo@example.com"]');
  const note = page.getByTestId('last-admin-note');
  const onlyAdmin =
    'You are the only administrator of this tenancy. To give up your rights or leave the tenancy, first make another user an administrator.';

  // demo is the only administrator: told so up front, own rights cannot be given up
  await expect(note).toHaveText(onlyAdmin);
  const giveUp = mine.getByRole('button', { name: 'Give up administrator rights' });
  await expect(giveUp).toBeDisabled();
  await expect(giveUp).toHaveAccessibleDescription(onlyAdmin);

  // making an administrator asks first, saying what an administrator can do; cancelling changes nothing
  await row.getByRole('button', { name: 'Make administrator' }).click();
  let dialog = page.getByRole('dialog', { name: `Make ${member.email} an administrator?` });
  await expect(dialog).toContainText('An administrator can invite users by e-mail, resend invitations');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(row).not.toContainText('Administrator');
  await row.getByRole('button', { name: 'Make administrator' }).click();
  await dialog.getByRole('button', { name: 'Make administrator' }).click();
  await expect(page.getByText(`${member.email} is now an administrator.`)).toBeVisible();
  await expect(row).toContainText('Administrator');
  // two administrators: demo may give up theirs now
  await expect(note).toBeHidden();
  await expect(giveUp).toBeEnabled();

  // and it is taken back, with the same kind of confirmation
  await row.getByRole('button', { name: 'Make member' }).click();
  dialog = page.getByRole('dialog', { name: `Make ${member.email} a member again?` });
  await expect(dialog).toContainText('will no longer be able to invite users');
  await dialog.getByRole('button', { name: 'Make member' }).click();
  const madeMember = page.getByText(`${member.email} is now a member.`);
  await expect(madeMember).toBeVisible();
  await expect(row.getByRole('button', { name: 'Make administrator' })).toBeVisible();
  await expect(row).not.toContainText('Administrator');
  // the toast goes (the leave button can lie under it, at the bottom right, and a pointer resting on a
  // toast keeps it)
  await expect(madeMember).toBeHidden();

  // the last administrator again: cannot give up their rights, and the leave dialog says why it cannot leave
  await expect(note).toHaveText(onlyAdmin);
  await expect(giveUp).toBeDisabled();
  await page.getByRole('button', { name: 'Leave tenancy' }).click();
  dialog = page.getByRole('dialog', { name: 'Leave this tenancy?' });
  await expect(dialog).toContainText(
    'You are the only administrator of this tenancy. Make another user an administrator before you leave',
  );
  await expect(dialog.getByRole('button', { name: 'Leave tenancy' })).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(dialog).toBeHidden();
  expect(await seriousViolations(page)).toEqual([]);

  // the service refuses the same requests made by hand
  const me = await gql<{ me: { id: string } }>(
    page.request,
    serviceUrls().data,
    '{ me { id } }',
    {},
    tokens.data.token,
  );
  const lastAdmin = 'A tenancy needs an administrator: make another user administrator first.';
  await expect(
    gql(
      page.request,
      serviceUrls().data,
      'mutation($t: ID!, $u: ID!) { setTenancyUserAdmin(tenancyId: $t, userId: $u, isAdmin: false) { isAdmin } }',
      { t: member.tenancyId, u: me.me.id },
      tokens.data.token,
    ),
  ).rejects.toThrow(lastAdmin);
  await expect(
    gql(
      page.request,
      serviceUrls().data,
      'mutation($t: ID!) { leaveTenancy(tenancyId: $t) { ok } }',
      { t: member.tenancyId },
      tokens.data.token,
    ),
  ).rejects.toThrow(lastAdmin);
  await page.reload();
  await expect(mine).toContainText('Administrator');

  // the member is removed again (after a confirmation)
  await row.getByRole('button', { name: 'Remove' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Remove' }).click();
  await expect(row).toHaveCount(0);
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
