// The one list of what the shell shares with its remotes at runtime. Every entry is a singleton:
// two copies of any of these would split the app into parts that cannot see each other.
// Versions come from the pnpm catalog through each package's own package.json.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';

type SharedEntry = {
  singleton: true;
  eager?: boolean;
  requiredVersion: string;
  /** The package's version, given because `import` may be a facade rather than the package. */
  version: string;
  /** What the build bundles as its copy: the package itself, or its facade (TREE_SHAKEN_EXPORTS). */
  import?: string;
};

/** Why each module is shared, one comment per entry. */
const SHARED_MODULES = [
  // hooks keep their state in React's internals: a second React breaks every hook ("invalid hook call")
  'react',
  // the JSX factory must come from the same React as the components it creates
  'react/jsx-runtime',
  // one renderer per tree: remotes render into the shell's root
  'react-dom',
  // createRoot for the shell and for a remote's standalone page; same instance as react-dom
  'react-dom/client',
  // the router context (location, params, navigate) must be the shell's for remote routes to see it
  'react-router',
  // one QueryClient context: the cache is shared, so a remote sees what the shell loaded and the reverse
  '@tanstack/react-query',
  // atoms are identity-keyed: the shell's store must be the store the remotes read and write
  'jotai',
  // one i18n instance: a language switch in the shell reaches every remote's namespace
  'i18next',
  // the I18nextProvider context must be the one remotes' useTranslation reads
  'react-i18next',
  // the domain core: its atoms, clients and i18n set-up exist once, or state is silently duplicated
  '@portal/shared',
  // not '@portal/domain': pure functions and constants without state, so a copy per build is harmless;
  // it is bundled inside @portal/shared's shared module and in any app that imports it directly
] as const;

/**
 * A shared module is bundled whole (its consumers are not known at build time), and react-router
 * alone is 64 KB gzip whole. Each of these is shared as a facade instead: a module that re-exports
 * ONE fixed list of the package's exports, the same in every app, so that the shell's copy always
 * satisfies every remote and stays the single instance, and the rest of the package is tree-shaken
 * away. Using an export that is not listed fails a unit test (shell/src/federation/shared-exports.test.ts):
 * add it here, in one place.
 */
export const TREE_SHAKEN_EXPORTS: Record<string, string[]> = {
  'react-router': [
    'createBrowserRouter',
    'createMemoryRouter',
    'RouterProvider',
    'Outlet',
    'Link',
    'Navigate',
    'useNavigate',
    'useNavigation',
    'useLocation',
    'useParams',
    'useSearchParams',
    'useRouteError',
    'isRouteErrorResponse',
    'matchPath',
    // the shell starts loading the screen being opened while its remote's texts load
    'matchRoutes',
  ],
  'react-i18next': ['useTranslation', 'I18nextProvider', 'initReactI18next', 'Translation'],
  '@tanstack/react-query': [
    'QueryClient',
    'QueryClientProvider',
    'useQuery',
    'useQueries',
    'useSuspenseQuery',
    'useMutation',
    'useQueryClient',
    'queryOptions',
    'keepPreviousData',
    // the shell tells the queries when the browser starts without a connection (offline start)
    'onlineManager',
  ],
};

/**
 * A host (the shell, a standalone page) puts every shared module in its own first chunk (`eager`)
 * instead of a chunk each: every page needs them before anything renders, so one file saves requests
 * and compresses better. A container provides its copies lazily: a page needs them only when it has
 * no copy of its own.
 */
export function sharedDependencies(appDir: string, host = false): Record<string, SharedEntry> {
  const require = createRequire(resolve(appDir, 'package.json'));
  const out: Record<string, SharedEntry> = {};
  for (const name of SHARED_MODULES) {
    const pkgName = name.startsWith('@') ? name.split('/').slice(0, 2).join('/') : name.split('/')[0];
    const pkgJson = require.resolve(`${pkgName}/package.json`);
    const version = (JSON.parse(readFileSync(pkgJson, 'utf8')) as { version: string }).version;
    out[name] = { singleton: true, requiredVersion: `^${version}`, version };
    if (TREE_SHAKEN_EXPORTS[name]) out[name].import = facadePath(appDir, name);
    if (host) out[name].eager = true;
  }
  return out;
}

/** Where a facade lives: inside the app's node_modules, so that it resolves packages as the app does. */
function facadePath(appDir: string, name: string): string {
  return resolve(appDir, 'node_modules/.portal-shared-facades', `${name.replaceAll('/', '__')}.js`);
}

/**
 * The facades of an app's build, as virtual modules, and the alias by which a facade imports the
 * package itself (a plain `import 'react-router'` would be the shared module, that is the facade).
 */
export function sharedFacades(appDir: string): { modules: Record<string, string>; alias: Record<string, string> } {
  const modules: Record<string, string> = {};
  const alias: Record<string, string> = {};
  for (const [name, exports] of Object.entries(TREE_SHAKEN_EXPORTS)) {
    modules[facadePath(appDir, name)] = `export { ${exports.join(', ')} } from 'portal-unshared/${name}';\n`;
    alias[`portal-unshared/${name}$`] = name;
  }
  return { modules, alias };
}
