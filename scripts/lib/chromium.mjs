// The browser of the end-to-end suites: Debian's Chromium (Playwright's own download does not work
// on these machines). Installed only when missing and only where apt-get can do it.
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

export function ensureChromium() {
  if (existsSync(CHROMIUM_PATH)) return CHROMIUM_PATH;
  const hasApt = spawnSync('sh', ['-c', 'command -v apt-get'], { encoding: 'utf8' }).status === 0;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (hasApt && isRoot && CHROMIUM_PATH === '/usr/bin/chromium') {
    console.log('\n▶ Chromium is missing: installing Debian\'s "chromium" package');
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    for (const args of [
      ['update', '-qq'],
      ['install', '-y', '-qq', 'chromium'],
    ]) {
      const r = spawnSync('apt-get', args, { stdio: 'inherit', env });
      if (r.status !== 0) break;
    }
    if (existsSync(CHROMIUM_PATH)) return CHROMIUM_PATH;
  }
  console.error(
    `✖ No Chromium at ${CHROMIUM_PATH}. Install it (Debian/Ubuntu: "apt-get install chromium", as root) ` +
      'or point CHROMIUM_PATH at a Chromium or Chrome binary.',
  );
  process.exit(1);
}
