import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import {
  AppProviders,
  pendingActivationCodesAtom,
  selectedTenancyIdAtom,
  tenanciesAtom,
  userAtom,
  type Tenancy,
  type User,
  type PortalServices,
} from '@portal/shared';
import { createTestI18n, createTestQueryClient } from '@portal/shared/test-utils';
import en from '../i18n/en';
import da from '../i18n/da';
import nb from '../i18n/nb';
import { ShellProvider } from '../session/services-context';
import { fakeDeps, me, tenancy } from '../session/test-fakes';
import { TenancyLayout } from './tenancy-layout';

function renderAt(path: string, setup: (deps: ReturnType<typeof fakeDeps>) => void) {
  const deps = fakeDeps({});
  setup(deps);
  const i18n = createTestI18n('en', { shell: { en, da, nb } });
  const services = { clients: deps.clients, logout: async () => undefined } as unknown as PortalServices;
  const router = createMemoryRouter(
    [
      { path: '/login', element: <h1>login page</h1> },
      { path: '/signup', element: <h1>signup page</h1> },
      { path: '/no-tenancies', element: <h1>no tenancies page</h1> },
      {
        path: '/t/:tenancyId',
        element: <TenancyLayout />,
        children: [
          { index: true, element: <h1>dashboard</h1> },
          { path: 'alarms', element: <h1>alarms</h1> },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(
    <AppProviders queryClient={createTestQueryClient()} store={deps.store} i18n={i18n}>
      <ShellProvider value={{ services, deps, languages: { defaultLanguage: 'en', available: ['en', 'da', 'nb'] } }}>
        <RouterProvider router={router} />
      </ShellProvider>
    </AppProviders>,
  );
  return { router, deps };
}

const user = (accountHasStatements = true): User => {
  const { tenancies: _t, ...rest } = me([], accountHasStatements).me;
  return rest as User;
};
const TWO = [tenancy('4', 'Storgata 1'), tenancy('9', 'Jægergårdsgade 40')] as unknown as Tenancy[];

afterEach(cleanup);

describe('guard of the authenticated layout (SPEC §2)', () => {
  it('sends a visitor without a user to /login', async () => {
    const { router } = renderAt('/t/4/alarms', () => undefined);
    expect(await screen.findByRole('heading', { name: 'login page' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('sends a visitor with a pending activation code to /signup', async () => {
    const { router } = renderAt('/t/4', (deps) => deps.store.set(pendingActivationCodesAtom, ['WELCOMEHOMEA']));
    expect(await screen.findByRole('heading', { name: 'signup page' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/signup');
  });

  it('sends a user without tenancies to /no-tenancies', async () => {
    const { router } = renderAt('/t/4', (deps) => deps.store.set(userAtom, user()));
    expect(await screen.findByRole('heading', { name: 'no tenancies page' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/no-tenancies');
  });

  it('sends another tenancy id than the selected one to the selected tenancy’s dashboard', async () => {
    const { router } = renderAt('/t/77/alarms', (deps) => {
      deps.store.set(userAtom, user());
      deps.store.set(tenanciesAtom, TWO);
      deps.store.set(selectedTenancyIdAtom, '9');
    });
    expect(await screen.findByRole('heading', { name: 'dashboard' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/t/9');
  });

  it('shows the menu, the tenancy dropdown with addresses, and the address with zip and city', async () => {
    const { router } = renderAt('/t/4/alarms', (deps) => {
      deps.store.set(userAtom, user(false));
      deps.store.set(tenanciesAtom, TWO);
      deps.store.set(selectedTenancyIdAtom, '4');
    });
    expect(await screen.findByRole('heading', { name: 'alarms' })).toBeTruthy();
    const links = within(screen.getByRole('navigation', { name: 'Main menu' }))
      .getAllByRole('link')
      .map((a) => a.textContent?.replace(/^\W+/u, '').trim());
    expect(links).not.toContain('Allocation statements');
    expect(links).toContain('Notifications');
    expect(screen.getByRole('link', { name: /Alarm settings/ }).getAttribute('aria-current')).toBe('page');
    const select = screen.getByRole('combobox', { name: 'Select tenancy' }) as HTMLSelectElement;
    expect([...select.options].map((o) => o.text)).toEqual(['Storgata 1', 'Jægergårdsgade 40']);
    expect(screen.getByTestId('tenancy-address').textContent).toBe('Storgata 1, 0555 Oslo');
    await act(async () => {
      select.value = '9';
      select.dispatchEvent(new Event('change', { bubbles: true }));
    });
    expect(router.state.location.pathname).toBe('/t/9');
  });
});
