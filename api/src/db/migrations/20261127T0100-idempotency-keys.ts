import { type Kysely, sql } from 'kysely';

// Idempotency keys of the mutations that create something (docs/decisions/0034): one row per user and
// key, written in the same transaction as what the mutation creates, so that the primary key makes a
// second request with the key wait for the first and then answer from its row. Rows are kept 24 hours
// (`created_at`), then deleted by the jobs.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table idempotency_keys (
      user_id integer not null references users(id) on delete cascade,
      key text not null,
      operation text not null,
      request_hash text not null,
      result jsonb,
      created_at timestamptz not null default now(),
      primary key (user_id, key)
    );
    create index idempotency_keys_created on idempotency_keys (created_at);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table idempotency_keys;`.execute(db);
}
