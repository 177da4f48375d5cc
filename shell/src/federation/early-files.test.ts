// @vitest-environment node
// The shell's own files the page's inline script preloads (shell/build/early-files.ts), and the chunk
// names its texts and layout imports give them for it.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { earlyHostFiles, SIGNED_IN_LAYOUT_CHUNK } from '../../build/early-files.ts';

const group = (...files: string[]) => ({ getFiles: () => files });
const source = (file: string) => readFileSync(resolve(import.meta.dirname, file), 'utf8');

describe('earlyHostFiles', () => {
  it("lists the shell's and shared's texts by language, the signed-in layout and the page's script, from the public path", () => {
    const files = earlyHostFiles(
      [
        ['texts-en', group('texts-en.1.js', 'texts-en.1.js.map')],
        ['common-texts-en', group('common-texts-en.2.js')],
        ['texts-da', group('texts-da.3.js')],
        ['signed-in-layout', group('signed-in-layout.4.js', '12.5.js', 'signed-in-layout.4.css')],
        ['sentry', group('sentry.6.js')],
        ['main', group('main.7.js', 'main.7.css', 'main.7.js.map')],
      ],
      '/app/',
    );
    expect(files).toEqual({
      texts: { en: ['/app/common-texts-en.2.js', '/app/texts-en.1.js'], da: ['/app/texts-da.3.js'] },
      signedIn: ['/app/12.5.js', '/app/signed-in-layout.4.css', '/app/signed-in-layout.4.js'],
      entry: ['/app/main.7.js'],
    });
  });

  it('the imports carry the chunk names it looks for', () => {
    for (const language of ['en', 'da', 'nb']) {
      expect(source('../i18n/texts.ts')).toContain(`/* webpackChunkName: "texts-${language}" */ './${language}'`);
      expect(source('../../../shared/src/i18n/index.ts')).toContain(
        `/* webpackChunkName: "common-texts-${language}" */ './locales/${language}'`,
      );
    }
    expect(source('../layout/tenancy-layout.tsx')).toContain(`/* webpackChunkName: "${SIGNED_IN_LAYOUT_CHUNK}" */`);
  });
});
