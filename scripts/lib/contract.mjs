// The builds' federation-contract.json files (docs/decisions/0086), read from a deployment (a URL) or
// a build folder, and compared: does a shell provide what each remote needs? Used by
// `npm run contract` and by `npm test`'s check against the previous commit.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { REMOTES, SHELL } from './runtime-config.mjs';

export const CONTRACT_FILE = 'federation-contract.json';

const isUrl = (where) => /^https?:\/\//i.test(where);

/**
 * Where an app's contract is, given the app's URL or build folder (its `mf-manifest.json`, or the
 * contract file itself, do as well). A relative folder is taken from `cwd`.
 */
export function contractLocation(where, cwd = process.cwd()) {
  if (isUrl(where)) {
    const url = new URL(where);
    if (!url.pathname.endsWith('/') && !url.pathname.endsWith('.json')) url.pathname += '/';
    return new URL(CONTRACT_FILE, url).href;
  }
  const path = resolve(cwd, where);
  return path.endsWith('.json') ? join(dirname(path), CONTRACT_FILE) : join(path, CONTRACT_FILE);
}

/** A contract that cannot be read: none there (a build from before contracts), or not one. */
export class ContractUnavailable extends Error {
  constructor(message) {
    super(message);
    this.name = 'ContractUnavailable';
  }
}

/** The contract of the app at `where` (URL or folder); throws `ContractUnavailable` when there is none. */
export async function readContract(where, { cwd, timeoutMs = 15_000 } = {}) {
  const location = contractLocation(where, cwd);
  let text;
  if (isUrl(location)) {
    let response;
    try {
      response = await fetch(location, { cache: 'no-store', signal: AbortSignal.timeout(timeoutMs) });
    } catch (error) {
      throw new ContractUnavailable(`${location} could not be fetched (${error.message})`);
    }
    if (!response.ok) throw new ContractUnavailable(`${location} answered ${response.status}`);
    text = await response.text();
  } else {
    try {
      text = await readFile(location, 'utf8');
    } catch {
      throw new ContractUnavailable(`${location} does not exist`);
    }
  }
  let contract;
  try {
    contract = JSON.parse(text);
  } catch {
    contract = null;
  }
  if (contract?.schema !== 1 || typeof contract.name !== 'string') {
    throw new ContractUnavailable(`${location} is not a federation contract (a build from before contracts?)`);
  }
  return { location, contract };
}

/** `mf-alarms` for `mf_alarms` (the remote's folder, as operators know it). */
export function remoteLabel(contract) {
  return REMOTES.find((remote) => remote.name === contract.name)?.dir ?? contract.name;
}

/**
 * Each remote against the shell: `{ remote, release, problems }`, the problems in words
 * (`mf-alarms needs react-router's useMatches, which the shell at … does not provide`).
 */
export async function compareContracts(shell, remotes, shellLabel) {
  const { describeUnmet, unmetNeeds } = await import('../../shell/src/federation/compatibility.ts');
  if (!shell.provides) throw new ContractUnavailable(`${shellLabel} provides nothing: is it the shell's build?`);
  return remotes.map((remote) => {
    const label = remoteLabel(remote);
    if (!remote.needs)
      return { remote: label, release: remote.release, problems: [`${label} is not a remote's build`] };
    const problems = unmetNeeds(remote.needs, shell.provides).map((unmet) => describeUnmet(label, unmet, shellLabel));
    return { remote: label, release: remote.release, problems };
  });
}

/**
 * What changed in a shell's `@portal/shared` without a new version (compared with an earlier shell):
 * exports added or removed at the same version, which remotes would take for the same thing.
 */
export function unversionedSharedChanges(earlier, later) {
  const [before, after] = [earlier.provides?.['@portal/shared'], later.provides?.['@portal/shared']];
  if (!before || !after || before.version !== after.version) return [];
  if (!Array.isArray(before.exports) || !Array.isArray(after.exports)) return [];
  const added = after.exports.filter((name) => !before.exports.includes(name));
  const removed = before.exports.filter((name) => !after.exports.includes(name));
  if (!added.length && !removed.length) return [];
  const changes = [...added.map((n) => `+${n}`), ...removed.map((n) => `-${n}`)].join(', ');
  return [
    `@portal/shared's exports changed (${changes}) but its version stayed ${after.version}: run \`pnpm --filter @portal/shared run api-report --write\``,
  ];
}

/**
 * A commit whose remotes need what only its own shell provides (a shared package upgraded, an export
 * added and used at once) says so in its message, as a trailer: `Deploy-Order: shell first`.
 */
const SHELL_FIRST = /^Deploy-Order:\s*shell[- ]first\s*$/im;

/**
 * The previous commit's builds (`before`) and this commit's (`now`), each `{ shell, remotes }`
 * contracts, compared both ways: this commit's remotes on the previous shell (deployed before their
 * shell) and the previous remotes on this shell (still deployed when it comes). `message` is this
 * commit's: with `Deploy-Order: shell first` the first direction only makes notes.
 */
export async function compareCommits({ before, now, previous, message }) {
  const remotesFirst = (
    await compareContracts(before.shell, now.remotes, `the shell of the previous commit (${previous})`)
  ).flatMap((result) => result.problems);
  const shellFirst = (await compareContracts(now.shell, before.remotes, "this commit's shell")).flatMap((result) =>
    result.problems.map((problem) => `${problem} (the previous commit's ${result.remote})`),
  );
  const problems = [...shellFirst, ...unversionedSharedChanges(before.shell, now.shell)];
  if (remotesFirst.length && SHELL_FIRST.test(message)) {
    const notes = [
      'This commit is deployed shell first ("Deploy-Order: shell first"); its remotes need what only its shell provides:',
      ...remotesFirst.map((problem) => `  ${problem}`),
    ];
    return { problems, notes };
  }
  return { problems: [...remotesFirst, ...problems], notes: [] };
}

/** Runs a command of the check in the foreground; throws when it fails (the worktree is removed then). */
function step(command, args, options) {
  console.log(`\n▶ ${[command, ...args].join(' ')} (in ${options.cwd})`);
  const result = spawnSync(command, args, { stdio: 'inherit', ...options });
  if (result.status !== 0)
    throw new Error(`${command} ${args.join(' ')} failed (exit ${result.status ?? result.signal})`);
}

/**
 * `npm test`, after the build: this commit's remotes against the shell built from the previous commit,
 * and the previous commit's remotes against this commit's shell, so that neither deployment order of a
 * change breaks the running portal. The previous commit is built in a temporary git worktree (its own
 * dependencies and dist/ folders), which is removed afterwards. Skipped, with a note, without history
 * (a shallow clone) or when the previous commit predates the contracts. A commit that must be deployed
 * shell first says so (`Deploy-Order: shell first`): its remotes are then not held to the previous
 * shell. Returns the problems found.
 */
export async function checkAgainstPreviousCommit({ root, log = console.log }) {
  const git = (args, options = {}) =>
    spawnSync('git', args, { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], ...options });
  const previous = git(['rev-parse', '--verify', '--quiet', 'HEAD~1^{commit}']).stdout.trim();
  if (!previous) {
    log('Contract check against the previous commit skipped: no previous commit in this clone (shallow?).');
    return [];
  }
  const short = previous.slice(0, 10);
  if (git(['cat-file', '-e', `${previous}:scripts/build/federation-contract.ts`]).status !== 0) {
    log(`Contract check against the previous commit skipped: ${short} predates the federation contracts.`);
    return [];
  }
  const dir = mkdtempSync(join(tmpdir(), 'portal-previous-'));
  try {
    const added = git(['worktree', 'add', '--detach', dir, previous]);
    if (added.status !== 0) throw new Error(`git worktree add failed: ${added.stderr}`);
    // its own dist/ folders, and only its contracts are read: no minifying, no source maps
    const env = { ...process.env, PORTAL_QUICK_BUILD: 'on' };
    delete env.PORTAL_OUT_DIR;
    step('pnpm', ['install', '--frozen-lockfile', '--prefer-offline'], { cwd: dir, env });
    const filters = [SHELL, ...REMOTES].flatMap((app) => ['--filter', `@portal/${app.dir}`]);
    step('pnpm', [...filters, '--workspace-concurrency=2', 'run', 'build'], { cwd: dir, env });
    const read = async (base, app) => (await readContract(join(base, app.dir, 'dist'))).contract;
    let before;
    try {
      before = { shell: await read(dir, SHELL), remotes: await Promise.all(REMOTES.map((r) => read(dir, r))) };
    } catch (error) {
      if (!(error instanceof ContractUnavailable)) throw error;
      log(`Contract check against the previous commit skipped: its build has no contracts (${error.message}).`);
      return [];
    }
    const now = { shell: await read(root, SHELL), remotes: await Promise.all(REMOTES.map((r) => read(root, r))) };
    const { problems, notes } = await compareCommits({
      before,
      now,
      previous: short,
      message: git(['log', '-1', '--format=%B', 'HEAD']).stdout,
    });
    for (const note of notes) log(note);
    return problems;
  } finally {
    if (git(['worktree', 'remove', '--force', dir]).status !== 0) {
      rmSync(dir, { recursive: true, force: true });
      git(['worktree', 'prune']);
    }
  }
}
