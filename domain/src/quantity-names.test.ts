import { describe, expect, it } from 'vitest';
import { LANGUAGES } from './languages.ts';
import { CONSUMPTION_QUANTITIES, INDOOR_CLIMATE_QUANTITIES } from './quantities.ts';
import { QUANTITY_NAMES, quantityName } from './quantity-names.ts';

describe('quantity names', () => {
  it('names every quantity a tenant sees, in every language', () => {
    for (const language of LANGUAGES) {
      for (const quantity of [...CONSUMPTION_QUANTITIES, ...INDOOR_CLIMATE_QUANTITIES]) {
        expect(QUANTITY_NAMES[language][quantity], `${language} ${quantity}`).toMatch(/\S/);
      }
    }
  });

  it('names a quantity in the language, and an unnamed one by its key', () => {
    expect(quantityName('hot-water-volume', 'en')).toBe('Hot water');
    expect(quantityName('hot-water-volume', 'da')).toBe('Varmt vand');
    expect(quantityName('hot-water-volume', 'nb')).toBe('Varmtvann');
    expect(quantityName('gas-pressure', 'da')).toBe('gas-pressure');
  });
});
