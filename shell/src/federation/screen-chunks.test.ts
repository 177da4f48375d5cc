// @vitest-environment node
// What a remote's build adds to its manifest about its screens (scripts/build/screen-chunks.ts), and the
// chunk names its routes give their screens' imports for it.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { remotePaths, screenChunks } from '../../../scripts/build/screen-chunks.ts';

const ROOT = resolve(import.meta.dirname, '../../..');
const REMOTES = ['mf-auth', 'mf-consumption', 'mf-alarms', 'mf-statements', 'mf-report'];
const group = (...files: string[]) => ({ getFiles: () => files });

describe('screenChunks', () => {
  const paths = { dashboard: { path: '' }, overview: { path: 'consumption/:quantity' } };

  it('lists each screen chunk by its pattern in paths.ts, and the texts by language', () => {
    const { screens, problems } = screenChunks(
      [
        ['screen-overview', group('screen-overview.2.js', '405.1.js', '405.1.js.map', 'screen-overview.2.css')],
        ['screen-dashboard', group('screen-dashboard.1.js', '405.1.js')],
        ['texts-en', group('texts-en.3.js', 'texts-en.3.js.map')],
        ['texts-da', group('texts-da.4.js')],
        ['vendors-highcharts', group('761.js')],
      ],
      paths,
    );
    expect(problems).toEqual([]);
    expect(screens).toEqual({
      routes: [
        { path: '', files: ['405.1.js', 'screen-dashboard.1.js'] },
        { path: 'consumption/:quantity', files: ['405.1.js', 'screen-overview.2.css', 'screen-overview.2.js'] },
      ],
      texts: { en: ['texts-en.3.js'], da: ['texts-da.4.js'] },
    });
  });

  it('reports a screen chunk whose name is no key of paths.ts', () => {
    const { screens, problems } = screenChunks(
      [
        ['screen-dashbord', group('a.js')],
        ['screen-toString', group('b.js')],
      ],
      paths,
    );
    expect(screens.routes).toEqual([]);
    expect(problems).toEqual([
      'chunk "screen-dashbord" names no screen of src/paths.ts (no key "dashbord")',
      'chunk "screen-toString" names no screen of src/paths.ts (no key "toString")',
    ]);
  });
});

describe("the remotes' screens", () => {
  it.each(REMOTES)("%s names each screen's imports screen-<its key in paths.ts>", async (remote) => {
    const paths = await remotePaths(resolve(ROOT, remote));
    const source = readFileSync(resolve(ROOT, remote, 'src/routes.tsx'), 'utf8');
    const imports = [...source.matchAll(/import\(([^)]*)\)/g)].map(([, args = '']) => args);
    expect(imports.length, remote).toBeGreaterThan(0);
    for (const args of imports) {
      const key = /\/\* webpackChunkName: "screen-(\w+)" \*\//.exec(args)?.[1];
      expect(key, `${remote}: import(${args})`).toBeDefined();
      expect(Object.keys(paths), `${remote}: import(${args})`).toContain(key);
    }
  });
});
