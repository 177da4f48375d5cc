/**
 * A lazy load that fails because a new version was deployed (its old chunks or remote entry are gone)
 * is healed by reloading the page. A reload is allowed at most once per cool-down window, kept in
 * sessionStorage, so that a remote that is really gone can never cause a reload loop.
 */
export const RELOAD_COOLDOWN_MS = 30_000;
export const RELOAD_STAMP_KEY = 'portal.staleDeployReloadAt';

/**
 * How a missing deployment shows: chunk load errors, and the federation runtime failing to fetch a
 * remote's manifest (#RUNTIME-003) or its remote entry (#RUNTIME-008), see shared's runtime/remotes.ts.
 */
const STALE_MARKERS = [
  '#RUNTIME-003',
  '#RUNTIME-008',
  'Loading chunk',
  'Loading css chunk',
  'Failed to fetch dynamically imported module',
];

export function isStaleDeployError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  if (error.name === 'ChunkLoadError') return true;
  const text = `${error.message} ${String((error as { cause?: unknown }).cause ?? '')}`;
  return STALE_MARKERS.some((marker) => text.includes(marker));
}

export interface ReloadDeps {
  storage: Pick<Storage, 'getItem' | 'setItem'>;
  now: () => number;
  /** Loads the page at `href` afresh (the current page when none is given). */
  load: (href?: string) => void;
}

const browserDeps = (): ReloadDeps => ({
  storage: window.sessionStorage,
  now: () => Date.now(),
  load: (href) => (href ? window.location.assign(href) : window.location.reload()),
});

/**
 * Loads the page afresh unless that already happened within the cool-down; says whether it did.
 * `href` is where the failed navigation was going (a reload of the current URL would not get there).
 */
export function reloadOnce(href?: string, deps: ReloadDeps = browserDeps()): boolean {
  const last = Number(deps.storage.getItem(RELOAD_STAMP_KEY) ?? 0);
  const now = deps.now();
  if (Number.isFinite(last) && now - last < RELOAD_COOLDOWN_MS) return false;
  deps.storage.setItem(RELOAD_STAMP_KEY, String(now));
  deps.load(href);
  return true;
}
