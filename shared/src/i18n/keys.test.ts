import { describe, expect, it } from 'vitest';
import { flattenKeys, missingTextKeys } from '../test-utils';
import { commonResources } from './locales';
import { COMPARISON_KEYS, CONSUMPTION_LEVEL_KEYS, PERIOD_PRESET_KEYS, quantityTextKey, RESOLUTION_KEYS } from './keys';
import { CONSUMPTION_QUANTITIES, INDOOR_CLIMATE_QUANTITIES } from '@portal/domain';

describe('text keys of domain values', () => {
  it('point at texts that exist', () => {
    const keys = flattenKeys(commonResources.en);
    const all = [
      ...Object.values(PERIOD_PRESET_KEYS),
      ...Object.values(RESOLUTION_KEYS),
      ...Object.values(COMPARISON_KEYS),
      ...Object.values(CONSUMPTION_LEVEL_KEYS),
      ...[...CONSUMPTION_QUANTITIES, ...INDOOR_CLIMATE_QUANTITIES].map(quantityTextKey),
    ];
    for (const key of all) expect(keys, key).toContain(key);
  });
});

describe('the texts the shared code asks for', () => {
  it('exist: every literal key of a t() call is a text of common', () => {
    const sources = import.meta.glob<string>(['../**/*.{ts,tsx}', '!../**/*.test.{ts,tsx}', '!../test-utils/**'], {
      query: '?raw',
      import: 'default',
      eager: true,
    });
    expect(missingTextKeys(sources, { own: 'common', texts: { common: commonResources.en } })).toEqual([]);
  });
});
