import { type Kysely, sql } from 'kysely';

// users.has_onboarded: whether the user has been through the onboarding slides (SPEC §4: once per
// user). Users that exist when this runs have used the app already, so they count as onboarded (the
// column is added with default true, which fills them in); users created afterwards start without it.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table users add column has_onboarded boolean not null default true;
    alter table users alter column has_onboarded set default false;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table users drop column has_onboarded`.execute(db);
}
