// @vitest-environment node
// What the builds write into their federation-contract.json (scripts/build/federation-contract.ts).
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  exposesWithNeeds,
  hostProvides,
  remoteNeeds,
  sharedExportRecord,
  valueImports,
} from '../../../scripts/build/federation-contract.ts';
import { TREE_SHAKEN_EXPORTS } from '../../../scripts/build/shared-deps.ts';

const ROOT = resolve(import.meta.dirname, '../../..');

describe('valueImports', () => {
  it('reads named, aliased and default imports as values, types not', () => {
    const code = [
      `import React, { useState, type ReactNode } from 'react';`,
      `import { Link as RouterLink, useParams } from 'react-router';`,
      `import type { RouteObject } from 'react-router';`,
      `import { type QueryClient } from '@tanstack/react-query';`,
      `import './styles.css';`,
    ].join('\n');
    expect(valueImports(code, 'screen.tsx')).toEqual([
      { module: 'react', names: ['default', 'useState'], whole: false },
      { module: 'react-router', names: ['Link', 'useParams'], whole: false },
      { module: '@tanstack/react-query', names: [], whole: false },
      { module: './styles.css', names: [], whole: false },
    ]);
  });

  it('counts re-exports, namespace imports and dynamic imports, the last two as every export', () => {
    const code = [
      `export { useTranslation, type TFunction } from 'react-i18next';`,
      `export type { Atom } from 'jotai';`,
      `export * from 'i18next';`,
      `export * as router from 'react-router';`,
      `import * as shared from '@portal/shared';`,
      `const page = () => import('./page');`,
    ].join('\n');
    expect(valueImports(code, 'index.ts')).toEqual([
      { module: 'react-i18next', names: ['useTranslation'], whole: false },
      { module: 'i18next', names: [], whole: true },
      { module: 'react-router', names: [], whole: true },
      { module: '@portal/shared', names: [], whole: true },
      { module: './page', names: [], whole: true },
    ]);
  });

  it('parses JSX in .tsx files', () => {
    const code = `import { Outlet } from 'react-router';\nexport const Root = () => <main><Outlet /></main>;\n`;
    expect(valueImports(code, 'root.tsx')).toEqual([{ module: 'react-router', names: ['Outlet'], whole: false }]);
  });
});

describe("a remote's needs", () => {
  const needs = remoteNeeds(join(ROOT, 'mf-alarms'));

  it('lists the shared modules its sources import, with the exports it uses and the JSX runtime', () => {
    expect(needs['react-router']?.requiredVersion).toMatch(/^\^\d+\.\d+\.\d+$/);
    expect(needs['react-router']?.exports).toContain('Outlet');
    expect(TREE_SHAKEN_EXPORTS['react-router']).toEqual(
      expect.arrayContaining(needs['react-router']!.exports as string[]),
    );
    expect(needs['react/jsx-runtime']?.exports).toEqual(['Fragment', 'jsx', 'jsxs']);
    expect(needs['@portal/shared']?.exports).toContain('useNamespaceTranslation');
  });

  it('needs of @portal/shared the version that added the newest export it uses, not the one it was built with', () => {
    const { record } = sharedExportRecord(join(ROOT, 'mf-alarms'));
    const used = needs['@portal/shared']!.exports as string[];
    const newest = used.map((name) => record[name]!).sort((a, b) => a.localeCompare(b, 'en', { numeric: true }));
    expect(needs['@portal/shared']?.requiredVersion).toBe(`^${newest.at(-1)}`);
  });

  it('are compiled into the exposed routes module, which re-exports the routes', () => {
    const dir = join(ROOT, 'mf-alarms');
    const { exposes, modules } = exposesWithNeeds(dir, { './routes': './src/routes.tsx' }, needs);
    const wrapper = exposes['./routes']!;
    expect(wrapper).toMatch(/node_modules[\\/]\.portal-federation[\\/]/);
    expect(modules[wrapper]).toContain(`export * from ${JSON.stringify(join(dir, 'src/routes.tsx'))};`);
    expect(modules[wrapper]).toContain('export default routes.default;');
    expect(modules[wrapper]).toContain(`export const federationNeeds = ${JSON.stringify(needs)};`);
  });
});

describe("a host's provisions", () => {
  it('are every shared module at its version: the facades with their lists, the rest whole', () => {
    const provides = hostProvides(join(ROOT, 'shell'), ['Page']);
    expect(provides['react-router']?.exports).toEqual(TREE_SHAKEN_EXPORTS['react-router']);
    expect(provides.react?.exports).toBe('*');
    expect(provides['@portal/shared']).toEqual({
      version: sharedExportRecord(join(ROOT, 'shell')).version,
      exports: ['Page'],
    });
  });
});
