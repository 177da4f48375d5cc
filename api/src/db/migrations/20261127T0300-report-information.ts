import { type Kysely, sql } from 'kysely';

// What the monthly report's EU information (docs/decisions/0150) needs per property beyond its
// readings, prices and CO2 factors: heat_supplies, who supplies the property's heat and the supply's
// declared fuel mix (a share per fuel, percent, for the declaration's year), with where it is
// published. The supply's CO2 per kWh is the property's co2_factors row for heat-energy (one figure
// for the report and the CO2 views). How the costs are split is the property's settlement_utilities
// (20261127T0400-settlement-forecast), which the settlement forecast reads too.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table heat_supplies (
      property_id integer primary key references properties(id) on delete cascade,
      supplier text not null,
      year integer not null,
      fuel_mix jsonb not null,
      source_url text
    );
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists heat_supplies;`.execute(db);
}
