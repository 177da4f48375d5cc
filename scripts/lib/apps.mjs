// The apps of the portal, where they are built and how they are served.
import { join } from 'node:path';
import { REMOTES, SHELL, reportEmbedOrigins } from './runtime-config.mjs';
import { ROOT, run } from './proc.mjs';
import { precompress } from './precompress.mjs';

export const APPS = [SHELL, ...REMOTES];

export function buildApps({ only } = {}) {
  const dirs = only ?? APPS.map((a) => a.dir);
  run('pnpm', [...dirs.flatMap((dir) => ['--filter', `@portal/${dir}`]), '--workspace-concurrency=2', 'run', 'build']);
  const started = Date.now();
  const totals = dirs.map((dir) => precompress(join(ROOT, dir, 'dist')));
  const sum = (key) => totals.reduce((n, t) => n + t[key], 0);
  const kb = (bytes) => `${(bytes / 1024).toFixed(0)} KB`;
  console.log(
    `✔ compressed ${sum('files')} files: ${kb(sum('raw'))} → ${kb(sum('brotli'))} brotli, ${kb(sum('gzip'))} gzip (${((Date.now() - started) / 1000).toFixed(1)} s)`,
  );
}

/**
 * How an app is served, the same for `npm start` and an operator's `scripts/serve-app.mjs`: the
 * monthly report is the one part landlords embed, so only their origins (REPORT_EMBED_ORIGINS) and the
 * portal's may fetch the report remote's files, and only theirs may frame the report's pages.
 */
export function serveOptions(app, { env = process.env, portOffset = 0 } = {}) {
  const embedders = reportEmbedOrigins(env);
  const portalOrigin = env.PORTAL_ORIGIN || `http://localhost:${SHELL.port + portOffset}`;
  const isReport = app.dir === 'mf-report';
  return {
    kind: app === SHELL ? 'host' : 'remote',
    env,
    corsOrigins: isReport && embedders.length ? [portalOrigin, ...embedders] : undefined,
    frameAncestors: (path) => (isReport || (app === SHELL && path.startsWith('/report/')) ? embedders : []),
  };
}

/** Serves every built app on its own port; returns the servers. */
export async function serveApps({ env = process.env, portOffset = 0 } = {}) {
  // Loaded here, not at the top: tasks import this module before dependencies are installed.
  const { serveApp } = await import('./static-server.mjs');
  const servers = [];
  for (const app of APPS) {
    servers.push(
      await serveApp({
        dir: join(ROOT, app.dir, 'dist'),
        port: app.port + portOffset,
        ...serveOptions(app, { env, portOffset }),
      }),
    );
  }
  return servers;
}
