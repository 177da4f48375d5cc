import { SignJWT, createLocalJWKSet, exportJWK, generateKeyPair, type JWK } from 'jose';
import { describe, expect, it } from 'vitest';
import { JwksSocialVerifier } from '../src/auth/social.ts';
import { createOneTimeToken } from '../src/auth/tokens.ts';
import { loadConfig } from '../src/config.ts';
import { outboxSettled } from '../src/mail/outbox.ts';
import { DEMO_USERS } from '../src/demo/seed.ts';
import { DEMO, NOHOME, OTHER, firstError, setupHarness } from './harness.ts';

const config = loadConfig({ NODE_ENV: 'test' });
const keys = await generateKeyPair('RS256');
const jwk: JWK = { ...(await exportJWK(keys.publicKey)), kid: 'test', alg: 'RS256', use: 'sig' };
const jwks = createLocalJWKSet({ keys: [jwk] });
const social = new JwksSocialVerifier(config.social, { google: jwks, apple: jwks });

async function googleToken(email: string, audience = config.social.google.audience) {
  return new SignJWT({ email, email_verified: true })
    .setProtectedHeader({ alg: 'RS256', kid: 'test' })
    .setIssuer('https://accounts.google.com')
    .setAudience(audience)
    .setSubject(`google-${email}`)
    .setIssuedAt()
    .setExpirationTime('5m')
    .sign(keys.privateKey);
}

const h = setupHarness({ days: 3, social });

const LOGIN = `mutation($c: CredentialsInput!) { login(credentials: $c) { token refreshToken refreshExpiresIn } }`;
const TOKEN_AUTH = `mutation($e: String!, $p: String!) { tokenAuth(email: $e, password: $p) { token refreshToken refreshExpiresIn payload { email exp origIat impersonated } } }`;
const REFRESH = `mutation($t: String!) { refreshToken(refreshToken: $t) { token refreshToken } }`;
const MAIN_REFRESH = `mutation($t: String!) { refreshToken(refreshToken: $t) { token refreshToken refreshExpiresIn } }`;
const ME = `{ me { id email name language isSuperuser isActive isAdmin userType emailNotifications accountHasStatements } }`;

describe('main service login and me', () => {
  it('logs in with e-mail and password and answers me with permissions and accounts', async () => {
    const r = await h.main(LOGIN, { c: { ...DEMO, targetResource: 'tenant' } });
    expect(r.errors).toBeUndefined();
    expect(r.data.login.refreshExpiresIn).toBeGreaterThan(3600);
    const me = await h.main(
      `{ me { id name email language permissions { name description } accounts { id } } }`,
      {},
      { token: r.data.login.token },
    );
    expect(me.data.me).toMatchObject({ email: 'demo@example.com', name: 'Dina Demo', language: 'nb' });
    expect(me.data.me.accounts).toHaveLength(2);
    expect(me.data.me.permissions.map((p: { name: string }) => p.name)).toContain('view_consumption');
  });

  it("answers wrong credentials with SPEC's text, the same for unknown e-mails", async () => {
    const wrong = await h.main(LOGIN, {
      c: { email: DEMO.email, password: 'Wrong-Password-1!', targetResource: 'tenant' },
    });
    const unknown = await h.main(LOGIN, {
      c: { email: 'nobody@example.com', password: 'Wrong-Password-1!', targetResource: 'tenant' },
    });
    expect(firstError(wrong)).toBe('Please enter valid credentials');
    expect(firstError(unknown)).toBe('Please enter valid credentials');
  });

  it('requires a token: login-required', async () => {
    expect(firstError(await h.main(`{ me { id } }`))).toBe('login-required');
    expect(firstError(await h.data(`{ me { id } }`))).toBe('login-required');
    expect(firstError(await h.data(`{ me { id } }`, {}, { token: 'not.a.jwt' }))).toBe('login-required');
  });

  it('does not accept one service token on the other (own key, issuer and audience)', async () => {
    const dataToken = await h.login(DEMO);
    const mainToken = await h.loginMain(DEMO);
    expect(firstError(await h.main(`{ me { id } }`, {}, { token: dataToken }))).toBe('login-required');
    expect(firstError(await h.data(`{ me { id } }`, {}, { token: mainToken }))).toBe('login-required');
  });

  it('rejects unsigned (alg none) and foreign-key tokens', async () => {
    const token = await h.login(DEMO);
    const [header, payload] = token.split('.');
    const none = `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${payload}.`;
    expect(firstError(await h.data(`{ me { id } }`, {}, { token: none }))).toBe('login-required');
    const tampered = `${header}.${payload}.${'A'.repeat(43)}`;
    expect(firstError(await h.data(`{ me { id } }`, {}, { token: tampered }))).toBe('login-required');
  });

  it('accepts the Bearer scheme too', async () => {
    const token = await h.login(DEMO);
    const r = await h.data(`{ me { email } }`, {}, { headers: { authorization: `Bearer ${token}` } });
    expect(r.data.me.email).toBe('demo@example.com');
  });
});

describe('refresh rotation', () => {
  it('rotates on every use; a reused token revokes the whole family (data service)', async () => {
    const first = await h.data(TOKEN_AUTH, { e: DEMO.email, p: DEMO.password });
    expect(first.data.tokenAuth.payload).toMatchObject({ email: 'demo@example.com', impersonated: false });
    const r1 = first.data.tokenAuth.refreshToken;
    const second = await h.data(REFRESH, { t: r1 });
    expect(second.errors).toBeUndefined();
    const r2 = second.data.refreshToken.refreshToken;
    expect(r2).not.toBe(r1);
    // Reuse of r1: refused, and r2 (same family) no longer works either.
    expect(firstError(await h.data(REFRESH, { t: r1 }))).toBe('Your log in expired. Please log in again.');
    expect(firstError(await h.data(REFRESH, { t: r2 }))).toBe('Your log in expired. Please log in again.');
  });

  it('rotates on the main service and revokes on logout', async () => {
    const login = await h.main(LOGIN, { c: { ...DEMO, targetResource: 'tenant' } });
    const rotated = await h.main(MAIN_REFRESH, { t: login.data.login.refreshToken });
    expect(rotated.data.refreshToken.token).toBeTruthy();
    const revoke = await h.main(`mutation($t: String!) { revokeToken(refreshToken: $t) { revoked } }`, {
      t: rotated.data.refreshToken.refreshToken,
    });
    expect(revoke.data.revokeToken.revoked).toBe(true);
    expect(firstError(await h.main(MAIN_REFRESH, { t: rotated.data.refreshToken.refreshToken }))).toBe(
      'Your log in expired. Please log in again.',
    );
  });

  it('revokeToken on the data service ends the session', async () => {
    const login = await h.data(TOKEN_AUTH, { e: DEMO.email, p: DEMO.password });
    const revoke = await h.data(`mutation($t: String!) { revokeToken(refreshToken: $t) { revoked } }`, {
      t: login.data.tokenAuth.refreshToken,
    });
    expect(revoke.data.revokeToken.revoked).toBe(true);
    expect(firstError(await h.data(REFRESH, { t: login.data.tokenAuth.refreshToken }))).toBeTruthy();
    const bogus = await h.data(`mutation { revokeToken(refreshToken: "garbage") { revoked } }`);
    expect(bogus.data.revokeToken.revoked).toBe(false);
  });

  it('does not take an access token as a refresh token', async () => {
    const token = await h.login(DEMO);
    expect(firstError(await h.data(REFRESH, { t: token }))).toBe('Your log in expired. Please log in again.');
  });
});

describe('impersonation', () => {
  it('opens a 60-minute impersonated session from a single-use token', async () => {
    const user = await h.db.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', DEMO.email)
      .executeTakeFirstOrThrow();
    const token = await createOneTimeToken(h.db.db, 'impersonate', user.id, 600);
    const q = `mutation($t: String!) { impersonate(token: $t) { token refreshToken refreshExpiresIn shortLivedToken } }`;
    const r = await h.data(q, { t: token });
    expect(r.errors).toBeUndefined();
    expect(r.data.impersonate.refreshExpiresIn).toBeLessThanOrEqual(3600);
    const payload = JSON.parse(Buffer.from(r.data.impersonate.token.split('.')[1], 'base64url').toString());
    expect(payload.imp).toBe(true);
    expect(payload.exp - payload.iat).toBeLessThanOrEqual(3600);
    const me = await h.data(`{ me { email } }`, {}, { token: r.data.impersonate.token });
    expect(me.data.me.email).toBe(DEMO.email);
    // Single use.
    expect(firstError(await h.data(q, { t: token }))).toBe('Your log in expired. Please log in again.');
    // The main service's pair for the same impersonated session.
    const main = await h.main(
      `mutation($t: String!) { loginFromShortLivedToken(token: $t) { token refreshExpiresIn } }`,
      {
        t: r.data.impersonate.shortLivedToken,
      },
    );
    const mainPayload = JSON.parse(
      Buffer.from(main.data.loginFromShortLivedToken.token.split('.')[1], 'base64url').toString(),
    );
    expect(mainPayload.imp).toBe(true);
    expect(main.data.loginFromShortLivedToken.refreshExpiresIn).toBeLessThanOrEqual(3600);
    // Refresh keeps the family's 60-minute end.
    const refreshed = await h.data(
      `mutation($t: String!) { refreshToken(refreshToken: $t) { refreshExpiresIn payload { impersonated } } }`,
      {
        t: r.data.impersonate.refreshToken,
      },
    );
    expect(refreshed.data.refreshToken.payload.impersonated).toBe(true);
    expect(refreshed.data.refreshToken.refreshExpiresIn).toBeLessThanOrEqual(3600);
  });
});

describe('onboarding, once per user', () => {
  const ONBOARDED = `{ me { hasOnboarded } }`;
  const FINISH = `mutation { updateProfile(input: { hasOnboarded: true }) { hasOnboarded } }`;
  const newUser = async (email: string) =>
    (
      await h.data(
        `mutation($e: String!) { createEmailPasswordUser(email: $e, password: "Onboard-Pass-2026!") { token user { hasOnboarded } } }`,
        { e: email },
      )
    ).data.createEmailPasswordUser;

  it('is done for every demo user, and not for a new sign-up (by e-mail or socially)', async () => {
    const demo = await h.db.db
      .selectFrom('users')
      .select(['email', 'has_onboarded'])
      .where(
        'email',
        'in',
        DEMO_USERS.map((u) => u.email),
      )
      .execute();
    expect(demo).toHaveLength(DEMO_USERS.length);
    expect(demo.every((u) => u.has_onboarded)).toBe(true);
    expect((await h.data(ONBOARDED, {}, { token: await h.login(NOHOME) })).data.me.hasOnboarded).toBe(true);

    expect((await newUser('fresh@example.com')).user.hasOnboarded).toBe(false);
    const social = await h.data(`mutation($t: String!) { socialAuth(accessToken: $t, provider: google) { token } }`, {
      t: await googleToken('fresh-social@example.com'),
    });
    expect((await h.data(ONBOARDED, {}, { token: social.data.socialAuth.token })).data.me.hasOnboarded).toBe(false);
  });

  it('is marked done by the user, kept across sessions, and cannot be undone', async () => {
    const { token } = await newUser('onboarding@example.com');
    expect((await h.data(ONBOARDED, {}, { token })).data.me.hasOnboarded).toBe(false);
    expect((await h.data(FINISH, {}, { token })).data.updateProfile.hasOnboarded).toBe(true);
    const later = await h.login({ email: 'onboarding@example.com', password: 'Onboard-Pass-2026!' });
    expect((await h.data(ONBOARDED, {}, { token: later })).data.me.hasOnboarded).toBe(true);
    const undo = await h.data(
      `mutation { updateProfile(input: { name: "Undo", hasOnboarded: false }) { hasOnboarded } }`,
      {},
      { token: later },
    );
    expect(firstError(undo)).toBe('Onboarding cannot be undone');
    expect(undo.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'hasOnboarded' });
    expect((await h.data(`{ me { name hasOnboarded } }`, {}, { token: later })).data.me).toEqual({
      name: '',
      hasOnboarded: true,
    });
  });

  it('is not marked done by an impersonated session: support staff are not the user', async () => {
    const { token: own } = await newUser('impersonated@example.com');
    const user = await h.db.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'impersonated@example.com')
      .executeTakeFirstOrThrow();
    const support = await h.data(`mutation($t: String!) { impersonate(token: $t) { token } }`, {
      t: await createOneTimeToken(h.db.db, 'impersonate', user.id, 600),
    });
    const token = support.data.impersonate.token;
    const r = await h.data(
      `mutation { updateProfile(input: { emailNotifications: false, hasOnboarded: true }) { emailNotifications hasOnboarded } }`,
      {},
      { token },
    );
    // The other changes go through; the onboarding flag stays the user's own.
    expect(r.data.updateProfile).toEqual({ emailNotifications: false, hasOnboarded: false });
    expect((await h.data(FINISH, {}, { token })).data.updateProfile.hasOnboarded).toBe(false);
    expect((await h.data(ONBOARDED, {}, { token: own })).data.me.hasOnboarded).toBe(false);
    // The user's own session marks it.
    expect((await h.data(FINISH, {}, { token: own })).data.updateProfile.hasOnboarded).toBe(true);
  });
});

describe('sign-up', () => {
  const CREATE = `mutation($e: String!, $p: String!) { createEmailPasswordUser(email: $e, password: $p) { token refreshToken user { id email userType } } }`;

  it.each([
    ['short-1A!', 'The password must be at least 12 characters long.'],
    ['nocapitals-123!', 'The password must contain at least one capital letter.'],
    ['NOLOWERCASE-123!', 'The password must contain at least one lowercase letter.'],
    ['No-Digits-Here!!', 'The password must contain at least one digit.'],
    ['NoSpecials12345', 'The password must contain at least one special character.'],
  ])('enforces SPEC §5 password rules: %s', async (password, message) => {
    const r = await h.data(CREATE, { e: 'new-user@example.com', p: password });
    expect(firstError(r)).toBe(message);
  });

  it('rejects an invalid e-mail', async () => {
    expect(firstError(await h.data(CREATE, { e: 'not-an-email', p: 'Good-Password-123!' }))).toBe(
      'Please enter a valid e-mail address.',
    );
  });

  it('creates a user and signs them in', async () => {
    const r = await h.data(CREATE, { e: 'New.User@Example.com', p: 'Good-Password-123!' });
    expect(r.data.createEmailPasswordUser.user).toMatchObject({
      email: 'new.user@example.com',
      userType: 'email-password',
    });
    const me = await h.data(ME, {}, { token: r.data.createEmailPasswordUser.token });
    expect(me.data.me).toMatchObject({ email: 'new.user@example.com', isActive: true, accountHasStatements: false });
  });

  it('gives a new account the language it is made in; an existing one keeps its own', async () => {
    const WITH_LANGUAGE = `mutation($e: String!, $p: String!, $l: Language) { createEmailPasswordUser(email: $e, password: $p, language: $l) { token user { language } } }`;
    const made = await h.data(WITH_LANGUAGE, { e: 'dansk-lejer@example.com', p: 'Good-Password-123!', l: 'da' });
    expect(made.data.createEmailPasswordUser.user.language).toBe('da');
    const me = await h.data(`{ me { language } }`, {}, { token: made.data.createEmailPasswordUser.token });
    expect(me.data.me.language).toBe('da');
    // the same address and password again signs in: the language stays
    const again = await h.data(WITH_LANGUAGE, { e: 'dansk-lejer@example.com', p: 'Good-Password-123!', l: 'nb' });
    expect(again.data.createEmailPasswordUser.user.language).toBe('da');
    // without one, the default
    const plain = await h.data(WITH_LANGUAGE, { e: 'plain-lejer@example.com', p: 'Good-Password-123!' });
    expect(plain.data.createEmailPasswordUser.user.language).toBe('en');
  });

  it('answers an existing e-mail with the wrong password with SPEC §8 text', async () => {
    expect(firstError(await h.data(CREATE, { e: NOHOME.email, p: 'Another-Password-1!' }))).toBe(
      'A user already exists with that email, but the password is not correct.',
    );
    const same = await h.data(CREATE, { e: NOHOME.email, p: NOHOME.password });
    expect(same.data.createEmailPasswordUser.user.email).toBe(NOHOME.email);
  });

  it('refuses admin-portal accounts', async () => {
    expect(firstError(await h.data(CREATE, { e: 'support@example.com', p: 'Support-Staff-2026!' }))).toBe(
      'User already exists and has above default rights.',
    );
    expect(firstError(await h.data(CREATE, { e: 'support@example.com', p: 'Some-Other-Pass-1!' }))).toBe(
      'Email is already in use',
    );
  });
});

describe('social login and the short-lived token', () => {
  const SOCIAL = `mutation($t: String!, $p: SocialProvider!) { socialAuth(accessToken: $t, provider: $p) { social { provider uid } user { email } token refreshToken shortLivedToken } }`;

  it('verifies a Google ID token, creates the user and trades the short-lived token on the main service once', async () => {
    const r = await h.data(SOCIAL, { t: await googleToken('social@example.com'), p: 'google' });
    expect(r.errors).toBeUndefined();
    expect(r.data.socialAuth.user.email).toBe('social@example.com');
    const me = await h.data(`{ me { userType } }`, {}, { token: r.data.socialAuth.token });
    expect(me.data.me.userType).toBe('google');
    const trade = `mutation($t: String!) { loginFromShortLivedToken(token: $t) { token refreshToken } }`;
    const main = await h.main(trade, { t: r.data.socialAuth.shortLivedToken });
    expect(main.errors).toBeUndefined();
    const mainMe = await h.main(`{ me { email } }`, {}, { token: main.data.loginFromShortLivedToken.token });
    expect(mainMe.data.me.email).toBe('social@example.com');
    expect(firstError(await h.main(trade, { t: r.data.socialAuth.shortLivedToken }))).toBe(
      'Please enter valid credentials',
    );
  });

  it('gives a new account the language it is made in, says it was created, and leaves it later', async () => {
    const WITH_LANGUAGE = `mutation($t: String!, $l: Language) { socialAuth(accessToken: $t, provider: google, language: $l) { created token } }`;
    const first = await h.data(WITH_LANGUAGE, { t: await googleToken('norsk-sosial@example.com'), l: 'nb' });
    expect(first.data.socialAuth.created).toBe(true);
    const me = await h.data(`{ me { language } }`, {}, { token: first.data.socialAuth.token });
    expect(me.data.me.language).toBe('nb');
    const later = await h.data(WITH_LANGUAGE, { t: await googleToken('norsk-sosial@example.com'), l: 'da' });
    expect(later.data.socialAuth.created).toBe(false);
    const still = await h.data(`{ me { language } }`, {}, { token: later.data.socialAuth.token });
    expect(still.data.me.language).toBe('nb');
  });

  it('rejects tokens for another audience or unsigned', async () => {
    const wrongAud = await h.data(SOCIAL, { t: await googleToken('x@example.com', 'someone-else'), p: 'google' });
    expect(firstError(wrongAud)).toBe('Please enter valid credentials');
    expect(firstError(await h.data(SOCIAL, { t: 'garbage', p: 'apple' }))).toBe('Please enter valid credentials');
    expect(firstError(await h.data(SOCIAL, { t: 'garbage', p: 'facebook' }))).toBe('Please enter valid credentials');
  });
});

describe('password reset by e-mail', () => {
  it('sends a single-use link that sets a new password and ends sessions', async () => {
    const login = await h.data(TOKEN_AUTH, { e: NOHOME.email, p: NOHOME.password });
    const before = h.mailer.outbox.length;
    const req = await h.data(`mutation($e: String!) { requestPasswordReset(email: $e) { ok } }`, { e: NOHOME.email });
    expect(req.data.requestPasswordReset.ok).toBe(true);
    await outboxSettled();
    const mail = h.mailer.outbox[before];
    expect(mail?.to).toBe(NOHOME.email);
    const token = new URL(/(http\S+)/.exec(mail!.text)![1]!).searchParams.get('token')!;
    const RESET = `mutation($e: String!, $t: String!, $p: String!) { passwordReset(email: $e, token: $t, newPassword: $p) { ok } }`;
    expect(firstError(await h.data(RESET, { e: NOHOME.email, t: token, p: 'weak' }))).toBe(
      'The password must be at least 12 characters long.',
    );
    expect(firstError(await h.data(RESET, { e: DEMO.email, t: token, p: 'Brand-New-Pass-2026!' }))).toBe(
      'Password update failed. Please try again.',
    );
    // The failed attempt above consumed nothing of NOHOME's token? It did: tokens are single-use.
    const req2 = await h.data(`mutation($e: String!) { requestPasswordReset(email: $e) { ok } }`, { e: NOHOME.email });
    expect(req2.data.requestPasswordReset.ok).toBe(true);
    await outboxSettled();
    const token2 = new URL(/(http\S+)/.exec(h.mailer.outbox.at(-1)!.text)![1]!).searchParams.get('token')!;
    const ok = await h.data(RESET, { e: NOHOME.email, t: token2, p: 'Brand-New-Pass-2026!' });
    expect(ok.data.passwordReset.ok).toBe(true);
    expect(firstError(await h.data(RESET, { e: NOHOME.email, t: token2, p: 'Brand-New-Pass-2027!' }))).toBe(
      'Password update failed. Please try again.',
    );
    expect(firstError(await h.data(REFRESH, { t: login.data.tokenAuth.refreshToken }))).toBeTruthy();
    await h.login({ email: NOHOME.email, password: 'Brand-New-Pass-2026!' });
  });

  it('answers ok for unknown addresses and sends nothing', async () => {
    const before = h.mailer.outbox.length;
    const r = await h.data(`mutation { requestPasswordReset(email: "ghost@example.com") { ok } }`);
    expect(r.data.requestPasswordReset.ok).toBe(true);
    await outboxSettled();
    expect(h.mailer.outbox.length).toBe(before);
  });
});

describe('activation codes', () => {
  const VALIDATE = `query($c: String!) { validateActivationCode(activationCode: $c) { ok text } }`;
  it('validates codes with dashes ignored', async () => {
    expect((await h.data(VALIDATE, { c: 'WELC-OMEH-OMEA' })).data.validateActivationCode).toEqual({
      ok: true,
      text: 'The activation code is valid.',
    });
    expect((await h.data(VALIDATE, { c: 'ALREADYUSEDA' })).data.validateActivationCode).toEqual({
      ok: false,
      text: 'Activation code has already been used',
    });
    expect((await h.data(VALIDATE, { c: 'NOSUCHCODEXX' })).data.validateActivationCode).toEqual({
      ok: false,
      text: 'The activation code you entered is invalid.',
    });
  });

  it('adds a tenancy once; the code is then used', async () => {
    const created = await h.data(
      `mutation { createEmailPasswordUser(email: "newcomer@example.com", password: "Newcomer-Pass-2026!") { token } }`,
    );
    const token = created.data.createEmailPasswordUser.token as string;
    const ADD = `mutation($c: String!) { addTenancy(activationCode: $c) { ok } }`;
    expect((await h.data(ADD, { c: 'welcome-home-b' }, { token })).data.addTenancy.ok).toBe(true);
    const t = await h.data(`{ tenancies { id isAdmin apartment { address } } }`, {}, { token });
    expect(t.data.tenancies).toHaveLength(1);
    expect(t.data.tenancies[0].isAdmin).toBe(true);
    expect(firstError(await h.data(ADD, { c: 'WELCOMEHOMEB' }, { token }))).toBe(
      'Activation code has already been used',
    );
    expect(firstError(await h.data(ADD, { c: 'ZZZZZZZZZZZZ' }, { token }))).toBe(
      'The activation code you entered is invalid.',
    );
    expect(firstError(await h.data(ADD, { c: 'WELCOMEHOMEA' }))).toBe('login-required');
  });
});

describe('rate limits', () => {
  it('counts every aliased login attempt', async () => {
    const ip = '192.0.2.77';
    const login = (i: number) =>
      `a${i}: login(credentials: { email: "flatmate@example.com", password: "Flatmate-Tenant-2026!", targetResource: tenant }) { token }`;
    // Ten aliased logins in one request: all count, all succeed.
    const ten = await h.main(`mutation { ${Array.from({ length: 10 }, (_, i) => login(i)).join('\n')} }`, {}, { ip });
    expect(ten.errors).toBeUndefined();
    expect(Object.keys(ten.data)).toHaveLength(10);
    // Beyond the account's limit attempts are slowed down, not refused: the right password still works.
    const more = await h.main(`mutation { ${[10, 11].map(login).join('\n')} }`, {}, { ip: '192.0.2.78' });
    expect(more.errors).toBeUndefined();
  });

  it('refuses failed attempts per account and client, not per account', async () => {
    const wrong = { c: { email: OTHER.email, password: 'Wrong-Password-1!', targetResource: 'tenant' } };
    const fromOne: Array<string | undefined> = [];
    for (let i = 0; i < 12; i++) fromOne.push(firstError(await h.main(LOGIN, wrong, { ip: '198.51.100.1' })));
    expect(fromOne.filter((m) => m === 'Please enter valid credentials')).toHaveLength(10);
    expect(fromOne.filter((m) => m === 'Too many attempts. Please try again later.')).toHaveLength(2);
    expect(firstError(await h.main(LOGIN, wrong, { ip: '198.51.100.2' }))).toBe('Please enter valid credentials');
  }, 120_000);

  it('limits activation-code guesses per client', async () => {
    const ip = '192.0.2.90';
    let limited = 0;
    for (let i = 0; i < 35; i++) {
      const r = await h.data(`{ validateActivationCode(activationCode: "ABCDEFGHIJKL") { ok } }`, {}, { ip });
      if (firstError(r) === 'Too many attempts. Please try again later.') limited += 1;
    }
    expect(limited).toBe(5);
  });

  it('limits password reset requests per account', async () => {
    let limited = 0;
    for (let i = 0; i < 7; i++) {
      const r = await h.data(
        `mutation { requestPasswordReset(email: "other@example.com") { ok } }`,
        {},
        { ip: `192.0.2.${100 + i}` },
      );
      if (firstError(r) === 'Too many attempts. Please try again later.') limited += 1;
    }
    expect(limited).toBe(2);
    await outboxSettled();
  });
});
