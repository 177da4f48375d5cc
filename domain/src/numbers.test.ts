import { describe, expect, it, vi } from 'vitest';
import {
  decimalsFor,
  formatMoney,
  formatNumber,
  formatPercentChange,
  formatQuantity,
  numberLocale,
  unitLabel,
} from './numbers.ts';

const nbsp = '\u00a0';

describe('number formatting (SPEC §9)', () => {
  it('uses en-GB for English and da-DK otherwise', () => {
    expect(numberLocale('en')).toBe('en-GB');
    expect(numberLocale('da')).toBe('da-DK');
    expect(numberLocale('nb')).toBe('da-DK');
    expect(formatNumber(1234.5, 'en')).toBe('1,234.5');
    expect(formatNumber(1234.5, 'da')).toBe('1.234,5');
    expect(formatNumber(1234.5, 'nb')).toBe('1.234,5');
  });

  it('shows at most 2 decimals by default', () => {
    expect(formatNumber(1.23456, 'en')).toBe('1.23');
    expect(formatNumber(2, 'en')).toBe('2');
    expect(formatNumber(null, 'en')).toBe('–');
    expect(formatNumber(Number.NaN, 'en')).toBe('–');
  });

  it.each([
    ['cold-water-volume', false, 1.5, '1.500 m³'],
    ['hot-water-volume', false, 0.12345, '0.123 m³'],
    ['total-water-volume', false, 12, '12.000 m³'],
    ['cooling-energy', false, 3, '3.00 kWh'],
    ['electricity-energy', false, 3.14159, '3.14 kWh'],
    ['gas-volume', false, 7, '7.00 m³'],
    ['heat-energy', false, 1234.6, '1,235 kWh'],
    ['hca', false, 12.4, '12 units'],
    ['hca', true, 1.5, '1.50 units/m²'],
    ['indoor-relative-humidity', false, 45.6, '46 %'],
    ['indoor-temperature', false, 21.4, '21 °C'],
    ['heat-flow-temperature', false, 55.5, '56 °C'],
    ['heat-cooling', false, 20.456, '20.46 K'],
    ['heat-volume', false, 1.23456, '1.23 m³'],
    ['heat-energy', true, 12.3, '12 kWh/m²'],
  ] as const)('%s (normalised %s) %d → %s', (quantity, normalized, value, text) => {
    expect(formatQuantity(value, quantity, 'en', { normalized })).toBe(text.replace(' ', nbsp));
  });

  it('formats Danish and Norwegian quantities with their separators and unit words', () => {
    expect(formatQuantity(1234.5, 'cold-water-volume', 'da')).toBe(`1.234,500${nbsp}m³`);
    expect(formatQuantity(3, 'hca', 'da')).toBe(`3${nbsp}enheder`);
    expect(formatQuantity(3, 'hca', 'nb')).toBe(`3${nbsp}enheter`);
    expect(formatQuantity(1, 'hca', 'nb')).toBe(`1${nbsp}enhet`);
  });

  it('adds s to the English hca unit when the value is 0 or above 1', () => {
    expect(unitLabel('hca-unit', 0, 'en')).toBe('units');
    expect(unitLabel('hca-unit', 1, 'en')).toBe('unit');
    expect(unitLabel('hca-unit', 0.5, 'en')).toBe('unit');
    expect(unitLabel('hca-unit', 1.01, 'en')).toBe('units');
  });

  it('uses the same count rule for the Danish and Norwegian hca unit: enhed/enheder, enhet/enheter', () => {
    for (const [language, one, other] of [
      ['da', 'enhed', 'enheder'],
      ['nb', 'enhet', 'enheter'],
    ] as const) {
      expect(unitLabel('hca-unit', 0, language)).toBe(other);
      expect(unitLabel('hca-unit', 1, language)).toBe(one);
      expect(unitLabel('hca-unit', 0.5, language)).toBe(one);
      expect(unitLabel('hca-unit', 1.01, language)).toBe(other);
      expect(unitLabel('hca-unit', 2, language)).toBe(other);
      expect(unitLabel('hca-unit', null, language)).toBe(one);
    }
  });

  it('shows g CO₂ in the CO2 view, per m² when normalised', () => {
    expect(formatQuantity(1234.567, 'heat-energy', 'en', { co2: true })).toBe(`1,234.57${nbsp}g CO₂`);
    expect(unitLabel('kilo-watt-hour', 1, 'en', { co2: true, normalized: true })).toBe('g CO₂/m²');
  });

  it('keeps the decimals table', () => {
    expect(decimalsFor('unknown-quantity')).toEqual({ min: 0, max: 2 });
    expect(decimalsFor('hca', { normalized: true })).toEqual({ min: 2, max: 2 });
    expect(decimalsFor('hca')).toEqual({ min: 0, max: 0 });
  });

  it('formats changes and money', () => {
    expect(formatPercentChange(12.4, 'en')).toBe(`+12${nbsp}%`);
    expect(formatPercentChange(-5.6, 'da')).toBe(`−6${nbsp}%`);
    expect(formatPercentChange(0.2, 'da')).toBe(`0${nbsp}%`);
    expect(formatMoney(1234.5, 'DKK', 'da')).toBe(`1.234,50${nbsp}kr.`);
  });

  it('makes a currency format once per language and currency (a dashboard formats dozens of amounts)', () => {
    const made = vi.spyOn(Intl, 'NumberFormat');
    try {
      const amounts = [1, 2.5, 1234.5, 99.99].map((v) => formatMoney(v, 'NOK', 'nb'));
      expect(amounts[2]).toBe(`1.234,50${nbsp}NOK`);
      expect(formatMoney(3, 'EUR', 'en')).toBe('€3.00');
      expect(formatMoney(4, 'EUR', 'en')).toBe('€4.00');
      expect(made).toHaveBeenCalledTimes(2);
    } finally {
      made.mockRestore();
    }
  });
});
