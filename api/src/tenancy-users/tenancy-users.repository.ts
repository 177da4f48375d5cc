// The statements on a tenancy's users and its invitations (SQL only: the rules are in
// tenancy-users.service.ts).
import type { Db } from '../db/database.ts';
import type { ValidCode } from '../data/activation.ts';

/** A user of a tenancy as the rules see them. */
export interface Member {
  user_id: number;
  is_admin: boolean;
}

/**
 * Locks the tenancy's row until the transaction ends, then reads its users: every change to a
 * tenancy's users takes this lock first, so they happen one at a time and each sees the one before.
 */
export async function lockedMembers(trx: Db, tenancyId: number): Promise<Member[]> {
  await trx.selectFrom('tenancies').select('id').where('id', '=', tenancyId).forUpdate().execute();
  return trx
    .selectFrom('tenancy_users')
    .select(['user_id', 'is_admin'])
    .where('tenancy_id', '=', tenancyId)
    .orderBy('user_id')
    .execute();
}

/** The tenancy's users with their accounts, oldest account first. */
export function membersWithAccounts(db: Db, tenancyId: number) {
  return db
    .selectFrom('tenancy_users as tu')
    .innerJoin('users as u', 'u.id', 'tu.user_id')
    .select(['u.id', 'u.email', 'u.name', 'tu.is_admin', 'tu.created_at'])
    .where('tu.tenancy_id', '=', tenancyId)
    .orderBy('u.id')
    .execute();
}

/** The tenancy's invitations that still work (not used, revoked or expired), oldest first; `email` only. */
function workingInvitations(db: Db, tenancyId: number, now: Date) {
  return db
    .selectFrom('activation_codes')
    .where('tenancy_id', '=', tenancyId)
    .where('used_at', 'is', null)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now)
    .where('email', 'is not', null);
}

/** The invitations of the tenancy that still work, oldest first. */
export function pendingInvitations(db: Db, tenancyId: number, now = new Date()) {
  return workingInvitations(db, tenancyId, now).select(['email', 'make_admin', 'created_at']).orderBy('id').execute();
}

/** Whether an invitation to the address still works. */
export async function hasPendingInvitation(db: Db, tenancyId: number, email: string, now = new Date()) {
  const row = await workingInvitations(db, tenancyId, now).select('id').where('email', '=', email).executeTakeFirst();
  return row !== undefined;
}

/**
 * A tenancy with users and no administrator gets one: its longest-standing active user. Runs under
 * the tenancy's lock (a user joining, an administrator's account deleted).
 */
export async function ensureAdministrator(trx: Db, tenancyId: number): Promise<void> {
  await trx
    .updateTable('tenancy_users')
    .set({ is_admin: true })
    .where('tenancy_id', '=', tenancyId)
    .where((eb) =>
      eb(
        'user_id',
        '=',
        eb
          .selectFrom('tenancy_users as tu')
          .innerJoin('users as u', 'u.id', 'tu.user_id')
          .select('tu.user_id')
          .where('tu.tenancy_id', '=', tenancyId)
          .where('u.is_active', '=', true)
          .orderBy('tu.created_at')
          .orderBy('tu.user_id')
          .limit(1),
      ),
    )
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('tenancy_users as a')
            .select('a.user_id')
            .where('a.tenancy_id', '=', tenancyId)
            .where('a.is_admin', '=', true),
        ),
      ),
    )
    .execute();
}

/**
 * Marks the code used by the user, and with it every other code of the same invitation (same
 * tenancy, same address) not used or revoked yet; the ids marked.
 */
export function claimCodes(trx: Db, code: ValidCode, userId: number, now: Date) {
  return trx
    .updateTable('activation_codes')
    .set({ used_at: now, used_by: userId })
    .where('used_at', 'is', null)
    .where('revoked_at', 'is', null)
    .where((eb) =>
      code.email === null
        ? eb('id', '=', code.id)
        : eb.or([
            eb('id', '=', code.id),
            eb.and([eb('tenancy_id', '=', code.tenancyId), eb('email', '=', code.email)]),
          ]),
    )
    .returning('id')
    .execute();
}

/** Adds the user to the tenancy (nothing when they are on it). */
export async function addMember(trx: Db, tenancyId: number, userId: number, isAdmin: boolean): Promise<void> {
  await trx
    .insertInto('tenancy_users')
    .values({ tenancy_id: tenancyId, user_id: userId, is_admin: isAdmin })
    .onConflict((oc) => oc.columns(['tenancy_id', 'user_id']).doNothing())
    .execute();
}

export async function setMemberAdmin(trx: Db, tenancyId: number, userId: number, isAdmin: boolean): Promise<void> {
  await trx
    .updateTable('tenancy_users')
    .set({ is_admin: isAdmin })
    .where('tenancy_id', '=', tenancyId)
    .where('user_id', '=', userId)
    .execute();
}

export async function removeMember(trx: Db, tenancyId: number, userId: number): Promise<void> {
  await trx.deleteFrom('tenancy_users').where('tenancy_id', '=', tenancyId).where('user_id', '=', userId).execute();
}

/** The ids of the tenancies the user is on, in order (the order their locks are taken in). */
export function tenancyIdsOfUser(trx: Db, userId: number) {
  return trx
    .selectFrom('tenancy_users')
    .select('tenancy_id')
    .where('user_id', '=', userId)
    .orderBy('tenancy_id')
    .execute();
}

export async function deleteUserRow(trx: Db, userId: number): Promise<void> {
  await trx.deleteFrom('users').where('id', '=', userId).execute();
}

/** The language of the account with the address, if there is one. */
export async function accountLanguage(db: Db, email: string): Promise<string | null | undefined> {
  const row = await db.selectFrom('users').select('language').where('email', '=', email).executeTakeFirst();
  return row?.language;
}
