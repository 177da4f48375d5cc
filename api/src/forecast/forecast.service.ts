// The settlement forecast (docs/decisions/0151): what the settlement of a tenancy's current billing
// period is expected to come to, per settled utility and in all, against the advance payments. The
// arithmetic is forecast.model.ts's; this reads the figures it needs, settles them as the allocation
// statements do (statements/settlement.ts) and shapes the answer.
import type { UserRow } from '../auth/accounts.ts';
import type { RequestContext } from '../context.ts';
import type { Db } from '../db/database.ts';
import { requireTenancy } from '../data/access.ts';
import type { TenancyModel } from '../data/models.ts';
import type {
  ForecastRange,
  QuantityPrice,
  SettlementForecast,
  SettlementForecastLine,
  SettlementForecastMonth,
} from '../generated/data-types.ts';
import { byUtilityOrder, toCents } from '../statements/settlement.ts';
import { HEATING_DEGREE_DAYS } from '../weather/degree-days.ts';
import { type LocalDate, addDays, addYears, dateAt, diffDays, formatLocal, hoursInDay, unitOf } from '@portal/domain';
import {
  type DayFigure,
  type Forecast,
  type Period,
  type RangeParts,
  type UtilityInput,
  FIT_DAYS,
  WEATHER_YEARS,
  forecast,
  monthsOf,
  rangeOf,
} from './forecast.model.ts';
import * as repository from './forecast.repository.ts';

/** The quantities whose consumption follows the outdoor temperature (space heating). */
const WEATHER_DEPENDENT = new Set(['hca', 'heat-energy', 'heat-volume', 'gas-volume']);
/** The mean length of a month, in days. */
const DAYS_PER_MONTH = 365.25 / 12;
/** The share of periods the ranges should hold (RANGE_Z's central interval). */
const RANGE_PROBABILITY = 0.8;

export type ForecastTenancy = Pick<
  TenancyModel,
  'id' | 'unit_id' | 'start_date' | 'end_date' | 'billing_start' | 'billing_end'
> & {
  property: Pick<TenancyModel['property'], 'id' | 'currency'>;
  unit: Pick<TenancyModel['unit'], 'size_m2'>;
};

/**
 * The tenancy's billing period that holds `today`, within the tenancy: the stored one, moved by whole
 * years when today lies outside it (billing periods follow each other yearly). Null when the tenancy
 * has ended or `today` is outside it.
 */
export function currentBillingPeriod(t: ForecastTenancy, today: LocalDate): Period | null {
  if (today < t.start_date || (t.end_date !== null && today > t.end_date)) return null;
  let start = t.billing_start;
  let end = t.billing_end;
  for (let i = 0; i < 100 && today > end; i++) [start, end] = [addYears(start, 1), addYears(end, 1)];
  for (let i = 0; i < 100 && today < start; i++) [start, end] = [addYears(start, -1), addYears(end, -1)];
  if (today < start || today > end) return null;
  return {
    start: start > t.start_date ? start : t.start_date,
    end: t.end_date !== null && t.end_date < end ? t.end_date : end,
  };
}

export interface ForecastOptions {
  /** The Copenhagen day the forecast is made on: readings up to the day before count. */
  today: LocalDate;
  /** When it is made (generatedAt). */
  now?: Date;
  /** Another period than the current billing period (the back-test: a completed one). */
  period?: Period;
  /**
   * The billing period that holds this day rather than today's (the monthly report: its month's last
   * day, the forecast made the day after it).
   */
  periodOf?: LocalDate;
  /** Back-testing: the rest of the period in the weather it really had. */
  actualWeather?: boolean;
}

/** The caller's tenancy's forecast: access as for any tenancy query. */
export async function settlementForecast(
  ctx: RequestContext,
  user: UserRow,
  tenancyId: string,
): Promise<SettlementForecast> {
  const tenancy = await requireTenancy(ctx, user, tenancyId);
  const now = new Date();
  return tenancyForecast(ctx.db, tenancy, { today: dateAt(now), now });
}

/**
 * A tenancy's forecast without an access check, for what the service itself sends (the monthly
 * report); null for an unknown tenancy.
 */
export async function forecastOfTenancy(
  db: Db,
  tenancyId: number,
  options: ForecastOptions,
): Promise<SettlementForecast | null> {
  const [tenancy] = await repository.forecastTenancies(db, tenancyId);
  return tenancy ? tenancyForecast(db, tenancy, options) : null;
}

/** Day figures of meters from their day rollups: complete when every meter in place read every hour. */
function dayFigures(
  days: ReadonlyArray<Pick<repository.QuantityDay, 'day' | 'total' | 'readings'>>,
  meters: Array<{ from_date: string; to_date: string | null }>,
  notBefore: LocalDate,
): Map<LocalDate, DayFigure> {
  const out = new Map<LocalDate, { value: number; readings: number }>();
  for (const d of days) {
    if (d.day < notBefore) continue;
    const f = out.get(d.day) ?? { value: 0, readings: 0 };
    f.value += d.total;
    f.readings += d.readings;
    out.set(d.day, f);
  }
  const figures = new Map<LocalDate, DayFigure>();
  for (const [day, f] of out) {
    const inPlace = meters.filter((m) => m.from_date <= day && (m.to_date === null || m.to_date >= day)).length;
    figures.set(day, { value: f.value, complete: inPlace > 0 && f.readings >= inPlace * hoursInDay(day) });
  }
  return figures;
}

const r3 = (v: number) => Math.round(v * 1000) / 1000;
const cents = (r: { expected: number; low: number; high: number }): ForecastRange => ({
  expected: toCents(r.expected),
  low: toCents(r.low),
  high: toCents(r.high),
});
const minus = (r: ForecastRange, amount: number): ForecastRange => ({
  expected: toCents(r.expected - amount),
  low: toCents(r.low - amount),
  high: toCents(r.high - amount),
});
const sum = (values: number[]) => values.reduce((a, v) => a + v, 0);

export async function tenancyForecast(
  db: Db,
  t: ForecastTenancy,
  options: ForecastOptions,
): Promise<SettlementForecast> {
  const { today } = options;
  const currency = t.property.currency;
  const base = {
    tenancyId: String(t.id),
    currency,
    lines: [],
    total: null,
    months: [],
    basis: null,
    generatedAt: formatLocal(options.now ?? new Date()),
    dataUntil: null,
  };
  const period = options.period ?? currentBillingPeriod(t, options.periodOf ?? today);
  if (!period) return { ...base, state: 'NO_CURRENT_PERIOD', period: null };
  // What is read: the unit's days within the tenancy from a year before the last day of data, the
  // property's as far, and the degree days from the last years up to the period's end.
  const yesterday = addDays(today, -1);
  const lastDay = yesterday < period.end ? yesterday : period.end;
  const readFrom = addDays(lastDay, 1 - FIT_DAYS) < period.start ? addDays(lastDay, 1 - FIT_DAYS) : period.start;
  const read = await repository.forecastInputs(db, {
    tenancy: { id: t.id, unitId: t.unit_id, start: t.start_date, end: t.end_date },
    propertyId: t.property.id,
    period,
    from: readFrom,
    to: lastDay,
    rule: HEATING_DEGREE_DAYS,
    degreeDays: {
      from: addYears(readFrom, -WEATHER_YEARS),
      until: addDays(options.actualWeather ? period.end : lastDay, 1),
    },
  });
  const settled = read.settled.sort(byUtilityOrder);
  if (settled.length === 0) return { ...base, state: 'NOT_SETTLED', period };
  const quantities = [...new Set(settled.map((s) => s.quantity))];
  const {
    unitMeters: tenancyMeters,
    propertyMeters,
    area,
    prices: priceRows,
    advances,
    unit: unitDays,
    property: propertyDays,
    degreeDays: hdd,
  } = read;
  const unitSeries = new Map(
    quantities.map((q) => [
      q,
      dayFigures(
        unitDays.filter((d) => d.quantity === q),
        tenancyMeters.filter((m) => m.quantity === q),
        t.start_date,
      ),
    ]),
  );
  const propertySeries = new Map(
    quantities.map((q) => [
      q,
      dayFigures(
        propertyDays.filter((d) => d.quantity === q),
        propertyMeters.filter((m) => m.quantity === q),
        readFrom,
      ),
    ]),
  );

  // The last day of data: the newest day on which every metered settled quantity of the unit is complete.
  const metered = quantities.filter((q) => tenancyMeters.some((m) => m.quantity === q));
  let cutoff: LocalDate | null = null;
  for (let d = lastDay; d >= readFrom && !cutoff; d = addDays(d, -1)) {
    if (metered.length && metered.every((q) => unitSeries.get(q)!.get(d)?.complete)) cutoff = d;
  }

  const priceOf = (quantity: string) => {
    const rows = priceRows.filter((p) => p.quantity === quantity);
    return (day: LocalDate): number | null => {
      let price: number | null = null;
      for (const p of rows) if (p.valid_from <= day) price = p.price;
      return price;
    };
  };
  const inputs: UtilityInput[] = settled.map((s) => {
    const fixed = s.fixed_percent / 100;
    return {
      utility: s.utility,
      quantity: s.quantity,
      weatherDependent: WEATHER_DEPENDENT.has(s.quantity),
      fixedShare: area > 0 ? ((t.unit.size_m2 / area) * fixed) / (1 - fixed) : 0,
      metered: metered.includes(s.quantity),
      unit: unitSeries.get(s.quantity)!,
      property: propertySeries.get(s.quantity)!,
      price: priceOf(s.quantity),
    };
  });
  const result = forecast({
    period,
    cutoff: cutoff ?? lastDay,
    unitFrom: t.start_date,
    hdd,
    utilities: inputs,
    ...(options.actualWeather ? { actualWeather: true } : {}),
  });

  const paid = (utility: string) =>
    toCents(sum(advances.filter((a) => a.utility === utility && a.due_date <= today).map((a) => a.amount)));
  const toPay = (utility: string) =>
    toCents(sum(advances.filter((a) => a.utility === utility && a.due_date > today).map((a) => a.amount)));
  const years = result.years.length;
  const lines: SettlementForecastLine[] = result.utilities.map((u, i) => {
    const advance = paid(u.utility) + toPay(u.utility);
    const cost = u.months.length ? cents(rangeOf(costParts([u], u.months.length), years, u.costSoFar)) : null;
    const consumption = u.consumption.length
      ? rangeOf(
          { scenarios: u.consumption, variance: u.consumptionVariance, weather: u.consumptionWeather },
          years,
          u.consumptionSoFar,
        )
      : null;
    return {
      utility: u.utility,
      quantity: u.quantity,
      unit: unitOf(u.quantity) ?? 'unit',
      shortfall: u.shortfall,
      fixedPercent: settled[i]!.fixed_percent,
      consumptionSoFar: r3(u.consumptionSoFar),
      costSoFar: toCents(u.costSoFar),
      consumption: consumption
        ? { expected: r3(consumption.expected), low: r3(consumption.low), high: r3(consumption.high) }
        : null,
      cost,
      advancePaid: paid(u.utility),
      advanceToPay: toPay(u.utility),
      balance: cost ? minus(cost, advance) : null,
      prices: pricesUsed(
        priceRows.filter((p) => p.quantity === u.quantity),
        period,
      ),
    };
  });
  const dataUntil = cutoff ? `${addDays(cutoff, 1)}T00:00:00` : null;
  const complete = lines.every((l) => l.shortfall === null);
  if (!complete) return { ...base, state: 'INSUFFICIENT_DATA', period, lines, dataUntil };

  const advancePaid = toCents(sum(lines.map((l) => l.advancePaid)));
  const advanceToPay = toCents(sum(lines.map((l) => l.advanceToPay)));
  const costSoFar = sum(result.utilities.map((u) => u.costSoFar));
  const totalCost = cents(rangeOf(costParts(result.utilities, monthsOf(period).length), years, costSoFar));
  return {
    ...base,
    state: 'FORECAST',
    period,
    lines,
    total: {
      costSoFar: toCents(costSoFar),
      cost: totalCost,
      advancePaid,
      advanceToPay,
      balance: minus(totalCost, advancePaid + advanceToPay),
    },
    months: chartMonths(result, period, advances, years),
    basis: basisOf(result, period, cutoff ?? lastDay, hdd),
    dataUntil,
  };
}

/**
 * The range parts of the cost of the utilities together over the period's first `months` months: the
 * scenarios and the signatures' variance add up; the weather is the same for all, month by month.
 */
function costParts(utilities: Forecast['utilities'], months: number): RangeParts {
  const these = utilities.map((u) => u.months.slice(0, months));
  return {
    scenarios: sumScenarios(these.flatMap((ms) => ms.map((m) => m.scenarios))),
    variance: sum(these.flatMap((ms) => ms.map((m) => m.variance))),
    weather: Array.from({ length: months }, (_, i) => sum(these.map((ms) => ms[i]?.weather ?? 0))),
  };
}

function sumScenarios(lists: number[][]): number[] {
  const n = Math.max(0, ...lists.map((l) => l.length));
  return Array.from({ length: n }, (_, j) => sum(lists.map((l) => l[j] ?? 0)));
}

/** The cumulative actual and expected cost per month, all utilities together, with the advances due. */
function chartMonths(
  result: Forecast,
  period: Period,
  advances: Array<{ due_date: string; amount: number }>,
  years: number,
): SettlementForecastMonth[] {
  const months = monthsOf(period);
  let cumulativeActual = 0;
  let cumulativeAdvance = 0;
  return months.map((month, i) => {
    const figures = result.utilities.map((u) => u.months[i]!);
    const scenarios = sumScenarios(figures.map((f) => f.scenarios));
    const actual = figures.every((f) => f.actual === null) ? null : sum(figures.map((f) => f.actual ?? 0));
    if (actual !== null) cumulativeActual += actual;
    const next = months[i + 1] ?? addDays(period.end, 1);
    const advance = sum(advances.filter((a) => a.due_date >= month && a.due_date < next).map((a) => a.amount));
    cumulativeAdvance += advance;
    return {
      month,
      actual: actual === null ? null : toCents(actual),
      expected: toCents(sum(scenarios) / scenarios.length),
      cumulativeActual: actual === null ? null : toCents(cumulativeActual),
      cumulative: cents(rangeOf(costParts(result.utilities, i + 1), years, cumulativeActual)),
      advance: toCents(advance),
      cumulativeAdvance: toCents(cumulativeAdvance),
    };
  });
}

function basisOf(result: Forecast, period: Period, cutoff: LocalDate, hdd: ReadonlyMap<LocalDate, number>) {
  const lastActual = cutoff < period.end ? cutoff : period.end;
  const restFrom = cutoff < period.start ? period.start : addDays(cutoff, 1);
  const daysElapsed = Math.max(0, dayCount(period.start, lastActual));
  const daysRemaining = Math.max(0, dayCount(restFrom, period.end));
  const signatures = result.utilities.map((u) => u.signature).filter((s) => s !== null);
  const froms = signatures
    .map((s) => s.from)
    .filter((d) => d !== null)
    .sort();
  let remainingDegreeDays = 0;
  if (result.years.length) {
    for (let d = restFrom; d <= period.end; d = addDays(d, 1)) {
      remainingDegreeDays += sum(result.years.map((k) => hdd.get(addYears(d, -k)) ?? 0)) / result.years.length;
    }
  }
  return {
    method: 'DEGREE_DAY_SIGNATURE' as const,
    daysElapsed,
    daysRemaining,
    estimatedDays: Math.max(0, ...result.utilities.map((u) => u.estimatedDays)),
    monthsOfData: Math.max(0, ...signatures.map((s) => Math.round(s.days / DAYS_PER_MONTH))),
    dataFrom: froms[0] ?? null,
    degreeDayBase: HEATING_DEGREE_DAYS.base,
    degreeDayYears: result.years.map((k) => Number(addYears(restFrom, -k).slice(0, 4))),
    remainingDegreeDays: Math.round(remainingDegreeDays * 10) / 10,
    rangeProbability: RANGE_PROBABILITY,
  };
}

/** Days from `from` to `to`, both included. */
function dayCount(from: LocalDate, to: LocalDate): number {
  return diffDays(from, to) + 1;
}

/** The tariffs in force in the period: those starting in it, and the one in force at its start. */
function pricesUsed(
  rows: Array<{ quantity: string; price: number; currency: string; valid_from: string; valid_to: string | null }>,
  period: Period,
): QuantityPrice[] {
  const inForce = rows.filter((r, i) => {
    const next = rows[i + 1];
    return r.valid_from <= period.end && (!next || next.valid_from > period.start);
  });
  return inForce.map((r) => ({
    quantity: r.quantity,
    price: r.price,
    currency: r.currency,
    validFrom: `${r.valid_from}T00:00:00`,
    validTo: r.valid_to ? `${r.valid_to}T23:59:59` : null,
  }));
}
