// Changing e-mail through a link to the new address (docs/decisions/0026): the request, the mails,
// the single-use expiring token, the address checked again when the link is followed, and the
// sessions that end then.
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import type { GqlResult } from './harness.ts';
import { DEMO, OTHER, firstError, setupHarness } from './harness.ts';

// Every test signs new users in and asks from one client: the per-client limits are raised here, the
// per-address limit of the requests is the configured one.
const limits = loadConfig({ NODE_ENV: 'test' }).rateLimits;
const h = setupHarness({
  days: 1,
  config: {
    rateLimits: {
      ...limits,
      loginPerClient: { ...limits.loginPerClient, limit: 1000 },
      resetPerClient: { ...limits.resetPerClient, limit: 1000 },
    },
  },
});

const REQUEST = `mutation($e: String!, $p: String!) { requestEmailChange(newEmail: $e, password: $p) { email expiresAt } }`;
const CONFIRM = `mutation($t: String!) { confirmEmailChange(token: $t) { email } }`;
const PENDING = `{ me { email pendingEmailChange { email expiresAt } } }`;
const ME = `{ me { email } }`;

let counter = 0;

/** A new e-mail-password user, signed in to both services. */
async function newUser(label: string, language = 'en') {
  const email = `${label}-${(counter += 1)}@example.com`;
  const password = 'Changing-Tenant-2026!';
  await h.data(`mutation($e: String!, $p: String!) { createEmailPasswordUser(email: $e, password: $p) { token } }`, {
    e: email,
    p: password,
  });
  await h.db.db.updateTable('users').set({ language }).where('email', '=', email).execute();
  return { email, password, data: await h.login({ email, password }), main: await h.loginMain({ email, password }) };
}

const code = (r: GqlResult) => r.errors?.[0]?.extensions?.code;

/** The token of the newest confirmation mail to `to`. */
function linkTokenTo(to: string): string {
  const mail = h.mailer.outbox.findLast((m) => m.to === to && /\/confirm-email\?/.test(m.text));
  if (!mail) throw new Error(`no confirmation mail to ${to}`);
  return new URL(/(http\S+\/confirm-email\?\S+)/.exec(mail.text)![1]!).searchParams.get('token')!;
}

async function canLogIn(email: string, password: string): Promise<boolean> {
  return h.login({ email, password }).then(
    () => true,
    () => false,
  );
}

describe('asking for a new e-mail', () => {
  it("the earlier mutation's name (changeEmail, deprecated) asks the same way: a link, no change yet", async () => {
    const user = await newUser('older-portal');
    const to = `older-portal-new-${counter}@example.com`;
    const r = await h.data(
      `mutation($e: String!, $p: String!) { changeEmail(newEmail: $e, password: $p) { ok } }`,
      { e: to, p: user.password },
      { token: user.data },
    );
    expect(r.errors).toBeUndefined();
    expect(r.data.changeEmail.ok).toBe(true);
    expect(linkTokenTo(to)).toBeTruthy();
    expect((await h.data(PENDING, {}, { token: user.data })).data.me.pendingEmailChange.email).toBe(to);
  });

  it('mails a link to the new address and a notice to the current one; nothing changes yet', async () => {
    const user = await newUser('asker');
    const to = `asked-${counter}@example.com`;
    const r = await h.data(REQUEST, { e: ` ${to.toUpperCase()} `, p: user.password }, { token: user.data });
    expect(r.errors).toBeUndefined();
    expect(r.data.requestEmailChange.email).toBe(to);

    const link = h.mailer.outbox.findLast((m) => m.to === to)!;
    expect(link.subject).toBe('Confirm your new e-mail address');
    expect(link.text).toMatch(/http:\/\/localhost:3000\/confirm-email\?token=[\w-]+&language=en/);
    const notice = h.mailer.outbox.findLast((m) => m.to === user.email)!;
    expect(notice.subject).toBe('Your e-mail address is about to change');
    expect(notice.text).toContain(`to ${to}.`);
    expect(notice.text).toContain('cancel the change in your profile settings and change your password');
    expect(notice.text).not.toContain('token=');

    // still the old address, still signed in on both services, the pending change shown
    const me = await h.data(PENDING, {}, { token: user.data });
    expect(me.data.me.email).toBe(user.email);
    expect(me.data.me.pendingEmailChange.email).toBe(to);
    const hours = (Date.parse(`${me.data.me.pendingEmailChange.expiresAt}Z`) - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(22);
    expect(hours).toBeLessThan(26);
    expect((await h.main(ME, {}, { token: user.main })).data.me.email).toBe(user.email);
    expect(await canLogIn(user.email, user.password)).toBe(true);
    expect(await canLogIn(to, user.password)).toBe(false);
  });

  it('mails in the user’s language', async () => {
    const user = await newUser('dansk', 'da');
    const to = `dansk-ny-${counter}@example.com`;
    await h.data(REQUEST, { e: to, p: user.password }, { token: user.data });
    expect(h.mailer.outbox.findLast((m) => m.to === to)!.subject).toBe('Bekræft din nye e-mailadresse');
    expect(h.mailer.outbox.findLast((m) => m.to === to)!.text).toContain('&language=da');
    expect(h.mailer.outbox.findLast((m) => m.to === user.email)!.subject).toBe(
      'Din e-mailadresse er ved at blive ændret',
    );
  });

  const PASSWORD = 'Changing-Tenant-2026!';
  it.each<[string, (user: { email: string }) => [string, string], string]>([
    ['a wrong password', () => [`x-${counter}@example.com`, 'Not-The-Password-1!'], 'WRONG_PASSWORD'],
    ['an invalid address', () => ['not-an-address', PASSWORD], 'BAD_USER_INPUT'],
    ['the current address', (user) => [user.email.toUpperCase(), PASSWORD], 'EMAIL_UNCHANGED'],
    ['another tenant’s address', () => [OTHER.email, PASSWORD], 'EMAIL_IN_USE'],
    ['an administration-portal address', () => ['support@example.com', PASSWORD], 'EMAIL_USED_IN_ADMIN_PORTAL'],
  ])('refuses %s, with its own error, and changes and sends nothing', async (_name, input, expected) => {
    const user = await newUser('refused');
    const [e, p] = input(user);
    const before = h.mailer.outbox.length;
    const r = await h.data(REQUEST, { e, p }, { token: user.data });
    expect(code(r)).toBe(expected);
    expect(h.mailer.outbox.length).toBe(before);
    expect((await h.data(PENDING, {}, { token: user.data })).data.me).toEqual({
      email: user.email,
      pendingEmailChange: null,
    });
  });

  it('says the texts the portal translates', async () => {
    const user = await newUser('texts');
    const ask = (e: string, p = user.password) => h.data(REQUEST, { e, p }, { token: user.data }).then(firstError);
    expect(await ask(`y-${counter}@example.com`, 'Not-The-Password-1!')).toBe('The current password is not correct.');
    expect(await ask(user.email)).toBe('The new e-mail is the same as the current one.');
    expect(await ask(OTHER.email)).toBe('A user already exists with that email.');
    expect(await ask('support@example.com')).toBe('Email is already in use');
    expect(await ask('no-at-sign')).toBe('Please enter a valid e-mail address.');
  });

  it('is not offered to an account of a sign-in provider: it keeps the provider’s address', async () => {
    const user = await newUser('social');
    await h.db.db
      .updateTable('users')
      .set({ user_type: 'google', password_hash: null })
      .where('email', '=', user.email)
      .execute();
    const r = await h.data(REQUEST, { e: `z-${counter}@example.com`, p: '' }, { token: user.data });
    expect(code(r)).toBe('EMAIL_FROM_PROVIDER');
  });

  it('needs a session', async () => {
    expect(firstError(await h.data(REQUEST, { e: 'a@example.com', p: DEMO.password }))).toBe('login-required');
  });

  it('is limited as password reset requests are: per new address', async () => {
    const user = await newUser('limited');
    const to = `limited-target-${counter}@example.com`;
    for (let i = 0; i < 5; i++) {
      expect((await h.data(REQUEST, { e: to, p: user.password }, { token: user.data })).errors).toBeUndefined();
    }
    expect(code(await h.data(REQUEST, { e: to, p: user.password }, { token: user.data }))).toBe('RATE_LIMITED');
    expect(code(await h.data(REQUEST, { e: to, p: 'Not-The-Password-1!' }, { token: user.data }))).toBe('RATE_LIMITED');
  });
});

describe('following the link', () => {
  it('changes the e-mail for both services, uses the token up and ends every session', async () => {
    const user = await newUser('mover');
    const to = `moved-${counter}@example.com`;
    await h.data(REQUEST, { e: to, p: user.password }, { token: user.data });
    const token = linkTokenTo(to);

    const done = await h.data(CONFIRM, { t: token });
    expect(done.errors).toBeUndefined();
    expect(done.data.confirmEmailChange.email).toBe(to);

    // SPEC §4: changing e-mail logs the user out, on both services
    expect(firstError(await h.data(ME, {}, { token: user.data }))).toBe('login-required');
    expect(firstError(await h.main(ME, {}, { token: user.main }))).toBe('login-required');
    expect(await canLogIn(user.email, user.password)).toBe(false);
    const fresh = await h.loginMain({ email: to, password: user.password });
    expect((await h.main(ME, {}, { token: fresh })).data.me.email).toBe(to);
    const data = await h.login({ email: to, password: user.password });
    expect((await h.data(PENDING, {}, { token: data })).data.me).toEqual({ email: to, pendingEmailChange: null });

    // single use
    const again = await h.data(CONFIRM, { t: token });
    expect(code(again)).toBe('EMAIL_CHANGE_LINK_INVALID');
    expect(firstError(again)).toBe(
      'This link is not valid any more: it has been used, it has expired or a newer one was sent.',
    );
  });

  it('refuses an expired link and changes nothing', async () => {
    const user = await newUser('late');
    const to = `too-late-${counter}@example.com`;
    await h.data(REQUEST, { e: to, p: user.password }, { token: user.data });
    const token = linkTokenTo(to);
    await h.db.db
      .updateTable('one_time_tokens')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('email', '=', to)
      .execute();
    expect(code(await h.data(CONFIRM, { t: token }))).toBe('EMAIL_CHANGE_LINK_INVALID');
    expect((await h.data(PENDING, {}, { token: user.data })).data.me).toEqual({
      email: user.email,
      pendingEmailChange: null,
    });
  });

  it('refuses an address another account took in the meantime, and changes nothing', async () => {
    const user = await newUser('slow');
    const to = `taken-meanwhile-${counter}@example.com`;
    await h.data(REQUEST, { e: to, p: user.password }, { token: user.data });
    const token = linkTokenTo(to);
    await h.data(`mutation($e: String!, $p: String!) { createEmailPasswordUser(email: $e, password: $p) { token } }`, {
      e: to,
      p: 'Faster-Tenant-2026!',
    });

    const r = await h.data(CONFIRM, { t: token });
    expect(code(r)).toBe('EMAIL_IN_USE');
    expect(firstError(r)).toBe('A user already exists with that email.');
    // the user keeps their address and their session; the other account keeps its own
    expect((await h.data(ME, {}, { token: user.data })).data.me.email).toBe(user.email);
    expect(await canLogIn(to, 'Faster-Tenant-2026!')).toBe(true);
  });

  it('refuses an address an administration-portal account took in the meantime', async () => {
    const user = await newUser('admin-race');
    const to = `admin-meanwhile-${counter}@example.com`;
    await h.data(REQUEST, { e: to, p: user.password }, { token: user.data });
    await h.db.db.insertInto('users').values({ email: to, password_hash: null, is_admin: true }).execute();
    expect(code(await h.data(CONFIRM, { t: linkTokenTo(to) }))).toBe('EMAIL_USED_IN_ADMIN_PORTAL');
    expect((await h.data(ME, {}, { token: user.data })).data.me.email).toBe(user.email);
  });

  it('refuses unknown tokens and a token of another purpose', async () => {
    expect(code(await h.data(CONFIRM, { t: 'not-a-token' }))).toBe('EMAIL_CHANGE_LINK_INVALID');
    expect(code(await h.data(CONFIRM, { t: 'x'.repeat(500) }))).toBe('EMAIL_CHANGE_LINK_INVALID');
  });
});

describe('a newer request, sending again and cancelling', () => {
  it('a newer request replaces the waiting one: the first link stops working', async () => {
    const user = await newUser('twice');
    const first = `first-${counter}@example.com`;
    const second = `second-${counter}@example.com`;
    await h.data(REQUEST, { e: first, p: user.password }, { token: user.data });
    const firstToken = linkTokenTo(first);
    await h.data(REQUEST, { e: second, p: user.password }, { token: user.data });
    expect((await h.data(PENDING, {}, { token: user.data })).data.me.pendingEmailChange.email).toBe(second);
    expect(code(await h.data(CONFIRM, { t: firstToken }))).toBe('EMAIL_CHANGE_LINK_INVALID');
    expect((await h.data(CONFIRM, { t: linkTokenTo(second) })).data.confirmEmailChange.email).toBe(second);
  });

  it('sends the link again: only the newest works', async () => {
    const user = await newUser('resend');
    const to = `resent-${counter}@example.com`;
    await h.data(REQUEST, { e: to, p: user.password }, { token: user.data });
    const old = linkTokenTo(to);
    const again = await h.data(`mutation { resendEmailChange { email } }`, {}, { token: user.data });
    expect(again.data.resendEmailChange.email).toBe(to);
    const fresh = linkTokenTo(to);
    expect(fresh).not.toBe(old);
    expect(code(await h.data(CONFIRM, { t: old }))).toBe('EMAIL_CHANGE_LINK_INVALID');
    expect((await h.data(CONFIRM, { t: fresh })).data.confirmEmailChange.email).toBe(to);
  });

  it('cancels: the link stops working and nothing waits', async () => {
    const user = await newUser('cancel');
    const to = `cancelled-${counter}@example.com`;
    await h.data(REQUEST, { e: to, p: user.password }, { token: user.data });
    const token = linkTokenTo(to);
    expect((await h.data(`mutation { cancelEmailChange { ok } }`, {}, { token: user.data })).data).toEqual({
      cancelEmailChange: { ok: true },
    });
    expect((await h.data(PENDING, {}, { token: user.data })).data.me.pendingEmailChange).toBeNull();
    expect(code(await h.data(CONFIRM, { t: token }))).toBe('EMAIL_CHANGE_LINK_INVALID');
    expect(code(await h.data(`mutation { resendEmailChange { email } }`, {}, { token: user.data }))).toBe(
      'NO_PENDING_EMAIL_CHANGE',
    );
    expect((await h.data(ME, {}, { token: user.data })).data.me.email).toBe(user.email);
  });
});

describe('changing the password', () => {
  it('says a wrong current password with a code of its own', async () => {
    const user = await newUser('pw');
    const r = await h.data(
      `mutation($o: String!, $n: String!) { changePassword(oldPassword: $o, newPassword: $n) { ok } }`,
      { o: 'Not-The-Password-1!', n: 'Another-Tenant-2026!' },
      { token: user.data },
    );
    expect(code(r)).toBe('WRONG_PASSWORD');
    expect(firstError(r)).toBe('The current password is not correct.');
    expect(await canLogIn(user.email, user.password)).toBe(true);
  });
});
