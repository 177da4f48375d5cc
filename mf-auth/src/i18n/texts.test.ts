import { describe, it } from 'vitest';
import { assertTranslationKeyParity } from '@portal/shared/test-utils';
import en from './en';
import da from './da';
import nb from './nb';

describe('mf-auth texts', () => {
  it('have the same keys, none empty, in en, da and nb', () => {
    assertTranslationKeyParity({ en, da, nb });
  });
});
