import { describe, expect, it, vi } from 'vitest';
import { createQueryClient, UNREACHABLE_REFETCH_MS } from './query-client';
import { ServiceError } from '../api/errors';

const refused = () => new ServiceError('Please enter valid credentials');
const unreachable = () => new ServiceError('Failed to fetch', { unreachable: true });

describe('query client (SPEC §7)', () => {
  it('refetches on window focus and never retries what the service answered', async () => {
    const client = createQueryClient();
    const defaults = client.getDefaultOptions();
    expect(defaults.queries?.refetchOnWindowFocus).toBe(true);
    expect(defaults.mutations?.retry).toBe(false);
    const queryFn = vi.fn().mockRejectedValue(refused());
    await expect(client.fetchQuery({ queryKey: ['refused'], queryFn })).rejects.toThrow(
      'Please enter valid credentials',
    );
    expect(queryFn).toHaveBeenCalledOnce();
  });

  it('tries a query whose service could not be reached again, and succeeds when the service is back', async () => {
    vi.useFakeTimers();
    try {
      const client = createQueryClient();
      const queryFn = vi
        .fn()
        .mockRejectedValueOnce(unreachable())
        .mockRejectedValueOnce(unreachable())
        .mockResolvedValue(42);
      const result = client.fetchQuery({
        queryKey: ['outage'],
        queryFn,
        retry: client.getDefaultOptions().queries?.retry,
      });
      await vi.runAllTimersAsync();
      await expect(result).resolves.toBe(42);
      expect(queryFn).toHaveBeenCalledTimes(3);
    } finally {
      vi.useRealTimers();
    }
  });

  it('keeps asking a query that stays unreachable, and stops once it has an answer', () => {
    const interval = createQueryClient().getDefaultOptions().queries?.refetchInterval as (query: unknown) => unknown;
    expect(interval({ state: { status: 'error', error: unreachable() } })).toBe(UNREACHABLE_REFETCH_MS);
    expect(interval({ state: { status: 'error', error: refused() } })).toBe(false);
    expect(interval({ state: { status: 'success', error: null } })).toBe(false);
  });
});
