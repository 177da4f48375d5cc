import { describe, expect, it } from 'vitest';
import { canShiftForward, choiceOfPeriod, comparisonLabelKey, periodOfChoice } from './period-state';

describe('period choices and comparisons', () => {
  const tenancy = {
    start: '2023-11-22',
    end: null,
    billingPeriod: { start: '2026-01-01', end: '2026-12-31' },
    dataAvailability: { start: '2023-11-22', end: '2026-11-22' },
  };
  it('offers the billing year and since moving in, and recognises them', () => {
    expect(periodOfChoice('billing-year', tenancy, '2026-11-22')).toEqual({ start: '2026-01-01', end: '2026-12-31' });
    expect(periodOfChoice('since-moving-in', tenancy, '2026-11-22')).toEqual({
      start: '2023-11-22',
      end: '2026-11-22',
    });
    expect(choiceOfPeriod({ start: '2026-10-24', end: '2026-11-22' }, tenancy, '2026-11-22')).toBe('last-30-days');
    expect(choiceOfPeriod({ start: '2023-11-22', end: '2026-11-22' }, tenancy, '2026-11-22')).toBe('since-moving-in');
    expect(choiceOfPeriod({ start: '2026-10-02', end: '2026-10-09' }, tenancy, '2026-11-22')).toBe('custom');
    expect(
      periodOfChoice('billing-year', { ...tenancy, billingPeriod: { start: null, end: null } }, '2026-11-22'),
    ).toBeNull();
  });
  it('calls the previous period of a one-day period "the day before"', () => {
    expect(comparisonLabelKey('last_period', { start: '2026-11-22', end: '2026-11-22' })).toBe('comparison.day_before');
    expect(comparisonLabelKey('last_period', { start: '2026-11-01', end: '2026-11-22' })).toBe(
      'comparison.last_period',
    );
    expect(comparisonLabelKey('property', { start: '2026-11-22', end: '2026-11-22' })).toBe('comparison.property');
  });

  it('does not move forward into a period that starts after today', () => {
    const day = '2026-11-27';
    // this month: December has not begun
    expect(canShiftForward({ start: '2026-11-01', end: '2026-11-30' }, day)).toBe(false);
    // the last 30 days end today: the next 30 days start tomorrow
    expect(canShiftForward({ start: '2026-10-29', end: '2026-11-27' }, day)).toBe(false);
    expect(canShiftForward({ start: day, end: day }, day)).toBe(false);
    // last month: this month has begun
    expect(canShiftForward({ start: '2026-10-01', end: '2026-10-31' }, day)).toBe(true);
    // yesterday: today is the next day
    expect(canShiftForward({ start: '2026-11-26', end: '2026-11-26' }, day)).toBe(true);
  });
});
