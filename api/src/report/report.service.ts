// The monthly report's EU information (docs/decisions/0150): for heating, hot water and cooling, what
// the EU's Energy Efficiency Directive (Annex VIIa) asks monthly billing and consumption information to
// give: the month against the same month last year, weather-corrected; against typical use; the
// prices applied, the cost and (for heat) the supply and its CO2; where to turn; how the costs are
// split; and how complete the month's data are. Figures are read from the day rollups over whole
// Copenhagen days (report.repository.ts).
import {
  addDays,
  addYears,
  dateAt,
  HEATING_QUANTITIES,
  maxDate,
  minDate,
  TYPICAL_RATING_BAND,
  TYPICAL_RATING_INDEX,
  TYPICAL_RATING_LETTER,
  unitOf,
} from '@portal/domain';
import type { Db } from '../db/database.ts';
import { forecastOfTenancy } from '../forecast/forecast.service.ts';
import type {
  CostSplitSource,
  HeatFuel,
  ReportSettlementForecast,
  UncorrectedReason,
  Utility,
  WeatherCorrection,
} from '../generated/data-types.ts';
import { byUtilityOrder } from '../statements/settlement.ts';
import { settlementUtilities } from '../statements/statements.repository.ts';
import { COOLING_DEGREE_DAYS, type DegreeDayRule, type Days, HEATING_DEGREE_DAYS } from '../weather/degree-days.ts';
import type { Contact, ReportGuidance, Route } from './guidance.ts';
import {
  heatSupply,
  newestReading,
  peerFigures,
  pricesInForce,
  statementSplits,
  utilityFigures,
} from './report.repository.ts';

/** Homes of a similar size: floor area within ±25 % of the home's. */
export const SIMILAR_SIZE_TOLERANCE = 0.25;
/** At least this many homes of a similar size (the home included), else the whole property's. */
export const MIN_SIMILAR_HOMES = 4;

interface UtilityRule {
  utility: Exclude<Utility, 'cold-water'>;
  /** Candidate quantities, the first the home has is taken. */
  quantities: readonly string[];
  correction: { kind: WeatherCorrection; rule: DegreeDayRule } | null;
}

const UTILITY_RULES: readonly UtilityRule[] = [
  {
    utility: 'heating',
    quantities: HEATING_QUANTITIES,
    correction: { kind: 'HEATING_DEGREE_DAYS', rule: HEATING_DEGREE_DAYS },
  },
  { utility: 'hot-water', quantities: ['hot-water-volume'], correction: null },
  {
    utility: 'cooling',
    quantities: ['cooling-energy'],
    correction: { kind: 'COOLING_DEGREE_DAYS', rule: COOLING_DEGREE_DAYS },
  },
];

export interface ReportPrice {
  quantity: string;
  price: number;
  currency: string;
  validFrom: string;
  validTo: string | null;
}

export interface LastYear {
  from: string | null;
  to: string | null;
  consumption: number | null;
  change: number | null;
  correction: WeatherCorrection | null;
  baseTemperature: number | null;
  degreeDays: number | null;
  lastYearDegreeDays: number | null;
  corrected: number | null;
  correctedChange: number | null;
  uncorrectedReason: UncorrectedReason | null;
}

export interface TypicalUse {
  areaM2: number;
  perM2: number | null;
  peers: 'SIMILAR_SIZE' | 'PROPERTY';
  peerHomes: number;
  peerMinM2: number | null;
  peerMaxM2: number | null;
  peerPerM2: number | null;
  peerForThisHome: number | null;
  typicalHome: number | null;
  typicalHomeLow: number | null;
  typicalHomeHigh: number | null;
  typicalLetter: string;
}

export interface HeatSupply {
  supplier: string;
  year: number;
  fuelMix: Array<{ fuel: HeatFuel; percent: number }>;
  sourceUrl: string | null;
}

export interface UtilityInformation {
  utility: Exclude<Utility, 'cold-water'>;
  quantity: string;
  unit: string;
  from: string | null;
  to: string | null;
  consumption: number | null;
  lastYear: LastYear;
  typical: TypicalUse;
  prices: ReportPrice[];
  cost: number | null;
  co2GramsPerUnit: number | null;
  emissionsKg: number | null;
  supply: HeatSupply | null;
}

export interface CostSplit {
  utility: Utility;
  fixedPercent: number;
  consumptionPercent: number;
  source: CostSplitSource;
  statementPeriodEnd: string | null;
}

export interface WhereToTurn {
  landlord: Contact;
  provider: Contact;
  complaints: Route[];
  advice: Route[];
}

export interface ReportInformation {
  complete: boolean;
  utilities: UtilityInformation[];
  whereToTurn: WhereToTurn;
  costSplit: CostSplit[];
  settlementForecast: ReportSettlementForecast | null;
}

export interface ReportSubject {
  propertyId: number;
  unitId: number;
  areaM2: number;
  brand: string;
  country: string;
  landlord: { name: string; phone: string; email: string };
  tenancy: { id: number; start_date: string; end_date: string | null };
  meters: ReadonlyArray<{ id: number; quantity: string }>;
  /** The report's month, first and last day. */
  periodStart: string;
  periodEnd: string;
  /** The end of the newest reading's hour among the report's quantities (as the report's `dataUntil`). */
  dataUntil: Date | null;
  /** When the report is made. */
  now: Date;
}

/** The days of the report's month within the tenancy: [from, until). */
function monthDays(s: ReportSubject): Days {
  const from = maxDate(s.periodStart, s.tenancy.start_date);
  const afterMonth = addDays(s.periodEnd, 1);
  const until = s.tenancy.end_date ? minDate(afterMonth, addDays(s.tenancy.end_date, 1)) : afterMonth;
  return { from, until };
}

/**
 * A utility's days: the month's within the tenancy that the readings cover whole, that is up to the
 * day of the newest reading's end (a day with its last hours missing is left out).
 */
async function utilityDays(db: Db, month: Days, meterIds: number[]): Promise<Days | null> {
  const newest = await newestReading(db, meterIds, month.until);
  if (!newest) return null;
  const until = minDate(month.until, dateAt(new Date(newest.getTime() + 3600_000)));
  return until > month.from ? { from: month.from, until } : null;
}

/** The number of days of [from, until). */
function dayCount(d: Days): number {
  return Math.round((Date.parse(d.until) - Date.parse(d.from)) / 86_400_000);
}

function reasonOf(
  rule: UtilityRule,
  lastYear: Days | null,
  f: Awaited<ReturnType<typeof utilityFigures>>,
  days: Days,
): UncorrectedReason | null {
  if (!rule.correction) return 'NOT_WEATHER_DEPENDENT';
  if (!lastYear || f.lastYearConsumption === null) return 'NO_LAST_YEAR';
  if (f.temperatureDays < dayCount(days) || f.lastYearTemperatureDays < dayCount(lastYear)) {
    return 'NO_OUTDOOR_TEMPERATURE';
  }
  if (!(f.degreeDays! > 0) || !(f.lastYearDegreeDays! > 0)) return 'NO_DEGREE_DAYS';
  return null;
}

const band = {
  low: TYPICAL_RATING_BAND.above / TYPICAL_RATING_INDEX,
  high: TYPICAL_RATING_BAND.upTo / TYPICAL_RATING_INDEX,
};

async function utilityInformation(
  db: Db,
  s: ReportSubject,
  rule: UtilityRule,
  quantity: string,
): Promise<UtilityInformation> {
  const meterIds = s.meters.filter((m) => m.quantity === quantity).map((m) => m.id);
  const days = await utilityDays(db, monthDays(s), meterIds);
  const lastYearDays: Days | null =
    days && addYears(days.from, -1) >= s.tenancy.start_date
      ? { from: addYears(days.from, -1), until: addYears(days.until, -1) }
      : null;
  const typicalEmpty: TypicalUse = {
    areaM2: s.areaM2,
    perM2: null,
    peers: 'PROPERTY',
    peerHomes: 0,
    peerMinM2: null,
    peerMaxM2: null,
    peerPerM2: null,
    peerForThisHome: null,
    typicalHome: null,
    typicalHomeLow: null,
    typicalHomeHigh: null,
    typicalLetter: TYPICAL_RATING_LETTER,
  };
  const supplyRow = rule.utility === 'heating' ? await heatSupply(db, s.propertyId) : undefined;
  const supply: HeatSupply | null = supplyRow
    ? {
        supplier: supplyRow.supplier,
        year: supplyRow.year,
        fuelMix: [...supplyRow.fuel_mix]
          .sort((a, b) => b.percent - a.percent)
          .map((x) => ({ fuel: x.fuel as HeatFuel, percent: x.percent })),
        sourceUrl: supplyRow.source_url,
      }
    : null;
  const base = {
    utility: rule.utility,
    quantity,
    unit: unitOf(quantity) ?? 'unit',
    supply,
  };
  if (!days) {
    return {
      ...base,
      from: null,
      to: null,
      consumption: null,
      lastYear: {
        from: null,
        to: null,
        consumption: null,
        change: null,
        correction: rule.correction?.kind ?? null,
        baseTemperature: rule.correction?.rule.base ?? null,
        degreeDays: null,
        lastYearDegreeDays: null,
        corrected: null,
        correctedChange: null,
        uncorrectedReason: rule.correction ? 'NO_READINGS' : 'NOT_WEATHER_DEPENDENT',
      },
      typical: typicalEmpty,
      prices: [],
      cost: null,
      co2GramsPerUnit: null,
      emissionsKg: null,
    };
  }
  const f = await utilityFigures(db, {
    propertyId: s.propertyId,
    quantity,
    meterIds,
    days,
    lastYear: lastYearDays,
    degreeDays: rule.correction?.rule ?? null,
  });
  const reason = reasonOf(rule, lastYearDays, f, days);
  /** Degree days are given only when every day of theirs has an outdoor temperature. */
  const complete = (n: number, d: Days | null) => d !== null && n >= dayCount(d);
  const peers = await peerFigures(db, {
    propertyId: s.propertyId,
    unitId: s.unitId,
    quantity,
    days,
    tolerance: SIMILAR_SIZE_TOLERANCE,
    minHomes: MIN_SIMILAR_HOMES,
    band,
  });
  const prices = await pricesInForce(db, s.propertyId, quantity, days);
  return {
    ...base,
    from: days.from,
    to: addDays(days.until, -1),
    consumption: f.consumption,
    lastYear: {
      from: lastYearDays?.from ?? null,
      to: lastYearDays ? addDays(lastYearDays.until, -1) : null,
      consumption: f.lastYearConsumption,
      change: f.change,
      correction: rule.correction?.kind ?? null,
      baseTemperature: rule.correction?.rule.base ?? null,
      degreeDays: complete(f.temperatureDays, days) ? f.degreeDays : null,
      lastYearDegreeDays: complete(f.lastYearTemperatureDays, lastYearDays) ? f.lastYearDegreeDays : null,
      corrected: reason ? null : f.corrected,
      correctedChange: reason ? null : f.correctedChange,
      uncorrectedReason: reason,
    },
    typical: {
      areaM2: s.areaM2,
      perM2: peers.perM2,
      peers: peers.similar ? 'SIMILAR_SIZE' : 'PROPERTY',
      peerHomes: peers.homes,
      peerMinM2: peers.minM2,
      peerMaxM2: peers.maxM2,
      peerPerM2: peers.peerPerM2,
      peerForThisHome: peers.peerForThisHome,
      typicalHome: peers.typicalHome,
      typicalHomeLow: peers.typicalHomeLow,
      typicalHomeHigh: peers.typicalHomeHigh,
      typicalLetter: TYPICAL_RATING_LETTER,
    },
    prices: prices.map((p) => ({
      quantity: p.quantity,
      price: p.price,
      currency: p.currency,
      validFrom: `${p.valid_from}T00:00:00`,
      validTo: p.valid_to ? `${p.valid_to}T23:59:59` : null,
    })),
    cost: f.cost,
    co2GramsPerUnit: f.co2GramsPerUnit,
    emissionsKg: f.emissionsKg,
  };
}

/**
 * How the costs of each utility the property settles and the home has a meter of are split: as the
 * tenancy's latest allocation statement split it, else as the property settles it now.
 */
async function costSplits(db: Db, s: ReportSubject): Promise<CostSplit[]> {
  const statement = await statementSplits(db, s.tenancy.id);
  const property = await settlementUtilities(db, s.propertyId);
  const has = new Set(s.meters.map((m) => m.quantity));
  const fromStatement = statement?.utilities ?? [];
  const splits = [
    ...fromStatement.map((u) => ({ ...u, source: 'STATEMENT' as const })),
    ...property
      .filter((p) => !fromStatement.some((u) => u.utility === p.utility))
      .map((p) => ({ ...p, fixedPercent: Number(p.fixed_percent), source: 'PROPERTY' as const })),
  ];
  return splits
    .filter((u) => has.has(u.quantity))
    .sort(byUtilityOrder)
    .map((u) => ({
      utility: u.utility,
      fixedPercent: u.fixedPercent,
      // Percent with at most 2 decimals: in hundredths, so that the two parts add up to 100 exactly.
      consumptionPercent: (10_000 - Math.round(u.fixedPercent * 100)) / 100,
      source: u.source,
      statementPeriodEnd: u.source === 'STATEMENT' ? statement!.periodEnd : null,
    }));
}

/**
 * The settlement forecast's line: the forecast of the billing period that holds the month's last day,
 * as it stood at the end of that day (made the next day, from the readings up to it), or as of
 * yesterday while the month is not over; null unless the forecast has figures.
 */
async function settlementForecastLine(db: Db, s: ReportSubject): Promise<ReportSettlementForecast | null> {
  const asOf = minDate(s.periodEnd, addDays(dateAt(s.now), -1));
  const f = await forecastOfTenancy(db, s.tenancy.id, { today: addDays(asOf, 1), periodOf: asOf, now: s.now });
  if (!f || f.state !== 'FORECAST' || !f.period || !f.total) return null;
  return { period: f.period, currency: f.currency, balance: f.total.balance, dataUntil: f.dataUntil ?? null };
}

export async function reportInformation(
  db: Db,
  s: ReportSubject,
  guidance: ReportGuidance,
): Promise<ReportInformation> {
  const quantities = new Set(s.meters.map((m) => m.quantity));
  const utilities: UtilityInformation[] = [];
  for (const rule of UTILITY_RULES) {
    const quantity = rule.quantities.find((q) => quantities.has(q));
    if (quantity) utilities.push(await utilityInformation(db, s, rule, quantity));
  }
  const month = monthDays(s);
  const country = guidance.countries[s.country];
  return {
    complete: s.dataUntil !== null && dateAt(s.dataUntil) >= month.until,
    utilities,
    whereToTurn: {
      landlord: {
        name: s.landlord.name,
        phone: s.landlord.phone || null,
        email: s.landlord.email || null,
        url: null,
      },
      provider: guidance.providers[s.brand] ?? { name: s.landlord.name, phone: null, email: null, url: null },
      complaints: country?.complaints ?? [],
      advice: country?.advice ?? [],
    },
    costSplit: await costSplits(db, s),
    settlementForecast: await settlementForecastLine(db, s),
  };
}
