import { describe, expect, it } from 'vitest';
import { estimateCosts } from './estimate';

describe('the heating cost estimate', () => {
  it('prices each hour with its own tariff, never the latest one', () => {
    const ts = ['2026-11-22T00:00:00', '2026-11-22T01:00:00', '2026-11-22T02:00:00'];
    const tariffs = [
      { hour: '2026-11-22T00:00:00', tariff: 1 },
      { hour: '2026-11-22T01:00:00', tariff: 2 },
      { hour: '2026-11-22T02:00:00', tariff: 10 },
    ];
    const result = estimateCosts(tariffs, ts, [0.5, 0.25, null]);
    expect(result.hours.map((h) => h.cost)).toEqual([0.5, 0.5, null]);
    expect(result.latest?.hour).toBe('2026-11-22T01:00:00');
    expect(result.latest?.cost).toBe(0.5);
    expect(result.total).toBe(1);
  });
  it('pairs the repeated hour of the autumn change in order', () => {
    const ts = ['2026-10-25T02:00:00', '2026-10-25T02:00:00'];
    const tariffs = [
      { hour: '2026-10-25T02:00:00', tariff: 1 },
      { hour: '2026-10-25T02:00:00', tariff: 3 },
    ];
    expect(estimateCosts(tariffs, ts, [1, 1]).hours.map((h) => h.cost)).toEqual([1, 3]);
  });
});
