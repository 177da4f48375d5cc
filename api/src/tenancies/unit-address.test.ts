import { describe, expect, it } from 'vitest';
import { streetOf } from './unit-address.ts';

describe('streetOf', () => {
  it('drops the unit number after the street and number', () => {
    expect(streetOf('Thorvald Meyers gate 12, H0101', 'H0101')).toBe('Thorvald Meyers gate 12');
    expect(streetOf('Jægergårdsgade 40, 1. th', '1. th')).toBe('Jægergårdsgade 40');
    expect(streetOf('Storgata 5 H0203', 'H0203')).toBe('Storgata 5');
  });

  it('keeps an address that does not end with the unit number', () => {
    expect(streetOf('Thorvald Meyers gate 12', 'H0101')).toBe('Thorvald Meyers gate 12');
    expect(streetOf('Storgata 12', '2')).toBe('Storgata 12');
    expect(streetOf('H0101', 'H0101')).toBe('H0101');
    expect(streetOf('Storgata 12, H0101', '')).toBe('Storgata 12, H0101');
  });
});
