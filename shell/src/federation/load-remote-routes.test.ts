import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { RemoteRouteModule } from '@portal/shared';
import type { FederationProvides } from './compatibility';
import { checkRemoteNeeds, loadRemoteRoutes, RemoteIncompatibleError, shellProvides } from './load-remote-routes';
import { isLoadFailure, isStaleDeployError } from './stale-deploy';

const loadRemote = vi.hoisted(() => vi.fn());
vi.mock('@portal/shared', async (original) => ({ ...(await original<object>()), loadRemote }));

const PROVIDES: FederationProvides = {
  react: { version: '19.3.1', exports: '*' },
  'react-router': { version: '8.5.1', exports: ['Link', 'Outlet'] },
  '@portal/shared': { version: '1.0.0', exports: ['Page'] },
};

const routes: RemoteRouteModule = { remote: 'mf_alarms', release: 'test', routes: { tenancy: [{ path: 'alarms' }] } };

beforeEach(() => loadRemote.mockReset());

describe('shellProvides', () => {
  it("reads @portal/shared's exports off the shell's own module, the rest from the build", () => {
    const provides = shellProvides(
      { ...PROVIDES, '@portal/shared': { version: '1.4.0', exports: [] } },
      { usePortalClients: 1, Page: 2 },
    );
    expect(provides?.['@portal/shared']).toEqual({ version: '1.4.0', exports: ['Page', 'usePortalClients'] });
    expect(provides?.['react-router']).toEqual(PROVIDES['react-router']);
  });

  it('has nothing to tell without a build (unit tests)', () => {
    expect(shellProvides(undefined)).toBeNull();
  });
});

describe('the check before a remote is mounted', () => {
  it('mounts a remote whose needs the shell meets', async () => {
    loadRemote.mockResolvedValue({
      default: routes,
      federationNeeds: { 'react-router': { requiredVersion: '^8.5.1', exports: ['Outlet'] } },
    });
    await expect(loadRemoteRoutes('mf_alarms', PROVIDES)).resolves.toBe(routes);
    expect(loadRemote).toHaveBeenCalledWith('mf_alarms/routes');
  });

  it('mounts a remote built before contracts (it tells no needs)', async () => {
    loadRemote.mockResolvedValue({ routeModule: routes });
    await expect(loadRemoteRoutes('mf_alarms', PROVIDES)).resolves.toBe(routes);
  });

  it('refuses a remote needing an export the shell lacks: a load failure, not a stale deployment', async () => {
    loadRemote.mockResolvedValue({
      default: routes,
      federationNeeds: { 'react-router': { requiredVersion: '^8.5.1', exports: ['Outlet', 'useMatches'] } },
    });
    const error: unknown = await loadRemoteRoutes('mf_alarms', PROVIDES).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RemoteIncompatibleError);
    expect((error as Error).name).toBe('RemoteIncompatibleError');
    expect((error as Error).message).toBe(
      "mf_alarms needs react-router's useMatches, which this shell does not provide",
    );
    expect(isLoadFailure(error)).toBe(true);
    // a reload would load the same files again
    expect(isStaleDeployError(error)).toBe(false);
    // as the cause of another error too
    expect(isLoadFailure(new Error('route failed', { cause: error }))).toBe(true);
  });

  it('refuses a remote that needs a newer @portal/shared, naming both versions', () => {
    expect(() =>
      checkRemoteNeeds('mf_report', { '@portal/shared': { requiredVersion: '^1.3.0', exports: ['Page'] } }, PROVIDES),
    ).toThrow('mf_report needs @portal/shared ^1.3.0, which this shell does not provide (it has 1.0.0)');
  });
});
