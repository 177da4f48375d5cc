// Judges enabled alarms over closed periods and records notifications (e-mail to the active members
// who want it).
// docs/decisions/0121 explains the rules: which periods an alarm judges (from the one it was created
// or last changed in), when a period is judged (once the alarm's own meters' readings reach its end, or
// a few days later when one of them stays silent while the property reports), what a silent meter means
// for a zero-consumption alarm, how late readings get a period judged again, and how a notification
// shows a figure that late readings corrected.
import { sql } from 'kysely';
import { setEvaluatedThrough } from '../alarms/alarms.repository.ts';
import { figureTriggers } from '../alarms/alarms.service.ts';
import type { Db } from '../db/database.ts';
import type { Mailer } from '../mail/mailer.ts';
import type { AlarmPeriod, AlarmType, NotificationKind } from '../generated/data-types.ts';
import { alarmMail, mailLanguage } from '../mail/messages.ts';
import { type Scope, seriesValues } from '../consumption/consumption.service.ts';
import { addDays, addMonths, dateAt, startOfDayInstant, TIME_ZONE, unitOf } from '@portal/domain';
import { nextUnit, shiftUnits, truncUnit } from '../consumption/calendar.ts';
import { tenancyPeriod } from '../data/access.ts';
import { insertAlarmNotification, setCorrection } from '../notifications/notifications.repository.ts';
import { startOfHour } from '../time.ts';

/** A calendar period in Copenhagen dates, both ends included. */
export interface CalendarPeriod {
  start: string;
  end: string;
}

/** The period of a kind (day, Monday-to-Sunday week, calendar month or year) holding a date. */
export function periodContaining(kind: AlarmPeriod, date: string): CalendarPeriod {
  const start = truncUnit(date, kind);
  return { start, end: addDays(nextUnit(start, kind), -1) };
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

/**
 * Days after a period's end when it is judged although one of the alarm's meters has not reported up
 * to its end, provided the property's other meters have (a silent meter, not a collection outage).
 * SPEC's data arrives about two days late; a meter three days behind has stopped.
 */
export const SILENT_METER_DAYS = 3;

interface AlarmRow {
  id: number;
  tenancy_id: number;
  /** Who set the alarm. */
  user_id: number;
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
  /** The unit's address. */
  address: string;
}

interface TenancyDates {
  start_date: string;
  end_date: string | null;
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
      'a.user_id',
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
      'u.address',
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
    if (!ends.has(propertyId)) ends.set(propertyId, readingsThrough(db, propertyId, now));
    return ends.get(propertyId)!;
  };
  let created = 0;
  for (const alarm of alarms) created += await evaluateAlarm(db, alarm, arrivals, dataThrough, now, options);
  await correctNotifications(db, arrivals, now);
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
 * newest hour per meter from the primary key, so no scan of the readings). Readings in the future
 * (an hour starting after the current one) do not count.
 */
async function readingsThrough(db: Db, propertyId: number, now: Date): Promise<Date | null> {
  const row = (
    await sql<{ last: Date | null }>`
      select max(r.ts) as last from meters m
      cross join lateral (
        select ts from readings where meter_id = m.id and ts <= ${startOfHour(now)} order by ts desc limit 1
      ) r
      where m.property_id = ${propertyId}`.execute(db)
  ).rows[0];
  return row?.last ? new Date(row.last.getTime() + 3600_000) : null;
}

/** How far each meter's readings reach (the end of its newest hour, future ones left out). */
async function metersThrough(db: Db, meterIds: number[], now: Date): Promise<Map<number, Date>> {
  const { rows } = await sql<{ id: number; last: Date }>`
    select m.id, r.ts as last from meters m
    cross join lateral (
      select ts from readings where meter_id = m.id and ts <= ${startOfHour(now)} order by ts desc limit 1
    ) r
    where m.id = any(${meterIds}::int[])`.execute(db);
  return new Map(rows.map((r) => [r.id, new Date(r.last.getTime() + 3600_000)]));
}

/** What decides whether a period's data is complete. */
interface Completeness {
  meters: MeterSpan[];
  /** The end of each meter's newest (not future) hour. */
  meterEnds: Map<number, Date>;
  /** The same over every meter of the property. */
  propertyEnd: Date | null;
  now: Date;
}

/**
 * A closed period is judged once the readings of each of the alarm's meters in place at its end reach
 * its end. A meter still behind after {@link SILENT_METER_DAYS} days has stopped: the period is judged
 * with what it has, if the property's readings reach its end (otherwise collection itself is down:
 * that is no data, not silence).
 */
function periodComplete(period: CalendarPeriod, c: Completeness): boolean {
  const end = startOfDayInstant(addDays(period.end, 1));
  const propertyReached = !!c.propertyEnd && c.propertyEnd >= end;
  const inPlace = c.meters.filter((m) => m.from_date <= period.end && (m.to_date === null || m.to_date >= period.end));
  if (inPlace.length === 0) return propertyReached;
  if (inPlace.every((m) => (c.meterEnds.get(m.id)?.getTime() ?? 0) >= end.getTime())) return true;
  const cutOff = startOfDayInstant(addDays(period.end, 1 + SILENT_METER_DAYS));
  return propertyReached && c.now >= cutOff;
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
  const today = dateAt(now);
  const meters: MeterSpan[] = await db
    .selectFrom('meters')
    .select(['id', 'from_date', 'to_date'])
    .where('unit_id', '=', alarm.unit_id)
    .where('quantity', '=', alarm.quantity)
    .execute();
  if (meters.length === 0) return 0;

  // The periods to judge: those after the last one judged for good (from the one the alarm was
  // created or last changed in), and those that late readings fall into.
  const first = periodContaining(kind, dateAt(alarm.evaluate_from));
  const resume = alarm.evaluated_through ? addDays(alarm.evaluated_through, 1) : first.start;
  const regular = closedPeriodsBetween(kind, resume > first.start ? resume : first.start, today, today);
  const candidates = new Map(regular.map((p) => [p.start, p]));
  const ids = new Set(meters.map((m) => m.id));
  for (const a of arrivals) {
    if (!ids.has(a.meter_id)) continue;
    for (const p of closedPeriodsBetween(kind, dateAt(a.first_ts), dateAt(a.last_ts), today)) {
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
  const begin = startOfDayInstant(type === 'INCREASE' ? shiftUnits(periods[0]!.start, kind, -1) : periods[0]!.start);
  const end = startOfDayInstant(addDays(periods.at(-1)!.end, 1));
  const values =
    type === 'LEAK'
      ? await leakRuns(db, scope, begin, end, Math.max(alarm.threshold, LEAK_LOOK_BACK_HOURS), now)
      : type === 'NIGHT_FLOW'
        ? await nightFlows(db, scope, begin, end, now)
        : await seriesValues(
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
  const completeness: Completeness = {
    meters,
    meterEnds: await metersThrough(db, scope.meterIds, now),
    propertyEnd: await dataThrough(alarm.property_id),
    now,
  };
  for (const period of periods) {
    // Judged only once its data is complete: before that, missing hours are data on its way, not
    // consumption (and not silence).
    if (!periodComplete(period, completeness)) break;
    if (regularStarts.has(period.start)) through = period.end;
    if (alarm.end_date && period.start > alarm.end_date) continue;
    const value = values.get(period.start);
    const previous = values.get(shiftUnits(period.start, kind, -1));
    const trigger =
      type === 'LEAK' || type === 'NIGHT_FLOW'
        ? value !== undefined && figureTriggers(type, alarm.threshold, value)
          ? storedFigure(value)
          : null
        : judge(type, alarm.threshold, value, previous, silentCountsAsZero(period, alarm, meters));
    if (trigger === null) continue;
    const id = await notify(db, alarm, period, trigger);
    if (id === null) continue;
    created += 1;
    if (options.mailer) await mailRecipients(db, options.mailer, options.portalUrl ?? '', alarm, period, trigger, id);
  }
  if (through !== alarm.evaluated_through) {
    // Should the alarm have been changed meanwhile, this date is harmless: it lies before today, and
    // the new rule resumes from the period holding the later of it and its own start.
    await setEvaluatedThrough(db, alarm.id, through);
  }
  return created;
}

/**
 * The alarm's meters' readings summed per hour (UTC instant in ms) in [from, end), within the tenancy
 * and before the current hour: the hours a leak rule judges.
 */
async function hourlyFlows(
  db: Db,
  scope: Pick<Scope, 'meterIds' | 'notBefore' | 'notAfter'>,
  from: Date,
  end: Date,
  now: Date,
): Promise<Map<number, number>> {
  const start = Math.max(from.getTime(), scope.notBefore?.getTime() ?? 0);
  let until = Math.min(end.getTime(), startOfHour(now).getTime());
  if (scope.notAfter) until = Math.min(until, scope.notAfter.getTime());
  if (scope.meterIds.length === 0 || start >= until) return new Map();
  const rows = await db
    .selectFrom('readings')
    .select(['ts', (eb) => eb.fn.sum<number>('value').as('flow')])
    .where('meter_id', 'in', scope.meterIds)
    .where('ts', '>=', new Date(start))
    .where('ts', '<', new Date(until))
    .groupBy('ts')
    .execute();
  return new Map(rows.map((r) => [new Date(r.ts).getTime(), Number(r.flow)]));
}

/** How far back a leak's run of hours is followed before the first day judged (a week). */
const LEAK_LOOK_BACK_HOURS = 168;

/**
 * A possible leak (LEAK): per Copenhagen day in [begin, end), the longest run of hours in a row with
 * flow (the alarm's meters' readings summed above 0) that reaches into the day, followed back up to
 * `hours` hours before the first day. Hours are real hours (UTC), so a day of 23 or 25 hours (daylight saving)
 * counts what it has. A missing hour breaks a run (no data is not flow); so do hours outside the
 * tenancy and hours in the future. Days without any flow have no entry.
 */
export async function leakRuns(
  db: Db,
  scope: Pick<Scope, 'meterIds' | 'notBefore' | 'notAfter'>,
  begin: Date,
  end: Date,
  hours: number,
  now: Date,
): Promise<Map<string, number>> {
  const from = new Date(begin.getTime() - hours * 3600_000);
  const flows = await hourlyFlows(db, scope, from, end, now);
  const flowing = new Set([...flows].filter(([, flow]) => flow > 0).map(([t]) => t));
  const out = new Map<string, number>();
  let run = 0;
  for (let t = from.getTime(); t < end.getTime(); t += 3600_000) {
    run = flowing.has(t) ? run + 1 : 0;
    if (t < begin.getTime() || run === 0) continue;
    const day = dateAt(new Date(t));
    out.set(day, Math.max(out.get(day) ?? 0, run));
  }
  return out;
}

/** The hours of the night a NIGHT_FLOW alarm looks at: from 01:00 to 05:00, Copenhagen time. */
export const NIGHT_HOURS = { from: 1, to: 5 };

const localHour = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', hourCycle: 'h23', timeZone: TIME_ZONE });

/**
 * A possible leak seen at night (NIGHT_FLOW): per Copenhagen day in [begin, end), the lowest hourly
 * flow (the alarm's meters' readings summed) in the hours from 01:00 to 05:00 of that day: 4 hours, 3
 * on the night daylight saving begins, 5 on the night it ends. A day with one of those hours missing
 * (or outside the tenancy, or in the future) has no entry: a night is judged whole.
 */
export async function nightFlows(
  db: Db,
  scope: Pick<Scope, 'meterIds' | 'notBefore' | 'notAfter'>,
  begin: Date,
  end: Date,
  now: Date,
): Promise<Map<string, number>> {
  const flows = await hourlyFlows(db, scope, begin, end, now);
  const lowest = new Map<string, number>();
  const incomplete = new Set<string>();
  for (let t = begin.getTime(); t < end.getTime(); t += 3600_000) {
    const hour = Number(localHour.format(new Date(t)));
    if (hour < NIGHT_HOURS.from || hour >= NIGHT_HOURS.to) continue;
    const day = dateAt(new Date(t));
    const flow = flows.get(t);
    if (flow === undefined) incomplete.add(day);
    else lowest.set(day, Math.min(lowest.get(day) ?? Infinity, flow));
  }
  for (const day of incomplete) lowest.delete(day);
  return lowest;
}

/** An alarm notification whose figure late readings may have changed, and what the figure comes from. */
interface NotificationRow extends TenancyDates {
  id: number;
  tenancy_id: number;
  alarm_type: string | null;
  quantity: string | null;
  period: string;
  period_start: string;
  period_end: string;
  trigger_value: number | null;
  corrected_value: number | null;
  unit_id: number;
  size_m2: number;
  property_id: number;
  price_area: string;
}

/**
 * Notifications keep the figure that fired them (the e-mail said it, and they are not taken back).
 * When late readings change the figure of a notification's period (or, for an increase, of the period
 * before), the notification also gets the corrected figure and when, by the rule it was judged by, so
 * the tenant sees both; corrected back to the figure that fired it, the correction is cleared. This
 * holds for notifications of alarms changed or deleted since. Returns the number of notifications
 * changed.
 */
async function correctNotifications(db: Db, arrivals: Arrival[], now: Date): Promise<number> {
  if (arrivals.length === 0) return 0;
  const arrived = arrivals.map((a) => a.meter_id);
  const meters = new Map(
    (await db.selectFrom('meters').select(['id', 'unit_id', 'quantity']).where('id', 'in', arrived).execute()).map(
      (m) => [m.id, m],
    ),
  );
  const unitIds = [...new Set([...meters.values()].flatMap((m) => (m.unit_id === null ? [] : [m.unit_id])))];
  if (unitIds.length === 0) return 0;
  const days = arrivals.flatMap((a) => [dateAt(a.first_ts), dateAt(a.last_ts)]).sort();
  const rows: NotificationRow[] = await db
    .selectFrom('notifications as n')
    .innerJoin('tenancies as t', 't.id', 'n.tenancy_id')
    .innerJoin('units as u', 'u.id', 't.unit_id')
    .innerJoin('properties as p', 'p.id', 'u.property_id')
    .select([
      'n.id',
      'n.tenancy_id',
      'n.alarm_type',
      'n.quantity',
      'n.period',
      'n.period_start',
      'n.period_end',
      'n.trigger_value',
      'n.corrected_value',
      't.unit_id',
      't.start_date',
      't.end_date',
      'u.size_m2',
      'u.property_id',
      'p.price_area',
    ])
    .where('n.alarm_type', 'is not', null)
    // a leak's figure is a run of hours or a night's lowest flow, not the period's total: it keeps
    // the figure that fired it
    .where('n.alarm_type', 'not in', ['LEAK', 'NIGHT_FLOW'])
    .where('t.unit_id', 'in', unitIds)
    // A period the readings fall into, or (an increase) the one after it: at most a year later.
    .where('n.period_end', '>=', days[0]!)
    .where('n.period_start', '<=', addMonths(addDays(days.at(-1)!, 1), 12))
    .execute();
  const touched = rows.filter((n) =>
    arrivals.some((a) => {
      const meter = meters.get(a.meter_id);
      if (!meter || meter.unit_id !== n.unit_id || meter.quantity !== n.quantity) return false;
      const from =
        n.alarm_type === 'INCREASE' ? shiftUnits(n.period_start, n.period as AlarmPeriod, -1) : n.period_start;
      return dateAt(a.first_ts) <= n.period_end && dateAt(a.last_ts) >= from;
    }),
  );
  const groups = new Map<string, NotificationRow[]>();
  for (const n of touched) {
    const key = `${n.tenancy_id}|${n.quantity}|${n.period}`;
    groups.set(key, [...(groups.get(key) ?? []), n]);
  }
  let changed = 0;
  for (const group of groups.values()) changed += await correctGroup(db, group, now);
  return changed;
}

/** Corrects notifications of one tenancy, quantity and period length: one query for their figures. */
async function correctGroup(db: Db, group: NotificationRow[], now: Date): Promise<number> {
  const n0 = group[0]!;
  const kind = n0.period as AlarmPeriod;
  const meters: MeterSpan[] = await db
    .selectFrom('meters')
    .select(['id', 'from_date', 'to_date'])
    .where('unit_id', '=', n0.unit_id)
    .where('quantity', '=', n0.quantity!)
    .execute();
  const starts = group.map((n) => n.period_start).sort();
  const ends = group.map((n) => n.period_end).sort();
  const values = await seriesValues(
    db,
    {
      propertyId: n0.property_id,
      priceArea: n0.price_area,
      meterIds: meters.map((m) => m.id),
      area: n0.size_m2,
      ...tenancyPeriod(n0),
    },
    { quantity: n0.quantity!, normalized: false, mode: 'HOURLY_VALUES' },
    { begin: startOfDayInstant(shiftUnits(starts[0]!, kind, -1)), end: startOfDayInstant(addDays(ends.at(-1)!, 1)) },
    kind,
    1,
  );
  let changed = 0;
  for (const n of group) {
    const period = { start: n.period_start, end: n.period_end };
    const figure = periodFigure(
      n.alarm_type as AlarmType,
      values.get(n.period_start),
      values.get(shiftUnits(n.period_start, kind, -1)),
      silentCountsAsZero(period, n, meters),
    );
    if (figure === null) continue;
    const corrected = storedFigure(figure) === n.trigger_value ? null : storedFigure(figure);
    if (corrected === n.corrected_value) continue;
    await setCorrection(db, n.id, corrected, corrected === null ? null : now);
    changed += 1;
  }
  return changed;
}

/**
 * A period without any reading is zero consumption when the tenancy covers all of it and one of the
 * alarm's meters was in place all of it; otherwise it is no data (a tenancy that had not begun, a
 * meter not yet installed). Readings that exist count as they are: missing hours add nothing.
 */
function silentCountsAsZero(period: CalendarPeriod, tenancy: TenancyDates, meters: MeterSpan[]): boolean {
  if (period.start < tenancy.start_date) return false;
  if (tenancy.end_date && period.end > tenancy.end_date) return false;
  return meters.some((m) => m.from_date <= period.start && (m.to_date === null || m.to_date >= period.end));
}

/**
 * A period's figure by an alarm type's rule: its total or average, the percentage against the period
 * before for an increase (rounded to 2 decimals), 0 for a silent period that counts as zero; null when
 * there is none.
 */
function periodFigure(
  type: AlarmType,
  value: number | undefined,
  previous: number | undefined,
  silentIsZero: boolean,
): number | null {
  if (type === 'INCREASE') {
    if (value === undefined || previous === undefined || previous <= 0) return null;
    return round(((value - previous) / previous) * 100, 2);
  }
  if (value === undefined) return type === 'ZERO_CONSUMPTION' && silentIsZero ? 0 : null;
  return value;
}

/** A figure as a notification keeps it: 3 decimals (an increase has its 2 already). */
function storedFigure(figure: number): number {
  return round(figure, 3);
}

/** The value that triggers the alarm (a percentage for an increase), or null. */
function judge(
  type: AlarmType,
  threshold: number,
  value: number | undefined,
  previous: number | undefined,
  silentIsZero: boolean,
): number | null {
  const figure = periodFigure(type, value, previous, silentIsZero);
  return figure !== null && figureTriggers(type, threshold, figure) ? storedFigure(figure) : null;
}

function notificationKind(alarm: AlarmRow): Exclude<NotificationKind, 'CONSUMPTION_REPORT'> {
  if (alarm.kind === 'CLIMATE') return 'INDOOR_CLIMATE';
  if (alarm.type === 'LEAK' || alarm.type === 'NIGHT_FLOW') return 'POSSIBLE_LEAK';
  return alarm.type === 'ZERO_CONSUMPTION' ? 'ZERO_CONSUMPTION' : 'HIGH_CONSUMPTION';
}

/** Stores the notification; null when the period has one already (once per alarm and period). */
async function notify(db: Db, alarm: AlarmRow, period: CalendarPeriod, trigger: number): Promise<number | null> {
  return insertAlarmNotification(db, {
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
  });
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
    .select(['u.id', 'u.email', 'u.name', 'u.language'])
    .where('tu.tenancy_id', '=', alarm.tenancy_id)
    .where('u.email_notifications', '=', true)
    .where('u.is_active', '=', true)
    .execute();
  const type = alarm.type as AlarmType;
  // Alarms are the tenancy's: its other users are told whose alarm it is and which home it watches.
  const setter = await db
    .selectFrom('users')
    .select(['name', 'email'])
    .where('id', '=', alarm.user_id)
    .executeTakeFirst();
  const setBy = setter ? setter.name.trim() || setter.email : '';
  for (const r of recipients) {
    await mailer.send(
      alarmMail({
        to: r.email,
        recipientName: r.name,
        language: mailLanguage(r.language, alarm.brand),
        alarmName: alarm.name,
        setBy: r.id === alarm.user_id ? null : setBy,
        address: alarm.address,
        kind: notificationKind(alarm),
        type,
        quantity: alarm.quantity,
        unit: type === 'INCREASE' ? 'percent' : type === 'LEAK' ? 'hour' : (unitOf(alarm.quantity) ?? 'unit'),
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
