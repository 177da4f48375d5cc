import { describe, expect, it, vi } from 'vitest';
import {
  choose,
  compareVersions,
  load,
  loadSync,
  provide,
  satisfies,
  type Factory,
  type ShareScope,
  type SharedModule,
} from './share-scope';

function copy(version: string, from: string, extra: Partial<SharedModule> = {}): SharedModule {
  const factory: Factory = () => ({ version, from });
  return {
    version,
    from,
    eager: false,
    shareConfig: { singleton: true, requiredVersion: `^${version}` },
    scope: ['default'],
    strategy: 'loaded-first',
    get: () => Promise.resolve(factory),
    ...extra,
  };
}

describe('versions', () => {
  it.each([
    ['19.3.1', '19.3.0', 1],
    ['19.3.1', '19.10.0', -1],
    ['2.0.0', '10.0.0', -1],
    ['1.0.0-rc.1', '1.0.0', -1],
    ['1.0.0-alpha', '1.0.0-beta', -1],
    ['0.1.0', '0.1.0', 0],
  ])('%s against %s', (a, b, sign) => {
    expect(Math.sign(compareVersions(a, b))).toBe(sign);
  });

  it.each([
    ['19.3.1', '^19.3.1', true],
    ['19.9.0', '^19.3.1', true],
    ['20.0.0', '^19.3.1', false],
    ['19.3.0', '^19.3.1', false],
    ['0.1.5', '^0.1.0', true],
    ['0.2.0', '^0.1.0', false],
    ['0.0.3', '^0.0.3', true],
    ['0.0.4', '^0.0.3', false],
    ['1.2.9', '~1.2.3', true],
    ['1.3.0', '~1.2.3', false],
    ['3.0.0', '>=2.1.0', true],
    ['2.1.0', '2.1.0', true],
    ['2.1.1', '2.1.0', false],
    ['5.0.0', '*', true],
    ['5.0.0', '5.x || 6.x', false],
  ])('%s in %s: %s', (version, range, expected) => {
    expect(satisfies(version, range)).toBe(expected);
  });
});

describe('the share scope', () => {
  it('keeps the first copy of a version', () => {
    const scope: ShareScope = {};
    const shells = copy('19.3.1', 'shell');
    provide(scope, 'react', shells);
    provide(scope, 'react', copy('19.3.1', 'mf_auth'));
    expect(scope.react?.['19.3.1']).toBe(shells);
  });

  it('chooses a copy already in use before a higher version', () => {
    const scope: ShareScope = {};
    provide(scope, 'react', copy('19.3.1', 'shell', { loaded: true }));
    provide(scope, 'react', copy('19.4.0', 'mf_auth'));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(choose(scope, 'react', { name: 'mf_auth', requiredVersion: '^19.4.0' })?.from).toBe('shell');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('react 19.3.1 (from shell) does not satisfy ^19.4.0'));
  });

  it('chooses the highest version when none is in use, and the higher one of two in use', () => {
    const scope: ShareScope = {};
    provide(scope, 'jotai', copy('3.0.1', 'shell'));
    provide(scope, 'jotai', copy('3.1.0', 'mf_auth'));
    expect(choose(scope, 'jotai', { name: 'x' })?.version).toBe('3.1.0');
    scope.jotai!['3.0.1']!.loading = Promise.resolve(() => null);
    scope.jotai!['3.1.0']!.loaded = true;
    expect(choose(scope, 'jotai', { name: 'x' })?.version).toBe('3.1.0');
  });

  it('refuses a copy outside a strict range', () => {
    const scope: ShareScope = {};
    provide(scope, 'react', copy('18.0.0', 'shell'));
    expect(() => choose(scope, 'react', { name: 'mf_auth', requiredVersion: '^19.0.0', strictVersion: true })).toThrow(
      /does not satisfy/,
    );
  });

  it('loads a copy once, however many builds ask, and hands each the same factory', async () => {
    const scope: ShareScope = {};
    const factory: Factory = () => 'router';
    const get = vi.fn(() => Promise.resolve(factory));
    provide(scope, 'react-router', copy('8.5.1', 'shell', { get }));
    const [a, b] = await Promise.all([
      load(scope, 'react-router', { name: 'shell' }),
      load(scope, 'react-router', { name: 'mf_auth' }),
    ]);
    expect(await load(scope, 'react-router', { name: 'mf_alarms' })).toBe(factory);
    expect(a).toBe(factory);
    expect(b).toBe(factory);
    expect(get).toHaveBeenCalledTimes(1);
    expect(scope['react-router']?.['8.5.1']?.loaded).toBe(true);
  });

  it('tries again after a failed load', async () => {
    const scope: ShareScope = {};
    const get = vi
      .fn()
      .mockRejectedValueOnce(new Error('Loading chunk 7 failed.'))
      .mockResolvedValue(() => 1);
    provide(scope, 'i18next', copy('27.1.2', 'shell', { get }));
    await expect(load(scope, 'i18next', { name: 'shell' })).rejects.toThrow('Loading chunk 7 failed.');
    await expect(load(scope, 'i18next', { name: 'shell' })).resolves.toBeTypeOf('function');
  });

  it('answers undefined for a module no build provides', async () => {
    expect(await load({}, 'left-pad', { name: 'shell' })).toBeUndefined();
    expect(loadSync({}, 'left-pad', { name: 'shell' })).toBeUndefined();
  });

  it('gives eager copies synchronously and refuses lazy ones', () => {
    const scope: ShareScope = {};
    const factory: Factory = () => 'react';
    provide(scope, 'react', copy('19.3.1', 'shell', { eager: true, get: () => factory }));
    provide(scope, 'react-router', copy('8.5.1', 'shell'));
    expect(loadSync(scope, 'react', { name: 'shell' })).toBe(factory);
    expect(scope.react?.['19.3.1']?.loaded).toBe(true);
    expect(() => loadSync(scope, 'react-router', { name: 'shell' })).toThrow(/not eager/);
  });
});
