import { type ModuleFederationRuntimePlugin, createInstance } from '@module-federation/enhanced/runtime';
import { describe, expect, it, vi } from 'vitest';
import shellRuntimePlugins, { ENTRY_TIMEOUT_MS, entryAddress, satisfiedByItself } from './runtime-plugins';

describe("a remote entry's script", () => {
  it("is loaded from the entry's address on the page's first try, and from a new one on each later try", () => {
    const tries = new Map<string, number>();
    const entry = 'http://alarms.test/remoteEntry.js';
    expect(entryAddress(entry, tries)).toBe(entry);
    expect(entryAddress(entry, tries)).toBe('http://alarms.test/remoteEntry.js?try=2');
    expect(entryAddress(entry, tries)).toBe('http://alarms.test/remoteEntry.js?try=3');
    // each entry counts its own tries
    expect(entryAddress('http://auth.test/remoteEntry.js', tries)).toBe('http://auth.test/remoteEntry.js');
  });

  it('keeps a query the address has, and resolves a relative one against the page', () => {
    const tries = new Map([['/mf/remoteEntry.js?v=1', 1]]);
    expect(entryAddress('/mf/remoteEntry.js?v=1', tries)).toBe(
      new URL('/mf/remoteEntry.js?v=1&try=2', document.baseURI).href,
    );
  });

  it("is made by the hook with the runtime's attributes, the timeout, and a new address when tried again", () => {
    const { createScript } = shellRuntimePlugins();
    const url = 'http://statements.test/remoteEntry.js';
    const make = () => createScript!({ url, attrs: { type: 'text/javascript', async: true, 'data-remote': 'x' } });
    const first = make() as { script: HTMLScriptElement; timeout: number };
    expect(first.timeout).toBe(ENTRY_TIMEOUT_MS);
    expect(first.script.src).toBe(url);
    expect(first.script.async).toBe(true);
    expect(first.script.getAttribute('data-remote')).toBe('x');
    const second = make() as { script: HTMLScriptElement };
    expect(second.script.src).toBe(`${url}?try=2`);
  });
});

type ResolveShareArgs = Parameters<NonNullable<ModuleFederationRuntimePlugin['resolveShare']>>[0];

describe('a shared module the page takes from the share scope', () => {
  const shareInfo = (requiredVersion: string | false, singleton = true) => ({
    shareConfig: { singleton, requiredVersion },
  });

  it("needs no range check when it is asked for as '^' and its own version, as every app's build asks", () => {
    expect(satisfiedByItself(shareInfo('^2.1.0'), '2.1.0')).toBe(true);
    expect(satisfiedByItself(shareInfo('^2.0.0'), '2.1.0')).toBe(false);
    expect(satisfiedByItself(shareInfo('~2.1.0'), '2.1.0')).toBe(false);
    expect(satisfiedByItself(shareInfo(false), '2.1.0')).toBe(false);
    expect(satisfiedByItself(shareInfo('^2.1.0', false), '2.1.0')).toBe(false);
    expect(satisfiedByItself(shareInfo('^2.1.0'), '')).toBe(false);
  });

  it("is resolved by the hook to that version's module, without the runtime's resolver, only then", () => {
    const resolveShare = shellRuntimePlugins().resolveShare!;
    const shared = { version: '2.1.0', from: 'shell' };
    const resolver = vi.fn(() => ({ shared, useTreesShaking: false }));
    const args = (requiredVersion: string) =>
      ({
        shareScopeMap: { default: { lib: { '2.1.0': shared } } },
        scope: 'default',
        pkgName: 'lib',
        version: '2.1.0',
        shareInfo: shareInfo(requiredVersion),
        GlobalFederation: {},
        resolver,
      }) as unknown as ResolveShareArgs;
    const own = resolveShare(args('^2.1.0')) as ResolveShareArgs;
    expect(own.resolver).not.toBe(resolver);
    expect(own.resolver()).toEqual({ shared, useTreesShaking: false });
    // another range is the runtime's to check (and warn of)
    expect((resolveShare(args('^1.0.0')) as ResolveShareArgs).resolver).toBe(resolver);
    expect(resolver).not.toHaveBeenCalled();
  });

  it("leaves the runtime's own check in place for a version that does not satisfy the range", () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      const lib = { name: 'the shell copy' };
      const federation = createInstance({
        name: 'plugin-test-host',
        remotes: [],
        shared: {
          lib: { version: '2.1.0', lib: () => lib, shareConfig: { singleton: true, requiredVersion: '^2.1.0' } },
        },
        plugins: [shellRuntimePlugins()],
      });
      expect(federation.loadShareSync<typeof lib>('lib')()).toBe(lib);
      expect(warn).not.toHaveBeenCalled();
      expect(
        federation.loadShareSync<typeof lib>('lib', {
          customShareInfo: { shareConfig: { singleton: true, requiredVersion: '^3.0.0' } },
        })(),
      ).toBe(lib);
      expect(warn.mock.calls.flat().join(' ')).toContain('does not satisfy the requirement');
    } finally {
      warn.mockRestore();
    }
  });
});
