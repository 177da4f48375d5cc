// The tree-shaken shared modules are shared as facades with one fixed list of exports
// (scripts/build/shared-deps.ts). An export missing from that list would be missing at run time; this
// test names it instead.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { sharedDependencies, sharedFacades, TREE_SHAKEN_EXPORTS } from '../../../scripts/build/shared-deps.ts';

const ROOT = resolve(import.meta.dirname, '../../..');
const APPS = ['shell', 'mf-auth', 'mf-consumption', 'mf-alarms', 'mf-statements', 'mf-report', 'shared'];

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'node_modules' || name === 'generated' ? [] : sources(path);
    return /\.(ts|tsx)$/.test(name) && !/\.(test|spec)\.tsx?$/.test(name) ? [path] : [];
  });
}

/** Value imports (not types) named in `import { a, b as c, type T } from '<module>'`. */
export function importedNames(code: string, module: string): string[] {
  const pattern = new RegExp(`import\\s+(type\\s+)?\\{([^}]*)\\}\\s+from\\s+['"]${module}['"]`, 'g');
  const names: string[] = [];
  for (const match of code.matchAll(pattern)) {
    if (match[1]) continue;
    for (const part of (match[2] ?? '').split(',')) {
      const name = part.trim();
      if (!name || name.startsWith('type ')) continue;
      names.push(name.split(/\s+as\s+/)[0]!.trim());
    }
  }
  return names;
}

describe('tree-shaken shared modules', () => {
  it('reads named value imports', () => {
    expect(importedNames(`import { a, type B, c as d } from 'react-router';`, 'react-router')).toEqual(['a', 'c']);
    expect(importedNames(`import type { A } from 'react-router';`, 'react-router')).toEqual([]);
  });

  for (const [module, allowed] of Object.entries(TREE_SHAKEN_EXPORTS)) {
    it(`every app imports only the listed exports of ${module}`, () => {
      const offending: string[] = [];
      for (const app of APPS) {
        for (const file of sources(join(ROOT, app, 'src'))) {
          const code = readFileSync(file, 'utf8');
          if (new RegExp(`import\\s+\\*\\s+as\\s+\\w+\\s+from\\s+['"]${module}['"]`).test(code)) {
            offending.push(`${file.slice(ROOT.length + 1)}: namespace import`);
          }
          for (const name of importedNames(code, module)) {
            if (!allowed.includes(name)) offending.push(`${file.slice(ROOT.length + 1)}: ${name}`);
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
});
