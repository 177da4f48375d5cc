import { sql } from 'kysely';
import {
  type Comparison,
  type Period,
  Prefetched,
  type Resolution,
  type Scope,
  align,
  bucketsOf,
  comparisonValues,
  meta,
  modeApplies,
  parseDatePeriod,
  parsePeriod,
  propertyScope,
  seriesValues,
  shiftPeriod,
  total,
} from '../consumption/consumption.service.ts';
import {
  type FusedAggregate,
  type FusedAggregateColumn,
  fusedAggregate,
  fusedPropertyMeters,
} from '../consumption/consumption.repository.ts';
import { QUANTITY_ORDER, isAveraged } from '../consumption/quantities.ts';
import { badInput, loginRequired } from '../errors.ts';
import type { QueryResolvers } from '../generated/data-types.ts';
import { formatLocal } from '../time.ts';
import { OWNED, type OwnedObject, requireOwnedObject, requireOwnedObjectWith } from './access.ts';
import type { ObjectModel } from './models.ts';

function scopeOf(owned: OwnedObject, meterIds: number[]): Scope {
  return {
    propertyId: owned.object.property.id,
    priceArea: owned.object.property.price_area,
    meterIds,
    area: owned.object.unit?.size_m2 ?? 0,
    notBefore: owned.notBefore,
    notAfter: owned.notAfter,
  };
}

const MAX_SERIES = 10;

/**
 * The aggregates a unit's graph asks for (series values, and the compared periods or the property's
 * meters), to be read in the ownership statement. Prefetched uses each only for the same question.
 */
function graphAggregates(
  series: ReadonlyArray<{ quantityDescriptor: { quantity: string } }>,
  comparisons: Comparison[],
  period: Period,
  resolution: Resolution,
): { aggregates: FusedAggregate[]; propertyQuantities: string[] } {
  const aggregates = new Map<string, FusedAggregate>();
  const propertyQuantities = new Set<string>();
  const add = (a: FusedAggregate) =>
    aggregates.set(`${a.meters}|${a.quantity}|${a.begin.getTime()}|${a.end.getTime()}`, a);
  for (const s of series) {
    const quantity = s.quantityDescriptor.quantity;
    add({ meters: 'unit', quantity, ...period, bucketing: resolution });
    for (const c of comparisons) {
      if (c === 'property-average') {
        propertyQuantities.add(quantity);
        add({ meters: 'property', quantity, ...period, bucketing: resolution });
      } else {
        add({ meters: 'unit', quantity, ...shiftPeriod(period, c), bucketing: resolution });
      }
    }
  }
  return { aggregates: [...aggregates.values()], propertyQuantities: [...propertyQuantities] };
}

export const consumptionQueries: Pick<
  QueryResolvers,
  'tenantGraph' | 'quantityPrices' | 'tenantTable' | 'unitQuantityKpis'
> = {
  async tenantGraph(_p, { graph }, ctx) {
    if (!ctx.auth) throw loginRequired();
    const period = parsePeriod(graph.periodBegin, graph.periodEnd);
    const buckets = bucketsOf(period, graph.resolution, ctx.config.limits.maxBuckets);
    const series = graph.consumption.series;
    const comparisons = (graph.compareWith ?? ['property-average']) as Comparison[];
    const mode = graph.mode ?? 'HOURLY_VALUES';
    // The ownership check and, for a unit, every aggregate the graph needs: one statement. Not for a
    // heavy request: one statement each, so that on PGlite other requests' statements go between them.
    const wanted =
      mode === 'HOURLY_VALUES' && series.length <= MAX_SERIES && comparisons.length <= 3 && !ctx.heavy
        ? graphAggregates(series, comparisons, period, graph.resolution)
        : { aggregates: [], propertyQuantities: [] };
    const extras = [
      ...wanted.aggregates.map((a) => fusedAggregate(a, OWNED)),
      ...wanted.propertyQuantities.map((q) => fusedPropertyMeters(q, OWNED)),
    ];
    const { owned, extras: columns } = await requireOwnedObjectWith(ctx, graph.objectId, extras);
    if (series.length > MAX_SERIES) throw badInput(`At most ${MAX_SERIES} series`, 'series');
    if (comparisons.length > 3) throw badInput('At most 3 comparisons', 'compareWith');
    let pre: Prefetched | undefined;
    if (columns) {
      pre = new Prefetched();
      const n = wanted.aggregates.length;
      wanted.aggregates.forEach((a, i) => pre!.addAggregate(a, columns[i] as FusedAggregateColumn));
      wanted.propertyQuantities.forEach((q, i) =>
        pre!.addPropertyMeters(owned.object.property.id, q, columns[n + i] as Array<[number, number, number]>),
      );
    }
    const meters = owned.meters;
    const graphs = [];
    for (const s of series) {
      const { quantity } = s.quantityDescriptor;
      const normalized = s.quantityDescriptor.normalized ?? false;
      const ids = meters.filter((m) => m.quantity === quantity).map((m) => m.id);
      if (ids.length === 0 || !(await modeApplies(ctx.db, owned.object.property.id, quantity, mode))) continue;
      const scope = scopeOf(owned, ids);
      const req = { quantity, normalized, mode };
      const values = align(buckets, await seriesValues(ctx.db, scope, req, period, graph.resolution, 1, pre));
      const relatedValues = [];
      for (const c of comparisons) {
        // SPEC §4: no property average at room (measurement point) level.
        if (c === 'property-average' && owned.object.level === 'MPOINT') continue;
        const v = await comparisonValues(
          ctx.db,
          scope,
          req,
          period,
          graph.resolution,
          buckets,
          c,
          ctx.config.limits.maxBuckets,
          pre,
        );
        relatedValues.push({ type: c, values: v, meta: meta(v) });
      }
      graphs.push({
        type: mode,
        consumption: {
          quantityDescriptor: {
            quantity,
            normalized,
            expressedAs:
              mode === 'COST' ? ('COST' as const) : mode === 'CO2' ? ('CO2' as const) : ('CONSUMPTION' as const),
          },
          meta: meta(values),
          values,
          relatedValues,
        },
      });
    }
    return { timestamps: buckets.map((b) => b.label), graphs };
  },

  async quantityPrices(_p, { input }, ctx) {
    if (!ctx.auth) throw loginRequired();
    const period = parseDatePeriod(input.periodBegin, input.periodEnd);
    const owned = await requireOwnedObject(ctx, input.objectId);
    const property = owned.object.property;
    if (input.quantity === 'electricity-energy') {
      if (period.end.getTime() - period.begin.getTime() > 32 * 86_400_000) {
        throw badInput('Hourly prices are given for at most 31 days', 'periodEnd');
      }
      const rows = (
        await sql<{ ts: Date; price: number; currency: string }>`
          select sp.ts, sp.price + coalesce(qp.price, 0) as price, sp.currency
          from spot_prices sp
          left join quantity_prices qp on qp.property_id = ${property.id} and qp.quantity = 'electricity-energy'
            and (sp.ts at time zone 'Europe/Copenhagen')::date >= qp.valid_from
            and (qp.valid_to is null or (sp.ts at time zone 'Europe/Copenhagen')::date <= qp.valid_to)
          where sp.area = ${property.price_area} and sp.ts >= ${period.begin} and sp.ts < ${period.end}
          order by sp.ts`.execute(ctx.db)
      ).rows;
      return rows.map((r) => ({
        quantity: input.quantity,
        price: Math.round(r.price * 10000) / 10000,
        currency: r.currency,
        validFrom: formatLocal(r.ts),
        validTo: formatLocal(new Date(r.ts.getTime() + 3600_000)),
      }));
    }
    const rows = await ctx.db
      .selectFrom('quantity_prices')
      .selectAll()
      .where('property_id', '=', property.id)
      .where('quantity', '=', input.quantity)
      .where('valid_from', '<=', input.periodEnd)
      .where((eb) => eb.or([eb('valid_to', 'is', null), eb('valid_to', '>=', input.periodBegin)]))
      .orderBy('valid_from')
      .execute();
    return rows.map((r) => ({
      quantity: r.quantity,
      price: r.price,
      currency: r.currency,
      validFrom: `${r.valid_from}T00:00:00`,
      validTo: r.valid_to ? `${r.valid_to}T23:59:59` : null,
    }));
  },

  async tenantTable(_p, { table }, ctx) {
    if (!ctx.auth) throw loginRequired();
    const period = parsePeriod(table.periodBegin, table.periodEnd);
    if (period.end.getTime() - period.begin.getTime() > 11 * 366 * 86_400_000)
      throw badInput('Period too long', 'periodEnd');
    const owned = await requireOwnedObject(ctx, table.objectId);
    if (table.aggregationLevel !== 'UNIT' && table.aggregationLevel !== 'MPOINT') {
      throw badInput('aggregationLevel must be UNIT or MPOINT', 'aggregationLevel');
    }
    const meters = owned.meters;
    const quantities = [...new Set(meters.map((m) => m.quantity))].sort(
      (a, b) => QUANTITY_ORDER.indexOf(a) - QUANTITY_ORDER.indexOf(b),
    );
    const normalized = table.normalized ?? false;
    const compareWith = table.compareWith as Comparison | null | undefined;
    const descriptors = quantities.map((quantity) => ({ quantity, normalized, expressedAs: 'CONSUMPTION' as const }));
    const cmpPeriod: Period | null =
      compareWith && compareWith !== 'property-average' ? shiftPeriod(period, compareWith) : null;
    const totals = async (ids: number[], quantity: string, which: 'value' | 'comparison') => {
      if (ids.length === 0) return null;
      const scope = scopeOf(owned, ids);
      const req = { quantity, normalized, mode: 'HOURLY_VALUES' as const };
      if (which === 'value') return total(ctx.db, scope, req, period);
      if (!compareWith) return null;
      if (cmpPeriod) return total(ctx.db, scope, req, cmpPeriod);
      const { scope: ps, units } = await propertyScope(ctx.db, scope, quantity);
      return total(ctx.db, ps, req, period, normalized ? 1 : units);
    };
    const rows = [];
    if (table.aggregationLevel === 'UNIT') {
      const values = [];
      const comparison = [];
      for (const q of quantities) {
        const ids = meters.filter((m) => m.quantity === q).map((m) => m.id);
        values.push(await totals(ids, q, 'value'));
        comparison.push(await totals(ids, q, 'comparison'));
      }
      const object: ObjectModel = owned.object.meter
        ? { ...owned.object, level: 'UNIT', id: owned.object.unit!.id, meter: null }
        : owned.object;
      rows.push({ object, values, comparisonValues: comparison });
    } else {
      for (const m of meters) {
        const values = [];
        const comparison = [];
        for (const q of quantities) {
          values.push(q === m.quantity ? await totals([m.id], q, 'value') : null);
          comparison.push(
            q === m.quantity && compareWith !== 'property-average' ? await totals([m.id], q, 'comparison') : null,
          );
        }
        rows.push({
          object: { ...owned.object, level: 'MPOINT' as const, id: m.id, meter: m },
          values,
          comparisonValues: comparison,
        });
      }
    }
    return { quantityDescriptors: descriptors, rows };
  },

  async unitQuantityKpis(_p, { input }, ctx) {
    if (!ctx.auth) throw loginRequired();
    const period = parseDatePeriod(input.periodBegin, input.periodEnd);
    const owned = await requireOwnedObject(ctx, input.objectId);
    const normalized = input.normalized ?? false;
    const meters = owned.meters.filter((m) => m.quantity === input.quantity);
    const empty = {
      total: null,
      previousPeriod: null,
      previousYear: null,
      propertyComparison: null,
      normalized,
      rooms: [],
      meters: [],
    };
    if (meters.length === 0) return empty;
    const scope = scopeOf(
      owned,
      meters.map((m) => m.id),
    );
    const req = { quantity: input.quantity, normalized, mode: 'HOURLY_VALUES' as const };
    const { scope: ps, units } = await propertyScope(ctx.db, scope, input.quantity);
    const perMeter = await seriesValues(ctx.db, scope, req, period, 'METER', 1);
    const averaged = isAveraged(input.quantity);
    const rooms = new Map<string, number[]>();
    for (const m of meters) {
      const v = perMeter.get(String(m.id));
      if (m.room_name && v !== undefined) rooms.set(m.room_name, [...(rooms.get(m.room_name) ?? []), v]);
    }
    const combine = (vs: number[]) => {
      const sum = vs.reduce((a, b) => a + b, 0);
      return Math.round((averaged ? sum / vs.length : sum) * 1e6) / 1e6;
    };
    return {
      total: await total(ctx.db, scope, req, period),
      previousPeriod: await total(ctx.db, scope, req, shiftPeriod(period, 'previous-period')),
      previousYear: await total(ctx.db, scope, req, shiftPeriod(period, 'previous-year')),
      propertyComparison:
        owned.object.level === 'MPOINT' ? null : await total(ctx.db, ps, req, period, normalized ? 1 : units),
      normalized,
      rooms: [...rooms].map(([label, vs]) => ({ label, value: combine(vs) })),
      meters: meters.map((m) => ({
        object: { ...owned.object, level: 'MPOINT' as const, id: m.id, meter: m },
        value: perMeter.get(String(m.id)) ?? null,
      })),
    };
  },
};
