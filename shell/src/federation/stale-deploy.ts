/**
 * A lazy load that fails because a new version was deployed (its old chunks or remote entry are gone)
 * is healed by reloading the page. A reload is allowed at most once per cool-down window, kept in
 * sessionStorage, so that a remote that is really gone can never cause a reload loop.
 */
export const RELOAD_COOLDOWN_MS = 30_000;
export const RELOAD_STAMP_KEY = 'portal.staleDeployReloadAt';

/**
 * The shapes of a failed load, told apart by what the loaders throw, never by words an ordinary
 * error's message may happen to contain (an API call's `TypeError: Failed to fetch` is not one):
 * - `ChunkLoadError`: the build's chunk loading (rspack), a JS or CSS chunk that did not arrive;
 * - Module Federation's runtime error codes, at the end of the first line of its message
 *   (`[ Federation Runtime ]: <description> #RUNTIME-008`, development and production builds alike): `#RUNTIME-003` the manifest,
 *   `#RUNTIME-008` the remote entry did not load; `#RUNTIME-002` the entry defines no container,
 *   `#RUNTIME-004` the remote is not registered;
 * - a `TypeError` of a dynamic `import()` whose module script did not load, as each browser words it
 *   (Chromium, Firefox, Safari);
 * - `RemoteIncompatibleError` (load-remote-routes.ts): the remote loaded, but needs shared modules or
 *   exports this shell does not provide (docs/decisions/0086). A reload loads the same files again, so
 *   it is a load failure and never a stale deployment.
 */
const MISSING_FILE_CODES = new Set(['RUNTIME-003', 'RUNTIME-008']);
const LOAD_FAILURE_CODES = new Set([...MISSING_FILE_CODES, 'RUNTIME-002', 'RUNTIME-004']);
/** The name of the error that refuses a remote whose needs this shell does not meet. */
export const REMOTE_INCOMPATIBLE = 'RemoteIncompatibleError';
const FAILED_MODULE_IMPORT =
  /^(Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed)/;

/** The federation runtime's code (`RUNTIME-003`) when the error is one of its failed steps. */
function federationCode(error: Error): string | null {
  return /^\[ Federation Runtime \]: [^\n]* #(RUNTIME-\d{3})(\n|$)/.exec(error.message)?.[1] ?? null;
}

/** A file of the deployment that did not load: what a new deployment looks like to an open page. */
function isMissingFile(error: Error): boolean {
  if (error.name === 'ChunkLoadError') return true;
  if (error instanceof TypeError && FAILED_MODULE_IMPORT.test(error.message)) return true;
  return MISSING_FILE_CODES.has(federationCode(error) ?? '');
}

/** The error, then what it wraps (a loader may rethrow another's failure as its `cause`). */
function errorAndCause(error: unknown): Error[] {
  if (!(error instanceof Error)) return [];
  return error.cause instanceof Error ? [error, error.cause] : [error];
}

/** A lazy load that failed because a file of the deployment is gone: healed by a reload. */
export function isStaleDeployError(error: unknown): boolean {
  return errorAndCause(error).some(isMissingFile);
}

/**
 * Any failure to load code (a remote or a chunk), or a remote refused as incompatible, as opposed to
 * an error of code that did load.
 */
export function isLoadFailure(error: unknown): boolean {
  return errorAndCause(error).some(
    (e) => isMissingFile(e) || e.name === REMOTE_INCOMPATIBLE || LOAD_FAILURE_CODES.has(federationCode(e) ?? ''),
  );
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
