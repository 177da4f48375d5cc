import type { Language } from './languages.ts';
import type { ConsumptionQuantity } from './quantities.ts';

/** A quantity a tenant sees by name: the consumption quantities and the indoor climate ones. */
export type NamedQuantity = ConsumptionQuantity | 'indoor-temperature' | 'indoor-relative-humidity';

/**
 * The names of the quantities a tenant sees, in each language: the portal's screens (shared's
 * `quantity.*` texts) and the services' e-mails name them alike.
 */
export const QUANTITY_NAMES: Record<Language, Record<NamedQuantity, string>> = {
  en: {
    'heat-energy': 'Heat',
    'heat-volume': 'Heat (volume)',
    hca: 'Heat (allocators)',
    'hot-water-volume': 'Hot water',
    'cold-water-volume': 'Cold water',
    'total-water-volume': 'Water',
    'electricity-energy': 'Electricity',
    'gas-volume': 'Gas',
    'cooling-energy': 'Cooling',
    'indoor-temperature': 'Temperature',
    'indoor-relative-humidity': 'Humidity',
  },
  da: {
    'heat-energy': 'Varme',
    'heat-volume': 'Varme (volumen)',
    hca: 'Varme (fordelingsmålere)',
    'hot-water-volume': 'Varmt vand',
    'cold-water-volume': 'Koldt vand',
    'total-water-volume': 'Vand',
    'electricity-energy': 'El',
    'gas-volume': 'Gas',
    'cooling-energy': 'Køling',
    'indoor-temperature': 'Temperatur',
    'indoor-relative-humidity': 'Luftfugtighed',
  },
  nb: {
    'heat-energy': 'Varme',
    'heat-volume': 'Varme (volum)',
    hca: 'Varme (fordelingsmålere)',
    'hot-water-volume': 'Varmtvann',
    'cold-water-volume': 'Kaldtvann',
    'total-water-volume': 'Vann',
    'electricity-energy': 'Strøm',
    'gas-volume': 'Gass',
    'cooling-energy': 'Kjøling',
    'indoor-temperature': 'Temperatur',
    'indoor-relative-humidity': 'Luftfuktighet',
  },
};

/** A quantity's name in a language; a quantity without one is named by its key. */
export function quantityName(quantity: string, language: Language): string {
  return (QUANTITY_NAMES[language] as Record<string, string>)[quantity] ?? quantity;
}
