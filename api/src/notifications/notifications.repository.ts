// The notifications' statements (SQL only: the rules are in notifications.service.ts and the alarm
// evaluator, which raises and corrects them).
import type { Insertable } from 'kysely';
import type { Db, NotificationsTable } from '../db/database.ts';
import type { NotificationModel } from '../data/models.ts';

/** The tenancy's newest notifications (at most 200), or only its unread ones. */
export function tenancyNotifications(db: Db, tenancyId: number, onlyUnread: boolean): Promise<NotificationModel[]> {
  let q = db.selectFrom('notifications').selectAll().where('tenancy_id', '=', tenancyId);
  if (onlyUnread) q = q.where('read_at', 'is', null);
  return q.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(200).execute();
}

/** The notification, if it belongs to one of the user's tenancies. */
export function notificationOfUser(
  db: Db,
  userId: number,
  notificationId: number,
): Promise<NotificationModel | undefined> {
  return db
    .selectFrom('notifications as n')
    .innerJoin('tenancy_users as tu', 'tu.tenancy_id', 'n.tenancy_id')
    .selectAll('n')
    .where('n.id', '=', notificationId)
    .where('tu.user_id', '=', userId)
    .executeTakeFirst();
}

/** The code of the month's report of the tenancy's unit, unless it has expired. */
export async function validReportCode(
  db: Db,
  tenancyId: number,
  periodStart: string,
  now: Date,
): Promise<string | null> {
  const row = await db
    .selectFrom('report_codes as r')
    .innerJoin('tenancies as t', 't.unit_id', 'r.unit_id')
    .select('r.code')
    .where('t.id', '=', tenancyId)
    .where('r.period_start', '=', periodStart)
    .where('r.expires_at', '>', now)
    .executeTakeFirst();
  return row?.code ?? null;
}

export function setReadAt(db: Db, notificationId: number, readAt: Date): Promise<NotificationModel> {
  return db
    .updateTable('notifications')
    .set({ read_at: readAt })
    .where('id', '=', notificationId)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function markTenancyRead(db: Db, tenancyId: number, readAt: Date): Promise<void> {
  await db
    .updateTable('notifications')
    .set({ read_at: readAt })
    .where('tenancy_id', '=', tenancyId)
    .where('read_at', 'is', null)
    .execute();
}

/** Stores a notification; null when its alarm has one for the period already. */
export async function insertAlarmNotification(db: Db, values: Insertable<NotificationsTable>): Promise<number | null> {
  const inserted = await db
    .insertInto('notifications')
    .values(values)
    .onConflict((oc) => oc.columns(['alarm_id', 'period', 'period_start']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted?.id ?? null;
}

/** The figure late readings corrected the notification's to (null: back to the one that fired it). */
export async function setCorrection(db: Db, notificationId: number, value: number | null, at: Date | null) {
  await db
    .updateTable('notifications')
    .set({ corrected_value: value, corrected_at: at })
    .where('id', '=', notificationId)
    .execute();
}
