import { afterEach, describe, expect, it, vi } from 'vitest';
import { matchPath } from 'react-router';
import {
  EARLY_START_KEY,
  earlyFetch,
  endEarlyStart,
  earlyStart,
  earlyStartScript,
  HOST_FILES_PLACEHOLDER,
  MANIFEST_TIMEOUT_MS,
  patternSource,
  prerenderFits,
  drawLastScreen,
  type LastScreen,
} from './early-start';
import { PARENT_PATHS, REMOTE_PATHS } from './remote-paths';
import { SCREENS_FIELD } from './screen-manifest';
import { STORAGE_KEYS } from '@portal/shared';
import { TENANCY_ROUTE } from '@portal/shared/routing';

const CONFIG = {
  defaultLanguage: 'nb',
  remotes: {
    mf_auth: 'http://auth.test/mf-manifest.json',
    mf_alarms: 'http://alarms.test/mf-manifest.json',
    mf_consumption: 'http://consumption.test/v2/mf-manifest.json',
  },
};
const OWNERS = REMOTE_PATHS.map(([remote, patterns]) => [remote, patterns.map(patternSource).join('|')] as const);
const HOST = {
  texts: { en: ['/common-texts-en.1.js', '/texts-en.2.js'], nb: ['/texts-nb.3.js'] },
  signedIn: ['/signed-in-layout.4.js'],
  entry: ['/main.5.js'],
};
const PRELOAD_OPTIONS = {
  parents: [...new Set(Object.values(PARENT_PATHS))],
  signedInOnly: [`${TENANCY_ROUTE}/*`],
  tokenKeys: [STORAGE_KEYS.dataToken, STORAGE_KEYS.dataRefreshToken],
  languageKey: STORAGE_KEYS.language,
  host: HOST,
};
const PRELOADS = { ...PRELOAD_OPTIONS, signedInOnly: PRELOAD_OPTIONS.signedInOnly.map(patternSource).join('|') };

/** A remote's manifest as its build writes it: the entry, the routes module, its screens and texts. */
const manifestOf = (url: string) => ({
  id: url,
  metaData: { publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' } },
  exposes: [{ path: './routes', assets: { js: { sync: ['routes.js'], async: ['screen-dashboard.js'] } } }],
  [SCREENS_FIELD]: {
    routes: [
      { path: '', files: ['common.js', 'screen-dashboard.js'] },
      { path: 'consumption/:quantity', files: ['common.js', 'screen-overview.js'] },
    ],
    texts: { en: ['texts-en.js'], nb: ['texts-nb.js'], da: ['texts-da.js'] },
  },
});

/** A web storage holding `items`. */
const storageOf = (items: Record<string, string> = {}) => ({ getItem: (key: string) => items[key] ?? null });

/**
 * A window whose fetch answers the configuration and the manifests and records every request, with
 * the test's document and the given storages.
 */
function fakeWindow(
  pathname: string,
  config: unknown = CONFIG,
  status = 200,
  { search = '', local = storageOf(), session = storageOf() } = {},
) {
  const asked: Array<{ url: string; init?: RequestInit }> = [];
  const win = {
    location: { pathname, search, href: `http://portal.test${pathname}${search}` },
    document,
    localStorage: local,
    sessionStorage: session,
    fetch: vi.fn(async (url: string, init?: RequestInit) => {
      asked.push({ url, init });
      return url === '/config.json'
        ? new Response(JSON.stringify(config), { status })
        : new Response(JSON.stringify(manifestOf(url)));
    }) as unknown as typeof fetch,
  };
  return { win, asked };
}

const preloads = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')].map((link) => link.href);

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  delete (window as unknown as Record<string, unknown>)[EARLY_START_KEY];
  document.head.replaceChildren();
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
    earlyStart(win, OWNERS, MANIFEST_TIMEOUT_MS, PRELOADS);
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
      earlyStart(win, OWNERS, MANIFEST_TIMEOUT_MS, PRELOADS);
      await settle();
      expect([path, asked.map((r) => r.url)]).toEqual([path, ['/config.json']]);
    }
  });

  it("the page's script is the function itself, complete without this module", async () => {
    const { win, asked } = fakeWindow('/login/email');
    new Function('window', earlyStartScript(REMOTE_PATHS, PRELOAD_OPTIONS))(win);
    await settle();
    expect(asked.map((r) => r.url)).toEqual(['/config.json', CONFIG.remotes.mf_auth]);
    expect(preloads()).toEqual([
      'http://portal.test/texts-nb.3.js',
      'http://auth.test/remoteEntry.js',
      'http://auth.test/routes.js',
      'http://auth.test/texts-nb.js',
    ]);
  });

  it("preloads the shell's texts in the starting language, and the signed-in layout for a returning tenant", async () => {
    const signedOut = fakeWindow('/', CONFIG, 200, { search: '?language=en' });
    earlyStart(signedOut.win, OWNERS, MANIFEST_TIMEOUT_MS, PRELOADS);
    await settle();
    // a path no remote owns: no manifest, but the shell's texts all the same
    expect(signedOut.asked.map((r) => r.url)).toEqual(['/config.json']);
    expect(preloads()).toEqual(['http://portal.test/common-texts-en.1.js', 'http://portal.test/texts-en.2.js']);

    document.head.replaceChildren();
    const signedIn = fakeWindow('/t/7/alarms', CONFIG, 200, { local: storageOf({ [STORAGE_KEYS.dataToken]: 't' }) });
    earlyStart(signedIn.win, OWNERS, MANIFEST_TIMEOUT_MS, PRELOADS);
    await settle();
    expect(preloads().slice(0, 2)).toEqual([
      'http://portal.test/texts-nb.3.js',
      'http://portal.test/signed-in-layout.4.js',
    ]);

    // a page built without the files (the placeholder left as it is): nothing of the shell's
    document.head.replaceChildren();
    const unbuilt = fakeWindow('/');
    earlyStart(unbuilt.win, OWNERS, MANIFEST_TIMEOUT_MS, { ...PRELOADS, host: HOST_FILES_PLACEHOLDER });
    await settle();
    expect(preloads()).toEqual([]);
  });

  it("once the manifest is there, preloads the remote's entry, routes module, the screen's files and texts", async () => {
    const { win, asked } = fakeWindow('/t/7/consumption/heat-energy', CONFIG, 200, {
      local: storageOf({ [STORAGE_KEYS.dataRefreshToken]: 'r' }),
    });
    earlyStart(win, OWNERS, MANIFEST_TIMEOUT_MS, PRELOADS);
    await settle();
    expect(asked.map((r) => r.url)).toEqual(['/config.json', CONFIG.remotes.mf_consumption]);
    expect(preloads()).toEqual([
      'http://portal.test/texts-nb.3.js',
      'http://portal.test/signed-in-layout.4.js',
      ...['remoteEntry.js', 'routes.js', 'common.js', 'screen-overview.js', 'texts-nb.js'].map(
        (file) => `http://consumption.test/v2/${file}`,
      ),
    ]);
    expect([...document.head.querySelectorAll('link')].every((link) => link.as === 'script')).toBe(true);
    // the shell still takes the manifest's answer whole
    const early = (win as unknown as Record<string, Record<string, Promise<Response>>>)[EARLY_START_KEY]!;
    expect(await (await early[CONFIG.remotes.mf_consumption])!.json()).toEqual(
      manifestOf(CONFIG.remotes.mf_consumption),
    );
  });

  it("the texts in the language the portal starts in: this tab's choice, the stored one, the link's, the default", async () => {
    const cases = [
      [
        { session: storageOf({ [STORAGE_KEYS.language]: 'da' }), local: storageOf({ [STORAGE_KEYS.language]: 'en' }) },
        'da',
      ],
      [{ local: storageOf({ [STORAGE_KEYS.language]: 'en' }), search: '?language=da' }, 'en'],
      [{ search: '?language=da' }, 'da'],
      [{}, 'nb'],
    ] as const;
    for (const [options, language] of cases) {
      document.head.replaceChildren();
      const { win } = fakeWindow('/login', CONFIG, 200, options);
      earlyStart(win, OWNERS, MANIFEST_TIMEOUT_MS, PRELOADS);
      await settle();
      expect(preloads().at(-1)).toBe(`http://auth.test/texts-${language}.js`);
    }
  });

  it("a tenancy's page opened signed out (the portal goes to the login page): its remote's manifest only", async () => {
    const refused = {
      getItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
    };
    for (const storage of [storageOf(), refused]) {
      const { win, asked } = fakeWindow('/t/7', CONFIG, 200, { local: storage, session: storage });
      earlyStart(win, OWNERS, MANIFEST_TIMEOUT_MS, PRELOADS);
      await settle();
      expect(asked.map((r) => r.url)).toEqual(['/config.json', CONFIG.remotes.mf_consumption]);
      // the shell's texts, which the login page needs too
      expect(preloads()).toEqual(['http://portal.test/texts-nb.3.js']);
      document.head.replaceChildren();
    }
    // signed in, in an impersonated tab (session storage)
    const { win } = fakeWindow('/t/7', CONFIG, 200, { session: storageOf({ [STORAGE_KEYS.dataToken]: 't' }) });
    earlyStart(win, OWNERS, MANIFEST_TIMEOUT_MS, PRELOADS);
    await settle();
    expect(preloads()).toContain('http://consumption.test/v2/screen-dashboard.js');
  });

  it("preloads nothing of the remote's when the manifest failed or is not one", async () => {
    const remotePreloads = () => preloads().filter((href) => href.startsWith('http://auth.test/'));
    for (const body of [null, 'nonsense', { exposes: 'x', metaData: null }]) {
      const win = fakeWindow('/login').win;
      win.fetch = vi.fn(async (url: string) =>
        url === '/config.json' ? new Response(JSON.stringify(CONFIG)) : new Response(JSON.stringify(body)),
      ) as unknown as typeof fetch;
      earlyStart(win, OWNERS, MANIFEST_TIMEOUT_MS, PRELOADS);
      await settle();
      expect(remotePreloads()).toEqual([]);
    }
    const win = fakeWindow('/login').win;
    win.fetch = vi.fn(async (url: string) =>
      url === '/config.json' ? new Response(JSON.stringify(CONFIG)) : new Response('down', { status: 503 }),
    ) as unknown as typeof fetch;
    earlyStart(win, OWNERS, MANIFEST_TIMEOUT_MS, PRELOADS);
    await settle();
    expect(remotePreloads()).toEqual([]);
  });

  it('the shell takes each early answer once, and asks again when it failed', async () => {
    const { win } = fakeWindow('/login');
    earlyStart(win, OWNERS, MANIFEST_TIMEOUT_MS, PRELOADS);
    // the page's window is the one the script ran in
    Object.assign(window, { [EARLY_START_KEY]: (win as unknown as Record<string, unknown>)[EARLY_START_KEY] });
    await settle();
    const again = vi.fn(async () => new Response('again'));

    const config = earlyFetch('/config.json', again);
    expect(await (await config!).json()).toEqual(CONFIG);
    expect(earlyFetch('/config.json', again)).toBeNull();

    expect(earlyFetch('http://other.test/mf-manifest.json', again)).toBeNull();
    const manifest = earlyFetch(CONFIG.remotes.mf_auth, again);
    expect(await (await manifest!).json()).toEqual(manifestOf(CONFIG.remotes.mf_auth));
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
    earlyStart(win, OWNERS, MANIFEST_TIMEOUT_MS, PRELOADS);
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

describe('a page rendered ahead', () => {
  const OPTIONS = { sessionEndedKey: STORAGE_KEYS.sessionEnded, consentCookie: 'cookieAccepted' };
  const html = document.documentElement;

  afterEach(() => {
    html.removeAttribute('data-prerendered');
    html.removeAttribute('data-prerendered-banner');
  });

  /**
   * What the check leaves on `<html>` for a page rendered in `rendered`, in a tab with `tab` (its
   * cookies are the test's own, not the test environment's jar).
   */
  function check(
    rendered: string | null,
    tab: { search?: string; local?: Record<string, string>; session?: Record<string, string>; cookie?: string } = {},
  ) {
    if (rendered) html.setAttribute('data-prerendered', rendered);
    const { win } = fakeWindow('/login', CONFIG, 200, {
      search: tab.search ?? '',
      local: storageOf(tab.local),
      session: storageOf(tab.session),
    });
    const page = { documentElement: html, cookie: tab.cookie ?? '' } as unknown as Document;
    const signedIn = PRELOADS.tokenKeys.some((key) => tab.local?.[key] || tab.session?.[key]);
    prerenderFits({ ...win, document: page }, signedIn, PRELOADS.languageKey, OPTIONS);
    return [html.getAttribute('data-prerendered'), html.getAttribute('data-prerendered-banner')];
  }

  it("is shown to a first visitor, in the page's language or the link's", () => {
    expect(check('nb')).toEqual(['nb', null]);
    expect(check('en', { search: '?language=en' })).toEqual(['en', null]);
    // a page without one: nothing to decide
    html.removeAttribute('data-prerendered');
    expect(check(null)).toEqual([null, null]);
  });

  it('is hidden when the tab will show another language, a session, or the note that it ended', () => {
    expect(check('nb', { local: { [STORAGE_KEYS.language]: 'en' } })).toEqual(['off', null]);
    expect(check('nb', { session: { [STORAGE_KEYS.language]: 'da' } })).toEqual(['off', null]);
    expect(check('nb', { search: '?language=en' })).toEqual(['off', null]);
    expect(check('nb', { local: { [STORAGE_KEYS.dataRefreshToken]: 'r' } })).toEqual(['off', null]);
    expect(check('nb', { session: { [STORAGE_KEYS.sessionEnded]: '1' } })).toEqual(['off', null]);
    // the stored language is the page's: shown
    expect(check('nb', { local: { [STORAGE_KEYS.language]: 'nb' } })).toEqual(['nb', null]);
  });

  it('loses only its cookie banner once the cookie choice is made', () => {
    expect(check('nb', { cookie: 'a=1; cookieAccepted=false' })).toEqual(['nb', 'off']);
    html.removeAttribute('data-prerendered-banner');
    expect(check('nb', { cookie: 'notcookieAccepted=1' })).toEqual(['nb', null]);
  });

  it("is decided by the page's script itself, before anything is asked for", () => {
    html.setAttribute('data-prerendered', 'nb');
    const { win } = fakeWindow('/login', CONFIG, 200, { local: storageOf({ [STORAGE_KEYS.language]: 'en' }) });
    new Function('window', earlyStartScript(REMOTE_PATHS, { ...PRELOAD_OPTIONS, prerender: OPTIONS }))(win);
    expect(html.getAttribute('data-prerendered')).toBe('off');
  });
});

describe('the screen a tenant last left', () => {
  const OPTIONS = {
    key: 'nucleolus.lastScreen',
    version: 1,
    impersonationKey: STORAGE_KEYS.impersonation,
    maxAgeMs: 60_000,
  };
  const html = document.documentElement;
  const COPY: LastScreen = {
    version: 1,
    path: '/t/1',
    language: 'en',
    scripts: ['/main.5.js', '/other.js'],
    html: '<main><p class="note">Heat per m²</p></main>',
    styles: ['.note{color:red}'],
    brand: 'norway',
    themeStyle: '--portal-primary: #002a5c',
    progress: '<div role="progressbar" aria-label="Loading…"></div>',
    savedAt: Date.now(),
  };

  afterEach(() => {
    for (const name of ['data-prerendered', 'data-last-screen', 'data-brand', 'style', 'lang'])
      html.removeAttribute(name);
    document.body.replaceChildren();
  });

  /** Whether a tab at `path` with `tab`'s storage draws `copy`, and what is then in the page. */
  function draw(
    copy: unknown = COPY,
    tab: { path?: string; search?: string; local?: Record<string, string>; session?: Record<string, string> } = {},
    entry = HOST.entry,
  ) {
    document.body.innerHTML = '<div id="root"></div>';
    const { win } = fakeWindow(tab.path ?? '/t/1', CONFIG, 200, {
      search: tab.search ?? '',
      local: storageOf({
        [STORAGE_KEYS.language]: 'en',
        [OPTIONS.key]: typeof copy === 'string' ? copy : JSON.stringify(copy),
        ...tab.local,
      }),
      session: storageOf(tab.session),
    });
    return drawLastScreen(win, STORAGE_KEYS.language, entry, OPTIONS);
  }

  it('is drawn in front of #root, inert and hidden from assistive technology, under the start-up bar', () => {
    expect(draw()).toBe(true);
    expect(html.getAttribute('data-prerendered')).toBe('en');
    expect(html.hasAttribute('data-last-screen')).toBe(true);
    expect(html.getAttribute('lang')).toBe('en');
    expect(html.getAttribute('data-brand')).toBe('norway');
    expect(html.getAttribute('style')).toBe('--portal-primary: #002a5c');
    const style = document.head.querySelector('style[data-prerendered]')!;
    expect(style.textContent).toBe('#root[data-prerendered]{visibility:hidden}\n.note{color:red}');
    const [bar, layer, root] = [...document.body.children];
    expect(bar!.outerHTML).toBe('<div data-prerendered=""><div role="progressbar" aria-label="Loading…"></div></div>');
    expect(layer!.hasAttribute('inert')).toBe(true);
    expect(layer!.getAttribute('aria-hidden')).toBe('true');
    expect(layer!.hasAttribute('data-prerendered')).toBe(true);
    expect(layer!.innerHTML).toBe(COPY.html);
    expect(root!.id).toBe('root');
    expect(root!.hasAttribute('inert')).toBe(true);
    expect(root!.getAttribute('aria-hidden')).toBe('true');
    expect(root!.hasAttribute('data-prerendered')).toBe(true);
  });

  it('is not drawn at another address, in another language, of another build, too old, or in an impersonated tab', () => {
    expect(draw(COPY, { path: '/t/2' })).toBe(false);
    expect(draw(COPY, { search: '?period=year' })).toBe(false);
    expect(draw(COPY, { local: { [STORAGE_KEYS.language]: 'da' } })).toBe(false);
    expect(draw(COPY, { session: { [STORAGE_KEYS.language]: 'nb' } })).toBe(false);
    expect(draw(COPY, {}, ['/main.6.js'])).toBe(false);
    expect(draw(COPY, {}, [])).toBe(false);
    expect(draw({ ...COPY, savedAt: Date.now() - 61_000 })).toBe(false);
    expect(draw({ ...COPY, version: 2 })).toBe(false);
    expect(draw(COPY, { session: { [STORAGE_KEYS.impersonation]: String(Date.now()) } })).toBe(false);
    // nothing kept, or not a copy
    expect(draw('')).toBe(false);
    expect(draw('{"version":')).toBe(false);
    expect(draw({ ...COPY, scripts: 'main.5.js' })).toBe(false);
    expect(html.hasAttribute('data-prerendered')).toBe(false);
    expect(document.body.children).toHaveLength(1);
    // the same address and language: drawn
    expect(draw(COPY, { search: '' })).toBe(true);
  });

  it("is drawn by the page's script itself for a signed-in tab, and only then", () => {
    const run = (local: Record<string, string>) => {
      document.body.innerHTML = '<div id="root"></div>';
      const { win } = fakeWindow('/t/1', CONFIG, 200, {
        local: storageOf({ [STORAGE_KEYS.language]: 'en', [OPTIONS.key]: JSON.stringify(COPY), ...local }),
      });
      new Function('window', earlyStartScript(REMOTE_PATHS, { ...PRELOAD_OPTIONS, lastScreen: OPTIONS }))(win);
      return html.hasAttribute('data-last-screen');
    };
    expect(run({})).toBe(false);
    expect(run({ [STORAGE_KEYS.dataRefreshToken]: 'r' })).toBe(true);
  });
});
