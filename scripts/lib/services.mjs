// Starts the back-end services that exist in api/ (if any) and stops them with the portal.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT, start } from './proc.mjs';
import { REMOTES, SHELL, reportEmbedOrigins } from './runtime-config.mjs';

/** The services answer the portal's origins, and the landlords' that embed the report. */
function serviceEnv(env) {
  const embedders = reportEmbedOrigins(env);
  if (env.CORS_ORIGINS || !embedders.length) return env;
  const portal = [SHELL, ...REMOTES].flatMap((a) => [`http://localhost:${a.port}`, `http://127.0.0.1:${a.port}`]);
  return { ...env, CORS_ORIGINS: [...portal, ...embedders].join(',') };
}

export async function startServices({ env = process.env } = {}) {
  const entry = join(ROOT, 'api', 'src', 'main.ts');
  if (!existsSync(entry)) return { urls: [], stop: async () => undefined };
  const child = start(process.execPath, [entry], { cwd: join(ROOT, 'api'), env: serviceEnv(env) });
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
