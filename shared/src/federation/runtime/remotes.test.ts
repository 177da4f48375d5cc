import { describe, expect, it, vi } from 'vitest';
import { createRemotes, RemoteLoadError, remoteEntryOf } from './remotes';
import type { ShareScope } from './share-scope';
import type { FederationPlugin } from './types';

const MANIFEST = 'https://auth.example/mf-manifest.json';
const manifest = (extra: Record<string, unknown> = {}) => ({
  metaData: { globalName: 'mf_auth', publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '' }, ...extra },
});

/** A page with one remote (mf_auth) whose entry defines a container exposing ./routes. */
function page(options: { plugins?: FederationPlugin[]; manifest?: () => Promise<unknown> } = {}) {
  const global: Record<string, unknown> = {};
  const container = {
    init: vi.fn(),
    get: vi.fn(async (expose: string) => {
      if (expose !== './routes') throw new Error(`Module "${expose}" does not exist in container.`);
      return () => ({ routeModule: 'the routes' });
    }),
  };
  const fetchManifest = vi.fn(options.manifest ?? (() => Promise.resolve(manifest())));
  const loadScript = vi.fn(async (url: string) => {
    if (url !== 'https://auth.example/remoteEntry.js') throw new Error(`${url} did not load`);
    global.mf_auth = container;
  });
  const shareScopes: Record<string, ShareScope> = { default: { react: {} } };
  const remotes = createRemotes({
    shareScopes,
    plugins: options.plugins ?? [],
    fetchManifest: fetchManifest as never,
    loadScript,
    global,
  });
  remotes.registerRemotes([{ name: 'mf_auth', entry: MANIFEST }]);
  return { remotes, container, fetchManifest, loadScript, shareScopes, global };
}

describe('loading a remote', () => {
  it('follows the manifest to the entry, initialises the container once with the host scope, and gets the module', async () => {
    const { remotes, container, fetchManifest, loadScript, shareScopes } = page();
    await expect(remotes.loadRemote('mf_auth/routes')).resolves.toEqual({ routeModule: 'the routes' });
    await remotes.loadRemote('mf_auth/routes');
    expect(fetchManifest).toHaveBeenCalledTimes(1);
    expect(fetchManifest).toHaveBeenCalledWith(MANIFEST);
    expect(loadScript).toHaveBeenCalledTimes(1);
    expect(container.init).toHaveBeenCalledTimes(1);
    expect(container.init).toHaveBeenCalledWith(
      shareScopes.default,
      [],
      expect.objectContaining({ shareScopeMap: shareScopes }),
    );
    expect(container.get).toHaveBeenCalledWith('./routes');
  });

  it('loads a remote entry named directly, without a manifest', async () => {
    const { remotes, fetchManifest, loadScript } = page();
    remotes.registerRemotes([{ name: 'mf_auth', entry: 'https://auth.example/remoteEntry.js' }]);
    await remotes.loadRemote('mf_auth/routes');
    expect(fetchManifest).not.toHaveBeenCalled();
    expect(loadScript).toHaveBeenCalledWith('https://auth.example/remoteEntry.js');
  });

  it('preloads the manifest and the entry without initialising the container', async () => {
    const { remotes, container, loadScript } = page();
    await remotes.preloadRemote('mf_auth');
    expect(loadScript).toHaveBeenCalledTimes(1);
    expect(container.init).not.toHaveBeenCalled();
    await remotes.loadRemote('mf_auth/routes');
    expect(loadScript).toHaveBeenCalledTimes(1);
    expect(container.init).toHaveBeenCalledTimes(1);
  });

  it('says which step failed, with its code, and tries again on the next load', async () => {
    let fail = true;
    const { remotes, fetchManifest } = page({
      manifest: () => (fail ? Promise.reject(new TypeError('Failed to fetch')) : Promise.resolve(manifest())),
    });
    const error = await remotes.loadRemote('mf_auth/routes').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RemoteLoadError);
    expect((error as RemoteLoadError).message).toMatch(/^#RUNTIME-003 the manifest of mf_auth/);
    expect((error as RemoteLoadError).step).toBe('afterResolve');
    expect(String((error as RemoteLoadError).cause)).toContain('Failed to fetch');
    fail = false;
    await expect(remotes.loadRemote('mf_auth/routes')).resolves.toBeTruthy();
    expect(fetchManifest).toHaveBeenCalledTimes(2);
  });

  it.each([
    ['an entry that does not load', manifest({ remoteEntry: { name: 'gone.js' } }), /^#RUNTIME-008 the remote entry/],
    [
      'an entry that defines no container',
      manifest({ globalName: 'mf_other' }),
      /^#RUNTIME-002 .* defines no container/,
    ],
  ])('reports %s', async (_label, answer, message) => {
    const { remotes, global } = page({ manifest: () => Promise.resolve(answer) });
    delete global.mf_other;
    await expect(remotes.loadRemote('mf_auth/routes')).rejects.toThrow(message);
  });

  it('reports an unregistered remote and a missing module', async () => {
    const { remotes } = page();
    await expect(remotes.loadRemote('mf_nowhere/routes')).rejects.toThrow(
      /^#RUNTIME-004 remote mf_nowhere is not registered/,
    );
    await expect(remotes.loadRemote('mf_auth/nothing')).rejects.toThrow(
      'Module "./nothing" does not exist in container.',
    );
  });

  it('hands failures to the runtime plugins, which may rethrow or give a module instead', async () => {
    const seen: unknown[] = [];
    const report: FederationPlugin = {
      name: 'report',
      errorLoadRemote: (args) => {
        seen.push(args);
        return undefined;
      },
    };
    const fallback: FederationPlugin = { name: 'fallback', errorLoadRemote: () => ({ routeModule: 'fallback' }) };
    const { remotes } = page({ plugins: [report, fallback], manifest: () => Promise.reject(new Error('down')) });
    await expect(remotes.loadRemote('mf_auth/routes')).resolves.toEqual({ routeModule: 'fallback' });
    expect(seen).toEqual([expect.objectContaining({ id: 'mf_auth/routes', lifecycle: 'afterResolve' })]);
  });
});

describe('remoteEntryOf', () => {
  it('resolves the entry against the manifest for publicPath "auto", and against the publicPath otherwise', () => {
    expect(remoteEntryOf(manifest(), 'https://cdn.example/auth/mf-manifest.json')).toEqual({
      url: 'https://cdn.example/auth/remoteEntry.js',
      globalName: 'mf_auth',
    });
    expect(
      remoteEntryOf(
        manifest({ publicPath: 'https://static.example/v2/', remoteEntry: { name: 'remoteEntry.js', path: 'js/' } }),
        'https://cdn.example/auth/mf-manifest.json',
      ).url,
    ).toBe('https://static.example/v2/js/remoteEntry.js');
    expect(() => remoteEntryOf({}, MANIFEST)).toThrow(/not a Module Federation manifest/);
  });
});
