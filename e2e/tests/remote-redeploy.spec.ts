// A remote's team adds a GraphQL operation by deploying its remote alone (docs/decisions/0021): the
// document is typed by shared's code generator into the remote's own `generated/` and compiled into the
// remote's chunks, so the shell that is already running (not rebuilt, not restarted) serves it.
//
// The new release is built from a copy of mf-statements beside the original (its `../` paths to
// scripts/, shared/ and the base tsconfig hold; node_modules is the original's), overlaid with
// e2e/fixtures/remote-redeploy: a `.graphql` document, the screen that sends it, and a routes module that
// takes the place of the exposed `src/routes.tsx` and adds that screen to the remote's own routes.
import { execFile } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, symlinkSync } from 'node:fs';
import { delimiter, join } from 'node:path';
import { promisify } from 'node:util';
import { expect, test, type Page } from '@playwright/test';
import { nameOf, operationsOf } from '../support/graphql.ts';
import { BASE_OFFSET, countLoads, deploymentCopy, ROOT, startPortal, type Portal } from '../support/portal.ts';
import { EXTRA_PORTALS } from '../support/ports.ts';
import { serviceEnv } from '../support/services.ts';
import { DEMO, gql, serviceUrls, signIn, tenanciesOf } from '../support/session.ts';

const OFFSET = BASE_OFFSET + EXTRA_PORTALS[7]!;
const REMOTE = 'mf-statements';
const FIXTURE = join(ROOT, 'e2e', 'fixtures', 'remote-redeploy');
/** The fixture's operation, which neither the shell nor the released remote has. */
const OPERATION = 'MeterNumbers';

const run = promisify(execFile);

let portal: Portal | undefined;
const folders: string[] = [];
test.afterEach(async () => {
  await portal?.stop();
  portal = undefined;
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

/** Whether a built app's scripts (source maps aside) contain `text`. */
function bundled(distDir: string, text: string): boolean {
  return readdirSync(distDir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.js'))
    .some((file) => readFileSync(join(distDir, file), 'utf8').includes(text));
}

/** The operation names of the GraphQL requests the page sends to `url`. */
function sentOperations(page: Page, url: string): string[] {
  const names: string[] = [];
  page.on('request', (request) => {
    if (request.url() !== url) return;
    names.push(...operationsOf(request).map(nameOf));
  });
  return names;
}

/** The remote's package copied to `<repo>/.e2e-redeploy-*` (git-ignored) with the fixture laid over it. */
function remoteCopyWithFixture(): string {
  const source = join(ROOT, REMOTE);
  const copy = mkdtempSync(join(ROOT, '.e2e-redeploy-'));
  folders.push(copy);
  const skipped = new Set(['node_modules', 'dist'].map((name) => join(source, name)));
  cpSync(source, copy, { recursive: true, filter: (path) => !skipped.has(path) });
  symlinkSync(join(source, 'node_modules'), join(copy, 'node_modules'), 'dir');
  renameSync(join(copy, 'src', 'routes.tsx'), join(copy, 'src', 'released-routes.tsx'));
  cpSync(join(FIXTURE, 'src'), join(copy, 'src'), { recursive: true });
  return copy;
}

/** Runs a script of the copy's package.json as pnpm runs it (its binaries on PATH), in the copy. */
async function runScript(copy: string, script: 'codegen' | 'build', env: Record<string, string> = {}) {
  const scripts = (JSON.parse(readFileSync(join(copy, 'package.json'), 'utf8')) as { scripts: Record<string, string> })
    .scripts;
  await run('sh', ['-c', scripts[script]!], {
    cwd: copy,
    env: { ...process.env, ...env, PATH: `${join(copy, 'node_modules', '.bin')}${delimiter}${process.env.PATH}` },
  }).catch((error: { stdout?: string; stderr?: string }) => {
    throw new Error(`${REMOTE} ${script} failed:\n${error.stdout ?? ''}${error.stderr ?? ''}`);
  });
}

test('a remote redeployed alone with a new GraphQL operation: the running shell shows its result on the next navigation', async ({
  page,
}) => {
  const { work, deployed: deployDir } = deploymentCopy(REMOTE);
  folders.push(work);
  // the operation can only come from the new release: neither the shell nor the released remote has it
  expect(bundled(join(ROOT, 'shell', 'dist'), `query ${OPERATION}(`)).toBe(false);
  expect(bundled(deployDir, `query ${OPERATION}(`)).toBe(false);
  portal = await startPortal(OFFSET, { [REMOTE]: { distDir: deployDir } }, serviceEnv(BASE_OFFSET));

  const tokens = await signIn(page, DEMO.demo, { language: 'en' });
  const tenancy = (await tenanciesOf(page.request, tokens))[0]!;
  const { meters } = await gql<{ meters: Array<{ number: string }> }>(
    page.request,
    serviceUrls().data,
    'query ($id: ID!) { meters(tenancyId: $id) { number } }',
    { id: tenancy.id },
    tokens.data.token,
  );
  expect(meters.length).toBeGreaterThan(0);
  const operations = sentOperations(page, serviceUrls().data);
  const counter = countLoads(page);

  // the released remote's statements screen
  await page.goto(`${portal.url}/t/${tenancy.id}/statements`);
  await expect(page.getByRole('heading', { level: 1, name: 'Allocation statements' })).toBeVisible();
  // the heading comes before the statements' query is sent (it shows while they load)
  await expect.poll(() => operations).toContain('AllocationStatements');
  expect(operations).not.toContain(OPERATION);

  // the team's new release: its document typed by the code generator, built with rspack into the folder
  // the remote is served from; the shell is left as it is
  const copy = remoteCopyWithFixture();
  await runScript(copy, 'codegen');
  await runScript(copy, 'build', { PORTAL_OUT_DIR: deployDir, PORTAL_RELEASE: `meter-numbers-${Date.now()}` });
  expect(bundled(deployDir, `query ${OPERATION}(`)).toBe(true);

  await page.goto(`${portal.url}/t/${tenancy.id}/statements/meter-numbers`);
  await expect(page.getByTestId('meter-numbers').getByRole('listitem')).toHaveText(meters.map((m) => m.number));
  expect(operations).toContain(OPERATION);
  // the navigation itself, and no reload for a stale deployment on top of it
  expect(counter.loads).toBe(2);
});
