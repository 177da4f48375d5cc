import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import {
  MAX_TOASTS,
  notify,
  PRODUCT_ERROR_TOAST_MS,
  TOAST_DURATIONS,
  TOAST_POSITION,
  TOASTER_PROPS,
  Toasts,
} from './toast';

afterEach(async () => {
  await act(async () => {
    await notify.dismiss();
  });
  cleanup();
});

describe('toasts (SPEC §4, §9)', () => {
  it('keeps the generic and product timings', () => {
    expect(TOAST_DURATIONS).toEqual({ blank: 4000, error: 4000, success: 2000, loading: Infinity });
    expect(PRODUCT_ERROR_TOAST_MS).toBe(3000);
    expect(MAX_TOASTS).toBe(20);
    expect(TOAST_POSITION).toBe('bottom-right');
    expect(TOASTER_PROPS.toastOptions?.success?.duration).toBe(2000);
    expect(TOASTER_PROPS.toastOptions?.error?.duration).toBe(3000);
    expect(TOASTER_PROPS.toastOptions?.loading?.duration).toBe(Infinity);
    expect(TOASTER_PROPS.toastOptions?.duration).toBe(4000);
  });

  it('shows a toast when one is raised, coloured by kind', async () => {
    render(<Toasts />);
    await act(async () => {
      await notify.error('A user already exists on the tenancy');
    });
    const toast = await screen.findByText('A user already exists on the tenancy');
    const styled = toast.closest('[role=status]')?.parentElement as HTMLElement;
    expect(styled.getAttribute('style') ?? '').toMatch(/--portal-error|#b3261e|179, 38, 30/i);
  });

  it('keeps success 2000 ms, a product error 3000 ms, a blank toast 4000 ms and loading until done', async () => {
    await import('react-hot-toast'); // loaded before the clock is faked
    vi.useFakeTimers();
    // A dismissed toast leaves the page 1000 ms later (react-hot-toast's exit delay). The clock moves
    // in 100 ms steps so React re-renders (and schedules the removal) between them, as in a browser.
    const advance = async (ms: number) => {
      for (let step = 0; step < ms; step += 100) {
        await act(async () => {
          await vi.advanceTimersByTimeAsync(Math.min(100, ms - step));
        });
      }
    };
    try {
      render(<Toasts />);
      await act(async () => {
        await notify.success('Saved');
        await notify.error('Gone soon');
        await notify.loading('Working');
        await notify.show('Plain');
      });
      await advance(0);
      expect(screen.queryByText('Saved')).not.toBeNull();
      await advance(2900);
      expect(screen.queryByText('Saved')).not.toBeNull();
      await advance(200); // 3100: success (2000 ms) dismissed and gone
      expect(screen.queryByText('Saved')).toBeNull();
      await advance(800); // 3900: the error toast is still there
      expect(screen.queryByText('Gone soon')).not.toBeNull();
      await advance(200); // 4100: error (3000 ms) dismissed and gone
      expect(screen.queryByText('Gone soon')).toBeNull();
      expect(screen.queryByText('Plain')).not.toBeNull(); // blank: 4000 ms
      await advance(1000); // 5100
      expect(screen.queryByText('Plain')).toBeNull();
      await advance(10_000);
      expect(screen.queryByText('Working')).not.toBeNull(); // loading: until dismissed
    } finally {
      vi.useRealTimers();
    }
  });

  it(`shows at most ${MAX_TOASTS}`, async () => {
    render(<Toasts />);
    await act(async () => {
      for (let i = 0; i < 25; i++) await notify.loading(`Toast ${i}`);
    });
    await screen.findByText('Toast 24');
    expect(screen.getAllByText(/^Toast \d+$/)).toHaveLength(20);
    expect(screen.queryByText('Toast 0')).toBeNull();
  });
});

describe('loading react-hot-toast late', () => {
  it('renders no toaster until the first toast is raised', async () => {
    vi.resetModules();
    const fresh = await import('./toast');
    const { container } = render(<fresh.Toasts />);
    expect(container.querySelector('[data-rht-toaster]')).toBeNull();
    await act(async () => {
      await fresh.notify.show('First');
    });
    expect(await screen.findByText('First')).toBeTruthy();
    expect(container.querySelector('[data-rht-toaster]')).not.toBeNull();
  });
});
