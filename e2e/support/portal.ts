// Serves the built portal (shell and remotes) for a test, each app on its own port, the way it is
// deployed: the static server of scripts/lib, a runtime configuration written from the environment.
import { execFile } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import type { Page } from '@playwright/test';
import { REMOTES, SHELL, type AppDescriptor } from '../../scripts/lib/runtime-config.mjs';
import { serveApp } from '../../scripts/lib/static-server.mjs';
import { basePortOffset } from './ports.ts';

export const ROOT = resolve(import.meta.dirname, '..', '..');
/**
 * Ports of this run: shell 3000 + offset, remotes 3001-3005 + offset, services 4001/4002 + offset
 * (100 when free, see ports.ts); suites that need a portal of their own use the EXTRA_PORTALS offsets.
 */
export const BASE_OFFSET = basePortOffset();

export const shellUrl = (offset: number) => `http://localhost:${SHELL.port + offset}`;
export const remoteByDir = (dir: string): AppDescriptor => {
  const remote = REMOTES.find((r) => r.dir === dir);
  if (!remote) throw new Error(`No remote ${dir}`);
  return remote;
};

export interface RemoteOverride {
  /** Serve this folder instead of the remote's dist/. */
  distDir?: string;
  /** Host name the shell is told to load the remote from (another origin than the shell's). */
  host?: string;
  /** Leave the remote down (its URL points at a port where nothing listens). */
  down?: boolean;
}

export interface Portal {
  url: string;
  remoteUrl(dir: string): string;
  stop(): Promise<void>;
}

export async function startPortal(
  offset: number,
  overrides: Record<string, RemoteOverride> = {},
  extraEnv: Record<string, string> = {},
): Promise<Portal> {
  const servers: Server[] = [];
  // Diagnostics on: the federation probes (/_federation/<app>) are part of what the suites check.
  const env: Record<string, string | undefined> = {
    ...process.env,
    PORTAL_PRELOAD: 'on',
    PORTAL_DIAGNOSTICS: 'on',
    ...extraEnv,
  };
  const remoteUrl = (dir: string) => {
    const remote = remoteByDir(dir);
    return `http://${overrides[dir]?.host ?? 'localhost'}:${remote.port + offset}/`;
  };
  try {
    for (const remote of REMOTES) {
      env[`${remote.name.toUpperCase()}_URL`] = remoteUrl(remote.dir);
      const override = overrides[remote.dir] ?? {};
      if (override.down) continue;
      servers.push(
        await serveApp({
          dir: override.distDir ?? join(ROOT, remote.dir, 'dist'),
          port: remote.port + offset,
          kind: 'remote',
          // a remote's config.json names the services too (the report's embeds read it)
          env,
        }),
      );
    }
    servers.push(await serveApp({ dir: join(ROOT, SHELL.dir, 'dist'), port: SHELL.port + offset, kind: 'host', env }));
  } catch (error) {
    await Promise.all(servers.map(close));
    throw error;
  }
  return {
    url: shellUrl(offset),
    remoteUrl,
    stop: async () => {
      await Promise.all(servers.map(close));
    },
  };
}

/**
 * The built shell alone on `port`, with the remotes of the portal at `offset` (the suite's own by
 * default): another deployment of the same portal, e.g. with another brand (`PORTAL_BRAND`); `extraEnv`
 * names its services (`serviceEnv`). The services allow it when `port` is one of an extra portal's.
 */
export async function startShell(
  port: number,
  extraEnv: Record<string, string> = {},
  offset: number = BASE_OFFSET,
): Promise<Portal> {
  const remoteUrl = (dir: string) => `http://localhost:${remoteByDir(dir).port + offset}/`;
  const env: Record<string, string | undefined> = {
    ...process.env,
    ...Object.fromEntries(REMOTES.map((r) => [`${r.name.toUpperCase()}_URL`, remoteUrl(r.dir)])),
    PORTAL_PRELOAD: 'on',
    ...extraEnv,
  };
  const server = await serveApp({ dir: join(ROOT, SHELL.dir, 'dist'), port, kind: 'host', env });
  return { url: `http://localhost:${port}`, remoteUrl, stop: () => close(server) };
}

/** Counts full page loads (a reload is one; client-side navigations are none). */
export function countLoads(page: Page) {
  const counter = { loads: 0 };
  page.on('load', () => {
    counter.loads += 1;
  });
  return counter;
}

/**
 * A remote's build (`remote`, e.g. 'mf-alarms') copied to a deployment folder of its own
 * (`<work>/<remote>` in a new temporary folder), for a test that serves it and redeploys over it;
 * `work` is the folder to remove afterwards.
 */
export function deploymentCopy(remote: string): { work: string; deployed: string } {
  const work = mkdtempSync(join(tmpdir(), `portal-deploy-${remote}-`));
  const deployed = join(work, remote);
  cpSync(join(ROOT, remote, 'dist'), deployed, { recursive: true });
  return { work, deployed };
}

/** The hashed file of a remote's exposed routes module in a build folder (what names its release). */
export function routesFileOf(dir: string): string {
  const manifest = JSON.parse(readFileSync(join(dir, 'mf-manifest.json'), 'utf8')) as {
    exposes: Array<{ name: string; assets: { js: { sync: string[] } } }>;
  };
  return manifest.exposes.find((e) => e.name === 'routes')!.assets.js.sync[0]!;
}

/** Builds another release of a remote (`dir`, e.g. 'mf-alarms') into `outDir`: other hashes, as a redeploy brings. */
export async function buildRelease(dir: string, outDir: string, release: string): Promise<void> {
  await promisify(execFile)('pnpm', ['exec', 'rspack', 'build'], {
    cwd: join(ROOT, dir),
    env: { ...process.env, PORTAL_OUT_DIR: outDir, PORTAL_RELEASE: release },
  });
}

function close(server: Server): Promise<void> {
  return new Promise((done) => {
    server.closeAllConnections();
    server.close(() => done());
  });
}
