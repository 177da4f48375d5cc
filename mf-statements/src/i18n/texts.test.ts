import { describe, expect, it } from 'vitest';
import { assertTranslationKeyParity } from '@portal/shared/test-utils';
import { statementsResources } from './texts';

describe('statements texts', () => {
  it('has the same keys in en, da and nb, none empty', () => {
    expect(() => assertTranslationKeyParity(statementsResources)).not.toThrow();
  });
});
