import { describe, expect, it, vi } from 'vitest';
import { install, type WebpackRequire } from './bundler-runtime';
import type { Factory } from './share-scope';

type Shared = Record<string, { version: string; eager?: boolean; exports: unknown }>;

/**
 * A build as rspack generates it: each shared package is provided (`initializeSharingData`) and
 * consumed by a module whose id is the package's name (`consumesLoadingData`), eager ones from the
 * first chunk; a container also has exposed modules (`initializeExposesData`).
 */
function build(name: string, shared: Shared, options: { exposes?: Record<string, unknown> } = {}) {
  const copies = Object.entries(shared).map(([key, { version, eager, exports }]) => {
    const factory: Factory = () => exports;
    const get = vi.fn(() => (eager ? factory : Promise.resolve(factory)));
    return { key, version, eager, get };
  });
  const webpackRequire = {
    m: {},
    c: {},
    f: {},
    initializeSharingData: {
      scopeToSharingDataMapping: {
        default: copies.map(({ key, version, eager, get }) => ({
          name: key,
          version,
          factory: get,
          eager: eager ? 1 : 0,
          singleton: 1,
          requiredVersion: `^${version}`,
        })),
      },
    },
    consumesLoadingData: {
      chunkMapping: {} as Record<string, string[]>,
      moduleIdToConsumeDataMapping: Object.fromEntries(
        copies.map(({ key, version, get }) => [
          key,
          { shareScope: 'default', shareKey: key, requiredVersion: `^${version}`, strictVersion: false, fallback: get },
        ]),
      ),
      initialConsumes: copies.filter(({ eager }) => eager).map(({ key }) => key),
    },
    ...(options.exposes && {
      initializeExposesData: {
        shareScope: 'default',
        moduleMap: Object.fromEntries(
          Object.entries(options.exposes).map(([expose, exports]) => [expose, () => Promise.resolve(() => exports)]),
        ),
      },
    }),
  } as WebpackRequire & { consumesLoadingData: NonNullable<WebpackRequire['consumesLoadingData']> };
  /** What `__webpack_require__(id)` returns once the module is defined. */
  function require(id: string) {
    const module = { exports: undefined as unknown };
    const define = webpackRequire.m[id];
    if (!define) throw new Error(`module ${id} is not defined`);
    define(module);
    return module.exports;
  }
  const S = install(webpackRequire, { name });
  /** `__webpack_require__.e(chunk)` for a chunk that needs `ids`. */
  const loadChunk = async (...ids: string[]) => {
    webpackRequire.consumesLoadingData.chunkMapping.chunk = ids;
    const promises: Array<Promise<unknown> | 0> = [];
    webpackRequire.f.consumes?.('chunk', promises);
    await Promise.all(promises);
  };
  const getOf = (key: string) => copies.find((copy) => copy.key === key)!.get;
  return { S, webpackRequire, require, loadChunk, getOf };
}

describe('the bundler runtime', () => {
  it('gives a container the host copy of every module both provide, the single instance', async () => {
    const shell = build('shell', {
      react: { version: '19.3.1', eager: true, exports: 'shell react' },
      'react-router': { version: '8.5.1', exports: 'shell router' },
    });
    const auth = build(
      'mf_auth',
      {
        react: { version: '19.3.1', exports: 'auth react' },
        'react-router': { version: '8.5.1', exports: 'auth router' },
        'left-pad': { version: '1.3.0', exports: 'auth left-pad' },
      },
      { exposes: { './routes': 'auth routes' } },
    );

    expect(shell.webpackRequire.S).toBe(shell.S);
    expect(shell.require('react')).toBe('shell react');
    await shell.loadChunk('react-router');
    expect(shell.require('react-router')).toBe('shell router');

    // the host initialises the container with its scope
    const scope = shell.S.default!;
    expect(auth.webpackRequire.initContainer?.(scope)).toBe(true);
    expect(auth.S.default).toBe(scope);
    await auth.loadChunk('react', 'react-router', 'left-pad');
    expect(auth.require('react')).toBe('shell react');
    expect(auth.require('react-router')).toBe('shell router');
    // what only the container provides, it brings itself, and offers to the page
    expect(auth.require('left-pad')).toBe('auth left-pad');
    expect(scope['left-pad']?.['1.3.0']?.from).toBe('mf_auth');
    expect(auth.getOf('react')).not.toHaveBeenCalled();

    const routes = await auth.webpackRequire.getContainer?.('./routes');
    expect(routes?.()).toBe('auth routes');
    await expect(auth.webpackRequire.getContainer?.('./nothing')).rejects.toThrow(/does not exist in container/);
    expect(shell.webpackRequire.initContainer).toBeUndefined();
  });

  it('uses the build’s own copy when the scope has none', async () => {
    const page = build('page', { jotai: { version: '3.0.1', exports: 'own jotai' } });
    Reflect.deleteProperty(page.S.default!, 'jotai');
    await page.loadChunk('jotai');
    expect(page.require('jotai')).toBe('own jotai');
  });

  it('keeps a failed load in the module, so it is thrown where the module is used, and tries again later', async () => {
    const page = build('page', { i18next: { version: '27.1.2', exports: 'i18n' } });
    page.getOf('i18next').mockRejectedValueOnce(new Error('Loading chunk 9 failed.'));
    await page.loadChunk('i18next');
    expect(() => page.require('i18next')).toThrow('Loading chunk 9 failed.');
    await page.loadChunk('i18next');
    expect(page.require('i18next')).toBe('i18n');
  });

  it('loads a module once for every chunk that needs it', async () => {
    const page = build('page', { 'react-router': { version: '8.5.1', exports: 'router' } });
    await Promise.all([page.loadChunk('react-router'), page.loadChunk('react-router')]);
    await page.loadChunk('react-router');
    expect(page.getOf('react-router')).toHaveBeenCalledTimes(1);
  });

  it('registers its copies again on demand (I)', () => {
    const page = build('page', { react: { version: '19.3.1', exports: 'r' } });
    Reflect.deleteProperty(page.S, 'default');
    expect(page.webpackRequire.I?.('default')).toBe(true);
    expect(page.S.default?.react?.['19.3.1']?.from).toBe('page');
  });
});
