import { describe, expect, it } from 'vitest';
import { SAME_TEXTS, assertPluralForms, assertTranslated } from '@portal/shared/test-utils';
import en from './en';
import da from './da';
import nb from './nb';

/** This namespace's texts that are rightly the same in a translation as in English. */
const REPORT_SAME_TEXTS = [
  ...SAME_TEXTS,
  { text: 'Biogas', languages: ['da'], why: 'the Danish word (Norwegian: biogass)' },
];

describe('the texts in Danish and Norwegian', () => {
  it('are translated: none is the English text or holds English words (SAME_TEXTS aside)', () => {
    expect(() => assertTranslated({ en, da, nb }, { allow: REPORT_SAME_TEXTS })).not.toThrow();
  });

  it('have both plural forms of every counted text', () => {
    expect(() => assertPluralForms({ en, da, nb })).not.toThrow();
  });
});
