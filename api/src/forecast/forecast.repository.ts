// What the settlement forecast reads (SQL only: see forecast.service.ts): the tenancy's advance
// payments, prices, and the unit's and the property's day rollups. How the property settles is
// statements/statements.repository.ts's, the degree days weather/degree-days.ts's.
import type { Db } from '../db/database.ts';
import type { LocalDate } from '@portal/domain';

/** Tenancies (all, or the one) with what the forecast needs of their unit and property. */
export async function forecastTenancies(db: Db, tenancyId?: number) {
  let q = db
    .selectFrom('tenancies as t')
    .innerJoin('units as u', 'u.id', 't.unit_id')
    .innerJoin('properties as p', 'p.id', 'u.property_id')
    .select([
      't.id',
      't.unit_id',
      't.start_date',
      't.end_date',
      't.billing_start',
      't.billing_end',
      'u.size_m2',
      'p.id as property_id',
      'p.currency',
    ])
    .orderBy('t.id');
  if (tenancyId !== undefined) q = q.where('t.id', '=', tenancyId);
  return (await q.execute()).map(({ size_m2, property_id, currency, ...t }) => ({
    ...t,
    property: { id: property_id, currency },
    unit: { size_m2 },
  }));
}

/** The tenancy's advance payments due in [from, to]. */
export function advancePayments(db: Db, tenancyId: number, from: LocalDate, to: LocalDate) {
  return db
    .selectFrom('advance_payments')
    .select(['utility', 'due_date', 'amount', 'currency'])
    .where('tenancy_id', '=', tenancyId)
    .where('due_date', '>=', from)
    .where('due_date', '<=', to)
    .orderBy('due_date')
    .execute();
}

/** The property's prices of the quantities, oldest first. */
export function prices(db: Db, propertyId: number, quantities: string[]) {
  return db
    .selectFrom('quantity_prices')
    .select(['quantity', 'price', 'currency', 'valid_from', 'valid_to'])
    .where('property_id', '=', propertyId)
    .where('quantity', 'in', quantities)
    .orderBy('valid_from')
    .execute();
}

/** The floor area of the property's units, in m². */
export async function propertyArea(db: Db, propertyId: number): Promise<number> {
  const row = await db
    .selectFrom('units')
    .select((eb) => eb.fn.sum<number>('size_m2').as('area'))
    .where('property_id', '=', propertyId)
    .executeTakeFirst();
  return Number(row?.area ?? 0);
}

/** Meters of the quantities: the unit's, or (unitId null) those of all the property's units. */
export function meters(db: Db, where: { unitId: number } | { propertyId: number }, quantities: string[]) {
  let q = db
    .selectFrom('meters')
    .select(['id', 'quantity', 'from_date', 'to_date'])
    .where('quantity', 'in', quantities);
  q =
    'unitId' in where
      ? q.where('unit_id', '=', where.unitId)
      : q.where('property_id', '=', where.propertyId).where('unit_id', 'is not', null);
  return q.execute();
}

/** The meters' day rollups in [from, to], added up per quantity and day. */
export function meterDays(db: Db, meterIds: number[], from: LocalDate, to: LocalDate) {
  if (meterIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('meter_days as d')
    .innerJoin('meters as m', 'm.id', 'd.meter_id')
    .select(['m.quantity', 'd.day'])
    .select((eb) => [
      eb.fn.sum<string>('d.total').as('total'),
      eb.cast<number>(eb.fn.sum('d.readings'), 'integer').as('readings'),
    ])
    .where('d.meter_id', 'in', meterIds)
    .where('d.day', '>=', from)
    .where('d.day', '<=', to)
    .groupBy(['m.quantity', 'd.day'])
    .execute();
}

/** The property's day rollups of the quantities in [from, to] (over the meters of its units). */
export function propertyDays(db: Db, propertyId: number, quantities: string[], from: LocalDate, to: LocalDate) {
  return db
    .selectFrom('property_days')
    .select(['quantity', 'day', 'total', 'readings'])
    .where('property_id', '=', propertyId)
    .where('quantity', 'in', quantities)
    .where('day', '>=', from)
    .where('day', '<=', to)
    .execute();
}
