import { type Kysely, sql } from 'kysely';

// What the monthly report's EU information (docs/decisions/0150) needs per property beyond its
// readings, prices and CO2 factors:
// - heat_supplies: who supplies the property's heat and the supply's declared fuel mix (a share per
//   fuel, percent, for the declaration's year), with where it is published. The supply's CO2 per kWh
//   is the property's co2_factors row for heat-energy (one figure for the report and the CO2 views).
// - cost_splits: how the property's cost of a utility is split into a fixed part (shared by floor
//   area) and a consumption part, in percent, where no allocation statement of the tenancy says so.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table heat_supplies (
      property_id integer primary key references properties(id) on delete cascade,
      supplier text not null,
      year integer not null,
      fuel_mix jsonb not null,
      source_url text
    );

    create table cost_splits (
      property_id integer not null references properties(id) on delete cascade,
      utility text not null check (utility in ('heating', 'hot-water', 'cold-water', 'cooling')),
      fixed_percent numeric not null check (fixed_percent >= 0 and fixed_percent <= 100),
      primary key (property_id, utility)
    );
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists cost_splits, heat_supplies;`.execute(db);
}
