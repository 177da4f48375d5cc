// `@portal/shared` has a real version (semver), and `exports.json` records, for each value export of
// its public entry, the version that added it. A remote's build needs `^` the newest of those among
// the exports it uses, so a remote built against newer exports is refused by a shell whose shared is
// older (docs/decisions/0086). Adding an export raises the minor version; removing one, the major.

/** Export name → the version of `@portal/shared` that added it. */
export type ExportRecord = Record<string, string>;

type Version = [number, number, number];

function parse(version: string): Version {
  const match = /^(\d+)\.(\d+)\.(\d+)$/.exec(version);
  if (!match) throw new Error(`@portal/shared's version must be major.minor.patch, not "${version}"`);
  return [Number(match[1]), Number(match[2]), Number(match[3])];
}

/** -1, 0 or 1 as `a` is lower than, equal to or higher than `b`. */
export function compareVersions(a: string, b: string): number {
  const [x, y] = [parse(a), parse(b)];
  for (let i = 0; i < 3; i += 1) if (x[i] !== y[i]) return x[i]! < y[i]! ? -1 : 1;
  return 0;
}

function newest(versions: Iterable<string>): string | null {
  let found: string | null = null;
  for (const version of versions) if (!found || compareVersions(version, found) > 0) found = version;
  return found;
}

/**
 * Why the record does not describe the exports at `version` (empty when it does): an export without
 * a version (added, and the version not raised), a recorded export that is gone (a removal needs a new
 * major version), a version newer than the package's or of another major.
 */
export function recordProblems(actual: readonly string[], record: ExportRecord, version: string): string[] {
  const problems: string[] = [];
  const added = actual.filter((name) => !(name in record));
  const removed = Object.keys(record).filter((name) => !actual.includes(name));
  if (added.length)
    problems.push(`exported but not in exports.json (added without a new version): ${added.join(', ')}`);
  if (removed.length)
    problems.push(
      `in exports.json but no longer exported (a removal needs a new major version): ${removed.join(', ')}`,
    );
  const [major] = parse(version);
  const wrong = Object.entries(record).filter(
    ([, since]) => compareVersions(since, version) > 0 || parse(since)[0] !== major,
  );
  if (wrong.length) {
    problems.push(
      `recorded with a version newer than ${version} or of another major: ${wrong.map(([n, v]) => `${n} (${v})`).join(', ')}`,
    );
  }
  return problems;
}

/**
 * The record and version for the exports as they are: unchanged when nothing was added or removed;
 * for added exports the next minor version; when one was removed, the next major version, with which
 * every export is recorded anew (as when the major version was raised by hand, or there is no record).
 */
export function updateRecord(
  actual: readonly string[],
  record: ExportRecord,
  version: string,
): { record: ExportRecord; version: string } {
  const sorted = [...actual].sort();
  const all = (at: string) => ({ record: Object.fromEntries(sorted.map((name) => [name, at])), version: at });
  const latest = newest(Object.values(record));
  const [major, minor] = parse(version);
  if (!latest || major > parse(latest)[0]) return all(version);
  if (Object.keys(record).some((name) => !actual.includes(name))) return all(`${major + 1}.0.0`);
  const added = sorted.filter((name) => !(name in record));
  const next = added.length ? `${major}.${minor + 1}.0` : version;
  return { record: Object.fromEntries(sorted.map((name) => [name, record[name] ?? next])), version: next };
}

/**
 * The range a remote needs of `@portal/shared` for the exports it uses: `^` the newest version among
 * theirs (an export the record does not know yet counts as the package's current version).
 */
export function requiredSharedVersion(used: readonly string[], record: ExportRecord, version: string): string {
  const [major] = parse(version);
  return `^${newest(used.map((name) => record[name] ?? version)) ?? `${major}.0.0`}`;
}
