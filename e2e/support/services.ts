// Starts the two GraphQL services (api/src/main.ts) for a suite, on their own ports, with a fresh
// database (a new PGlite folder, or a new database on the DATABASE_URL server) and the mail catcher.
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { REMOTES, SHELL } from '../../scripts/lib/runtime-config.mjs';
import { ROOT } from './portal.ts';
import { EXTRA_PORTALS } from './ports.ts';

export interface Services {
  mainUrl: string;
  dataUrl: string;
  /** The mail catcher's web inbox. */
  inboxUrl: string;
  /** The services' own folder (the support secret for impersonation tokens, see api/src/support.ts). */
  supportDir: string;
  stop(): Promise<void>;
}

export const servicePorts = (offset: number) => ({
  main: 4001 + offset,
  data: 4002 + offset,
  smtp: 1025 + offset,
  inbox: 1080 + offset,
});

/** Environment that points a portal served at `offset` at services started at `offset`. */
export function serviceEnv(offset: number): Record<string, string> {
  const ports = servicePorts(offset);
  return {
    MAIN_API_URL: `http://localhost:${ports.main}/graphql`,
    DATA_API_URL: `http://localhost:${ports.data}/graphql`,
  };
}

/**
 * `env`: more settings for the services (a test identity provider's, for example).
 * `dataDir`: a database folder the caller keeps (it survives `stop`, so a suite can change it while
 * the services are down and start them on it again); by default a fresh one, removed on `stop`.
 */
export async function startServices(
  offset: number,
  {
    timeoutMs = Number(process.env.E2E_SERVICES_TIMEOUT_MS ?? 300_000),
    dataDir: keptDataDir,
    env: extraEnv = {},
  }: { timeoutMs?: number; dataDir?: string; env?: Record<string, string> } = {},
): Promise<Services> {
  const ports = servicePorts(offset);
  const dataDir = keptDataDir ?? mkdtempSync(join(tmpdir(), 'portal-e2e-db-'));
  // a new database starts as a copy of the run's seeded demo world (see seedDemoTemplate)
  const template = process.env[TEMPLATE_ENV];
  if (template && readdirSync(dataDir).length === 0) cpSync(template, dataDir, { recursive: true });
  const supportDir = mkdtempSync(join(tmpdir(), 'portal-e2e-support-'));
  // the run's portal and the extra portals some suites start (a remote down, a redeploy, ...)
  const origins = [0, ...EXTRA_PORTALS].flatMap((extra) =>
    [SHELL, ...REMOTES].flatMap((a) => [
      `http://localhost:${a.port + offset + extra}`,
      `http://127.0.0.1:${a.port + offset + extra}`,
    ]),
  );
  // Always a fresh embedded database: suites change data (codes get used, alarms are created).
  const { DATABASE_URL: _serverDatabase, ...inherited } = process.env;
  const child: ChildProcess = spawn(process.execPath, ['src/main.ts'], {
    cwd: join(ROOT, 'api'),
    env: {
      ...inherited,
      NODE_ENV: 'test',
      // the suites sign in far more often than people do; the limits themselves are tested in api/
      RATE_LIMIT_SCALE: '100',
      // access tokens that outlive a run, so suites can share one sign-in per user (support/session.ts)
      ACCESS_TTL_SEC: '3600',
      PGLITE_DIR: dataDir,
      // a throwaway database: no flush per commit (durability is the api suites' to prove)
      PGLITE_FSYNC: 'off',
      DATA_DIR: supportDir,
      MAIN_PORT: String(ports.main),
      DATA_PORT: String(ports.data),
      SMTP_PORT: String(ports.smtp),
      INBOX_PORT: String(ports.inbox),
      CORS_ORIGINS: origins.join(','),
      PORTAL_URL: `http://localhost:${SHELL.port + offset}`,
      DATA_PUBLIC_URL: `http://localhost:${ports.data}`,
      ...extraEnv,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));

  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    if (!keptDataDir) rmSync(dataDir, { recursive: true, force: true });
    rmSync(supportDir, { recursive: true, force: true });
  };

  const deadline = Date.now() + timeoutMs;
  while (!output.includes('data service:')) {
    if (child.exitCode !== null || Date.now() > deadline) {
      await stop();
      throw new Error(`The services did not start:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    mainUrl: `http://localhost:${ports.main}/graphql`,
    dataUrl: `http://localhost:${ports.data}/graphql`,
    inboxUrl: `http://localhost:${ports.inbox}`,
    supportDir,
    stop,
  };
}

const TEMPLATE_ENV = 'E2E_DEMO_DB_TEMPLATE';

/**
 * Seeds the demo world once for the run, in a database folder the services then start on as copies:
 * the suites that start services of their own (fresh data each) skip the minute a seeding takes. The
 * services are started on a new folder (which seeds it) and stopped, which closes it cleanly; the
 * function returned removes it. Every later `startServices` with a new folder copies it.
 */
export async function seedDemoTemplate(offset: number, env: Record<string, string> = {}): Promise<() => void> {
  const template = mkdtempSync(join(tmpdir(), 'portal-e2e-demo-db-'));
  const seeding = await startServices(offset, { dataDir: template, env });
  await seeding.stop();
  process.env[TEMPLATE_ENV] = template;
  return () => rmSync(template, { recursive: true, force: true });
}
