import type { Selectable } from 'kysely';
import type { RequestContext } from '../context.ts';
import type { UsersTable } from '../db/database.ts';
import { TEXTS, loginRequired, userError } from '../errors.ts';
import { MAX_PASSWORD_LENGTH, verifyPassword } from './passwords.ts';

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

/** E-mail and password check, rate-limited per account and per client (every attempt counts). */
export async function passwordLogin(ctx: RequestContext, email: string, password: string): Promise<UserRow> {
  const normalised = typeof email === 'string' ? email.trim().toLowerCase().slice(0, 254) : '';
  const limits = ctx.config.rateLimits;
  ctx.rateLimiter.hit([
    [`login:account:${normalised}`, limits.loginPerAccount],
    [`login:client:${ctx.clientIp}`, limits.loginPerClient],
  ]);
  if (!normalised || typeof password !== 'string' || password.length > MAX_PASSWORD_LENGTH) {
    throw invalidCredentials();
  }
  const user = await ctx.db.selectFrom('users').selectAll().where('email', '=', normalised).executeTakeFirst();
  const ok = await verifyPassword(user?.password_hash, password);
  if (!user || !ok || !user.is_active) throw invalidCredentials();
  return user;
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
