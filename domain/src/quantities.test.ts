import { describe, expect, it } from 'vitest';
import {
  aggregationOf,
  byQuantityOrder,
  isAveraged,
  isCumulative,
  LEGACY_METER_KINDS,
  legacyKindOf,
  quantityOfLegacyKind,
  QUANTITIES,
  unitOf,
} from './quantities.ts';

describe('quantities (SPEC §3)', () => {
  it('maps quantities to units', () => {
    for (const q of ['cooling-energy', 'heat-energy', 'electricity-energy'] as const)
      expect(unitOf(q)).toBe('kilo-watt-hour');
    for (const q of [
      'hot-water-volume',
      'cold-water-volume',
      'total-water-volume',
      'gas-volume',
      'heat-volume',
    ] as const)
      expect(unitOf(q)).toBe('cubic-meter');
    for (const q of ['heat-flow-temperature', 'heat-return-temperature', 'indoor-temperature'] as const)
      expect(unitOf(q)).toBe('degree-celsius');
    expect(unitOf('heat-cooling')).toBe('degree-kelvin');
    expect(unitOf('indoor-relative-humidity')).toBe('percent');
    expect(unitOf('hca')).toBe('hca-unit');
    expect(unitOf('error')).toBeUndefined();
  });

  it('keeps the service spelling of eletricity-frequency', () => {
    expect(QUANTITIES).toContain('eletricity-frequency');
    expect(QUANTITIES).toHaveLength(21);
  });

  it('maps legacy meter kinds', () => {
    expect(quantityOfLegacyKind('coldwater')).toBe('cold-water-volume');
    expect(quantityOfLegacyKind('hotwater')).toBe('hot-water-volume');
    expect(quantityOfLegacyKind('electricity')).toBe('electricity-energy');
    expect(quantityOfLegacyKind('energy')).toBe('heat-energy');
    expect(quantityOfLegacyKind('radiator')).toBe('hca');
    expect(quantityOfLegacyKind('temperature')).toBe('indoor-temperature');
    expect(quantityOfLegacyKind('gas')).toBe('gas-volume');
    expect(quantityOfLegacyKind('humidity')).toBe('indoor-relative-humidity');
    expect(quantityOfLegacyKind('cooling')).toBe('cooling-energy');
    expect(quantityOfLegacyKind('flow_temperature')).toBe('heat-flow-temperature');
    expect(quantityOfLegacyKind('return_temperature')).toBe('heat-return-temperature');
    expect(quantityOfLegacyKind('heatvolume')).toBe('heat-volume');
    expect(quantityOfLegacyKind('toString')).toBeUndefined();
  });

  it('adds water and gas, averages climate, cooling and temperatures', () => {
    for (const q of ['cold-water-volume', 'hot-water-volume', 'total-water-volume', 'gas-volume'])
      expect(aggregationOf(q)).toBe('addition');
    for (const q of [
      'indoor-relative-humidity',
      'indoor-temperature',
      'cooling-energy',
      'heat-flow-temperature',
      'heat-return-temperature',
    ])
      expect(aggregationOf(q)).toBe('average');
  });

  it('averages the states SPEC §3 does not name, as the services always did', () => {
    for (const q of ['heat-cooling', 'eletricity-frequency', 'gas-pressure']) expect(isAveraged(q)).toBe(true);
    expect(isAveraged('heat-energy')).toBe(false);
  });

  it('counts registers: added quantities but flow and error', () => {
    expect(isCumulative('heat-energy')).toBe(true);
    expect(isCumulative('hca')).toBe(true);
    expect(isCumulative('hot-water-flow')).toBe(false);
    expect(isCumulative('error')).toBe(false);
    expect(isCumulative('indoor-temperature')).toBe(false);
  });

  it('shows quantities as legacy meter kinds, the outdoor thermometer as a temperature meter', () => {
    for (const [kind, quantity] of Object.entries(LEGACY_METER_KINDS)) expect(legacyKindOf(quantity)).toBe(kind);
    expect(legacyKindOf('outdoor-temperature')).toBe('temperature');
    expect(legacyKindOf('gas-pressure')).toBeUndefined();
  });

  it('orders quantities as SPEC §3 lists them, unknown ones last', () => {
    expect(['gas-volume', 'nonsense', 'heat-energy', 'hca'].sort(byQuantityOrder)).toEqual([
      'heat-energy',
      'hca',
      'gas-volume',
      'nonsense',
    ]);
  });
});
