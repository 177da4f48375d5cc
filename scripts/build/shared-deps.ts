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
  treeShaking?: { mode: 'runtime-infer'; usedExports: string[] };
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
] as const;

/**
 * Shared modules are not tree-shaken by default, and react-router alone is 64 KB gzip whole. These
 * are built tree-shaken to ONE fixed list of exports, the same in every app, so that the shell's copy
 * always satisfies every remote and stays the single instance. Using an export that is not listed
 * fails a unit test (shell/src/federation/shared-exports.test.ts): add it here, in one place.
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
    'useLocation',
    'useParams',
    'useSearchParams',
    'useRouteError',
    'isRouteErrorResponse',
    'matchPath',
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
  ],
};

/**
 * What a host (the shell, a standalone page) puts in its own first chunk instead of a chunk each
 * (`eager`): every page needs them before anything renders, so one file saves requests and
 * compresses better (2.5 KB gzip less on the login page). Only modules that import nothing but each
 * other: an eager module cannot import a lazily shared one synchronously (`@portal/shared` imports the
 * router), and Module Federation refuses `eager` together with shared tree shaking.
 */
const HOST_EAGER = new Set<string>(['react', 'react/jsx-runtime', 'react-dom', 'react-dom/client', 'jotai', 'i18next']);

/**
 * `treeShake` is for production builds only: in a development build rspack marks CommonJS exports of
 * the federation runtime as unused while development code still calls them
 * (`require_runtime.__exportAll is not a function`), and size does not matter there. `host`: the
 * build provides the shared modules to the page (see HOST_EAGER).
 */
export function sharedDependencies(appDir: string, treeShake = true, host = false): Record<string, SharedEntry> {
  const require = createRequire(resolve(appDir, 'package.json'));
  const out: Record<string, SharedEntry> = {};
  for (const name of SHARED_MODULES) {
    const pkgName = name.startsWith('@') ? name.split('/').slice(0, 2).join('/') : name.split('/')[0];
    const pkgJson = require.resolve(`${pkgName}/package.json`);
    const version = (JSON.parse(readFileSync(pkgJson, 'utf8')) as { version: string }).version;
    out[name] = { singleton: true, requiredVersion: `^${version}` };
    const usedExports = TREE_SHAKEN_EXPORTS[name];
    if (treeShake && usedExports) out[name].treeShaking = { mode: 'runtime-infer', usedExports };
    if (host && HOST_EAGER.has(name)) out[name].eager = true;
  }
  return out;
}
