// SPEC §3: quantities, units, aggregation and legacy meter kinds.
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

export type Quantity = (typeof QUANTITIES)[number];

/** SPEC §3: average for humidity, temperatures and cooling-energy; addition otherwise. */
const AVERAGED = new Set<string>([
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

export function isAveraged(quantity: string): boolean {
  return AVERAGED.has(quantity);
}

/** Quantities whose reading is a counter (cumulative register). */
export function isCumulative(quantity: string): boolean {
  return !isAveraged(quantity) && quantity !== 'hot-water-flow' && quantity !== 'error';
}

export function unitOf(quantity: string): string {
  switch (quantity) {
    case 'cooling-energy':
    case 'heat-energy':
    case 'electricity-energy':
      return 'kilo-watt-hour';
    case 'hot-water-volume':
    case 'cold-water-volume':
    case 'total-water-volume':
    case 'gas-volume':
    case 'heat-volume':
      return 'cubic-meter';
    case 'heat-flow-temperature':
    case 'heat-return-temperature':
    case 'indoor-temperature':
    case 'outdoor-temperature':
      return 'degree-celsius';
    case 'heat-cooling':
      return 'degree-kelvin';
    case 'indoor-relative-humidity':
      return 'percent';
    case 'hca':
      return 'hca-unit';
    default:
      return 'unit';
  }
}

export const LEGACY_KIND: Record<string, string> = {
  'cold-water-volume': 'coldwater',
  'hot-water-volume': 'hotwater',
  'electricity-energy': 'electricity',
  'heat-energy': 'energy',
  hca: 'radiator',
  'indoor-temperature': 'temperature',
  'gas-volume': 'gas',
  'indoor-relative-humidity': 'humidity',
  'cooling-energy': 'cooling',
  'heat-flow-temperature': 'flow_temperature',
  'heat-return-temperature': 'return_temperature',
  'heat-volume': 'heatvolume',
  'outdoor-temperature': 'temperature',
};

export const QUANTITY_ORDER: readonly string[] = QUANTITIES;
