// The services on a database folder the suite keeps, so that they can be stopped, the readings in
// the database changed while nothing holds it (PGlite has one connection), and started again: on
// start the readings job appends the hours that are missing and evaluates the alarms, as it does
// every hour in production. Used by the suite that sees an alarm go off.
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { ROOT } from './portal.ts';
import { startServices, type Services } from './services.ts';

export type KeptServices = Services;

/** The services on a database folder the suite keeps (it survives `stop`). */
export function startServicesOn(offset: number, dataDir: string, timeoutMs = 840_000): Promise<KeptServices> {
  return startServices(offset, { dataDir, timeoutMs });
}

/**
 * Drives readings into a stopped database (alarms-readings-driver.ts): a leak of `perHour` on the
 * tenancy's meters of `quantity` over Copenhagen day `date`, recorded as arrived late (the evaluator
 * judges that day again), and the latest hour of every other meter taken out, so the readings job has
 * an hour to append when the services start.
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
