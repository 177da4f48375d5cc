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
  it('imports hourly readings, replaces duplicates and reports bad lines', async () => {
    const meter = await h.db.db
      .selectFrom('meters')
      .select(['id', 'number'])
      .where('quantity', '=', 'heat-energy')
      .executeTakeFirstOrThrow();
    const text = [
      'meter;timestamp;value',
      `${meter.number};2030-03-31T01:00:00;1,5`,
      `${meter.number};2030-03-31T03:00:00;2.25`,
      `${meter.number};2030-03-31T03:00:00;2.5`,
      `nope;2030-03-31T03:00:00;1`,
      `${meter.number};2030-03-31T03:30:00;1`,
      `${meter.number};2030-03-31T04:00:00;abc`,
    ].join('\n');
    const r = await importReadings(h.db.db, text);
    expect(r.imported).toBe(3);
    expect(r.skipped.map((s) => s.line)).toEqual([4, 5, 6]);
    const rows = await h.db.db
      .selectFrom('readings')
      .selectAll()
      .where('meter_id', '=', meter.id)
      .where('ts', '>=', new Date('2030-01-01'))
      .orderBy('ts')
      .execute();
    // 03:00 local on the spring DST day is 01:00 UTC, right after 01:00 local (00:00 UTC).
    expect(rows.map((x) => [x.ts.toISOString(), x.value])).toEqual([
      ['2030-03-31T00:00:00.000Z', 1.5],
      ['2030-03-31T01:00:00.000Z', 2.5],
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
