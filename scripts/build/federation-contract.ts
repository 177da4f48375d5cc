// The contract between the shell and its remotes (docs/decisions/0086), as each build writes it:
// - a page's host (the shell, a remote's standalone page) provides the shared modules of
//   shared-deps.ts: each package's version, and the exports its copy has (the facade's fixed list, the
//   names `@portal/shared` exports as the build sees them, or `'*'` for a package shared whole);
// - a remote's container needs the shared modules its code imports: the version range it accepts and
//   the exports it uses as values, read from its sources by `valueImports`.
// Each build writes its part to `federation-contract.json` in its output; a remote's needs are also
// compiled into its exposed `./routes` module (`federationNeeds`), and the shell's provisions into the
// shell (`process.env.PORTAL_FEDERATION_PROVIDES`), so that the shell compares them before it mounts
// the remote's routes (shell/src/federation/compatibility.ts).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import ts from 'typescript';
import type { Compilation, Compiler, RspackPluginInstance } from '@rspack/core';
import {
  CONTRACT_FILE,
  CONTRACT_SCHEMA,
  type ExportList,
  type FederationContract,
  type FederationNeeds,
  type FederationProvides,
} from '../../shell/src/federation/compatibility.ts';
import { recordProblems, requiredSharedVersion, type ExportRecord } from '../../shared/scripts/export-record.ts';
import { sharedDependencies, TREE_SHAKEN_EXPORTS } from './shared-deps.ts';

export { CONTRACT_FILE };
export const PORTAL_SHARED = '@portal/shared';
/** What the automatic JSX runtime imports of `react/jsx-runtime` in every `.tsx` file (production builds). */
const JSX_RUNTIME_EXPORTS = ['Fragment', 'jsx', 'jsxs'];

/** What one import or re-export statement takes of a module as values. */
export interface ValueImport {
  module: string;
  /** Named value imports by their exported name (`default` for a default import). */
  names: string[];
  /** A namespace import, `export *`, or a dynamic `import()`: every export of the module. */
  whole: boolean;
}

const moduleName = (specifier: ts.Expression) => (ts.isStringLiteral(specifier) ? specifier.text : null);

/**
 * The value imports of a source file: `import a, { b, c as d, type T } from 'm'` takes `default`, `b`
 * and `c` of `m`; type-only imports and specifiers take nothing; `export { x } from`, `export * from`,
 * namespace imports and `import('m')` count as well. Read with TypeScript's parser (no type checking).
 */
export function valueImports(code: string, fileName = 'module.tsx'): ValueImport[] {
  const kind = /\.tsx$/.test(fileName) ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(fileName, code, ts.ScriptTarget.Latest, false, kind);
  const found: ValueImport[] = [];
  for (const statement of source.statements) {
    if (ts.isImportDeclaration(statement)) {
      const module = moduleName(statement.moduleSpecifier);
      const clause = statement.importClause;
      if (!module || clause?.isTypeOnly) continue;
      const names: string[] = [];
      let whole = false;
      if (clause?.name) names.push('default');
      const bindings = clause?.namedBindings;
      if (bindings && ts.isNamespaceImport(bindings)) whole = true;
      if (bindings && ts.isNamedImports(bindings)) {
        for (const element of bindings.elements) {
          if (!element.isTypeOnly) names.push((element.propertyName ?? element.name).text);
        }
      }
      found.push({ module, names, whole });
    } else if (ts.isExportDeclaration(statement) && statement.moduleSpecifier) {
      const module = moduleName(statement.moduleSpecifier);
      if (!module || statement.isTypeOnly) continue;
      const clause = statement.exportClause;
      if (!clause || ts.isNamespaceExport(clause)) {
        found.push({ module, names: [], whole: true });
      } else {
        const names = clause.elements.filter((e) => !e.isTypeOnly).map((e) => (e.propertyName ?? e.name).text);
        found.push({ module, names, whole: false });
      }
    }
  }
  if (code.includes('import(')) {
    const visit = (node: ts.Node): void => {
      if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
        const module = node.arguments[0] && moduleName(node.arguments[0]);
        if (module) found.push({ module, names: [], whole: true });
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return found;
}

/** An app's source files (`.ts`, `.tsx`), without tests and dependencies. */
export function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'node_modules' ? [] : sourceFiles(path);
    return /\.(ts|tsx)$/.test(name) && !/\.(test|spec)\.tsx?$/.test(name) && !name.endsWith('.d.ts') ? [path] : [];
  });
}

/** What the files take of each of `modules` (only those they import at all). */
export function importsOf(files: readonly string[], modules: readonly string[]): Map<string, ExportList> {
  const wanted = new Set(modules);
  const names = new Map<string, Set<string>>();
  const whole = new Set<string>();
  for (const file of files) {
    for (const found of valueImports(readFileSync(file, 'utf8'), file)) {
      if (!wanted.has(found.module)) continue;
      const set = names.get(found.module) ?? new Set<string>();
      names.set(found.module, set);
      for (const name of found.names) set.add(name);
      if (found.whole) whole.add(found.module);
    }
  }
  return new Map([...names].map(([module, set]) => [module, whole.has(module) ? '*' : [...set].sort()]));
}

/** `@portal/shared`'s package folder, as the app resolves it. */
function sharedPackageDir(appDir: string): string {
  return dirname(createRequire(resolve(appDir, 'package.json')).resolve(`${PORTAL_SHARED}/package.json`));
}

/** `@portal/shared`'s record of its exports, each with the version that added it (shared/exports.json). */
export function sharedExportRecord(appDir: string): { record: ExportRecord; version: string } {
  const dir = sharedPackageDir(appDir);
  const read = (file: string) => JSON.parse(readFileSync(join(dir, file), 'utf8')) as unknown;
  return {
    record: read('exports.json') as ExportRecord,
    version: (read('package.json') as { version: string }).version,
  };
}

/**
 * What a remote's code needs of the shared modules: the modules its sources import (and the JSX
 * runtime, for `.tsx` files), each with the range it accepts and the value exports it uses. The range
 * is the package's (`^` the version built with), but for `@portal/shared`: `^` the version that added
 * the newest of the exports used, so that the remote runs on every shell that has them.
 */
export function remoteNeeds(appDir: string): FederationNeeds {
  const shared = sharedDependencies(appDir);
  const files = sourceFiles(join(appDir, 'src'));
  const imports = importsOf(files, Object.keys(shared));
  if (files.some((file) => file.endsWith('.tsx')) && shared['react/jsx-runtime']) {
    const jsx = imports.get('react/jsx-runtime');
    imports.set('react/jsx-runtime', jsx === '*' ? '*' : [...new Set([...(jsx ?? []), ...JSX_RUNTIME_EXPORTS])].sort());
  }
  const needs: FederationNeeds = {};
  for (const module of Object.keys(shared).filter((name) => imports.has(name))) {
    const exports = imports.get(module)!;
    let requiredVersion = shared[module]!.requiredVersion;
    if (module === PORTAL_SHARED) {
      const { record, version } = sharedExportRecord(appDir);
      requiredVersion = requiredSharedVersion(exports === '*' ? Object.keys(record) : exports, record, version);
    }
    needs[module] = { requiredVersion, exports };
  }
  return needs;
}

/**
 * What a page's host provides: every shared module with its version, the facades' fixed lists, and
 * `'*'` for a package shared whole. `@portal/shared`'s exports are given by the caller (the build's
 * own reading of them), or left out (`[]`) for the copy compiled into the shell, which reads them off
 * its module at run time.
 */
export function hostProvides(appDir: string, sharedExports: string[] = []): FederationProvides {
  const provides: FederationProvides = {};
  for (const [module, entry] of Object.entries(sharedDependencies(appDir, true))) {
    const exports = module === PORTAL_SHARED ? sharedExports : (TREE_SHAKEN_EXPORTS[module] ?? '*');
    provides[module] = { version: entry.version, exports };
  }
  return provides;
}

/** Where a remote's exposed `./routes` module is wrapped with its needs (a virtual module). */
function routesWithNeedsPath(appDir: string): string {
  return resolve(appDir, 'node_modules/.portal-federation/routes-with-needs.js');
}

/**
 * A remote's exposes, with `./routes` replaced by a module that re-exports it and adds
 * `federationNeeds` (in the same chunk, so the shell reads it with the routes, before it mounts them).
 */
export function exposesWithNeeds(
  appDir: string,
  exposes: Record<string, string>,
  needs: FederationNeeds,
): { exposes: Record<string, string>; modules: Record<string, string> } {
  const routes = exposes['./routes'];
  if (!routes) return { exposes, modules: {} };
  const wrapper = routesWithNeedsPath(appDir);
  const target = JSON.stringify(resolve(appDir, routes));
  const code = [
    `import * as routes from ${target};`,
    `export * from ${target};`,
    'export default routes.default;',
    `export const federationNeeds = ${JSON.stringify(needs)};`,
    '',
  ].join('\n');
  return { exposes: { ...exposes, './routes': wrapper }, modules: { [wrapper]: code } };
}

/** The value exports of `@portal/shared` in this compilation (the module its package's entry is). */
function builtSharedExports(compilation: Compilation, entry: string): string[] | null {
  for (const module of compilation.modules) {
    if (module.nameForCondition() !== entry) continue;
    const provided = compilation.moduleGraph.getProvidedExports(module);
    return Array.isArray(provided) ? [...provided].sort() : null;
  }
  return null;
}

export interface ContractPluginOptions {
  appDir: string;
  /** The build's federation name. */
  name: string;
  release: string;
  /** `federation-contract.json` under this prefix of the output (`standalone/` for a standalone page). */
  prefix: string;
  /** A container's needs (computed before the build, as they are compiled into it). */
  needs?: FederationNeeds;
  /** A host: its provisions are written, `@portal/shared`'s exports read from the compilation. */
  host?: boolean;
  /** A production build refuses a `@portal/shared` whose exports its record does not describe. */
  strict: boolean;
}

/** Writes the build's `federation-contract.json`. */
export function contractPlugin(options: ContractPluginOptions): RspackPluginInstance {
  const NAME = 'PortalFederationContract';
  return {
    apply(compiler: Compiler) {
      const { rspack } = compiler;
      compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
        compilation.hooks.processAssets.tap(
          { name: NAME, stage: rspack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
          () => {
            const contract: FederationContract = {
              schema: CONTRACT_SCHEMA,
              name: options.name,
              release: options.release,
            };
            if (options.host) {
              const entry = createRequire(resolve(options.appDir, 'package.json')).resolve(PORTAL_SHARED);
              const exports = builtSharedExports(compilation, entry);
              if (!exports) {
                compilation.errors.push(
                  new rspack.WebpackError(
                    `[federation contract] the build has no readable exports of ${PORTAL_SHARED}`,
                  ),
                );
                return;
              }
              const { record, version } = sharedExportRecord(options.appDir);
              const problems = recordProblems(exports, record, version);
              if (problems.length) {
                const message =
                  `[federation contract] ${PORTAL_SHARED} ${version}: ${problems.join('; ')}. ` +
                  'Run `pnpm --filter @portal/shared run api-report --write`: it records new exports with the next minor version.';
                (options.strict ? compilation.errors : compilation.warnings).push(new rspack.WebpackError(message));
              }
              contract.provides = hostProvides(options.appDir, exports);
            }
            if (options.needs) contract.needs = options.needs;
            compilation.emitAsset(
              `${options.prefix}${CONTRACT_FILE}`,
              new rspack.sources.RawSource(`${JSON.stringify(contract, null, 2)}\n`),
            );
          },
        );
      });
    },
  };
}
