import { describe, expect, it } from 'vitest';
import { createQueryClient } from './query-client';

describe('query client (SPEC §7)', () => {
  it('does not retry and refetches on window focus', () => {
    const defaults = createQueryClient().getDefaultOptions();
    expect(defaults.queries?.retry).toBe(false);
    expect(defaults.queries?.refetchOnWindowFocus).toBe(true);
    expect(defaults.mutations?.retry).toBe(false);
  });
});
