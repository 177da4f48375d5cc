// The settlement forecast's back-test (docs/decisions/0151): for every completed billing period of
// every tenancy that the readings cover, the forecast made at the end of each of its months (from the
// data up to that day only) against what the period's settlement came to: the allocation statement
// when the tenancy has one for the period, else the settlement of the period's readings.
import type { Db } from '../db/database.ts';
import { settle, statementData } from '../statements/settlement.ts';
import { type LocalDate, addDays, addYears, endOfMonth } from '@portal/domain';
import { type Period, monthsOf } from './forecast.model.ts';
import { forecastTenancies } from './forecast.repository.ts';
import { tenancyForecast } from './forecast.service.ts';

export interface BacktestCase {
  tenancyId: number;
  propertyId: number;
  period: Period;
  /** The forecast was made at the end of the period's month number `month` (1 = its first). */
  month: number;
  actual: number;
  expected: number;
  low: number;
  high: number;
  /** The same forecast with the weather the rest of the period really had. */
  expectedInActualWeather: number;
  utilities: Array<{ utility: string; actual: number; expected: number }>;
}

export interface BacktestResult {
  cases: BacktestCase[];
  /** Periods settled by an allocation statement, with what the readings' settlement makes of them. */
  statements: Array<{ tenancyId: number; period: Period; statement: number; readings: number }>;
  /** Completed periods left out, and why. */
  skipped: Array<{ tenancyId: number; period: Period; reason: string }>;
}

/** The first day of readings of the unit's meters. */
async function firstDataDay(db: Db, unitId: number): Promise<LocalDate | null> {
  const row = await db
    .selectFrom('meter_days as d')
    .innerJoin('meters as m', 'm.id', 'd.meter_id')
    .select((eb) => eb.fn.min<string>('d.day').as('first'))
    .where('m.unit_id', '=', unitId)
    .executeTakeFirst();
  return row?.first ?? null;
}

export async function backtest(
  db: Db,
  options: { today: LocalDate; log?: (line: string) => void },
): Promise<BacktestResult> {
  const result: BacktestResult = { cases: [], statements: [], skipped: [] };
  for (const t of await forecastTenancies(db)) {
    const first = await firstDataDay(db, t.unit_id);
    const statements = await db
      .selectFrom('allocation_statements')
      .select(['period_start', 'period_end', 'lines'])
      .where('tenancy_id', '=', t.id)
      .execute();
    for (let k = 1; k <= 50; k++) {
      const billing = { start: addYears(t.billing_start, -k), end: addYears(t.billing_end, -k) };
      const period = {
        start: billing.start > t.start_date ? billing.start : t.start_date,
        end: t.end_date !== null && t.end_date < billing.end ? t.end_date : billing.end,
      };
      if (!first || billing.end < first) break;
      if (period.start > period.end || period.end >= options.today) continue;
      if (period.start < first) {
        result.skipped.push({ tenancyId: t.id, period, reason: `readings begin ${first}` });
        continue;
      }
      // What the period came to: the settlement of its readings, or its allocation statement.
      const settled = await tenancyForecast(db, t, { today: addDays(period.end, 1), period });
      let actual = settled.lines.reduce((a, l) => a + l.costSoFar, 0);
      let utilities = new Map(settled.lines.map((l) => [l.utility, l.costSoFar]));
      const statement = statements.find((s) => s.period_start === period.start && s.period_end === period.end);
      const data = statement ? statementData(statement.lines) : null;
      if (data) {
        const s = settle(data);
        result.statements.push({ tenancyId: t.id, period, statement: s.total, readings: actual });
        actual = s.total;
        utilities = new Map(s.utilities.map((u) => [u.utility, u.unitCost]));
      }
      if (actual <= 0) {
        result.skipped.push({ tenancyId: t.id, period, reason: 'nothing settled' });
        continue;
      }
      const months = monthsOf(period);
      for (const [i, month] of months.entries()) {
        const asOf = endOfMonth(month);
        if (asOf >= period.end) break;
        const today = addDays(asOf, 1);
        const f = await tenancyForecast(db, t, { today, period });
        if (f.state !== 'FORECAST' || !f.total) continue;
        const w = await tenancyForecast(db, t, { today, period, actualWeather: true });
        result.cases.push({
          tenancyId: t.id,
          propertyId: t.property.id,
          period,
          month: i + 1,
          actual,
          expected: f.total.cost.expected,
          low: f.total.cost.low,
          high: f.total.cost.high,
          expectedInActualWeather: w.total?.cost.expected ?? f.total.cost.expected,
          utilities: f.lines.map((l) => ({
            utility: l.utility,
            actual: utilities.get(l.utility) ?? 0,
            expected: l.cost?.expected ?? 0,
          })),
        });
      }
      options.log?.(`tenancy ${t.id}, ${period.start} to ${period.end}: settled ${actual.toFixed(2)}`);
    }
  }
  return result;
}

export interface BacktestRow {
  month: number;
  forecasts: number;
  /** Median and 90th percentile of the absolute error, in percent of the settlement. */
  medianAbsError: number;
  p90AbsError: number;
  /** Median signed error: positive when the forecast was too high. */
  medianError: number;
  /** Share of settlements within the forecast's range, in percent. */
  withinRange: number;
  /** Median absolute error had the rest of the period's weather been known. */
  medianAbsErrorInActualWeather: number;
  /** Median absolute error per utility. */
  utilities: Record<string, number>;
}

function quantile(values: number[], q: number): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const pos = (sorted.length - 1) * q;
  const lo = Math.floor(pos);
  const hi = Math.ceil(pos);
  return sorted[lo]! + (sorted[hi]! - sorted[lo]!) * (pos - lo);
}

export const median = (values: number[]) => quantile(values, 0.5);

/** The errors by the month of the period the forecast was made at. */
export function summarise(cases: BacktestCase[]): BacktestRow[] {
  const months = [...new Set(cases.map((c) => c.month))].sort((a, b) => a - b);
  const pct = (expected: number, actual: number) => ((expected - actual) / actual) * 100;
  return months.map((month) => {
    const these = cases.filter((c) => c.month === month);
    const errors = these.map((c) => pct(c.expected, c.actual));
    const names = [...new Set(these.flatMap((c) => c.utilities.map((u) => u.utility)))];
    return {
      month,
      forecasts: these.length,
      medianAbsError: median(errors.map(Math.abs)),
      p90AbsError: quantile(errors.map(Math.abs), 0.9),
      medianError: median(errors),
      withinRange: (these.filter((c) => c.low <= c.actual && c.actual <= c.high).length / these.length) * 100,
      medianAbsErrorInActualWeather: median(these.map((c) => Math.abs(pct(c.expectedInActualWeather, c.actual)))),
      utilities: Object.fromEntries(
        names.map((name) => [
          name,
          median(
            these
              .flatMap((c) => c.utilities.filter((u) => u.utility === name && u.actual > 0))
              .map((u) => Math.abs(pct(u.expected, u.actual))),
          ),
        ]),
      ),
    };
  });
}
