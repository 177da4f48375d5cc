import { type Kysely, sql } from 'kysely';

// Fixed-window counters of attempts (logins, codes, resets, invitations), shared by every process of
// the services on one PostgreSQL database (docs/decisions/0028). Rows past their window are swept.
// Ended sessions: every authenticated request asks whether its refresh-token family was revoked, so
// the revoked rows get an index of their own (a family's live rows, one per rotation, are many).
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table rate_limits (
      key text primary key,
      count integer not null,
      reset_at timestamptz not null
    );
    create index rate_limits_reset on rate_limits (reset_at);
    create index refresh_tokens_revoked_family on refresh_tokens (family_id) where revoked_at is not null;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index refresh_tokens_revoked_family; drop table rate_limits;`.execute(db);
}
