import { describe, expect, it } from 'vitest';
import {
  availableComparisons,
  compareWithFor,
  comparisonForPage,
  comparisonPeriod,
  defaultComparison,
} from './comparison';

describe('comparison rules (SPEC §4)', () => {
  it('defaults to property, and to last_period on room and meter pages', () => {
    expect(defaultComparison('unit')).toBe('property');
    expect(defaultComparison('room')).toBe('last_period');
    expect(defaultComparison('meter')).toBe('last_period');
  });

  it('offers no property average at room level', () => {
    expect(availableComparisons('room')).not.toContain('property');
    expect(availableComparisons('unit')).toContain('property');
    expect(availableComparisons('meter')).toContain('property');
    expect(comparisonForPage('property', 'room')).toBe('last_period');
    expect(comparisonForPage('last_year', 'room')).toBe('last_year');
    expect(comparisonForPage(null, 'unit')).toBe('property');
  });

  it('compares a one-day period with the day before, otherwise with the previous N days', () => {
    expect(comparisonPeriod({ start: '2026-03-01', end: '2026-03-01' }, 'last_period')).toEqual({
      start: '2026-02-28',
      end: '2026-02-28',
    });
    expect(comparisonPeriod({ start: '2026-03-01', end: '2026-03-31' }, 'last_period')).toEqual({
      start: '2026-01-29',
      end: '2026-02-28',
    });
    expect(comparisonPeriod({ start: '2024-02-29', end: '2024-03-06' }, 'last_year')).toEqual({
      start: '2023-02-28',
      end: '2023-03-06',
    });
  });

  it('maps to the service compareWith values', () => {
    expect(compareWithFor('last_period')).toBe('previous-period');
    expect(compareWithFor('last_year')).toBe('previous-year');
    expect(compareWithFor('property')).toBe('property-average');
  });
});
