// Bad data and data arrival (docs/decisions/0031): what the readings import refuses (negative,
// implausible and future readings; the whole file when any row is refused), the limits against the demo
// world, and the hourly append filling each meter from its own newest reading.
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { formatLocal, isAveraged, QUANTITIES } from '@portal/domain';
import { READING_RANGES, readingProblem } from '../src/import/reading-checks.ts';
import { importReadings } from '../src/import/readings.ts';
import { appendReadings, CATCH_UP_DAYS } from '../src/jobs/readings-appender.ts';
import { startOfHour } from '../src/time.ts';
import { SEED_NOW, setupHarness } from './harness.ts';

const h = setupHarness({ days: 2 });
const HOUR = 3600_000;
/** The seed's readings end with the hour before this one. */
const SEEDED_TO = startOfHour(SEED_NOW);
const at = (hours: number) => new Date(SEEDED_TO.getTime() + hours * HOUR);

async function meterOf(quantity: string) {
  return h.db.db
    .selectFrom('meters')
    .select(['id', 'number'])
    .where('quantity', '=', quantity)
    .orderBy('id')
    .executeTakeFirstOrThrow();
}

async function readingsOf(meterId: number, from: Date, to: Date) {
  return h.db.db
    .selectFrom('readings')
    .select(['ts', 'value'])
    .where('meter_id', '=', meterId)
    .where('ts', '>=', from)
    .where('ts', '<', to)
    .orderBy('ts')
    .execute();
}

async function arrivals() {
  return h.db.db.selectFrom('reading_arrivals').select(['meter_id', 'first_ts', 'last_ts']).execute();
}

async function meterCount(): Promise<number> {
  const row = await h.db.db
    .selectFrom('meters')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

describe('reading limits', () => {
  it('refuse negative amounts only: averaged quantities (temperatures) may be below 0', () => {
    for (const q of QUANTITIES) {
      if (q === 'error') continue;
      expect(READING_RANGES[q], q).toBeDefined();
      if (!isAveraged(q)) expect(READING_RANGES[q]!.min, q).toBe(0);
    }
    const now = new Date('2026-11-20T12:30:00Z');
    const ts = new Date('2026-11-20T10:00:00Z');
    expect(readingProblem('outdoor-temperature', ts, -25, now)).toBeNull();
    expect(readingProblem('indoor-temperature', ts, -3, now)).toBeNull();
    expect(readingProblem('cold-water-volume', ts, -0.001, now)?.reason).toBe('negative');
    expect(readingProblem('cooling-energy', ts, -1, now)?.reason).toBe('negative');
    expect(readingProblem('cold-water-volume', ts, 10, now)).toBeNull();
    expect(readingProblem('cold-water-volume', ts, 10.001, now)?.reason).toBe('implausible');
    expect(readingProblem('indoor-relative-humidity', ts, 101, now)?.reason).toBe('implausible');
    expect(readingProblem('outdoor-temperature', ts, -61, now)?.reason).toBe('implausible');
    expect(readingProblem('error', ts, -99_999, now)).toBeNull();
  });

  it('call an hour future when it starts after the current hour’s start', () => {
    const now = new Date('2026-11-20T12:59:59Z');
    expect(readingProblem('heat-energy', new Date('2026-11-20T12:00:00Z'), 1, now)).toBeNull();
    expect(readingProblem('heat-energy', new Date('2026-11-20T13:00:00Z'), 1, now)).toMatchObject({
      reason: 'future',
      why: 'in the future (the hour starts 2026-11-20T14:00:00 Copenhagen time, after the current hour 2026-11-20T13:00:00)',
    });
  });

  it('hold every reading of the demo world', async () => {
    const { rows } = await sql<{ quantity: string; low: number; high: number }>`
      select m.quantity, min(r.value) as low, max(r.value) as high
      from readings r join meters m on m.id = r.meter_id group by m.quantity`.execute(h.db.db);
    expect(rows.length).toBeGreaterThan(10);
    for (const r of rows) {
      const range = READING_RANGES[r.quantity]!;
      expect(r.low, r.quantity).toBeGreaterThanOrEqual(range.min);
      expect(r.high, r.quantity).toBeLessThanOrEqual(range.max);
    }
  });
});

describe('the readings import', () => {
  it('refuses negative, implausible and future readings, naming each row, and imports nothing of the file', async () => {
    const water = await meterOf('cold-water-volume');
    const now = new Date(SEEDED_TO.getTime() + 30 * 60_000);
    const hour = (h: number) => formatLocal(at(h));
    const before = await readingsOf(water.id, at(-6), at(2));
    const csv = [
      'meter;timestamp;value',
      `${water.number};${hour(-6)};0,05`,
      `${water.number};${hour(-5)};-2,5`,
      `${water.number};${hour(-4)};12345.678`,
      `${water.number};${hour(-3)};0.04`,
      `${water.number};${hour(0)};0.03`, // the current hour: not future
      `${water.number};${hour(1)};0.02`,
    ].join('\n');
    const result = await importReadings(h.db.db, csv, { now });
    expect(result.imported).toBe(0);
    expect(result.notifications).toBe(0);
    expect(result.refused.map((r) => [r.line, r.reason])).toEqual([
      [3, 'negative'],
      [4, 'implausible'],
      [7, 'future'],
    ]);
    expect(result.refused[0]!.message).toBe(
      `line 3: meter ${water.number}, ${hour(-5)}, -2,5: negative consumption (cold-water-volume is an amount: at least 0)`,
    );
    expect(result.refused[1]!.message).toBe(
      `line 4: meter ${water.number}, ${hour(-4)}, 12345.678: implausible: above 10 m³ of cold-water-volume in one hour`,
    );
    expect(result.refused[2]!.message).toMatch(
      new RegExp(`^line 7: meter ${water.number}, ${hour(1)}, 0.02: in the future \\(the hour starts`),
    );
    // Not even the good rows went in.
    expect(await readingsOf(water.id, at(-6), at(2))).toEqual(before);
    expect(await arrivals()).toEqual([]);
  });

  it('imports an averaged quantity below 0 and a file whose rows all pass', async () => {
    const outdoor = await meterOf('outdoor-temperature');
    const water = await meterOf('cold-water-volume');
    const now = new Date(SEEDED_TO.getTime() + 30 * 60_000);
    const csv = [`${outdoor.number};${formatLocal(at(-2))};-12.5`, `${water.number};${formatLocal(at(-2))};0`].join(
      '\n',
    );
    expect(await importReadings(h.db.db, csv, { now })).toMatchObject({ imported: 2, refused: [] });
    expect(await readingsOf(outdoor.id, at(-2), at(-1))).toEqual([{ ts: at(-2), value: -12.5 }]);
  });
});

describe('the hourly append', () => {
  it('fills a meter’s gap from its own newest reading, as well as the new hour of every meter', async () => {
    const heat = await meterOf('heat-energy');
    // The meter's last five hours have not arrived.
    await h.db.db.deleteFrom('readings').where('meter_id', '=', heat.id).where('ts', '>=', at(-5)).execute();
    const n = await meterCount();
    expect(await appendReadings(h.db.db, new Date(at(1).getTime() + 60_000))).toBe(n + 5);
    expect((await readingsOf(heat.id, at(-6), at(2))).map((r) => r.ts)).toEqual([-6, -5, -4, -3, -2, -1, 0].map(at));
    expect(await appendReadings(h.db.db, new Date(at(1).getTime() + 60_000))).toBe(0);
    // Hours a few days late at most lie in no period judged yet: nothing for the evaluator.
    expect(await arrivals()).toEqual([]);
  });

  it('is not stalled by a reading in the future: every meter gets the hour that ended', async () => {
    const electricity = await meterOf('electricity-energy');
    await h.db.db
      .insertInto('readings')
      .values({ meter_id: electricity.id, ts: at(24 * 5), value: 0.5 })
      .execute();
    const n = await meterCount();
    expect(await appendReadings(h.db.db, new Date(at(2).getTime() + 60_000))).toBe(n);
    const { rows } = await sql<{ n: number }>`
      select count(*)::int as n from readings where ts = ${at(1)}`.execute(h.db.db);
    expect(rows[0]!.n).toBe(n);
    // The future reading is left as it is, and nothing beyond the hour that ended is written.
    expect(await readingsOf(electricity.id, at(2), at(24 * 6))).toEqual([{ ts: at(24 * 5), value: 0.5 }]);
  });

  it('catches up at most the window after a long stop, and never past the hour that ended', async () => {
    const n = await meterCount();
    const later = at(24 * (CATCH_UP_DAYS + 10));
    expect(await appendReadings(h.db.db, new Date(later.getTime() + 30 * 60_000))).toBe(n * 24 * CATCH_UP_DAYS);
    // (The electricity reading of the test before lies before the window.)
    const { rows } = await sql<{ first: Date; last: Date }>`
      select min(ts) as first, max(ts) as last from readings where ts > ${at(24 * 5)}`.execute(h.db.db);
    // Hours older than a silent meter's days may lie in a judged period: noted for the evaluator.
    const late = await arrivals();
    expect(late).toHaveLength(n);
    expect(late[0]).toMatchObject({ first_ts: new Date(later.getTime() - CATCH_UP_DAYS * 86_400_000) });
    expect(rows[0]).toEqual({
      first: new Date(later.getTime() - CATCH_UP_DAYS * 86_400_000),
      last: at(-1 + 24 * (CATCH_UP_DAYS + 10)),
    });
  });
});
