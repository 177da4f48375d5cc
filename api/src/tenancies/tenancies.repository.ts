// The statements that find a caller's tenancies, units and measurement points (SQL only: the
// ownership rules are in data/access.ts).
import { CompiledQuery, sql } from 'kysely';
import type { FusedColumn, FusedRefs } from '../consumption/consumption.repository.ts';
import { type Db, prepareOnServer } from '../db/database.ts';
import type { MeterModelRow, TenancyModel } from '../data/models.ts';

/** `meterInTenancy` (data/access.ts) as SQL, on a meter `m` and the tenancy row of `alias`. */
function meterInTenancySql(alias: 't' | 'o') {
  const start = sql.ref(`${alias}.start_date`);
  const end = sql.ref(`${alias}.end_date`);
  return sql<boolean>`(m.from_date <= coalesce(${end}, 'infinity'::date) and (m.to_date is null or m.to_date >= ${start}))`;
}

const UNIT_COLUMNS = ['id', 'property_id', 'unique_id', 'unit_number', 'name', 'address', 'size_m2', 'floor'] as const;
const PROPERTY_COLUMNS = [
  'id',
  'number',
  'name',
  'address',
  'city',
  'zipcode',
  'country',
  'brand',
  'price_area',
  'currency',
  'climate_base',
  'climate_amplitude',
  'phone',
  'email',
  'settings',
] as const;

function tenancyQuery(db: Db, userId: number) {
  return db
    .selectFrom('tenancy_users as tu')
    .innerJoin('users as usr', 'usr.id', 'tu.user_id')
    .innerJoin('tenancies as t', 't.id', 'tu.tenancy_id')
    .innerJoin('units as u', 'u.id', 't.unit_id')
    .innerJoin('properties as p', 'p.id', 'u.property_id')
    .selectAll('t')
    .select('tu.is_admin')
    .select(UNIT_COLUMNS.map((c) => `u.${c} as u_${c}` as const))
    .select(PROPERTY_COLUMNS.map((c) => `p.${c} as p_${c}` as const))
    .where('tu.user_id', '=', userId)
    .where('usr.is_active', '=', true)
    .orderBy('t.id');
}

type TenancyRow = Awaited<ReturnType<ReturnType<typeof tenancyQuery>['execute']>>[number];

function toModel(r: TenancyRow): TenancyModel {
  const row = r as unknown as Record<string, unknown>;
  const pick = (prefix: string, cols: readonly string[]) =>
    Object.fromEntries(cols.map((c) => [c, row[`${prefix}${c}`]])) as never;
  return {
    id: r.id,
    tenancy_number: r.tenancy_number,
    tenant_name: r.tenant_name,
    start_date: r.start_date,
    end_date: r.end_date,
    billing_start: r.billing_start,
    billing_end: r.billing_end,
    unit_id: r.unit_id,
    is_admin: r.is_admin,
    unit: pick('u_', UNIT_COLUMNS),
    property: pick('p_', PROPERTY_COLUMNS),
  };
}

export async function tenanciesOf(db: Db, userId: number, tenancyId?: number): Promise<TenancyModel[]> {
  let q = tenancyQuery(db, userId);
  if (tenancyId !== undefined) q = q.where('t.id', '=', tenancyId);
  return (await q.execute()).map(toModel);
}

/** The caller's tenancy of a unit; the latest, should they have lived there twice. */
function unitTenancyQuery(db: Db, userId: number, unitId: number) {
  return tenancyQuery(db, userId)
    .where('t.unit_id', '=', unitId)
    .clearOrderBy()
    .orderBy('t.start_date', 'desc')
    .orderBy('t.id', 'desc')
    .limit(1);
}

export async function tenancyOfUnit(db: Db, userId: number, unitId: number): Promise<TenancyModel | undefined> {
  const row = await unitTenancyQuery(db, userId, unitId).executeTakeFirst();
  return row ? toModel(row) : undefined;
}

/** A value's place in a statement compiled once (see `ownedUnitStatement`). */
class Slot {
  readonly column: number;
  readonly index: number;
  constructor(column: number, index: number) {
    this.column = column;
    this.index = index;
  }
}
const USER = new Slot(-1, 0);
const UNIT = new Slot(-1, 1);

/**
 * The statement of `tenancyOfUnitWithMeters` for a shape of extra columns, built and compiled once
 * (Kysely's builder costs a few tenths of a millisecond a request) with Slots where the values go.
 */
const ownedUnitStatements = new Map<string, { sql: string; parameters: readonly unknown[] }>();

function ownedUnitStatement(db: Db, extras: ReadonlyArray<FusedColumn>) {
  const key = extras.map((e) => e.shape).join('\n');
  let statement = ownedUnitStatements.get(key);
  if (!statement) {
    const owned = unitTenancyQuery(db, USER as unknown as number, UNIT as unknown as number).select(
      sql<MeterModelRow[]>`(select coalesce(json_agg(m order by m.id), '[]'::json) from meters m
        where m.unit_id = t.unit_id and ${meterInTenancySql('t')})`.as('meters_json'),
    );
    statement = db
      .selectFrom(owned.as('o'))
      .selectAll('o')
      .select(extras.map((e, i) => e.build((j) => new Slot(i, j)).as(`x${i}`)))
      .compile();
    if (ownedUnitStatements.size >= 500) ownedUnitStatements.clear();
    ownedUnitStatements.set(key, statement);
    prepareOnServer(statement.sql);
  }
  return statement;
}

type OwnedUnitRow = Awaited<ReturnType<ReturnType<typeof tenancyQuery>['execute']>>[number] & {
  meters_json: unknown;
} & Record<string, unknown>;

/**
 * The unit's tenancy of the caller with the unit's meters, in one round trip, and any further
 * columns computed on that row (`o`: see OWNED) in the same statement.
 */
export async function tenancyOfUnitWithMeters(
  db: Db,
  userId: number,
  unitId: number,
  extras: ReadonlyArray<FusedColumn> = [],
): Promise<{ tenancy: TenancyModel; meters: MeterModelRow[]; extras: unknown[] } | undefined> {
  const statement = ownedUnitStatement(db, extras);
  const parameters = statement.parameters.map((p) => {
    if (p === USER) return userId;
    if (p === UNIT) return unitId;
    return p instanceof Slot ? extras[p.column]!.values[p.index] : p;
  });
  const [row] = (await db.executeQuery<OwnedUnitRow>(CompiledQuery.raw(statement.sql, parameters))).rows;
  if (!row) return undefined;
  const json = (v: unknown) => (typeof v === 'string' ? JSON.parse(v) : v) as unknown;
  return {
    tenancy: toModel(row),
    meters: json(row.meters_json) as MeterModelRow[],
    extras: extras.map((_, i) => json(row[`x${i}`])),
  };
}

/** References to the owned row for the `extras` of `requireOwnedObjectWith`. */
export const OWNED: FusedRefs = {
  unitId: sql.ref('o.unit_id'),
  propertyId: sql.ref('o.p_id'),
  priceArea: sql.ref('o.p_price_area'),
  /** The tenancy's start (local midnight), as `notBefore`. */
  notBefore: sql`(o.start_date::timestamp at time zone 'Europe/Copenhagen')`,
  /** The local midnight after the tenancy's last day, or null, as `notAfter`. */
  notAfter: sql`((o.end_date + 1)::timestamp at time zone 'Europe/Copenhagen')`,
  firstDay: sql`o.start_date`,
  dayAfter: sql`(o.end_date + 1)`,
  meterInTenancy: meterInTenancySql('o'),
};

/** A meter by id. */
export function meterById(db: Db, id: number): Promise<MeterModelRow | undefined> {
  return db.selectFrom('meters').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Whether the user's account is active (undefined: there is no such user). */
export async function userIsActive(db: Db, userId: number): Promise<boolean | undefined> {
  const user = await db.selectFrom('users').select('is_active').where('id', '=', userId).executeTakeFirst();
  return user?.is_active;
}
