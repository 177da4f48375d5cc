// Ownership checks: every id a caller sends is looked up through the caller's own tenancies (their
// statements: tenancies/tenancies.repository.ts).
import type { UserRow } from '../auth/accounts.ts';
import type { RequestContext } from '../context.ts';
import type { Db } from '../db/database.ts';
import type { FusedColumn } from '../consumption/consumption.repository.ts';
import { TEXTS, forbidden, loginRequired, userError } from '../errors.ts';
import { addDays, dateAt, startOfDayInstant } from '@portal/domain';
import type { MeterModelRow, ObjectModel, TenancyModel } from './models.ts';
import {
  meterById,
  tenanciesOf,
  tenancyOfUnit,
  tenancyOfUnitWithMeters,
  userIsActive,
} from '../tenancies/tenancies.repository.ts';

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
  if (!point) throw (await userIsActive(ctx.db, userId)) ? forbidden() : loginRequired();
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
  const meter = await meterById(db, id);
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
