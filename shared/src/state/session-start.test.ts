import { describe, expect, it, vi } from 'vitest';
import { createStore } from 'jotai';
import type * as Domain from '@portal/domain';

// How many times the session's module asks for today's Copenhagen date, and when.
const todayCalls = vi.hoisted(() => ({ count: 0 }));
vi.mock('@portal/domain', async (original) => {
  const domain = await original<typeof Domain>();
  return {
    ...domain,
    today: (...args: Parameters<typeof domain.today>) => {
      todayCalls.count += 1;
      return domain.today(...args);
    },
  };
});

describe('the selected period at start', () => {
  it('is not worked out when the module loads (no time-zone data on a page that shows no period), but at its first read', async () => {
    const { selectedPeriodAtom } = await import('./session');
    const { today } = await import('@portal/domain');
    expect(todayCalls.count).toBe(0);
    const store = createStore();
    const period = store.get(selectedPeriodAtom);
    expect(todayCalls.count).toBe(1);
    expect(period.end).toBe(today());
    // read again: the same period, not a new day's
    expect(store.get(selectedPeriodAtom)).toBe(period);
  });
});
