import { describe, expect, it } from 'vitest';
import { addDays } from '@portal/domain';
import { hasHourlyValues, spanTypeFor } from './span';

const ofDays = (days: number) => ({ start: '2026-01-01', end: addDays('2026-01-01', days - 1) });

describe('span type (SPEC §4, thresholds 1, 31, 363)', () => {
  it.each([
    [1, true, 'hour'],
    [1, false, 'day'],
    [2, true, 'day'],
    [31, true, 'day'],
    [32, false, 'week'],
    [362, false, 'week'],
    [363, false, 'day'],
    [364, false, 'month'],
    [800, true, 'month'],
  ] as const)('%i days (hourly values %s) is %s', (days, hourly, span) => {
    expect(spanTypeFor(ofDays(days), { hasHourlyValues: hourly })).toBe(span);
  });

  it('reads hourly values from the property settings', () => {
    expect(hasHourlyValues([{ kind: 'other' }, { kind: 'hourly-values' }])).toBe(true);
    expect(hasHourlyValues([{ kind: 'HOURLY_VALUES' }])).toBe(true);
    expect(hasHourlyValues([{ kind: 'OTHER' }])).toBe(false);
    expect(hasHourlyValues(null)).toBe(false);
  });
});
