// `node alarms-readings-driver.ts <pgliteDir> <tenancyId> <quantity> <date> <perHour>`, run while the
// services are stopped: see driveReadings in alarms-services.ts. Uses the services' own database layer.
import { migrateToLatest, openDatabase } from '../../api/src/db/database.ts';
import { addDays } from '../../domain/src/local-date.ts';
import { startOfDayInstant } from '../../domain/src/zone.ts';

const [dataDir, tenancyId, quantity, date, perHour] = process.argv.slice(2);
if (!dataDir || !tenancyId || !quantity || !date || !perHour)
  throw new Error('usage: <dir> <tenancy> <quantity> <date> <perHour>');

const database = await openDatabase({ dataDir });
try {
  await migrateToLatest(database.db);
  const db = database.db;
  const tenancy = await db
    .selectFrom('tenancies')
    .select('unit_id')
    .where('id', '=', Number(tenancyId))
    .executeTakeFirstOrThrow();
  const meters = await db
    .selectFrom('meters')
    .select('id')
    .where('unit_id', '=', tenancy.unit_id)
    .where('quantity', '=', quantity)
    .execute();
  const ids = meters.map((m) => m.id);
  const leak = await db
    .updateTable('readings')
    .set({ value: Number(perHour) })
    .where('meter_id', 'in', ids)
    .where('ts', '>=', startOfDayInstant(date))
    .where('ts', '<', startOfDayInstant(addDays(date, 1)))
    .executeTakeFirst();
  // As an import of late readings would: the hours that arrived are recorded for the evaluator, which
  // judges their periods again (api/src/import/readings.ts).
  if (ids.length) {
    await db
      .insertInto('reading_arrivals')
      .values(
        ids.map((meterId) => ({
          meter_id: meterId,
          first_ts: startOfDayInstant(date),
          last_ts: new Date(startOfDayInstant(addDays(date, 1)).getTime() - 3_600_000),
        })),
      )
      .execute();
  }
  // The tenant set the alarm before the leak: an alarm judges periods from the one it was set in.
  const alarms = await db
    .updateTable('alarms')
    .set({ evaluate_from: startOfDayInstant(date), evaluated_through: null })
    .where('tenancy_id', '=', Number(tenancyId))
    .where('evaluate_from', '>', startOfDayInstant(date))
    .executeTakeFirst();
  const latest = await db
    .selectFrom('readings')
    .select((eb) => eb.fn.max('ts').as('last'))
    .executeTakeFirstOrThrow();
  // The leaking meters keep theirs: in the first hour after midnight the latest hour is the leak day's
  // last, which the job would append again with the demo's own reading instead of the leak's.
  let removal = db.deleteFrom('readings').where('ts', '=', latest.last as Date);
  if (ids.length) removal = removal.where('meter_id', 'not in', ids);
  const removed = await removal.executeTakeFirst();
  console.info(
    JSON.stringify({
      meters: ids.length,
      changed: Number(leak.numUpdatedRows),
      alarms: Number(alarms.numUpdatedRows),
      removed: Number(removed.numDeletedRows),
    }),
  );
} finally {
  await database.close();
}
