// The share scope: which copy of each shared module a page runs with. One object per scope name
// ("default"), passed from the host to every container it initialises, so that all builds on a page
// read and write the same registry. Entries use Module Federation's field names (version, from,
// eager, get, lib, loaded, loading, shareConfig), so a container of ours understands a scope made by
// the Module Federation runtime and the reverse.

/** Builds the module's exports (what `__webpack_require__` would return). */
export type Factory = () => unknown;

export interface ShareConfig {
  singleton?: boolean | number;
  requiredVersion?: string | false;
  strictVersion?: boolean;
  eager?: boolean | number;
}

export interface SharedModule {
  version: string;
  /** The build that provided this copy. */
  from: string;
  eager: boolean;
  shareConfig: ShareConfig;
  scope: string[];
  strategy: 'loaded-first';
  /** Loads the copy: a factory for an eager module, a promise of one otherwise. */
  get: () => Factory | Promise<Factory>;
  lib?: Factory;
  loaded?: boolean;
  loading?: Promise<Factory> | null;
}

/** Package name → version → the copy of that version. */
export type ShareScope = Record<string, Record<string, SharedModule>>;

/** Who asks for a shared module, and which versions it accepts. */
export interface Consumer {
  name: string;
  requiredVersion?: string | false;
  strictVersion?: boolean;
}

type Version = [number, number, number, string];

function parse(version: string): Version | null {
  const match = /^v?(\d+)(?:\.(\d+))?(?:\.(\d+))?(?:-([\w.-]+))?(?:\+[\w.-]+)?$/.exec(version.trim());
  if (!match) return null;
  return [Number(match[1]), Number(match[2] ?? 0), Number(match[3] ?? 0), match[4] ?? ''];
}

/** Orders two versions (semver: numbers first, a pre-release before its release). */
export function compareVersions(a: string, b: string): number {
  const x = parse(a);
  const y = parse(b);
  if (!x || !y) return a < b ? -1 : a > b ? 1 : 0;
  for (let i = 0; i < 3; i++) if (x[i] !== y[i]) return (x[i] as number) - (y[i] as number);
  if (x[3] === y[3]) return 0;
  if (!x[3]) return 1;
  if (!y[3]) return -1;
  return x[3] < y[3] ? -1 : 1;
}

/**
 * Whether `version` is in `range`: `*`, an exact version, `^x.y.z`, `~x.y.z` or `>=x.y.z` (the forms
 * the build writes). Anything else does not match, so a mismatch is reported rather than hidden.
 */
export function satisfies(version: string, range: string): boolean {
  const wanted = range.trim();
  if (wanted === '' || wanted === '*' || wanted === 'x') return true;
  const operator = /^(\^|~|>=)?\s*(.+)$/.exec(wanted);
  const have = parse(version);
  const base = operator && parse(operator[2] as string);
  if (!have || !base) return false;
  if (compareVersions(version, operator[2] as string) < 0) return false;
  switch (operator[1]) {
    case '>=':
      return true;
    case '~':
      return have[0] === base[0] && have[1] === base[1];
    case '^':
      if (base[0] > 0) return have[0] === base[0];
      if (base[1] > 0) return have[0] === 0 && have[1] === base[1];
      return compareVersions(version, operator[2] as string) === 0;
    default:
      return compareVersions(version, wanted) === 0;
  }
}

/** Adds a copy to the scope; a version already there is kept (the first provider wins). */
export function provide(scope: ShareScope, name: string, shared: SharedModule): void {
  const versions = (scope[name] ??= {});
  versions[shared.version] ??= shared;
}

const inUse = (shared: SharedModule) => Boolean(shared.loaded || shared.lib || shared.loading);

/**
 * The copy to use ("loaded-first"): one the page already runs (or is loading), else the highest
 * version. A singleton that does not satisfy the consumer's range is still used, with a warning (or
 * an error for `strictVersion`), as Module Federation does: two copies of React would be worse.
 */
export function choose(scope: ShareScope, name: string, consumer: Consumer): SharedModule | undefined {
  const versions = Object.values(scope[name] ?? {});
  let chosen: SharedModule | undefined;
  for (const candidate of versions) {
    if (
      !chosen ||
      (inUse(candidate) && !inUse(chosen)) ||
      (inUse(candidate) === inUse(chosen) && compareVersions(candidate.version, chosen.version) > 0)
    ) {
      chosen = candidate;
    }
  }
  const { requiredVersion, strictVersion } = consumer;
  if (chosen && typeof requiredVersion === 'string' && !satisfies(chosen.version, requiredVersion)) {
    const message = `[federation] shared ${name} ${chosen.version} (from ${chosen.from}) does not satisfy ${requiredVersion}, required by ${consumer.name}`;
    if (strictVersion) throw new Error(message);
    console.warn(message);
  }
  return chosen;
}

/** The chosen copy's factory, loading it first if nobody has (`undefined`: none in the scope). */
export async function load(scope: ShareScope, name: string, consumer: Consumer): Promise<Factory | undefined> {
  const shared = choose(scope, name, consumer);
  if (!shared) return undefined;
  if (shared.lib) return shared.lib;
  shared.loading ??= Promise.resolve(shared.get()).then(
    (factory) => {
      shared.lib = factory;
      shared.loaded = true;
      return factory;
    },
    (error: unknown) => {
      // a later request tries again (a chunk that failed to arrive may arrive the next time)
      shared.loading = null;
      throw error;
    },
  );
  return shared.loading;
}

/** As `load`, for modules needed before anything asynchronous can happen (`eager`). */
export function loadSync(scope: ShareScope, name: string, consumer: Consumer): Factory | undefined {
  const shared = choose(scope, name, consumer);
  if (!shared) return undefined;
  if (shared.lib) return shared.lib;
  const factory = shared.eager || shared.shareConfig?.eager ? shared.get() : null;
  if (typeof factory !== 'function') {
    throw new Error(
      `[federation] shared ${name} from ${shared.from} is not eager, so ${consumer.name} cannot use it synchronously`,
    );
  }
  shared.lib = factory;
  shared.loaded = true;
  return factory;
}
