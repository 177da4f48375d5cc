// The possible-leak alarm on the demo world: demo's Oslo home has a running toilet in its recent data
// and its leak alarm went off; homes without a leak get no notification. docs/decisions/0160.
import { describe, expect, it } from 'vitest';
import { evaluateAlarms } from '../src/jobs/alarm-evaluator.ts';
import { addDays, dateAt, startOfDayInstant } from '@portal/domain';
import { DEMO, OTHER, SEED_NOW, setupHarness } from './harness.ts';

const h = setupHarness();
const TODAY = dateAt(SEED_NOW);

async function tenancyOf(email: string, address: string): Promise<{ id: number; unitId: number }> {
  const row = await h.db.db
    .selectFrom('tenancies as t')
    .innerJoin('tenancy_users as tu', 'tu.tenancy_id', 't.id')
    .innerJoin('users as u', 'u.id', 'tu.user_id')
    .innerJoin('units as un', 'un.id', 't.unit_id')
    .select(['t.id', 't.unit_id', 'u.id as user_id'])
    .where('u.email', '=', email)
    .where('un.address', 'like', `${address}%`)
    .executeTakeFirstOrThrow();
  return { id: row.id, unitId: row.unit_id };
}

const NOTIFICATIONS = `query($t: ID!) { notifications(tenancyId: $t) {
  kind alarmType unit direction threshold triggerValue evaluatedPeriod { startDate endDate } alarm { name type quantity }
} }`;

describe('the demo world', () => {
  it('has a running toilet in demo’s Oslo home, and its leak alarm went off for each whole day of it', async () => {
    const oslo = await tenancyOf(DEMO.email, 'Thorvald Meyers gate 12');
    const token = await h.login(DEMO);
    const res = await h.data(NOTIFICATIONS, { t: String(oslo.id) }, { token });
    const leaks = (res.data.notifications as Array<Record<string, unknown>>).filter((n) => n.kind === 'POSSIBLE_LEAK');
    // The toilet has run since 13:00 three days ago; water has flowed every hour since 05:00 that day,
    // when the household got up (the demo's water stands still 01:00-05:00): 19 hours that day (no
    // alarm), then whole days.
    expect(leaks.map((n) => n.evaluatedPeriod)).toEqual([
      { startDate: addDays(TODAY, -1), endDate: addDays(TODAY, -1) },
      { startDate: addDays(TODAY, -2), endDate: addDays(TODAY, -2) },
    ]);
    expect(leaks[1]).toMatchObject({
      alarmType: 'LEAK',
      unit: 'hour',
      direction: 'ABOVE',
      threshold: 24,
      triggerValue: 19 + 24,
      alarm: { name: 'Water running all day', type: 'LEAK', quantity: 'cold-water-volume' },
    });
    expect(leaks[0]!.triggerValue).toBe(19 + 48);
  });

  it('sets off no leak alarm where water stands still at night: other homes, and demo’s hot water', async () => {
    const other = await tenancyOf(OTHER.email, 'Thorvald Meyers gate 12');
    const oslo = await tenancyOf(DEMO.email, 'Thorvald Meyers gate 12');
    const aarhus = await tenancyOf(DEMO.email, 'Jægergårdsgade 40');
    const since = startOfDayInstant(addDays(TODAY, -14));
    const user = await h.db.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', DEMO.email)
      .executeTakeFirstOrThrow();
    const alarms = await h.db.db
      .insertInto('alarms')
      .values(
        (
          [
            [other.id, 'cold-water-volume'],
            [other.id, 'hot-water-volume'],
            [oslo.id, 'hot-water-volume'],
            [aarhus.id, 'cold-water-volume'],
            [aarhus.id, 'hot-water-volume'],
          ] as const
        ).flatMap(([tenancyId, quantity]) =>
          (['LEAK', 'NIGHT_FLOW'] as const).map((type) => ({
            tenancy_id: tenancyId,
            user_id: user.id,
            name: `No leak ${quantity}`,
            kind: 'CONSUMPTION',
            type,
            quantity,
            period: 'DAY',
            threshold: type === 'LEAK' ? 24 : 0.005,
            created_at: since,
            updated_at: since,
            evaluate_from: since,
          })),
        ),
      )
      .returning('id')
      .execute();
    await evaluateAlarms(h.db.db, { now: SEED_NOW });
    const evaluated = await h.db.db
      .selectFrom('alarms')
      .select('evaluated_through')
      .where(
        'id',
        'in',
        alarms.map((a) => a.id),
      )
      .execute();
    // every closed day was judged ...
    expect(evaluated.map((a) => a.evaluated_through)).toEqual(alarms.map(() => addDays(TODAY, -1)));
    // ... and none went off
    const notified = await h.db.db
      .selectFrom('notifications')
      .select('id')
      .where(
        'alarm_id',
        'in',
        alarms.map((a) => a.id),
      )
      .execute();
    expect(notified).toEqual([]);
  });

  it('sets off a night-flow alarm on demo’s running toilet for the nights it ran', async () => {
    const oslo = await tenancyOf(DEMO.email, 'Thorvald Meyers gate 12');
    const user = await h.db.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', DEMO.email)
      .executeTakeFirstOrThrow();
    const since = startOfDayInstant(addDays(TODAY, -14));
    const alarm = await h.db.db
      .insertInto('alarms')
      .values({
        tenancy_id: oslo.id,
        user_id: user.id,
        name: 'Water at night',
        kind: 'CONSUMPTION',
        type: 'NIGHT_FLOW',
        quantity: 'cold-water-volume',
        period: 'DAY',
        threshold: 0.005,
        created_at: since,
        updated_at: since,
        evaluate_from: since,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await evaluateAlarms(h.db.db, { now: SEED_NOW });
    const notified = await h.db.db
      .selectFrom('notifications')
      .select(['period_start', 'trigger_value', 'kind'])
      .where('alarm_id', '=', alarm.id)
      .orderBy('period_start')
      .execute();
    // it began at 13:00 three days ago: the nights of the two days after (15 litres an hour)
    expect(notified).toEqual([
      { period_start: addDays(TODAY, -2), trigger_value: 0.015, kind: 'POSSIBLE_LEAK' },
      { period_start: addDays(TODAY, -1), trigger_value: 0.015, kind: 'POSSIBLE_LEAK' },
    ]);
  });
});
