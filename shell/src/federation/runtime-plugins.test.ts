import { describe, expect, it } from 'vitest';
import shellRuntimePlugins, { ENTRY_TIMEOUT_MS, entryAddress } from './runtime-plugins';

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
