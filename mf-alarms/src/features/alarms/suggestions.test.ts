import { describe, expect, it } from 'vitest';
import { suggestionsFor } from './suggestions';

describe('ready-made alarms for a home without alarms', () => {
  it('a possible leak, a cold home and a rise over last year, of existing types where they exist', () => {
    expect(
      suggestionsFor(['heat-energy', 'hot-water-volume', 'cold-water-volume', 'indoor-temperature', 'hca']),
    ).toEqual([
      { id: 'leak', kind: 'CONSUMPTION', type: 'LEAK', quantity: 'cold-water-volume', period: 'DAY', threshold: 24 },
      { id: 'cold', kind: 'CLIMATE', type: 'MINIMUM', quantity: 'indoor-temperature', period: 'DAY', threshold: 18 },
      { id: 'rise', kind: 'CONSUMPTION', type: 'INCREASE', quantity: 'heat-energy', period: 'YEAR', threshold: 25 },
    ]);
  });

  it('only those the home has meters for', () => {
    expect(suggestionsFor(['hot-water-volume']).map((s) => [s.id, s.quantity])).toEqual([
      ['leak', 'hot-water-volume'],
      ['rise', 'hot-water-volume'],
    ]);
    expect(suggestionsFor(['electricity-energy']).map((s) => s.id)).toEqual(['rise']);
    expect(suggestionsFor(['indoor-relative-humidity'])).toEqual([]);
    expect(suggestionsFor([])).toEqual([]);
  });
});
