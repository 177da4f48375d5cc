import { type Kysely, sql } from 'kysely';

// What the settlement forecast needs beyond the readings (docs/decisions/0151):
// - settlement_utilities: how a property settles each utility with its tenants, as its yearly
//   allocation statements do: the quantity whose meters share the consumption part, and the share of
//   the property's cost that is split by floor area instead (the fixed part, in percent). The monthly
//   report's cost split (docs/decisions/0150) and the demo's statements read it too.
// - advance_payments: what a tenancy pays on account (a conto) towards each utility, one row per
//   utility and due date, in the property's currency. The settlement sets the period's costs against
//   the payments due in it.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table settlement_utilities (
      property_id integer not null references properties(id) on delete cascade,
      utility text not null check (utility in ('heating', 'hot-water', 'cooling', 'cold-water')),
      quantity text not null,
      fixed_percent numeric(5, 2) not null check (fixed_percent >= 0 and fixed_percent < 100),
      primary key (property_id, utility)
    );

    create table advance_payments (
      tenancy_id integer not null references tenancies(id) on delete cascade,
      utility text not null check (utility in ('heating', 'hot-water', 'cooling', 'cold-water')),
      due_date date not null,
      amount numeric(12, 2) not null check (amount >= 0),
      currency text not null,
      primary key (tenancy_id, utility, due_date)
    );
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table advance_payments; drop table settlement_utilities;`.execute(db);
}
