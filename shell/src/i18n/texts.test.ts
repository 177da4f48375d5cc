import { describe, it } from 'vitest';
import { assertTranslationKeyParity } from '@portal/shared/test-utils';
import { shellResources } from './texts';

describe('shell texts', () => {
  it('have the same keys, none empty, in en, da and nb', () => {
    assertTranslationKeyParity(shellResources);
  });
});
