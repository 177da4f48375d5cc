// The one list of what the shell shares with its remotes at runtime. Every entry is a singleton:
// two copies of any of these would split the app into parts that cannot see each other.
// Versions come from the pnpm catalog through each package's own package.json.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';

type SharedEntry = { singleton: true; requiredVersion: string; eager?: false };

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

export function sharedDependencies(appDir: string): Record<string, SharedEntry> {
  const require = createRequire(resolve(appDir, 'package.json'));
  const out: Record<string, SharedEntry> = {};
  for (const name of SHARED_MODULES) {
    const pkgName = name.startsWith('@') ? name.split('/').slice(0, 2).join('/') : name.split('/')[0];
    const pkgJson = require.resolve(`${pkgName}/package.json`);
    const version = (JSON.parse(readFileSync(pkgJson, 'utf8')) as { version: string }).version;
    out[name] = { singleton: true, requiredVersion: `^${version}` };
  }
  return out;
}
