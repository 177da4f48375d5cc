import { describe, expect, it } from 'vitest';
import { assertPluralForms, assertTranslated } from '@portal/shared/test-utils';
import en from './en';
import da from './da';
import nb from './nb';

describe('the texts in Danish and Norwegian', () => {
  it('are translated: none is the English text or holds English words (SAME_TEXTS aside)', () => {
    expect(() => assertTranslated({ en, da, nb })).not.toThrow();
  });

  it('have both plural forms of every counted text', () => {
    expect(() => assertPluralForms({ en, da, nb })).not.toThrow();
  });
});
