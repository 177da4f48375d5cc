import type { GraphQLError } from 'graphql';
import type { Selectable } from 'kysely';
import type { IssuedPair } from '../auth/tokens.ts';
import type {
  AlarmsTable,
  AllocationStatementsTable,
  MetersTable,
  NotificationsTable,
  PropertiesTable,
  UnitsTable,
  UsersTable,
} from '../db/database.ts';

export type UserModel = Selectable<UsersTable>;
export type PropertyRow = Selectable<PropertiesTable>;
export type UnitRow = Selectable<UnitsTable>;
export type MeterModelRow = Selectable<MetersTable>;

export interface TenancyModel {
  id: number;
  tenancy_number: string;
  tenant_name: string;
  start_date: string;
  end_date: string | null;
  billing_start: string;
  billing_end: string;
  unit_id: number;
  is_admin: boolean;
  unit: UnitRow;
  property: PropertyRow;
}

export interface ObjectModel {
  level: 'PROPERTY' | 'UNIT' | 'MPOINT';
  id: number;
  property: PropertyRow;
  unit: UnitRow | null;
  meter: MeterModelRow | null;
  tenantName: string | null;
}

export type AlarmModel = Selectable<AlarmsTable>;
export type NotificationModel = Selectable<NotificationsTable>;
export type StatementModel = Selectable<AllocationStatementsTable>;

/** A refresh's outcome: the new pair, or (for a selection of `ok` alone) the refusal it answers with `ok: null`. */
export type RefreshModel = { pair: IssuedPair } | { pair: null; refused: GraphQLError };
