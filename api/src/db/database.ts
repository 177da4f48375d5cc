import type { PGlite } from '@electric-sql/pglite';
import { type ColumnType, Kysely, PostgresDialect, type Generated } from 'kysely';
import { Migrator, type Migration, type MigrationProvider } from 'kysely/migration';
import pg from 'pg';
import type { Utility } from '../statements/settlement.ts';
import { InThreadEngine, PGliteDialect, sharePGlite, WorkerEngine } from './pglite-dialect.ts';
import { DATE, INT8, openPGlite } from './pglite-open.ts';
import { isQueryCanceled, queryTimeout } from './timeout.ts';
import * as initial from './migrations/20261122T0400-initial.ts';
import * as alarmEvaluation from './migrations/20261122T0500-alarm-evaluation.ts';
import * as userOnboarded from './migrations/20261122T0600-user-onboarded.ts';
import * as accountLimits from './migrations/20261125T0100-account-limits.ts';
import * as notificationCorrections from './migrations/20261125T0300-notification-corrections.ts';
import * as tenancyAdministrators from './migrations/20261126T0100-tenancy-administrators.ts';
import * as emailChange from './migrations/20261126T0100-email-change.ts';
import * as idempotencyKeys from './migrations/20261127T0100-idempotency-keys.ts';
import * as dayRollups from './migrations/20261127T0200-day-rollups.ts';
import * as reportInformation from './migrations/20261127T0300-report-information.ts';
import * as settlementForecast from './migrations/20261127T0400-settlement-forecast.ts';
import * as dayRollupCoveringKeys from './migrations/20261128T0100-day-rollup-covering-keys.ts';

export interface SigningKeysTable {
  service: string;
  secret: string;
  created_at: Generated<Date>;
}
export interface UsersTable {
  id: Generated<number>;
  email: string;
  name: Generated<string>;
  password_hash: string | null;
  language: Generated<string>;
  user_type: Generated<string>;
  is_superuser: Generated<boolean>;
  is_admin: Generated<boolean>;
  is_active: Generated<boolean>;
  email_notifications: Generated<boolean>;
  /** Has seen the onboarding slides (SPEC §4, once per user); users created before the column have. */
  has_onboarded: Generated<boolean>;
  created_at: Generated<Date>;
}
export interface PropertiesTable {
  id: Generated<number>;
  number: string;
  name: string;
  address: string;
  city: string;
  zipcode: string;
  country: string;
  brand: string;
  price_area: string;
  currency: string;
  climate_base: Generated<number>;
  climate_amplitude: Generated<number>;
  phone: Generated<string>;
  email: Generated<string>;
  settings: Generated<string[]>;
}
export interface Co2FactorsTable {
  property_id: number;
  quantity: string;
  gram_per_unit: number;
}
export interface QuantityPricesTable {
  id: Generated<number>;
  property_id: number;
  quantity: string;
  price: number;
  currency: string;
  valid_from: string;
  valid_to: string | null;
}
export interface UnitsTable {
  id: Generated<number>;
  property_id: number;
  unique_id: string;
  unit_number: string;
  name: string;
  address: string;
  size_m2: number;
  floor: Generated<number>;
}
export interface TenanciesTable {
  id: Generated<number>;
  unit_id: number;
  tenancy_number: string;
  tenant_name: string;
  start_date: string;
  end_date: string | null;
  billing_start: string;
  billing_end: string;
}
export interface TenancyUsersTable {
  tenancy_id: number;
  user_id: number;
  is_admin: Generated<boolean>;
  created_at: Generated<Date>;
}
export interface ActivationCodesTable {
  id: Generated<number>;
  code_hash: string;
  tenancy_id: number;
  email: string | null;
  invited_by: number | null;
  make_admin: Generated<boolean>;
  created_at: Generated<Date>;
  expires_at: Date;
  used_at: Date | null;
  used_by: number | null;
  revoked_at: Date | null;
}
export interface MetersTable {
  id: Generated<number>;
  property_id: number;
  unit_id: number | null;
  number: string;
  quantity: string;
  legacy_kind: string;
  room_name: string | null;
  profile: string;
  scale: Generated<number>;
  initial_reading: Generated<number>;
  from_date: string;
  to_date: string | null;
}
export interface ReadingsTable {
  meter_id: number;
  ts: Date;
  value: number;
}
/**
 * The readings of a meter on a Copenhagen calendar day (23, 24 or 25 hours), kept by triggers on
 * readings (docs/decisions/0035): the exact sum (numeric, as text), the hours present, the newest.
 */
export interface MeterDaysTable {
  meter_id: number;
  day: string;
  total: string;
  readings: number;
  last_ts: Date;
}
/** The same per property, quantity and day over the meters of the property's units. */
export interface PropertyDaysTable {
  property_id: number;
  quantity: string;
  day: string;
  total: string;
  readings: number;
}
export interface SpotPricesTable {
  area: string;
  ts: Date;
  price: number;
  currency: string;
}
export interface RefreshTokensTable {
  jti: string;
  family_id: string;
  service: string;
  user_id: number;
  impersonated: Generated<boolean>;
  created_at: Generated<Date>;
  expires_at: Date;
  family_expires_at: Date;
  used_at: Date | null;
  revoked_at: Date | null;
}
export interface OneTimeTokensTable {
  token_hash: string;
  purpose: string;
  user_id: number;
  created_at: Generated<Date>;
  expires_at: Date;
  used_at: Date | null;
  /** The address an `email-change` token confirms; null for the other purposes. */
  email: Generated<string | null>;
}
export interface AlarmsTable {
  id: Generated<number>;
  tenancy_id: number;
  user_id: number;
  name: string;
  kind: string;
  type: string;
  quantity: string;
  period: string;
  threshold: number;
  enabled: Generated<boolean>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
  /** The alarm judges the period holding this instant and later ones (creation, last rule change). */
  evaluate_from: Generated<Date>;
  /** Last day of the latest period judged for good (null: none yet). */
  evaluated_through: string | null;
}
export interface NotificationsTable {
  id: Generated<number>;
  tenancy_id: number;
  alarm_id: number | null;
  /** The type of the alarm that raised it (null for a consumption report). */
  alarm_type: string | null;
  kind: string;
  quantity: string | null;
  period: string;
  period_start: string;
  period_end: string;
  direction: string;
  threshold: number | null;
  /** The figure that fired it, kept after a correction. */
  trigger_value: number | null;
  /** The period's figure after late readings changed it (null: unchanged), and when. */
  corrected_value: Generated<number | null>;
  corrected_at: Generated<Date | null>;
  created_at: Generated<Date>;
  read_at: Date | null;
  resolved_at: Date | null;
}
/** Readings that arrived by import, per meter, until the alarm evaluator has looked at them. */
export interface ReadingArrivalsTable {
  id: Generated<number>;
  meter_id: number;
  first_ts: Date;
  last_ts: Date;
  created_at: Generated<Date>;
}
export interface AllocationStatementsTable {
  id: Generated<number>;
  tenancy_id: number;
  file_name: string;
  period_start: string;
  period_end: string;
  expense_types: string[];
  lines: unknown;
  created_at: Generated<Date>;
}
export interface ReportCodesTable {
  code: string;
  unit_id: number;
  period_start: string;
  period_end: string;
  created_at: Generated<Date>;
  expires_at: Date;
}

/** A fuel's share of a heat supply, in percent (HeatFuel of the data service's schema). */
export interface FuelShare {
  fuel: string;
  percent: number;
}
/** Who supplies a property's heat and the supply's declared fuel mix (docs/decisions/0150). */
export interface HeatSuppliesTable {
  property_id: number;
  supplier: string;
  year: number;
  /** Written as JSON text. */
  fuel_mix: ColumnType<FuelShare[], string, string>;
  source_url: string | null;
}

export interface RateLimitsTable {
  key: string;
  count: number;
  reset_at: Date;
}

/** A user's idempotency key and what its first request did (docs/decisions/0034). */
export interface IdempotencyKeysTable {
  user_id: number;
  key: string;
  /** The mutation it was used with (`createAlarm`, …). */
  operation: string;
  /** SHA-256 of the request's arguments as the service compares them. */
  request_hash: string;
  /** What answers a repeat (JSON, e.g. the created row's id); written in the claim's transaction. */
  result: unknown;
  created_at: Generated<Date>;
}

/**
 * How a property settles a utility with its tenants (docs/decisions/0151): the forecast's, the monthly
 * report's cost split's (0150) and the demo statements' one source.
 */
export interface SettlementUtilitiesTable {
  property_id: number;
  /** `heating`, `hot-water`, `cooling`, `cold-water` (UTILITIES): the allocation statements' expense types. */
  utility: Utility;
  /** The quantity whose meters (or allocators) share the consumption part. */
  quantity: string;
  /** The share of the property's cost split by floor area, in percent (numeric, as text). */
  fixed_percent: ColumnType<string, number | string, number | string>;
}
/** A tenancy's payment on account towards a utility, due on a day (docs/decisions/0151). */
export interface AdvancePaymentsTable {
  tenancy_id: number;
  utility: Utility;
  due_date: string;
  /** numeric(12, 2), as text. */
  amount: ColumnType<string, number | string, number | string>;
  currency: string;
}

export interface DB {
  signing_keys: SigningKeysTable;
  users: UsersTable;
  properties: PropertiesTable;
  co2_factors: Co2FactorsTable;
  quantity_prices: QuantityPricesTable;
  units: UnitsTable;
  tenancies: TenanciesTable;
  tenancy_users: TenancyUsersTable;
  activation_codes: ActivationCodesTable;
  meters: MetersTable;
  readings: ReadingsTable;
  meter_days: MeterDaysTable;
  property_days: PropertyDaysTable;
  reading_arrivals: ReadingArrivalsTable;
  spot_prices: SpotPricesTable;
  refresh_tokens: RefreshTokensTable;
  one_time_tokens: OneTimeTokensTable;
  alarms: AlarmsTable;
  notifications: NotificationsTable;
  allocation_statements: AllocationStatementsTable;
  report_codes: ReportCodesTable;
  heat_supplies: HeatSuppliesTable;
  rate_limits: RateLimitsTable;
  idempotency_keys: IdempotencyKeysTable;
  settlement_utilities: SettlementUtilitiesTable;
  advance_payments: AdvancePaymentsTable;
}

export type Db = Kysely<DB>;

export interface Database {
  /** Each statement limited to the statement timeout it was opened with (requests). */
  db: Db;
  /** The same database with no statement time limit: migrations, seeding, jobs, advisory locks. */
  unlimited: Db;
  /**
   * Where requests the limits count as heavy run (docs/decisions/0023), with `db`'s time limit, in a
   * lane of their own: on PostgreSQL a pool of `heavyPoolSize` connections, so that they never use
   * more server processes (cores) than that nor the connections other requests need; on PGlite their
   * statements wait while any other request's do.
   */
  heavy: Db;
  engine: 'pglite' | 'postgres';
  /** The embedded instance (PGlite in memory only; on disk it lives in a worker thread). */
  pglite?: PGlite;
  close(): Promise<void>;
}

const migrations: Record<string, Migration> = {
  '20261122T0400-initial': initial,
  '20261122T0500-alarm-evaluation': alarmEvaluation,
  '20261122T0600-user-onboarded': userOnboarded,
  '20261125T0100-account-limits': accountLimits,
  '20261125T0300-notification-corrections': notificationCorrections,
  '20261126T0100-tenancy-administrators': tenancyAdministrators,
  '20261126T0100-email-change': emailChange,
  '20261127T0100-idempotency-keys': idempotencyKeys,
  '20261127T0200-day-rollups': dayRollups,
  '20261127T0300-report-information': reportInformation,
  '20261127T0400-settlement-forecast': settlementForecast,
  '20261128T0100-day-rollup-covering-keys': dayRollupCoveringKeys,
};

class StaticMigrationProvider implements MigrationProvider {
  async getMigrations(): Promise<Record<string, Migration>> {
    return migrations;
  }
}

// int8 as number (counts and sums stay well inside 2^53), dates as 'YYYY-MM-DD' strings on both engines.
pg.types.setTypeParser(INT8, (v) => Number(v));
pg.types.setTypeParser(DATE, (v) => v);

export interface OpenOptions {
  /** postgres://… — a PostgreSQL server. */
  url?: string;
  /** Directory for PGlite on disk; omitted = in memory. */
  dataDir?: string;
  /** A PGlite data-directory tarball to start from (a fresh dataDir only). */
  loadDataDir?: Blob;
  poolSize?: number;
  /** PostgreSQL: connections of the heavy requests' lane (default 1). */
  heavyPoolSize?: number;
  /**
   * Each statement's time limit on `db` (0 or omitted: none); past it the statement is cancelled with
   * a QUERY_TIMEOUT error. PostgreSQL: the connections' statement_timeout. PGlite on disk: enforced
   * by its worker thread. PGlite in memory runs in this thread and has no limit.
   */
  statementTimeoutMs?: number;
  /** PGlite on disk: flush every commit to the disk (default true; see pglite-open.ts). */
  durable?: boolean;
}

/**
 * Statement texts that run as named prepared statements on PostgreSQL: parsed once per connection,
 * and planned as PostgreSQL's plan cache decides (a generic plan once it is no worse than the custom
 * ones) instead of on every call. Only texts registered here (a bounded few, compiled once by their
 * callers); PGlite runs everything unnamed.
 */
const preparedNames = new Map<string, string>();
const MAX_PREPARED = 200;

export function prepareOnServer(text: string): void {
  if (!preparedNames.has(text) && preparedNames.size < MAX_PREPARED) {
    preparedNames.set(text, `portal_${preparedNames.size + 1}`);
  }
}

class PreparingClient extends pg.Client {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  override query(config: any, values?: any, callback?: any): any {
    const name = typeof config === 'string' ? preparedNames.get(config) : undefined;
    const result =
      name && Array.isArray(values)
        ? super.query({ name, text: config, values }, callback)
        : super.query(config, values, callback);
    // A statement cancelled at statement_timeout reaches the client as a clear error.
    return result instanceof Promise
      ? result.catch((error: unknown) => Promise.reject(isQueryCanceled(error) ? queryTimeout() : error))
      : result;
  }
}

export async function openDatabase(options: OpenOptions): Promise<Database> {
  if (options.url) {
    const pool = (statementTimeoutMs: number, max: number, requests = true) => {
      const p = new pg.Pool({
        connectionString: options.url,
        max,
        Client: PreparingClient,
        ...(statementTimeoutMs > 0 ? { statement_timeout: statementTimeoutMs } : {}),
        // No JIT compilation: the statements here read a few thousand rows at most, and the
        // planner's estimates for the fused ones (docs/decisions/0035) pass JIT's cost thresholds,
        // where compiling took 0.3-1.4 s for a statement that runs in milliseconds. The requests'
        // prepared statements run their generic plan, planned once per connection: left to choose,
        // PostgreSQL planned the fused KPI statement at every call (half of its time).
        options: requests ? '-c jit=off -c plan_cache_mode=force_generic_plan' : '-c jit=off',
      });
      p.on('error', (error) => console.error('database pool error', error.message));
      return new Kysely<DB>({ dialect: new PostgresDialect({ pool: p }) });
    };
    const db = pool(options.statementTimeoutMs ?? 0, options.poolSize ?? 10);
    // Connects only when used; a few connections: the start-up lock and the work it guards, the jobs.
    const unlimited = pool(0, 3, false);
    const heavy = pool(options.statementTimeoutMs ?? 0, Math.max(1, options.heavyPoolSize ?? 1));
    return {
      db,
      unlimited,
      heavy,
      engine: 'postgres',
      close: async () => {
        await Promise.all([db.destroy(), unlimited.destroy(), heavy.destroy()]);
      },
    };
  }
  const pglite = options.dataDir
    ? undefined
    : await openPGlite(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {});
  const engine = pglite
    ? new InThreadEngine(pglite)
    : await WorkerEngine.open({
        dataDir: options.dataDir!,
        ...(options.loadDataDir ? { loadDataDir: await options.loadDataDir.arrayBuffer() } : {}),
        durable: options.durable !== false,
      });
  const shared = sharePGlite(engine);
  const db = new Kysely<DB>({ dialect: new PGliteDialect(shared, options.statementTimeoutMs ?? 0) });
  const unlimited = new Kysely<DB>({ dialect: new PGliteDialect(shared) });
  const heavy = new Kysely<DB>({ dialect: new PGliteDialect(shared, options.statementTimeoutMs ?? 0, { low: true }) });
  // All share the one engine: destroying any closes it.
  return { db, unlimited, heavy, engine: 'pglite', ...(pglite ? { pglite } : {}), close: () => db.destroy() };
}

export async function migrateToLatest(db: Db): Promise<void> {
  const migrator = new Migrator({ db, provider: new StaticMigrationProvider() });
  const { error, results } = await migrator.migrateToLatest();
  for (const r of results ?? []) if (r.status === 'Error') console.error(`migration ${r.migrationName} failed`);
  if (error) throw error instanceof Error ? error : new Error(String(error));
}

/** Migrates up or down to the named migration (tests of a migration on the data before it). */
export async function migrateTo(db: Db, name: string): Promise<void> {
  const migrator = new Migrator({ db, provider: new StaticMigrationProvider() });
  const { error } = await migrator.migrateTo(name);
  if (error) throw error instanceof Error ? error : new Error(String(error));
}

export async function migrateDownAll(db: Db): Promise<void> {
  const migrator = new Migrator({ db, provider: new StaticMigrationProvider() });
  for (;;) {
    const { error, results } = await migrator.migrateDown();
    if (error) throw error instanceof Error ? error : new Error(String(error));
    if (!results || results.length === 0) return;
  }
}
