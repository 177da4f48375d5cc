// Starts the back-end services that exist in api/ (if any) and stops them with the portal.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT, start } from './proc.mjs';

export async function startServices() {
  const entry = join(ROOT, 'api', 'src', 'main.ts');
  if (!existsSync(entry)) return { urls: [], stop: async () => undefined };
  const child = start(process.execPath, [entry], { cwd: join(ROOT, 'api') });
  return {
    urls: ['services: see the api output above'],
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve(undefined);
        child.once('exit', () => resolve(undefined));
        child.kill('SIGTERM');
      }),
  };
}
