import { describe, expect, it } from 'vitest';
import { tenancyContextOf } from './tenancy-context';

describe('the tenancy context', () => {
  it('lists the quantities the unit has, and whether it has hourly values', () => {
    const context = tenancyContextOf(
      {
        id: '1',
        unitId: '1002',
        start: '2023-11-22',
        dataAvailability: {},
        billingPeriod: {},
        apartment: { address: 'x' },
        meterUnits: [
          { kind: 'coldwater', unit: 'cubic-meter' },
          { kind: 'radiator', unit: 'hca-unit' },
          { kind: 'humidity', unit: 'percent' },
        ],
      },
      [
        {
          id: '1002',
          unit: { id: '1002', size: 55 },
          path: [{ property: { settings: [{ kind: 'hourly-values' }] } }],
          treeInfo: { quantities: ['electricity-energy'] },
        },
      ],
    );
    expect(context.quantities).toEqual(['hca', 'cold-water-volume', 'electricity-energy']);
    expect(context.hasHourlyValues).toBe(true);
    expect(context.hasIndoorClimate).toBe(true);
    expect(context.size).toBe(55);
  });
});
