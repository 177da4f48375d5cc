import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, Link, Outlet, RouterProvider } from 'react-router';
import { NavigationProgress } from './navigation-progress';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('navigation progress', () => {
  it('shows a bar while a navigation waits longer than the delay, and none for a quick one', async () => {
    vi.useFakeTimers();
    let finish: () => void = () => undefined;
    const router = createMemoryRouter([
      {
        path: '/',
        element: (
          <>
            <NavigationProgress delayMs={400} />
            <Link to="/slow">slow</Link>
            <Outlet />
          </>
        ),
        children: [
          {
            path: 'slow',
            loader: () => new Promise<null>((done) => (finish = () => done(null))),
            element: <p>arrived</p>,
          },
        ],
      },
    ]);
    render(<RouterProvider router={router} />);
    act(() => void router.navigate('/slow'));
    await act(async () => vi.advanceTimersByTimeAsync(300));
    expect(screen.queryByRole('progressbar')).toBeNull();
    await act(async () => vi.advanceTimersByTimeAsync(200));
    expect(screen.getByRole('progressbar')).toBeTruthy();
    await act(async () => finish());
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.getByText('arrived')).toBeTruthy();
  });
});
