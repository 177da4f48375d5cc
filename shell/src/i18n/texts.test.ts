import { describe, it } from 'vitest';
import { assertPluralForms, assertTranslated, assertTranslationKeyParity } from '@portal/shared/test-utils';
import en from './en';
import da from './da';
import nb from './nb';

describe('shell texts', () => {
  it('have the same keys, none empty, in en, da and nb', () => {
    assertTranslationKeyParity({ en, da, nb });
  });

  it('are translated: no Danish or Norwegian text is the English one or holds English words', () => {
    assertTranslated({ en, da, nb });
  });

  it('have both plural forms of every counted text', () => {
    assertPluralForms({ en, da, nb });
  });
});
