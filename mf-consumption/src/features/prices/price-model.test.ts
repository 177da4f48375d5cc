import { describe, expect, it } from 'vitest';
import { t } from '../chart/chart-fixtures';
import { formatValue } from '../chart/chart-model';
import { priceModel } from './price-model';

describe('prices', () => {
  it('shows prices per unit in their currency', () => {
    const model = priceModel(
      [
        {
          quantity: 'cold-water-volume',
          price: 45.5,
          currency: 'NOK',
          validFrom: '2026-07-01T00:00:00',
          validTo: null,
        },
        {
          quantity: 'cold-water-volume',
          price: 44,
          currency: 'NOK',
          validFrom: '2026-01-01T00:00:00',
          validTo: '2026-07-01T00:00:00',
        },
      ],
      'cold-water-volume',
      'nb',
      t,
    );
    expect(model.unit).toBe('NOK/m³');
    expect(model.points.map((p) => p.value)).toEqual([44, 45.5]);
    expect(formatValue(45.5, model, 'nb')).toBe('45,50\u00a0NOK/m³');
  });
});
