import { reloadOnce } from './stale-deploy';

/**
 * Which release of each remote this page runs, and whether a newer one is deployed
 * (docs/decisions/0085). A release is told by its manifest: the hashed files its exposed modules are
 * made of change with every build that changes them, and `mf-manifest.json` is served `no-cache`.
 */

/** The part of `mf-manifest.json` a release is told by. */
interface ManifestLike {
  exposes?: ReadonlyArray<{
    name?: string;
    assets?: { js?: { sync?: string[]; async?: string[] }; css?: { sync?: string[]; async?: string[] } };
  }>;
}

/** A fingerprint of a remote's release: its exposed modules' files, in order. */
export function releaseOf(manifest: unknown): string | null {
  const exposes = (manifest as ManifestLike | null)?.exposes;
  if (!Array.isArray(exposes) || exposes.length === 0) return null;
  return exposes
    .map((expose) => {
      const { js, css } = expose.assets ?? {};
      return [expose.name, ...(js?.sync ?? []), ...(js?.async ?? []), ...(css?.sync ?? []), ...(css?.async ?? [])].join(
        ',',
      );
    })
    .join('|');
}

interface Loaded {
  release: string;
  /** When it was loaded or last confirmed current (epoch ms). */
  checkedAt: number;
}

export interface ReleaseDeps {
  fetch: typeof fetch;
  now: () => number;
  /** Loads the page afresh at `href` (at most once per cool-down, decision 0003); says whether it did. */
  reload: (href: string) => boolean;
  /** How long a manifest may take before the check gives up (the page goes on with what it has). */
  timeoutMs: number;
}

const browserDeps = (): ReleaseDeps => ({
  fetch: (...args) => fetch(...args),
  now: () => Date.now(),
  reload: (href) => reloadOnce(href),
  timeoutMs: 4_000,
});

/**
 * The releases this page has loaded, by remote name, and the check made when a tenant navigates into
 * a remote: at most once per `intervalMs` per remote, its manifest is fetched afresh; a release other
 * than the page's reloads the page once at that navigation (its URL kept), so an open tab picks up a
 * redeployed remote without a new tab. A check that fails (network, timeout) changes nothing.
 */
export function createReleaseTracker(deps: ReleaseDeps = browserDeps()) {
  const loaded = new Map<string, Loaded>();

  /** The runtime loaded this manifest for `remote` (the snapshot the page now runs). */
  function recordLoaded(remote: string, manifest: unknown): void {
    const release = releaseOf(manifest);
    if (release && !loaded.has(remote)) loaded.set(remote, { release, checkedAt: deps.now() });
  }

  /** The release deployed now, or null when the manifest cannot be had in time. */
  async function deployed(manifestUrl: string): Promise<string | null> {
    try {
      const response = await deps.fetch(manifestUrl, {
        cache: 'no-cache',
        signal: AbortSignal.timeout(deps.timeoutMs),
      });
      if (!response.ok) return null;
      return releaseOf(await response.json());
    } catch {
      return null;
    }
  }

  /**
   * Before a navigation into `remote` goes on: is the page's release still the deployed one? Resolves
   * when the navigation may go on; never resolves when the page is reloading to `href`.
   */
  async function ensureCurrent(remote: string, manifestUrl: string, href: string, intervalMs: number): Promise<void> {
    const known = loaded.get(remote);
    if (!known || deps.now() - known.checkedAt < intervalMs) return;
    const release = await deployed(manifestUrl);
    if (release === null) return;
    known.checkedAt = deps.now();
    if (release === known.release) return;
    console.info(`[federation] ${remote} has a new release; loading the page afresh at ${href}`);
    if (deps.reload(href)) await new Promise<never>(() => undefined);
  }

  return { recordLoaded, ensureCurrent, loadedRelease: (remote: string) => loaded.get(remote)?.release ?? null };
}

/** The page's tracker: the runtime plugin records, the route mounter checks. */
export const releases = createReleaseTracker();
