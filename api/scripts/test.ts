// The api suites run on the embedded PGlite, and again on the PostgreSQL server that DATABASE_URL
// names when it is set (each test file then creates and drops a database of its own there).
import { spawnSync } from 'node:child_process';

const args = process.argv.slice(2);
const { DATABASE_URL: serverUrl, ...withoutServer } = process.env;

function vitest(label: string, env: NodeJS.ProcessEnv): void {
  console.info(`\napi suites on ${label}`);
  const result = spawnSync('vitest', ['run', ...args], { stdio: 'inherit', env, shell: process.platform === 'win32' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

vitest('PGlite', withoutServer);
if (serverUrl) vitest(`PostgreSQL (${new URL(serverUrl).host})`, process.env);
