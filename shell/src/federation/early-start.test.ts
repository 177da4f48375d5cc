import { afterEach, describe, expect, it, vi } from 'vitest';
import { matchPath } from 'react-router';
import {
  EARLY_START_KEY,
  earlyFetch,
  endEarlyStart,
  earlyStart,
  earlyStartScript,
  MANIFEST_TIMEOUT_MS,
  patternSource,
} from './early-start';
import { REMOTE_PATHS } from './remote-paths';

const CONFIG = {
  remotes: { mf_auth: 'http://auth.test/mf-manifest.json', mf_alarms: 'http://alarms.test/mf-manifest.json' },
};
const OWNERS = REMOTE_PATHS.map(([remote, patterns]) => [remote, patterns.map(patternSource).join('|')] as const);

/** A window whose fetch answers the configuration and records every request. */
function fakeWindow(pathname: string, config: unknown = CONFIG, status = 200) {
  const asked: Array<{ url: string; init?: RequestInit }> = [];
  const win = {
    location: { pathname },
    fetch: vi.fn(async (url: string, init?: RequestInit) => {
      asked.push({ url, init });
      return url === '/config.json'
        ? new Response(JSON.stringify(config), { status })
        : new Response(JSON.stringify({ id: url }));
    }) as unknown as typeof fetch,
  };
  return { win, asked };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  delete (window as unknown as Record<string, unknown>)[EARLY_START_KEY];
});

describe("the page's early requests", () => {
  it('a pattern matches what the router matches: the path itself, below a splat, any case, a trailing slash', () => {
    const paths = [
      '/',
      '/login',
      '/login/',
      '/LOGIN/email',
      '/login/email/forgot-password',
      '/loginx',
      '/signup/email',
      '/profile',
      '/profile/x',
      '/t/7',
      '/t/7/',
      '/t/7/consumption/heat-energy',
      '/t/7/consumptionx',
      '/t/7/alarms',
      '/t/7/alarms/12',
      '/t/7/notifications',
      '/t/7/statements',
      '/t/7/settings',
      '/t/7/profile/email',
      '/t',
      '/t/7/8/9',
      '/report/demo-latest',
      '/_federation/mf-alarms',
      '/_federation/mf-alarms/x',
      '/impersonate/abc',
    ];
    for (const [, patterns] of REMOTE_PATHS) {
      for (const pattern of patterns) {
        const re = new RegExp(patternSource(pattern), 'i');
        for (const path of paths)
          expect([pattern, path, re.test(path)]).toEqual([pattern, path, Boolean(matchPath(pattern, path))]);
      }
    }
    expect(new RegExp(patternSource('/a.b')).test('/axb')).toBe(false);
  });

  it("asks for the configuration at once, then for the manifest of the remote that owns the page's path", async () => {
    const { win, asked } = fakeWindow('/t/7/alarms/12');
    earlyStart(win, OWNERS, MANIFEST_TIMEOUT_MS);
    expect(asked.map((r) => r.url)).toEqual(['/config.json']);
    await settle();
    expect(asked.map((r) => r.url)).toEqual(['/config.json', CONFIG.remotes.mf_alarms]);
    // as the runtime asks for a manifest: never from the browser's cache, and with a time limit
    expect(asked[1]?.init?.cache).toBe('no-cache');
    expect(asked[1]?.init?.signal).toBeInstanceOf(AbortSignal);
    const early = (win as unknown as Record<string, Record<string, Promise<Response>>>)[EARLY_START_KEY];
    expect(Object.keys(early!)).toEqual(['/config.json', CONFIG.remotes.mf_alarms]);
  });

  it('asks for no manifest on a path no remote owns, or without a configuration that names it', async () => {
    for (const [path, config, status] of [
      ['/', CONFIG, 200],
      ['/t/7/statements', CONFIG, 200],
      ['/login', CONFIG, 503],
      ['/login', { remotes: null }, 200],
      ['/login', 'not an object', 200],
    ] as const) {
      const { win, asked } = fakeWindow(path, config, status);
      earlyStart(win, OWNERS, MANIFEST_TIMEOUT_MS);
      await settle();
      expect([path, asked.map((r) => r.url)]).toEqual([path, ['/config.json']]);
    }
  });

  it("the page's script is the function itself, complete without this module", async () => {
    const { win, asked } = fakeWindow('/login/email');
    new Function('window', earlyStartScript(REMOTE_PATHS))(win);
    await settle();
    expect(asked.map((r) => r.url)).toEqual(['/config.json', CONFIG.remotes.mf_auth]);
  });

  it('the shell takes each early answer once, and asks again when it failed', async () => {
    const { win } = fakeWindow('/login');
    earlyStart(win, OWNERS, MANIFEST_TIMEOUT_MS);
    // the page's window is the one the script ran in
    Object.assign(window, { [EARLY_START_KEY]: (win as unknown as Record<string, unknown>)[EARLY_START_KEY] });
    await settle();
    const again = vi.fn(async () => new Response('again'));

    const config = earlyFetch('/config.json', again);
    expect(await (await config!).json()).toEqual(CONFIG);
    expect(earlyFetch('/config.json', again)).toBeNull();

    expect(earlyFetch('http://other.test/mf-manifest.json', again)).toBeNull();
    const manifest = earlyFetch(CONFIG.remotes.mf_auth, again);
    expect(await (await manifest!).json()).toEqual({ id: CONFIG.remotes.mf_auth });
    expect(earlyFetch(CONFIG.remotes.mf_auth, again)).toBeNull();
    expect(again).not.toHaveBeenCalled();

    const early = (window as unknown as Record<string, Record<string, Promise<Response>>>)[EARLY_START_KEY]!;
    early['http://down.test/mf-manifest.json'] = Promise.reject(new TypeError('Failed to fetch'));
    expect(await (await earlyFetch('http://down.test/mf-manifest.json', again))!.text()).toBe('again');
    expect(again).toHaveBeenCalledTimes(1);
    // an error the server answered as the page opened is not the answer to a later try
    early['http://failing.test/mf-manifest.json'] = Promise.resolve(new Response('Internal', { status: 500 }));
    expect(await (await earlyFetch('http://failing.test/mf-manifest.json', again))!.text()).toBe('again');
    expect(again).toHaveBeenCalledTimes(2);
  });

  it('once the page has started, nothing left is taken: it would be as old as the page', async () => {
    // a tenancy page opened signed out: the shell goes to /login, and nobody takes the alarms manifest
    const { win, asked } = fakeWindow('/t/7/alarms');
    earlyStart(win, OWNERS, MANIFEST_TIMEOUT_MS);
    Object.assign(window, { [EARLY_START_KEY]: (win as unknown as Record<string, unknown>)[EARLY_START_KEY] });
    await settle();
    expect(asked.map((r) => r.url)).toContain(CONFIG.remotes.mf_alarms);
    endEarlyStart();
    expect(earlyFetch('/config.json', () => fetch('x'))).toBeNull();
    expect(earlyFetch(CONFIG.remotes.mf_alarms, () => fetch('x'))).toBeNull();
  });

  it('a page without the script: nothing early', () => {
    expect(earlyFetch('/config.json', () => fetch('x'))).toBeNull();
    expect(earlyFetch(CONFIG.remotes.mf_auth, () => fetch('x'))).toBeNull();
  });
});
