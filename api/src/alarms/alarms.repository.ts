// The alarms' statements (SQL only: the rules are in alarms.service.ts).
import type { Insertable, Updateable } from 'kysely';
import type { AlarmsTable, Db } from '../db/database.ts';
import type { AlarmModel } from '../data/models.ts';

export function tenancyAlarms(db: Db, tenancyId: number): Promise<AlarmModel[]> {
  return db.selectFrom('alarms').selectAll().where('tenancy_id', '=', tenancyId).orderBy('id').execute();
}

/** The alarm, if it belongs to one of the user's tenancies. */
export function alarmOfUser(db: Db, userId: number, alarmId: number): Promise<AlarmModel | undefined> {
  return db
    .selectFrom('alarms as a')
    .innerJoin('tenancy_users as tu', 'tu.tenancy_id', 'a.tenancy_id')
    .selectAll('a')
    .where('a.id', '=', alarmId)
    .where('tu.user_id', '=', userId)
    .executeTakeFirst();
}

export function alarmById(db: Db, alarmId: number): Promise<AlarmModel | undefined> {
  return db.selectFrom('alarms').selectAll().where('id', '=', alarmId).executeTakeFirst();
}

export async function countTenancyAlarms(db: Db, tenancyId: number): Promise<number> {
  const count = await db
    .selectFrom('alarms')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('tenancy_id', '=', tenancyId)
    .executeTakeFirstOrThrow();
  return Number(count.n);
}

export function insertAlarm(db: Db, values: Insertable<AlarmsTable>): Promise<AlarmModel> {
  return db.insertInto('alarms').values(values).returningAll().executeTakeFirstOrThrow();
}

export function updateAlarm(db: Db, alarmId: number, patch: Updateable<AlarmsTable>): Promise<AlarmModel> {
  return db.updateTable('alarms').set(patch).where('id', '=', alarmId).returningAll().executeTakeFirstOrThrow();
}

export async function deleteAlarm(db: Db, alarmId: number): Promise<void> {
  await db.deleteFrom('alarms').where('id', '=', alarmId).execute();
}

/** How far the evaluator has judged the alarm's periods for good. */
export async function setEvaluatedThrough(db: Db, alarmId: number, through: string | null): Promise<void> {
  await db.updateTable('alarms').set({ evaluated_through: through }).where('id', '=', alarmId).execute();
}
