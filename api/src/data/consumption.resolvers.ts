import { sql } from 'kysely';
import {
  type Bucket,
  type Comparison,
  type Period,
  Prefetched,
  type Resolution,
  type Scope,
  bucketsOf,
  clampPeriod,
  compareSeries,
  comparedSpans,
  comparedTotal,
  comparisonSpans,
  costEstimate,
  expectedCut,
  graphSeries,
  localStamp,
  meta,
  meterSpans,
  modeApplies,
  parseDateOrDateTimePeriod,
  parseDatePeriod,
  parsePeriod,
  periodFigure,
  propertyTotal,
  seriesValues,
  timeSpan,
} from '../consumption/consumption.service.ts';
import {
  type FusedAggregate,
  type FusedAggregateColumn,
  type FusedRanges,
  type FusedRangesColumn,
  fusedAggregate,
  fusedPropertyMeters,
  fusedRanges,
} from '../consumption/consumption.repository.ts';
import { requireUser } from '../auth/accounts.ts';
import { byQuantityOrder, formatLocal, isAveraged } from '@portal/domain';
import { badInput, loginRequired } from '../errors.ts';
import type { QueryResolvers } from '../generated/data-types.ts';
import { type OwnedObject, requireOwnedObject, requireOwnedObjectWith } from './access.ts';
import { OWNED } from '../tenancies/tenancies.repository.ts';
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
 * The aggregates a unit's graph asks for (series values, and the compared times of its comparisons
 * with the property's meters), to be read in the ownership statement. The compared times are those
 * of a period whose data reach the current hour (`expectedCut`); Prefetched uses each answer only
 * for the same question, so that a graph whose data end elsewhere reads those buckets again. A cost
 * graph's (`cost`) are costs.
 */
function graphAggregates(
  series: ReadonlyArray<{ quantityDescriptor: { quantity: string } }>,
  comparisons: Comparison[],
  period: Period,
  resolution: Resolution,
  buckets: Bucket[],
  cut: Date | null,
  cost: boolean,
): { aggregates: FusedAggregate[]; ranges: FusedRanges[]; propertyQuantities: string[] } {
  const aggregates = new Map<string, FusedAggregate>();
  const ranges = new Map<string, FusedRanges>();
  const propertyQuantities = new Set<string>();
  for (const s of series) {
    const quantity = s.quantityDescriptor.quantity;
    // a temperature has no cost (modeApplies)
    if (cost && isAveraged(quantity)) continue;
    const measure = cost ? { cost } : {};
    aggregates.set(quantity, { meters: 'unit', quantity, ...period, bucketing: resolution, ...measure });
    for (const c of comparisons) {
      if (ranges.has(`${quantity}|${c}`)) continue;
      if (c === 'property-average') propertyQuantities.add(quantity);
      const spans = comparisonSpans(period, resolution, buckets, c, cut);
      const meters = c === 'property-average' ? 'property' : 'unit';
      ranges.set(`${quantity}|${c}`, { meters, quantity, spans, ...measure });
    }
  }
  return {
    aggregates: [...aggregates.values()],
    ranges: [...ranges.values()],
    propertyQuantities: [...propertyQuantities],
  };
}

/**
 * The aggregates of a unit's KPIs, to be read in the ownership statement: the period's total and
 * per meter, the previous period's and previous year's compared time and the property's over the
 * same time as the unit's figure, all for data that reach the current hour (`expectedCut`).
 * Prefetched compares each with what the service then asks for (the tenancy applied), so that KPIs
 * whose data end elsewhere read those figures again.
 */
function kpiAggregates(
  quantity: string,
  period: Period,
  now: Date,
): { aggregates: FusedAggregate[]; ranges: FusedRanges[]; propertyQuantities: string[] } {
  const cut = expectedCut(period, now);
  const total = (spans: readonly Period[]) => spans.map((s) => ({ key: 'total', ...s }));
  return {
    aggregates: (['TOTAL', 'METER'] as const).map((bucketing) => ({ meters: 'unit', quantity, ...period, bucketing })),
    ranges: [
      { meters: 'unit', quantity, spans: total(comparedSpans(period, 'previous-period', cut)) },
      { meters: 'unit', quantity, spans: total(comparedSpans(period, 'previous-year', cut)) },
      { meters: 'property', quantity, spans: total([cut ? clampPeriod(period, null, cut) : period]) },
    ],
    propertyQuantities: [quantity],
  };
}

/** The columns of `wanted` for the ownership statement, and how to read their answers. */
function fusedColumns(wanted: ReturnType<typeof kpiAggregates>) {
  return {
    extras: [
      ...wanted.aggregates.map((a) => fusedAggregate(a, OWNED)),
      ...wanted.ranges.map((r) => fusedRanges(r, OWNED)),
      ...wanted.propertyQuantities.map((q) => fusedPropertyMeters(q, OWNED)),
    ],
    prefetched(propertyId: number, columns: unknown[]): Prefetched {
      const pre = new Prefetched();
      const n = wanted.aggregates.length;
      const m = n + wanted.ranges.length;
      wanted.aggregates.forEach((a, i) => pre.addAggregate(a, columns[i] as FusedAggregateColumn));
      wanted.ranges.forEach((r, i) => pre.addRanges(r, columns[n + i] as FusedRangesColumn));
      wanted.propertyQuantities.forEach((q, i) =>
        pre.addPropertyMeters(propertyId, q, columns[m + i] as Array<[number, number, number]>),
      );
      return pre;
    },
  };
}

export const consumptionQueries: Pick<
  QueryResolvers,
  'tenantGraph' | 'quantityPrices' | 'tenantTable' | 'unitQuantityKpis' | 'costEstimate'
> = {
  costEstimate: async (_p, args, ctx) => costEstimate(ctx, await requireUser(ctx), args.tenancyId),
  async tenantGraph(_p, { graph }, ctx) {
    if (!ctx.auth) throw loginRequired();
    const now = new Date();
    const period = parsePeriod(graph.periodBegin, graph.periodEnd);
    const buckets = bucketsOf(period, graph.resolution, ctx.config.limits.maxBuckets);
    const series = graph.consumption.series;
    const comparisons = (graph.compareWith ?? ['property-average']) as Comparison[];
    const mode = graph.mode ?? 'HOURLY_VALUES';
    // The ownership check and, for a unit, every aggregate the graph needs: one statement. Not for a
    // heavy request: one statement each, so that on PGlite other requests' statements go between them.
    const fusable = mode === 'HOURLY_VALUES' || mode === 'COST';
    const wanted =
      fusable && series.length <= MAX_SERIES && comparisons.length <= 3 && !ctx.heavy
        ? graphAggregates(
            series,
            comparisons,
            period,
            graph.resolution,
            buckets,
            expectedCut(period, now),
            mode === 'COST',
          )
        : { aggregates: [], ranges: [], propertyQuantities: [] };
    const fused = fusedColumns(wanted);
    const { owned, extras: columns } = await requireOwnedObjectWith(ctx, graph.objectId, fused.extras);
    if (series.length > MAX_SERIES) throw badInput(`At most ${MAX_SERIES} series`, 'series');
    if (comparisons.length > 3) throw badInput('At most 3 comparisons', 'compareWith');
    const pre = columns ? fused.prefetched(owned.object.property.id, columns) : undefined;
    const meters = owned.meters;
    const graphs = [];
    let dataUntil: Date | null = null;
    for (const s of series) {
      const { quantity } = s.quantityDescriptor;
      const normalized = s.quantityDescriptor.normalized ?? false;
      const own = meters.filter((m) => m.quantity === quantity);
      if (own.length === 0 || !(await modeApplies(ctx.db, owned.object.property.id, quantity, mode))) continue;
      const scope = scopeOf(
        owned,
        own.map((m) => m.id),
      );
      const spans = meterSpans(own);
      const req = { quantity, normalized, mode };
      const current = await graphSeries(ctx.db, scope, spans, req, period, graph.resolution, buckets, now, pre);
      if (current.dataUntil && (!dataUntil || current.dataUntil > dataUntil)) dataUntil = current.dataUntil;
      const relatedValues = [];
      for (const c of comparisons) {
        // SPEC §4: no property average at room (measurement point) level.
        if (c === 'property-average' && owned.object.level === 'MPOINT') continue;
        const r = await compareSeries(
          ctx.db,
          scope,
          spans,
          req,
          period,
          graph.resolution,
          buckets,
          c,
          current.cut,
          now,
          pre,
        );
        relatedValues.push({
          type: c,
          values: r.values,
          meta: { ...meta(r.values), coverage: r.coverage },
          buckets: r.buckets.map((b) => ({ span: timeSpan(b.span), note: b.note })),
          currentSpan: timeSpan(r.currentSpan),
          comparedSpan: timeSpan(r.comparedSpan),
          partial: r.partial,
        });
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
          meta: { ...meta(current.values), coverage: current.total },
          values: current.values,
          relatedValues,
          coverage: current.coverage,
          dataUntil: localStamp(current.dataUntil),
          currency: mode === 'COST' ? owned.object.property.currency : null,
        },
      });
    }
    return { timestamps: buckets.map((b) => b.label), graphs, dataUntil: localStamp(dataUntil) };
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
    const now = new Date();
    const period = parsePeriod(table.periodBegin, table.periodEnd);
    if (period.end.getTime() - period.begin.getTime() > 11 * 366 * 86_400_000)
      throw badInput('Period too long', 'periodEnd');
    const owned = await requireOwnedObject(ctx, table.objectId);
    if (table.aggregationLevel !== 'UNIT' && table.aggregationLevel !== 'MPOINT') {
      throw badInput('aggregationLevel must be UNIT or MPOINT', 'aggregationLevel');
    }
    const meters = owned.meters;
    const quantities = [...new Set(meters.map((m) => m.quantity))].sort(byQuantityOrder);
    const normalized = table.normalized ?? false;
    const compareWith = table.compareWith as Comparison | null | undefined;
    const descriptors = quantities.map((quantity) => ({ quantity, normalized, expressedAs: 'CONSUMPTION' as const }));
    let dataUntil: Date | null = null;
    /** A cell: the value with its coverage, and the comparison over the same part (as the KPIs). */
    const cell = async (own: typeof meters, quantity: string, withProperty: boolean) => {
      const scope = scopeOf(
        owned,
        own.map((m) => m.id),
      );
      const req = { quantity, normalized, mode: 'HOURLY_VALUES' as const };
      const figure = await periodFigure(ctx.db, scope, meterSpans(own), req, period, now);
      if (figure.dataUntil && (!dataUntil || figure.dataUntil > dataUntil)) dataUntil = figure.dataUntil;
      let comparison: number | null = null;
      let span: Period | null = null;
      if (compareWith === 'property-average') {
        if (withProperty) {
          comparison = await propertyTotal(ctx.db, scope, req, figure.currentSpan);
          span = figure.currentSpan;
        }
      } else if (compareWith) {
        ({ value: comparison, span } = await comparedTotal(ctx.db, scope, req, period, compareWith, figure.cut));
      }
      return { value: figure.value, coverage: figure.coverage, comparison, span: timeSpan(span) };
    };
    type Cell = Awaited<ReturnType<typeof cell>> | null;
    const row = (object: ObjectModel, cells: Cell[]) => ({
      object,
      values: cells.map((c) => c?.value ?? null),
      comparisonValues: cells.map((c) => c?.comparison ?? null),
      coverage: cells.map((c) => c?.coverage ?? null),
      comparedSpans: cells.map((c) => c?.span ?? null),
    });
    const rows = [];
    if (table.aggregationLevel === 'UNIT') {
      const cells: Cell[] = [];
      for (const q of quantities) {
        const own = meters.filter((m) => m.quantity === q);
        cells.push(own.length ? await cell(own, q, true) : null);
      }
      const object: ObjectModel = owned.object.meter
        ? { ...owned.object, level: 'UNIT', id: owned.object.unit!.id, meter: null }
        : owned.object;
      rows.push(row(object, cells));
    } else {
      for (const m of meters) {
        const cells: Cell[] = [];
        for (const q of quantities) cells.push(q === m.quantity ? await cell([m], q, false) : null);
        rows.push(row({ ...owned.object, level: 'MPOINT' as const, id: m.id, meter: m }, cells));
      }
    }
    return { quantityDescriptors: descriptors, rows, dataUntil: localStamp(dataUntil) };
  },

  // `compareWith` changes nothing here: every comparison is given (docs/decisions/0033).
  async unitQuantityKpis(_p, { input }, ctx) {
    if (!ctx.auth) throw loginRequired();
    const now = new Date();
    const period = parseDateOrDateTimePeriod(input.periodBegin, input.periodEnd);
    // The ownership check and every figure of a unit: one statement (not for a heavy request, as
    // tenantGraph's).
    const fused = fusedColumns(
      ctx.heavy ? { aggregates: [], ranges: [], propertyQuantities: [] } : kpiAggregates(input.quantity, period, now),
    );
    const { owned, extras: columns } = await requireOwnedObjectWith(ctx, input.objectId, fused.extras);
    const pre = columns ? fused.prefetched(owned.object.property.id, columns) : undefined;
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
      coverage: null,
      dataUntil: null,
      currentSpan: null,
      partial: false,
      previousPeriodSpan: null,
      previousYearSpan: null,
    };
    if (meters.length === 0) return empty;
    const scope = scopeOf(
      owned,
      meters.map((m) => m.id),
    );
    const req = { quantity: input.quantity, normalized, mode: 'HOURLY_VALUES' as const };
    const figure = await periodFigure(ctx.db, scope, meterSpans(meters), req, period, now, 1, pre);
    const perMeter = await seriesValues(ctx.db, scope, req, period, 'METER', 1, pre);
    const averaged = isAveraged(input.quantity);
    // Every room with a meter of the quantity: one whose meters have no readings in the period stays
    // in the list, without a value, rather than dropping out of it.
    const rooms = new Map<string, number[]>();
    for (const m of meters) {
      const v = perMeter.get(String(m.id));
      if (m.room_name) rooms.set(m.room_name, [...(rooms.get(m.room_name) ?? []), ...(v === undefined ? [] : [v])]);
    }
    const combine = (vs: number[]) => {
      if (vs.length === 0) return null;
      const sum = vs.reduce((a, b) => a + b, 0);
      return Math.round((averaged ? sum / vs.length : sum) * 1e6) / 1e6;
    };
    const previousPeriod = await comparedTotal(ctx.db, scope, req, period, 'previous-period', figure.cut, pre);
    const previousYear = await comparedTotal(ctx.db, scope, req, period, 'previous-year', figure.cut, pre);
    return {
      total: figure.value,
      previousPeriod: previousPeriod.value,
      previousYear: previousYear.value,
      // The property over the same days as the unit's figure (the tenancy, up to the cut).
      propertyComparison:
        owned.object.level === 'MPOINT' ? null : await propertyTotal(ctx.db, scope, req, figure.currentSpan, pre),
      normalized,
      rooms: [...rooms].map(([label, vs]) => ({ label, value: combine(vs) })),
      meters: meters.map((m) => ({
        object: { ...owned.object, level: 'MPOINT' as const, id: m.id, meter: m },
        value: perMeter.get(String(m.id)) ?? null,
      })),
      coverage: figure.coverage,
      dataUntil: localStamp(figure.dataUntil),
      currentSpan: timeSpan(figure.currentSpan),
      partial: figure.cut !== null,
      previousPeriodSpan: timeSpan(previousPeriod.span),
      previousYearSpan: timeSpan(previousYear.span),
    };
  },
};
