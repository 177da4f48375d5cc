// Ownership checks: every id a caller sends is looked up through the caller's own tenancies.
import type { UserRow } from '../auth/accounts.ts';
import type { RequestContext } from '../context.ts';
import { type Db, prepareOnServer } from '../db/database.ts';
import { CompiledQuery, sql } from 'kysely';
import type { FusedColumn, FusedRefs } from '../consumption/consumption.repository.ts';
import { TEXTS, forbidden, loginRequired, userError } from '../errors.ts';
import { addDays, dateAt, startOfDayInstant } from '@portal/domain';
import type { MeterModelRow, ObjectModel, TenancyModel } from './models.ts';

type TenancyDates = Pick<TenancyModel, 'start_date' | 'end_date'>;

/**
 * The span of a tenancy's data: from the local midnight that starts its first day to the local
 * midnight after its last day (exclusive); open while the tenancy runs (docs/decisions/0029).
 */
export function tenancyPeriod(t: TenancyDates): { notBefore: Date; notAfter: Date | null } {
  return {
    notBefore: startOfDayInstant(t.start_date),
    notAfter: t.end_date ? startOfDayInstant(addDays(t.end_date, 1)) : null,
  };
}

/** Whether a meter was in place on a day of the tenancy: the tenancy's meters are those. */
export function meterInTenancy(m: { from_date: string; to_date: string | null }, t: TenancyDates): boolean {
  return (t.end_date === null || m.from_date <= t.end_date) && (m.to_date === null || m.to_date >= t.start_date);
}

/** The same as SQL, on a meter `m` and the tenancy row of `alias`. */
function meterInTenancySql(alias: 't' | 'o') {
  const start = sql.ref(`${alias}.start_date`);
  const end = sql.ref(`${alias}.end_date`);
  return sql<boolean>`(m.from_date <= coalesce(${end}, 'infinity'::date) and (m.to_date is null or m.to_date >= ${start}))`;
}

/** A tenancy whose last day has passed (in Copenhagen). */
export function hasEnded(t: TenancyDates, now = new Date()): boolean {
  return t.end_date !== null && t.end_date < dateAt(now);
}

export function tenancyEnded() {
  return userError(TEXTS.tenancyEnded, 'TENANCY_ENDED');
}

/** An ended tenancy stays readable to its tenants, and nothing of it can be changed any more. */
export function assertCurrent(t: TenancyDates): void {
  if (hasEnded(t)) throw tenancyEnded();
}

export function parseId(value: string | number): number {
  const s = String(value);
  if (!/^\d{1,9}$/.test(s)) throw forbidden();
  return Number(s);
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

async function tenancyOfUnit(db: Db, userId: number, unitId: number): Promise<TenancyModel | undefined> {
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
async function tenancyOfUnitWithMeters(
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
  /** The tenancy's start (local midnight), as `notBefore`. */
  notBefore: sql`(o.start_date::timestamp at time zone 'Europe/Copenhagen')`,
  /** The local midnight after the tenancy's last day, or null, as `notAfter`. */
  notAfter: sql`((o.end_date + 1)::timestamp at time zone 'Europe/Copenhagen')`,
  meterInTenancy: meterInTenancySql('o'),
};

export interface OwnedObjectWithMeters extends OwnedObject {
  /** The meters of the object: the unit's, or the one measurement point. */
  meters: MeterModelRow[];
}

/**
 * The consumption views' ownership check: the caller (active), the object (a unit or measurement
 * point of one of their tenancies) and its meters, in one query for a unit.
 */
export async function requireOwnedObject(
  ctx: RequestContext,
  objectId: string | number,
): Promise<OwnedObjectWithMeters> {
  return (await requireOwnedObjectWith(ctx, objectId, [])).owned;
}

/**
 * requireOwnedObject with further columns read in the same statement when the object is a unit
 * (see OWNED); `extras` is null for a measurement point (or when none were asked for).
 */
export async function requireOwnedObjectWith(
  ctx: RequestContext,
  objectId: string | number,
  extras: ReadonlyArray<FusedColumn>,
): Promise<{ owned: OwnedObjectWithMeters; extras: unknown[] | null }> {
  if (!ctx.auth) throw loginRequired();
  const userId = ctx.auth.userId;
  const id = parseId(objectId);
  const byUnit = await tenancyOfUnitWithMeters(ctx.db, userId, id, extras);
  if (byUnit) {
    const t = byUnit.tenancy;
    return {
      owned: {
        object: { level: 'UNIT', id, property: t.property, unit: t.unit, meter: null, tenantName: t.tenant_name },
        tenancy: t,
        ...tenancyPeriod(t),
        meters: byUnit.meters,
      },
      extras: extras.length ? byUnit.extras : null,
    };
  }
  const point = await measurementPoint(ctx.db, userId, id);
  if (!point) {
    const user = await ctx.db.selectFrom('users').select('is_active').where('id', '=', userId).executeTakeFirst();
    throw user?.is_active ? forbidden() : loginRequired();
  }
  return { owned: point, extras: null };
}

export async function requireTenancy(ctx: RequestContext, user: UserRow, tenancyId: string | number) {
  const id = parseId(tenancyId);
  const [tenancy] = await tenanciesOf(ctx.db, user.id, id);
  if (!tenancy) throw forbidden();
  return tenancy;
}

/** An admin of a tenancy that has not ended: the tenancy's users and invitations can be changed. */
export async function requireTenancyAdmin(ctx: RequestContext, user: UserRow, tenancyId: string | number) {
  const tenancy = await requireTenancy(ctx, user, tenancyId);
  if (!tenancy.is_admin) throw forbidden();
  assertCurrent(tenancy);
  return tenancy;
}

export interface OwnedObject {
  object: ObjectModel;
  tenancy: TenancyModel;
  /** The caller's data starts at the start of the tenancy, */
  notBefore: Date;
  /** and ends at the end of its last day (null while it runs). */
  notAfter: Date | null;
}

/** A unit or measurement point of one of the caller's tenancies. */
export async function requireObject(
  ctx: RequestContext,
  user: UserRow,
  objectId: string | number,
): Promise<OwnedObject> {
  const id = parseId(objectId);
  const byUnit = await tenancyOfUnit(ctx.db, user.id, id);
  if (byUnit) {
    return {
      object: {
        level: 'UNIT',
        id,
        property: byUnit.property,
        unit: byUnit.unit,
        meter: null,
        tenantName: byUnit.tenant_name,
      },
      tenancy: byUnit,
      ...tenancyPeriod(byUnit),
    };
  }
  const point = await measurementPoint(ctx.db, user.id, id);
  if (!point) throw forbidden();
  return point;
}

/**
 * A measurement point (a meter in place during one of the user's tenancies), with that one meter; or
 * null.
 */
async function measurementPoint(db: Db, userId: number, id: number): Promise<OwnedObjectWithMeters | null> {
  const meter = await db.selectFrom('meters').selectAll().where('id', '=', id).executeTakeFirst();
  const tenancy = meter?.unit_id ? await tenancyOfUnit(db, userId, meter.unit_id) : undefined;
  if (!meter || !tenancy || !meterInTenancy(meter, tenancy)) return null;
  return {
    object: {
      level: 'MPOINT',
      id,
      property: tenancy.property,
      unit: tenancy.unit,
      meter,
      tenantName: tenancy.tenant_name,
    },
    tenancy,
    ...tenancyPeriod(tenancy),
    meters: [meter],
  };
}
