// The contract between the shell and its remotes (docs/decisions/0086): what a build provides of the
// shared modules, what a remote needs of them, and how the two are compared. The shell compares at run
// time before it mounts a remote's routes; `npm run contract` and `npm test` compare the builds'
// `federation-contract.json` files with this same module (plain TypeScript, run by Node as it is).
import { satisfy } from '@module-federation/enhanced/runtime';

/** Export names, or `'*'`: every export of the package (provided), or all of them (needed). */
export type ExportList = string[] | '*';

/** What a build provides of one shared module: the package's version and the exports its copy has. */
export interface ProvidedModule {
  version: string;
  exports: ExportList;
}

/** What a remote needs of one shared module: the versions it accepts and the exports it uses as values. */
export interface NeededModule {
  requiredVersion: string;
  exports: ExportList;
}

/** Shared modules by name (`react-router`, `@portal/shared`, ...). */
export type FederationProvides = Record<string, ProvidedModule>;
export type FederationNeeds = Record<string, NeededModule>;

/** A build's `federation-contract.json`. */
export interface FederationContract {
  schema: 1;
  /** The build's federation name: `shell`, `mf_alarms`, `mf_alarms_standalone`. */
  name: string;
  /** PORTAL_RELEASE of the build. */
  release: string;
  /** A page's host (the shell, a remote's standalone page): the shared modules it provides. */
  provides?: FederationProvides;
  /** A remote's container: the shared modules its code imports. */
  needs?: FederationNeeds;
}

export const CONTRACT_SCHEMA = 1;
export const CONTRACT_FILE = 'federation-contract.json';

/** One need the provider does not meet. */
export type UnmetNeed =
  | { kind: 'module'; module: string }
  | { kind: 'version'; module: string; requiredVersion: string; version: string }
  | { kind: 'export'; module: string; name: string }
  | { kind: 'whole'; module: string };

/** Every need of `needs` that `provides` does not meet (none: compatible). */
export function unmetNeeds(needs: FederationNeeds, provides: FederationProvides): UnmetNeed[] {
  const unmet: UnmetNeed[] = [];
  for (const [module, need] of Object.entries(needs)) {
    const provided = provides[module];
    if (!provided) {
      unmet.push({ kind: 'module', module });
      continue;
    }
    if (!satisfy(provided.version, need.requiredVersion)) {
      unmet.push({ kind: 'version', module, requiredVersion: need.requiredVersion, version: provided.version });
    }
    if (provided.exports === '*') continue;
    if (need.exports === '*') {
      unmet.push({ kind: 'whole', module });
      continue;
    }
    const available = new Set(provided.exports);
    for (const name of need.exports) if (!available.has(name)) unmet.push({ kind: 'export', module, name });
  }
  return unmet;
}

/** `mf-alarms needs react-router's useMatches, which the shell at https://… does not provide` */
export function describeUnmet(consumer: string, unmet: UnmetNeed, provider: string): string {
  switch (unmet.kind) {
    case 'module':
      return `${consumer} needs ${unmet.module}, which ${provider} does not provide`;
    case 'version':
      return `${consumer} needs ${unmet.module} ${unmet.requiredVersion}, which ${provider} does not provide (it has ${unmet.version})`;
    case 'export':
      return `${consumer} needs ${unmet.module}'s ${unmet.name}, which ${provider} does not provide`;
    case 'whole':
      return `${consumer} needs every export of ${unmet.module} (a namespace import), which ${provider} does not provide`;
  }
}
