// The shell's public pages rendered ahead of their script (shell/server/render.tsx,
// docs/decisions/0090): the page's index.html with `#root` holding the screen a first visitor sees,
// in the deployment's brand and the page's language. The shell's build leaves the renderer beside its
// files (`<dist>-server/render.cjs`); a build without it (the monolithic one) serves index.html alone.
import { createRequire } from 'node:module';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const require = createRequire(import.meta.url);

/** Where a build in `dir` keeps its renderer (shell/build/prerender.ts). */
export function rendererPath(dir) {
  return `${dir.replace(/[\\/]+$/, '')}-server/render.cjs`;
}

/**
 * Hides what was rendered ahead once the page's inline script has found it is not what this tab will
 * show (another language chosen, a session stored: `prerenderFits` in early-start.ts), and its cookie
 * banner once the choice is made.
 */
const PRERENDER_CSS = [
  'html[data-prerendered=off] [data-prerendered]{display:none}',
  'html[data-prerendered-banner=off] #root[data-prerendered] .cookie-banner{display:none}',
].join('\n');

const escapeHtml = (text) =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] ?? c);

function replaceOnce(html, pattern, replacement) {
  if (!html.match(pattern)) throw new Error(`index.html has no ${pattern}`);
  return html.replace(pattern, () => replacement);
}

/**
 * `index.html` with a prerendered page in it: the brand's theme and the language on `<html>`, the
 * screen's title, its style sheets, the start-up bar and the screen in `#root`, which stays inert and
 * hidden from assistive technology until the shell's first render replaces it (the bar says it loads).
 * @param {string} indexHtml
 * @param {import("../../shell/server/render.tsx").PrerenderedPage} page
 */
export function pageHtml(indexHtml, page) {
  let html = replaceOnce(
    indexHtml,
    /<html lang="[^"]*">/,
    `<html lang="${page.language}" data-brand="${escapeHtml(page.brand)}" style="${escapeHtml(page.themeStyle)}" data-prerendered="${page.language}">`,
  );
  html = replaceOnce(html, /<title>[^<]*<\/title>/, `<title>${escapeHtml(page.title)}</title>`);
  html = replaceOnce(
    html,
    '</head>',
    `<style data-prerendered>${[PRERENDER_CSS, ...page.styleSheets].join('\n')}</style></head>`,
  );
  html = replaceOnce(
    html,
    '<div id="root"></div>',
    `<div data-prerendered>${page.progress}</div><div id="root" data-prerendered inert aria-hidden="true">${page.markup}</div>`,
  );
  return html;
}

/** How long the page's scripts wait at most for its first paint (a stylesheet slow to come). */
const RUN_AFTER_MS = 1000;

/**
 * `index.html`'s scripts (the shell's build applies this to it): fetched at once (preloaded) and run by
 * a script at the end of the body. On a page that draws a screen before them (`data-prerendered` on
 * `<html>`: the server's page rendered ahead, or the copy of the screen a tenant last left) they run
 * once it is painted (the paint timing says so): a deferred script runs before the browser's first
 * frame when it arrives early, and on a fast connection the screen waited for the shell's start (~100
 * ms of script on a phone) before it showed. Every other page runs them at once, as does a page in a
 * background tab (no frames), one whose screen is hidden (`prerenderFits`) and a browser without paint
 * timing.
 * @param {string} html
 */
export function runAfterFirstPaint(html) {
  const scripts = [...html.matchAll(/<script defer src="([^"]+)"><\/script>/g)];
  if (!scripts.length) throw new Error('index.html has no deferred script');
  const sources = scripts.map((match) => match[1]);
  for (const [tag] of scripts) html = html.replace(tag, '');
  const preloads = sources.map((src) => `<link rel="preload" href="${src}" as="script">`).join('');
  const run =
    `(function(){var sources=${JSON.stringify(sources)},started=false;function run(){if(started)return;started=true;` +
    `sources.forEach(function(src){var s=document.createElement('script');s.src=src;s.async=false;document.body.appendChild(s)})}` +
    `var drawn=document.documentElement.getAttribute('data-prerendered');` +
    `if(document.visibilityState==='hidden'||!drawn||drawn==='off')return run();try{new PerformanceObserver(function(list,observer){` +
    `observer.disconnect();setTimeout(run)}).observe({type:'paint',buffered:true})}catch(e){return run()}` +
    `setTimeout(run,${RUN_AFTER_MS})})();`;
  html = replaceOnce(html, '</head>', `${preloads}</head>`);
  return replaceOnce(html, '</body>', `<script>${run}</script></body>`);
}

/**
 * The prerendered pages of the build in `dir` for a deployment. `page(pathname, linkLanguage)` gives a
 * page's HTML and its brotli and gzip copies, or null for a path not prerendered, a build without a
 * renderer or a render that failed (index.html then serves, as without). `warm()` renders every
 * prerendered path in the deployment's language. A page is rendered once per build: a new index.html
 * or renderer in `dir` (a redeploy) renders afresh.
 * @param {string} dir
 * @param {() => object} config the runtime configuration (`/config.json`)
 */
export function prerenderedPages(dir, config) {
  const renderer = rendererPath(dir);
  /** @type {Map<string, Promise<{ html: Buffer, br: Buffer, gzip: Buffer } | null>>} */
  let pages = new Map();
  let built = '';
  /** The renderer of the build in `dir` now, or null without one. */
  const current = () => {
    if (!existsSync(renderer)) return null;
    const version = `${statSync(join(dir, 'index.html')).mtimeMs} ${statSync(renderer).mtimeMs}`;
    if (version !== built) {
      built = version;
      pages = new Map();
      delete require.cache[renderer];
    }
    return require(renderer);
  };
  const render = (/** @type {string} */ pathname, /** @type {string | null} */ linkLanguage) => {
    const module = current();
    const path = pathname.replace(/\/+$/, '') || '/';
    if (!module || !module.PRERENDERED_PATHS.includes(path)) return Promise.resolve(null);
    const runtime = config();
    const language = module.pageLanguage(runtime, linkLanguage);
    const key = `${path} ${language}`;
    let rendering = pages.get(key);
    if (!rendering) {
      rendering = module
        .prerender(runtime, path, language)
        .then((/** @type {import('../../shell/server/render.tsx').PrerenderedPage} */ rendered) => {
          const html = Buffer.from(pageHtml(readFileSync(join(dir, 'index.html'), 'utf8'), rendered));
          return {
            html,
            br: brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
            gzip: gzipSync(html, { level: 9 }),
          };
        })
        .catch((/** @type {unknown} */ error) => {
          console.error(`[prerender] ${path} could not be rendered; index.html serves it`, error);
          return null;
        });
      pages.set(key, rendering);
    }
    return rendering;
  };
  /** @type {(pathname: string, linkLanguage: string | null) => Promise<{ html: Buffer, br: Buffer, gzip: Buffer } | null>} */
  const page = async (pathname, linkLanguage) => {
    try {
      return await render(pathname, linkLanguage);
    } catch (error) {
      // a renderer that cannot be loaded (a redeploy half-copied): the page without a screen
      console.error(`[prerender] the renderer ${renderer} could not be used; index.html serves`, error);
      return null;
    }
  };
  const warm = async () => {
    let paths = [];
    try {
      paths = current()?.PRERENDERED_PATHS ?? [];
    } catch {
      // reported when a page is asked for
    }
    await Promise.all(paths.map((/** @type {string} */ path) => page(path, null)));
  };
  return { page, warm };
}
