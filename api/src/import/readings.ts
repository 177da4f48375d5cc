// Readings from CSV: `meter;timestamp;value` (header optional). The timestamp is the hour's start,
// an ISO instant or Copenhagen local time; value is the hour's consumption (or mean for climate).
// A file is imported whole or not at all (docs/decisions/0031): every row is checked first (a known
// meter, the start of an hour that is not in the future, a number inside the quantity's range), and
// one refused row refuses the file, with every refusal named. Rows for the same meter and hour replace
// earlier ones. The readings and a note of which hours each meter got (reading_arrivals) are stored
// together (the day rollups follow by trigger, docs/decisions/0035); then the alarms of those meters are evaluated, periods judged before included
// (docs/decisions/0121).
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { evaluateAlarms } from '../jobs/alarm-evaluator.ts';
import type { Mailer } from '../mail/mailer.ts';
import { parseDateTime } from '../time.ts';
import { parseCsvLines, parseNumber } from './csv.ts';
import { type Refusal, readingProblem, refusal } from './reading-checks.ts';

export type { Refusal } from './reading-checks.ts';

export interface ImportResult {
  /** Readings stored: 0 when the file was refused. */
  imported: number;
  /** Every row that refuses the file; the file was imported only when this is empty. */
  refused: Refusal[];
  /** Notifications the evaluation after the import created. */
  notifications: number;
}

export interface ImportOptions {
  /** The clock for "in the future" and for the evaluation. */
  now?: Date;
  /** Alarm e-mails go out when given. */
  mailer?: Mailer;
  portalUrl?: string;
}

interface Reading {
  meter_id: number;
  ts: Date;
  value: number;
}

type Meters = Map<string, { id: number; quantity: string }>;

/** A row's reading, or why it is refused. */
function readRow(line: number, fields: string[], meters: Meters, now: Date): Reading | Refusal {
  const [meter = '', time = '', raw = ''] = fields;
  const row = { line, meter, time, value: raw };
  const known = meters.get(meter);
  if (!known) return refusal(row, 'unknown-meter', 'unknown meter');
  const ts = time ? parseDateTime(time) : null;
  if (!ts) return refusal(row, 'not-an-hour', 'not a time');
  if (ts.getTime() % 3600_000 !== 0) return refusal(row, 'not-an-hour', 'not the start of an hour');
  let value: number;
  try {
    value = parseNumber(raw);
  } catch {
    return refusal(row, 'not-a-number', 'not a number');
  }
  const problem = readingProblem(known.quantity, ts, value, now);
  if (problem) return refusal(row, problem.reason, problem.why);
  return { meter_id: known.id, ts, value };
}

export async function importReadings(db: Db, text: string, options: ImportOptions = {}): Promise<ImportResult> {
  const now = options.now ?? new Date();
  const rows = parseCsvLines(text);
  if (rows[0] && /meter/i.test(rows[0].fields[0] ?? '')) rows.shift();
  const meters: Meters = new Map(
    (await db.selectFrom('meters').select(['id', 'number', 'quantity']).execute()).map((m) => [m.number, m]),
  );
  const refused: Refusal[] = [];
  const values: Reading[] = [];
  for (const { line, fields } of rows) {
    const read = readRow(line, fields, meters, now);
    if ('reason' in read) refused.push(read);
    else values.push(read);
  }
  if (refused.length > 0) return { imported: 0, refused, notifications: 0 };
  const unique = [...new Map(values.map((v) => [`${v.meter_id}|${v.ts.getTime()}`, v])).values()];
  const spans = new Map<number, { meter_id: number; first_ts: Date; last_ts: Date }>();
  for (const v of unique) {
    const span = spans.get(v.meter_id);
    if (!span) spans.set(v.meter_id, { meter_id: v.meter_id, first_ts: v.ts, last_ts: v.ts });
    else if (v.ts < span.first_ts) span.first_ts = v.ts;
    else if (v.ts > span.last_ts) span.last_ts = v.ts;
  }
  await db.transaction().execute(async (trx) => {
    // One statement, however long the file: the day rollups' triggers then take their rows in key
    // order once, as the hourly append does, so that the two never wait for each other in turn.
    if (unique.length > 0)
      await sql`
        insert into readings (meter_id, ts, value)
        select * from unnest(${unique.map((v) => v.meter_id)}::int[], ${unique.map((v) => v.ts.toISOString())}::timestamptz[],
          ${unique.map((v) => v.value)}::float8[])
        on conflict (meter_id, ts) do update set value = excluded.value`.execute(trx);
    if (spans.size > 0)
      await trx
        .insertInto('reading_arrivals')
        .values([...spans.values()])
        .execute();
  });
  const notifications = spans.size > 0 ? await evaluateAlarms(db, { ...options, now, onlyPending: true }) : 0;
  return { imported: values.length, refused, notifications };
}
