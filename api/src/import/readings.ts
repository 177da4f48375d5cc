// Readings from CSV: `meter;timestamp;value` (header optional). The timestamp is the hour's start,
// an ISO instant or Copenhagen local time; value is the hour's consumption (or mean for climate).
// Rows for the same meter and hour replace earlier ones.
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { parseDateTime } from '../time.ts';
import { parseCsv, parseNumber } from './csv.ts';

export interface ImportResult {
  imported: number;
  skipped: Array<{ line: number; reason: string }>;
}

export async function importReadings(db: Db, text: string): Promise<ImportResult> {
  const rows = parseCsv(text);
  if (rows[0] && /meter/i.test(rows[0][0] ?? '')) rows.shift();
  const meters = new Map(
    (await db.selectFrom('meters').select(['id', 'number']).execute()).map((m) => [m.number, m.id]),
  );
  const skipped: ImportResult['skipped'] = [];
  const values: Array<{ meter_id: number; ts: Date; value: number }> = [];
  rows.forEach((row, i) => {
    const line = i + 1;
    const [meter, time, raw] = row;
    const id = meter ? meters.get(meter) : undefined;
    if (!id) return void skipped.push({ line, reason: `unknown meter ${meter ?? ''}` });
    const ts = time ? parseDateTime(time) : null;
    if (!ts || ts.getTime() % 3600_000 !== 0) return void skipped.push({ line, reason: `not an hour: ${time ?? ''}` });
    let value: number;
    try {
      value = parseNumber(raw ?? '');
    } catch {
      return void skipped.push({ line, reason: `not a number: ${raw ?? ''}` });
    }
    values.push({ meter_id: id, ts, value });
  });
  const unique = [...new Map(values.map((v) => [`${v.meter_id}|${v.ts.getTime()}`, v])).values()];
  for (let i = 0; i < unique.length; i += 1000) {
    await db
      .insertInto('readings')
      .values(unique.slice(i, i + 1000))
      .onConflict((oc) => oc.columns(['meter_id', 'ts']).doUpdateSet({ value: sql`excluded.value` }))
      .execute();
  }
  return { imported: values.length, skipped };
}
