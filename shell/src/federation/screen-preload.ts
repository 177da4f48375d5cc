import { PARENT_PATHS } from './remote-paths';
import { preloadFiles, screenFiles } from './early-start';
import { onNextManifest } from './runtime-plugins';

const PARENTS = [...new Set(Object.values(PARENT_PATHS))];

/**
 * `remote` is being loaded to open `pathname` in `language`: when its manifest arrives, fetch that
 * screen's files (`<link rel="preload">`) beside the remote's entry and routes module, so that the
 * routes module's `lazy` finds them in the browser's cache instead of asking for them a round trip
 * later. A remote whose manifest is loaded already (an earlier visit, the idle preload) is not asked
 * for it again: its screen's chunks load when its routes module asks for them, as before, and the
 * listener waits for a next load, which a later call replaces.
 */
export function expectScreen(remote: string, pathname: string, language: string, doc = document): void {
  onNextManifest(remote, (manifestUrl, manifest) => {
    const files = screenFiles(manifest, pathname, language, PARENTS);
    // after the runtime has asked for the entry and routes module: they come first on the remote's
    // connections (a browser opens six to a server without HTTP/2); what the page's inline script
    // preloaded already is not asked for again
    if (files.length) setTimeout(() => preloadFiles(doc, manifestUrl, files), 0);
  });
}
