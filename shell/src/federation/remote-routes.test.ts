import { describe, expect, it, vi } from 'vitest';
import type { RouteObject } from 'react-router';
import type { RemoteName, RemoteRouteModule } from '@portal/shared';
import { createRemoteRouteMounter, remoteForPath, warmRoute } from './remote-routes';
import { RemoteIncompatibleError } from './load-remote-routes';

describe('remoteForPath', () => {
  it.each<[string, RemoteName | null]>([
    ['/login', 'mf_auth'],
    ['/login/email/forgot-password', 'mf_auth'],
    ['/signup', 'mf_auth'],
    ['/confirm-email', 'mf_auth'],
    ['/impersonate/abc', 'mf_auth'],
    ['/t/4/profile', 'mf_auth'],
    ['/profile', 'mf_auth'],
    ['/t/4/settings', 'mf_auth'],
    ['/t/4', 'mf_consumption'],
    ['/t/4/', 'mf_consumption'],
    ['/t/4/consumption/heat-energy/room/kitchen', 'mf_consumption'],
    ['/t/4/alarms/new-alarm', 'mf_alarms'],
    ['/t/4/notifications/9', 'mf_alarms'],
    ['/t/4/statements', 'mf_statements'],
    ['/report/demo-latest', 'mf_report'],
    ['/_federation/mf-statements', 'mf_statements'],
    ['/_federation/shell', null],
    ['/t/4/help', null],
    ['/data-policy', null],
    ['/elsewhere', null],
  ])('%s belongs to %s', (path, remote) => {
    expect(remoteForPath(path)).toBe(remote);
  });
});

const alarms: RemoteRouteModule = {
  remote: 'mf_alarms',
  release: 'test',
  routes: { tenancy: [{ path: 'alarms' }], root: [{ path: 'x' }] },
};

describe('createRemoteRouteMounter', () => {
  it('loads a remote once and mounts its routes under their parents', async () => {
    const load = vi.fn(async () => alarms);
    const mounter = createRemoteRouteMounter({ load, onStaleDeploy: () => false });
    const patch = vi.fn();
    const args = {
      path: '/t/1/alarms',
      patch,
      matches: [],
      signal: new AbortController().signal,
      fetcherKey: undefined,
    };
    await mounter.patchRoutesOnNavigation(args);
    await mounter.patchRoutesOnNavigation({ ...args, path: '/t/1/alarms/new-alarm' });
    expect(load).toHaveBeenCalledTimes(1);
    expect(load).toHaveBeenCalledWith('mf_alarms', '/t/1/alarms');
    // below the remote's error boundary, one per parent
    expect(patch).toHaveBeenCalledWith('tenancy', [
      expect.objectContaining({ id: 'mf_alarms:tenancy', children: alarms.routes.tenancy }),
    ]);
    expect(patch).toHaveBeenCalledWith('root', [
      expect.objectContaining({ id: 'mf_alarms:root', children: alarms.routes.root }),
    ]);
    // patched again for the second navigation (react-router keeps one copy): a superseded
    // navigation's patch may have been dropped
    expect(patch).toHaveBeenCalledTimes(4);
    expect([...mounter.mounted()]).toEqual(['mf_alarms']);
  });

  it('leaves paths of no remote alone', async () => {
    const load = vi.fn(async () => alarms);
    const mounter = createRemoteRouteMounter({ load, onStaleDeploy: () => false });
    await mounter.patchRoutesOnNavigation({
      path: '/t/1/help',
      patch: vi.fn(),
      matches: [],
      signal: new AbortController().signal,
      fetcherKey: undefined,
    });
    expect(load).not.toHaveBeenCalled();
  });

  it('an ordinary failure mounts nothing (the catch-all then sends the user to /login) and is retried later', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const load = vi.fn().mockRejectedValueOnce(new Error('boom')).mockResolvedValueOnce(alarms);
    const onStale = vi.fn(() => true);
    const mounter = createRemoteRouteMounter({ load, onStaleDeploy: onStale });
    const patch = vi.fn();
    const args = {
      path: '/t/1/alarms',
      patch,
      matches: [],
      signal: new AbortController().signal,
      fetcherKey: undefined,
    };
    await mounter.patchRoutesOnNavigation(args);
    expect(patch).not.toHaveBeenCalled();
    expect(onStale).not.toHaveBeenCalled();
    await mounter.patchRoutesOnNavigation(args);
    expect(patch).toHaveBeenCalledTimes(2);
    error.mockRestore();
  });

  it('a remote refused as incompatible takes the path of a failed load: logged with the export, no reload', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const refused = new RemoteIncompatibleError('mf_alarms', [
      { kind: 'export', module: 'react-router', name: 'useMatches' },
    ]);
    const onStale = vi.fn(() => true);
    const patch = vi.fn();
    const mounter = createRemoteRouteMounter({ load: vi.fn().mockRejectedValue(refused), onStaleDeploy: onStale });
    await mounter.patchRoutesOnNavigation({
      path: '/t/1/alarms',
      patch,
      matches: [],
      signal: new AbortController().signal,
      fetcherKey: undefined,
    });
    expect(patch).not.toHaveBeenCalled();
    expect(onStale).not.toHaveBeenCalled();
    expect(mounter.mounted().size).toBe(0);
    expect(error).toHaveBeenCalledWith('[federation] the routes of mf_alarms could not be loaded', refused);
    expect(String(error.mock.calls[0]?.[1])).toContain("react-router's useMatches");
    error.mockRestore();
  });

  it('a stale deployment reloads the target once and keeps the navigation pending', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const stale = Object.assign(new Error('Loading chunk 3 failed.'), { name: 'ChunkLoadError' });
    const onStale = vi.fn(() => true);
    const mounter = createRemoteRouteMounter({ load: vi.fn().mockRejectedValue(stale), onStaleDeploy: onStale });
    const navigation = mounter.patchRoutesOnNavigation({
      path: '/t/1/alarms?x=1',
      patch: vi.fn(),
      matches: [],
      signal: new AbortController().signal,
      fetcherKey: undefined,
    });
    const settled = await Promise.race([
      Promise.resolve(navigation).then(() => 'settled'),
      delay(50).then(() => 'pending'),
    ]);
    expect(settled).toBe('pending');
    expect(onStale).toHaveBeenCalledWith('/t/1/alarms?x=1');
    error.mockRestore();
  });

  it('a stale deployment within the cool-down falls through like any failure', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const stale = Object.assign(new Error('Loading chunk 3 failed.'), { name: 'ChunkLoadError' });
    const mounter = createRemoteRouteMounter({ load: vi.fn().mockRejectedValue(stale), onStaleDeploy: () => false });
    await expect(
      mounter.patchRoutesOnNavigation({
        path: '/t/1/alarms',
        patch: vi.fn(),
        matches: [],
        signal: new AbortController().signal,
        fetcherKey: undefined,
      }),
    ).resolves.toBeUndefined();
    error.mockRestore();
  });
});

function delay(ms: number) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

describe('federation probes (diagnostics)', () => {
  const withProbe: RemoteRouteModule = {
    remote: 'mf_alarms',
    release: 'test',
    routes: { tenancy: [{ path: 'alarms' }], root: [{ path: '_federation/mf-alarms', handle: { diagnostics: true } }] },
  };
  const args = (path: string, patch = vi.fn()) => ({
    path,
    patch,
    matches: [],
    signal: new AbortController().signal,
    fetcherKey: undefined,
  });

  it('are left out unless diagnostics are on', async () => {
    const patch = vi.fn();
    const mounter = createRemoteRouteMounter({
      load: async () => withProbe,
      onStaleDeploy: () => false,
      diagnostics: () => false,
    });
    await mounter.patchRoutesOnNavigation(args('/_federation/mf-alarms', patch));
    expect(patch).toHaveBeenCalledTimes(1);
    expect(patch).toHaveBeenCalledWith('tenancy', [
      expect.objectContaining({ id: 'mf_alarms:tenancy', children: withProbe.routes.tenancy }),
    ]);
  });

  it("are mounted with diagnostics on, the shell's own too", async () => {
    const patch = vi.fn();
    const mounter = createRemoteRouteMounter({
      load: async () => withProbe,
      onStaleDeploy: () => false,
      diagnostics: () => true,
    });
    await mounter.patchRoutesOnNavigation(args('/_federation/mf-alarms', patch));
    expect(patch).toHaveBeenCalledWith('root', [
      expect.objectContaining({ id: 'mf_alarms:root', children: withProbe.routes.root }),
    ]);
    await mounter.patchRoutesOnNavigation(args('/_federation/shell', patch));
    expect(patch).toHaveBeenLastCalledWith('root', [expect.objectContaining({ path: '_federation/shell' })]);
  });

  it("the shell's probe does not exist with diagnostics off", async () => {
    const patch = vi.fn();
    const mounter = createRemoteRouteMounter({
      load: async () => withProbe,
      onStaleDeploy: () => false,
      diagnostics: () => false,
    });
    await mounter.patchRoutesOnNavigation(args('/_federation/shell', patch));
    expect(patch).not.toHaveBeenCalled();
  });

  it('asks about a new release before loading a preloaded remote, and when a navigation enters a mounted one', async () => {
    const load = vi.fn(async () => alarms);
    const checked: string[] = [];
    const checkRelease = vi.fn(async (remote: RemoteName, href: string) => {
      checked.push(`${remote} ${href}`);
    });
    const mounter = createRemoteRouteMounter({
      load,
      onStaleDeploy: () => false,
      diagnostics: () => false,
      checkRelease,
    });
    const patch = vi.fn();
    await mounter.patchRoutesOnNavigation({
      path: '/t/1/alarms',
      patch,
      matches: [],
      signal: new AbortController().signal,
      fetcherKey: undefined,
    });
    expect(checked).toEqual(['mf_alarms /t/1/alarms']);
    const boundary = (patch.mock.calls.find(([parent]) => parent === 'tenancy')![1] as RouteObject[])[0]!;
    const loader = boundary.loader as (args: { request: Request }) => Promise<unknown>;
    await loader({ request: new Request('http://portal.test/t/1/alarms/new-alarm?step=1') });
    expect(checked.at(-1)).toBe('mf_alarms /t/1/alarms/new-alarm?step=1');
    // moving between the remote's own screens does not ask again
    expect((boundary.shouldRevalidate as () => boolean)()).toBe(false);
  });

  it("prefetches the first screen's remote while the session loads, and the navigation uses that load", async () => {
    let release: (module: RemoteRouteModule) => void = () => undefined;
    const load = vi.fn(() => new Promise<RemoteRouteModule>((resolve) => (release = resolve)));
    const mounter = createRemoteRouteMounter({ load, onStaleDeploy: () => false, checkRelease: async () => undefined });
    mounter.prefetch('/t/1/alarms');
    mounter.prefetch('/t/1/alarms/new-alarm');
    expect(load).toHaveBeenCalledTimes(1);
    // told the screen it is loaded for, whose chunks can then load beside the remote's texts
    expect(load).toHaveBeenCalledWith('mf_alarms', '/t/1/alarms');
    const patch = vi.fn();
    const navigating = mounter.patchRoutesOnNavigation({
      path: '/t/1/alarms',
      patch,
      matches: [],
      signal: new AbortController().signal,
      fetcherKey: undefined,
    });
    release(alarms);
    await navigating;
    expect(load).toHaveBeenCalledTimes(1);
    expect(patch).toHaveBeenCalledWith('tenancy', [expect.objectContaining({ id: 'mf_alarms:tenancy' })]);
    // a path of no remote prefetches nothing
    mounter.prefetch('/t/1/help');
    expect(load).toHaveBeenCalledTimes(1);
  });
});

describe('warmRoute', () => {
  const lazyRoute = (extra: RouteObject) => ({ ...extra, lazy: vi.fn(async () => ({})) }) as RouteObject;
  const screens = () => ({
    dashboard: lazyRoute({ index: true }),
    alarms: lazyRoute({ path: 'alarms' }),
    newAlarm: lazyRoute({ path: 'alarms/new-alarm' }),
    login: lazyRoute({ path: 'login' }),
    signup: lazyRoute({ path: 'signup' }),
  });
  const moduleOf = (s: ReturnType<typeof screens>): RemoteRouteModule => ({
    remote: 'mf_alarms',
    release: 'test',
    routes: {
      tenancy: [s.dashboard, s.alarms, s.newAlarm, { path: 'eager' }],
      public: [s.login],
      root: [s.signup],
    },
  });

  it.each<[string, keyof ReturnType<typeof screens> | null]>([
    ['/t/7', 'dashboard'],
    ['/t/7/alarms', 'alarms'],
    ['/t/7/alarms/new-alarm', 'newAlarm'],
    ['/login', 'login'],
    ['/signup', 'signup'],
    ['/t/7/eager', null],
    ['/t/7/elsewhere', null],
  ])('at %s starts loading the %s screen only', (pathname, expected) => {
    const s = screens();
    warmRoute(moduleOf(s), pathname);
    for (const [name, route] of Object.entries(s))
      expect(route.lazy, name).toHaveBeenCalledTimes(name === expected ? 1 : 0);
  });

  it('leaves a screen that fails to load to the navigation', async () => {
    const failing = { path: 'alarms', lazy: vi.fn(() => Promise.reject(new Error('chunk failed'))) } as RouteObject;
    warmRoute({ remote: 'mf_alarms', release: 'test', routes: { tenancy: [failing] } }, '/t/7/alarms');
    expect(failing.lazy).toHaveBeenCalledTimes(1);
    // no unhandled rejection: the failure is the navigation's to report when it calls lazy itself
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
});
