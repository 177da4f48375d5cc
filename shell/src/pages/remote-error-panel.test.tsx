import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, Link, Outlet, RouterProvider, useLoaderData, type RouteObject } from 'react-router';
import { createStore } from 'jotai';
import { useQuery } from '@tanstack/react-query';
import { AppProviders, type Language } from '@portal/shared';
import { createTestI18n, createTestQueryClient } from '@portal/shared/test-utils';
import en from '../i18n/en';
import da from '../i18n/da';
import nb from '../i18n/nb';
import { RELOAD_STAMP_KEY } from '../federation/stale-deploy';
import { reportError } from '../app/monitoring';
import { RemoteErrorPanel, remoteBoundaryRoute } from './remote-error-panel';

vi.mock('../app/monitoring', () => ({ reportError: vi.fn() }));

afterEach(() => {
  cleanup();
  sessionStorage.clear();
  vi.mocked(reportError).mockClear();
  vi.restoreAllMocks();
});

function Layout() {
  return (
    <div>
      <nav aria-label="menu">
        <Link to="/t/1/statements">Statements</Link>
      </nav>
      <Outlet />
    </div>
  );
}

/** A tenancy layout with two remotes' screens, each below its boundary as the mounter puts them. */
function renderAt(path: string, alarms: RouteObject[], language: Language = 'en') {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  const router = createMemoryRouter(
    [
      { path: '/t', element: <h1>dashboard</h1> },
      {
        path: '/t/:tenancyId',
        element: <Layout />,
        children: [
          remoteBoundaryRoute('mf_alarms', 'tenancy', alarms),
          remoteBoundaryRoute('mf_statements', 'tenancy', [{ path: 'statements', element: <h1>statements</h1> }]),
        ],
      },
    ],
    { initialEntries: [path] },
  );
  const i18n = createTestI18n(language, { shell: { en, da, nb } });
  render(
    <AppProviders queryClient={createTestQueryClient()} store={createStore()} i18n={i18n}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return router;
}

const panelHeading = (name: string) => screen.findByRole('heading', { level: 1, name });

describe("a remote's error panel", () => {
  it('shows a render error inside the layout, names the remote in the language, focuses its heading and reports it', async () => {
    const bug = new TypeError("Cannot read properties of undefined (reading 'map')");
    renderAt(
      '/t/1/alarms',
      [
        {
          path: 'alarms',
          Component: () => {
            throw bug;
          },
        },
      ],
      'da',
    );
    const heading = await panelHeading('Alarmer og notifikationer kunne ikke vises');
    expect(document.activeElement).toBe(heading);
    expect(screen.getByText(/Menuen og resten af appen virker stadig/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Gå til forsiden' }).getAttribute('href')).toBe('/t');
    expect(reportError).toHaveBeenCalledWith(bug, { remote: 'mf_alarms' });

    // the layout goes on working: another remote's screen renders
    fireEvent.click(screen.getByRole('link', { name: 'Statements' }));
    expect(await screen.findByRole('heading', { name: 'statements' })).toBeTruthy();
  });

  it("an Error whose message mentions 'fetch' shows the panel, it does not go to /login", async () => {
    renderAt('/t/1/alarms', [
      {
        path: 'alarms',
        Component: () => {
          throw new Error('Could not fetch the alarms');
        },
      },
    ]);
    expect(await panelHeading('Alarms and notifications could not be shown')).toBeTruthy();
    expect(screen.getByText(/Something went wrong in this part of the app/)).toBeTruthy();
  });

  it('"Try again" re-renders the screen with its data fetched afresh', async () => {
    // the first answer has a shape the screen cannot draw (it throws while rendering), the next is fine
    const answers = [{ items: [] }, ['Leak in the kitchen']];
    const queryFn = vi.fn(async () => answers.shift());
    function AlarmList() {
      const { data } = useQuery({ queryKey: ['alarms'], queryFn });
      if (!data) return <p>loading</p>;
      return (
        <ul>
          {(data as string[]).map((name) => (
            <li key={name}>{name}</li>
          ))}
        </ul>
      );
    }
    renderAt('/t/1/alarms', [{ path: 'alarms', Component: AlarmList }]);
    await panelHeading('Alarms and notifications could not be shown');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Leak in the kitchen')).toBeTruthy();
    expect(queryFn).toHaveBeenCalledTimes(2);
  });

  it('"Try again" runs a failed loader again', async () => {
    const loader = vi.fn().mockRejectedValueOnce(new Error('the alarm service answered 500')).mockResolvedValue('ok');
    function Screen() {
      return <h1>alarms {String(useLoaderData())}</h1>;
    }
    renderAt('/t/1/alarms', [{ path: 'alarms', loader, Component: Screen }]);
    await panelHeading('Alarms and notifications could not be shown');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'alarms ok' })).toBeTruthy();
  });

  it('a chunk that stays missing after the one reload says so, and "Try again" loads the page afresh', async () => {
    sessionStorage.setItem(RELOAD_STAMP_KEY, String(Date.now()));
    const gone = Object.assign(new Error('Loading chunk 9 failed.'), { name: 'ChunkLoadError' });
    const reload = vi.fn();
    const router = createMemoryRouter(
      [
        {
          path: '/t/:tenancyId',
          element: <Layout />,
          children: [
            {
              id: 'mf_alarms:tenancy',
              errorElement: <RemoteErrorPanel remote="mf_alarms" reload={reload} />,
              children: [{ path: 'alarms', lazy: () => Promise.reject(gone) }],
            },
          ],
        },
      ],
      { initialEntries: ['/t/1/alarms'] },
    );
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <AppProviders
        queryClient={createTestQueryClient()}
        store={createStore()}
        i18n={createTestI18n('nb', { shell: { en, da, nb } })}
      >
        <RouterProvider router={router} />
      </AppProviders>,
    );
    await panelHeading('Alarmer og varsler kunne ikke vises');
    expect(screen.getByText(/Denne delen av appen kunne ikke lastes/)).toBeTruthy();
    expect(router.state.location.pathname).toBe('/t/1/alarms');
    fireEvent.click(screen.getByRole('button', { name: 'Prøv igjen' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
