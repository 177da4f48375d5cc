// Changing a user's e-mail (docs/decisions/0026): the request (with the password) sends a single-use
// link to the new address and a notice to the current one; the address changes only when the link is
// followed, and then every session ends (SPEC §4 "Changing e-mail logs the user out"). One `users`
// row holds the address for both services, so one update changes it for both.
import type { RequestContext } from '../context.ts';
import type { Db } from '../db/database.ts';
import { TEXTS, userError } from '../errors.ts';
import type { Language } from '../generated/data-types.ts';
import { once } from '../idempotency/idempotency.service.ts';
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

/** Replaces any waiting change with one to `email`, in the caller's transaction `trx`; its link's token. */
async function replaceLink(
  trx: Db,
  userId: number,
  email: string,
): Promise<{ token: string; pending: PendingEmailChange }> {
  await retireOneTimeTokens(trx, PURPOSE, userId);
  const token = await createOneTimeToken(trx, PURPOSE, userId, EMAIL_CHANGE_TTL_SEC, email);
  return { token, pending: (await pendingEmailChange(trx, userId))! };
}

/** A link's change as an idempotency key keeps it (docs/decisions/0034), and back. */
const recordPending = ({ pending }: { pending: PendingEmailChange }) => ({
  email: pending.email,
  expiresAt: pending.expiresAt.toISOString(),
});
const keptPending = (kept: { email: string; expiresAt: string }): PendingEmailChange => ({
  email: kept.email,
  expiresAt: new Date(kept.expiresAt),
});

function linkMail(ctx: RequestContext, email: string, language: Language, token: string) {
  return emailChangeMail({ to: email, language, portalUrl: ctx.config.portalUrl, token });
}

/**
 * Asks for a new e-mail: the password is checked (limited as every password check is) and the address
 * must be valid, different and free. Every request counts as a password reset request does (per new
 * address and per client) before anything is checked. Nothing changes on a refusal. Accounts of a sign-in provider keep the provider's
 * address: social sign-in finds the account by it. With an idempotency key (docs/decisions/0034) a
 * repeat for the same address answers the first request's change and mails nothing again; the
 * password is not part of what a repeat must match (no hash of it is kept), nor checked again.
 */
export async function requestEmailChange(
  ctx: RequestContext,
  user: UserRow,
  newEmail: string,
  password: string,
  idempotencyKey?: string | null,
): Promise<PendingEmailChange> {
  if (user.user_type !== 'email-password') throw userError(TEXTS.emailFromProvider, 'EMAIL_FROM_PROVIDER');
  const email = normaliseEmail(newEmail);
  const outcome = await once(ctx, user, {
    operation: 'requestEmailChange',
    key: idempotencyKey,
    args: { newEmail: email },
    async before() {
      await limitMailLink(ctx, 'email-change', email);
      await limitPasswordCheck(ctx, user.email);
      if (!(await verifyPassword(user.password_hash, password))) {
        throw userError(TEXTS.wrongPassword, 'WRONG_PASSWORD');
      }
      await passwordCheckSucceeded(ctx, user.email);
      if (email === user.email) throw userError(TEXTS.emailUnchanged, 'EMAIL_UNCHANGED');
    },
    async run(tx) {
      await assertAddressFree(tx.db, email, user.id);
      return replaceLink(tx.db, user.id, email);
    },
    record: recordPending,
  });
  if (outcome.repeated) return keptPending(outcome.recorded);
  const language = await userMailLanguage(ctx.db, user);
  await ctx.mailer.send(linkMail(ctx, email, language, outcome.value.token));
  await ctx.mailer.send(
    emailChangeNoticeMail({ to: user.email, newEmail: email, language, portalUrl: ctx.config.portalUrl }),
  );
  return outcome.value.pending;
}

/**
 * A new link for the waiting change (the old one stops working), limited as the request is. With an
 * idempotency key a repeat answers the first resend's change and mails nothing again.
 */
export async function resendEmailChange(
  ctx: RequestContext,
  user: UserRow,
  idempotencyKey?: string | null,
): Promise<PendingEmailChange> {
  const waiting = async (db: Db) => {
    const pending = await pendingEmailChange(db, user.id);
    if (!pending) throw userError(TEXTS.noPendingEmailChange, 'NO_PENDING_EMAIL_CHANGE');
    return pending;
  };
  const outcome = await once(ctx, user, {
    operation: 'resendEmailChange',
    key: idempotencyKey,
    args: {},
    before: async () => limitMailLink(ctx, 'email-change', (await waiting(ctx.db)).email),
    run: async (tx) => replaceLink(tx.db, user.id, (await waiting(tx.db)).email),
    record: recordPending,
  });
  if (outcome.repeated) return keptPending(outcome.recorded);
  const { token, pending } = outcome.value;
  await ctx.mailer.send(linkMail(ctx, pending.email, await userMailLanguage(ctx.db, user), token));
  return pending;
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
