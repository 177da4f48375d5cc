// The end-to-end suites alone, against the current production build (run `npm run build` first).
import { ensureChromium } from '../lib/chromium.mjs';
import { run } from '../lib/proc.mjs';

const chromium = ensureChromium();
run('pnpm', ['--filter', '@portal/e2e', 'run', 'e2e', ...process.argv.slice(2)], {
  env: { ...process.env, CHROMIUM_PATH: chromium },
});
