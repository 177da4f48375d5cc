// The possible-leak alarm (LEAK) on a small world of its own: water flowing in every hour for the
// chosen number of hours, the edge of that count, days of 23 and 25 hours (daylight saving), a missing
// hour, the e-mail in the recipient's language, and what the service accepts. docs/decisions/0160.
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../src/auth/passwords.ts';
import { evaluateAlarms } from '../src/jobs/alarm-evaluator.ts';
import { addDays, startOfDayInstant } from '@portal/domain';
import { type GqlResult, setupHarness } from './harness.ts';

const h = setupHarness({ seed: false });
const code = (r: GqlResult) => r.errors?.[0]?.extensions?.code;
const PASSWORD = 'Leak-Tester-2026!';
const HOUR = 3600_000;

let unitId: number;
let tenancyId: number;
let water: number;
let heat: number;
let token: string;

beforeAll(async () => {
  const db = h.db.db;
  const property = await db
    .insertInto('properties')
    .values({
      number: 'LEAK-1',
      name: 'Leak property',
      address: 'Vandvej 1',
      city: 'Aarhus C',
      zipcode: '8000',
      country: 'DK',
      brand: 'denmark',
      price_area: 'DK1',
      currency: 'DKK',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  unitId = (
    await db
      .insertInto('units')
      .values({
        property_id: property.id,
        unique_id: 'LEAK-1-1',
        unit_number: '1',
        name: 'Unit 1',
        address: 'Vandvej 1, 1',
        size_m2: 70,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  tenancyId = (
    await db
      .insertInto('tenancies')
      .values({
        unit_id: unitId,
        tenancy_number: 'T-LEAK-1',
        tenant_name: 'Tess Tester',
        start_date: '2025-01-01',
        end_date: null,
        billing_start: '2026-01-01',
        billing_end: '2026-12-31',
      })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  const meter = async (quantity: string) =>
    (
      await db
        .insertInto('meters')
        .values({
          property_id: property.id,
          unit_id: unitId,
          number: `LEAK-${quantity}`,
          quantity,
          legacy_kind: quantity,
          profile: 'test',
          from_date: '2025-01-01',
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  water = await meter('cold-water-volume');
  heat = await meter('heat-energy');
  for (const [email, language, name] of [
    ['dansk@example.com', 'da', 'Dorte'],
    ['norsk@example.com', 'nb', 'Nils'],
  ] as const) {
    const user = await db
      .insertInto('users')
      .values({ email, name, language, password_hash: await hashPassword(PASSWORD) })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db.insertInto('tenancy_users').values({ tenancy_id: tenancyId, user_id: user.id, is_admin: true }).execute();
  }
  token = await h.login({ email: 'dansk@example.com', password: PASSWORD });
});

afterEach(async () => {
  await h.db.db.deleteFrom('alarms').execute();
  await h.db.db.deleteFrom('notifications').execute();
  await h.db.db.deleteFrom('readings').execute();
  h.mailer.outbox.length = 0;
});

/**
 * The water meter's hours over whole Copenhagen days `from` to `to`: `flow` m³ in the hours `flowing`
 * says, 0 in the others (so the days' data is complete), and `missing` hours left out.
 */
async function readings(
  from: string,
  to: string,
  flowing: (t: number) => boolean,
  missing: (t: number) => boolean = () => false,
): Promise<void> {
  const rows: Array<{ meter_id: number; ts: Date; value: number }> = [];
  for (let t = startOfDayInstant(from).getTime(); t < startOfDayInstant(addDays(to, 1)).getTime(); t += HOUR) {
    if (!missing(t)) rows.push({ meter_id: water, ts: new Date(t), value: flowing(t) ? 0.012 : 0 });
  }
  for (let i = 0; i < rows.length; i += 1000) {
    await h.db.db
      .insertInto('readings')
      .values(rows.slice(i, i + 1000))
      .execute();
  }
}

async function leakAlarm(hours: number, from: string, type = 'LEAK'): Promise<number> {
  const user = await h.db.db.selectFrom('users').select('id').orderBy('id').executeTakeFirstOrThrow();
  return (
    await h.db.db
      .insertInto('alarms')
      .values({
        tenancy_id: tenancyId,
        user_id: user.id,
        name: 'Løbende toilet',
        kind: 'CONSUMPTION',
        type,
        quantity: 'cold-water-volume',
        period: 'DAY',
        threshold: hours,
        created_at: startOfDayInstant(from),
        updated_at: startOfDayInstant(from),
        evaluate_from: startOfDayInstant(from),
      })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
}

const notified = (alarmId: number) =>
  h.db.db
    .selectFrom('notifications')
    .select(['kind', 'alarm_type', 'period_start', 'trigger_value', 'threshold', 'direction'])
    .where('alarm_id', '=', alarmId)
    .orderBy('period_start')
    .execute();

/** Just after the end of a Copenhagen day. */
const after = (date: string) => new Date(startOfDayInstant(addDays(date, 1)).getTime() + HOUR);

describe('a possible leak', () => {
  it('goes off when water flowed in every hour for the chosen number of hours, not one hour less', async () => {
    const start = startOfDayInstant('2026-06-10').getTime() + 9 * HOUR; // 09:00 on 10 June
    // exactly 24 hours of flow: 09:00 on 10 June to 08:59 on 11 June
    await readings('2026-06-09', '2026-06-12', (t) => t >= start && t < start + 24 * HOUR);
    const exactly = await leakAlarm(24, '2026-06-09');
    const oneMore = await leakAlarm(25, '2026-06-09');
    expect(await evaluateAlarms(h.db.db, { now: after('2026-06-12') })).toBe(1);
    expect(await notified(exactly)).toEqual([
      {
        kind: 'POSSIBLE_LEAK',
        alarm_type: 'LEAK',
        period_start: '2026-06-11',
        trigger_value: 24,
        threshold: 24,
        direction: 'ABOVE',
      },
    ]);
    expect(await notified(oneMore)).toEqual([]);
  });

  it('does not go off for a home whose water stands still some hours, nor for an hour without data', async () => {
    // flow all day but 02:00-03:00 every day, for a week: runs of 23 hours at most
    await readings('2026-06-01', '2026-06-07', (t) => new Date(t).getUTCHours() !== 0);
    const alarm = await leakAlarm(24, '2026-06-01');
    expect(await evaluateAlarms(h.db.db, { now: after('2026-06-07') })).toBe(0);
    expect(await notified(alarm)).toEqual([]);
    await h.db.db.deleteFrom('readings').execute();
    await h.db.db.deleteFrom('alarms').execute();
    // flow in every hour there is, but one hour missing each day (no data is not flow)
    await readings(
      '2026-06-08',
      '2026-06-10',
      () => true,
      (t) => new Date(t).getUTCHours() === 12,
    );
    // (runs of 23 hours at most) ... and then, after the last missing hour, 33 hours in a row
    const alarm2 = await leakAlarm(24, '2026-06-08');
    expect(await evaluateAlarms(h.db.db, { now: after('2026-06-10') })).toBe(0);
    await readings('2026-06-11', '2026-06-11', () => true);
    await evaluateAlarms(h.db.db, { now: after('2026-06-11') });
    // 13:00 UTC on 10 June to the end of 11 June (22:00 UTC): 9 + 24 = 33 hours
    expect((await notified(alarm2)).map((n) => [n.period_start, n.trigger_value])).toEqual([['2026-06-11', 33]]);
  });

  it('counts real hours on the days daylight saving time begins (23 hours) and ends (25 hours)', async () => {
    // flow in every hour of each of the two days, none the days around them
    const spring = [startOfDayInstant('2026-03-29').getTime(), startOfDayInstant('2026-03-30').getTime()];
    const autumn = [startOfDayInstant('2026-10-25').getTime(), startOfDayInstant('2026-10-26').getTime()];
    expect((spring[1]! - spring[0]!) / HOUR).toBe(23);
    expect((autumn[1]! - autumn[0]!) / HOUR).toBe(25);
    await readings('2026-03-28', '2026-03-30', (t) => t >= spring[0]! && t < spring[1]!);
    await readings('2026-10-24', '2026-10-26', (t) => t >= autumn[0]! && t < autumn[1]!);
    const alarm = await leakAlarm(24, '2026-03-28');
    await evaluateAlarms(h.db.db, { now: after('2026-03-30') });
    // 23 hours of flow are fewer than 24: no notification for 29 March
    expect(await notified(alarm)).toEqual([]);
    await evaluateAlarms(h.db.db, { now: after('2026-10-26') });
    expect((await notified(alarm)).map((n) => [n.period_start, n.trigger_value])).toEqual([['2026-10-25', 25]]);
  });

  it('e-mails every member in their language', async () => {
    await readings('2026-05-01', '2026-05-03', () => true);
    const alarm = await leakAlarm(24, '2026-05-01');
    await evaluateAlarms(h.db.db, { now: after('2026-05-03'), mailer: h.mailer, portalUrl: 'https://portal.test' });
    const notifications = await notified(alarm);
    // 1 May is 24 hours of flow (a run that begins with the data), 2 and 3 May 48 and 72
    expect(notifications.map((n) => [n.period_start, n.trigger_value])).toEqual([
      ['2026-05-01', 24],
      ['2026-05-02', 48],
      ['2026-05-03', 72],
    ]);
    const mails = h.mailer.outbox.filter((m) => m.text.includes('2. maj 2026') || m.text.includes('2. mai 2026'));
    const da = mails.find((m) => m.to === 'dansk@example.com')!;
    const nb = mails.find((m) => m.to === 'norsk@example.com')!;
    expect(da.subject).toBe('Mulig lækage: Løbende toilet');
    expect(da.text).toContain('der løb vand i hver time i 48 timer i træk (din grænse: 24 timer)');
    expect(nb.subject).toBe('Mulig lekkasje: Løbende toilet');
    expect(nb.text).toContain('det rant vann hver time i 48 timer på rad (alarmens grense: 24 timer)');
  });
});

describe('a possible leak seen at night (NIGHT_FLOW)', () => {
  /** The Copenhagen hour of an instant. */
  const hourOf = (t: number) =>
    Number(
      new Intl.DateTimeFormat('en-GB', { hour: '2-digit', hourCycle: 'h23', timeZone: 'Europe/Copenhagen' }).format(t),
    );
  const night = (t: number) => hourOf(t) >= 1 && hourOf(t) < 5;

  it('goes off when the lowest flow from 01:00 to 05:00 is above the limit, not when it equals it', async () => {
    // 10 June: water all night (12 litres an hour); 11 June: one hour of the night without
    const still = startOfDayInstant('2026-06-11').getTime() + 3 * HOUR;
    await readings(
      '2026-06-09',
      '2026-06-11',
      (t) => night(t) && t !== still && t >= startOfDayInstant('2026-06-10').getTime(),
    );
    const above = await leakAlarm(0.005, '2026-06-09', 'NIGHT_FLOW');
    const equal = await leakAlarm(0.012, '2026-06-09', 'NIGHT_FLOW');
    expect(await evaluateAlarms(h.db.db, { now: after('2026-06-11') })).toBe(1);
    expect(await notified(above)).toEqual([
      {
        kind: 'POSSIBLE_LEAK',
        alarm_type: 'NIGHT_FLOW',
        period_start: '2026-06-10',
        trigger_value: 0.012,
        threshold: 0.005,
        direction: 'ABOVE',
      },
    ]);
    expect(await notified(equal)).toEqual([]);
  });

  it('judges the night daylight saving begins by its three hours, and not a night with an hour missing', async () => {
    const spring = startOfDayInstant('2026-03-29').getTime();
    const nightHours: number[] = [];
    for (let t = spring; t < spring + 6 * HOUR; t += HOUR) if (night(t)) nightHours.push(hourOf(t));
    expect(nightHours).toEqual([1, 3, 4]);
    await readings(
      '2026-03-28',
      '2026-03-30',
      () => true,
      (t) => t === startOfDayInstant('2026-03-30').getTime() + HOUR,
    );
    const alarm = await leakAlarm(0.005, '2026-03-28', 'NIGHT_FLOW');
    await evaluateAlarms(h.db.db, { now: after('2026-03-30') });
    // 28 and 29 March had water all night; 30 March's night misses 01:00: not judged
    expect((await notified(alarm)).map((n) => n.period_start)).toEqual(['2026-03-28', '2026-03-29']);
  });
});

describe('creating a leak alarm', () => {
  const create = (input: Record<string, unknown>) =>
    h.data(
      `mutation($i: CreateAlarmInput!) { createAlarm(input: $i) { type quantity period threshold } }`,
      { i: { tenancyId: String(tenancyId), kind: 'CONSUMPTION', type: 'LEAK', period: 'DAY', ...input } },
      { token },
    );

  it('takes 24 hours when none is given, and whole hours from 2 to 168', async () => {
    const made = await create({ quantity: 'cold-water-volume' });
    expect(made.data.createAlarm).toEqual({
      type: 'LEAK',
      quantity: 'cold-water-volume',
      period: 'DAY',
      threshold: 24,
    });
    expect((await create({ quantity: 'cold-water-volume', threshold: 6 })).data.createAlarm.threshold).toBe(6);
    for (const threshold of [1, 169, 12.5]) {
      expect(code(await create({ quantity: 'cold-water-volume', threshold }))).toBe('BAD_USER_INPUT');
    }
  });

  it('watches water only, and every day', async () => {
    expect(heat).toBeGreaterThan(0);
    expect(code(await create({ quantity: 'heat-energy' }))).toBe('BAD_USER_INPUT');
    expect(code(await create({ quantity: 'heat-energy', type: 'NIGHT_FLOW', threshold: 0.01 }))).toBe('BAD_USER_INPUT');
    expect(code(await create({ quantity: 'cold-water-volume', type: 'NIGHT_FLOW', threshold: 0 }))).toBe(
      'BAD_USER_INPUT',
    );
    expect(code(await create({ quantity: 'cold-water-volume', type: 'NIGHT_FLOW' }))).toBe('BAD_USER_INPUT');
    expect(
      (await create({ quantity: 'cold-water-volume', type: 'NIGHT_FLOW', threshold: 0.005 })).data.createAlarm,
    ).toEqual({ type: 'NIGHT_FLOW', quantity: 'cold-water-volume', period: 'DAY', threshold: 0.005 });
    expect(code(await create({ quantity: 'cold-water-volume', period: 'WEEK' }))).toBe('BAD_USER_INPUT');
  });
});
