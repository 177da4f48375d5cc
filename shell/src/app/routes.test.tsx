import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import {
  brandTheme,
  AppProviders,
  loginStateAtom,
  pendingActivationCodesAtom,
  selectedTenancyIdAtom,
  tenanciesAtom,
  userAtom,
  type PortalServices,
  type RemoteName,
  type RemoteRouteModule,
  type Tenancy,
  type User,
} from '@portal/shared';
import { createTestI18n, createTestQueryClient } from '@portal/shared/test-utils';
import en from '../i18n/en';
import da from '../i18n/da';
import nb from '../i18n/nb';
import { createRemoteRouteMounter } from '../federation/remote-routes';
import { sectionReports, unavailableSectionAtom } from '../federation/unavailable';
import { ShellProvider } from '../session/services-context';
import { fakeDeps, me, tenancy } from '../session/test-fakes';
import { shellRoutes } from './routes';

// The shell's routes with stand-ins for the remotes' screens, mounted the way the shell mounts them.
const REMOTES: Partial<Record<RemoteName, RemoteRouteModule>> = {
  mf_auth: {
    remote: 'mf_auth',
    release: 'test',
    routes: {
      public: [
        { path: 'login', element: <h1>login page</h1> },
        { path: 'no-tenancies', element: <h1>no tenancies page</h1> },
        { path: 'profile', element: <h1>account profile</h1> },
      ],
      tenancy: [{ path: 'profile', element: <h1>tenancy profile</h1> }],
    },
  },
  mf_consumption: {
    remote: 'mf_consumption',
    release: 'test',
    routes: { tenancy: [{ index: true, element: <h1>dashboard</h1> }] },
  },
};

const TWO = [tenancy('4', 'Storgata 1'), tenancy('9', 'Jægergårdsgade 40')] as unknown as Tenancy[];
const user = (): User => {
  const { tenancies: _t, ...rest } = me([]).me;
  return rest as User;
};

type Session = 'signed out' | 'no tenancies' | 'tenancies';

interface Options {
  /** Remotes whose routes fail to load. */
  down?: RemoteName[];
  /** Answers of the services, by operation name. */
  services?: Parameters<typeof fakeDeps>[0];
  /** Entries before `path` in the history. */
  before?: string[];
}

function renderAt(path: string, session: Session, { down = [], services: answers = {}, before = [] }: Options = {}) {
  const deps = fakeDeps(answers);
  if (session !== 'signed out') deps.store.set(userAtom, user());
  if (session === 'tenancies') {
    deps.store.set(tenanciesAtom, TWO);
    deps.store.set(selectedTenancyIdAtom, '9');
  }
  const mounter = createRemoteRouteMounter({
    load: async (remote) => {
      if (down.includes(remote)) throw new Error(`${remote} is down`);
      const module = REMOTES[remote];
      if (!module) throw new Error(`no stand-in for ${remote}`);
      return module;
    },
    onStaleDeploy: () => false,
    diagnostics: () => false,
    checkRelease: async () => undefined,
    ...sectionReports(deps.store),
  });
  const router = createMemoryRouter(shellRoutes(), {
    initialEntries: [...before, path],
    patchRoutesOnNavigation: mounter.patchRoutesOnNavigation,
  });
  const services = { clients: deps.clients, logout: async () => undefined } as unknown as PortalServices;
  render(
    <AppProviders
      queryClient={createTestQueryClient()}
      store={deps.store}
      i18n={createTestI18n('en', { shell: { en, da, nb } })}
    >
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

async function expectPage(router: ReturnType<typeof renderAt>['router'], heading: string, pathname: string) {
  expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeTruthy();
  expect(router.state.location.pathname).toBe(pathname);
}

afterEach(cleanup);

describe('unknown paths (SPEC §2)', () => {
  it('send a visitor without a session to /login', async () => {
    const { router } = renderAt('/nowhere/at/all', 'signed out');
    await expectPage(router, 'login page', '/login');
  });

  it('send a signed-in user to the selected tenancy’s dashboard, not to the login form', async () => {
    for (const path of ['/nowhere/at/all', '/t/9/no-such-page']) {
      const { router } = renderAt(path, 'tenancies');
      await expectPage(router, 'dashboard', '/t/9');
      cleanup();
    }
  });

  it('send a signed-in user without tenancies to /no-tenancies', async () => {
    const { router } = renderAt('/nowhere', 'no tenancies');
    await expectPage(router, 'no tenancies page', '/no-tenancies');
  });

  it('end on an error page, not in a loop, when the page they lead to cannot be loaded', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { router } = renderAt('/nowhere', 'no tenancies', { down: ['mf_auth'] });
    expect(await screen.findByRole('heading', { name: 'Unexpected Application Error' })).toBeTruthy();
    expect(screen.getByText('This page could not be loaded. Please try again in a moment.')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/no-tenancies');
  });
});

describe('a section that cannot be loaded (decision 0088)', () => {
  it('sends a signed-in tenant on to their tenancy, says which section failed, and tries it again on request', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const down: RemoteName[] = ['mf_alarms'];
    const { router, deps } = renderAt('/t/9/alarms', 'tenancies', { down });
    await expectPage(router, 'dashboard', '/t/9');
    const notice = await screen.findByRole('alert');
    expect(
      within(notice).getByRole('heading', { name: 'Alarms and notifications could not be loaded right now' }),
    ).toBeTruthy();
    // the menu still works
    expect(screen.getByRole('navigation', { name: 'Main menu' })).toBeTruthy();
    // back up: "Try again" goes where the tenant was going, and the notice goes away
    REMOTES.mf_alarms = {
      remote: 'mf_alarms',
      release: 'test',
      routes: { tenancy: [{ path: 'alarms', element: <h1>alarms</h1> }] },
    };
    down.splice(0);
    await act(async () => fireEvent.click(within(notice).getByRole('button', { name: 'Try again' })));
    await expectPage(router, 'alarms', '/t/9/alarms');
    expect(deps.store.get(unavailableSectionAtom)).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    delete REMOTES.mf_alarms;
  });

  it('can be dismissed', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { router } = renderAt('/t/9/alarms', 'tenancies', { down: ['mf_alarms'] });
    await expectPage(router, 'dashboard', '/t/9');
    await act(async () => fireEvent.click(await screen.findByRole('button', { name: 'Dismiss' })));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('/login', () => {
  it('shows the login form to a visitor without a session', async () => {
    const { router } = renderAt('/login', 'signed out');
    await expectPage(router, 'login page', '/login');
  });

  it('sends a signed-in user to the selected tenancy’s dashboard, or /no-tenancies without one', async () => {
    const { router } = renderAt('/login', 'tenancies');
    await expectPage(router, 'dashboard', '/t/9');
    cleanup();
    const { router: without } = renderAt('/login', 'no tenancies');
    await expectPage(without, 'no tenancies page', '/no-tenancies');
  });

  it('leaves a sign-in made on the page to navigate on its own; a later visit goes to the dashboard', async () => {
    const { router, deps } = renderAt('/login', 'signed out');
    await expectPage(router, 'login page', '/login');
    // a social sign-in on /login: the session loads while the page waits for its own navigation
    act(() => {
      deps.store.set(loginStateAtom, { inProgress: true, error: null, success: false });
      deps.store.set(userAtom, user());
      deps.store.set(tenanciesAtom, TWO);
      deps.store.set(selectedTenancyIdAtom, '4');
      deps.store.set(loginStateAtom, { inProgress: false, error: null, success: true });
    });
    await expectPage(router, 'login page', '/login');
    // back to /login later (the browser's back button): the user belongs on the dashboard
    await act(() => router.navigate('/login'));
    await expectPage(router, 'dashboard', '/t/4');
  });
});

describe('/profile (the account of a user without tenancies)', () => {
  it('shows the profile in the public layout, with a way back to /no-tenancies', async () => {
    const { router } = renderAt('/profile', 'no tenancies');
    await expectPage(router, 'account profile', '/profile');
    expect(screen.getByRole('link', { name: /Back/ }).getAttribute('href')).toBe('/no-tenancies');
    expect(screen.getByTestId('language-switcher')).toBeTruthy();
  });

  it('sends a user with tenancies to the selected tenancy’s profile', async () => {
    const { router } = renderAt('/profile', 'tenancies');
    await expectPage(router, 'tenancy profile', '/t/9/profile');
  });

  it('sends a visitor without a session to /login, also when they log out there', async () => {
    const { router } = renderAt('/profile', 'signed out');
    await expectPage(router, 'login page', '/login');
    cleanup();
    const { router: signedIn, deps } = renderAt('/profile', 'no tenancies');
    await expectPage(signedIn, 'account profile', '/profile');
    act(() => deps.store.set(userAtom, null));
    await expectPage(signedIn, 'login page', '/login');
  });
});

describe('the add-tenancy dialog and the URL (SPEC §2, §4)', () => {
  const added = tenancy('12', 'Nygata 3');
  const addTenancy = {
    AddTenancy: () => ({ addTenancy: { ok: true } }),
    DataMe: () => me([added]),
    MainMe: () => ({ me: null }),
    UserUnits: () => ({ userUnits: [] }),
  };

  it('closed, takes ?activationCode= out of the URL in place of the entry that named it', async () => {
    const { router, deps } = renderAt('/t/9?activationCode=WELCOMEHOMEB&tenancyId=9', 'tenancies', {
      before: ['/t/9/help'],
    });
    act(() => deps.store.set(pendingActivationCodesAtom, ['WELCOMEHOMEB']));
    const dialog = await screen.findByRole('dialog', { name: 'Add another tenancy' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await vi.waitFor(() => expect(router.state.location.search).toBe('?tenancyId=9'));
    expect(router.state.location.pathname).toBe('/t/9');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(screen.queryByRole('dialog')).toBeNull();
    // no entry was added: one step back is the page before
    await act(() => router.navigate(-1));
    expect(router.state.location.pathname).toBe('/t/9/help');
  });

  it('used from the URL, goes to the new tenancy’s dashboard in place of the entry that named the code', async () => {
    const { router, deps } = renderAt('/no-tenancies?activationCode=WELCOMEHOMEA', 'no tenancies', {
      services: addTenancy,
      before: ['/profile'],
    });
    act(() => deps.store.set(pendingActivationCodesAtom, ['WELCOMEHOMEA']));
    const dialog = await screen.findByRole('dialog', { name: 'Add your home' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add tenancy' }));
    await expectPage(router, 'dashboard', '/t/12');
    expect(router.state.location.search).toBe('');
    await act(() => router.navigate(-1));
    expect(router.state.location.pathname).toBe('/t/12/profile');
  });

  it('used on /profile (a code entered there), goes to the new tenancy’s dashboard', async () => {
    const { router, deps } = renderAt('/profile', 'no tenancies', { services: addTenancy });
    await expectPage(router, 'account profile', '/profile');
    act(() => deps.store.set(pendingActivationCodesAtom, ['WELCOMEHOMEA']));
    const dialog = await screen.findByRole('dialog', { name: 'Add your home' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add tenancy' }));
    await expectPage(router, 'dashboard', '/t/12');
  });
});
