import { describe, it } from 'vitest';
import { assertTranslationKeyParity } from '@portal/shared/test-utils';
import { authResources } from './texts';

describe('mf-auth texts', () => {
  it('have the same keys, none empty, in en, da and nb', () => {
    assertTranslationKeyParity(authResources);
  });
});
