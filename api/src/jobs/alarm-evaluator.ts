// Judges enabled alarms over closed periods and records notifications (e-mail to the active members
// who want it).
// docs/decisions/0121 explains the rules: which periods an alarm judges (from the one it was created
// or last changed in), when a period is judged (once the property's readings reach its end), what a
// silent meter means for a zero-consumption alarm, and how late readings get a period judged again.
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import type { Mailer } from '../mail/mailer.ts';
import type { AlarmPeriod, AlarmType, NotificationKind } from '../generated/data-types.ts';
import { alarmMail, mailLanguage } from '../mail/messages.ts';
import { type Scope, seriesValues } from '../consumption/consumption.service.ts';
import { unitOf } from '../consumption/quantities.ts';
import { tenancyPeriod } from '../data/access.ts';
import { addDays, addMonths, instantOfDate, localDate } from '../time.ts';

/** A calendar period in Copenhagen dates, both ends included. */
export interface CalendarPeriod {
  start: string;
  end: string;
}

function periodStart(kind: AlarmPeriod, date: string): string {
  switch (kind) {
    case 'DAY':
      return date;
    case 'WEEK':
      return addDays(date, -((new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7));
    case 'MONTH':
      return `${date.slice(0, 7)}-01`;
    case 'YEAR':
      return `${date.slice(0, 4)}-01-01`;
  }
}

function shiftStart(kind: AlarmPeriod, start: string, n: number): string {
  switch (kind) {
    case 'DAY':
      return addDays(start, n);
    case 'WEEK':
      return addDays(start, 7 * n);
    case 'MONTH':
      return addMonths(start, n);
    case 'YEAR':
      return addMonths(start, 12 * n);
  }
}

/** The period of a kind (day, Monday-to-Sunday week, calendar month or year) holding a date. */
export function periodContaining(kind: AlarmPeriod, date: string): CalendarPeriod {
  const start = periodStart(kind, date);
  return { start, end: addDays(shiftStart(kind, start, 1), -1) };
}

function nextPeriod(kind: AlarmPeriod, p: CalendarPeriod): CalendarPeriod {
  return periodContaining(kind, addDays(p.end, 1));
}

/** The closed periods (ended before `today`) from the one holding `from` to the one holding `to`. */
export function closedPeriodsBetween(kind: AlarmPeriod, from: string, to: string, today: string): CalendarPeriod[] {
  const out: CalendarPeriod[] = [];
  for (let p = periodContaining(kind, from); p.start <= to && p.end < today; p = nextPeriod(kind, p)) out.push(p);
  return out;
}

const round = (value: number, decimals: number) => Math.round(value * 10 ** decimals) / 10 ** decimals;

interface AlarmRow {
  id: number;
  tenancy_id: number;
  name: string;
  kind: string;
  type: string;
  quantity: string;
  period: string;
  threshold: number;
  evaluate_from: Date;
  evaluated_through: string | null;
  unit_id: number;
  start_date: string;
  end_date: string | null;
  size_m2: number;
  property_id: number;
  price_area: string;
  brand: string;
}

interface MeterSpan {
  id: number;
  from_date: string;
  to_date: string | null;
}

interface Arrival {
  meter_id: number;
  first_ts: Date;
  last_ts: Date;
}

export interface EvaluateOptions {
  now?: Date;
  mailer?: Mailer;
  portalUrl?: string;
  /** Only the alarms whose meters have readings waiting in reading_arrivals (after an import). */
  onlyPending?: boolean;
}

/**
 * Judges every enabled alarm (or, with `onlyPending`, those an import touched) and returns the
 * number of notifications created. Readings waiting in reading_arrivals are consumed.
 */
export async function evaluateAlarms(db: Db, options: EvaluateOptions = {}): Promise<number> {
  const now = options.now ?? new Date();
  const arrivals = await db.selectFrom('reading_arrivals').selectAll().orderBy('id').execute();
  if (options.onlyPending && arrivals.length === 0) return 0;
  let query = db
    .selectFrom('alarms as a')
    .innerJoin('tenancies as t', 't.id', 'a.tenancy_id')
    .innerJoin('units as u', 'u.id', 't.unit_id')
    .innerJoin('properties as p', 'p.id', 'u.property_id')
    .select([
      'a.id',
      'a.tenancy_id',
      'a.name',
      'a.kind',
      'a.type',
      'a.quantity',
      'a.period',
      'a.threshold',
      'a.evaluate_from',
      'a.evaluated_through',
      't.unit_id',
      't.start_date',
      't.end_date',
      'u.size_m2',
      'p.id as property_id',
      'p.price_area',
      'p.brand',
    ])
    .where('a.enabled', '=', true);
  if (options.onlyPending) {
    const meterIds = [...new Set(arrivals.map((a) => a.meter_id))];
    query = query.where(({ exists, selectFrom }) =>
      exists(
        selectFrom('meters as m')
          .select('m.id')
          .whereRef('m.unit_id', '=', 't.unit_id')
          .whereRef('m.quantity', '=', 'a.quantity')
          .where('m.id', 'in', meterIds),
      ),
    );
  }
  const alarms = await query.orderBy('a.id').execute();
  const ends = new Map<number, Promise<Date | null>>();
  const dataThrough = (propertyId: number) => {
    if (!ends.has(propertyId)) ends.set(propertyId, readingsThrough(db, propertyId));
    return ends.get(propertyId)!;
  };
  let created = 0;
  for (const alarm of alarms) created += await evaluateAlarm(db, alarm, arrivals, dataThrough, now, options);
  const last = arrivals.at(-1);
  if (last) await db.deleteFrom('reading_arrivals').where('id', '<=', last.id).execute();
  return created;
}

/** Whether readings wait for the evaluator (an import whose evaluation did not run to its end). */
export async function hasPendingArrivals(db: Db): Promise<boolean> {
  return !!(await db.selectFrom('reading_arrivals').select('id').limit(1).executeTakeFirst());
}

/**
 * How far a property's readings reach: the end of the newest hour any of its meters reported (the
 * newest hour per meter from the primary key, so no scan of the readings).
 */
async function readingsThrough(db: Db, propertyId: number): Promise<Date | null> {
  const row = (
    await sql<{ last: Date | null }>`
      select max(r.ts) as last from meters m
      cross join lateral (select ts from readings where meter_id = m.id order by ts desc limit 1) r
      where m.property_id = ${propertyId}`.execute(db)
  ).rows[0];
  return row?.last ? new Date(row.last.getTime() + 3600_000) : null;
}

async function evaluateAlarm(
  db: Db,
  alarm: AlarmRow,
  arrivals: Arrival[],
  dataThrough: (propertyId: number) => Promise<Date | null>,
  now: Date,
  options: EvaluateOptions,
): Promise<number> {
  const kind = alarm.period as AlarmPeriod;
  const type = alarm.type as AlarmType;
  const today = localDate(now);
  const meters: MeterSpan[] = await db
    .selectFrom('meters')
    .select(['id', 'from_date', 'to_date'])
    .where('unit_id', '=', alarm.unit_id)
    .where('quantity', '=', alarm.quantity)
    .execute();
  if (meters.length === 0) return 0;

  // The periods to judge: those after the last one judged for good (from the one the alarm was
  // created or last changed in), and those that late readings fall into.
  const first = periodContaining(kind, localDate(alarm.evaluate_from));
  const resume = alarm.evaluated_through ? addDays(alarm.evaluated_through, 1) : first.start;
  const regular = closedPeriodsBetween(kind, resume > first.start ? resume : first.start, today, today);
  const candidates = new Map(regular.map((p) => [p.start, p]));
  const ids = new Set(meters.map((m) => m.id));
  for (const a of arrivals) {
    if (!ids.has(a.meter_id)) continue;
    for (const p of closedPeriodsBetween(kind, localDate(a.first_ts), localDate(a.last_ts), today)) {
      if (p.start >= first.start) candidates.set(p.start, p);
    }
  }
  const periods = [...candidates.values()].sort((a, b) => a.start.localeCompare(b.start));
  if (periods.length === 0) return 0;

  // One query for the values of all of them (and of the period before, for an increase), per period
  // start; the tenancy's dates bound the data (the scope's notBefore and notAfter).
  const scope: Scope = {
    propertyId: alarm.property_id,
    priceArea: alarm.price_area,
    meterIds: meters.map((m) => m.id),
    area: alarm.size_m2,
    ...tenancyPeriod(alarm),
  };
  const begin = instantOfDate(type === 'INCREASE' ? shiftStart(kind, periods[0]!.start, -1) : periods[0]!.start);
  const end = instantOfDate(addDays(periods.at(-1)!.end, 1));
  const values = await seriesValues(
    db,
    scope,
    { quantity: alarm.quantity, normalized: false, mode: 'HOURLY_VALUES' },
    { begin, end },
    kind,
    1,
  );

  let created = 0;
  let through = alarm.evaluated_through;
  const regularStarts = new Set(regular.map((p) => p.start));
  const readingsEnd = await dataThrough(alarm.property_id);
  for (const period of periods) {
    // Judged only once the property's readings reach the period's end: before that, missing hours
    // are data on its way, not consumption (and not silence).
    if (!readingsEnd || readingsEnd < instantOfDate(addDays(period.end, 1))) break;
    if (regularStarts.has(period.start)) through = period.end;
    if (alarm.end_date && period.start > alarm.end_date) continue;
    const value = values.get(period.start);
    const previous = values.get(shiftStart(kind, period.start, -1));
    const trigger = judge(type, alarm.threshold, value, previous, silentCountsAsZero(period, alarm, meters));
    if (trigger === null) continue;
    const id = await notify(db, alarm, period, trigger);
    if (id === null) continue;
    created += 1;
    if (options.mailer) await mailRecipients(db, options.mailer, options.portalUrl ?? '', alarm, period, trigger, id);
  }
  if (through !== alarm.evaluated_through) {
    // Should the alarm have been changed meanwhile, this date is harmless: it lies before today, and
    // the new rule resumes from the period holding the later of it and its own start.
    await db.updateTable('alarms').set({ evaluated_through: through }).where('id', '=', alarm.id).execute();
  }
  return created;
}

/**
 * A period without any reading is zero consumption when the tenancy covers all of it and one of the
 * alarm's meters was in place all of it; otherwise it is no data (a tenancy that had not begun, a
 * meter not yet installed). Readings that exist count as they are: missing hours add nothing.
 */
function silentCountsAsZero(period: CalendarPeriod, alarm: AlarmRow, meters: MeterSpan[]): boolean {
  if (period.start < alarm.start_date) return false;
  if (alarm.end_date && period.end > alarm.end_date) return false;
  return meters.some((m) => m.from_date <= period.start && (m.to_date === null || m.to_date >= period.end));
}

/** The value that triggers the alarm (a percentage for an increase), or null. */
function judge(
  type: AlarmType,
  threshold: number,
  value: number | undefined,
  previous: number | undefined,
  silentIsZero: boolean,
): number | null {
  switch (type) {
    case 'TOTAL':
    case 'MAXIMUM':
      return value !== undefined && value > threshold ? round(value, 3) : null;
    case 'MINIMUM':
      return value !== undefined && value < threshold ? round(value, 3) : null;
    case 'ZERO_CONSUMPTION':
      return value === 0 || (value === undefined && silentIsZero) ? 0 : null;
    case 'INCREASE': {
      if (value === undefined || previous === undefined || previous <= 0) return null;
      const percent = round(((value - previous) / previous) * 100, 2);
      return percent > threshold ? percent : null;
    }
  }
}

function notificationKind(alarm: AlarmRow): Exclude<NotificationKind, 'CONSUMPTION_REPORT'> {
  if (alarm.kind === 'CLIMATE') return 'INDOOR_CLIMATE';
  return alarm.type === 'ZERO_CONSUMPTION' ? 'ZERO_CONSUMPTION' : 'HIGH_CONSUMPTION';
}

/** Stores the notification; null when the period has one already (once per alarm and period). */
async function notify(db: Db, alarm: AlarmRow, period: CalendarPeriod, trigger: number): Promise<number | null> {
  const inserted = await db
    .insertInto('notifications')
    .values({
      tenancy_id: alarm.tenancy_id,
      alarm_id: alarm.id,
      alarm_type: alarm.type,
      kind: notificationKind(alarm),
      quantity: alarm.quantity,
      period: alarm.period,
      period_start: period.start,
      period_end: period.end,
      direction: alarm.type === 'MINIMUM' || alarm.type === 'ZERO_CONSUMPTION' ? 'BELOW' : 'ABOVE',
      threshold: alarm.threshold,
      trigger_value: trigger,
      read_at: null,
      resolved_at: null,
    })
    .onConflict((oc) => oc.columns(['alarm_id', 'period', 'period_start']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted?.id ?? null;
}

async function mailRecipients(
  db: Db,
  mailer: Mailer,
  portalUrl: string,
  alarm: AlarmRow,
  period: CalendarPeriod,
  trigger: number,
  notificationId: number,
): Promise<void> {
  const recipients = await db
    .selectFrom('tenancy_users as tu')
    .innerJoin('users as u', 'u.id', 'tu.user_id')
    .select(['u.email', 'u.name', 'u.language'])
    .where('tu.tenancy_id', '=', alarm.tenancy_id)
    .where('u.email_notifications', '=', true)
    .where('u.is_active', '=', true)
    .execute();
  const type = alarm.type as AlarmType;
  for (const r of recipients) {
    await mailer.send(
      alarmMail({
        to: r.email,
        recipientName: r.name,
        language: mailLanguage(r.language, alarm.brand),
        alarmName: alarm.name,
        kind: notificationKind(alarm),
        type,
        quantity: alarm.quantity,
        unit: type === 'INCREASE' ? 'percent' : unitOf(alarm.quantity),
        period: alarm.period as AlarmPeriod,
        start: period.start,
        end: period.end,
        value: trigger,
        threshold: alarm.threshold,
        link: `${portalUrl}/t/${alarm.tenancy_id}/notifications/${notificationId}`,
      }),
    );
  }
}
