import { type Kysely, sql } from 'kysely';

// A change of e-mail waits for a link sent to the new address (docs/decisions/0026): a single-use
// token like a password reset's, which also names the address it confirms. A user's pending change is
// their newest unused, unexpired `email-change` token, found through the partial index.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table one_time_tokens add column email text;
    create index one_time_tokens_open on one_time_tokens (user_id, purpose) where used_at is null;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index one_time_tokens_open; alter table one_time_tokens drop column email;`.execute(db);
}
