import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { RELOAD_STAMP_KEY } from '../federation/stale-deploy';
import { RouteErrorPage } from './error-page';

afterEach(cleanup);

function renderAt(path: string, children: RouteObject[]) {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        errorElement: <RouteErrorPage />,
        children: [...children, { path: 'login', element: <p>the login page</p> }],
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('RouteErrorPage', () => {
  it('a path with no route shows the default error page with 404', async () => {
    renderAt('/nowhere', []);
    expect(await screen.findByRole('heading', { name: 'Unexpected Application Error' })).toBeTruthy();
    expect(screen.getByText(/404/)).toBeTruthy();
  });

  it('a submission to a route without an action shows the default error page with 405', async () => {
    const router = renderAt('/form', [{ path: 'form', element: <p>form</p> }]);
    await screen.findByText('form');
    await router.navigate('/form', { formMethod: 'post', formData: new FormData() });
    expect(await screen.findByRole('heading', { name: 'Unexpected Application Error' })).toBeTruthy();
    expect(screen.getByText(/405/)).toBeTruthy();
  });

  it('a lazy page that fails to load for another reason goes to /login', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderAt('/broken', [
      {
        path: 'broken',
        lazy: () =>
          Promise.reject(
            new Error('[ Federation Runtime ]: The remote entry interface does not contain "init" #RUNTIME-002'),
          ),
      },
    ]);
    expect(await screen.findByText('the login page')).toBeTruthy();
  });

  it('a stale chunk that may not reload again (cool-down) goes to /login', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    sessionStorage.setItem(RELOAD_STAMP_KEY, String(Date.now()));
    const gone = Object.assign(new Error('Loading chunk 9 failed.'), { name: 'ChunkLoadError' });
    renderAt('/broken', [{ path: 'broken', lazy: () => Promise.reject(gone) }]);
    expect(await screen.findByText('the login page')).toBeTruthy();
    sessionStorage.clear();
  });

  it('an ordinary bug whose message mentions loading or fetching stays on the error page', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderAt('/crash', [
      {
        path: 'crash',
        Component: () => {
          throw new Error('Could not fetch the import settings while loading');
        },
      },
    ]);
    expect(await screen.findByRole('heading', { name: 'Unexpected Application Error' })).toBeTruthy();
    expect(screen.getByText('Could not fetch the import settings while loading')).toBeTruthy();
  });

  it('any other error shows the default error page with its message', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderAt('/crash', [
      {
        path: 'crash',
        Component: () => {
          throw new Error('Something specific broke');
        },
      },
    ]);
    expect(await screen.findByRole('heading', { name: 'Unexpected Application Error' })).toBeTruthy();
    expect(screen.getByText('Something specific broke')).toBeTruthy();
  });
});
