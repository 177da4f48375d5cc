// @vitest-environment node
// `npm run contract` and the check of `npm test` against the previous commit (scripts/lib/contract.mjs).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  compareCommits,
  compareContracts,
  contractLocation,
  ContractUnavailable,
  readContract,
  unversionedSharedChanges,
} from '../../../scripts/lib/contract.mjs';
import type { FederationContract } from './compatibility';

const shell = (sharedVersion: string, sharedExports: string[], routerExports = ['Link', 'Outlet']) =>
  ({
    schema: 1,
    name: 'shell',
    release: 'r1',
    provides: {
      react: { version: '19.3.1', exports: '*' },
      'react-router': { version: '8.5.1', exports: routerExports },
      '@portal/shared': { version: sharedVersion, exports: sharedExports },
    },
  }) satisfies FederationContract;

const remote = (name: string, routerExports: string[], sharedRange = '^1.0.0') =>
  ({
    schema: 1,
    name,
    release: 'r2',
    needs: {
      react: { requiredVersion: '^19.3.1', exports: ['useState'] },
      'react-router': { requiredVersion: '^8.5.1', exports: routerExports },
      '@portal/shared': { requiredVersion: sharedRange, exports: ['Page'] },
    },
  }) satisfies FederationContract;

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

describe('where a contract is read', () => {
  it("is the app's URL or folder, its manifest's, or the file itself", () => {
    expect(contractLocation('https://cdn.example/alarms')).toBe('https://cdn.example/alarms/federation-contract.json');
    expect(contractLocation('https://cdn.example/alarms/mf-manifest.json')).toBe(
      'https://cdn.example/alarms/federation-contract.json',
    );
    expect(contractLocation('https://portal.example/')).toBe('https://portal.example/federation-contract.json');
    expect(contractLocation('dist', '/srv/alarms')).toBe('/srv/alarms/dist/federation-contract.json');
    expect(contractLocation('/srv/alarms/dist/federation-contract.json')).toBe(
      '/srv/alarms/dist/federation-contract.json',
    );
  });

  it('reads a build folder, and tells a folder without one or with something else in its place', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'portal-contract-test-'));
    folders.push(dir);
    mkdirSync(join(dir, 'shell'));
    writeFileSync(join(dir, 'shell', 'federation-contract.json'), JSON.stringify(shell('1.0.0', ['Page'])));
    await expect(readContract(join(dir, 'shell'))).resolves.toMatchObject({ contract: { name: 'shell' } });

    await expect(readContract(join(dir, 'nowhere'))).rejects.toBeInstanceOf(ContractUnavailable);
    mkdirSync(join(dir, 'html'));
    writeFileSync(join(dir, 'html', 'federation-contract.json'), '<!doctype html>');
    await expect(readContract(join(dir, 'html'))).rejects.toThrow(/is not a federation contract/);
  });
});

describe('a shell against remotes', () => {
  it('names the remote, the module and the export the shell lacks', async () => {
    const results = await compareContracts(
      shell('1.0.0', ['Page']),
      [remote('mf_alarms', ['Link', 'useMatches']), remote('mf_report', ['Outlet'])],
      'the shell at https://portal.example/',
    );
    expect(results).toEqual([
      {
        remote: 'mf-alarms',
        release: 'r2',
        problems: [
          "mf-alarms needs react-router's useMatches, which the shell at https://portal.example/ does not provide",
        ],
      },
      { remote: 'mf-report', release: 'r2', problems: [] },
    ]);
  });

  it('refuses a build that is not a shell, or not a remote', async () => {
    await expect(compareContracts(remote('mf_alarms', []), [], 'the shell at x')).rejects.toThrow(/provides nothing/);
    const [result] = await compareContracts(shell('1.0.0', ['Page']), [shell('1.0.0', [])], 'the shell at x');
    expect(result?.problems).toEqual(["shell is not a remote's build"]);
  });
});

describe('this commit against the previous one', () => {
  const previous = { shell: shell('1.0.0', ['Page']), remotes: [remote('mf_alarms', ['Link'])] };

  it('passes when each side runs on the other', async () => {
    const now = { shell: shell('1.1.0', ['Card', 'Page']), remotes: [remote('mf_alarms', ['Link', 'Outlet'])] };
    await expect(compareCommits({ before: previous, now, previous: 'abc', message: 'x' })).resolves.toEqual({
      problems: [],
      notes: [],
    });
  });

  it("refuses this commit's remote needing what the previous shell lacks, unless deployed shell first", async () => {
    const now = {
      shell: shell('1.0.0', ['Page'], ['Link', 'Outlet', 'useMatches']),
      remotes: [remote('mf_alarms', ['useMatches'])],
    };
    const refused = await compareCommits({ before: previous, now, previous: 'abc', message: 'Use useMatches' });
    expect(refused.problems).toEqual([
      "mf-alarms needs react-router's useMatches, which the shell of the previous commit (abc) does not provide",
    ]);
    const shellFirst = await compareCommits({
      before: previous,
      now,
      previous: 'abc',
      message: 'Use useMatches\n\nDeploy-Order: shell first\n',
    });
    expect(shellFirst.problems).toEqual([]);
    expect(shellFirst.notes.join('\n')).toContain("mf-alarms needs react-router's useMatches");
  });

  it("refuses this commit's shell that lacks what the previous remotes need", async () => {
    const now = { shell: shell('2.0.0', ['Page'], ['Outlet']), remotes: [remote('mf_alarms', ['Outlet'], '^2.0.0')] };
    const [result] = await compareContracts(now.shell, previous.remotes, "this commit's shell");
    expect(result?.problems).toContain(
      "mf-alarms needs react-router's Link, which this commit's shell does not provide",
    );
    const refused = await compareCommits({
      before: previous,
      now,
      previous: 'abc',
      message: 'Deploy-Order: shell first',
    });
    expect(refused.problems).toEqual([
      "mf-alarms needs react-router's Link, which this commit's shell does not provide (the previous commit's mf-alarms)",
      "mf-alarms needs @portal/shared ^1.0.0, which this commit's shell does not provide (it has 2.0.0) (the previous commit's mf-alarms)",
    ]);
  });

  it("refuses @portal/shared's exports changed without a new version", async () => {
    expect(unversionedSharedChanges(shell('1.0.0', ['Page']), shell('1.0.0', ['Card', 'Page']))).toEqual([
      "@portal/shared's exports changed (+Card) but its version stayed 1.0.0: run `pnpm --filter @portal/shared run api-report --write`",
    ]);
    expect(unversionedSharedChanges(shell('1.0.0', ['Page']), shell('1.1.0', ['Card', 'Page']))).toEqual([]);
  });
});
