// While the services run, each completed hour's readings and the next prices are appended; then
// alarms are evaluated and monthly report codes issued.
import { sql } from 'kysely';
import { withAdvisoryLock } from '../advisory-lock.ts';
import type { Database, Db } from '../db/database.ts';
import type { Mailer } from '../mail/mailer.ts';
import { insertReadings, insertSpotPrices } from '../demo/profiles.ts';
import { addDays, addMonths, localDate, startOfHour } from '../time.ts';
import { mailLanguage, reportMail } from '../mail/messages.ts';
import { evaluateAlarms, hasPendingArrivals } from './alarm-evaluator.ts';
import { randomToken } from '../auth/tokens.ts';
import { tenanciesOn } from '../data/report.ts';

export async function appendReadings(db: Db, now = new Date()): Promise<number> {
  const to = startOfHour(now);
  const last = (await sql<{ last: Date | null }>`select max(ts) as last from readings`.execute(db)).rows[0]?.last;
  if (!last) return 0;
  const from = new Date(last.getTime() + 3600_000);
  if (from >= to) return 0;
  const lastPrice = (await sql<{ last: Date | null }>`select max(ts) as last from spot_prices`.execute(db)).rows[0]
    ?.last;
  const priceTo = new Date(to.getTime() + 48 * 3600_000);
  if (lastPrice && lastPrice < priceTo) await insertSpotPrices(db, new Date(lastPrice.getTime() + 3600_000), priceTo);
  return insertReadings(db, from, to);
}

/**
 * A report code per unit for the month that closed last (valid 90 days), a CONSUMPTION_REPORT
 * notification for each tenancy of the unit in place on the month's last day (docs/decisions/0029),
 * and an e-mail with the link to its active users who want e-mail (in their language; the link opens
 * the report in it).
 */
export async function issueMonthlyReports(
  db: Db,
  now = new Date(),
  mail?: { mailer: Mailer; portalUrl: string },
): Promise<number> {
  const month = addMonths(`${localDate(now).slice(0, 7)}-01`, -1);
  const end = addDays(addMonths(month, 1), -1);
  const units = await db
    .selectFrom('units')
    .innerJoin('properties', 'properties.id', 'units.property_id')
    .select(['units.id', 'properties.brand'])
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
 * Every `intervalMs` the hours completed since the last reading are appended, then alarms evaluated
 * and report codes issued. However many processes run this loop on one PostgreSQL database, one at a
 * time does the work (an advisory lock; the others skip that tick), and each step starts from what
 * the database already holds, so an hour's readings, notifications and mails are made once.
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
