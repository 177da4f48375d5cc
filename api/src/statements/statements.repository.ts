// The allocation statements' statements (SQL only: see statements.service.ts).
import type { Db } from '../db/database.ts';
import type { StatementModel } from '../data/models.ts';
import { byUtilityOrder } from './settlement.ts';

/** The tenancy's statements, the latest period first. */
export function tenancyStatements(db: Db, tenancyId: number): Promise<StatementModel[]> {
  return db
    .selectFrom('allocation_statements')
    .selectAll()
    .where('tenancy_id', '=', tenancyId)
    .orderBy('period_end', 'desc')
    .execute();
}

export function latestTenancyStatement(db: Db, tenancyId: number): Promise<StatementModel | undefined> {
  return db
    .selectFrom('allocation_statements')
    .selectAll()
    .where('tenancy_id', '=', tenancyId)
    .orderBy('period_end', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** Whether any tenancy of the user has a statement. */
export async function userHasStatements(db: Db, userId: number): Promise<boolean> {
  const row = await db
    .selectFrom('allocation_statements as s')
    .innerJoin('tenancy_users as tu', 'tu.tenancy_id', 's.tenancy_id')
    .select('s.id')
    .where('tu.user_id', '=', userId)
    .limit(1)
    .executeTakeFirst();
  return !!row;
}

/** A statement with what its PDF shows of the tenancy, unit and property. */
export function statementWithAddress(db: Db, statementId: number) {
  return db
    .selectFrom('allocation_statements as s')
    .innerJoin('tenancies as t', 't.id', 's.tenancy_id')
    .innerJoin('units as u', 'u.id', 't.unit_id')
    .innerJoin('properties as p', 'p.id', 'u.property_id')
    .select([
      's.file_name',
      's.period_start',
      's.period_end',
      's.lines',
      't.tenant_name',
      'u.address',
      'p.zipcode',
      'p.city',
      'p.currency',
      'p.brand',
    ])
    .where('s.id', '=', statementId)
    .executeTakeFirst();
}

/**
 * How the property settles its utilities with its tenants (docs/decisions/0151): per utility the
 * quantity whose meters share the consumption part and the fixed part's percent (numeric, as text).
 * The forecast, the monthly report's cost split and the demo's statements read it. In the order of
 * UTILITIES.
 */
export async function settlementUtilities(db: Db, propertyId: number) {
  const rows = await db
    .selectFrom('settlement_utilities')
    .select(['utility', 'quantity', 'fixed_percent'])
    .where('property_id', '=', propertyId)
    .execute();
  return rows.sort(byUtilityOrder);
}
