// The profile's statements (SQL only: the rules are in profile.service.ts).
import type { Updateable } from 'kysely';
import type { UserRow } from '../auth/accounts.ts';
import type { Db, UsersTable } from '../db/database.ts';

export function updateUser(db: Db, userId: number, patch: Updateable<UsersTable>): Promise<UserRow> {
  return db.updateTable('users').set(patch).where('id', '=', userId).returningAll().executeTakeFirstOrThrow();
}

export async function setPasswordHash(db: Db, userId: number, passwordHash: string): Promise<void> {
  await db.updateTable('users').set({ password_hash: passwordHash }).where('id', '=', userId).execute();
}
