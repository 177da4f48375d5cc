import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { assertTranslationKeyParity, commonResources, missingTextKeys, sourcesUnder } from '@portal/shared/test-utils';
import { REPORT_NAMESPACE } from './texts';
import en from './en';
import da from './da';
import nb from './nb';

describe('report texts', () => {
  it('has the same keys in en, da and nb, none empty', () => {
    expect(() => assertTranslationKeyParity({ en, da, nb })).not.toThrow();
  });
});

describe('the texts the code asks for', () => {
  it('exist: every literal key of a t() call is a text of this namespace or of common', () => {
    expect(
      missingTextKeys(sourcesUnder(join(import.meta.dirname, '..')), {
        own: REPORT_NAMESPACE,
        texts: { [REPORT_NAMESPACE]: en, common: commonResources.en },
      }),
    ).toEqual([]);
  });
});
