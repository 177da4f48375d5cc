import { describe, expect, it } from 'vitest';
import { importPrices, parsePriceExport } from '../src/import/prices.ts';
import { importReadings } from '../src/import/readings.ts';
import { createImpersonationToken } from '../src/support.ts';
import { setupHarness } from './harness.ts';

const h = setupHarness({ days: 1 });

describe('price import', () => {
  it('reads Elspotprices with decimal commas, per MWh to per kWh', () => {
    const rows = parsePriceExport(
      'HourUTC;HourDK;PriceArea;SpotPriceDKK;SpotPriceEUR\n2026-01-01T00:00:00;2026-01-01T01:00:00;DK1;1234,50;165,47\n2026-01-01T00:00:00;2026-01-01T01:00:00;NO1;;80,10\n',
    );
    expect(rows).toEqual([
      { area: 'DK1', ts: new Date('2026-01-01T00:00:00Z'), price: 1.2345, currency: 'DKK' },
      { area: 'NO1', ts: new Date('2026-01-01T00:00:00Z'), price: 0.0801, currency: 'EUR' },
    ]);
  });

  it('rolls DayAheadPrices quarter hours up to the hour mean and stores them', async () => {
    const text = [
      'TimeUTC;TimeDK;PriceArea;DayAheadPriceDKK;DayAheadPriceEUR',
      ...['00', '15', '30', '45'].map(
        (m, i) => `2030-01-01T00:${m}:00;2030-01-01T01:${m}:00;DK2;${100 * (i + 1)},0;13,4`,
      ),
      '2030-01-01T01:00:00;2030-01-01T02:00:00;DK2;500,0;67',
    ].join('\n');
    const rows = parsePriceExport(text);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({ area: 'DK2', price: 0.25, currency: 'DKK' });
    expect(await importPrices(h.db.db, rows)).toBe(2);
    expect(await importPrices(h.db.db, rows)).toBe(2);
    const stored = await h.db.db
      .selectFrom('spot_prices')
      .selectAll()
      .where('area', '=', 'DK2')
      .where('ts', '>=', new Date('2030-01-01T00:00:00Z'))
      .execute();
    expect(stored.map((s) => s.price)).toEqual([0.25, 0.5]);
  });

  it('refuses an unknown export', () => {
    expect(() => parsePriceExport('a;b\n1;2')).toThrow(/Unknown export/);
  });
});

describe('readings import', () => {
  it('imports hourly readings and replaces duplicates; a file with a bad line is refused whole', async () => {
    const meter = await h.db.db
      .selectFrom('meters')
      .select(['id', 'number'])
      .where('quantity', '=', 'heat-energy')
      .executeTakeFirstOrThrow();
    const good = [
      'meter;timestamp;value',
      `${meter.number};2026-03-29T01:00:00;1,5`,
      `${meter.number};2026-03-29T03:00:00;2.25`,
      `${meter.number};2026-03-29T03:00:00;2.5`,
    ];
    const bad = [
      `nope;2026-03-29T03:00:00;1`,
      `${meter.number};2026-03-29T03:30:00;1`,
      `${meter.number};2026-03-29T04:00:00;abc`,
    ];
    const stored = () =>
      h.db.db
        .selectFrom('readings')
        .selectAll()
        .where('meter_id', '=', meter.id)
        .where('ts', '>=', new Date('2026-03-28'))
        .where('ts', '<', new Date('2026-03-30'))
        .orderBy('ts')
        .execute();
    // Line numbers are the file's, header and blank lines included.
    const refused = await importReadings(h.db.db, [...good, '', ...bad].join('\n'));
    expect(refused).toMatchObject({ imported: 0, notifications: 0 });
    expect(refused.refused.map((s) => [s.line, s.reason])).toEqual([
      [6, 'unknown-meter'],
      [7, 'not-an-hour'],
      [8, 'not-a-number'],
    ]);
    expect(await stored()).toEqual([]);

    const r = await importReadings(h.db.db, good.join('\n'));
    expect(r).toMatchObject({ imported: 3, refused: [] });
    // 03:00 local on the spring DST day is 01:00 UTC, right after 01:00 local (00:00 UTC).
    expect((await stored()).map((x) => [x.ts.toISOString(), x.value])).toEqual([
      ['2026-03-29T00:00:00.000Z', 1.5],
      ['2026-03-29T01:00:00.000Z', 2.5],
    ]);
  });
});

describe('support impersonation tokens', () => {
  it('creates a single-use token for a known e-mail only', async () => {
    expect(await createImpersonationToken(h.db.db, 'nobody@example.com')).toBeNull();
    const token = await createImpersonationToken(h.db.db, 'DEMO@example.com');
    const r = await h.data(`mutation($t: String!) { impersonate(token: $t) { token } }`, { t: token });
    expect(r.data.impersonate.token).toBeTruthy();
  });
});
