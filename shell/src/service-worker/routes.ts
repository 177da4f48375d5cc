// What the service worker tells apart, by path (any origin: the remotes' files too).

/** Every page of the portal is the shell's one page. */
export const SHELL_PAGE = '/index.html';

/** Navigations the server answers itself (social sign-in's redirect, the federation probes). */
export const NOT_A_PAGE = /^\/(auth\/callback|_federation\/)/;

/** Files that name the current release: never from a kept copy while online. */
export const ENTRY_POINT =
  /(^|\/)(index\.html|config\.json|mf-manifest\.json|remoteEntry\.js|federation-contract\.json|tenant-report\.js)$/;

/** Files whose name carries a hash of their content (the build's `[contenthash:10]`): never change. */
export const HASHED_FILE = /\.[0-9a-f]{8,}\.(js|css|png|svg|woff2?)$/;
