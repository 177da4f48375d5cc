// @vitest-environment node
// The tree-shaken shared modules are shared as facades with one fixed list of exports
// (scripts/build/shared-deps.ts). An export missing from that list would be missing at run time; this
// test names it instead.
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { sharedDependencies, sharedFacades, TREE_SHAKEN_EXPORTS } from '../../../scripts/build/shared-deps.ts';
import {
  hostProvides,
  remoteNeeds,
  sharedExportRecord,
  sourceFiles,
  valueImports,
} from '../../../scripts/build/federation-contract.ts';
import { describeUnmet, unmetNeeds } from './compatibility';

const ROOT = resolve(import.meta.dirname, '../../..');
const REMOTE_DIRS = ['mf-auth', 'mf-consumption', 'mf-alarms', 'mf-statements', 'mf-report'];
const APPS = ['shell', ...REMOTE_DIRS, 'shared'];

describe('tree-shaken shared modules', () => {
  for (const [module, allowed] of Object.entries(TREE_SHAKEN_EXPORTS)) {
    it(`every app imports only the listed exports of ${module}`, () => {
      const offending: string[] = [];
      for (const app of APPS) {
        for (const file of sourceFiles(join(ROOT, app, 'src'))) {
          for (const found of valueImports(readFileSync(file, 'utf8'), file)) {
            if (found.module !== module) continue;
            if (found.whole) offending.push(`${file.slice(ROOT.length + 1)}: namespace import`);
            for (const name of found.names) {
              if (!allowed.includes(name)) offending.push(`${file.slice(ROOT.length + 1)}: ${name}`);
            }
          }
        }
      }
      expect(offending).toEqual([]);
    });
  }

  it('shares each as a facade that re-exports the listed exports from the package itself', () => {
    const shell = join(ROOT, 'shell');
    const { modules, alias } = sharedFacades(shell);
    const shared = sharedDependencies(shell, true);
    for (const [module, exports] of Object.entries(TREE_SHAKEN_EXPORTS)) {
      const facade = shared[module]?.import;
      expect(facade).toMatch(/node_modules[\\/]\.portal-shared-facades[\\/]/);
      expect(modules[facade!]).toBe(`export { ${exports.join(', ')} } from 'portal-unshared/${module}';\n`);
      expect(alias[`portal-unshared/${module}$`]).toBe(module);
      // the facade's version is the package's, so that version ranges keep their meaning
      expect(shared[module]?.requiredVersion).toBe(`^${shared[module]?.version}`);
    }
    expect(shared.react?.import).toBeUndefined();
    expect(Object.values(shared).every((entry) => entry.eager)).toBe(true);
    expect(Object.values(sharedDependencies(shell)).some((entry) => entry.eager)).toBe(false);
  });

  it("every remote's needs are met by this checkout's shell", () => {
    const shell = join(ROOT, 'shell');
    const provides = hostProvides(shell, Object.keys(sharedExportRecord(shell).record));
    const refused = REMOTE_DIRS.flatMap((dir) =>
      unmetNeeds(remoteNeeds(join(ROOT, dir)), provides).map((need) => describeUnmet(dir, need, 'the shell')),
    );
    expect(refused).toEqual([]);
  });
});
