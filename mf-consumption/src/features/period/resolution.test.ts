import { describe, expect, it } from 'vitest';
import { addDays } from '@portal/shared';
import { defaultResolution, resolutionOf, resolutionsFor } from './resolution';

const days = (n: number, start = '2026-01-01') => ({ start, end: addDays(start, n - 1) });
const hourly = { hasHourlyValues: true };
const daily = { hasHourlyValues: false };

describe('the resolutions a tenant may choose', () => {
  it('offers hours only up to two days, and only where the property has hourly values', () => {
    expect(resolutionsFor(days(1), hourly)).toEqual(['hour', 'day']);
    expect(resolutionsFor(days(2), hourly)).toEqual(['hour', 'day']);
    expect(resolutionsFor(days(3), hourly)).toEqual(['day']);
    expect(resolutionsFor(days(1), daily)).toEqual(['day']);
  });

  it('offers weeks from 14 days, months from 60 and years from two years', () => {
    expect(resolutionsFor(days(7), hourly)).toEqual(['day']);
    expect(resolutionsFor(days(14), hourly)).toEqual(['day', 'week']);
    expect(resolutionsFor(days(30), hourly)).toEqual(['day', 'week']);
    expect(resolutionsFor(days(60), hourly)).toEqual(['day', 'week', 'month']);
    expect(resolutionsFor(days(93), hourly)).toEqual(['day', 'week', 'month']);
    expect(resolutionsFor(days(94), hourly)).toEqual(['week', 'month']);
    expect(resolutionsFor(days(365), hourly)).toEqual(['week', 'month']);
    expect(resolutionsFor(days(730), hourly)).toEqual(['week', 'month', 'year']);
    expect(resolutionsFor(days(1097), hourly)).toEqual(['month', 'year']);
  });

  it('always offers SPEC §4’s default (363 days are shown per day)', () => {
    expect(defaultResolution(days(363), hourly)).toBe('day');
    expect(resolutionsFor(days(363), hourly)).toEqual(['day', 'week', 'month']);
  });

  it('defaults to SPEC §4’s span type: hour, day, week over 31 days, month over 363', () => {
    expect(defaultResolution(days(1), hourly)).toBe('hour');
    expect(defaultResolution(days(1), daily)).toBe('day');
    expect(defaultResolution(days(31), hourly)).toBe('day');
    expect(defaultResolution(days(32), hourly)).toBe('week');
    expect(defaultResolution(days(362), hourly)).toBe('week');
    expect(defaultResolution(days(364), hourly)).toBe('month');
    expect(defaultResolution(days(1000), hourly)).toBe('month');
  });

  it('keeps the tenant’s choice while it is valid for the period, and falls back to the default otherwise', () => {
    expect(resolutionOf(days(30), hourly, 'week')).toBe('week');
    expect(resolutionOf(days(30), hourly, null)).toBe('day');
    expect(resolutionOf(days(365), hourly, 'week')).toBe('week');
    expect(resolutionOf(days(365), hourly, 'year')).toBe('month');
    expect(resolutionOf(days(800), hourly, 'year')).toBe('year');
    expect(resolutionOf(days(365), hourly, 'hour')).toBe('month');
    expect(resolutionOf(days(1), hourly, 'hour')).toBe('hour');
    expect(resolutionOf(days(1), daily, 'hour')).toBe('day');
  });
});
