import { type Kysely, sql } from 'kysely';

// The day rollups' primary keys carry their figures (docs/decisions/0035): a year of one meter's days
// is then read from a few index pages (an index-only scan) instead of a heap page per day, since the
// hourly append writes each day's rows of all meters side by side.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table meter_days drop constraint meter_days_pkey,
      add primary key (meter_id, day) include (total, readings, last_ts);
    alter table property_days drop constraint property_days_pkey,
      add primary key (property_id, quantity, day) include (total, readings);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table meter_days drop constraint meter_days_pkey, add primary key (meter_id, day);
    alter table property_days drop constraint property_days_pkey, add primary key (property_id, quantity, day);
  `.execute(db);
}
