import { describe, expect, it, vi } from 'vitest';
import { createBundlerRuntime, type InitOptions, type WebpackRequire } from './bundler-runtime';
import type { Factory } from './share-scope';

/** A build as its generated code sets it up: its modules, its init options, its handlers. */
function build(name: string, shared: Record<string, { version: string; eager?: boolean; exports: unknown }>) {
  const initOptions: InitOptions = {
    name,
    shareStrategy: 'loaded-first',
    shared: Object.fromEntries(
      Object.entries(shared).map(([key, { version, eager, exports }]) => {
        const factory: Factory = () => exports;
        return [
          key,
          [
            {
              version,
              scope: ['default'],
              shareConfig: { singleton: true, requiredVersion: `^${version}`, eager: eager ? 1 : 0 },
              get: vi.fn(() => (eager ? factory : Promise.resolve(factory))),
            },
          ],
        ];
      }),
    ),
  };
  const webpackRequire: WebpackRequire = { m: {}, c: {}, federation: { initOptions } };
  const { federation, options } = createBundlerRuntime();
  const runtime = federation.bundlerRuntime;
  runtime.init({ webpackRequire });
  // one consume module per shared package: id = package name; fallback = the build's own copy
  const handlers = Object.fromEntries(
    Object.entries(initOptions.shared ?? {}).map(([key, [option]]) => [
      key,
      { shareKey: key, getter: option!.get, shareInfo: { shareConfig: option!.shareConfig, scope: ['default'] } },
    ]),
  );
  const installed: Record<string, Promise<void> | 0> = {};
  /** What `__webpack_require__(id)` would return once the module is defined. */
  const require = (id: string) => {
    const module = { exports: undefined as unknown };
    const define = webpackRequire.m[id];
    if (!define) throw new Error(`module ${id} is not defined`);
    define(module);
    return module.exports;
  };
  /** `__webpack_require__.e(chunk)` for a chunk that needs `ids`. */
  const loadChunk = async (...ids: string[]) => {
    const promises: Array<Promise<unknown> | 0> = [];
    runtime.consumes({
      chunkId: 'chunk',
      promises,
      chunkMapping: { chunk: ids },
      installedModules: installed,
      moduleToHandlerMapping: handlers,
      webpackRequire,
    });
    await Promise.all(promises);
  };
  return { runtime, options, webpackRequire, handlers, installed, require, loadChunk, initOptions };
}

describe('the bundler runtime', () => {
  it('gives a container the host copy of every module both provide, the single instance', async () => {
    const shell = build('shell', {
      react: { version: '19.3.1', eager: true, exports: 'shell react' },
      'react-router': { version: '8.5.1', exports: 'shell router' },
    });
    const auth = build('mf_auth', {
      react: { version: '19.3.1', exports: 'auth react' },
      'react-router': { version: '8.5.1', exports: 'auth router' },
      'left-pad': { version: '1.3.0', exports: 'auth left-pad' },
    });

    shell.runtime.installInitialConsumes({
      initialConsumes: ['react'],
      installedModules: shell.installed,
      moduleToHandlerMapping: shell.handlers,
      webpackRequire: shell.webpackRequire,
    });
    expect(shell.require('react')).toBe('shell react');
    await shell.loadChunk('react-router');
    expect(shell.require('react-router')).toBe('shell router');

    // the host initialises the container with its scope
    const scope = shell.runtime.S.default!;
    expect(auth.runtime.initContainerEntry({ shareScope: scope, shareScopeKey: 'default' })).toBe(true);
    expect(auth.runtime.S.default).toBe(scope);
    await auth.loadChunk('react', 'react-router', 'left-pad');
    expect(auth.require('react')).toBe('shell react');
    expect(auth.require('react-router')).toBe('shell router');
    // what only the container provides, it brings itself, and offers to the page
    expect(auth.require('left-pad')).toBe('auth left-pad');
    expect(scope['left-pad']?.['1.3.0']?.from).toBe('mf_auth');
    expect(auth.initOptions.shared?.react?.[0]?.get).not.toHaveBeenCalled();
  });

  it('uses the build’s own copy when the scope has none', async () => {
    const page = build('page', {});
    page.handlers['jotai'] = {
      shareKey: 'jotai',
      getter: () => Promise.resolve(() => 'own jotai'),
      shareInfo: { shareConfig: { singleton: true }, scope: ['default'] },
    };
    await page.loadChunk('jotai');
    expect(page.require('jotai')).toBe('own jotai');
  });

  it('keeps a failed load in the module, so it is thrown where the module is used, and tries again later', async () => {
    const page = build('page', { i18next: { version: '27.1.2', exports: 'i18n' } });
    const get = page.initOptions.shared!.i18next![0]!.get as ReturnType<typeof vi.fn>;
    get.mockRejectedValueOnce(new Error('Loading chunk 9 failed.'));
    await page.loadChunk('i18next');
    expect(() => page.require('i18next')).toThrow('Loading chunk 9 failed.');
    expect(page.installed.i18next).toBeUndefined();
    await page.loadChunk('i18next');
    expect(page.require('i18next')).toBe('i18n');
  });

  it('loads a module once for every chunk that needs it', async () => {
    const page = build('page', { 'react-router': { version: '8.5.1', exports: 'router' } });
    await Promise.all([page.loadChunk('react-router'), page.loadChunk('react-router')]);
    await page.loadChunk('react-router');
    expect(page.initOptions.shared!['react-router']![0]!.get).toHaveBeenCalledTimes(1);
  });

  it('registers again on demand (I) and supports only loaded-first', () => {
    const page = build('page', { react: { version: '19.3.1', exports: 'r' } });
    Reflect.deleteProperty(page.runtime.S, 'default');
    expect(page.runtime.I({ shareScopeName: 'default' })).toBe(true);
    expect(page.runtime.S.default?.react?.['19.3.1']?.from).toBe('page');
    expect(page.options()?.name).toBe('page');

    const versionFirst = createBundlerRuntime().federation.bundlerRuntime;
    const webpackRequire: WebpackRequire = {
      m: {},
      c: {},
      federation: { initOptions: { name: 'x', shareStrategy: 'version-first' } },
    };
    expect(() => versionFirst.init({ webpackRequire })).toThrow(/loaded-first/);
  });
});
