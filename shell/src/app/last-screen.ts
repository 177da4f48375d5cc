// The screen a tenant last left, kept in the browser so that the next start at the same address shows
// it at once: the page's inline script draws the copy (`drawLastScreen` in early-start.ts), inert and
// under the start-up bar, while the shell starts; the shell draws the screen out of sight behind it and
// exchanges the two once its screen is complete (docs/decisions/0090, tenth round). No imports but
// types: the shell's build reads it in Node (the page's inline script).
import type { EarlyLastScreen, LastScreen } from '../federation/early-start';

/** The copy's place under the data service's prefix (logout's `clearAll` removes it) and its format. */
export const LAST_SCREEN = { name: 'lastScreen', version: 1 } as const;

/** A copy older than this is not drawn: figures a week old are no longer the tenant's screen. */
export const LAST_SCREEN_MAX_AGE_MS = 7 * 86_400_000;

/** A screen larger than this (markup and styles, characters) is not kept. */
export const LAST_SCREEN_MAX_CHARS = 1_000_000;

/** How long the shell keeps the copy at most while its own screen loads (then it shows its own). */
export const LAST_SCREEN_TAKEOVER_MS = 5_000;

/** Where the copy is kept: under the data service's storage prefix. */
export const lastScreenKey = (dataPrefix: string) => `${dataPrefix}${LAST_SCREEN.name}`;

/** What the page's inline script needs to draw the copy, with the data service's storage prefix. */
export function earlyLastScreen(dataPrefix: string, impersonationKey: string): EarlyLastScreen {
  return {
    key: lastScreenKey(dataPrefix),
    version: LAST_SCREEN.version,
    impersonationKey,
    maxAgeMs: LAST_SCREEN_MAX_AGE_MS,
  };
}

/** Attributes the copy goes without: the live page's ids and names, references to them, test ids. */
const LEFT_OUT = [
  'id',
  'name',
  'for',
  'form',
  'list',
  'headers',
  'data-testid',
  'aria-labelledby',
  'aria-describedby',
  'aria-controls',
  'aria-owns',
  'aria-activedescendant',
  'aria-errormessage',
];

/**
 * The page's screen as a copy to draw on the next start, or null when it is not one to keep: nothing
 * drawn, something still loading, a dialog open, or a page drawn ahead itself. Form fields keep no
 * typed values (those are properties, not markup).
 */
export function copyOfScreen(
  doc: Document,
  { language, progress, now }: { language: string; progress: string; now: number },
): LastScreen | null {
  const root = doc.getElementById('root');
  const html = doc.documentElement;
  if (!root?.firstElementChild || html.hasAttribute('data-prerendered')) return null;
  if (root.querySelector('[aria-busy="true"]')) return null;
  if (doc.querySelector('dialog[open], [role="dialog"], [role="alertdialog"], [aria-modal="true"]')) return null;
  const copy = root.cloneNode(true) as HTMLElement;
  for (const element of copy.querySelectorAll('*')) for (const name of LEFT_OUT) element.removeAttribute(name);
  const styles = [...doc.head.querySelectorAll('style')].map((style) => style.textContent ?? '');
  const screen: LastScreen = {
    version: LAST_SCREEN.version,
    path: doc.location.pathname + doc.location.search,
    language,
    scripts: [...doc.querySelectorAll('script[src]')]
      .map((script) => script.getAttribute('src') ?? '')
      .filter((src) => src.startsWith('/')),
    html: copy.innerHTML,
    styles,
    brand: html.getAttribute('data-brand') ?? '',
    themeStyle: html.getAttribute('style') ?? '',
    progress,
    savedAt: now,
  };
  const size = screen.html.length + styles.reduce((sum, style) => sum + style.length, 0);
  return size > LAST_SCREEN_MAX_CHARS ? null : screen;
}

/**
 * Keeps the tenant's screen whenever the page is left or hidden (`pagehide`, `visibilitychange`), while
 * `current` answers: a tenant's own session, on one of their screens (null otherwise: signed out,
 * impersonated, a public page). A screen that cannot be kept leaves the last copy as it was.
 */
export function keepLastScreen(
  win: Window,
  key: string,
  current: () => { language: string; progress: string } | null,
): void {
  const keep = () => {
    try {
      const now = current();
      const screen = now && copyOfScreen(win.document, { ...now, now: Date.now() });
      if (screen) win.localStorage.setItem(key, JSON.stringify(screen));
    } catch {
      // storage refused or full: the next start shows the splash, as before
    }
  };
  win.addEventListener('pagehide', keep);
  win.document.addEventListener('visibilitychange', () => {
    if (win.document.visibilityState === 'hidden') keep();
  });
}

/** Whether the page's inline script drew a copy of the last screen in the language the shell starts in. */
export function keepsLastScreen(language: string, doc: Document = document): boolean {
  const html = doc.documentElement;
  return html.hasAttribute('data-last-screen') && html.getAttribute('data-prerendered') === language;
}

/**
 * Resolves once the shell's screen in `root` is complete: its route has loaded, nothing in it says it
 * is loading (`aria-busy`), no query is fetching; or at once when the tab is no longer at `path` (the
 * session ended, another screen opened); or after `timeoutMs` at most.
 */
export function untilScreenDrawn({
  root,
  path,
  routed,
  fetching,
  subscribe,
  timeoutMs = LAST_SCREEN_TAKEOVER_MS,
  location = window.location,
}: {
  root: HTMLElement;
  path: string;
  /** Whether the router has its first screen and is not navigating. */
  routed: () => boolean;
  /** How many queries are fetching. */
  fetching: () => number;
  /** Calls back on the router's and the queries' changes; answers how to stop. */
  subscribe: (changed: () => void) => () => void;
  timeoutMs?: number;
  location?: Pick<Location, 'pathname' | 'search'>;
}): Promise<void> {
  const complete = () =>
    location.pathname + location.search !== path ||
    (routed() && fetching() === 0 && root.querySelector('main') !== null && !root.querySelector('[aria-busy="true"]'));
  return new Promise((resolve) => {
    let finished = false;
    const observer = new MutationObserver(() => check());
    const unsubscribe = subscribe(() => queueMicrotask(check));
    const timer = setTimeout(() => finish(), timeoutMs);
    function finish() {
      if (finished) return;
      finished = true;
      observer.disconnect();
      unsubscribe();
      clearTimeout(timer);
      resolve();
    }
    function check() {
      if (complete()) finish();
    }
    observer.observe(root, { subtree: true, childList: true, attributes: true, attributeFilter: ['aria-busy'] });
    check();
  });
}
