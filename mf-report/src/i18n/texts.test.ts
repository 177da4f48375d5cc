import { describe, expect, it } from 'vitest';
import { assertTranslationKeyParity } from '@portal/shared/test-utils';
import { reportResources } from './texts';

describe('report texts', () => {
  it('has the same keys in en, da and nb, none empty', () => {
    expect(() => assertTranslationKeyParity(reportResources)).not.toThrow();
  });
});
