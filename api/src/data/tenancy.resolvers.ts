import { sql } from 'kysely';
import { requireUser } from '../auth/accounts.ts';
import { pendingChange, pendingEmailChange } from '../auth/email-change.ts';
import type { QueryResolvers, Resolvers } from '../generated/data-types.ts';
import { byQuantityOrder, dateAt, legacyKindOf, unitOf } from '@portal/domain';
import { latestTenancyStatement, userHasStatements } from '../statements/statements.repository.ts';
import { requireObject, requireTenancy } from './access.ts';
import { tenanciesOf } from '../tenancies/tenancies.repository.ts';
import { streetOf } from '../tenancies/unit-address.ts';
import type { ObjectModel, TenancyModel } from './models.ts';
import { tenancyUsers } from '../tenancy-users/tenancy-users.service.ts';

export function objectOfUnit(t: TenancyModel): ObjectModel {
  return { level: 'UNIT', id: t.unit_id, property: t.property, unit: t.unit, meter: null, tenantName: t.tenant_name };
}

export const tenancyQueries: Pick<
  QueryResolvers,
  'me' | 'tenancies' | 'tenantUnits' | 'userUnits' | 'object' | 'propertySettings'
> = {
  async me(_p, _a, ctx) {
    return requireUser(ctx);
  },
  async tenancies(_p, _a, ctx) {
    const user = await requireUser(ctx);
    return tenanciesOf(ctx.db, user.id);
  },
  async tenantUnits(_p, _a, ctx) {
    const user = await requireUser(ctx);
    const seen = new Set<number>();
    return (await tenanciesOf(ctx.db, user.id))
      .filter((t) => !seen.has(t.unit_id) && seen.add(t.unit_id))
      .map(objectOfUnit);
  },
  async userUnits(_p, _a, ctx) {
    const user = await requireUser(ctx);
    const seen = new Set<number>();
    return (await tenanciesOf(ctx.db, user.id))
      .filter((t) => !seen.has(t.unit_id) && seen.add(t.unit_id))
      .map(objectOfUnit);
  },
  async object(_p, args, ctx) {
    const user = await requireUser(ctx);
    return (await requireObject(ctx, user, args.withId)).object;
  },
  async propertySettings(_p, args, ctx) {
    const user = await requireUser(ctx);
    const t = await requireTenancy(ctx, user, args.tenancyId);
    return t.property.settings.map((kind) => ({ kind }));
  },
};

export const tenancyTypes: Pick<Resolvers, 'User' | 'Tenancy' | 'ObjectDetails'> = {
  User: {
    id: (u) => String(u.id),
    language: (u) => u.language as 'en' | 'da' | 'nb',
    isSuperuser: (u) => u.is_superuser,
    isActive: (u) => u.is_active,
    isAdmin: (u) => u.is_admin,
    userType: (u) => u.user_type,
    emailNotifications: (u) => u.email_notifications,
    hasOnboarded: (u) => u.has_onboarded,
    async pendingEmailChange(u, _a, ctx) {
      const change = await pendingEmailChange(ctx.db, u.id);
      return change ? pendingChange(change) : null;
    },
    accountHasStatements: (u, _a, ctx) => userHasStatements(ctx.db, u.id),
    tenancies: (u, _a, ctx) => tenanciesOf(ctx.db, u.id),
  },
  Tenancy: {
    id: (t) => String(t.id),
    propertyNumber: (t) => t.property.number,
    tenancyId: (t) => t.tenancy_number,
    tenant: (t) => t.tenant_name,
    start: (t) => t.start_date,
    end: (t) => t.end_date,
    useNewBackend: () => true,
    async dataAvailability(t, _a, ctx) {
      const row = (
        await sql<{ first: Date | null; last: Date | null }>`
          select min(r.ts) as first, max(r.ts) as last from meters m
          cross join lateral (
            (select ts from readings where meter_id = m.id order by ts asc limit 1)
            union all (select ts from readings where meter_id = m.id order by ts desc limit 1)
          ) r
          where m.unit_id = ${t.unit_id}`.execute(ctx.db)
      ).rows[0];
      const first = row?.first ? dateAt(row.first) : null;
      const last = row?.last ? dateAt(row.last) : null;
      return {
        start: first && first > t.start_date ? first : first ? t.start_date : null,
        // Within the tenancy (docs/decisions/0029).
        end: last && t.end_date && last > t.end_date ? t.end_date : last,
      };
    },
    billingPeriod: (t) => ({ start: t.billing_start, end: t.billing_end }),
    apartment: (t) => ({
      apartmentInfo: { city: t.property.city, zipcode: t.property.zipcode },
      uniqueId: t.unit.unique_id,
      apartment: t.unit.name,
      address: t.unit.address,
    }),
    latestAllocationStatement: async (t, _a, ctx) => (await latestTenancyStatement(ctx.db, t.id)) ?? null,
    async meterUnits(t, _a, ctx) {
      const rows = await ctx.db
        .selectFrom('meters')
        .select('quantity')
        .distinct()
        .where('unit_id', '=', t.unit_id)
        .orderBy('quantity')
        .execute();
      return rows.map((r) => ({ kind: legacyKindOf(r.quantity) ?? r.quantity, unit: unitOf(r.quantity) ?? 'unit' }));
    },
    unitId: (t) => String(t.unit_id),
    brand: (t) => t.property.brand,
    contactDetails: (t) => ({ phone: t.property.phone, email: t.property.email }),
    isAdmin: (t) => t.is_admin,
    users: (t, _a, ctx) => tenancyUsers(ctx, t.id),
  },
  ObjectDetails: {
    id: (o) => String(o.id),
    level: (o) => o.level,
    property: (o) => ({
      id: String(o.property.id),
      number: o.property.number,
      address: o.property.address,
      city: o.property.city,
      zipcode: o.property.zipcode,
    }),
    unit: (o) =>
      o.unit
        ? {
            id: String(o.unit.id),
            unitUniqueId: o.unit.unique_id,
            name: o.unit.name,
            size: o.unit.size_m2,
            street: streetOf(o.unit.address, o.unit.unit_number),
            location: `${o.property.zipcode} ${o.property.city}`,
            unitNumber: o.unit.unit_number,
            tenant: o.tenantName ? { name: o.tenantName } : null,
          }
        : null,
    group: (o) =>
      o.meter
        ? {
            id: String(o.meter.id),
            quantity: o.meter.quantity,
            operational: true,
            meter: {
              id: String(o.meter.id),
              number: o.meter.number,
              roomName: o.meter.room_name,
              fromDate: o.meter.from_date,
              toDate: o.meter.to_date,
            },
          }
        : null,
    measurementPoint: (o) =>
      o.meter
        ? {
            id: String(o.meter.id),
            legacyMeterId: o.meter.number,
            name: o.meter.room_name ? `${o.meter.room_name} ${o.meter.quantity}` : o.meter.quantity,
            room: o.meter.room_name,
            quantity: o.meter.quantity,
          }
        : null,
    async path(o, _a, ctx) {
      const factors = await ctx.db
        .selectFrom('co2_factors')
        .select(['quantity', 'gram_per_unit'])
        .where('property_id', '=', o.property.id)
        .orderBy('quantity')
        .execute();
      return [
        {
          property: {
            id: String(o.property.id),
            number: o.property.number,
            settings: o.property.settings.map((kind) => ({ kind })),
            co2Factors: factors.map((f) => ({ quantity: f.quantity, gramPerQuantityUnit: f.gram_per_unit })),
          },
        },
      ];
    },
    async treeInfo(o, _a, ctx) {
      if (o.meter) return { quantities: [o.meter.quantity] };
      const rows = await ctx.db
        .selectFrom('meters')
        .select('quantity')
        .distinct()
        .where(o.unit ? 'unit_id' : 'property_id', '=', o.unit ? o.unit.id : o.property.id)
        .execute();
      return {
        quantities: rows.map((r) => r.quantity).sort(byQuantityOrder),
      };
    },
    async childrenCount(o, _a, ctx) {
      const meters = o.meter
        ? 0
        : o.unit
          ? Number(
              (
                await ctx.db
                  .selectFrom('meters')
                  .select((eb) => eb.fn.countAll<number>().as('n'))
                  .where('unit_id', '=', o.unit.id)
                  .executeTakeFirstOrThrow()
              ).n,
            )
          : 0;
      return { property: 0, section: 0, unit: 0, group: meters, operationalGroup: meters, measurementPoint: meters };
    },
    async children(o, _a, ctx) {
      if (o.meter || !o.unit) return [];
      const meters = await ctx.db
        .selectFrom('meters')
        .selectAll()
        .where('unit_id', '=', o.unit.id)
        .orderBy('id')
        .execute();
      return meters.map((meter) => ({ ...o, level: 'MPOINT' as const, id: meter.id, meter }));
    },
  },
};
