// Serves one built app (the shell or a remote) the way the portal is deployed:
// - text files are sent brotli- or gzip-compressed from the copies the build made (never a copy older
//   than its file);
// - hashed assets are immutable; mf-manifest.json, remoteEntry.js, the report embed's
//   tenant-report.js, index.html, config.json and federation-contract.json are never cached (they
//   name the current version), nor are the shell's service worker (sw.js, for the whole site: its
//   scope is `/`) and web app manifests;
// - remotes send CORS headers, because hosts on other origins fetch their manifest and chunks;
// - every app answers /config.json from the environment (the shell at start; the report's embeds read
//   the one beside the report remote), and falls back to index.html for client routes;
// - the shell answers social sign-in's redirect URI (/auth/callback), and its public pages that are
//   rendered ahead (/login) with that rendering (prerender.mjs);
// - pages may be framed only by the origins `frameAncestors` names for their path (and the app's own).
/** @typedef {(pathname: string) => string[]} FrameAncestors */
import http from 'node:http';
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import sirv from 'sirv';
import { runtimeConfig } from './runtime-config.mjs';
import { handleAuthCallback } from './auth-callback.mjs';
import { prerenderedPages } from './prerender.mjs';

const NO_CACHE =
  /(^|\/)(index\.html|mf-manifest\.json|mf-manifest-stats\.json|remoteEntry\.js|tenant-report\.js|config\.json|federation-contract\.json|sw\.js|[^/]+\.webmanifest)$/;
const HASHED = /\.[0-9a-f]{8,}\.(js|css|map|png|svg|woff2?)$/;

/** Is a `.br` or `.gz` copy of the requested file older than the file itself? */
function hasStaleCopy(dir, url) {
  let path;
  try {
    path = decodeURIComponent((url ?? '/').split('?')[0] ?? '/');
  } catch {
    return false;
  }
  if (path.includes('..') || path.endsWith('/')) return false;
  const file = join(dir, path);
  const modified = (p) => (existsSync(p) ? statSync(p).mtimeMs : null);
  const original = modified(file);
  if (original === null) return false;
  return [`${file}.br`, `${file}.gz`].some((copy) => {
    const at = modified(copy);
    return at !== null && at < original;
  });
}

/**
 * A prerendered page, compressed as the browser accepts, never cached (as index.html).
 * @param {http.IncomingMessage} req
 * @param {http.ServerResponse} res
 * @param {{ html: Buffer, br: Buffer, gzip: Buffer }} page
 * @param {string} contentSecurity
 */
function sendPage(req, res, page, contentSecurity) {
  const accepted = String(req.headers['accept-encoding'] ?? '');
  const [encoding, body] = /\bbr\b/.test(accepted)
    ? ['br', page.br]
    : /\bgzip\b/.test(accepted)
      ? ['gzip', page.gzip]
      : [null, page.html];
  res.writeHead(200, {
    'Content-Type': 'text/html; charset=utf-8',
    'Content-Length': body.length,
    'Cache-Control': 'no-cache',
    'Content-Security-Policy': contentSecurity,
    Vary: 'Accept-Encoding',
    ...(encoding ? { 'Content-Encoding': encoding } : {}),
  });
  res.end(req.method === 'HEAD' ? undefined : body);
}

/** @param {http.IncomingMessage} req */
function isClientRoute(req) {
  const path = (req.url ?? '/').split('?')[0] ?? '/';
  const last = path.split('/').pop() ?? '';
  return (req.method === 'GET' || req.method === 'HEAD') && !last.includes('.');
}

/**
 * @param {{ dir: string, port: number, kind: 'host' | 'remote', host?: string, env?: NodeJS.ProcessEnv,
 *           corsOrigins?: string[], frameAncestors?: FrameAncestors }} options
 * @returns {Promise<http.Server>}
 */
export function serveApp({ dir, port, kind, host = '0.0.0.0', env = process.env, corsOrigins, frameAncestors }) {
  if (!existsSync(join(dir, 'index.html'))) {
    throw new Error(`${dir} has no build; run the build first`);
  }
  const contentSecurity = (/** @type {string} */ requested) =>
    `frame-ancestors ${["'self'", ...(frameAncestors?.(requested) ?? [])].join(' ')}`;
  // PORTAL_PRERENDER=off: every client route is answered with index.html
  const prerendered =
    kind === 'host' && env.PORTAL_PRERENDER !== 'off' ? prerenderedPages(dir, () => runtimeConfig(env)) : null;
  const files = sirv(dir, {
    // Look files up on every request: a redeploy into the same folder is served at once, and the
    // files it removed are gone (no stale file list).
    dev: true,
    etag: true,
    // the build's brotli and gzip copies (scripts/lib/precompress.mjs), for browsers that accept them
    brotli: true,
    gzip: true,
    // No blanket SPA fallback: a missing chunk must stay a 404 (that is how a stale deploy is noticed).
    single: false,
    setHeaders(res, pathname) {
      if (pathname.endsWith('.html') || pathname.endsWith('/')) {
        // the path the browser asked for (a client route is answered with index.html)
        res.setHeader('Content-Security-Policy', contentSecurity(/** @type {any} */ (res).requestedPath ?? pathname));
      }
      // the service worker controls every page of its origin (docs/decisions/0170)
      if (pathname === '/sw.js') res.setHeader('Service-Worker-Allowed', '/');
      if (NO_CACHE.test(pathname)) res.setHeader('Cache-Control', 'no-cache');
      else if (HASHED.test(pathname)) res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
      else res.setHeader('Cache-Control', 'public, max-age=300');
    },
  });
  const server = http.createServer((req, res) => {
    /** @type {any} */ (res).requestedPath = (req.url ?? '/').split('?')[0];
    // a file replaced after the build compressed it (a redeploy copied over the folder): its old
    // compressed copies must not be sent for it
    if (req.headers['accept-encoding'] && hasStaleCopy(dir, req.url)) delete req.headers['accept-encoding'];
    if (kind === 'remote') {
      const origin = req.headers.origin;
      const allowed = !corsOrigins || (origin && corsOrigins.includes(origin));
      res.setHeader('Access-Control-Allow-Origin', corsOrigins ? (allowed ? (origin ?? 'null') : 'null') : '*');
      res.setHeader('Vary', 'Origin');
      if (req.method === 'OPTIONS') {
        res.setHeader('Access-Control-Allow-Methods', 'GET, HEAD, OPTIONS');
        res.writeHead(204).end();
        return;
      }
    }
    // social sign-in's redirect URI lives on the portal's own origin (see auth-callback.mjs)
    if (kind === 'host' && handleAuthCallback(req, res)) return;
    if (req.url?.split('?')[0] === '/config.json') {
      res.writeHead(200, { 'Content-Type': 'application/json', 'Cache-Control': 'no-cache' });
      res.end(JSON.stringify(runtimeConfig(env)));
      return;
    }
    files(req, res, () => {
      if (isClientRoute(req)) {
        // A client route (no file extension, an HTML request): the app's page handles it, rendered
        // ahead where it is a prerendered public page.
        const url = URL.parse(req.url ?? '/', 'http://portal.invalid');
        const rendered = url && prerendered ? prerendered.page(url.pathname, url.searchParams.get('language')) : null;
        void Promise.resolve(rendered).then((page) => {
          if (page && url) return sendPage(req, res, page, contentSecurity(url.pathname));
          req.url = '/index.html';
          files(req, res, () => res.writeHead(404).end());
        });
        return;
      }
      res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found');
    });
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      // the pages in the deployment's language are ready before their first visitors ask
      void prerendered?.warm();
      resolve(server);
    });
  });
}
