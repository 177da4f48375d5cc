// The user's own profile and account (SPEC §4): name, language, e-mail notifications, onboarding,
// password, deleting the account. The e-mail address changes through auth/email-change.ts.
import type { Updateable } from 'kysely';
import { type UserRow, limitPasswordCheck } from '../auth/accounts.ts';
import { assertPasswordRules, hashPassword, verifyPassword } from '../auth/passwords.ts';
import { endSessions } from '../auth/tokens.ts';
import type { RequestContext } from '../context.ts';
import type { UsersTable } from '../db/database.ts';
import { text } from '../data/input.ts';
import { deleteUser } from '../tenancy-users/tenancy-users.service.ts';
import { TEXTS, badInput, userError } from '../errors.ts';
import type { UpdateProfileInput } from '../generated/data-types.ts';
import * as repository from './profile.repository.ts';

export async function updateProfile(ctx: RequestContext, user: UserRow, input: UpdateProfileInput): Promise<UserRow> {
  const patch: Updateable<UsersTable> = {};
  const name = text(input.name, 'name', 100);
  if (name !== null) patch.name = name;
  if (input.language) patch.language = input.language;
  if (input.emailNotifications !== null && input.emailNotifications !== undefined) {
    patch.email_notifications = input.emailNotifications;
  }
  // Onboarding is done once per user; an impersonated session (support staff acting as the user)
  // leaves the user's own flag alone (docs/decisions/0026).
  if (input.hasOnboarded === false) throw badInput('Onboarding cannot be undone', 'hasOnboarded');
  if (input.hasOnboarded === true && !ctx.auth?.impersonated) patch.has_onboarded = true;
  if (Object.keys(patch).length === 0) return user;
  return repository.updateUser(ctx.db, user.id, patch);
}

/** A new password, given the current one; every other session ends, on both services. */
export async function changePassword(
  ctx: RequestContext,
  user: UserRow,
  oldPassword: string,
  newPassword: string,
): Promise<void> {
  await limitPasswordCheck(ctx, user.email);
  if (!(await verifyPassword(user.password_hash, oldPassword))) {
    throw userError(TEXTS.wrongPassword, 'WRONG_PASSWORD');
  }
  assertPasswordRules(newPassword);
  await repository.setPasswordHash(ctx.db, user.id, await hashPassword(newPassword));
  // The session that changed the password stays.
  await endSessions(ctx.db, user.id, ctx.auth ? { service: 'data', claims: ctx.auth } : undefined);
}

/** Deletes the account, given its password (an account without one, signed in socially, needs none). */
export async function deleteAccount(ctx: RequestContext, user: UserRow, password: string | null | undefined) {
  if (user.password_hash && !(await verifyPassword(user.password_hash, password ?? ''))) {
    throw userError(TEXTS.invalidCredentials, 'INVALID_CREDENTIALS');
  }
  await deleteUser(ctx.db, user.id);
}
