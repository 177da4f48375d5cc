// Changing a user's e-mail (docs/decisions/0026): the request (with the password) sends a single-use
// link to the new address and a notice to the current one; the address changes only when the link is
// followed, and then every session ends (SPEC §4 "Changing e-mail logs the user out"). One `users`
// row holds the address for both services, so one update changes it for both.
import type { RequestContext } from '../context.ts';
import type { Db } from '../db/database.ts';
import { TEXTS, userError } from '../errors.ts';
import type { Language } from '../generated/data-types.ts';
import { emailChangeMail, emailChangeNoticeMail } from '../mail/messages.ts';
import { formatLocal } from '@portal/domain';
import {
  limitMailLink,
  limitPasswordCheck,
  passwordCheckSucceeded,
  type UserRow,
  userMailLanguage,
} from './accounts.ts';
import { normaliseEmail, verifyPassword } from './passwords.ts';
import { createOneTimeToken, endSessions, openOneTimeToken, retireOneTimeTokens, takeOneTimeToken } from './tokens.ts';

const PURPOSE = 'email-change';
/** How long the link to the new address works. */
export const EMAIL_CHANGE_TTL_SEC = 24 * 3600;

export interface PendingEmailChange {
  email: string;
  expiresAt: Date;
}

/** A pending change as the schema's `PendingEmailChange` (local time, SPEC §9). */
export function pendingChange(change: PendingEmailChange) {
  return { email: change.email, expiresAt: formatLocal(change.expiresAt) };
}

/** The change waiting for its link to be followed, or null. */
export async function pendingEmailChange(db: Db, userId: number): Promise<PendingEmailChange | null> {
  const open = await openOneTimeToken(db, PURPOSE, userId);
  return open?.email ? { email: open.email, expiresAt: open.expiresAt } : null;
}

/**
 * The address is free for the user: not another account's (an administration-portal account gets
 * SPEC §8's "Email is already in use", a tenant's "A user already exists with that email.").
 */
async function assertAddressFree(db: Db, email: string, userId: number): Promise<void> {
  const owner = await db
    .selectFrom('users')
    .select(['id', 'is_admin', 'is_superuser'])
    .where('email', '=', email)
    .executeTakeFirst();
  if (!owner || owner.id === userId) return;
  if (owner.is_admin || owner.is_superuser) {
    throw userError(TEXTS.emailUsedInAdminPortal, 'EMAIL_USED_IN_ADMIN_PORTAL');
  }
  throw userError(TEXTS.emailInUse, 'EMAIL_IN_USE');
}

/** Replaces any waiting change with one to `email` and mails its link there. */
async function sendLink(
  ctx: RequestContext,
  user: UserRow,
  email: string,
  language: Language,
): Promise<PendingEmailChange> {
  const token = await ctx.db.transaction().execute(async (trx) => {
    await retireOneTimeTokens(trx, PURPOSE, user.id);
    return createOneTimeToken(trx, PURPOSE, user.id, EMAIL_CHANGE_TTL_SEC, email);
  });
  await ctx.mailer.send(emailChangeMail({ to: email, language, portalUrl: ctx.config.portalUrl, token }));
  return (await pendingEmailChange(ctx.db, user.id))!;
}

/**
 * Asks for a new e-mail: the password is checked (limited as every password check is) and the address
 * must be valid, different and free. Every request counts as a password reset request does (per new
 * address and per client) before anything is checked. Nothing changes on a refusal. Accounts of a sign-in provider keep the provider's
 * address: social sign-in finds the account by it.
 */
export async function requestEmailChange(
  ctx: RequestContext,
  user: UserRow,
  newEmail: string,
  password: string,
): Promise<PendingEmailChange> {
  if (user.user_type !== 'email-password') throw userError(TEXTS.emailFromProvider, 'EMAIL_FROM_PROVIDER');
  const email = normaliseEmail(newEmail);
  await limitMailLink(ctx, 'email-change', email);
  await limitPasswordCheck(ctx, user.email);
  if (!(await verifyPassword(user.password_hash, password))) {
    throw userError(TEXTS.wrongPassword, 'WRONG_PASSWORD');
  }
  await passwordCheckSucceeded(ctx, user.email);
  if (email === user.email) throw userError(TEXTS.emailUnchanged, 'EMAIL_UNCHANGED');
  await assertAddressFree(ctx.db, email, user.id);
  const language = await userMailLanguage(ctx.db, user);
  const pending = await sendLink(ctx, user, email, language);
  await ctx.mailer.send(
    emailChangeNoticeMail({ to: user.email, newEmail: email, language, portalUrl: ctx.config.portalUrl }),
  );
  return pending;
}

/** A new link for the waiting change (the old one stops working), limited as the request is. */
export async function resendEmailChange(ctx: RequestContext, user: UserRow): Promise<PendingEmailChange> {
  const pending = await pendingEmailChange(ctx.db, user.id);
  if (!pending) throw userError(TEXTS.noPendingEmailChange, 'NO_PENDING_EMAIL_CHANGE');
  await limitMailLink(ctx, 'email-change', pending.email);
  return sendLink(ctx, user, pending.email, await userMailLanguage(ctx.db, user));
}

/** Drops the waiting change: its link stops working. */
export async function cancelEmailChange(ctx: RequestContext, user: UserRow): Promise<void> {
  await retireOneTimeTokens(ctx.db, PURPOSE, user.id);
}

/** PostgreSQL's unique_violation: another account took the address between the check and the update. */
function isUniqueViolation(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === '23505';
}

/**
 * Follows the link: the token is used up, the address checked again (it may have been taken since)
 * and set, the other waiting links dropped, and every session of the user ended, on both services.
 * All or nothing: a refusal leaves the e-mail, the token and the sessions as they were. An unknown,
 * used, replaced or expired token gets `EMAIL_CHANGE_LINK_INVALID`.
 */
export async function confirmEmailChange(ctx: RequestContext, token: string): Promise<{ email: string }> {
  await ctx.rateLimiter.hit([[`email-change:client:${ctx.clientIp}`, ctx.config.rateLimits.resetPerClient]]);
  const invalid = () => userError(TEXTS.emailChangeLinkInvalid, 'EMAIL_CHANGE_LINK_INVALID');
  return ctx.db.transaction().execute(async (trx) => {
    const taken = await takeOneTimeToken(trx, PURPOSE, token);
    if (!taken?.email) throw invalid();
    const user = await trx
      .selectFrom('users')
      .select(['id', 'is_active'])
      .where('id', '=', taken.userId)
      .executeTakeFirst();
    if (!user?.is_active) throw invalid();
    await assertAddressFree(trx, taken.email, user.id);
    try {
      await trx.updateTable('users').set({ email: taken.email }).where('id', '=', user.id).execute();
    } catch (error) {
      throw isUniqueViolation(error) ? userError(TEXTS.emailInUse, 'EMAIL_IN_USE') : error;
    }
    await retireOneTimeTokens(trx, PURPOSE, user.id);
    await endSessions(trx, user.id);
    return { email: taken.email };
  });
}
