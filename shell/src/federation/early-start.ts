// What the shell's page asks for before its scripts run. index.html carries `earlyStart` as an inline
// script (shell/rspack.config.ts): it asks for /config.json, and once that is there, for the manifest
// of the remote that owns the page's path. Both then travel while main.js is still downloading, instead
// of after it ran: on a slow connection the manifest's round trip is hidden behind main.js. The shell
// takes the answers from here by URL (once each, `earlyFetch`), and asks itself when there is none.
// This module has no imports: the build reads it in Node, and the runtime plugins (which run before the
// shared modules exist) use it.

/** How long a remote's manifest may take to arrive before its load has failed. */
export const MANIFEST_TIMEOUT_MS = 10_000;

/** Where the inline script leaves its requests for the shell. */
export const EARLY_START_KEY = '__portalEarlyStart';

/** The inline script's requests by URL: the runtime configuration, and the opened remote's manifest. */
export type EarlyRequests = Record<string, Promise<Response>>;

type EarlyWindow = {
  fetch: typeof fetch;
  location: { pathname: string };
} & Partial<Record<typeof EARLY_START_KEY, EarlyRequests>>;

/**
 * The inline script. `owners`: each remote with the sources of its paths' regular expressions
 * (case-insensitive, as the router matches), in the shell's order. Self-contained: the build puts its
 * text in the page, so it may use nothing from outside (the key is written out for that reason).
 */
export function earlyStart(win: EarlyWindow, owners: ReadonlyArray<readonly [string, string]>, timeoutMs: number) {
  const config = win.fetch('/config.json');
  const early: EarlyRequests = { '/config.json': config };
  win.__portalEarlyStart = early;
  let owner = null;
  for (const [remote, source] of owners) {
    if (new RegExp(source, 'i').test(win.location.pathname)) {
      owner = remote;
      break;
    }
  }
  if (!owner) return;
  const remote = owner;
  config
    .then((response) => (response.ok ? response.clone().json() : null))
    .then((runtime) => {
      const url = runtime && runtime.remotes && runtime.remotes[remote];
      if (typeof url !== 'string') return;
      const manifest = win.fetch(url, { cache: 'no-cache', signal: AbortSignal.timeout(timeoutMs) });
      // a failure is the runtime's to meet: it asks again (earlyFetch below)
      manifest.catch(() => undefined);
      early[url] = manifest;
    })
    .catch(() => undefined);
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

/** The page's inline script: `earlyStart` called with the owners' patterns. */
export function earlyStartScript(owners: ReadonlyArray<readonly [string, readonly string[]]>): string {
  const sources = owners.map(([remote, patterns]) => [remote, patterns.map(patternSource).join('|')] as const);
  const args = `window, ${JSON.stringify(sources)}, ${MANIFEST_TIMEOUT_MS}`;
  return `(${earlyStart.toString()})(${args});`;
}
