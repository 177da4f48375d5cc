import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
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
        lazy: () => Promise.reject(new Error('Failed to load the page module')),
      },
    ]);
    expect(await screen.findByText('the login page')).toBeTruthy();
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
