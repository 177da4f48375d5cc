// The contract between the shell and its remotes (docs/decisions/0086), with real builds: a remote
// built against a shared export the running shell does not provide is refused before deploy by
// `npm run contract`, and, deployed onto the portal anyway, refused by the shell at run time as a
// failed load: the shell goes on, and the remote's code that needs the export never runs.
//
// The new release is a copy of mf-alarms whose alarms screens call react-router's `useMatches`, which
// the shell's facade does not list: what a remote built from a newer checkout that added it to the
// list (scripts/build/shared-deps.ts) would need. The copy sits beside the original, as in
// remote-redeploy.spec.ts, so its `../` paths hold and node_modules is the original's.
import { execFile } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { delimiter, join } from 'node:path';
import { promisify } from 'node:util';
import { expect, test, type Page } from '@playwright/test';
import { BASE_OFFSET, deploymentCopy, ROOT, startPortal, type Portal } from '../support/portal.ts';
import { EXTRA_PORTALS } from '../support/ports.ts';
import { serviceEnv } from '../support/services.ts';
import { DEMO, signIn, tenanciesOf } from '../support/session.ts';

// shared with remote-redeploy.spec.ts: each starts its portal within its test and stops it after it
const OFFSET = BASE_OFFSET + EXTRA_PORTALS[7]!;
const REMOTE = 'mf-alarms';

const run = promisify(execFile);

let portal: Portal | undefined;
const folders: string[] = [];
test.afterEach(async () => {
  await portal?.stop();
  portal = undefined;
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

/** mf-alarms copied to `<repo>/.e2e-redeploy-contract-*` (git-ignored), its screens' parent calling `useMatches`. */
function remoteCopyNeedingUseMatches(): string {
  const source = join(ROOT, REMOTE);
  const copy = mkdtempSync(join(ROOT, '.e2e-redeploy-contract-'));
  folders.push(copy);
  const skipped = new Set(['node_modules', 'dist'].map((name) => join(source, name)));
  cpSync(source, copy, { recursive: true, filter: (path) => !skipped.has(path) });
  symlinkSync(join(source, 'node_modules'), join(copy, 'node_modules'), 'dir');
  const routesFile = join(copy, 'src', 'routes.tsx');
  const routes = readFileSync(routesFile, 'utf8');
  const changed = routes
    .replace(
      "import { Outlet, type RouteObject } from 'react-router';",
      "import { Outlet, useMatches, type RouteObject } from 'react-router';",
    )
    .replace('  return <Outlet />;', '  useMatches();\n  return <Outlet />;');
  expect(changed.match(/useMatches/g)).toHaveLength(2);
  writeFileSync(routesFile, changed);
  return copy;
}

/** Builds the copy as its package.json's build script does (rspack on PATH), into `outDir`. */
async function build(copy: string, outDir: string) {
  const scripts = (JSON.parse(readFileSync(join(copy, 'package.json'), 'utf8')) as { scripts: Record<string, string> })
    .scripts;
  await run('sh', ['-c', scripts.build!], {
    cwd: copy,
    env: {
      ...process.env,
      PORTAL_OUT_DIR: outDir,
      PORTAL_RELEASE: `use-matches-${Date.now()}`,
      PATH: `${join(copy, 'node_modules', '.bin')}${delimiter}${process.env.PATH}`,
    },
  }).catch((error: { stdout?: string; stderr?: string }) => {
    throw new Error(`${REMOTE} build failed:\n${error.stdout ?? ''}${error.stderr ?? ''}`);
  });
}

/** `npm run contract -- <args>`: its exit code and what it printed. */
async function contract(args: string[]): Promise<{ code: number; output: string }> {
  try {
    const { stdout, stderr } = await run('npm', ['run', 'contract', '--', ...args], { cwd: ROOT });
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    return { code: failed.code ?? -1, output: (failed.stdout ?? '') + (failed.stderr ?? '') };
  }
}

/** The texts of the page's console errors. */
function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

test('a remote needing an export the shell lacks: npm run contract refuses it, and deployed anyway it is refused as a failed load, the shell going on', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const { work: workDir, deployed: deployDir } = deploymentCopy(REMOTE);
  folders.push(workDir);
  portal = await startPortal(OFFSET, { [REMOTE]: { distDir: deployDir } }, serviceEnv(BASE_OFFSET));
  const deployedShell = portal.url;
  const deployedRemote = portal.remoteUrl(REMOTE);

  // the released remote runs on the deployed shell
  const released = await contract(['--shell', deployedShell, '--remote', deployedRemote]);
  expect(released.output).toContain('✔ mf-alarms');
  expect(released.code).toBe(0);

  // the new build needs the export, in its contract and in its routes module
  const copy = remoteCopyNeedingUseMatches();
  const newBuild = join(workDir, 'new-build');
  await build(copy, newBuild);
  const needs = JSON.parse(readFileSync(join(newBuild, 'federation-contract.json'), 'utf8')) as {
    needs: Record<string, { exports: string[] }>;
  };
  expect(needs.needs['react-router']?.exports).toContain('useMatches');

  // before deploying: refused, naming the remote, the module and the export
  const refused = await contract(['--shell', deployedShell, '--remote', newBuild]);
  expect(refused.code).toBe(1);
  expect(refused.output).toContain(
    `mf-alarms needs react-router's useMatches, which the shell at ${deployedShell} does not provide`,
  );

  // deployed anyway, where the running portal loads mf-alarms from
  rmSync(deployDir, { recursive: true, force: true });
  cpSync(newBuild, deployDir, { recursive: true });
  const afterDeploy = await contract(['--shell', deployedShell, '--remote', deployedRemote]);
  expect(afterDeploy.code).toBe(1);

  const tokens = await signIn(page, DEMO.demo, { language: 'en' });
  const tenancy = (await tenanciesOf(page.request, tokens))[0]!;
  const errors = consoleErrors(page);
  await page.goto(`${portal.url}/t/${tenancy.id}/alarms`);

  // the shell refused the remote before mounting its routes, as a failed load, and logged why
  await expect
    .poll(() => errors.find((text) => text.includes('[federation] the routes of mf_alarms could not be loaded')))
    .toContain("RemoteIncompatibleError: mf_alarms needs react-router's useMatches, which this shell does not provide");
  // the shell goes on: its layout and menu, with the section shown as unavailable (decision 0088), not
  // the router's crash screen
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'could not be loaded right now' })).toContainText(
    'Alarms and notifications could not be loaded right now',
  );
  await expect(page.getByText('Unexpected Application Error')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: 'Alarms' })).toHaveCount(0);
  // the remote's code that needs the export never ran
  expect(errors.filter((text) => /useMatches\) is not a function|useMatches is not a function/.test(text))).toEqual([]);
});
