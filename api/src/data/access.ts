// Ownership checks: every id a caller sends is looked up through the caller's own tenancies.
import { sql } from 'kysely';
import type { UserRow } from '../auth/accounts.ts';
import type { RequestContext } from '../context.ts';
import type { Db } from '../db/database.ts';
import { forbidden } from '../errors.ts';
import { instantOfDate } from '../time.ts';
import type { ObjectModel, TenancyModel } from './models.ts';

export function parseId(value: string | number): number {
  const s = String(value);
  if (!/^\d{1,9}$/.test(s)) throw forbidden();
  return Number(s);
}

export async function tenanciesOf(db: Db, userId: number, tenancyId?: number): Promise<TenancyModel[]> {
  let q = db
    .selectFrom('tenancy_users as tu')
    .innerJoin('tenancies as t', 't.id', 'tu.tenancy_id')
    .innerJoin('units as u', 'u.id', 't.unit_id')
    .innerJoin('properties as p', 'p.id', 'u.property_id')
    .selectAll('t')
    .select('tu.is_admin')
    .select([sql<unknown>`to_jsonb(u)`.as('unit_json'), sql<unknown>`to_jsonb(p)`.as('property_json')])
    .where('tu.user_id', '=', userId)
    .orderBy('t.id');
  if (tenancyId !== undefined) q = q.where('t.id', '=', tenancyId);
  const rows = await q.execute();
  return rows.map((r) => ({
    id: r.id,
    tenancy_number: r.tenancy_number,
    tenant_name: r.tenant_name,
    start_date: r.start_date,
    end_date: r.end_date,
    billing_start: r.billing_start,
    billing_end: r.billing_end,
    unit_id: r.unit_id,
    is_admin: r.is_admin,
    unit: r.unit_json as TenancyModel['unit'],
    property: r.property_json as TenancyModel['property'],
  }));
}

export async function requireTenancy(ctx: RequestContext, user: UserRow, tenancyId: string | number) {
  const id = parseId(tenancyId);
  const [tenancy] = await tenanciesOf(ctx.db, user.id, id);
  if (!tenancy) throw forbidden();
  return tenancy;
}

export async function requireTenancyAdmin(ctx: RequestContext, user: UserRow, tenancyId: string | number) {
  const tenancy = await requireTenancy(ctx, user, tenancyId);
  if (!tenancy.is_admin) throw forbidden();
  return tenancy;
}

export interface OwnedObject {
  object: ObjectModel;
  tenancy: TenancyModel;
  /** The caller's data starts at the start of the tenancy. */
  notBefore: Date;
}

/** A unit or measurement point of one of the caller's tenancies. */
export async function requireObject(
  ctx: RequestContext,
  user: UserRow,
  objectId: string | number,
): Promise<OwnedObject> {
  const id = parseId(objectId);
  const tenancies = await tenanciesOf(ctx.db, user.id);
  const byUnit = tenancies.find((t) => t.unit_id === id);
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
      notBefore: instantOfDate(byUnit.start_date),
    };
  }
  const meter = await ctx.db.selectFrom('meters').selectAll().where('id', '=', id).executeTakeFirst();
  const tenancy = meter ? tenancies.find((t) => t.unit_id === meter.unit_id) : undefined;
  if (!meter || !tenancy) throw forbidden();
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
    notBefore: instantOfDate(tenancy.start_date),
  };
}
