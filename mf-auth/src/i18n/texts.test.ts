import { join } from 'node:path';
import { expect, describe, it } from 'vitest';
import { assertTranslationKeyParity, commonResources, missingTextKeys, sourcesUnder } from '@portal/shared/test-utils';
import { AUTH_NAMESPACE } from './texts';
import en from './en';
import da from './da';
import nb from './nb';

describe('mf-auth texts', () => {
  it('have the same keys, none empty, in en, da and nb', () => {
    assertTranslationKeyParity({ en, da, nb });
  });
});

describe('the texts the code asks for', () => {
  it('exist: every literal key of a t() call is a text of this namespace or of common', () => {
    expect(
      missingTextKeys(sourcesUnder(join(import.meta.dirname, '..')), {
        own: AUTH_NAMESPACE,
        texts: { [AUTH_NAMESPACE]: en, common: commonResources.en },
      }),
    ).toEqual([]);
  });
});
