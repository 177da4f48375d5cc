// npm test: lint, typecheck, unit tests of every package, then the end-to-end suites against the
// production build in Chromium.
import { buildApps } from '../lib/apps.mjs';
import { ensureChromium } from '../lib/chromium.mjs';
import { installDependencies, run } from '../lib/proc.mjs';

const started = Date.now();
installDependencies();
run(process.execPath, ['scripts/tasks/lint.mjs']);
run(process.execPath, ['scripts/tasks/typecheck.mjs']);
run('pnpm', ['-r', '--workspace-concurrency=1', '--filter=!@portal/e2e', 'run', 'test']);
buildApps();
const chromium = ensureChromium();
run('pnpm', ['--filter', '@portal/e2e', 'run', 'e2e'], { env: { ...process.env, CHROMIUM_PATH: chromium } });
console.log(`\nAll tests passed in ${Math.round((Date.now() - started) / 1000)} s.`);
