// @vitest-environment node
// A remote's texts of one language come in one file (shared/src/i18n/index.ts, defineTexts): each of
// its namespaces' language modules, and the download menu's, carry the same chunk name.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { TEXTS_CHUNK_PREFIX } from './screen-manifest';

const root = resolve(import.meta.dirname, '../../..');
const TEXT_MODULES = [
  'mf-auth/src/i18n/texts.ts',
  'mf-consumption/src/i18n/texts.ts',
  'mf-alarms/src/i18n/texts.ts',
  'mf-statements/src/i18n/texts.ts',
  'mf-report/src/i18n/texts.ts',
  'shared/src/export/texts.ts',
];

describe("remotes' texts", () => {
  it.each(TEXT_MODULES)('%s names each language module texts-<language>', (file) => {
    const source = readFileSync(resolve(root, file), 'utf8');
    const imports = [...source.matchAll(/(en|da|nb): \(\) => import\(([^)]*)\)/g)];
    expect(imports.map(([, language]) => language).sort()).toEqual(['da', 'en', 'nb']);
    for (const [, language, args] of imports)
      expect(args, `${file} ${language}`).toContain(`/* webpackChunkName: "${TEXTS_CHUNK_PREFIX}${language}" */`);
  });
});
