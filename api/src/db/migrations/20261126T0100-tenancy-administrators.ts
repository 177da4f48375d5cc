import { type Kysely, sql } from 'kysely';

// Every tenancy with users has an administrator (docs/decisions/0032). Tenancies that have users but
// no administrator when this runs (their last one left or deleted their account before the rule) get
// one: their longest-standing active user, as the services do from now on when an administrator's
// account is deleted (`ensureAdministrator` in api/src/tenancy-users/tenancy-users.repository.ts).
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    update tenancy_users set is_admin = true
    from (
      select distinct on (tu.tenancy_id) tu.tenancy_id, tu.user_id
      from tenancy_users tu
      join users u on u.id = tu.user_id
      where u.is_active
        and not exists (select 1 from tenancy_users a where a.tenancy_id = tu.tenancy_id and a.is_admin)
      order by tu.tenancy_id, tu.created_at, tu.user_id
    ) successor
    where tenancy_users.tenancy_id = successor.tenancy_id and tenancy_users.user_id = successor.user_id
  `.execute(db);
}

// Who had been an administrator before is not recorded: going down leaves the administrators as they are.
export async function down(): Promise<void> {}
