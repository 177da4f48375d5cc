import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { flattenKeys, missingTextKeys, sourcesUnder } from '../test-utils';
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
    // the test helpers' own examples are not texts of the portal; the download menu has its own namespace
    const sources = Object.entries(sourcesUnder(join(import.meta.dirname, '..'))).filter(
      ([file]) => !file.startsWith('test-utils') && !file.startsWith('export'),
    );
    expect(
      missingTextKeys(Object.fromEntries(sources), { own: 'common', texts: { common: commonResources.en } }),
    ).toEqual([]);
  });
});
