// While the services run, each completed hour's readings and the next prices are appended; then
// alarms are evaluated and monthly report codes issued.
import { sql } from 'kysely';
import { withAdvisoryLock } from '../advisory-lock.ts';
import type { Database, Db } from '../db/database.ts';
import type { Mailer } from '../mail/mailer.ts';
import { insertMissingReadings, insertSpotPrices } from '../demo/profiles.ts';
import { addDays, addMonths, dateAt } from '@portal/domain';
import { startOfHour } from '../time.ts';
import { mailLanguage, reportMail } from '../mail/messages.ts';
import { evaluateAlarms, hasPendingArrivals, SILENT_METER_DAYS } from './alarm-evaluator.ts';
import { randomToken } from '../auth/tokens.ts';
import { tenanciesOn } from '../data/report.ts';
import { deleteExpiredKeys } from '../idempotency/idempotency.service.ts';

/**
 * How far back the append reaches for a meter whose readings stopped (or that has none): a month, so
 * that services stopped over a holiday catch up; older gaps are an import's to fill
 * (docs/decisions/0031).
 */
export const CATCH_UP_DAYS = 31;

/**
 * Appends each meter's hours that have ended since its own newest reading (within the catch-up
 * window), so a gap closes and a meter with an odd (future) reading holds up no other; then prices 48
 * hours ahead. Hours that arrive more than SILENT_METER_DAYS late are noted for the evaluator, as an
 * import's are. Returns the number of readings added.
 */
export async function appendReadings(db: Db, now = new Date()): Promise<number> {
  const to = startOfHour(now);
  const day = 86_400_000;
  // Hours older than that may lie in a period judged already (a silent meter's); newer ones cannot.
  const lateBefore = new Date(to.getTime() - SILENT_METER_DAYS * day);
  const added = await insertMissingReadings(db, new Date(to.getTime() - CATCH_UP_DAYS * day), to, lateBefore);
  // Prices only when an hour went by: this runs every minute, and max(ts) over (area, ts) scans.
  if (added === 0) return 0;
  const lastPrice = (await sql<{ last: Date | null }>`select max(ts) as last from spot_prices`.execute(db)).rows[0]
    ?.last;
  const priceTo = new Date(to.getTime() + 48 * 3600_000);
  if (lastPrice && lastPrice < priceTo) await insertSpotPrices(db, new Date(lastPrice.getTime() + 3600_000), priceTo);
  return added;
}

/**
 * A report code per unit for the month that closed last (valid 90 days), a CONSUMPTION_REPORT
 * notification for each tenancy of the unit in place on the month's last day (docs/decisions/0029),
 * and an e-mail with the link to its active users who want e-mail (in their language, naming the home;
 * the link opens the report in it).
 */
export async function issueMonthlyReports(
  db: Db,
  now = new Date(),
  mail?: { mailer: Mailer; portalUrl: string },
): Promise<number> {
  const month = addMonths(`${dateAt(now).slice(0, 7)}-01`, -1);
  const end = addDays(addMonths(month, 1), -1);
  const units = await db
    .selectFrom('units')
    .innerJoin('properties', 'properties.id', 'units.property_id')
    .select(['units.id', 'units.address', 'properties.brand'])
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('report_codes')
            .select('code')
            .whereRef('report_codes.unit_id', '=', 'units.id')
            .where('period_start', '=', month),
        ),
      ),
    )
    .execute();
  for (const u of units) {
    const code = randomToken(12);
    const inserted = await db
      .insertInto('report_codes')
      .values({
        code,
        unit_id: u.id,
        period_start: month,
        period_end: end,
        expires_at: new Date(now.getTime() + 90 * 86_400_000),
      })
      .onConflict((oc) => oc.doNothing())
      .returning('code')
      .executeTakeFirst();
    if (!inserted) continue;
    const tenancies = await tenanciesOn(db, u.id, end);
    for (const t of tenancies) {
      await db
        .insertInto('notifications')
        .values({
          tenancy_id: t.id,
          alarm_id: null,
          alarm_type: null,
          kind: 'CONSUMPTION_REPORT',
          quantity: null,
          period: 'MONTH',
          period_start: month,
          period_end: end,
          direction: 'ABOVE',
          threshold: null,
          trigger_value: null,
          read_at: null,
          resolved_at: null,
        })
        .execute();
      if (!mail) continue;
      const recipients = await db
        .selectFrom('tenancy_users as tu')
        .innerJoin('users as usr', 'usr.id', 'tu.user_id')
        .select(['usr.email', 'usr.language'])
        .where('tu.tenancy_id', '=', t.id)
        .where('usr.email_notifications', '=', true)
        .where('usr.is_active', '=', true)
        .execute();
      for (const r of recipients) {
        await mail.mailer.send(
          reportMail({
            to: r.email,
            language: mailLanguage(r.language, u.brand),
            month,
            address: u.address,
            portalUrl: mail.portalUrl,
            code,
          }),
        );
      }
    }
  }
  return units.length;
}

/**
 * Every `intervalMs` the hours completed since each meter's last reading are appended, then alarms
 * evaluated and report codes issued, and idempotency keys past their 24 hours forgotten. However many processes run this loop on one PostgreSQL database,
 * one at a time does the work (an advisory lock; the others skip that tick), and each step starts from
 * what the database already holds, so an hour's readings, notifications and mails are made once.
 */
export function startJobs(
  database: Pick<Database, 'unlimited' | 'engine'>,
  mailer: Mailer,
  portalUrl: string,
  intervalMs = 60_000,
): () => Promise<void> {
  // Catching up after a long stop may take longer than a request is allowed to.
  const db = database.unlimited;
  const work = async () => {
    await deleteExpiredKeys(db);
    const added = await appendReadings(db);
    // Also when an import left readings for the evaluator (its own evaluation did not finish).
    if (added > 0 || (await hasPendingArrivals(db))) {
      const created = await evaluateAlarms(db, { mailer, portalUrl });
      const reports = await issueMonthlyReports(db, new Date(), { mailer, portalUrl });
      console.info(`appended ${added} readings, ${created} notifications, ${reports} report codes`);
    }
  };
  let running: Promise<void> | null = null;
  const tick = () => {
    if (running) return;
    running = (async () => {
      try {
        await withAdvisoryLock(database, 'portal.jobs', work, { wait: false });
      } catch (error) {
        console.error('job failed', error);
      } finally {
        running = null;
      }
    })();
  };
  const timer = setInterval(tick, intervalMs);
  tick();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
