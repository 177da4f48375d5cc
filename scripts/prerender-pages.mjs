#!/usr/bin/env node
// Writes the shell's public pages rendered ahead (docs/decisions/0090) into its build, for a CDN or a
// static host that does not run the portal's static server (which renders them itself): one file per
// page and language, `<out>/login.<language>.html` (`<dist>/prerendered/`), for the deployment the environment
// describes (the variables of /config.json: brand, store links, social sign-in, default language).
// Serve `/login` with the default language's file, `no-cache`, and `/login?language=<language>` with
// that language's where the host can route by query; every other client route with index.html.
//   node scripts/prerender-pages.mjs [--dir shell/dist] [--out <dir>/prerendered]
import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { prerenderedPages, rendererPath } from './lib/prerender.mjs';
import { ROOT } from './lib/proc.mjs';
import { runtimeConfig } from './lib/runtime-config.mjs';

const { values } = parseArgs({
  options: { dir: { type: 'string', default: join(ROOT, 'shell', 'dist') }, out: { type: 'string' } },
});
const dir = values.dir;
const out = values.out ?? join(dir, 'prerendered');
const { PRERENDERED_PATHS, PRERENDERED_LANGUAGES } = createRequire(import.meta.url)(rendererPath(dir));
const { page } = prerenderedPages(dir, () => runtimeConfig());
mkdirSync(out, { recursive: true });
for (const path of PRERENDERED_PATHS) {
  for (const language of PRERENDERED_LANGUAGES) {
    const rendered = await page(path, language);
    if (!rendered) throw new Error(`${path} (${language}) could not be rendered`);
    const file = join(out, `${path.slice(1).replaceAll('/', '-')}.${language}.html`);
    writeFileSync(file, rendered.html);
    console.log(`${path} (${language}): ${file}`);
  }
}
