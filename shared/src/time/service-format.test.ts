import { describe, expect, it } from 'vitest';
import {
  instantToServiceDateTime,
  parseServiceDateTime,
  periodToServiceDates,
  periodToServiceDateTimes,
  toServiceResolution,
} from './service-format';

describe('service date-times (SPEC §7)', () => {
  it('sends graph and table periods as local date-times without zone, end at the next midnight', () => {
    expect(periodToServiceDateTimes({ start: '2026-03-29', end: '2026-03-29' })).toEqual({
      periodBegin: '2026-03-29T00:00:00',
      periodEnd: '2026-03-30T00:00:00',
    });
  });

  it('sends price and KPI periods as dates only', () => {
    expect(periodToServiceDates({ start: '2026-01-01', end: '2026-01-31' })).toEqual({
      periodBegin: '2026-01-01',
      periodEnd: '2026-01-31',
    });
  });

  it('writes instants as Copenhagen wall clock', () => {
    expect(instantToServiceDateTime(Date.parse('2026-07-01T10:15:00Z'))).toBe('2026-07-01T12:15:00');
    expect(instantToServiceDateTime(Date.parse('2026-01-01T10:15:00Z'))).toBe('2026-01-01T11:15:00');
  });

  it('reads service time stamps', () => {
    expect(parseServiceDateTime('2026-09-11T13:00:00')).toEqual({ date: '2026-09-11', hour: 13, minute: 0, second: 0 });
    expect(parseServiceDateTime('2026-09-11')).toEqual({ date: '2026-09-11', hour: 0, minute: 0, second: 0 });
    expect(() => parseServiceDateTime('11/09/2026')).toThrow();
  });

  it('upper-cases resolutions', () => {
    expect(toServiceResolution('hour')).toBe('HOUR');
    expect(toServiceResolution('month')).toBe('MONTH');
  });
});
