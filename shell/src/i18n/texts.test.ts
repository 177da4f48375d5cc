import { join } from 'node:path';
import { expect, describe, it } from 'vitest';
import {
  assertPluralForms,
  assertTranslated,
  assertTranslationKeyParity,
  commonResources,
  missingTextKeys,
  sourcesUnder,
} from '@portal/shared/test-utils';
import { SHELL_NAMESPACE } from './texts';
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

describe('the texts the code asks for', () => {
  it('exist: every literal key of a t() call is a text of this namespace or of common', () => {
    expect(
      missingTextKeys(sourcesUnder(join(import.meta.dirname, '..')), {
        own: SHELL_NAMESPACE,
        texts: { [SHELL_NAMESPACE]: en, common: commonResources.en },
      }),
    ).toEqual([]);
  });
});
