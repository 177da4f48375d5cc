// What the shell's page asks for before its scripts run. index.html carries `earlyStart` as an inline
// script (shell/rspack.config.ts). It asks for /config.json; once that is there, for the shell's texts
// in the starting language (and a returning tenant's layout and session: the session's first requests
// to both services), and for the manifest of the remote that owns the page's path; once the manifest is
// there, for that remote's entry, routes module, the opened screen's files and its texts. All of it
// then travels while main.js is still downloading, instead of after it ran: on a slow connection those
// round trips are hidden behind main.js. The shell takes the answers from here (once each,
// `earlyFetch`, `fetchOrEarly`) and asks itself when there is none; the browser gives the scripts the
// bundler and the runtime load later the files preloaded (`<link rel="preload">`). This module has no
// imports: the build reads it in Node, and the runtime plugins (which run before the shared modules
// exist) use it.

/** How long a remote's manifest may take to arrive before its load has failed. */
export const MANIFEST_TIMEOUT_MS = 10_000;

/** Where the inline script leaves its requests for the shell. */
export const EARLY_START_KEY = '__portalEarlyStart';

/** The inline script's requests by URL: the runtime configuration, and the opened remote's manifest. */
export type EarlyRequests = Record<string, Promise<Response>>;

type EarlyWindow = {
  fetch: typeof fetch;
  location: { pathname: string; search: string; href: string };
  document: Document;
  localStorage?: Pick<Storage, 'getItem'>;
  sessionStorage?: Pick<Storage, 'getItem'>;
} & Partial<Record<typeof EARLY_START_KEY, EarlyRequests>>;

/** What the inline script needs to know to preload the files a start waits for. */
export interface EarlyPreloads {
  /** The paths of the shell's parent routes that remotes' screens hang under (`PARENT_PATHS`). */
  parents: string[];
  /**
   * The source of a regular expression of the paths only a signed-in visitor stays on (a tenancy's):
   * there, files are preloaded only when the data service's tokens are stored, since a signed-out
   * visitor is sent to the login page.
   */
  signedInOnly: string;
  /** The storage keys of the data service's token and refresh token. */
  tokenKeys: string[];
  /** The storage key of the chosen language (session storage first, then local, as `storedLanguage`). */
  languageKey: string;
  /**
   * The shell's own files a start waits for (from its page's address), which the build writes in
   * (`HOST_FILES_PLACEHOLDER`, see shell/build/early-files.ts): its texts by language, and the
   * signed-in layout a returning tenant's start loads.
   */
  host?: EarlyHostFiles | typeof HOST_FILES_PLACEHOLDER;
  /** The session's first requests, made as the shell's clients make them (`EarlySession`). */
  session?: EarlySession;
  /** What tells whether a public page rendered ahead is what this tab will show (`prerenderFits`). */
  prerender?: EarlyPrerender;
  /** Where the screen a tenant last left is kept, to draw it on the next start (`drawLastScreen`). */
  lastScreen?: EarlyLastScreen;
}

/** What the inline script needs to draw the screen a tenant last left (`drawLastScreen`). */
export interface EarlyLastScreen {
  /** The local storage key of the copy (shell/src/app/last-screen.ts keeps it there). */
  key: string;
  /** The copy's format: one of another format is not drawn. */
  version: number;
  /** The session storage key that marks an impersonated tab: never drawn there. */
  impersonationKey: string;
  /** How old a copy may be, ms. */
  maxAgeMs: number;
}

/**
 * The screen a tenant last left at an address, as the shell kept it when the page was left
 * (shell/src/app/last-screen.ts): drawn by the next start at the same address while the shell starts.
 */
export interface LastScreen {
  version: number;
  /** The address (path and query) it was left at. */
  path: string;
  language: string;
  /** The page's own scripts when it was kept (`main.js`): another build's copy is not drawn. */
  scripts: string[];
  /** `#root`'s markup, without ids, names and test ids (the live page's own). */
  html: string;
  /** The page's style sheets (the shell's and the remotes' injected ones). */
  styles: string[];
  /** `<html>`'s brand and theme (its `data-brand` and `style`). */
  brand: string;
  themeStyle: string;
  /** The start-up bar's markup, in the copy's language. */
  progress: string;
  /** When it was kept (epoch ms). */
  savedAt: number;
}

/**
 * What the inline script reads, beside the tokens and the language, to tell whether the page's public
 * screen rendered ahead (the server's, docs/decisions/0090) is the one the shell will draw.
 */
export interface EarlyPrerender {
  /** The session storage key of the note that the tab's session ended (the login page says so). */
  sessionEndedKey: string;
  /** The cookie of the cookie choice (the banner shows until it exists). */
  consentCookie: string;
}

/**
 * The requests a returning tenant's start makes first, each the POST the shell's client makes (the
 * same URL, headers and body): the data service's user and units (one batch), the main service's user.
 * The inline script makes them as soon as the configuration names the services, when a token is
 * stored that has not expired; the shell's clients take the answers (`fetchOrEarly`).
 */
export interface EarlySession {
  requests: Array<{
    /** Which of the configuration's `api` endpoints. */
    service: 'main' | 'data';
    /** The storage key of that service's access token. */
    tokenKey: string;
    /** The POST's body, as the shell's transport writes it. */
    body: string;
  }>;
  /** The headers beside the token's (`authorization: JWT <token>`), as the transport sends them. */
  headers: Record<string, string>;
  /**
   * The session storage key that marks an impersonated tab: its tokens are there, and the main
   * service's is not.
   */
  impersonationKey: string;
  /** How long before its expiry a token is refreshed instead of used (the client's margin), ms. */
  refreshMarginMs: number;
}

/** The shell's files the inline script preloads: texts by language, and the signed-in layout's. */
export interface EarlyHostFiles {
  texts: Record<string, string[]>;
  signedIn: string[];
  /** The page's own scripts (`main.js`): a copy of the last screen is drawn only for the same. */
  entry: string[];
}

/** What the build replaces with the shell's files (`EarlyHostFiles` as JSON) once it knows them. */
export const HOST_FILES_PLACEHOLDER = '__PORTAL_EARLY_HOST_FILES__';

/**
 * The inline script. `owners`: each remote with the sources of its paths' regular expressions
 * (case-insensitive, as the router matches), in the shell's order. `preloads`: what it needs to preload
 * the shell's texts and layout and the opened screen's files, and to make the session's first requests.
 * Self-contained but for `screenFiles`, `preloadFiles`, `patternSource`, `expiring`, `earlyRequestKey`,
 * `storedItem`, `chosenLanguage`, `prerenderFits`, `afterFirstPaint` and `drawLastScreen`, which the page's script defines beside it (`earlyStartScript`): the build puts its
 * text in the page, so it may use nothing else from outside (the key is written out for that reason).
 */
export function earlyStart(
  win: EarlyWindow,
  owners: ReadonlyArray<readonly [string, string]>,
  timeoutMs: number,
  preloads: EarlyPreloads,
) {
  const config = win.fetch('/config.json');
  const early: EarlyRequests = { '/config.json': config };
  win.__portalEarlyStart = early;
  const path = win.location.pathname;
  let owner: string | null = null;
  for (const [remote, source] of owners) {
    if (new RegExp(source, 'i').test(path)) {
      owner = remote;
      break;
    }
  }
  const stored = (storage: 'localStorage' | 'sessionStorage', key: string) => storedItem(win, storage, key);
  const signedIn = preloads.tokenKeys.some((key) => stored('localStorage', key) || stored('sessionStorage', key));
  if (preloads.prerender) prerenderFits(win, signedIn, preloads.languageKey, preloads.prerender);
  // the screen the tenant last left, drawn at once: the rest is asked for once it is painted, so that
  // nothing shares the connection with what that paint needs
  const drawn =
    signedIn &&
    !!preloads.lastScreen &&
    typeof preloads.host === 'object' &&
    drawLastScreen(win, preloads.languageKey, preloads.host.entry, preloads.lastScreen);
  // a tenancy's page opened signed out goes to the login page: nothing of its remote but the manifest
  const preloadRemote = signedIn || !new RegExp(preloads.signedInOnly, 'i').test(path);
  config
    .then((response) => (response.ok ? response.clone().json() : null))
    .then((runtime) => (drawn ? new Promise((painted) => afterFirstPaint(win, () => painted(runtime))) : runtime))
    .then((runtime) => {
      if (!runtime || typeof runtime !== 'object') return;
      const language = String(chosenLanguage(win, preloads.languageKey) || runtime.defaultLanguage);
      // the shell's own texts, and its signed-in layout for a returning tenant
      if (typeof preloads.host === 'object') {
        preloadFiles(win.document, win.location.href, [
          ...(preloads.host.texts[language] || []),
          ...(signedIn ? preloads.host.signedIn : []),
        ]);
      }
      if (preloads.session && runtime.api) {
        const session = preloads.session;
        const tab = stored('sessionStorage', session.impersonationKey) ? 'sessionStorage' : 'localStorage';
        for (const request of session.requests) {
          const endpoint = runtime.api[request.service];
          const token = stored(tab, request.tokenKey);
          if (typeof endpoint !== 'string' || !token || expiring(token, session.refreshMarginMs)) continue;
          const href = new URL(endpoint, win.location.href).href;
          const headers = { ...session.headers, authorization: `JWT ${token}` };
          const answer = win.fetch(href, { method: 'POST', headers, body: request.body });
          answer.catch(() => undefined);
          early[earlyRequestKey(href, headers.authorization, request.body)] = answer;
        }
      }
      const url = owner && runtime.remotes && runtime.remotes[owner];
      if (typeof url !== 'string') return;
      const manifest = win.fetch(url, { cache: 'no-cache', signal: AbortSignal.timeout(timeoutMs) });
      // a failure is the runtime's to meet: it asks again (earlyFetch below)
      manifest.catch(() => undefined);
      early[url] = manifest;
      if (!preloadRemote) return;
      // read before the runtime takes the answer (this reaction was registered first)
      manifest
        .then((response) => (response.ok ? response.clone().json() : null))
        .then((json) => {
          if (!json || typeof json !== 'object') return;
          // the entry's preload answers the runtime's first try only: a later one asks afresh
          // (`entryAddress` in runtime-plugins.ts), so a preload that failed is never the answer again
          const entry = json.metaData && json.metaData.remoteEntry;
          const routes = (Array.isArray(json.exposes) ? json.exposes : []).find(
            (expose: { path?: string }) => expose && expose.path === './routes',
          );
          preloadFiles(win.document, new URL(url, win.location.href).href, [
            ...(entry && typeof entry.name === 'string' ? [(entry.path ? `${entry.path}/` : '') + entry.name] : []),
            ...((routes && routes.assets && routes.assets.js && routes.assets.js.sync) || []),
            ...screenFiles(json, path, language, preloads.parents),
          ]);
        })
        .catch(() => undefined);
    })
    .catch(() => undefined);
}

/** An item of the tab's storage; null when storage is refused (a sandboxed frame, blocked cookies). */
export function storedItem(win: EarlyWindow, storage: 'localStorage' | 'sessionStorage', key: string) {
  try {
    return win[storage]?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/**
 * The language the tab chose (session storage first, then local, as `storedLanguage`), else the link's
 * `?language=`; null when neither says (the shell then starts in the deployment's default).
 * Self-contained but for `storedItem`.
 */
export function chosenLanguage(win: EarlyWindow, languageKey: string): string | null {
  return (
    storedItem(win, 'sessionStorage', languageKey) ||
    storedItem(win, 'localStorage', languageKey) ||
    new URLSearchParams(win.location.search).get('language')
  );
}

/**
 * The server may send a public page rendered ahead (`data-prerendered` on `<html>`: its language), as a
 * first visitor sees it. It is what this tab will show unless another language is chosen or linked, or
 * a session is stored (the shell sends the visitor on) or just ended (the login page says so). Run as
 * the page's head is read: when it does not fit, it is hidden before it is drawn
 * (`data-prerendered="off"`) and the shell starts as on any page; when the cookie choice is made, its
 * cookie banner is hidden (`data-prerendered-banner="off"`). Self-contained but for `storedItem` and
 * `chosenLanguage`.
 */
export function prerenderFits(win: EarlyWindow, signedIn: boolean, languageKey: string, options: EarlyPrerender) {
  const root = win.document.documentElement;
  const rendered = root.getAttribute('data-prerendered');
  if (!rendered || rendered === 'off') return;
  const language = chosenLanguage(win, languageKey);
  const fits =
    !signedIn &&
    (!language || language === rendered) &&
    storedItem(win, 'sessionStorage', options.sessionEndedKey) === null;
  if (!fits) root.setAttribute('data-prerendered', 'off');
  // the cookie choice made: the page is shown without its banner, as the shell draws it then
  else if (win.document.cookie.split(';').some((cookie) => cookie.trim().startsWith(`${options.consentCookie}=`)))
    root.setAttribute('data-prerendered-banner', 'off');
}

/**
 * Runs `run` once the page has painted for the first time (paint timing), in the next task; at once in
 * a background tab (no frames) or without paint timing, and after a second at most.
 */
export function afterFirstPaint(win: EarlyWindow, run: () => void) {
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    run();
  };
  if (win.document.visibilityState === 'hidden') return once();
  try {
    new PerformanceObserver((_list, observer) => {
      observer.disconnect();
      setTimeout(once);
    }).observe({ type: 'paint', buffered: true });
  } catch {
    return once();
  }
  setTimeout(once, 1000);
}

/**
 * Draws the screen the tenant last left at this address (`LastScreen`, kept by the shell) while the
 * shell starts: when it is this tab's own session (not an impersonated one), in the language the shell
 * will start in, of this build (`entry`), and not too old. `<html>` gets the copy's brand, theme and
 * language and `data-prerendered` (its language) with `data-last-screen`; its style sheets go into the
 * head at once, and once the body is read the copy goes in front of `#root`, inert and hidden from
 * assistive technology, under the start-up bar, with `#root` out of sight until the shell has drawn
 * the screen there (shell/src/app/last-screen.ts). Answers whether it draws. Self-contained but for
 * `storedItem` and `chosenLanguage`.
 */
export function drawLastScreen(win: EarlyWindow, languageKey: string, entry: string[], options: EarlyLastScreen) {
  if (storedItem(win, 'sessionStorage', options.impersonationKey) !== null) return false;
  let copy: LastScreen | null;
  try {
    copy = JSON.parse(storedItem(win, 'localStorage', options.key) || 'null');
  } catch {
    return false;
  }
  const language = chosenLanguage(win, languageKey);
  const doc = win.document;
  const html = doc.documentElement;
  if (!copy || typeof copy !== 'object') return false;
  const screen = copy;
  if (
    screen.version !== options.version ||
    screen.path !== win.location.pathname + win.location.search ||
    screen.language !== language ||
    !(Date.now() - screen.savedAt < options.maxAgeMs) ||
    !entry.length ||
    !Array.isArray(screen.scripts) ||
    !entry.every((file) => screen.scripts.includes(file)) ||
    html.hasAttribute('data-prerendered')
  )
    return false;
  html.setAttribute('data-prerendered', screen.language);
  html.setAttribute('data-last-screen', '');
  html.setAttribute('lang', screen.language);
  if (screen.brand) html.setAttribute('data-brand', screen.brand);
  if (screen.themeStyle) html.setAttribute('style', screen.themeStyle);
  const style = doc.createElement('style');
  style.setAttribute('data-prerendered', '');
  style.textContent = ['#root[data-prerendered]{visibility:hidden}', ...screen.styles].join('\n');
  doc.head.appendChild(style);
  const draw = () => {
    if (doc.readyState === 'loading') return;
    doc.removeEventListener('readystatechange', draw);
    const root = doc.getElementById('root');
    // the shell has started already (or the page has no root): nothing to draw
    if (!root || html.getAttribute('data-prerendered') !== screen.language) return;
    const bar = doc.createElement('div');
    bar.setAttribute('data-prerendered', '');
    bar.innerHTML = screen.progress;
    const layer = doc.createElement('div');
    for (const name of ['data-prerendered', 'data-last-screen', 'inert']) layer.setAttribute(name, '');
    layer.setAttribute('aria-hidden', 'true');
    layer.setAttribute('style', 'position:absolute;top:0;left:0;right:0');
    layer.innerHTML = screen.html;
    root.before(bar, layer);
    root.setAttribute('data-prerendered', '');
    root.setAttribute('inert', '');
    root.setAttribute('aria-hidden', 'true');
  };
  if (doc.readyState === 'loading') doc.addEventListener('readystatechange', draw);
  else draw();
  return true;
}

/**
 * The files to fetch for opening `pathname` in `language`, from a remote's manifest: the best-matching
 * screen's (ranked as react-router ranks routes, under each of `parents`, the layouts remotes hang
 * under) and the remote's texts in that language. Nothing when the manifest has no screens (a remote
 * built before them). Self-contained but for `patternSource`: the page's inline script uses it too.
 */
export function screenFiles(manifest: unknown, pathname: string, language: string, parents: readonly string[]) {
  // SCREENS_FIELD of screen-manifest.ts, written out: this function goes into the page as it is
  const screens =
    manifest && typeof manifest === 'object'
      ? (manifest as { screens?: { routes?: unknown; texts?: Record<string, string[]> } }).screens
      : undefined;
  if (!screens || !Array.isArray(screens.routes)) return [];
  let best: string[] | null = null;
  let bestScore = -Infinity;
  for (const parent of parents) {
    for (const route of screens.routes as { path: string; files: string[] }[]) {
      // the route's whole path, joined as react-router joins it (an index route's ends in a slash)
      const full = `${parent}/${route.path}`.replace(/\/\/+/g, '/');
      if (!new RegExp(patternSource(full.replace(/(.)\/+$/, '$1')), 'i').test(pathname)) continue;
      // react-router's score: a point a segment, 10 a static one, 3 a parameter, 1 an empty one, 2 for
      // an index route, -2 for a splat; the first of equals wins
      const segments = full.split('/');
      let score = segments.length + (route.path ? 0 : 2) + (segments.includes('*') ? -2 : 0);
      for (const segment of segments) {
        if (segment !== '*') score += /^:[\w-]+$/.test(segment) ? 3 : segment === '' ? 1 : 10;
      }
      if (score > bestScore) {
        best = route.files;
        bestScore = score;
      }
    }
  }
  return [...new Set([...(best ?? []), ...(screens.texts?.[language] ?? [])])];
}

/**
 * Preloads `files` (`<link rel="preload">`), resolved against `base`: the address of the manifest that
 * names them, as a remote's own chunks are (`publicPath: 'auto'`), or the page's for the shell's own. A
 * file preloaded already is not asked for again. Self-contained: the page's inline script uses it too.
 */
export function preloadFiles(doc: Document, base: string, files: readonly string[]): void {
  const preloaded = new Set([...doc.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')].map((link) => link.href));
  for (const file of files) {
    const href = new URL(file, new URL(base, doc.baseURI)).href;
    if (preloaded.has(href)) continue;
    preloaded.add(href);
    const link = doc.createElement('link');
    link.rel = 'preload';
    link.as = file.endsWith('.css') ? 'style' : 'script';
    link.href = href;
    doc.head.appendChild(link);
  }
}

function requests(): EarlyRequests | undefined {
  return typeof window === 'undefined' ? undefined : (window as unknown as EarlyWindow)[EARLY_START_KEY];
}

/**
 * The response to a GET of `url` the inline script started, once; when it failed or the server said
 * no (a remote down as the page opened, taken when the tenant tries again), `fetchAgain` is asked
 * instead. Null when the script did not ask for `url`.
 */
export function earlyFetch(url: string, fetchAgain: () => Promise<Response>): Promise<Response> | null {
  const early = requests();
  const pending = early?.[url];
  if (!early || !pending) return null;
  delete early[url];
  return pending.then((response) => (response.ok ? response : fetchAgain()), fetchAgain);
}

/**
 * The page has started: what the inline script asked for and nobody took is dropped. A manifest asked
 * for as the page opened (a tenancy page opened signed out, say) would be stale when the tenant gets
 * there minutes later; the runtime asks for it then.
 */
export function endEarlyStart(): void {
  if (typeof window !== 'undefined') delete (window as unknown as EarlyWindow)[EARLY_START_KEY];
}

/**
 * Whether a JSON Web Token expires within `marginMs` by this device's clock (the client would refresh
 * it first). A token it cannot read is taken as it is, as the client takes it. Self-contained: the
 * page's inline script uses it.
 */
export function expiring(token: string, marginMs: number): boolean {
  try {
    const payload = token.split('.')[1] ?? '';
    const claims = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as { exp?: unknown };
    return typeof claims.exp === 'number' && claims.exp * 1000 - marginMs <= Date.now();
  } catch {
    return false;
  }
}

/** Where an early POST's answer is kept: its URL, authorization and body. Self-contained, as above. */
export function earlyRequestKey(url: string, authorization: string, body: string): string {
  return `POST ${url}\n${authorization}\n${body}`;
}

/**
 * The shell's clients' `fetch`: a POST the page's inline script made already (the same URL,
 * authorization and body) is answered with its answer, once; anything else goes to the network.
 */
export function fetchOrEarly(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const again = () => fetch(input, init);
  const authorization = (init?.headers as Record<string, string> | undefined)?.authorization;
  if (!requests() || init?.method !== 'POST' || typeof init.body !== 'string' || !authorization) return again();
  const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
  return earlyFetch(earlyRequestKey(url, authorization, init.body), again) ?? again();
}

/**
 * A router path pattern (`/login/*`, `/t/:tenancyId`) as a regular expression's source that matches
 * what react-router's `matchPath` matches (case-insensitive, a trailing slash allowed, `/*` for the
 * path itself and everything below it).
 */
export function patternSource(pattern: string): string {
  const splat = pattern.endsWith('/*');
  const base = splat ? pattern.slice(0, -2) : pattern;
  const body = base
    .split('/')
    .map((segment) => (segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return `^${body}${splat ? '(?:/.*)?' : ''}/*$`;
}

/**
 * The page's inline script: `earlyStart` called with the owners' patterns and what it needs for the
 * rest (`preloads`, with `signedInOnly` as router patterns), beside the functions it uses.
 */
export function earlyStartScript(
  owners: ReadonlyArray<readonly [string, readonly string[]]>,
  preloads: Omit<EarlyPreloads, 'signedInOnly'> & { signedInOnly: readonly string[] },
): string {
  const sources = owners.map(([remote, patterns]) => [remote, patterns.map(patternSource).join('|')] as const);
  const options: EarlyPreloads = { ...preloads, signedInOnly: preloads.signedInOnly.map(patternSource).join('|') };
  const args = `window, ${JSON.stringify(sources)}, ${MANIFEST_TIMEOUT_MS}, ${JSON.stringify(options)}`;
  const helpers = [
    patternSource,
    screenFiles,
    preloadFiles,
    expiring,
    earlyRequestKey,
    storedItem,
    chosenLanguage,
    prerenderFits,
    afterFirstPaint,
    drawLastScreen,
  ]
    .map(String)
    .join('\n');
  return `(function () {\n${helpers}\n(${earlyStart.toString()})(${args});\n})();`;
}
