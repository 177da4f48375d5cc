// Hourly spot prices from Energi Data Service exports:
// - Elspotprices: HourUTC;HourDK;PriceArea;SpotPriceDKK;SpotPriceEUR (per MWh, decimal commas)
// - DayAheadPrices: 15-minute rows (TimeUTC;TimeDK;PriceArea;DayAheadPriceDKK;DayAheadPriceEUR),
//   rolled up to the hour's mean.
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { parseCsv, parseNumber } from './csv.ts';

export interface HourPrice {
  area: string;
  ts: Date;
  price: number;
  currency: string;
}

function utc(value: string): Date {
  const iso = /[zZ]|[+-]\d\d:?\d\d$/.test(value) ? value : `${value.replace(' ', 'T')}Z`;
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) throw new Error(`not a time: ${value}`);
  return d;
}

export function parsePriceExport(text: string): HourPrice[] {
  const rows = parseCsv(text);
  const header = rows.shift()?.map((h) => h.toLowerCase()) ?? [];
  const col = (...names: string[]) => header.findIndex((h) => names.includes(h));
  const time = col('hourutc', 'timeutc');
  const area = col('pricearea');
  const dkk = col('spotpricedkk', 'dayaheadpricedkk');
  const eur = col('spotpriceeur', 'dayaheadpriceeur');
  if (time < 0 || area < 0 || (dkk < 0 && eur < 0)) {
    throw new Error('Unknown export: expected HourUTC/TimeUTC, PriceArea and a DKK or EUR price column');
  }
  const sums = new Map<string, { area: string; ts: Date; sum: number; n: number; currency: string }>();
  for (const row of rows) {
    const a = row[area]!;
    const useDkk = a.startsWith('DK') && dkk >= 0 && row[dkk] !== '';
    const raw = useDkk ? row[dkk]! : row[eur]!;
    if (raw === undefined || raw === '') continue;
    const ts = utc(row[time]!);
    const hour = new Date(Math.floor(ts.getTime() / 3600_000) * 3600_000);
    const key = `${a}|${hour.toISOString()}`;
    const entry = sums.get(key) ?? { area: a, ts: hour, sum: 0, n: 0, currency: useDkk ? 'DKK' : 'EUR' };
    entry.sum += parseNumber(raw) / 1000; // per MWh → per kWh
    entry.n += 1;
    sums.set(key, entry);
  }
  return [...sums.values()].map((e) => ({
    area: e.area,
    ts: e.ts,
    price: Math.round((e.sum / e.n) * 1e6) / 1e6,
    currency: e.currency,
  }));
}

export async function importPrices(db: Db, prices: HourPrice[]): Promise<number> {
  let n = 0;
  for (let i = 0; i < prices.length; i += 500) {
    const chunk = prices.slice(i, i + 500);
    await db
      .insertInto('spot_prices')
      .values(chunk)
      .onConflict((oc) =>
        oc.columns(['area', 'ts']).doUpdateSet({ price: sql`excluded.price`, currency: sql`excluded.currency` }),
      )
      .execute();
    n += chunk.length;
  }
  return n;
}
