import { describe, expect, it } from 'vitest';
import { commonResources } from '../i18n/locales';
import { flattenKeys } from '../test-utils';
import { SERVICE_ERROR_TEXT_KEYS } from './errors';

describe('server messages to texts', () => {
  it('every mapped key has a text in every language', () => {
    for (const language of ['en', 'da', 'nb'] as const) {
      const keys = flattenKeys(commonResources[language]);
      for (const key of Object.values(SERVICE_ERROR_TEXT_KEYS)) expect(keys, `${language} ${key}`).toContain(key);
    }
  });
});
