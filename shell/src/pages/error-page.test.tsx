import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { I18nextProvider } from 'react-i18next';
import type { Language } from '@portal/shared';
import { createTestI18n } from '@portal/shared/test-utils';
import en from '../i18n/en';
import da from '../i18n/da';
import nb from '../i18n/nb';
import { RELOAD_STAMP_KEY } from '../federation/stale-deploy';
import { RouteErrorPage, UnexpectedError } from './error-page';

afterEach(cleanup);

function renderAt(path: string, children: RouteObject[], language: Language = 'en') {
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
  render(
    <I18nextProvider i18n={createTestI18n(language, { shell: { en, da, nb } })}>
      <RouterProvider router={router} />
    </I18nextProvider>,
  );
  return router;
}

describe('RouteErrorPage', () => {
  it('a path with no route shows the default error page with 404', async () => {
    renderAt('/nowhere', []);
    expect(await screen.findByRole('heading', { level: 1, name: 'Unexpected Application Error' })).toBeTruthy();
    expect(screen.getByText('There is no page at this address.', { exact: false }).textContent).toContain(
      'Error code 404',
    );
    expect(screen.getByRole('link', { name: 'Go to the front page' }).getAttribute('href')).toBe('/');
    // the router's own words are the technical details, folded away
    expect(screen.getByText('Technical details').closest('details')?.open).toBe(false);
  });

  it("speaks the page's language", async () => {
    renderAt('/nowhere', [], 'da');
    expect(await screen.findByRole('heading', { level: 1, name: 'Uventet fejl i applikationen' })).toBeTruthy();
    expect(screen.getByText('Der findes ingen side på denne adresse.', { exact: false }).textContent).toContain(
      'Fejlkode 404',
    );
    expect(screen.getByRole('link', { name: 'Gå til forsiden' })).toBeTruthy();
  });

  it('a submission to a route without an action shows the default error page with 405', async () => {
    const router = renderAt('/form', [{ path: 'form', element: <p>form</p> }]);
    await screen.findByText('form');
    await router.navigate('/form', { formMethod: 'post', formData: new FormData() });
    expect(await screen.findByRole('heading', { name: 'Unexpected Application Error' })).toBeTruthy();
    expect(screen.getByText('This page cannot handle that request.', { exact: false }).textContent).toContain(
      'Error code 405',
    );
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

describe('UnexpectedError without the shell', () => {
  it('speaks English when no texts could be loaded (the portal could not start)', () => {
    render(<UnexpectedError reason="start" inRouter={false} technical="Runtime configuration unavailable (503)" />);
    expect(screen.getByRole('heading', { level: 1, name: 'Unexpected Application Error' })).toBeTruthy();
    expect(screen.getByText('The app could not start. Please try again in a moment.')).toBeTruthy();
    expect(screen.getByText('Runtime configuration unavailable (503)')).toBeTruthy();
  });
});
