// The meters' statements (SQL only: what a tenancy sees of them is in meters.service.ts).
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import type { MeterModelRow } from '../data/models.ts';
import { consumedUpTo } from '../consumption/consumption.repository.ts';

export function unitMeters(db: Db, unitId: number): Promise<MeterModelRow[]> {
  return db.selectFrom('meters').selectAll().where('unit_id', '=', unitId).orderBy('id').execute();
}

export function meterById(db: Db, meterId: number): Promise<MeterModelRow | undefined> {
  return db.selectFrom('meters').selectAll().where('id', '=', meterId).executeTakeFirst();
}

/** Whether the unit has a meter of the quantity. */
export async function unitHasQuantity(db: Db, unitId: number, quantity: string): Promise<boolean> {
  const meter = await db
    .selectFrom('meters')
    .select('id')
    .where('unit_id', '=', unitId)
    .where('quantity', '=', quantity)
    .executeTakeFirst();
  return !!meter;
}

/**
 * The meter's last hour from `notBefore` to `notAfter` (open: null), the sum of all its values up to
 * that hour and that hour's value; `last` is null without readings in the span.
 */
export async function lastReading(
  db: Db,
  meterId: number,
  notBefore: Date,
  notAfter: Date | null,
): Promise<{ last: Date | null; total: number | null; value: number | null } | undefined> {
  return (
    await sql<{ last: Date | null; total: number | null; value: number | null }>`
      with last as (
        select max(ts) as ts from readings
        where meter_id = ${meterId} and ts >= ${notBefore} and (${notAfter}::timestamptz is null or ts < ${notAfter})
      )
      select last.ts as last,
        case when last.ts is null then null else ${consumedUpTo(meterId, sql`last.ts`)} end as total,
        (select value from readings where meter_id = ${meterId} and ts = last.ts) as value
      from last`.execute(db)
  ).rows[0];
}
