// The alarm evaluator on a small world of its own (no demo seed): which periods an alarm judges, late
// readings, silent meters, evaluation after an import, e-mails in the recipient's language, what a
// notification says about its alarm, and not-found answers. docs/decisions/0121 and 0026.
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../src/auth/passwords.ts';
import { importReadings } from '../src/import/readings.ts';
import {
  closedPeriodsBetween,
  evaluateAlarms,
  hasPendingArrivals,
  periodContaining,
  SILENT_METER_DAYS,
} from '../src/jobs/alarm-evaluator.ts';
import { issueMonthlyReports } from '../src/jobs/readings-appender.ts';
import { formatPeriod, mailLanguage } from '../src/mail/messages.ts';
import { addDays, dateAt, formatLocal, isoWeek, startOfDayInstant } from '@portal/domain';
import { firstError, setupHarness } from './harness.ts';

const h = setupHarness({ seed: false });
const PASSWORD = 'Alarm-Tester-2026!';
const TODAY = dateAt(new Date());
/** An evaluation run just after the end of a day. */
const after = (date: string) => new Date(startOfDayInstant(addDays(date, 1)).getTime() + 3600_000);

interface World {
  propertyId: number;
  unitId: number;
  tenancyId: number;
  meters: Record<string, number>;
  /** Meter numbers (for CSV imports) by quantity. */
  numbers: Record<string, string>;
  /** A property-level meter: how far its readings go is how far the property's data goes. */
  gateway: number;
  /** The unit's address. */
  address: string;
}

let serial = 0;
async function world(options: { brand: string; tenancyStart: string; quantities: string[] }): Promise<World> {
  serial += 1;
  const db = h.db.db;
  const property = await db
    .insertInto('properties')
    .values({
      number: `TEST-${serial}`,
      name: `Test property ${serial}`,
      address: `Testvej ${serial}`,
      city: 'Aarhus C',
      zipcode: '8000',
      country: 'DK',
      brand: options.brand,
      price_area: 'DK1',
      currency: 'DKK',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const unit = await db
    .insertInto('units')
    .values({
      property_id: property.id,
      unique_id: `TEST-${serial}-1`,
      unit_number: '1',
      name: `Unit ${serial}`,
      address: `Testvej ${serial}, 1`,
      size_m2: 70,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const tenancy = await db
    .insertInto('tenancies')
    .values({
      unit_id: unit.id,
      tenancy_number: `T-TEST-${serial}`,
      tenant_name: 'Tess Tester',
      start_date: options.tenancyStart,
      end_date: null,
      billing_start: '2026-01-01',
      billing_end: '2026-12-31',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const meter = async (quantity: string, unitId: number | null) =>
    (
      await db
        .insertInto('meters')
        .values({
          property_id: property.id,
          unit_id: unitId,
          number: `M-${serial}-${quantity}`,
          quantity,
          legacy_kind: quantity,
          profile: 'test',
          from_date: '2025-01-01',
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  const meters: Record<string, number> = {};
  const numbers: Record<string, string> = {};
  for (const q of options.quantities) {
    meters[q] = await meter(q, unit.id);
    numbers[q] = `M-${serial}-${q}`;
  }
  return {
    propertyId: property.id,
    unitId: unit.id,
    tenancyId: tenancy.id,
    meters,
    numbers,
    gateway: await meter('outdoor-temperature', null),
    address: `Testvej ${serial}, 1`,
  };
}

async function member(tenancyId: number, email: string, language: string, name = '', active = true): Promise<void> {
  const user = await h.db.db
    .insertInto('users')
    .values({ email, name, language, password_hash: await hashPassword(PASSWORD), is_active: active })
    .returning('id')
    .executeTakeFirstOrThrow();
  await h.db.db
    .insertInto('tenancy_users')
    .values({ tenancy_id: tenancyId, user_id: user.id, is_admin: true })
    .execute();
}

/** Hourly readings of a meter for whole Copenhagen days, `hours` of each day (all by default). */
async function fill(meterId: number, from: string, to: string, perHour: number, hours?: number): Promise<void> {
  const rows: Array<{ meter_id: number; ts: Date; value: number }> = [];
  for (let day = from; day <= to; day = addDays(day, 1)) {
    const end = startOfDayInstant(addDays(day, 1)).getTime();
    let n = 0;
    for (let t = startOfDayInstant(day).getTime(); t < end && (hours === undefined || n < hours); t += 3600_000, n++) {
      rows.push({ meter_id: meterId, ts: new Date(t), value: perHour });
    }
  }
  for (let i = 0; i < rows.length; i += 1000) {
    await h.db.db
      .insertInto('readings')
      .values(rows.slice(i, i + 1000))
      .onConflict((oc) => oc.columns(['meter_id', 'ts']).doUpdateSet({ value: (eb) => eb.ref('excluded.value') }))
      .execute();
  }
}

/** An alarm set by a user (by default the first user there is). */
async function alarm(
  tenancyId: number,
  values: { name: string; type: string; quantity: string; period: string; threshold: number; from: string },
  setBy?: string,
): Promise<number> {
  let users = h.db.db.selectFrom('users').select('id');
  if (setBy) users = users.where('email', '=', setBy);
  const row = await h.db.db
    .insertInto('alarms')
    .values({
      tenancy_id: tenancyId,
      user_id: (await users.orderBy('id').executeTakeFirstOrThrow()).id,
      name: values.name,
      kind: values.quantity.startsWith('indoor-') ? 'CLIMATE' : 'CONSUMPTION',
      type: values.type,
      quantity: values.quantity,
      period: values.period,
      threshold: values.threshold,
      created_at: startOfDayInstant(values.from),
      updated_at: startOfDayInstant(values.from),
      evaluate_from: startOfDayInstant(values.from),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

async function notificationsOf(alarmId: number) {
  return h.db.db
    .selectFrom('notifications')
    .selectAll()
    .where('alarm_id', '=', alarmId)
    .orderBy('period_start')
    .execute();
}

let main: World;
let token: string;

beforeAll(async () => {
  main = await world({
    brand: 'denmark',
    tenancyStart: '2025-01-01',
    quantities: ['cold-water-volume', 'electricity-energy', 'indoor-temperature'],
  });
  await member(main.tenancyId, 'english@example.com', 'en', 'Emma');
  await member(main.tenancyId, 'dansk@example.com', 'da', 'Dorte');
  await member(main.tenancyId, 'norsk@example.com', 'nb', 'Nils');
  // A language the mails do not have: the brand's (Denmark: Danish) instead.
  await member(main.tenancyId, 'deutsch@example.com', 'de', 'Dieter');
  // An account that is switched off: still a member, never mailed.
  await member(main.tenancyId, 'inactive@example.com', 'en', 'Ines', false);
  // A member who switched e-mail notifications off in the profile: notified in the app, never mailed.
  await member(main.tenancyId, 'quiet@example.com', 'en', 'Quentin');
  await h.db.db
    .updateTable('users')
    .set({ email_notifications: false })
    .where('email', '=', 'quiet@example.com')
    .execute();
  token = await h.login({ email: 'english@example.com', password: PASSWORD });
});

afterEach(async () => {
  // Each test judges its own alarms only.
  await h.db.db.deleteFrom('alarms').execute();
  await h.db.db.deleteFrom('reading_arrivals').execute();
});

describe('calendar periods', () => {
  it('are days, Monday-to-Sunday weeks, months and years; closed when they ended before today', () => {
    expect(periodContaining('WEEK', '2026-11-22')).toEqual({ start: '2026-11-16', end: '2026-11-22' });
    expect(periodContaining('MONTH', '2026-02-10')).toEqual({ start: '2026-02-01', end: '2026-02-28' });
    expect(periodContaining('YEAR', '2026-02-10')).toEqual({ start: '2026-01-01', end: '2026-12-31' });
    expect(closedPeriodsBetween('DAY', '2026-11-20', '2026-11-30', '2026-11-22')).toEqual([
      { start: '2026-11-20', end: '2026-11-20' },
      { start: '2026-11-21', end: '2026-11-21' },
    ]);
    expect(closedPeriodsBetween('MONTH', '2026-10-15', '2026-11-15', '2026-11-22')).toEqual([
      { start: '2026-10-01', end: '2026-10-31' },
    ]);
  });
});

describe('a new or changed alarm', () => {
  it('is judged from its current period on, never on periods that ended before it was created', async () => {
    await fill(main.meters['cold-water-volume']!, addDays(TODAY, -10), TODAY, 1); // 24 m³ a day
    await fill(main.gateway, addDays(TODAY, -10), TODAY, 5);
    const created = await h.data(
      `mutation($i: CreateAlarmInput!) { createAlarm(input: $i) { id } }`,
      {
        i: {
          tenancyId: String(main.tenancyId),
          kind: 'CONSUMPTION',
          type: 'TOTAL',
          quantity: 'cold-water-volume',
          period: 'DAY',
          threshold: 5,
        },
      },
      { token },
    );
    const id = Number(created.data.createAlarm.id);
    // Ten past days over the limit, all ended before the alarm existed.
    expect(await evaluateAlarms(h.db.db, { now: new Date() })).toBe(0);
    expect(await notificationsOf(id)).toEqual([]);
    // Today, the day it was created in, is judged once it has ended.
    expect(await evaluateAlarms(h.db.db, { now: after(TODAY) })).toBe(1);
    expect((await notificationsOf(id)).map((n) => n.period_start)).toEqual([TODAY]);
  });

  it('starts over from the current period when its rule changes, not when it is renamed', async () => {
    await fill(main.meters['cold-water-volume']!, addDays(TODAY, -10), TODAY, 1);
    await fill(main.gateway, addDays(TODAY, -10), TODAY, 5);
    const id = await alarm(main.tenancyId, {
      name: 'Far above',
      type: 'TOTAL',
      quantity: 'cold-water-volume',
      period: 'DAY',
      threshold: 100,
      from: addDays(TODAY, -10),
    });
    expect(await evaluateAlarms(h.db.db, { now: new Date() })).toBe(0);
    const judged = await h.db.db.selectFrom('alarms').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(judged.evaluated_through).toBe(addDays(TODAY, -1));

    const update = (input: string) =>
      h.data(`mutation($id: ID!) { updateAlarm(id: $id, input: { ${input} }) { id } }`, { id: String(id) }, { token });
    await update('name: "Renamed"');
    const renamed = await h.db.db.selectFrom('alarms').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(renamed.evaluate_from).toEqual(judged.evaluate_from);
    expect(renamed.evaluated_through).toBe(addDays(TODAY, -1));

    // Now 5 m³: every past day would go off, but they ended before the change.
    await update('threshold: 5');
    const changed = await h.db.db.selectFrom('alarms').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(dateAt(changed.evaluate_from)).toBe(TODAY);
    expect(changed.evaluated_through).toBeNull();
    expect(await evaluateAlarms(h.db.db, { now: new Date() })).toBe(0);
    // Late readings for a day before the change do not make it count either.
    const csv = `meter;timestamp;value\n${main.numbers['cold-water-volume']};${addDays(TODAY, -3)}T10:00:00;7`;
    expect((await importReadings(h.db.db, csv)).notifications).toBe(0);
    expect(await evaluateAlarms(h.db.db, { now: after(TODAY) })).toBe(1);
    expect((await notificationsOf(id)).map((n) => n.period_start)).toEqual([TODAY]);

    // Switched off and on again: the days in between are not judged afterwards.
    await update('enabled: false');
    await update('enabled: true');
    const again = await h.db.db.selectFrom('alarms').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(again.evaluated_through).toBeNull();
    expect(again.evaluate_from.getTime()).toBeGreaterThanOrEqual(changed.evaluate_from.getTime());
  });
});

describe('late readings', () => {
  it('get a period judged before judged again, right after the import, once per alarm and period', async () => {
    const electricity = main.meters['electricity-energy']!;
    await fill(electricity, addDays(TODAY, -10), addDays(TODAY, -1), 0.1); // 2.4 kWh a day
    await fill(main.gateway, addDays(TODAY, -10), addDays(TODAY, -1), 5);
    const id = await alarm(main.tenancyId, {
      name: 'Electricity',
      type: 'TOTAL',
      quantity: 'electricity-energy',
      period: 'DAY',
      threshold: 5,
      from: addDays(TODAY, -10),
    });
    expect(await evaluateAlarms(h.db.db, { now: new Date() })).toBe(0);

    // Corrected readings for a day five days back arrive: 1 kWh an hour (24 kWh, 23 or 25 on a
    // daylight-saving day).
    const day = addDays(TODAY, -5);
    const hours = (startOfDayInstant(addDays(day, 1)).getTime() - startOfDayInstant(day).getTime()) / 3600_000;
    const lines = Array.from({ length: hours }, (_, i) => {
      const ts = formatLocal(new Date(startOfDayInstant(day).getTime() + i * 3600_000));
      return `${main.numbers['electricity-energy']};${ts};1`;
    });
    const csv = ['meter;timestamp;value', ...lines].join('\n');
    const before = h.mailer.outbox.length;
    const result = await importReadings(h.db.db, csv, { mailer: h.mailer, portalUrl: 'http://portal' });
    expect(result).toMatchObject({ imported: hours, notifications: 1 });
    const [n] = await notificationsOf(id);
    expect(n).toMatchObject({ period_start: day, period_end: day, trigger_value: hours, alarm_type: 'TOTAL' });
    expect(h.mailer.outbox.length - before).toBe(4); // every member who wants e-mail
    expect(await hasPendingArrivals(h.db.db)).toBe(false);

    // The same readings again, and another run of the job: still one notification.
    expect((await importReadings(h.db.db, csv, { mailer: h.mailer })).notifications).toBe(0);
    expect(await evaluateAlarms(h.db.db, { now: new Date() })).toBe(0);
    expect(await notificationsOf(id)).toHaveLength(1);
    expect(h.mailer.outbox.length - before).toBe(4);
  });

  it('left by an import whose evaluation did not run are judged by the next run of the job', async () => {
    const electricity = main.meters['electricity-energy']!;
    await fill(electricity, addDays(TODAY, -10), addDays(TODAY, -1), 0.1);
    await fill(main.gateway, addDays(TODAY, -10), addDays(TODAY, -1), 5);
    const id = await alarm(main.tenancyId, {
      name: 'Electricity',
      type: 'TOTAL',
      quantity: 'electricity-energy',
      period: 'DAY',
      threshold: 5,
      from: addDays(TODAY, -10),
    });
    expect(await evaluateAlarms(h.db.db, { now: new Date() })).toBe(0);
    const day = addDays(TODAY, -7);
    await fill(electricity, day, day, 2);
    await h.db.db
      .insertInto('reading_arrivals')
      .values({ meter_id: electricity, first_ts: startOfDayInstant(day), last_ts: startOfDayInstant(addDays(day, 1)) })
      .execute();
    expect(await hasPendingArrivals(h.db.db)).toBe(true);
    expect(await evaluateAlarms(h.db.db, { now: new Date() })).toBe(1);
    expect((await notificationsOf(id)).map((n) => n.period_start)).toEqual([day]);
    expect(await hasPendingArrivals(h.db.db)).toBe(false);
  });
});

describe('a notification after a correction', () => {
  it('keeps the figure that fired it and shows the corrected one, whether it still sets the alarm off', async () => {
    const w = await world({ brand: 'denmark', tenancyStart: addDays(TODAY, -20), quantities: ['electricity-energy'] });
    await member(w.tenancyId, `corrected-${w.tenancyId}@example.com`, 'en', 'Cora');
    const own = await h.login({ email: `corrected-${w.tenancyId}@example.com`, password: PASSWORD });
    const electricity = w.meters['electricity-energy']!;
    const day = addDays(TODAY, -5);
    await fill(electricity, addDays(TODAY, -10), addDays(TODAY, -1), 0.1);
    await fill(electricity, day, day, 1); // a leak, as read at first
    await fill(w.gateway, addDays(TODAY, -10), addDays(TODAY, -1), 5);
    const id = await alarm(w.tenancyId, {
      name: 'Electricity',
      type: 'TOTAL',
      quantity: 'electricity-energy',
      period: 'DAY',
      threshold: 5,
      from: addDays(TODAY, -10),
    });
    expect(await evaluateAlarms(h.db.db, { now: new Date(), mailer: h.mailer })).toBe(1);
    const hours = (startOfDayInstant(addDays(day, 1)).getTime() - startOfDayInstant(day).getTime()) / 3600_000;
    const [fired] = await notificationsOf(id);
    expect(fired).toMatchObject({ period_start: day, trigger_value: hours, corrected_value: null });

    const correct = (perHour: number) => {
      const lines = Array.from({ length: hours }, (_, i) => {
        const ts = formatLocal(new Date(startOfDayInstant(day).getTime() + i * 3600_000));
        return `${w.numbers['electricity-energy']};${ts};${perHour}`;
      });
      return importReadings(h.db.db, lines.join('\n'), { mailer: h.mailer });
    };
    const shown = async () =>
      (
        await h.data(
          `query($id: ID!) { notification(id: $id) { triggerValue correctedValue correctedAt correctedTriggers } }`,
          { id: String(fired!.id) },
          { token: own },
        )
      ).data.notification;
    const mails = h.mailer.outbox.length;

    // The meter's readings are corrected: 0.1 kWh an hour, under the limit.
    expect((await correct(0.1)).notifications).toBe(0);
    const [corrected] = await notificationsOf(id);
    expect(corrected).toMatchObject({ trigger_value: hours, corrected_value: Math.round(hours * 100) / 1000 });
    const first = await shown();
    expect(first).toMatchObject({ triggerValue: hours, correctedValue: Math.round(hours * 100) / 1000 });
    expect(first.correctedTriggers).toBe(false);
    expect(first.correctedAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/);

    // Corrected again, still over the limit.
    await correct(0.5);
    expect(await shown()).toMatchObject({ triggerValue: hours, correctedValue: hours / 2, correctedTriggers: true });

    // Back to what fired it: nothing is corrected any more.
    await correct(1);
    expect(await shown()).toEqual({
      triggerValue: hours,
      correctedValue: null,
      correctedAt: null,
      correctedTriggers: null,
    });
    // One notification, and no e-mail about corrections.
    expect(await notificationsOf(id)).toHaveLength(1);
    expect(h.mailer.outbox.length).toBe(mails);
  });

  it('of an increase follows a correction of the period before', async () => {
    const w = await world({ brand: 'denmark', tenancyStart: addDays(TODAY, -20), quantities: ['cold-water-volume'] });
    const water = w.meters['cold-water-volume']!;
    const day = addDays(TODAY, -4);
    await fill(water, addDays(TODAY, -8), addDays(TODAY, -1), 0.1);
    await fill(water, day, day, 0.2); // twice the day before: +100 %
    await fill(w.gateway, addDays(TODAY, -8), addDays(TODAY, -1), 5);
    const id = await alarm(w.tenancyId, {
      name: 'Rising',
      type: 'INCREASE',
      quantity: 'cold-water-volume',
      period: 'DAY',
      threshold: 50,
      from: addDays(TODAY, -8),
    });
    await evaluateAlarms(h.db.db, { now: new Date() });
    expect(await notificationsOf(id)).toMatchObject([{ period_start: day, trigger_value: 100 }]);
    // The day before had more than was read: 0.16 an hour, so the day is only 25 % above it.
    const before = addDays(day, -1);
    const hours = (startOfDayInstant(day).getTime() - startOfDayInstant(before).getTime()) / 3600_000;
    const lines = Array.from({ length: hours }, (_, i) => {
      const ts = formatLocal(new Date(startOfDayInstant(before).getTime() + i * 3600_000));
      return `${w.numbers['cold-water-volume']};${ts};0.16`;
    });
    // That day itself now goes off (+60 % on the day before it), a late notification of its own.
    expect((await importReadings(h.db.db, lines.join('\n'))).notifications).toBe(1);
    expect(await notificationsOf(id)).toMatchObject([
      { period_start: before, trigger_value: 60, corrected_value: null },
      { period_start: day, trigger_value: 100, corrected_value: 25 },
    ]);
  });
});

describe('complete data', () => {
  it("judges a period only once the alarm's own meters reach its end, whatever other or future readings say", async () => {
    const w = await world({ brand: 'denmark', tenancyStart: addDays(TODAY, -10), quantities: ['cold-water-volume'] });
    const water = w.meters['cold-water-volume']!;
    const yesterday = addDays(TODAY, -1);
    await fill(water, addDays(TODAY, -5), addDays(TODAY, -2), 1);
    await fill(water, yesterday, yesterday, 1, 20); // the day's last hours are on their way
    // The property's other meter is complete, and has a reading in the future; so has the water meter.
    await fill(w.gateway, addDays(TODAY, -5), yesterday, 5);
    await fill(w.gateway, addDays(TODAY, 3), addDays(TODAY, 3), 5, 1);
    await fill(water, addDays(TODAY, 2), addDays(TODAY, 2), 1, 1);
    const id = await alarm(w.tenancyId, {
      name: 'Water',
      type: 'TOTAL',
      quantity: 'cold-water-volume',
      period: 'DAY',
      threshold: 5,
      from: addDays(TODAY, -3),
    });
    expect(await evaluateAlarms(h.db.db, { now: new Date() })).toBe(2);
    expect((await notificationsOf(id)).map((n) => n.period_start)).toEqual([addDays(TODAY, -3), addDays(TODAY, -2)]);
    const judged = await h.db.db.selectFrom('alarms').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(judged.evaluated_through).toBe(addDays(TODAY, -2));

    // The rest of yesterday arrives: now it is judged, on all its hours.
    const hours = (startOfDayInstant(TODAY).getTime() - startOfDayInstant(yesterday).getTime()) / 3600_000;
    const lines = Array.from({ length: hours - 20 }, (_, i) => {
      const ts = formatLocal(new Date(startOfDayInstant(yesterday).getTime() + (20 + i) * 3600_000));
      return `${w.numbers['cold-water-volume']};${ts};1`;
    });
    expect((await importReadings(h.db.db, lines.join('\n'))).notifications).toBe(1);
    expect((await notificationsOf(id)).at(-1)).toMatchObject({ period_start: yesterday, trigger_value: hours });
  });
});

describe('zero consumption', () => {
  it(`counts a silent meter as zero inside the tenancy, ${SILENT_METER_DAYS} days after the period if the property reports past it`, async () => {
    const start = addDays(TODAY, -6);
    const w = await world({ brand: 'norway', tenancyStart: start, quantities: ['cold-water-volume'] });
    const water = w.meters['cold-water-volume']!;
    // The day before the tenancy began: no data, not zero. Inside it, one day with some water in its
    // first hours, one with readings of 0, the others without a reading at all.
    await fill(water, addDays(start, 1), addDays(start, 1), 0.2, 6);
    await fill(water, addDays(start, 2), addDays(start, 2), 0);
    await fill(w.gateway, addDays(start, -3), addDays(TODAY, -2), 5);
    const id = await alarm(w.tenancyId, {
      name: 'No water',
      type: 'ZERO_CONSUMPTION',
      quantity: 'cold-water-volume',
      period: 'DAY',
      threshold: 0,
      from: addDays(start, -3),
    });
    const inDays = (days: number) => new Date(startOfDayInstant(addDays(TODAY, days)).getTime() + 3600_000);

    // The meter's own readings reach past start (silent) and start+2 (zeros); after that it is silent
    // for fewer than the days that make it a silent meter.
    expect(await evaluateAlarms(h.db.db, { now: new Date() })).toBe(2);
    const zero = await notificationsOf(id);
    expect(zero.map((n) => n.period_start)).toEqual([start, addDays(start, 2)]);
    expect(zero[0]).toMatchObject({
      kind: 'ZERO_CONSUMPTION',
      alarm_type: 'ZERO_CONSUMPTION',
      direction: 'BELOW',
      threshold: 0,
      trigger_value: 0,
    });
    const judged = await h.db.db.selectFrom('alarms').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(judged.evaluated_through).toBe(addDays(start, 2));

    // Days later the meter is still silent while the property reports: start+3 and start+4 are zero.
    expect(await evaluateAlarms(h.db.db, { now: inDays(2) })).toBe(2);
    expect((await notificationsOf(id)).map((n) => n.period_start).slice(2)).toEqual([
      addDays(start, 3),
      addDays(start, 4),
    ]);
    // Yesterday: past the days too, but the property has not reported it either (collection is down).
    expect(await evaluateAlarms(h.db.db, { now: inDays(3) })).toBe(0);
    await fill(w.gateway, addDays(TODAY, -1), addDays(TODAY, -1), 5);
    expect(await evaluateAlarms(h.db.db, { now: inDays(3) })).toBe(1);
    expect((await notificationsOf(id)).at(-1)!.period_start).toBe(addDays(TODAY, -1));
  });

  it('does not count silence in a period the tenancy covers only in part', async () => {
    const start = '2026-10-15';
    const w = await world({ brand: 'denmark', tenancyStart: start, quantities: ['cold-water-volume'] });
    await fill(w.gateway, '2026-10-01', '2026-11-30', 5);
    const id = await alarm(w.tenancyId, {
      name: 'No water this month',
      type: 'ZERO_CONSUMPTION',
      quantity: 'cold-water-volume',
      period: 'MONTH',
      threshold: 0,
      from: '2026-10-01',
    });
    // The meter never reported: the months are judged the silent meter's days after their end.
    await evaluateAlarms(h.db.db, { now: new Date('2026-12-01T12:00:00Z') });
    expect(await notificationsOf(id)).toEqual([]);
    await evaluateAlarms(h.db.db, { now: new Date('2026-12-04T12:00:00Z') });
    // October began before the tenancy; November is all inside it.
    expect((await notificationsOf(id)).map((n) => n.period_start)).toEqual(['2026-11-01']);
  });
});

describe('alarm e-mails', () => {
  it("go out in each recipient's language (else the brand's), with Copenhagen days and local numbers", async () => {
    // 29 March 2026 has 23 hours in Copenhagen (summer time starts): 23 × 50 kWh.
    await fill(main.meters['electricity-energy']!, '2026-03-28', '2026-03-30', 50);
    await fill(main.gateway, '2026-03-28', '2026-03-30', 5);
    const id = await alarm(main.tenancyId, {
      name: 'Heater left on',
      type: 'TOTAL',
      quantity: 'electricity-energy',
      period: 'DAY',
      threshold: 1000.5,
      from: '2026-03-29',
    });
    const before = h.mailer.outbox.length;
    await evaluateAlarms(h.db.db, { now: after('2026-03-29'), mailer: h.mailer, portalUrl: 'http://portal' });
    const [n] = await notificationsOf(id);
    expect(n!.trigger_value).toBe(1150);
    const mails = new Map(h.mailer.outbox.slice(before).map((m) => [m.to, m]));
    expect(mails.size).toBe(4);
    // the profile's e-mail notifications off, or an inactive account: no e-mail
    expect(mails.has('quiet@example.com')).toBe(false);
    expect(mails.has('inactive@example.com')).toBe(false);
    const link = `http://portal/t/${main.tenancyId}/notifications/${n!.id}`;

    const en = mails.get('english@example.com')!;
    expect(en.subject).toBe('High consumption: Heater left on');
    expect(en.text).toContain('Hello Emma,');
    expect(en.text).toContain('Your alarm “Heater left on” has gone off.');
    expect(en.text).toContain(
      'Electricity on 29 March 2026: 1,150.00\u00a0kWh in total, above your limit of 1,000.50\u00a0kWh.',
    );
    expect(en.text).toContain(`See the notification in the tenancy app:\n${link}`);

    // Emma set the alarm; the tenancy's other users are told whose alarm it is and which home it watches.
    const da = mails.get('dansk@example.com')!;
    expect(da.subject).toBe('Højt forbrug: Heater left on');
    expect(da.text).toContain('Hej Dorte,');
    expect(da.text).toContain(`Alarmen “Heater left on”, som Emma har oprettet for ${main.address}, er gået i gang.`);
    expect(da.text).not.toMatch(/\b[Dd]in\b/);
    expect(da.text).toContain(
      'El den 29. marts 2026: 1.150,00\u00a0kWh i alt, over alarmens grænse på 1.000,50\u00a0kWh.',
    );
    expect(da.text).toContain(`Se notifikationen i Beboer App:\n${link}`);

    const nb = mails.get('norsk@example.com')!;
    expect(nb.subject).toBe('Høyt forbruk: Heater left on');
    expect(nb.text).toContain('Hei Nils,');
    expect(nb.text).toContain(`Alarmen «Heater left on», som Emma har satt opp for ${main.address}, har gått av.`);
    expect(nb.text).not.toMatch(/\b(din|grensen din)\b/);
    expect(nb.text).toContain(
      'Strøm 29. mars 2026: 1.150,00\u00a0kWh totalt, over alarmens grense på 1.000,50\u00a0kWh.',
    );
    expect(nb.text).toContain(`Se varselet i Beboer App:\n${link}`);

    const fallback = mails.get('deutsch@example.com')!;
    expect(fallback.subject).toBe(da.subject);
    expect(fallback.text).toContain('Hej Dieter,');
  });

  it("say whose alarm it is to the tenancy's other users, and to the one who set it that it is theirs", async () => {
    await fill(main.meters['electricity-energy']!, '2026-04-19', '2026-04-21', 50);
    await fill(main.gateway, '2026-04-19', '2026-04-21', 5);
    const values = {
      name: 'Heater left on',
      type: 'TOTAL',
      quantity: 'electricity-energy',
      period: 'DAY',
      threshold: 1000,
    };
    await alarm(main.tenancyId, { ...values, from: '2026-04-20' }, 'dansk@example.com');
    let before = h.mailer.outbox.length;
    await evaluateAlarms(h.db.db, { now: after('2026-04-20'), mailer: h.mailer, portalUrl: 'http://portal' });
    let mails = new Map(h.mailer.outbox.slice(before).map((m) => [m.to, m]));
    const en = mails.get('english@example.com')!;
    expect(en.text).toContain(`The alarm “Heater left on” that Dorte set for ${main.address} has gone off.`);
    expect(en.text).toContain(
      'Electricity on 20 April 2026: 1,200.00\u00a0kWh in total, above its limit of 1,000.00\u00a0kWh.',
    );
    expect(en.text).not.toMatch(/\byour (alarm|limit)\b/i);
    const own = mails.get('dansk@example.com')!;
    expect(own.text).toContain('Din alarm “Heater left on” er gået i gang.');
    expect(own.text).toContain('over din grænse på 1.000,00\u00a0kWh.');
    expect(own.text).not.toContain('Dorte har oprettet');

    // One who set no name is named by their e-mail.
    await h.db.db.updateTable('users').set({ name: '' }).where('email', '=', 'dansk@example.com').execute();
    try {
      await alarm(main.tenancyId, { ...values, from: '2026-04-21' }, 'dansk@example.com');
      before = h.mailer.outbox.length;
      await evaluateAlarms(h.db.db, { now: after('2026-04-21'), mailer: h.mailer, portalUrl: 'http://portal' });
      mails = new Map(h.mailer.outbox.slice(before).map((m) => [m.to, m]));
      expect(mails.get('english@example.com')!.text).toContain(
        `The alarm “Heater left on” that dansk@example.com set for ${main.address} has gone off.`,
      );
      expect(mails.get('norsk@example.com')!.text).toContain(
        `Alarmen «Heater left on», som dansk@example.com har satt opp for ${main.address}, har gått av.`,
      );
    } finally {
      await h.db.db.updateTable('users').set({ name: 'Dorte' }).where('email', '=', 'dansk@example.com').execute();
    }
  });

  it('go to active members only; the notification is made all the same', async () => {
    await fill(main.meters['electricity-energy']!, '2026-05-09', '2026-05-11', 50);
    await fill(main.gateway, '2026-05-09', '2026-05-11', 5);
    const id = await alarm(main.tenancyId, {
      name: 'Heater left on',
      type: 'TOTAL',
      quantity: 'electricity-energy',
      period: 'DAY',
      threshold: 1000,
      from: '2026-05-10',
    });
    const before = h.mailer.outbox.length;
    await evaluateAlarms(h.db.db, { now: after('2026-05-10'), mailer: h.mailer, portalUrl: 'http://portal' });
    expect(await notificationsOf(id)).toMatchObject([{ period_start: '2026-05-10', trigger_value: 1200 }]);
    expect(
      h.mailer.outbox
        .slice(before)
        .map((m) => m.to)
        .sort(),
    ).toEqual(['dansk@example.com', 'deutsch@example.com', 'english@example.com', 'norsk@example.com']);
  });

  it('name weeks, months and years in the language; the language falls back to the brand, then English', () => {
    expect(formatPeriod('WEEK', '2026-03-23', '2026-03-29', 'en')).toBe('in week 13 (23–29 March 2026)');
    expect(formatPeriod('WEEK', '2026-03-23', '2026-03-29', 'da')).toBe('i uge 13 (23.–29. marts 2026)');
    expect(formatPeriod('WEEK', '2026-12-28', '2027-01-03', 'nb')).toBe('i uke 53 (28. desember 2026–3. januar 2027)');
    expect(formatPeriod('MONTH', '2026-10-01', '2026-10-31', 'nb')).toBe('i oktober 2026');
    expect(formatPeriod('MONTH', '2026-10-01', '2026-10-31', 'en')).toBe('in October 2026');
    expect(formatPeriod('YEAR', '2026-01-01', '2026-12-31', 'da')).toBe('i 2026');
    expect(formatPeriod('DAY', '2026-10-25', '2026-10-25', 'da')).toBe('den 25. oktober 2026');
    expect([isoWeek('2026-01-01'), isoWeek('2027-01-03'), isoWeek('2024-12-30')].map((w) => w.week)).toEqual([
      1, 53, 1,
    ]);
    expect(mailLanguage('nb', 'denmark')).toBe('nb');
    expect(mailLanguage('de', 'norway')).toBe('nb');
    expect(mailLanguage('de', 'denmark')).toBe('da');
    expect(mailLanguage(null, 'third-brand')).toBe('en');
  });

  it('show an increase in percent and a climate average with its unit', async () => {
    const temperature = main.meters['indoor-temperature']!;
    await fill(temperature, '2026-02-01', '2026-02-28', 23.456);
    await fill(main.gateway, '2026-02-01', '2026-02-28', 5);
    await fill(main.meters['cold-water-volume']!, '2026-01-01', '2026-01-31', 0.01);
    await fill(main.meters['cold-water-volume']!, '2026-02-01', '2026-02-28', 0.02);
    await alarm(main.tenancyId, {
      name: 'Too warm',
      type: 'MAXIMUM',
      quantity: 'indoor-temperature',
      period: 'MONTH',
      threshold: 22.5,
      from: '2026-02-01',
    });
    await alarm(main.tenancyId, {
      name: 'Water rising',
      type: 'INCREASE',
      quantity: 'cold-water-volume',
      period: 'MONTH',
      threshold: 25,
      from: '2026-02-01',
    });
    const before = h.mailer.outbox.length;
    expect(await evaluateAlarms(h.db.db, { now: new Date('2026-03-01T12:00:00Z'), mailer: h.mailer })).toBe(2);
    const english = h.mailer.outbox.slice(before).filter((m) => m.to === 'english@example.com');
    const warm = english.find((m) => m.subject === 'Indoor climate: Too warm')!;
    expect(warm.text).toContain(
      'Temperature in February 2026: an average of 23.46\u00a0°C, above your limit of 22.5\u00a0°C.',
    );
    const rising = english.find((m) => m.subject === 'High consumption: Water rising')!;
    // January 31 × 0.24 m³, February 28 × 0.48 m³: 80.65 % more
    expect(rising.text).toContain(
      'Cold water in February 2026: 80.65\u00a0% more than the period before, above your limit of 25\u00a0%.',
    );
  });
});

describe('notifications', () => {
  const FIELDS = `id kind alarmType metricType unit period evaluatedPeriod { startDate endDate } direction threshold triggerValue alarm { id }`;

  it('say the type of their alarm (also once it is deleted), the unit of their figures and the period', async () => {
    await fill(main.meters['cold-water-volume']!, '2026-06-01', '2026-06-14', 0.5);
    await fill(main.gateway, '2026-06-01', '2026-06-14', 5);
    const total = await alarm(main.tenancyId, {
      name: 'Weekly water',
      type: 'TOTAL',
      quantity: 'cold-water-volume',
      period: 'WEEK',
      threshold: 50,
      from: '2026-06-01',
    });
    const increase = await alarm(main.tenancyId, {
      name: 'Water rising',
      type: 'INCREASE',
      quantity: 'cold-water-volume',
      period: 'DAY',
      threshold: 10,
      from: '2026-06-03',
    });
    await fill(main.meters['cold-water-volume']!, '2026-06-03', '2026-06-03', 0.75);
    await evaluateAlarms(h.db.db, { now: new Date('2026-06-08T12:00:00Z') });
    const [weekly] = await notificationsOf(total);
    const [rising] = await notificationsOf(increase);
    const one = await h.data(
      `query($id: ID!) { notification(id: $id) { ${FIELDS} } }`,
      { id: String(weekly!.id) },
      { token },
    );
    expect(one.errors).toBeUndefined();
    expect(one.data.notification).toEqual({
      id: String(weekly!.id),
      kind: 'HIGH_CONSUMPTION',
      alarmType: 'TOTAL',
      metricType: 'cold-water-volume',
      unit: 'cubic-meter',
      period: 'WEEK',
      evaluatedPeriod: { startDate: '2026-06-01', endDate: '2026-06-07' },
      direction: 'ABOVE',
      threshold: 50,
      triggerValue: 90, // 6 days × 12 m³ + 18 m³
      alarm: { id: String(total) },
    });
    await h.data(`mutation($id: ID!) { deleteAlarm(id: $id) { ok } }`, { id: String(increase) }, { token });
    const orphan = await h.data(
      `query($id: ID!) { notification(id: $id) { ${FIELDS} } }`,
      { id: String(rising!.id) },
      { token },
    );
    expect(orphan.data.notification).toMatchObject({
      alarmType: 'INCREASE',
      unit: 'percent',
      period: 'DAY',
      evaluatedPeriod: { startDate: '2026-06-03', endDate: '2026-06-03' },
      triggerValue: 50,
      threshold: 10,
      alarm: null,
    });
    const list = await h.data(
      `query($t: ID!) { notifications(tenancyId: $t) { id alarmType } }`,
      { t: String(main.tenancyId) },
      { token },
    );
    expect(list.data.notifications).toContainEqual({ id: String(rising!.id), alarmType: 'INCREASE' });
  });

  it('and alarms that do not exist are not found (a malformed id included)', async () => {
    for (const id of ['999999999', 'abc', '-1']) {
      const a = await h.data(`query($id: ID!) { alarm(id: $id) { id } }`, { id }, { token });
      expect(firstError(a)).toBe('The alarm does not exist.');
      expect(a.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
      const n = await h.data(`query($id: ID!) { notification(id: $id) { id } }`, { id }, { token });
      expect(firstError(n)).toBe('The notification does not exist.');
      expect(n.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
      const read = await h.data(`mutation($id: ID!) { markNotificationRead(id: $id) { id } }`, { id }, { token });
      expect(read.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    }
  });
});

describe('monthly report e-mails', () => {
  it('go to active members only; the notification is made all the same', async () => {
    const before = h.mailer.outbox.length;
    await issueMonthlyReports(h.db.db, new Date('2026-05-04T08:00:00Z'), {
      mailer: h.mailer,
      portalUrl: 'http://portal',
    });
    const reports = await h.db.db
      .selectFrom('notifications')
      .select('period_start')
      .where('tenancy_id', '=', main.tenancyId)
      .where('kind', '=', 'CONSUMPTION_REPORT')
      .execute();
    expect(reports).toContainEqual({ period_start: '2026-04-01' });
    expect(
      h.mailer.outbox
        .slice(before)
        .map((m) => m.to)
        .sort(),
    ).toEqual(['dansk@example.com', 'deutsch@example.com', 'english@example.com', 'norsk@example.com']);
  });

  it('name their home in the subject: a tenant of two homes gets two reports told apart', async () => {
    const second = await world({ brand: 'denmark', tenancyStart: '2025-01-01', quantities: ['cold-water-volume'] });
    const english = await h.db.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'english@example.com')
      .executeTakeFirstOrThrow();
    await h.db.db.insertInto('tenancy_users').values({ tenancy_id: second.tenancyId, user_id: english.id }).execute();
    const before = h.mailer.outbox.length;
    try {
      await issueMonthlyReports(h.db.db, new Date('2026-03-03T08:00:00Z'), {
        mailer: h.mailer,
        portalUrl: 'http://portal',
      });
    } finally {
      await h.db.db.deleteFrom('tenancy_users').where('tenancy_id', '=', second.tenancyId).execute();
    }
    const subjects = h.mailer.outbox
      .slice(before)
      .filter((m) => m.to === 'english@example.com')
      .map((m) => m.subject)
      .sort();
    expect(subjects).toEqual(
      [
        `Your consumption report for February 2026 – ${main.address}`,
        `Your consumption report for February 2026 – ${second.address}`,
      ].sort(),
    );
  });

  it("link to the report in the recipient's language, and say so in it", async () => {
    const before = h.mailer.outbox.length;
    await issueMonthlyReports(h.db.db, new Date('2026-04-02T08:00:00Z'), {
      mailer: h.mailer,
      portalUrl: 'http://portal',
    });
    const mails = new Map(h.mailer.outbox.slice(before).map((m) => [m.to, m]));
    const expected: Array<[string, string, string, string]> = [
      [
        'english@example.com',
        'en',
        `Your consumption report for March 2026 – ${main.address}`,
        `The monthly consumption report for ${main.address} is ready:`,
      ],
      [
        'dansk@example.com',
        'da',
        `Din forbrugsrapport for marts 2026 – ${main.address}`,
        `Den månedlige forbrugsrapport for ${main.address} er klar:`,
      ],
      [
        'norsk@example.com',
        'nb',
        `Forbruksrapporten din for mars 2026 – ${main.address}`,
        `Den månedlige forbruksrapporten for ${main.address} er klar:`,
      ],
      [
        'deutsch@example.com',
        'da',
        `Din forbrugsrapport for marts 2026 – ${main.address}`,
        `Den månedlige forbrugsrapport for ${main.address} er klar:`,
      ],
    ];
    for (const [to, language, subject, ready] of expected) {
      const mail = mails.get(to)!;
      expect(mail.subject).toBe(subject);
      expect(mail.text.split('\n')[0]).toBe(ready);
      expect(mail.text).toMatch(new RegExp(`^http://portal/report/[^?\\s]+\\?language=${language}$`, 'm'));
    }
  });
});
