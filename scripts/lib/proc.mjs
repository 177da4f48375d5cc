// Small helpers for the task scripts: run a command, and the paths of the project.
import { spawn, spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { dirname, resolve } from 'node:path';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** Runs a command in the foreground; exits the task with its code when it fails. */
export function run(command, args, options = {}) {
  const label = [command, ...args].join(' ');
  console.log(`\n▶ ${label}`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit', cwd: ROOT, ...options });
  if (result.status !== 0) {
    console.error(`✖ ${label} failed (exit ${result.status ?? result.signal})`);
    process.exit(result.status || 1);
  }
  console.log(`✔ ${label} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
}

/** Starts a long-running child; it is stopped with the parent. */
export function start(command, args, options = {}) {
  return spawn(command, args, { stdio: 'inherit', cwd: ROOT, ...options });
}

export function installDependencies() {
  run('pnpm', ['install', '--frozen-lockfile', '--prefer-offline']);
}
