// Accounts under abuse (docs/decisions/0028): reset timing, sessions ended by a password change,
// lockout that cannot be turned against the owner, invitation limits, social sign-in linking, and
// rate limits shared by several processes on one database.
import { setTimeout as sleep } from 'node:timers/promises';
import { SignJWT, createLocalJWKSet, exportJWK, generateKeyPair, type JWK } from 'jose';
import { describe, expect, it } from 'vitest';
import { type App, createApp } from '../src/app.ts';
import { PostgresRateLimitStore, RateLimiter } from '../src/auth/rate-limit.ts';
import { JwksSocialVerifier } from '../src/auth/social.ts';
import { createOneTimeToken } from '../src/auth/tokens.ts';
import { loadConfig } from '../src/config.ts';
import { TEXTS } from '../src/errors.ts';
import type { Mail } from '../src/mail/mailer.ts';
import { outboxSettled } from '../src/mail/outbox.ts';
import { DEMO, NOHOME, OTHER, firstError, setupHarness, type GqlResult } from './harness.ts';

const base = loadConfig({ NODE_ENV: 'test' });
const hour = 3_600_000;

// Social sign-in: Google ID tokens signed with a local key; Facebook's Graph API answered in process.
const keys = await generateKeyPair('RS256');
const jwk: JWK = { ...(await exportJWK(keys.publicKey)), kid: 'test', alg: 'RS256', use: 'sig' };
const socialConfig = {
  ...base.social,
  facebook: { debugTokenUrl: 'https://graph.test/debug_token', appId: 'portal-app', appToken: 'app-token' },
};
const facebookFetch = (async (input: string | URL | Request) => {
  const url = new URL(input instanceof Request ? input.url : input);
  const token = url.pathname.endsWith('/debug_token')
    ? url.searchParams.get('input_token')!
    : url.searchParams.get('access_token')!;
  const email = token.replace(/^fb:/, '');
  const body = url.pathname.endsWith('/debug_token')
    ? { data: { is_valid: true, app_id: 'portal-app', user_id: `fb-${email}` } }
    : { id: `fb-${email}`, email };
  return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
}) as typeof fetch;
const social = new JwksSocialVerifier(
  socialConfig,
  { google: createLocalJWKSet({ keys: [jwk] }), apple: createLocalJWKSet({ keys: [jwk] }) },
  facebookFetch,
);

function googleToken(email: string) {
  return new SignJWT({ email, email_verified: true })
    .setProtectedHeader({ alg: 'RS256', kid: 'test' })
    .setIssuer('https://accounts.google.com')
    .setAudience(socialConfig.google.audience)
    .setSubject(`google-${email}`)
    .setIssuedAt()
    .setExpirationTime('5m')
    .sign(keys.privateKey);
}

// Reset requests are timed 30 times each here: their own limits are raised, every other limit is as shipped.
const h = setupHarness({
  days: 3,
  social,
  config: {
    social: socialConfig,
    rateLimits: {
      ...base.rateLimits,
      resetPerAccount: { limit: 1000, windowMs: hour },
      resetPerClient: { limit: 1000, windowMs: hour },
    },
  },
});

const TOKEN_AUTH = `mutation($e: String!, $p: String!) { tokenAuth(email: $e, password: $p) { token refreshToken } }`;
const LOGIN = `mutation($c: CredentialsInput!) { login(credentials: $c) { token refreshToken } }`;
const DATA_REFRESH = `mutation($t: String!) { refreshToken(refreshToken: $t) { token refreshToken } }`;
const MAIN_REFRESH = `mutation($t: String!) { refreshToken(refreshToken: $t) { token refreshToken } }`;
const RATE_LIMITED = 'Too many attempts. Please try again later.';
const INVALID = 'Please enter valid credentials';

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

/** Both services' pairs, as the portal signs in. */
async function signIn(user: { email: string; password: string }, ip?: string) {
  const data = await h.data(TOKEN_AUTH, { e: user.email, p: user.password }, { ip });
  const main = await h.main(LOGIN, { c: { ...user, targetResource: 'tenant' } }, { ip });
  if (!data.data?.tokenAuth || !main.data?.login)
    throw new Error(`sign-in failed: ${firstError(data) ?? firstError(main)}`);
  return {
    data: data.data.tokenAuth as { token: string; refreshToken: string },
    main: main.data.login as { token: string; refreshToken: string },
  };
}

async function newUser(email: string, password: string) {
  const r = await h.data(
    `mutation($e: String!, $p: String!) { createEmailPasswordUser(email: $e, password: $p) { user { id } } }`,
    {
      e: email,
      p: password,
    },
  );
  return Number(r.data.createEmailPasswordUser.user.id);
}

describe('password reset requests', () => {
  it('answer in the same time for known and unknown addresses, and the mail still arrives', async () => {
    // A mail server that takes 40 ms per message, as an SMTP round trip does.
    const deps = h.app.deps;
    const memory = deps.mailer;
    deps.mailer = { send: async (mail: Mail) => (await sleep(40), memory.send(mail)) };
    try {
      const before = h.mailer.outbox.length;
      const REQUEST = `mutation($e: String!) { requestPasswordReset(email: $e) { ok } }`;
      const time = async (email: string) => {
        const started = performance.now();
        const r = await h.data(REQUEST, { e: email });
        const took = performance.now() - started;
        expect(r.data?.requestPasswordReset.ok).toBe(true);
        await outboxSettled();
        await sleep(10); // what the last request left to do (collection, the database's own work) is done
        return took;
      };
      for (let i = 0; i < 3; i++) await time(NOHOME.email); // warm-up
      const known: number[] = [];
      const unknown: number[] = [];
      // In the order known, unknown, unknown, known: each kind follows each kind as often.
      for (let i = 0; i < 30; i++) {
        const order = i % 2 ? [unknown, known] : [known, unknown];
        for (const list of order) list.push(await time(list === known ? NOHOME.email : 'nobody@example.com'));
      }
      const [k, u] = [median(known), median(unknown)];
      expect(Math.abs(k - u), `medians: known ${k.toFixed(1)} ms, unknown ${u.toFixed(1)} ms`).toBeLessThan(
        // within noise; the address-dependent work in the request made the known ones 20× slower
        Math.max(10, 0.5 * Math.max(k, u)),
      );
      const sent = h.mailer.outbox.slice(before);
      expect(sent).toHaveLength(33);
      expect(sent.every((m) => m.to === NOHOME.email && /token=/.test(m.text))).toBe(true);
    } finally {
      deps.mailer = memory;
    }
  }, 300_000);
});

describe('sessions', () => {
  it('a password change ends every other session on both services, access tokens included; this one stays', async () => {
    const user = { email: 'changer@example.com', password: 'Changer-Tenant-2026!' };
    await newUser(user.email, user.password);
    // A session on another device, begun an hour ago.
    const other = await signIn(user);
    await h.db.db
      .updateTable('refresh_tokens')
      .set({ created_at: new Date(Date.now() - hour) })
      .where(
        'user_id',
        '=',
        (await h.db.db.selectFrom('users').select('id').where('email', '=', user.email).executeTakeFirstOrThrow()).id,
      )
      .execute();
    const here = await signIn(user);
    const ME = `{ me { email } }`;
    expect((await h.data(ME, {}, { token: other.data.token })).data.me.email).toBe(user.email);
    expect((await h.main(ME, {}, { token: other.main.token })).data.me.email).toBe(user.email);

    const changed = await h.data(
      `mutation($o: String!, $n: String!) { changePassword(oldPassword: $o, newPassword: $n) { ok } }`,
      { o: user.password, n: 'Changed-Tenant-2027!' },
      { token: here.data.token },
    );
    expect(changed.data?.changePassword.ok).toBe(true);

    expect(firstError(await h.data(ME, {}, { token: other.data.token }))).toBe('login-required');
    expect(firstError(await h.main(ME, {}, { token: other.main.token }))).toBe('login-required');
    expect(firstError(await h.data(DATA_REFRESH, { t: other.data.refreshToken }))).toBe(
      'Your log in expired. Please log in again.',
    );
    expect(firstError(await h.main(MAIN_REFRESH, { t: other.main.refreshToken }))).toBe(
      'Your log in expired. Please log in again.',
    );

    expect((await h.data(ME, {}, { token: here.data.token })).data.me.email).toBe(user.email);
    expect((await h.main(ME, {}, { token: here.main.token })).data.me.email).toBe(user.email);
    expect((await h.data(DATA_REFRESH, { t: here.data.refreshToken })).errors).toBeUndefined();
    expect((await h.main(MAIN_REFRESH, { t: here.main.refreshToken })).errors).toBeUndefined();
    await signIn({ ...user, password: 'Changed-Tenant-2027!' });
  }, 120_000);

  it('a password reset ends every session, access tokens included', async () => {
    const user = { email: 'resetter@example.com', password: 'Resetter-Tenant-2026!' };
    const id = await newUser(user.email, user.password);
    const session = await signIn(user);
    const token = await createOneTimeToken(h.db.db, 'password-reset', id, 3600);
    const reset = await h.data(
      `mutation($e: String!, $t: String!, $p: String!) { passwordReset(email: $e, token: $t, newPassword: $p) { ok } }`,
      { e: user.email, t: token, p: 'Resetter-Tenant-2027!' },
    );
    expect(reset.data?.passwordReset.ok).toBe(true);
    expect(firstError(await h.data(`{ me { email } }`, {}, { token: session.data.token }))).toBe('login-required');
    expect(firstError(await h.main(`{ me { email } }`, {}, { token: session.main.token }))).toBe('login-required');
  }, 120_000);

  it('logging out ends the access token too, not only the refresh token', async () => {
    const session = await signIn(DEMO);
    const out = await h.main(`mutation($t: String!) { revokeToken(refreshToken: $t) { revoked } }`, {
      t: session.main.refreshToken,
    });
    expect(out.data.revokeToken.revoked).toBe(true);
    expect(firstError(await h.main(`{ me { email } }`, {}, { token: session.main.token }))).toBe('login-required');
    expect((await h.data(`{ me { email } }`, {}, { token: session.data.token })).data.me.email).toBe(DEMO.email);
  }, 120_000);
});

describe('lockout', () => {
  it('refuses an attacker failing from one client; the owner still signs in from another', async () => {
    const wrong = { c: { email: OTHER.email, password: 'Not-The-Password-1!', targetResource: 'tenant' } };
    const attacker = '203.0.113.66';
    const answers: Array<string | undefined> = [];
    for (let i = 0; i < 12; i++) answers.push(firstError(await h.main(LOGIN, wrong, { ip: attacker })));
    expect(answers.slice(0, 10).every((m) => m === INVALID)).toBe(true);
    expect(answers.slice(10)).toEqual([RATE_LIMITED, RATE_LIMITED]);
    // The right password from the attacker's client is refused too: that pair is over its limit.
    const right = { c: { email: OTHER.email, password: OTHER.password, targetResource: 'tenant' } };
    const fromAttacker = await h.main(LOGIN, right, { ip: attacker });
    expect(firstError(fromAttacker)).toBe(RATE_LIMITED);
    expect(fromAttacker.errors?.[0]?.extensions?.code).toBe('RATE_LIMITED');
    expect(fromAttacker.errors?.[0]?.extensions?.retryAfter).toBeGreaterThan(0);
    // The owner, from home: both services let them in.
    await signIn(OTHER, '198.18.0.7');
  }, 120_000);
});

describe('invitations', () => {
  const INVITE = `mutation($t: ID!, $e: String!) { inviteTenancyUser(tenancyId: $t, email: $e) { email } }`;
  const RESEND = `mutation($t: ID!, $e: String!) { resendInvitation(tenancyId: $t, email: $e) { ok } }`;

  it('are limited per invited address (3 a day) and per tenancy (10 an hour)', async () => {
    const token = await h.login(DEMO);
    const tenancies = await h.data(`{ tenancies { id isAdmin } }`, {}, { token });
    const tenancyId = (tenancies.data.tenancies as Array<{ id: string; isAdmin: boolean }>).find((t) => t.isAdmin)!.id;
    const target = 'someone-outside@example.net';
    const before = h.mailer.outbox.length;
    expect((await h.data(INVITE, { t: tenancyId, e: target }, { token })).errors).toBeUndefined();
    expect((await h.data(RESEND, { t: tenancyId, e: target }, { token })).errors).toBeUndefined();
    expect((await h.data(RESEND, { t: tenancyId, e: target }, { token })).errors).toBeUndefined();
    const fourth = await h.data(RESEND, { t: tenancyId, e: target }, { token });
    expect(firstError(fourth)).toBe(RATE_LIMITED);
    expect(fourth.errors?.[0]?.extensions?.code).toBe('RATE_LIMITED');
    expect(h.mailer.outbox.slice(before).filter((m) => m.to === target)).toHaveLength(3);
    // The refused resend left the last invitation pending.
    const members = await h.data(
      `query($t: ID!) { tenancyUsers(tenancyId: $t) { email invitationPending } }`,
      { t: tenancyId },
      { token },
    );
    if (!members.errors) {
      expect(members.data.tenancyUsers).toContainEqual({ email: target, invitationPending: true });
    }
    // Seven more addresses fill the tenancy's hour; the next is refused.
    for (let i = 0; i < 6; i++) {
      expect((await h.data(INVITE, { t: tenancyId, e: `guest-${i}@example.net` }, { token })).errors).toBeUndefined();
    }
    expect(firstError(await h.data(INVITE, { t: tenancyId, e: 'guest-6@example.net' }, { token }))).toBe(RATE_LIMITED);
  }, 120_000);
});

describe('social sign-in', () => {
  const SOCIAL = `mutation($t: String!, $p: SocialProvider!) { socialAuth(accessToken: $t, provider: $p) { user { email } token } }`;

  it('refuses an e-mail claim that is not an e-mail address', async () => {
    const r = await h.data(SOCIAL, { t: await googleToken('not-an-address'), p: 'google' });
    expect(firstError(r)).toBe('The sign-in provider did not give a valid e-mail address.');
    expect(r.errors?.[0]?.extensions?.code).toBe('SOCIAL_EMAIL_INVALID');
    const count = await h.db.db.selectFrom('users').select('id').where('email', '=', 'not-an-address').execute();
    expect(count).toHaveLength(0);
  }, 120_000);

  it('enters an existing password account only on an address the provider has verified', async () => {
    const facebook = await h.data(SOCIAL, { t: `fb:${OTHER.email}`, p: 'facebook' });
    expect(firstError(facebook)).toBe(TEXTS.socialEmailUnverified);
    expect(facebook.errors?.[0]?.extensions?.code).toBe('SOCIAL_EMAIL_UNVERIFIED');
    const google = await h.data(SOCIAL, { t: await googleToken(NOHOME.email), p: 'google' });
    expect(google.data?.socialAuth.user.email).toBe(NOHOME.email);
  }, 120_000);

  it('creates a new account from Facebook and signs it in again', async () => {
    const first = await h.data(SOCIAL, { t: 'fb:facebooker@example.com', p: 'facebook' });
    expect(first.data?.socialAuth.user.email).toBe('facebooker@example.com');
    const again = await h.data(SOCIAL, { t: 'fb:facebooker@example.com', p: 'facebook' });
    expect(again.data?.socialAuth.user.email).toBe('facebooker@example.com');
  }, 120_000);
});

describe('limits shared by processes on one database', () => {
  it('counts two limiters on one database as one, atomically, with windows that end', async () => {
    let now = Date.parse('2026-11-05T10:00:00Z');
    const a = new RateLimiter(new PostgresRateLimitStore(h.db.db), () => now);
    const b = new RateLimiter(new PostgresRateLimitStore(h.db.db), () => now);
    const rule = { limit: 10, windowMs: 60_000 };
    const outcomes = await Promise.allSettled(
      Array.from({ length: 20 }, (_, i) => (i % 2 ? a : b).hit([['shared:key', rule]])),
    );
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(10);
    await expect(a.hit([['shared:key', rule]])).rejects.toMatchObject({
      extensions: { code: 'RATE_LIMITED', retryAfter: 60 },
    });
    now += 60_000;
    await expect(b.hit([['shared:key', rule]])).resolves.toBeUndefined();
    await b.reset('shared:key');
    expect(await a.count('shared:key', rule)).toBe(1);
  }, 120_000);

  it('refuses logins spread across two processes at the per-account-and-client limit as one', async () => {
    const config = loadConfig({ NODE_ENV: 'test', TRUST_PROXY: '1' });
    const open = () => createApp({ db: h.db.db, config, mailer: h.mailer, engine: 'postgres' });
    const [one, two] = [await open(), await open()];
    const call = async (yoga: App['data'], query: string, variables: Record<string, unknown>) => {
      const res = await yoga.fetch('http://localhost/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.200' },
        body: JSON.stringify({ query, variables }),
      });
      return (await res.json()) as GqlResult;
    };
    const answers: Array<string | undefined> = [];
    for (let i = 0; i < 6; i++) {
      answers.push(firstError(await call(one.data, TOKEN_AUTH, { e: NOHOME.email, p: 'Wrong-Password-1!' })));
      answers.push(
        firstError(
          await call(two.main, LOGIN, {
            c: { email: NOHOME.email, password: 'Wrong-Password-1!', targetResource: 'tenant' },
          }),
        ),
      );
    }
    expect(answers.filter((m) => m === INVALID)).toHaveLength(10);
    expect(answers.filter((m) => m === RATE_LIMITED)).toHaveLength(2);
  }, 120_000);
});
