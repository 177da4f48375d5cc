import { describe, expect, it } from 'vitest';
import { assertTranslationKeyParity } from '@portal/shared/test-utils';
import en from './en';
import da from './da';
import nb from './nb';

describe('consumption texts', () => {
  it('has the same keys in en, da and nb, none empty', () => {
    expect(() => assertTranslationKeyParity({ en, da, nb })).not.toThrow();
  });
});
