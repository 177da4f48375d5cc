// The apps of the portal, where they are built and how they are served.
import { join } from 'node:path';
import { REMOTES, SHELL, reportEmbedOrigins } from './runtime-config.mjs';
import { ROOT, run } from './proc.mjs';

export const APPS = [SHELL, ...REMOTES];

export function buildApps({ only } = {}) {
  const filters = (only ?? APPS.map((a) => a.dir)).flatMap((dir) => ['--filter', `@portal/${dir}`]);
  run('pnpm', [...filters, '--workspace-concurrency=2', 'run', 'build']);
}

/** Serves every built app on its own port; returns the servers. */
export async function serveApps({ env = process.env, portOffset = 0 } = {}) {
  // Loaded here, not at the top: tasks import this module before dependencies are installed.
  const { serveApp } = await import('./static-server.mjs');
  const servers = [];
  // The monthly report is the one part landlords embed: only their origins may load or frame it.
  const embedders = reportEmbedOrigins(env);
  const portalOrigin = env.PORTAL_ORIGIN || `http://localhost:${SHELL.port + portOffset}`;
  for (const app of APPS) {
    const isReport = app.dir === 'mf-report';
    servers.push(
      await serveApp({
        dir: join(ROOT, app.dir, 'dist'),
        port: app.port + portOffset,
        kind: app === SHELL ? 'host' : 'remote',
        env,
        corsOrigins: isReport && embedders.length ? [portalOrigin, ...embedders] : undefined,
        frameAncestors: (path) => (isReport || (app === SHELL && path.startsWith('/report/')) ? embedders : []),
      }),
    );
  }
  return servers;
}
