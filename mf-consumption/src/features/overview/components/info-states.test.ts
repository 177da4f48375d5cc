import { describe, expect, it } from 'vitest';
import { dailyModel } from '../../chart/chart-fixtures';
import { infoStatesOf } from './info-states';

describe('informational states', () => {
  const tenancy = { dataAvailability: { start: '2023-11-22', end: '2026-11-22' } };
  const base = {
    tenancy,
    comparisonPeriod: { start: '2026-10-01', end: '2026-10-31' },
    mode: 'consumption' as const,
    pricesCount: null,
    day: '2026-11-22',
  };
  const model = (values: (number | null)[], related?: (number | null)[]) => dailyModel('heat-energy', values, related);
  it('names each state where it applies', () => {
    expect(infoStatesOf({ ...base, model: model([null]), period: { start: '2026-11-22', end: '2026-11-22' } })).toEqual(
      ['no_consumption_today'],
    );
    expect(infoStatesOf({ ...base, model: model([null]), period: { start: '2026-12-01', end: '2026-12-31' } })).toEqual(
      ['data_not_yet_available'],
    );
    expect(
      infoStatesOf({ ...base, model: model([null, null]), period: { start: '2026-11-01', end: '2026-11-02' } }),
    ).toEqual(['no_data']);
    expect(
      infoStatesOf({ ...base, model: model([1, 2], [null, null]), period: { start: '2026-11-01', end: '2026-11-02' } }),
    ).toEqual(['comparison_not_possible']);
    expect(
      infoStatesOf({ ...base, model: model([1, 2], [1, null]), period: { start: '2026-11-01', end: '2026-11-02' } }),
    ).toEqual([]);
    expect(
      infoStatesOf({
        ...base,
        mode: 'cost',
        pricesCount: 0,
        model: model([1, 2]),
        period: { start: '2026-11-01', end: '2026-11-02' },
      }),
    ).toEqual(['pricing_unavailable']);
  });
});
