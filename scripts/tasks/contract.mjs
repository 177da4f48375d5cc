// npm run contract -- --shell <URL or build folder> [--remote <URL or build folder> ...]
// Before a remote is deployed: does the shell (the deployed one, by its URL) provide every shared
// module, version and export the remote's build needs (docs/decisions/0086)? Without --remote, every
// remote of this checkout's build (`<remote>/dist`). Exits 1 when one is refused, or a contract cannot
// be read.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { compareContracts, ContractUnavailable, readContract } from '../lib/contract.mjs';
import { installDependencies, ROOT } from '../lib/proc.mjs';
import { REMOTES } from '../lib/runtime-config.mjs';

const USAGE = 'npm run contract -- --shell <URL or build folder> [--remote <URL or build folder> ...]';

let options;
try {
  options = parseArgs({
    options: { shell: { type: 'string' }, remote: { type: 'string', multiple: true }, help: { type: 'boolean' } },
  }).values;
} catch (error) {
  console.error(`${error.message}\nUsage: ${USAGE}`);
  process.exit(2);
}
if (options.help || !options.shell) {
  console.log(`Usage: ${USAGE}`);
  process.exit(options.help ? 0 : 2);
}
if (!existsSync(join(ROOT, 'shell', 'node_modules'))) installDependencies();

// npm runs the task in the project's folder; folders on the command line are the caller's
const cwd = process.env.INIT_CWD ?? process.cwd();
const remoteArgs = options.remote ?? REMOTES.map((remote) => join(ROOT, remote.dir, 'dist'));

try {
  const shell = await readContract(options.shell, { cwd });
  const shellLabel = `the shell at ${options.shell}`;
  const remotes = await Promise.all(remoteArgs.map((where) => readContract(where, { cwd })));
  const results = await compareContracts(
    shell.contract,
    remotes.map((remote) => remote.contract),
    shellLabel,
  );
  console.log(`Shell: ${shell.location} (release ${shell.contract.release})`);
  for (const [index, result] of results.entries()) {
    if (result.problems.length) for (const problem of result.problems) console.error(`✖ ${problem}`);
    else console.log(`✔ ${result.remote} (release ${result.release}, ${remotes[index].location}) runs on it`);
  }
  const refused = results.filter((result) => result.problems.length);
  if (refused.length) {
    console.error(
      `\n${refused.map((r) => r.remote).join(', ')} must not be deployed onto ${shellLabel}: deploy a shell that provides what it needs first.`,
    );
    process.exit(1);
  }
} catch (error) {
  if (!(error instanceof ContractUnavailable)) throw error;
  console.error(`✖ ${error.message}`);
  process.exit(1);
}
