// A remote is registered in a handful of places (README, "Adding a remote"). The scripts' list of
// remotes (scripts/lib/runtime-config.mjs: folder, federation name, port) is the reference; this test
// names the place a new remote was forgotten in.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PROBE_APPS } from '@portal/shared';
import { REMOTES } from '../../../scripts/lib/runtime-config.mjs';
import { REMOTE_PATHS } from './remote-paths';
import { REMOTE_NAMES } from './runtime-config';
import da from '../i18n/da';
import en from '../i18n/en';
import nb from '../i18n/nb';

const ROOT = join(import.meta.dirname, '..', '..', '..');
const read = (path: string) => readFileSync(join(ROOT, path), 'utf8');

describe.each(REMOTES)('remote $dir', ({ dir, name }) => {
  it('is a workspace package with its own build, codegen, tests and typecheck', () => {
    expect(read('pnpm-workspace.yaml')).toContain(`  - ${dir}\n`);
    const { name: packageName, scripts } = JSON.parse(read(`${dir}/package.json`)) as {
      name: string;
      scripts: Record<string, string>;
    };
    expect(packageName).toBe(`@portal/${dir}`);
    expect(Object.keys(scripts)).toEqual(expect.arrayContaining(['build', 'codegen', 'dev', 'test', 'typecheck']));
    expect(read(`${dir}/rspack.config.ts`)).toContain(`name: '${name}'`);
  });

  it('is known to the shell: its configuration, its paths, its probe and its name in every language', () => {
    expect(REMOTE_NAMES).toContain(name);
    expect(REMOTE_PATHS.map(([remote]) => remote)).toContain(name);
    expect(PROBE_APPS).toContain(dir);
    for (const texts of [en, da, nb]) expect(texts.remote_error.feature).toHaveProperty(name);
  });

  it('has the one remote layout (docs/remotes.md)', () => {
    for (const file of ['index.ts', 'bootstrap.ts', 'routes.tsx', 'paths.ts', 'features', 'i18n/texts.ts'])
      expect(existsSync(join(ROOT, dir, 'src', file)), `${dir}/src/${file}`).toBe(true);
    for (const language of ['en', 'da', 'nb'])
      expect(existsSync(join(ROOT, dir, 'src', 'i18n', `${language}.ts`)), `${dir}/src/i18n/${language}.ts`).toBe(true);
    // the places of the layouts before this one
    for (const old of ['api', 'pages', 'locales', 'platform', 'ui', 'domain'])
      expect(existsSync(join(ROOT, dir, 'src', old)), `${dir}/src/${old} (see docs/remotes.md)`).toBe(false);
    expect(read(`${dir}/src/routes.tsx`)).toMatch(/from '\.\/paths'/);
  });

  it('is in the monolithic comparison build and under the lint rules between apps', () => {
    expect(read('scripts/build/monolith-remote-routes.ts')).toContain(
      `${name}: () => import('../../${dir}/src/routes.tsx')`,
    );
    expect(read('eslint.config.mjs')).toMatch(new RegExp(`APPS = \\[[^\\]]*'${dir}'`));
  });
});

it('lists the same remotes in the scripts and in the shell', () => {
  expect([...REMOTE_NAMES].sort()).toEqual(REMOTES.map((r) => r.name).sort());
});
