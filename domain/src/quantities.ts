/** Quantities as the services name them (SPEC §3, kebab-case; "eletricity-frequency" is spelled so). */
export const QUANTITIES = [
  'heat-energy',
  'heat-volume',
  'hca',
  'hot-water-volume',
  'cold-water-volume',
  'electricity-energy',
  'cooling-energy',
  'gas-volume',
  'total-water-volume',
  'heat-flow-temperature',
  'heat-return-temperature',
  'indoor-temperature',
  'indoor-relative-humidity',
  'heat-cooling',
  'hot-water-backflow',
  'cold-water-backflow',
  'error',
  'eletricity-frequency',
  'hot-water-flow',
  'gas-pressure',
  'outdoor-temperature',
] as const;
/** A service quantity (kebab-case). */
export type Quantity = (typeof QUANTITIES)[number];

/** Is the value one of the service quantities? */
export function isQuantity(value: unknown): value is Quantity {
  return typeof value === 'string' && (QUANTITIES as readonly string[]).includes(value);
}

/** Units (SPEC §3) and their symbols; hca-unit is a word, see `unitLabel`. */
export const UNITS = [
  'degree-celsius',
  'degree-kelvin',
  'cubic-meter',
  'kilo-watt-hour',
  'hca-unit',
  'percent',
] as const;
/** A unit key (degree-celsius, cubic-meter, ...). */
export type Unit = (typeof UNITS)[number];

/** Is the value one of the unit keys? */
export function isUnit(value: unknown): value is Unit {
  return typeof value === 'string' && (UNITS as readonly string[]).includes(value);
}

/** Symbols of the units: °C, K, m³, kWh, %. */
export const UNIT_SYMBOLS: Record<Exclude<Unit, 'hca-unit'>, string> = {
  'degree-celsius': '°C',
  'degree-kelvin': 'K',
  'cubic-meter': 'm³',
  'kilo-watt-hour': 'kWh',
  percent: '%',
};

/** SPEC §3 "Quantity to unit". Quantities not listed there have no unit here. */
export const QUANTITY_UNITS: Partial<Record<Quantity, Unit>> = {
  'cooling-energy': 'kilo-watt-hour',
  'heat-energy': 'kilo-watt-hour',
  'electricity-energy': 'kilo-watt-hour',
  'hot-water-volume': 'cubic-meter',
  'cold-water-volume': 'cubic-meter',
  'total-water-volume': 'cubic-meter',
  'gas-volume': 'cubic-meter',
  'heat-volume': 'cubic-meter',
  'heat-flow-temperature': 'degree-celsius',
  'heat-return-temperature': 'degree-celsius',
  'indoor-temperature': 'degree-celsius',
  'heat-cooling': 'degree-kelvin',
  'indoor-relative-humidity': 'percent',
  hca: 'hca-unit',
};

/** The unit of a quantity (SPEC §3), or undefined. */
export function unitOf(quantity: Quantity | string): Unit | undefined {
  return QUANTITY_UNITS[quantity as Quantity];
}

/** SPEC §3: legacy meter kinds to quantities. */
export const LEGACY_METER_KINDS = {
  coldwater: 'cold-water-volume',
  hotwater: 'hot-water-volume',
  electricity: 'electricity-energy',
  energy: 'heat-energy',
  radiator: 'hca',
  temperature: 'indoor-temperature',
  gas: 'gas-volume',
  humidity: 'indoor-relative-humidity',
  cooling: 'cooling-energy',
  flow_temperature: 'heat-flow-temperature',
  return_temperature: 'heat-return-temperature',
  heatvolume: 'heat-volume',
} as const satisfies Record<string, Quantity>;
/** A legacy meter kind (coldwater, energy, radiator, ...). */
export type LegacyMeterKind = keyof typeof LEGACY_METER_KINDS;

/** The quantity of a legacy meter kind, or undefined. */
export function quantityOfLegacyKind(kind: string): Quantity | undefined {
  return Object.hasOwn(LEGACY_METER_KINDS, kind) ? LEGACY_METER_KINDS[kind as LegacyMeterKind] : undefined;
}

const LEGACY_KIND_OF_QUANTITY: ReadonlyMap<string, LegacyMeterKind> = new Map<string, LegacyMeterKind>([
  ...Object.entries(LEGACY_METER_KINDS).map(([kind, quantity]): [string, LegacyMeterKind] => [
    quantity,
    kind as LegacyMeterKind,
  ]),
  // an outdoor thermometer reads as a temperature meter to the clients that know meter kinds only
  ['outdoor-temperature', 'temperature'],
]);

/** The legacy meter kind a quantity's meters are shown as, or undefined (the reverse of `quantityOfLegacyKind`). */
export function legacyKindOf(quantity: string): LegacyMeterKind | undefined {
  return LEGACY_KIND_OF_QUANTITY.get(quantity);
}

/** Orders quantities as SPEC §3 lists them (`QUANTITIES`); unknown ones last. */
export function byQuantityOrder(a: string, b: string): number {
  const rank = (q: string) => {
    const i = (QUANTITIES as readonly string[]).indexOf(q);
    return i < 0 ? QUANTITIES.length : i;
  };
  return rank(a) - rank(b);
}

/** SPEC §3 object levels, graph modes. */
export const OBJECT_LEVELS = ['PROPERTY', 'UNIT', 'SOURCE', 'MPOINT'] as const;
/** An object level: PROPERTY, UNIT, SOURCE or MPOINT. */
export type ObjectLevel = (typeof OBJECT_LEVELS)[number];
/** Graph modes (SPEC §3): HOURLY_VALUES, COST, CO2. */
export const GRAPH_MODES = ['HOURLY_VALUES', 'COST', 'CO2'] as const;
/** A graph mode. */
export type GraphMode = (typeof GRAPH_MODES)[number];

/**
 * SPEC §3 aggregation: addition for cold, hot, total water and gas; average for humidity,
 * temperature, cooling-energy, flow and return temperature. Other consumption quantities (heat,
 * electricity, hca, heat volume) are amounts and add up (docs/decisions/0052). The states SPEC §3
 * does not name (the heat-cooling difference, frequency, pressure) average too: a sum of them means
 * nothing.
 */
export type Aggregation = 'addition' | 'average';
const AVERAGED: ReadonlySet<string> = new Set<Quantity>([
  'indoor-relative-humidity',
  'indoor-temperature',
  'outdoor-temperature',
  'cooling-energy',
  'heat-flow-temperature',
  'heat-return-temperature',
  'heat-cooling',
  'eletricity-frequency',
  'gas-pressure',
]);
/** How a quantity aggregates over time: addition or average. */
export function aggregationOf(quantity: Quantity | string): Aggregation {
  return AVERAGED.has(quantity) ? 'average' : 'addition';
}

/** Does the quantity aggregate by average (`aggregationOf` is `average`)? */
export function isAveraged(quantity: Quantity | string): boolean {
  return AVERAGED.has(quantity);
}

/** Quantities whose reading is a counter (a cumulative register): the added ones but flow and error. */
export function isCumulative(quantity: Quantity | string): boolean {
  return !isAveraged(quantity) && quantity !== 'hot-water-flow' && quantity !== 'error';
}

/** The consumption quantities a tenant's screens offer, in menu order. */
export const CONSUMPTION_QUANTITIES = [
  'heat-energy',
  'heat-volume',
  'hca',
  'hot-water-volume',
  'cold-water-volume',
  'total-water-volume',
  'electricity-energy',
  'gas-volume',
  'cooling-energy',
] as const satisfies readonly Quantity[];
/** A quantity a consumption page can show. */
export type ConsumptionQuantity = (typeof CONSUMPTION_QUANTITIES)[number];

/**
 * The quantities that measure a home's heating, in the order one figure is taken from them: heat
 * energy where the home has it, else heat-cost allocators, else heat volume (docs/decisions/0052).
 */
export const HEATING_QUANTITIES = ['heat-energy', 'hca', 'heat-volume'] as const satisfies readonly Quantity[];

/** The indoor climate quantities: temperature and relative humidity. */
export const INDOOR_CLIMATE_QUANTITIES = [
  'indoor-temperature',
  'indoor-relative-humidity',
] as const satisfies readonly Quantity[];
