import { describe, expect, it } from 'vitest';
import { aggregationOf, quantityOfLegacyKind, QUANTITIES, unitOf } from './quantities';
import { consumptionLevel, CONSUMPTION_MOODS, humidityMood, percentChange, temperatureMood } from './smileys';
import { ratingIndex, ratingLetter } from './rating';

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
});

describe('smileys (SPEC §4)', () => {
  it('grades consumption against the comparison', () => {
    expect(consumptionLevel(-0.1)).toBe('less');
    expect(consumptionLevel(0)).toBe('up-to-25');
    expect(consumptionLevel(24.9)).toBe('up-to-25');
    expect(consumptionLevel(25)).toBe('up-to-50');
    expect(consumptionLevel(49.9)).toBe('up-to-50');
    expect(consumptionLevel(50)).toBe('over-50');
    expect(CONSUMPTION_MOODS).toEqual({ less: 'smile', 'up-to-25': 'ok', 'up-to-50': 'neutral', 'over-50': 'sad' });
    expect(percentChange(125, 100)).toBe(25);
    expect(percentChange(1, 0)).toBeNull();
    expect(percentChange(null, 3)).toBeNull();
  });

  it.each([
    [19.9, 'sad'],
    [20, 'neutral'],
    [39.9, 'neutral'],
    [40, 'happy'],
    [60, 'happy'],
    [60.1, 'neutral'],
    [70, 'neutral'],
    [70.1, 'sad'],
  ] as const)('humidity %d %% is %s', (value, mood) => expect(humidityMood(value)).toBe(mood));

  it.each([
    [14.9, 'sad'],
    [15, 'neutral'],
    [18.9, 'neutral'],
    [19, 'happy'],
    [22, 'happy'],
    [22.1, 'neutral'],
    [25, 'neutral'],
    [25.1, 'sad'],
  ] as const)('temperature %d °C is %s', (value, mood) => expect(temperatureMood(value)).toBe(mood));
});

describe('rating letter (docs/decisions/0052)', () => {
  it.each([
    [0, 'A+'],
    [60, 'A+'],
    [60.01, 'A'],
    [75, 'A'],
    [90, 'B'],
    [100, 'C'],
    [115, 'D'],
    [130, 'E'],
    [150, 'F'],
    [150.01, 'G'],
    [400, 'G'],
  ] as const)('index %d is %s', (index, letter) => expect(ratingLetter(index)).toBe(letter));

  it('has no letter without a usable figure', () => {
    expect(ratingLetter(null)).toBeNull();
    expect(ratingLetter(Number.NaN)).toBeNull();
    expect(ratingLetter(-1)).toBeNull();
    expect(ratingIndex(50, 100)).toBe(50);
    expect(ratingIndex(50, 0)).toBeNull();
  });
});
