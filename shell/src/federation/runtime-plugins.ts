import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { releases } from './releases';
import { earlyFetch, MANIFEST_TIMEOUT_MS } from './early-start';

/** How long a remote's entry script may take to run (the runtime's own default is 20 s). */
export const ENTRY_TIMEOUT_MS = 15_000;

/** How often this page has made a script for each remote entry's address. */
const entryTries = new Map<string, number>();

/**
 * The address a remote entry's script is loaded from: `url` on this page's first try, and a new
 * address for each later one (`?try=2`, …). The page's inline script preloads the opened remote's
 * entry, and the browser answers a script of the same address with that preload even after it failed
 * (a remote down as the page opened), without asking the server: "Try again" would fail forever. The
 * query changes nothing the server sends, and the entry's own public path leaves it out.
 */
export function entryAddress(url: string, tries: Map<string, number> = entryTries): string {
  const tried = (tries.get(url) ?? 0) + 1;
  tries.set(url, tried);
  if (tried === 1) return url;
  const address = new URL(url, document.baseURI);
  address.searchParams.set('try', String(tried));
  return address.href;
}

type ManifestListener = (manifestUrl: string, manifest: unknown) => void;
const manifestListeners = new Map<string, ManifestListener>();

/**
 * Calls `listener` when the manifest of `remote` arrives next (once; a later call replaces it). Kept
 * here, free of other imports: this module runs as the runtime starts, before the shared modules
 * (react-router) can be used.
 */
export function onNextManifest(remote: string, listener: ManifestListener): void {
  manifestListeners.set(remote, listener);
}

type ShareInfo = Pick<
  Parameters<NonNullable<ModuleFederationRuntimePlugin['resolveShare']>>[0]['shareInfo'],
  'shareConfig' | 'treeShaking'
>;

/**
 * Whether a shared module's requirement is met by `version` without a range to check: a singleton,
 * not tree-shaken, whose required version is `^` and that very version.
 */
export function satisfiedByItself(shareInfo: ShareInfo, version: string | undefined): boolean {
  const config = shareInfo.shareConfig;
  return Boolean(version && config?.singleton && !shareInfo.treeShaking && config.requiredVersion === `^${version}`);
}

/**
 * The shell's Module Federation runtime plugins, one entry each with why it is there.
 * Registered through the build plugin's `runtimePlugins`, so they are active before any remote loads.
 */
export default function shellRuntimePlugins(): ModuleFederationRuntimePlugin {
  return {
    name: 'portal-remote-loading',
    // Every failed remote load is reported once with the remote and the step that failed
    // (manifest, remote entry or exposed module), so an operator can tell a remote that is down
    // from a stale deployment. It returns nothing (no module instead), so the runtime goes on to throw
    // its own error, with its code (#RUNTIME-003: the manifest, #RUNTIME-008: the remote entry); a
    // plugin that threw here would replace it with the bare cause (`TypeError: Failed to fetch`), which
    // the shell cannot tell from an API failure. The router decides what the user sees (reload once,
    // or the section's panel), see stale-deploy.ts.
    errorLoadRemote({ id, error, lifecycle }) {
      console.warn(`[federation] loading ${id} failed during ${lifecycle}`, error);
      return undefined;
    },
    // A manifest is always asked of the server (`mf-manifest.json` names the release; a cached one
    // would pin an old release), and one that does not arrive in time has failed: the runtime then
    // forgets the pending load, and the next navigation tries again instead of waiting forever. The
    // manifest of the remote the page was opened on is the one index.html already asked for, as above.
    fetch(url, init) {
      const fetchNow = () =>
        fetch(url, { ...init, cache: 'no-cache', signal: AbortSignal.timeout(MANIFEST_TIMEOUT_MS) });
      return earlyFetch(url, fetchNow) ?? fetchNow();
    },
    // A remote entry that hangs fails after ENTRY_TIMEOUT_MS, and is tried again on the next visit, from
    // a new address (`entryAddress`). (The script is made as the runtime would; returning one is how the
    // hook sets the timeout.)
    createScript({ url, attrs }) {
      const script = document.createElement('script');
      script.type = attrs?.['type'] === 'module' ? 'module' : 'text/javascript';
      for (const [name, value] of Object.entries(attrs ?? {})) {
        if (name === 'async' || name === 'defer') script[name] = Boolean(value);
        else if (name !== 'type') script.setAttribute(name, String(value));
      }
      script.src = entryAddress(url);
      return { script, timeout: ENTRY_TIMEOUT_MS };
    },
    // A shared singleton asked for as `^<its own version>` (what every app's build asks of the versions
    // it was built with, scripts/build/shared-deps.ts) is that version: no range to check. The
    // runtime's check parses the range with its regular expressions at every module the page takes
    // from the shell's share scope: 15-30 ms of the dashboard's start here, 60-120 ms with the CPU 4×
    // slower as Lighthouse's phone (`satisfiedByItself`).
    // Any other range is checked, and warned of, by the runtime's own resolver.
    resolveShare(args) {
      if (satisfiedByItself(args.shareInfo, args.version)) {
        const shared = args.shareScopeMap[args.scope]?.[args.pkgName]?.[args.version];
        if (shared) args.resolver = () => ({ shared, useTreesShaking: false });
      }
      return args;
    },
    // The release this page runs of each remote: what a later check compares the deployed one with.
    // And whoever waits for it (the files of the screen the remote is loaded for, see screen-preload.ts).
    afterLoadManifest({ moduleInfo, manifestJson, manifestUrl, error }) {
      if (!manifestJson || error) return;
      releases.recordLoaded(moduleInfo.name, manifestJson);
      const listener = manifestListeners.get(moduleInfo.name);
      manifestListeners.delete(moduleInfo.name);
      listener?.(manifestUrl, manifestJson);
    },
  };
}
