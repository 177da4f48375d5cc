// npm test: lint, typecheck, unit tests of every package, the build, the federation contract of this
// commit against the previous commit's (both directions, docs/decisions/0086), then the end-to-end
// suites against the production build in Chromium.
import { availableParallelism } from 'node:os';
import { buildApps } from '../lib/apps.mjs';
import { ensureChromium } from '../lib/chromium.mjs';
import { checkAgainstPreviousCommit } from '../lib/contract.mjs';
import { installDependencies, ROOT, run } from '../lib/proc.mjs';

const started = Date.now();
installDependencies();
run(process.execPath, ['scripts/tasks/lint.mjs']);
run(process.execPath, ['scripts/tasks/typecheck.mjs']);
// Vitest runs one worker fewer than the cores: a single one on a 2-core machine, the files one by one
// while each mostly waits (for its database, for a child process). Two at the least.
const workers = String(Math.max(2, availableParallelism() - 1));
run('pnpm', ['-r', '--workspace-concurrency=1', '--filter=!@portal/e2e', 'run', 'test'], {
  env: { VITEST_MAX_WORKERS: workers, ...process.env },
});
buildApps();
const contractStarted = Date.now();
const refused = await checkAgainstPreviousCommit({ root: ROOT });
if (refused.length) {
  console.error(
    `\n✖ the federation contract against the previous commit:\n${refused.map((p) => `  ${p}`).join('\n')}\n` +
      'A change whose remotes need what only its own shell provides is deployed shell first: say so in the ' +
      'commit message with the trailer "Deploy-Order: shell first" (docs/decisions/0086).',
  );
  process.exit(1);
}
console.log(
  `✔ federation contract against the previous commit (${((Date.now() - contractStarted) / 1000).toFixed(1)} s)`,
);
const chromium = ensureChromium();
run('pnpm', ['--filter', '@portal/e2e', 'run', 'e2e'], { env: { ...process.env, CHROMIUM_PATH: chromium } });
console.log(`\nAll tests passed in ${Math.round((Date.now() - started) / 1000)} s.`);
