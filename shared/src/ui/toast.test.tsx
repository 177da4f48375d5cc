import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
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

  it('removes an error toast after 3000 ms', async () => {
    render(<Toasts />);
    await act(async () => {
      await notify.error('Gone soon');
    });
    await screen.findByText('Gone soon');
    await new Promise((resolve) => setTimeout(resolve, PRODUCT_ERROR_TOAST_MS - 500));
    expect(screen.getByText('Gone soon')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('Gone soon')).toBeNull(), { timeout: 2500 });
  }, 10000);

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
