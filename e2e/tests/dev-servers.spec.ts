import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { expect, test, type Page } from '@playwright/test';
import { BASE_OFFSET, ROOT, remoteByDir, shellUrl } from '../support/portal.ts';
import { EXTRA_PORTALS } from '../support/ports.ts';

// `npm run dev`: the development servers (rspack serve, development build, hot reload) of the shell and
// one remote, composed exactly as the production build is. Development builds differ from production
// ones in ways that have broken the composition before (tree shaking of the federation runtime), so the
// development build is exercised here too.
const OFFSET = BASE_OFFSET + EXTRA_PORTALS[4]!;
const AUTH = remoteByDir('mf-auth');
const LOGIN_PAGE = join(ROOT, 'mf-auth', 'src', 'features', 'login', 'components', 'login-page.tsx');

const heading = (page: Page) => page.getByRole('heading', { level: 1 });

const servers: ChildProcess[] = [];

function startDevServer(dir: string) {
  const child = spawn('pnpm', ['exec', 'rspack', 'serve', '--mode', 'development'], {
    cwd: join(ROOT, dir),
    env: {
      ...process.env,
      NODE_ENV: 'development',
      PORTAL_PORT_OFFSET: String(OFFSET),
      PORTAL_DIAGNOSTICS: 'on',
      MF_AUTH_URL: `http://localhost:${AUTH.port + OFFSET}/`,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  servers.push(child);
  return () => output;
}

async function waitForCompiled(output: () => string, count: number) {
  const compiled = () => stripVTControlCharacters(output()).split('compiled successfully').length - 1;
  await expect.poll(compiled, { timeout: 120_000, intervals: [500] }).toBeGreaterThanOrEqual(count);
}

test.describe.configure({ timeout: 360_000 });

function stopDevServers() {
  for (const child of servers.splice(0)) {
    try {
      process.kill(-child.pid!, 'SIGTERM');
    } catch {
      // already gone
    }
  }
}

test.afterAll(stopDevServers);

test('the development servers compose the shell and a remote, and a change to the remote reaches the page', async ({
  page,
}, testInfo) => {
  const shellOutput = startDevServer('shell');
  const authOutput = startDevServer('mf-auth');
  try {
    await test.step('both servers compile', async () => {
      await waitForCompiled(shellOutput, 1);
      // the remote compiles twice: its container and its standalone page
      await waitForCompiled(authOutput, 2);
    });

    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const url = shellUrl(OFFSET);
    await test.step('the remote renders in the shell, on the shell’s libraries', async () => {
      await page.goto(`${url}/_federation/mf-auth`);
      await expect(heading(page)).toHaveText('mf-auth: probe');
      await expect(page.getByTestId('probe-modules')).toHaveText(
        JSON.stringify({ react: true, reactRouter: true, jotai: true, reactQuery: true, reactI18next: true }),
      );
      await page.goto(`${url}/login`);
      await expect(heading(page)).toHaveText('Logg inn');
    });

    await test.step('an edit of the remote reaches the open page', async () => {
      const original = readFileSync(LOGIN_PAGE, 'utf8');
      const marker = "title={t('login.title')}";
      expect(original).toContain(marker);
      try {
        writeFileSync(LOGIN_PAGE, original.replace(marker, "title={`${t('login.title')} (edited)`}"));
        await expect(heading(page)).toHaveText('Logg inn (edited)', { timeout: 60_000 });
      } finally {
        writeFileSync(LOGIN_PAGE, original);
      }
    });
    expect(errors).toEqual([]);
  } finally {
    // leave no page talking to the servers (hot reload) while they stop
    await page.goto('about:blank').catch(() => undefined);
    stopDevServers();
    // what the servers said, for a failure's report
    await testInfo.attach('shell dev server', { body: stripVTControlCharacters(shellOutput()) });
    await testInfo.attach('mf-auth dev server', { body: stripVTControlCharacters(authOutput()) });
  }
});
