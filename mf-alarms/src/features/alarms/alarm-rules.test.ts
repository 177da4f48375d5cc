import { describe, expect, expectTypeOf, it } from 'vitest';
import type * as alarmOperations from './api/generated/alarms';
import type * as notificationOperations from '../notifications/api/generated/notifications';
import {
  type AlarmKind,
  type AlarmPeriod,
  type AlarmType,
  hasWaterMeters,
  type NotificationKind,
  parseDecimal,
  periodsFor,
  quantitiesFor,
  triggerText,
  typesFor,
  validateTrigger,
} from './alarm-rules';
import { formatTrigger, triggerUnitLabel } from './format';

describe('trigger values', () => {
  it('reads a decimal comma or point, spaces and a sign', () => {
    expect(parseDecimal('2,5')).toBe(2.5);
    expect(parseDecimal(' 2.5 ')).toBe(2.5);
    expect(parseDecimal('1 000')).toBe(1000);
    expect(parseDecimal('-3')).toBe(-3);
    for (const bad of ['', 'abc', '1e3', '2,5,1', '1.', '.5', '--1', 'Infinity']) expect(parseDecimal(bad)).toBeNull();
  });

  it('rejects missing, non-numeric, zero, negative and out-of-range values with their message', () => {
    expect(validateTrigger('TOTAL', 'cold-water-volume', '')).toEqual({ ok: false, error: { key: 'required' } });
    expect(validateTrigger('TOTAL', 'cold-water-volume', 'lots')).toEqual({
      ok: false,
      error: { key: 'not_a_number' },
    });
    expect(validateTrigger('TOTAL', 'cold-water-volume', '0')).toEqual({ ok: false, error: { key: 'above_zero' } });
    expect(validateTrigger('INCREASE', 'heat-energy', '-5')).toEqual({ ok: false, error: { key: 'above_zero' } });
    expect(validateTrigger('TOTAL', 'cold-water-volume', '0,0001')).toEqual({
      ok: false,
      error: { key: 'too_many_decimals', max: 3 },
    });
    expect(validateTrigger('MAXIMUM', 'indoor-relative-humidity', '120')).toEqual({
      ok: false,
      error: { key: 'range', min: 0, max: 100 },
    });
    expect(validateTrigger('MINIMUM', 'indoor-temperature', '-40')).toEqual({
      ok: false,
      error: { key: 'range', min: -30, max: 50 },
    });
  });

  it('accepts sensible values', () => {
    expect(validateTrigger('TOTAL', 'cold-water-volume', '0,25')).toEqual({ ok: true, value: 0.25 });
    expect(validateTrigger('INCREASE', 'heat-energy', '10')).toEqual({ ok: true, value: 10 });
    expect(validateTrigger('MINIMUM', 'indoor-temperature', '-2')).toEqual({ ok: true, value: -2 });
    expect(validateTrigger('MAXIMUM', 'indoor-relative-humidity', '60')).toEqual({ ok: true, value: 60 });
  });

  it('fixes the zero-consumption threshold at 0 whatever is typed (SPEC §5)', () => {
    expect(validateTrigger('ZERO_CONSUMPTION', 'cold-water-volume', '7')).toEqual({ ok: true, value: 0 });
  });

  it('shows values in the language, with the unit and never rounded away', () => {
    expect(formatTrigger(0.5, 'TOTAL', 'cold-water-volume', 'en')).toBe('0.500\u00a0m³');
    expect(formatTrigger(21.5, 'MAXIMUM', 'indoor-temperature', 'da')).toBe('21,5\u00a0°C');
    expect(formatTrigger(10, 'INCREASE', 'heat-energy', 'nb')).toBe('10\u00a0%');
    expect(triggerText(2.5, 'da')).toBe('2,5');
    expect(triggerText(2.5, 'en')).toBe('2.5');
  });
});

describe('quantities an alarm can watch', () => {
  const home = [
    'cold-water-volume',
    'hot-water-volume',
    'indoor-temperature',
    'indoor-relative-humidity',
    'cooling-energy',
    'hca',
  ];
  it('climate alarms watch temperature and humidity', () => {
    expect(quantitiesFor('CLIMATE', home)).toEqual(['indoor-temperature', 'indoor-relative-humidity']);
  });
  it('consumption alarms watch what adds up over a period', () => {
    expect(quantitiesFor('CONSUMPTION', home)).toEqual(['hca', 'hot-water-volume', 'cold-water-volume']);
  });
});

describe('the domain lists', () => {
  it('name exactly the values of the data service enums (checked by the type checker)', () => {
    expectTypeOf<AlarmKind>().toEqualTypeOf<alarmOperations.AlarmKind>();
    expectTypeOf<AlarmType>().toEqualTypeOf<alarmOperations.AlarmType>();
    expectTypeOf<AlarmPeriod>().toEqualTypeOf<alarmOperations.AlarmPeriod>();
    expectTypeOf<NotificationKind>().toEqualTypeOf<notificationOperations.NotificationKind>();
  });
});

describe('a possible leak (docs/decisions/0160)', () => {
  it('comes first among consumption types for a home with water meters, and is not offered without', () => {
    expect(typesFor('CONSUMPTION', ['heat-energy', 'cold-water-volume'])).toEqual([
      'LEAK',
      'NIGHT_FLOW',
      'TOTAL',
      'INCREASE',
      'ZERO_CONSUMPTION',
    ]);
    expect(typesFor('CONSUMPTION', ['heat-energy', 'electricity-energy'])).toEqual([
      'TOTAL',
      'INCREASE',
      'ZERO_CONSUMPTION',
    ]);
    expect(typesFor('CLIMATE', ['cold-water-volume', 'indoor-temperature'])).toEqual(['MINIMUM', 'MAXIMUM']);
    expect(hasWaterMeters(['hot-water-volume'])).toBe(true);
    expect(hasWaterMeters(['heat-energy', 'indoor-temperature'])).toBe(false);
  });

  it('watches cold or hot water, every day', () => {
    expect(quantitiesFor('CONSUMPTION', ['heat-energy', 'hot-water-volume', 'cold-water-volume'], 'LEAK')).toEqual([
      'cold-water-volume',
      'hot-water-volume',
    ]);
    expect(quantitiesFor('CONSUMPTION', ['heat-energy', 'hot-water-volume'], 'NIGHT_FLOW')).toEqual([
      'hot-water-volume',
    ]);
    expect(periodsFor('LEAK')).toEqual(['DAY']);
    expect(periodsFor('NIGHT_FLOW')).toEqual(['DAY']);
    expect(periodsFor('TOTAL')).toEqual(['DAY', 'WEEK', 'MONTH', 'YEAR']);
  });

  it('counts whole hours in a row, from 2 to 168', () => {
    expect(validateTrigger('LEAK', 'cold-water-volume', '24')).toEqual({ ok: true, value: 24 });
    expect(validateTrigger('LEAK', 'cold-water-volume', '2')).toEqual({ ok: true, value: 2 });
    expect(validateTrigger('LEAK', 'cold-water-volume', '168')).toEqual({ ok: true, value: 168 });
    expect(validateTrigger('LEAK', 'cold-water-volume', '12,5')).toEqual({ ok: false, error: { key: 'whole_hours' } });
    expect(validateTrigger('LEAK', 'cold-water-volume', '1')).toEqual({
      ok: false,
      error: { key: 'range', min: 2, max: 168 },
    });
    expect(validateTrigger('LEAK', 'cold-water-volume', '169')).toEqual({
      ok: false,
      error: { key: 'range', min: 2, max: 168 },
    });
  });

  it('at night: the lowest hourly flow, above 0 and at most 1 m³', () => {
    expect(validateTrigger('NIGHT_FLOW', 'cold-water-volume', '0,005')).toEqual({ ok: true, value: 0.005 });
    expect(validateTrigger('NIGHT_FLOW', 'cold-water-volume', '0')).toEqual({
      ok: false,
      error: { key: 'above_zero' },
    });
    expect(validateTrigger('NIGHT_FLOW', 'cold-water-volume', '2')).toEqual({
      ok: false,
      error: { key: 'range', min: 0, max: 1 },
    });
    expect(formatTrigger(0.005, 'NIGHT_FLOW', 'cold-water-volume', 'da')).toBe('0,005\u00a0m³');
  });

  it('shows its trigger value in hours, as each language writes them', () => {
    expect(formatTrigger(24, 'LEAK', 'cold-water-volume', 'en')).toBe('24 hours');
    expect(formatTrigger(24, 'LEAK', 'cold-water-volume', 'da')).toBe('24 timer');
    expect(formatTrigger(1, 'LEAK', 'cold-water-volume', 'nb')).toBe('1 time');
    expect(triggerUnitLabel('LEAK', 'cold-water-volume', 'en')).toBe('hours');
    expect(triggerUnitLabel('LEAK', 'cold-water-volume', 'nb')).toBe('timer');
  });
});
