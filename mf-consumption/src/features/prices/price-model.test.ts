import { describe, expect, it } from 'vitest';
import { t } from '../chart/chart-fixtures';
import { formatValue } from '../chart/chart-model';
import { priceModel, priceSeries, showsHours } from './price-model';

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

describe('the price chart', () => {
  const period = { start: '2026-11-01', end: '2026-11-30' };
  const tariff = (price: number, validFrom: string, validTo: string | null) => ({
    quantity: 'heat-energy',
    price,
    currency: 'NOK',
    validFrom,
    validTo,
  });

  it('draws a flat tariff as a step held over the whole period, not one point', () => {
    const series = priceSeries([tariff(1.2, '2026-01-01T00:00:00', null)], 'heat-energy', period, 'en');
    expect(series.kind).toBe('tariff');
    expect(series.unit).toBe('NOK/kWh');
    expect(series.steps).toEqual([
      [Date.UTC(2026, 10, 1), 1.2],
      [Date.UTC(2026, 11, 1), 1.2],
    ]);
  });

  it('steps at the day a new tariff is valid from', () => {
    const series = priceSeries(
      [tariff(1.3, '2026-11-15T00:00:00', null), tariff(1.2, '2026-01-01T00:00:00', '2026-11-14T23:59:59')],
      'heat-energy',
      period,
      'en',
    );
    expect(series.steps.map(([x, y]) => [new Date(x).toISOString().slice(0, 10), y])).toEqual([
      ['2026-11-01', 1.2],
      ['2026-11-15', 1.3],
      ['2026-12-01', 1.3],
    ]);
    expect(series.tariffs).toEqual([
      { price: 1.2, from: '2026-01-01', to: '2026-11-14' },
      { price: 1.3, from: '2026-11-15', to: null },
    ]);
  });

  it('gives hourly prices as days with their lowest and highest hour and average, and every hour', () => {
    const hourly = (date: string, prices: number[]) =>
      prices.map((price, h) => ({
        quantity: 'electricity-energy',
        price,
        currency: 'NOK',
        validFrom: `${date}T${String(h).padStart(2, '0')}:00:00`,
        validTo: `${date}T${String(h + 1).padStart(2, '0')}:00:00`.replace('T24:00', 'T23:59'),
      }));
    const prices = [...hourly('2026-11-01', [1, 2, 3, 6]), ...hourly('2026-11-02', [2, 2])];
    const series = priceSeries(prices, 'electricity-energy', period, 'nb');
    expect(series.kind).toBe('hourly');
    expect(series.hours).toHaveLength(6);
    expect(series.days).toEqual([
      { date: '2026-11-01', x: Date.UTC(2026, 10, 1), low: 1, high: 6, average: 3, hours: 4 },
      { date: '2026-11-02', x: Date.UTC(2026, 10, 2), low: 2, high: 2, average: 2, hours: 2 },
    ]);
  });

  it('shows the hours when two days or less are in view', () => {
    expect(showsHours(0, 2 * 86_400_000)).toBe(true);
    expect(showsHours(0, 3 * 86_400_000)).toBe(false);
  });
});
