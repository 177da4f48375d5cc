#!/usr/bin/env node
// Runs a project task with the project's toolchain. Plain CommonJS so it runs on any Node >= 18.
// When the running Node is older than `.node-version` or the pinned pnpm is not on PATH, it installs
// both from the npm registry into `.toolchain/` (git-ignored) and re-runs the task with them.
'use strict';
const { spawnSync, spawn } = require('node:child_process');
const fs = require('node:fs');
const path = require('node:path');

const root = path.resolve(__dirname, '..');
const pkg = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));
const wantedNodeMajor = Number(fs.readFileSync(path.join(root, '.node-version'), 'utf8').trim());
const pnpmVersion = pkg.toolchain.pnpm;
const nodePackageVersion = pkg.toolchain && pkg.toolchain.nodePackage;
const toolchainDir = path.join(root, '.toolchain');
const toolchainBin = path.join(toolchainDir, 'bin');

const [task, ...args] = process.argv.slice(2);
const taskFile = task && path.join(root, 'scripts', 'tasks', `${task}.mjs`);
if (!taskFile || !fs.existsSync(taskFile)) {
  const known = fs.readdirSync(path.join(root, 'scripts', 'tasks')).map((f) => f.replace(/\.mjs$/, ''));
  console.error(`Unknown task "${task ?? ''}". Known tasks: ${known.join(', ')}`);
  process.exit(2);
}

function nodeMajor(nodeBin) {
  const r = spawnSync(nodeBin, ['-p', 'process.versions.node'], { encoding: 'utf8' });
  return r.status === 0 ? Number(r.stdout.trim().split('.')[0]) : 0;
}
function pnpmOnPath(envPath) {
  const r = spawnSync('pnpm', ['--version'], {
    encoding: 'utf8',
    env: { ...process.env, PATH: envPath },
    shell: false,
  });
  return r.status === 0 ? r.stdout.trim() : null;
}
function withToolchainPath() {
  return `${toolchainBin}${path.delimiter}${process.env.PATH || ''}`;
}

let envPath = process.env.PATH || '';
let nodeBin = process.execPath;
const nodeOk = Number(process.versions.node.split('.')[0]) >= wantedNodeMajor;
const pnpmOk = pnpmOnPath(envPath) === pnpmVersion;

if (!nodeOk || !pnpmOk) {
  const localNode = path.join(toolchainBin, process.platform === 'win32' ? 'node.exe' : 'node');
  const localReady =
    fs.existsSync(localNode) &&
    nodeMajor(localNode) >= wantedNodeMajor &&
    pnpmOnPath(withToolchainPath()) === pnpmVersion;
  if (!localReady) {
    const wanted = [];
    if (!nodeOk) wanted.push(`node@${nodePackageVersion || wantedNodeMajor}`);
    wanted.push(`pnpm@${pnpmVersion}`);
    console.log(
      `[toolchain] installing ${wanted.join(' and ')} into .toolchain/ (running Node ${process.versions.node})`,
    );
    const npmCli =
      process.env.npm_execpath && process.env.npm_execpath.endsWith('.js')
        ? [process.execPath, process.env.npm_execpath]
        : ['npm'];
    const r = spawnSync(
      npmCli[0],
      [...npmCli.slice(1), 'install', '--global', '--prefix', toolchainDir, '--no-audit', '--no-fund', ...wanted],
      {
        stdio: 'inherit',
        shell: process.platform === 'win32',
      },
    );
    if (r.status !== 0) {
      console.error(
        '[toolchain] installation failed; install Node >= ' +
          wantedNodeMajor +
          ' and pnpm ' +
          pnpmVersion +
          ' yourself and retry.',
      );
      process.exit(r.status || 1);
    }
  }
  envPath = withToolchainPath();
  if (!nodeOk) nodeBin = localNode;
}

const child = spawn(nodeBin, [taskFile, ...args], {
  stdio: 'inherit',
  cwd: root,
  env: { ...process.env, PATH: envPath, PORTAL_ROOT: root, npm_config_yes: 'true' },
});
for (const sig of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(sig, () => {
    if (!child.killed) child.kill(sig);
  });
}
child.on('exit', (code, signal) => {
  process.exit(signal ? 128 + (require('node:os').constants.signals[signal] || 0) : (code ?? 1));
});
