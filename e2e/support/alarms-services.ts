// The services on a database folder the suite keeps, so that they can be stopped, the readings in
// the database changed while nothing holds it (PGlite has one connection), and started again: on
// start the readings job appends the hours that are missing and evaluates the alarms, as it does
// every hour in production. Used by the suite that sees an alarm go off.
import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { REMOTES, SHELL } from '../../scripts/lib/runtime-config.mjs';
import { ROOT } from './portal.ts';
import { servicePorts } from './services.ts';

export interface KeptServices {
  dataUrl: string;
  mainUrl: string;
  inboxUrl: string;
  stop(): Promise<void>;
}

export async function startServicesOn(offset: number, dataDir: string, timeoutMs = 840_000): Promise<KeptServices> {
  const ports = servicePorts(offset);
  const origins = [SHELL, ...REMOTES].flatMap((a) => [
    `http://localhost:${a.port + offset}`,
    `http://127.0.0.1:${a.port + offset}`,
  ]);
  const { DATABASE_URL: _server, ...inherited } = process.env;
  const child: ChildProcess = spawn(process.execPath, ['src/main.ts'], {
    cwd: join(ROOT, 'api'),
    env: {
      ...inherited,
      NODE_ENV: 'test',
      PGLITE_DIR: dataDir,
      MAIN_PORT: String(ports.main),
      DATA_PORT: String(ports.data),
      SMTP_PORT: String(ports.smtp),
      INBOX_PORT: String(ports.inbox),
      CORS_ORIGINS: origins.join(','),
      PORTAL_URL: `http://localhost:${SHELL.port + offset}`,
      DATA_PUBLIC_URL: `http://localhost:${ports.data}`,
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
    stop,
  };
}

/**
 * Drives readings into a stopped database (alarms-readings-driver.ts): a leak of `perHour` on the
 * tenancy's meters of `quantity` over Copenhagen day `date`, and the latest hour of every meter taken
 * out, so the readings job has an hour to append (and then evaluates) when the services start.
 */
export function driveReadings(
  dataDir: string,
  change: { tenancyId: string; quantity: string; date: string; perHour: number },
): string {
  return execFileSync(
    process.execPath,
    [
      join(import.meta.dirname, 'alarms-readings-driver.ts'),
      dataDir,
      change.tenancyId,
      change.quantity,
      change.date,
      String(change.perHour),
    ],
    { cwd: join(ROOT, 'api'), encoding: 'utf8' },
  );
}
