// The settlement forecast's arithmetic (docs/decisions/0151), on daily figures already read: no
// database, no clock. For each settled utility, the unit's and the property's consumption so far are
// taken as read; the rest of the period comes from each series' own energy signature (the day's
// consumption against the day's heating degree days, fitted over its last year), driven by the weather
// of the same dates in each of the last years. Each past year's weather is one scenario: their mean is
// the expectation, their spread plus the signature's own error the range.
import { type LocalDate, addDays, addYears, startOfMonth } from '@portal/domain';
import type { Utility } from '../statements/settlement.ts';

/** The last year's days a signature is fitted on. */
export const FIT_DAYS = 365;
/** Fewer complete days than this in the fit window: not enough data. */
export const MIN_FIT_DAYS = 60;
/** A weather-dependent signature needs this many heating days (at least 1 degree day) in its window. */
export const MIN_HEATING_DAYS = 30;
/** The past years whose weather drives the rest of the period, at most. */
export const WEATHER_YEARS = 3;
/** A calendar month's residuals count towards the signature's error with at least this many days. */
const MIN_MONTH_DAYS = 15;
/** The range's half-width in standard deviations: 1.28, a central 80 % interval of a normal error. */
export const RANGE_Z = 1.2816;
/**
 * How much a month's heating degree days vary from year to year (standard deviation over mean), taken
 * as independent from month to month: 20 % a month makes about 6-7 % over a heating year, as the
 * Danish and Norwegian normals vary (docs/decisions/0151).
 */
export const MONTHLY_DEGREE_DAY_CV = 0.2;

/** A day's figure of a series: its consumption and whether every meter read every hour of it. */
export interface DayFigure {
  value: number;
  complete: boolean;
}

export type Shortfall = 'NO_PRICE' | 'NO_METER' | 'TOO_LITTLE_DATA' | 'NO_HEATING_SEASON' | 'NO_WEATHER';

export interface Signature {
  /** Consumption a day without heating. */
  base: number;
  /** Consumption per heating degree day. */
  slope: number;
  /** Standard deviation of the monthly mean of the daily residuals (per day). */
  sigma: number;
  /** Complete days fitted on, and the first of them. */
  days: number;
  from: LocalDate | null;
}

/**
 * The series' energy signature over [from, to]: consumption = base + slope × degree days, by least
 * squares over the complete days (with a known temperature when weather-dependent). Without weather
 * dependence (or with a slope below zero) the slope is 0 and the base the mean. A Shortfall when the
 * window has too few days.
 */
export function fitSignature(
  series: ReadonlyMap<LocalDate, DayFigure>,
  hdd: ReadonlyMap<LocalDate, number>,
  from: LocalDate,
  to: LocalDate,
  weatherDependent: boolean,
): Signature | Shortfall {
  const xs: number[] = [];
  const ys: number[] = [];
  const days: LocalDate[] = [];
  for (let d = from; d <= to; d = addDays(d, 1)) {
    const figure = series.get(d);
    if (!figure?.complete) continue;
    const h = hdd.get(d);
    if (weatherDependent && h === undefined) continue;
    xs.push(h ?? 0);
    ys.push(figure.value);
    days.push(d);
  }
  const n = ys.length;
  if (n < MIN_FIT_DAYS) return 'TOO_LITTLE_DATA';
  if (weatherDependent && xs.filter((h) => h >= 1).length < MIN_HEATING_DAYS) return 'NO_HEATING_SEASON';
  const mean = (v: number[]) => v.reduce((a, x) => a + x, 0) / v.length;
  const my = mean(ys);
  let base = my;
  let slope = 0;
  if (weatherDependent) {
    const mx = mean(xs);
    let sxy = 0;
    let sxx = 0;
    for (let i = 0; i < n; i++) {
      sxy += (xs[i]! - mx) * (ys[i]! - my);
      sxx += (xs[i]! - mx) ** 2;
    }
    slope = sxx > 0 ? sxy / sxx : 0;
    base = my - slope * mx;
    if (slope < 0) {
      slope = 0;
      base = my;
    } else if (base < 0) {
      // No negative consumption without heating: through the origin.
      base = 0;
      slope = xs.reduce((a, x, i) => a + x * ys[i]!, 0) / xs.reduce((a, x) => a + x * x, 0);
    }
  }
  // The error of a month's mean day: the spread of the monthly means of the residuals, and at least
  // what independent days would give.
  const byMonth = new Map<string, number[]>();
  let squares = 0;
  for (let i = 0; i < n; i++) {
    const r = ys[i]! - (base + slope * xs[i]!);
    squares += r * r;
    const key = days[i]!.slice(0, 7);
    const list = byMonth.get(key) ?? [];
    list.push(r);
    byMonth.set(key, list);
  }
  const dailySd = Math.sqrt(squares / Math.max(1, n - (weatherDependent ? 2 : 1)));
  const monthMeans = [...byMonth.values()].filter((l) => l.length >= MIN_MONTH_DAYS).map(mean);
  let sigma = dailySd / Math.sqrt(30);
  if (monthMeans.length >= 3) {
    const mm = mean(monthMeans);
    const sd = Math.sqrt(monthMeans.reduce((a, x) => a + (x - mm) ** 2, 0) / (monthMeans.length - 1));
    sigma = Math.max(sigma, sd);
  }
  return { base, slope, sigma, days: n, from: days[0] ?? null };
}

export interface Period {
  start: LocalDate;
  end: LocalDate;
}

/**
 * The past years (1 to WEATHER_YEARS back) whose degree days are known for every day of [from, to]
 * moved back by that many years, and lie on or before `known` (the last day of data): the weather
 * scenarios, as numbers of years back.
 */
export function weatherYears(
  hdd: ReadonlyMap<LocalDate, number>,
  from: LocalDate,
  to: LocalDate,
  known: LocalDate,
): number[] {
  const years: number[] = [];
  for (let k = 1; k <= WEATHER_YEARS; k++) {
    let ok = addYears(to, -k) <= known;
    for (let d = from; ok && d <= to; d = addDays(d, 1)) ok = hdd.has(addYears(d, -k));
    if (ok) years.push(k);
  }
  return years;
}

export interface UtilityInput {
  utility: Utility;
  quantity: string;
  weatherDependent: boolean;
  /**
   * The unit's share of the property's cost per unit of the property's consumption cost: its floor
   * area share × fixed / (1 − fixed). The unit's cost of a day is price × (unit + fixedShare × property).
   */
  fixedShare: number;
  /** Whether the unit has a meter of the quantity in the tenancy. */
  metered: boolean;
  unit: ReadonlyMap<LocalDate, DayFigure>;
  property: ReadonlyMap<LocalDate, DayFigure>;
  /** The price per quantity unit on a day; null when none is known. */
  price: (day: LocalDate) => number | null;
}

export interface ForecastInput {
  period: Period;
  /** The last day of actual data: days after it are expected. */
  cutoff: LocalDate;
  /** The first day the unit's data may be used from (the tenancy's start). */
  unitFrom: LocalDate;
  hdd: ReadonlyMap<LocalDate, number>;
  utilities: UtilityInput[];
  /**
   * Back-testing only: the rest of the period with the weather it really had (which `hdd` must then
   * hold) instead of the past years'.
   */
  actualWeather?: boolean;
}

/** A month of one utility: the actual cost so far and, per weather scenario, the month's whole cost. */
export interface MonthFigures {
  month: LocalDate;
  /** Cost of the month's days up to the cutoff; null for a month after it. */
  actual: number | null;
  scenarios: number[];
  /** Variance of the expected part from the signatures' error. */
  variance: number;
  /** The expected part's cost that follows the weather, in the scenarios' mean weather. */
  weather: number;
}

export interface UtilityForecast {
  utility: Utility;
  quantity: string;
  shortfall: Shortfall | null;
  consumptionSoFar: number;
  costSoFar: number;
  /** Days up to the cutoff without complete readings of the unit, expected like the rest. */
  estimatedDays: number;
  /** Per weather scenario: the period's consumption and cost (empty with a shortfall). */
  consumption: number[];
  consumptionVariance: number;
  /** Per month, the expected consumption that follows the weather, in the scenarios' mean weather. */
  consumptionWeather: number[];
  months: MonthFigures[];
  signature: Signature | null;
}

export interface Forecast {
  /** The weather scenarios, in years back (empty when no weather is needed). */
  years: number[];
  utilities: UtilityForecast[];
}

/** The period's months, by their first day. */
export function monthsOf(period: Period): LocalDate[] {
  const out: LocalDate[] = [];
  for (let m = startOfMonth(period.start); m <= period.end; m = startOfMonth(addDays(m, 32))) out.push(m);
  return out;
}

export function forecast(input: ForecastInput): Forecast {
  const { period, cutoff, hdd } = input;
  const lastActual = cutoff < period.end ? cutoff : period.end;
  const restFrom = cutoff < period.start ? period.start : addDays(cutoff, 1);
  const hasRest = restFrom <= period.end;
  const fitFrom = addDays(cutoff, 1 - FIT_DAYS);
  const unitFitFrom = fitFrom > input.unitFrom ? fitFrom : input.unitFrom;
  const needsWeather = hasRest && input.utilities.some((u) => u.weatherDependent);
  const years = input.actualWeather ? [0] : needsWeather ? weatherYears(hdd, restFrom, period.end, cutoff) : [];
  const scenarioCount = Math.max(1, years.length);
  /** A day's degree days in scenario j (the actual ones up to the cutoff). */
  const hddIn = (day: LocalDate, j: number): number => {
    if (day <= cutoff || years.length === 0) return hdd.get(day) ?? normal(day);
    return hdd.get(addYears(day, -years[j]!)) ?? 0;
  };
  const normal = (day: LocalDate): number => {
    const known = Array.from({ length: WEATHER_YEARS }, (_, k) => hdd.get(addYears(day, -k - 1))).filter(
      (h) => h !== undefined,
    );
    return known.length ? known.reduce((a, h) => a + h, 0) / known.length : 0;
  };
  const months = monthsOf(period);

  const utilities = input.utilities.map((u): UtilityForecast => {
    let consumptionSoFar = 0;
    let costSoFar = 0;
    const result: UtilityForecast = {
      utility: u.utility,
      quantity: u.quantity,
      shortfall: null,
      consumptionSoFar: 0,
      costSoFar: 0,
      estimatedDays: 0,
      consumption: [],
      consumptionVariance: 0,
      consumptionWeather: [],
      months: [],
      signature: null,
    };
    let shortfall: Shortfall | null = null;
    const unitFit = u.metered ? fitSignature(u.unit, hdd, unitFitFrom, cutoff, u.weatherDependent) : 'NO_METER';
    const propertyFit = fitSignature(u.property, hdd, fitFrom, cutoff, u.weatherDependent);
    if (typeof unitFit === 'string') shortfall = unitFit;
    else if (typeof propertyFit === 'string') shortfall = propertyFit;
    else if (needsWeather && u.weatherDependent && years.length === 0) shortfall = 'NO_WEATHER';
    for (let d = period.start; d <= period.end && !shortfall; d = addDays(d, 1)) {
      if (u.price(d) === null) shortfall = 'NO_PRICE';
    }
    const unitSig = typeof unitFit === 'string' ? null : unitFit;
    const propertySig = typeof propertyFit === 'string' ? null : propertyFit;
    result.signature = unitSig;

    // The days so far: as read; a day without complete readings as its signature expects it in the
    // day's own weather (when a signature exists).
    const monthActual = new Map<LocalDate, number>();
    for (let d = period.start; d <= lastActual; d = addDays(d, 1)) {
      const price = u.price(d) ?? 0;
      const own = u.unit.get(d);
      let unitValue = own?.value ?? 0;
      if (!own?.complete && u.metered) {
        result.estimatedDays += 1;
        if (unitSig) unitValue = unitSig.base + unitSig.slope * hddIn(d, 0);
      }
      const prop = u.property.get(d);
      const propertyValue =
        !prop?.complete && propertySig ? propertySig.base + propertySig.slope * hddIn(d, 0) : (prop?.value ?? 0);
      consumptionSoFar += unitValue;
      const cost = price * (unitValue + u.fixedShare * propertyValue);
      costSoFar += cost;
      const m = startOfMonth(d);
      monthActual.set(m, (monthActual.get(m) ?? 0) + cost);
    }
    result.consumptionSoFar = consumptionSoFar;
    result.costSoFar = costSoFar;
    if (shortfall || !unitSig || !propertySig) {
      result.shortfall = shortfall ?? 'TOO_LITTLE_DATA';
      return result;
    }

    // The rest: per scenario, the signatures in that year's weather; the signatures' error per month.
    const consumption = new Array<number>(scenarioCount).fill(consumptionSoFar);
    let consumptionVariance = 0;
    result.months = months.map((month) => {
      const scenarios = new Array<number>(scenarioCount).fill(monthActual.get(month) ?? 0);
      const next = startOfMonth(addDays(month, 32));
      const from = restFrom > month ? restFrom : month;
      const to = period.end < next ? period.end : addDays(next, -1);
      let days = 0;
      let priced = 0;
      let weather = 0;
      let consumptionWeather = 0;
      for (let d = from; d <= to; d = addDays(d, 1)) {
        const price = u.price(d)!;
        days += 1;
        priced += price;
        let meanHdd = 0;
        for (let j = 0; j < scenarioCount; j++) meanHdd += hddIn(d, j) / scenarioCount;
        consumptionWeather += unitSig.slope * meanHdd;
        weather += price * (unitSig.slope + u.fixedShare * propertySig.slope) * meanHdd;
        for (let j = 0; j < scenarioCount; j++) {
          const h = hddIn(d, j);
          const unitValue = unitSig.base + unitSig.slope * h;
          const propertyValue = propertySig.base + propertySig.slope * h;
          consumption[j] = consumption[j]! + unitValue;
          scenarios[j] = scenarios[j]! + price * (unitValue + u.fixedShare * propertyValue);
        }
      }
      // A month's expected days share one error (behaviour persists within a month); months are
      // independent of each other.
      consumptionVariance += (days * unitSig.sigma) ** 2;
      result.consumptionWeather.push(consumptionWeather);
      const variance = priced ** 2 * (unitSig.sigma ** 2 + (u.fixedShare * propertySig.sigma) ** 2);
      return {
        month,
        actual: (month > period.start ? month : period.start) <= lastActual ? (monthActual.get(month) ?? 0) : null,
        scenarios,
        variance,
        weather,
      };
    });
    result.consumption = consumption;
    result.consumptionVariance = consumptionVariance;
    return result;
  });
  return { years: input.actualWeather ? [] : years, utilities };
}

export interface Range {
  expected: number;
  low: number;
  high: number;
}

/** What the range of an expected figure is made of. */
export interface RangeParts {
  /** The figure in each weather scenario. */
  scenarios: number[];
  /** Variance from the signatures' error. */
  variance: number;
  /** Per month, the part that follows the weather (in the scenarios' mean weather). */
  weather: number[];
}

/**
 * A figure's range: the mean of its scenarios ± RANGE_Z standard deviations of the weather (each
 * month's weather part varying by MONTHLY_DEGREE_DAY_CV, independently, and the mean of `years` years
 * being itself that uncertain / √years) and of the signatures' error; at least the span of the
 * scenarios, and never below `floor` (what has been used already).
 */
export function rangeOf(parts: RangeParts, years: number, floor: number): Range {
  const { scenarios } = parts;
  const expected = scenarios.reduce((a, x) => a + x, 0) / scenarios.length;
  const weatherVariance =
    years > 0 ? (1 + 1 / years) * parts.weather.reduce((a, w) => a + (MONTHLY_DEGREE_DAY_CV * w) ** 2, 0) : 0;
  const half = RANGE_Z * Math.sqrt(weatherVariance + parts.variance);
  return {
    expected,
    low: Math.max(floor, Math.min(expected - half, ...scenarios)),
    high: Math.max(expected + half, ...scenarios),
  };
}
