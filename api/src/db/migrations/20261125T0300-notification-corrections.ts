import { type Kysely, sql } from 'kysely';

// A notification keeps the figure that fired it (trigger_value); when late readings change its
// period's figure, the evaluator records the corrected figure and when (docs/decisions/0121, 0031).
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table notifications add column corrected_value double precision, add column corrected_at timestamptz;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table notifications drop column corrected_value, drop column corrected_at`.execute(db);
}
