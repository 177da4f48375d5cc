import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import {
  brandTheme,
  AppProviders,
  pendingActivationCodesAtom,
  selectedTenancyIdAtom,
  tenanciesAtom,
  userAtom,
  type Tenancy,
  type User,
  type PortalServices,
  type Language,
  usePageMeta,
} from '@portal/shared';
import { createTestI18n, createTestQueryClient } from '@portal/shared/test-utils';
import en from '../i18n/en';
import da from '../i18n/da';
import nb from '../i18n/nb';
import { ShellProvider } from '../session/services-context';
import { fakeDeps, me, tenancy } from '../session/test-fakes';
import { TenancyLayout } from './tenancy-layout';

/** A screen that names itself, as Page does: its title and its crumbs. */
function HeatScreen() {
  usePageMeta('Heat', [
    { label: 'Consumption', href: '/t/4' },
    { label: 'Heat', href: '/t/4/consumption/heat-energy' },
  ]);
  return <h1>heat</h1>;
}

function renderAt(path: string, setup: (deps: ReturnType<typeof fakeDeps>) => void, language: Language = 'en') {
  const deps = fakeDeps({});
  setup(deps);
  const i18n = createTestI18n(language, { shell: { en, da, nb } });
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
          { path: 'consumption/heat-energy', element: <HeatScreen /> },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(
    <AppProviders queryClient={createTestQueryClient()} store={deps.store} i18n={i18n}>
      <ShellProvider
        value={{
          services,
          deps,
          languages: { defaultLanguage: 'en', available: ['en', 'da', 'nb'] },
          theme: brandTheme('norway'),
        }}
      >
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

describe('the header of the signed-in layout', () => {
  const signedIn = (deps: ReturnType<typeof fakeDeps>) => {
    deps.store.set(userAtom, user());
    deps.store.set(tenanciesAtom, TWO);
    deps.store.set(selectedTenancyIdAtom, '4');
  };
  const crumbs = () =>
    within(screen.getByRole('navigation', { name: 'Breadcrumbs' }))
      .getAllByRole('listitem')
      .map((li) => li.textContent);

  it('shows the menu entry as the crumb of a screen that does not name itself, as the current page', async () => {
    renderAt('/t/4/alarms', signedIn);
    await screen.findByRole('heading', { name: 'alarms' });
    expect(crumbs()).toEqual(['Alarm settings']);
    const nav = screen.getByRole('navigation', { name: 'Breadcrumbs' });
    expect(within(nav).getByText('Alarm settings').getAttribute('aria-current')).toBe('page');
    // on a phone: the menu toggle, not a back link
    expect(screen.getByRole('button', { name: 'Open menu' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Back' })).toBeNull();
  });

  it("shows a screen's own crumbs, links to all but the last, and a back link to the one before", async () => {
    renderAt('/t/4/consumption/heat-energy', signedIn);
    await screen.findByRole('heading', { name: 'heat' });
    expect(crumbs()).toEqual(['Consumption', 'Heat']);
    const nav = screen.getByRole('navigation', { name: 'Breadcrumbs' });
    expect(within(nav).getByRole('link', { name: 'Consumption' }).getAttribute('href')).toBe('/t/4');
    expect(within(nav).getByText('Heat').getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Back' }).getAttribute('href')).toBe('/t/4');
    expect(screen.queryByRole('button', { name: 'Open menu' })).toBeNull();
    // beside the back link the header leaves the app title to the menu
    expect(screen.getAllByText('the tenancy app')).toHaveLength(1);
  });

  it("names the brand's app in the page's language, in the menu and in the phone's header", async () => {
    renderAt('/t/4/alarms', signedIn, 'da');
    await screen.findByRole('heading', { name: 'alarms' });
    expect(screen.getAllByText('Beboer App')).toHaveLength(2);
    expect(screen.getByRole('navigation', { name: 'Hovedmenu' })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Vælg lejemål' }).className).toContain('pui-select');
  });

  it('opens the drawer with its toggle, and Escape closes it and gives the toggle its focus back', async () => {
    renderAt('/t/4/alarms', signedIn);
    await screen.findByRole('heading', { name: 'alarms' });
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    const close = screen.getByRole('button', { name: 'Close menu' });
    expect(close.getAttribute('aria-expanded')).toBe('true');
    expect(document.querySelector('.layout--tenancy')?.getAttribute('data-menu-open')).toBe('true');
    fireEvent.keyDown(window, { key: 'Escape' });
    expect(document.querySelector('.layout--tenancy')?.getAttribute('data-menu-open')).toBe('false');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Open menu' }));
  });
});
