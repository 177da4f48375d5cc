// The users of a tenancy and its administrators (SPEC §6; docs/decisions/0032): an administrator
// invites by e-mail, resends invitations, makes users administrators or members again and removes
// users; anyone may leave. A tenancy that has users always keeps an administrator: a change that
// would leave none is refused, and each change reads and writes the tenancy's users under a lock of
// the tenancy's row, so that two changes at once (two administrators taking each other's rights)
// are made one after the other, the second judged on what the first left.
import { activationCodeOf, formatLocal } from '@portal/domain';
import type { UserRow } from '../auth/accounts.ts';
import { normaliseEmail } from '../auth/passwords.ts';
import type { RequestContext } from '../context.ts';
import { hasEnded, parseId, requireTenancy, requireTenancyAdmin } from '../data/access.ts';
import {
  createActivationCode,
  limitActivation,
  limitInvitation,
  lookupCode,
  type ValidCode,
} from '../data/activation.ts';
import type { TenancyModel } from '../data/models.ts';
import type { Db } from '../db/database.ts';
import { TEXTS, badInput, forbidden, lastAdmin, userError } from '../errors.ts';
import { once } from '../idempotency/idempotency.service.ts';
import { invitationLanguage, invitationMail } from '../mail/messages.ts';
import * as repository from './tenancy-users.repository.ts';
import type { Member } from './tenancy-users.repository.ts';

/** How long an invitation's activation code works. */
export const INVITATION_DAYS = 14;

/** At most this many addresses with a pending invitation per tenancy. */
const MAX_PENDING = 20;

/** The tenancy's users, then the addresses with a pending invitation (each once). */
export async function tenancyUsers(ctx: RequestContext, tenancyId: number) {
  const members = await repository.membersWithAccounts(ctx.db, tenancyId);
  const pending = await repository.pendingInvitations(ctx.db, tenancyId);
  return [
    ...members.map((m) => ({
      id: String(m.id),
      email: m.email,
      name: m.name,
      isAdmin: m.is_admin,
      invitationPending: false,
      invitedAt: null,
    })),
    ...pending
      .filter((p, i, all) => all.findIndex((q) => q.email === p.email) === i)
      .filter((p) => !members.some((m) => m.email === p.email))
      .map((p) => ({
        id: null,
        email: p.email!,
        name: '',
        isAdmin: p.make_admin,
        invitationPending: true,
        invitedAt: p.created_at.toISOString(),
      })),
  ];
}

/** The users of one of the caller's tenancies. */
export async function listTenancyUsers(ctx: RequestContext, user: UserRow, tenancyId: string) {
  const t = await requireTenancy(ctx, user, tenancyId);
  return tenancyUsers(ctx, t.id);
}

/** The caller is (still, under the lock) an administrator of the tenancy. */
function assertAdmin(members: Member[], userId: number): void {
  if (!members.some((m) => m.user_id === userId && m.is_admin)) throw forbidden();
}

/**
 * Users who remain must keep an administrator. A tenancy that had none before (none should: see
 * `repository.ensureAdministrator`) is not held to it: there is no one to name one.
 */
function assertKeepsAnAdmin(before: Member[], after: Member[]): void {
  if (before.some((m) => m.is_admin) && after.length > 0 && !after.some((m) => m.is_admin)) throw lastAdmin();
}

/**
 * Uses an activation code, in the caller's transaction `trx`: the user joins its tenancy (as an
 * administrator when the code says so, or when the tenancy has none). An invitation is one, however
 * often it was resent: using one of its codes uses them all (same tenancy, same address), so the
 * others stop working. Refused with SPEC §8's "already used" when the code or its invitation was used
 * meanwhile.
 */
async function joinWithCode(trx: Db, code: ValidCode, userId: number): Promise<void> {
  await repository.lockedMembers(trx, code.tenancyId);
  const claimed = await repository.claimCodes(trx, code, userId, new Date());
  if (!claimed.some((c) => c.id === code.id)) throw userError(TEXTS.activationCodeUsed, 'ACTIVATION_CODE_USED');
  await repository.addMember(trx, code.tenancyId, userId, code.makeAdmin);
  await repository.ensureAdministrator(trx, code.tenancyId);
}

/**
 * Adds the tenancy of an activation code to the user (`addTenancy`). With an idempotency key
 * (docs/decisions/0034) a repeat of the same code answers ok again, where the code, used by the first
 * request, would otherwise be refused as used.
 */
export async function addTenancyWithCode(
  ctx: RequestContext,
  user: UserRow,
  activationCode: string,
  idempotencyKey?: string | null,
): Promise<{ ok: true }> {
  await once(ctx, user, {
    operation: 'addTenancy',
    key: idempotencyKey,
    args: { activationCode: activationCodeOf(activationCode) ?? activationCode },
    before: () => limitActivation(ctx),
    async run(tx) {
      const state = await lookupCode(tx.db, activationCode);
      if (state.state === 'used') throw userError(TEXTS.activationCodeUsed, 'ACTIVATION_CODE_USED');
      if (state.state === 'invalid') throw userError(TEXTS.activationCodeInvalid, 'ACTIVATION_CODE_INVALID');
      await joinWithCode(tx.db, state, user.id);
      return { ok: true } as const;
    },
    record: () => ({ ok: true }),
  });
  // a repeat: the first request joined the tenancy
  return { ok: true };
}

/**
 * Deletes a user. Of each tenancy where they were the only administrator, the longest-standing
 * active user who remains becomes administrator: an account can always be deleted, and no tenancy is
 * left without an administrator by it.
 */
export async function deleteUser(db: Db, userId: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const tenancies = await repository.tenancyIdsOfUser(trx, userId);
    for (const t of tenancies) await repository.lockedMembers(trx, t.tenancy_id);
    await repository.deleteUserRow(trx, userId);
    for (const t of tenancies) await repository.ensureAdministrator(trx, t.tenancy_id);
  });
}

/** A new activation code for the address, with the moment it stops working. */
function newInvitationCode(db: Db, tenancy: TenancyModel, email: string, inviter: UserRow) {
  return createActivationCode(db, { tenancyId: tenancy.id, email, invitedBy: inviter.id, ttlDays: INVITATION_DAYS });
}

/**
 * E-mails an invitation's code in the invitee's language if they have an account, else the inviter's,
 * else the brand's (docs/decisions/0026), with the moment it stops working. After the code's
 * transaction has committed: a repeat answered from its idempotency key sends nothing.
 */
async function mailInvitation(
  ctx: RequestContext,
  tenancy: TenancyModel,
  email: string,
  inviter: UserRow,
  { code, expiresAt }: { code: string; expiresAt: Date },
) {
  const inviteeLanguage = await repository.accountLanguage(ctx.db, email);
  await ctx.mailer.send(
    invitationMail({
      to: email,
      language: invitationLanguage(inviteeLanguage, inviter.language, tenancy.property.brand),
      address: `${tenancy.unit.address}, ${tenancy.property.zipcode} ${tenancy.property.city}`,
      code,
      validUntil: expiresAt,
      portalUrl: ctx.config.portalUrl,
    }),
  );
}

type InvitedUser = Awaited<ReturnType<typeof tenancyUsers>>[number];

/**
 * Invites an address to the tenancy (administrators). With an idempotency key (docs/decisions/0034)
 * a repeat answers as the first did, and creates no second code and sends no second e-mail.
 */
export async function inviteUser(
  ctx: RequestContext,
  user: UserRow,
  tenancyId: string,
  address: string,
  idempotencyKey?: string | null,
) {
  const t = await requireTenancyAdmin(ctx, user, tenancyId);
  const email = normaliseEmail(address);
  const outcome = await once(ctx, user, {
    operation: 'inviteTenancyUser',
    key: idempotencyKey,
    args: { tenancyId: t.id, email },
    before: () => limitInvitation(ctx, t.id, email),
    async run(tx) {
      const users = await tenancyUsers(tx, t.id);
      if (users.some((m) => m.email === email && !m.invitationPending)) {
        throw badInput('The user is already on the tenancy', 'email');
      }
      const pending = users.filter((m) => m.invitationPending).length;
      if (pending >= MAX_PENDING) throw badInput('Too many pending invitations', 'email');
      const code = await newInvitationCode(tx.db, t, email, user);
      const invited: InvitedUser = {
        id: null,
        email,
        name: '',
        isAdmin: false,
        invitationPending: true,
        invitedAt: formatLocal(new Date()),
      };
      return { invited, code };
    },
    record: ({ invited }) => invited,
  });
  if (outcome.repeated) return outcome.recorded;
  await mailInvitation(ctx, t, email, user, outcome.value.code);
  return outcome.value.invited;
}

/**
 * Sends a pending invitation again, with a code of its own: the codes sent before keep working until
 * their own expiry, as their e-mails say (the invitee may use whichever e-mail they find). With an
 * idempotency key a repeat sends nothing again.
 */
export async function resendInvitation(
  ctx: RequestContext,
  user: UserRow,
  tenancyId: string,
  address: string,
  idempotencyKey?: string | null,
) {
  const t = await requireTenancyAdmin(ctx, user, tenancyId);
  const email = normaliseEmail(address);
  const outcome = await once(ctx, user, {
    operation: 'resendInvitation',
    key: idempotencyKey,
    args: { tenancyId: t.id, email },
    before: () => limitInvitation(ctx, t.id, email),
    async run(tx) {
      if (!(await repository.hasPendingInvitation(tx.db, t.id, email)))
        throw badInput('No pending invitation for this e-mail', 'email');
      return { code: await newInvitationCode(tx.db, t, email, user) };
    },
    record: () => ({ ok: true }),
  });
  if (!outcome.repeated) await mailInvitation(ctx, t, email, user, outcome.value.code);
  return { ok: true };
}

/** Makes a user of the tenancy an administrator, or a member again (themselves too, if not the last). */
/**
 * An administrator's change to another member, under the tenancy's row lock (decision 0032): the
 * caller is still an administrator, the target still a member, and the tenancy keeps an administrator
 * once `after` is applied to its members; then `apply` writes the change.
 */
async function changeMember(
  ctx: RequestContext,
  { tenancyId, adminId, targetId }: { tenancyId: number; adminId: number; targetId: number },
  after: (members: Member[]) => Member[],
  apply: (trx: Db) => Promise<unknown>,
): Promise<void> {
  await ctx.db.transaction().execute(async (trx) => {
    const before = await repository.lockedMembers(trx, tenancyId);
    assertAdmin(before, adminId);
    if (!before.some((m) => m.user_id === targetId)) throw forbidden();
    assertKeepsAnAdmin(before, after(before));
    await apply(trx);
  });
}

export async function setAdministrator(
  ctx: RequestContext,
  user: UserRow,
  tenancyId: string,
  userId: string,
  isAdmin: boolean,
) {
  const t = await requireTenancyAdmin(ctx, user, tenancyId);
  const targetId = parseId(userId);
  await changeMember(
    ctx,
    { tenancyId: t.id, adminId: user.id, targetId },
    (members) => members.map((m) => (m.user_id === targetId ? { ...m, is_admin: isAdmin } : m)),
    (trx) => repository.setMemberAdmin(trx, t.id, targetId, isAdmin),
  );
  return (await tenancyUsers(ctx, t.id)).find((m) => m.id === String(targetId))!;
}

/** Removes another user from the tenancy (one leaves with `leaveTenancy`). */
export async function removeUser(ctx: RequestContext, user: UserRow, tenancyId: string, userId: string) {
  const t = await requireTenancyAdmin(ctx, user, tenancyId);
  const targetId = parseId(userId);
  if (targetId === user.id) throw badInput('Use leaveTenancy to leave a tenancy', 'userId');
  await changeMember(
    ctx,
    { tenancyId: t.id, adminId: user.id, targetId },
    (members) => members.filter((m) => m.user_id !== targetId),
    (trx) => repository.removeMember(trx, t.id, targetId),
  );
  return { ok: true };
}

/**
 * The caller leaves the tenancy; its last administrator only once another user is one (or no one else
 * remains). An ended tenancy can always be left: nothing of it changes any more, so it needs no
 * administrator, and none could be named there.
 */
export async function leaveTenancy(ctx: RequestContext, user: UserRow, tenancyId: string) {
  const t = await requireTenancy(ctx, user, tenancyId);
  await ctx.db.transaction().execute(async (trx) => {
    const before = await repository.lockedMembers(trx, t.id);
    if (!hasEnded(t)) {
      assertKeepsAnAdmin(
        before,
        before.filter((m) => m.user_id !== user.id),
      );
    }
    await repository.removeMember(trx, t.id, user.id);
  });
  return { ok: true };
}
