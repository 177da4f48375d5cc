import { describe, expect, it } from 'vitest';
import { graphInput, kpisInput, pricesInput, tableInput } from './inputs';

const period = { start: '2026-10-01', end: '2026-10-31' };

describe('service inputs (SPEC §7)', () => {
  it('tenantGraph: upper-cased resolution, local date-times, comparison', () => {
    expect(
      graphInput({ objectId: 'u1', quantity: 'heat-energy', period, resolution: 'day', comparison: 'last_year' }),
    ).toEqual({
      objectId: 'u1',
      resolution: 'DAY',
      periodBegin: '2026-10-01T00:00:00',
      periodEnd: '2026-11-01T00:00:00',
      consumption: { series: [{ quantityDescriptor: { quantity: 'heat-energy', normalized: false } }] },
      compareWith: ['previous-year'],
    });
  });

  it('tenantTable: date-times; KPIs and prices: dates only', () => {
    expect(tableInput({ objectId: 'u1', period, aggregationLevel: 'MPOINT', comparison: 'last_period' })).toEqual({
      aggregationLevel: 'MPOINT',
      objectId: 'u1',
      periodBegin: '2026-10-01T00:00:00',
      periodEnd: '2026-11-01T00:00:00',
      compareWith: 'previous-period',
    });
    expect(kpisInput({ objectId: 'u1', quantity: 'hca', period, normalized: true })).toEqual({
      objectId: 'u1',
      quantity: 'hca',
      periodBegin: '2026-10-01',
      periodEnd: '2026-10-31',
      normalized: true,
    });
    expect(pricesInput({ objectId: 'u1', quantity: 'electricity-energy', period })).toEqual({
      objectId: 'u1',
      quantity: 'electricity-energy',
      periodBegin: '2026-10-01',
      periodEnd: '2026-10-31',
    });
  });
});
