import { matchRoutes, type RouteObject } from 'react-router';
import { TENANCY_ROUTE } from '@portal/shared/routing';
import type { ParentRouteId } from '@portal/shared';
import { SCREENS_FIELD, type ScreenChunks } from './screen-manifest';
import { onNextManifest } from './runtime-plugins';

/** Where the shell's parent routes that remotes hang under are (shell/src/app/routes.tsx). */
export const PARENT_PATHS: Record<ParentRouteId, string> = { root: '/', public: '/', tenancy: TENANCY_ROUTE };
const PARENTS = [...new Set(Object.values(PARENT_PATHS))];

/**
 * The files to fetch for opening `pathname` in `language`, from a remote's manifest: the best-matching
 * screen's (react-router's ranking, under each layout remotes hang under) and the remote's texts in
 * that language. Nothing when the manifest has no screens (a remote built before them).
 */
export function screenFiles(manifest: unknown, pathname: string, language: string): string[] {
  const screens = (manifest as Record<string, ScreenChunks | undefined> | null)?.[SCREENS_FIELD];
  if (!screens || !Array.isArray(screens.routes)) return [];
  const files = new Map<RouteObject, string[]>();
  const children = screens.routes.map(({ path, files: screenFiles }) => {
    const route: RouteObject = path ? { path } : { index: true };
    files.set(route, screenFiles);
    return route;
  });
  const leaf = matchRoutes(
    PARENTS.map((path) => ({ path, children })),
    pathname,
  )?.at(-1)?.route;
  const screen = leaf ? files.get(leaf) : undefined;
  return [...new Set([...(screen ?? []), ...(screens.texts?.[language] ?? [])])];
}

/**
 * `remote` is being loaded to open `pathname` in `language`: when its manifest arrives, fetch that
 * screen's files (`<link rel="preload">`) beside the remote's entry and routes module, so that the
 * routes module's `lazy` finds them in the browser's cache instead of asking for them a round trip
 * later. Files are resolved against the manifest's address, as the remote's own chunks are
 * (`publicPath: 'auto'`). A remote whose manifest is loaded already (an earlier visit, the idle
 * preload) is not asked for it again: its screen's chunks load when its routes module asks for them, as
 * before, and the listener waits for a next load, which a later call replaces.
 */
export function expectScreen(remote: string, pathname: string, language: string, doc = document): void {
  onNextManifest(remote, (manifestUrl, manifest) => {
    const links = screenFiles(manifest, pathname, language).map((file) => {
      const link = doc.createElement('link');
      link.rel = 'preload';
      link.as = file.endsWith('.css') ? 'style' : 'script';
      link.href = new URL(file, new URL(manifestUrl, doc.baseURI)).href;
      return link;
    });
    // after the runtime has asked for the entry and routes module: they come first on the remote's
    // connections (a browser opens six to a server without HTTP/2)
    if (links.length) setTimeout(() => doc.head.append(...links), 0);
  });
}
