import { setTimeout as sleep } from 'node:timers/promises';
import type { Selectable } from 'kysely';
import type { RequestContext } from '../context.ts';
import type { Db, UsersTable } from '../db/database.ts';
import { TEXTS, loginRequired, userError } from '../errors.ts';
import type { Language } from '../generated/data-types.ts';
import { mailLanguage } from '../mail/messages.ts';
import { MAX_PASSWORD_LENGTH } from '@portal/domain';
import { verifyPassword } from './passwords.ts';

export type UserRow = Selectable<UsersTable>;

/** The signed-in, active user, or the SPEC §8 'login-required' error. */
export async function requireUser(ctx: RequestContext): Promise<UserRow> {
  if (!ctx.auth) throw loginRequired();
  const read = () => ctx.db.selectFrom('users').selectAll().where('id', '=', ctx.auth!.userId).executeTakeFirst();
  const once = ctx.userOnce;
  const user = await (once ? (once.row ??= read()) : read());
  if (!user || !user.is_active) throw loginRequired();
  // A copy per field, as a read of its own would be.
  return once ? { ...user } : user;
}

export function invalidCredentials() {
  return userError(TEXTS.invalidCredentials, 'INVALID_CREDENTIALS');
}

/** How long a password check waits per attempt on an account beyond its account-wide limit, and at most. */
const SLOWDOWN_STEP_MS = 250;
const SLOWDOWN_MAX_MS = 5000;

function pairKey(ctx: RequestContext, account: string): string {
  return `login:pair:${account}:${ctx.clientIp}`;
}

/**
 * Counts a password check of the account (docs/decisions/0028): refused beyond the limits of this
 * account from this client and of this client overall; beyond the account's limit from all clients,
 * slowed down rather than refused, so that nobody can lock the owner out by failing on purpose.
 */
export async function limitPasswordCheck(ctx: RequestContext, account: string): Promise<void> {
  const limits = ctx.config.rateLimits;
  await ctx.rateLimiter.hit([
    [pairKey(ctx, account), limits.loginPerAccountClient],
    [`login:client:${ctx.clientIp}`, limits.loginPerClient],
  ]);
  const excess =
    (await ctx.rateLimiter.count(`login:account:${account}`, limits.loginPerAccount)) - limits.loginPerAccount.limit;
  if (excess > 0) await sleep(Math.min(SLOWDOWN_STEP_MS * excess, SLOWDOWN_MAX_MS));
}

/** A right password clears its client's failures on the account. */
export async function passwordCheckSucceeded(ctx: RequestContext, account: string): Promise<void> {
  await ctx.rateLimiter.reset(pairKey(ctx, account));
}

/**
 * E-mail and password check, limited by limitPasswordCheck (every attempt counts): the user, or null
 * for wrong credentials or an account that cannot sign in. Too many attempts throw `RATE_LIMITED`.
 */
export async function checkPasswordLogin(
  ctx: RequestContext,
  email: string,
  password: string,
): Promise<UserRow | null> {
  const normalised = typeof email === 'string' ? email.trim().toLowerCase().slice(0, 254) : '';
  await limitPasswordCheck(ctx, normalised);
  if (!normalised || typeof password !== 'string' || password.length > MAX_PASSWORD_LENGTH) return null;
  const user = await ctx.db.selectFrom('users').selectAll().where('email', '=', normalised).executeTakeFirst();
  const ok = await verifyPassword(user?.password_hash, password);
  if (!user || !ok || !user.is_active) return null;
  await passwordCheckSucceeded(ctx, normalised);
  return user;
}

/** checkPasswordLogin with wrong credentials as SPEC §8's error `Please enter valid credentials`. */
export async function passwordLogin(ctx: RequestContext, email: string, password: string): Promise<UserRow> {
  const user = await checkPasswordLogin(ctx, email, password);
  if (!user) throw invalidCredentials();
  return user;
}

/**
 * Counts a request that mails a link to an address (docs/decisions/0028): a password reset, or the
 * confirmation of a new e-mail. At most `resetPerAccount` per address and `resetPerClient` per client
 * in their window, each kind counted apart.
 */
export function limitMailLink(ctx: RequestContext, kind: 'reset' | 'email-change', email: string): Promise<void> {
  return ctx.rateLimiter.hit([
    [`${kind}:account:${email}`, ctx.config.rateLimits.resetPerAccount],
    [`${kind}:client:${ctx.clientIp}`, ctx.config.rateLimits.resetPerClient],
  ]);
}

/** The language of a user's e-mails: theirs, else the brand of their first tenancy, else English. */
export async function userMailLanguage(db: Db, user: Pick<UserRow, 'id' | 'language'>): Promise<Language> {
  const row = await db
    .selectFrom('tenancy_users as tu')
    .innerJoin('tenancies as t', 't.id', 'tu.tenancy_id')
    .innerJoin('units as u', 'u.id', 't.unit_id')
    .innerJoin('properties as p', 'p.id', 'u.property_id')
    .select('p.brand')
    .where('tu.user_id', '=', user.id)
    .orderBy('t.id')
    .limit(1)
    .executeTakeFirst();
  return mailLanguage(user.language, row?.brand);
}

export function permissionsOf(user: UserRow): Array<{ name: string; description: string }> {
  const list = [
    { name: 'view_consumption', description: 'See consumption and indoor climate of own tenancies' },
    { name: 'manage_alarms', description: 'Create, change and delete alarms on own tenancies' },
    { name: 'manage_profile', description: 'Change own profile, e-mail and password' },
  ];
  if (user.is_admin || user.is_superuser) {
    list.push({ name: 'admin_portal', description: 'Use the administration portal' });
  }
  if (user.is_superuser) list.push({ name: 'impersonate', description: 'Act as another user (support)' });
  return list;
}
