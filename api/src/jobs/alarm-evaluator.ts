// Evaluates enabled alarms over closed periods and records notifications (e-mail when wanted).
import type { Db } from '../db/database.ts';
import type { Mailer } from '../mail/mailer.ts';
import { type Scope, shiftPeriod, total } from '../consumption/consumption.service.ts';
import { addDays, addMonths, instantOfDate, localDate } from '../time.ts';

type AlarmPeriod = 'DAY' | 'WEEK' | 'MONTH' | 'YEAR';

/** The closed periods (start date, end date inclusive), most recent first. */
export function closedPeriods(period: AlarmPeriod, today: string, count: number): Array<[string, string]> {
  const out: Array<[string, string]> = [];
  let end: string;
  if (period === 'DAY') end = today;
  else if (period === 'WEEK') {
    const dow = new Date(`${today}T00:00:00Z`).getUTCDay();
    end = addDays(today, -((dow + 6) % 7));
  } else if (period === 'MONTH') end = `${today.slice(0, 7)}-01`;
  else end = `${today.slice(0, 4)}-01-01`;
  for (let i = 0; i < count; i++) {
    const start =
      period === 'DAY'
        ? addDays(end, -1)
        : period === 'WEEK'
          ? addDays(end, -7)
          : period === 'MONTH'
            ? addMonths(end, -1)
            : addMonths(end, -12);
    out.push([start, addDays(end, -1)]);
    end = start;
  }
  return out;
}

export async function evaluateAlarms(
  db: Db,
  options: { now?: Date; lookback?: number; mailer?: Mailer; portalUrl?: string } = {},
): Promise<number> {
  const now = options.now ?? new Date();
  const today = localDate(now);
  const alarms = await db
    .selectFrom('alarms as a')
    .innerJoin('tenancies as t', 't.id', 'a.tenancy_id')
    .innerJoin('units as u', 'u.id', 't.unit_id')
    .innerJoin('properties as p', 'p.id', 'u.property_id')
    .select([
      'a.id',
      'a.tenancy_id',
      'a.type',
      'a.kind',
      'a.quantity',
      'a.period',
      'a.threshold',
      'a.name',
      't.unit_id',
      't.start_date',
      'u.size_m2',
      'p.id as property_id',
      'p.price_area',
    ])
    .where('a.enabled', '=', true)
    .execute();
  let created = 0;
  for (const alarm of alarms) {
    const meters = await db
      .selectFrom('meters')
      .select('id')
      .where('unit_id', '=', alarm.unit_id)
      .where('quantity', '=', alarm.quantity)
      .execute();
    if (meters.length === 0) continue;
    const scope: Scope = {
      propertyId: alarm.property_id,
      priceArea: alarm.price_area,
      meterIds: meters.map((m) => m.id),
      area: alarm.size_m2,
      notBefore: instantOfDate(alarm.start_date),
    };
    const req = { quantity: alarm.quantity, normalized: false, mode: 'HOURLY_VALUES' as const };
    const count = options.lookback ?? 1;
    const periods = closedPeriods(
      alarm.period as AlarmPeriod,
      today,
      alarm.period === 'DAY' ? count : Math.max(1, Math.ceil(count / 7)),
    );
    for (const [start, end] of periods) {
      const period = { begin: instantOfDate(start), end: instantOfDate(addDays(end, 1)) };
      const value = await total(db, scope, req, period);
      if (value === null) continue;
      let triggered = false;
      let trigger = value;
      switch (alarm.type) {
        case 'TOTAL':
        case 'MAXIMUM':
          triggered = value > alarm.threshold;
          break;
        case 'MINIMUM':
          triggered = value < alarm.threshold;
          break;
        case 'ZERO_CONSUMPTION':
          triggered = value === 0;
          break;
        case 'INCREASE': {
          const previous = await total(db, scope, req, shiftPeriod(period, 'previous-period'));
          if (previous === null || previous <= 0) break;
          trigger = Math.round(((value - previous) / previous) * 10000) / 100;
          triggered = trigger > alarm.threshold;
          break;
        }
      }
      if (!triggered) continue;
      const kind =
        alarm.kind === 'CLIMATE'
          ? 'INDOOR_CLIMATE'
          : alarm.type === 'ZERO_CONSUMPTION'
            ? 'ZERO_CONSUMPTION'
            : 'HIGH_CONSUMPTION';
      const inserted = await db
        .insertInto('notifications')
        .values({
          tenancy_id: alarm.tenancy_id,
          alarm_id: alarm.id,
          kind,
          quantity: alarm.quantity,
          period: alarm.period,
          period_start: start,
          period_end: end,
          direction: alarm.type === 'MINIMUM' || alarm.type === 'ZERO_CONSUMPTION' ? 'BELOW' : 'ABOVE',
          threshold: alarm.threshold,
          trigger_value: Math.round(trigger * 1000) / 1000,
          read_at: null,
          resolved_at: null,
        })
        .onConflict((oc) => oc.columns(['alarm_id', 'period_start']).doNothing())
        .returning('id')
        .executeTakeFirst();
      if (!inserted) continue;
      created += 1;
      if (options.mailer) {
        const recipients = await db
          .selectFrom('tenancy_users as tu')
          .innerJoin('users as u', 'u.id', 'tu.user_id')
          .select(['u.email'])
          .where('tu.tenancy_id', '=', alarm.tenancy_id)
          .where('u.email_notifications', '=', true)
          .execute();
        for (const r of recipients) {
          await options.mailer.send({
            to: r.email,
            subject: `Alarm: ${alarm.name}`,
            text: `Your alarm "${alarm.name}" was triggered for ${start} to ${end}: ${trigger} (threshold ${alarm.threshold}).\n\n${options.portalUrl ?? ''}/t/${alarm.tenancy_id}/notifications/${inserted.id}`,
          });
        }
      }
    }
  }
  return created;
}
