// Readings from CSV: `meter;timestamp;value` (header optional). The timestamp is the hour's start,
// an ISO instant or Copenhagen local time; value is the hour's consumption (or mean for climate).
// Rows for the same meter and hour replace earlier ones. The readings and a note of which hours each
// meter got (reading_arrivals) are stored together; then the alarms of those meters are evaluated,
// periods judged before included (docs/decisions/0121).
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { evaluateAlarms } from '../jobs/alarm-evaluator.ts';
import type { Mailer } from '../mail/mailer.ts';
import { parseDateTime } from '../time.ts';
import { parseCsv, parseNumber } from './csv.ts';

export interface ImportResult {
  imported: number;
  skipped: Array<{ line: number; reason: string }>;
  /** Notifications the evaluation after the import created. */
  notifications: number;
}

export interface ImportOptions {
  now?: Date;
  /** Alarm e-mails go out when given. */
  mailer?: Mailer;
  portalUrl?: string;
}

export async function importReadings(db: Db, text: string, options: ImportOptions = {}): Promise<ImportResult> {
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
  const spans = new Map<number, { meter_id: number; first_ts: Date; last_ts: Date }>();
  for (const v of unique) {
    const span = spans.get(v.meter_id);
    if (!span) spans.set(v.meter_id, { meter_id: v.meter_id, first_ts: v.ts, last_ts: v.ts });
    else if (v.ts < span.first_ts) span.first_ts = v.ts;
    else if (v.ts > span.last_ts) span.last_ts = v.ts;
  }
  await db.transaction().execute(async (trx) => {
    for (let i = 0; i < unique.length; i += 1000) {
      await trx
        .insertInto('readings')
        .values(unique.slice(i, i + 1000))
        .onConflict((oc) => oc.columns(['meter_id', 'ts']).doUpdateSet({ value: sql`excluded.value` }))
        .execute();
    }
    if (spans.size > 0)
      await trx
        .insertInto('reading_arrivals')
        .values([...spans.values()])
        .execute();
  });
  const notifications = spans.size > 0 ? await evaluateAlarms(db, { ...options, onlyPending: true }) : 0;
  return { imported: values.length, skipped, notifications };
}
