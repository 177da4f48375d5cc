// `npm run impersonate -- <e-mail>` (from the root or api/, on any Node: scripts/tasks/impersonate.mjs
// runs this with the project's): prints the portal URL /impersonate/{token} (single use, 10 minutes).
// Asks the running data service (loopback, shared secret); without one, opens the database itself.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { loadConfig } from '../src/config.ts';
import { openDefaultDatabase, PGLITE_DIR } from '../src/db/default.ts';
import { createImpersonationToken, readSupportSecret } from '../src/support.ts';
import { scriptArgs } from './args.ts';

const [email] = scriptArgs();
if (!email) {
  console.error('usage: npm run impersonate -- <e-mail>');
  process.exit(2);
}
const config = loadConfig();

async function viaService(): Promise<string | null | undefined> {
  const secret = readSupportSecret();
  if (!secret) return undefined;
  try {
    const res = await fetch(
      `http://127.0.0.1:${config.dataPort}/internal/impersonate?email=${encodeURIComponent(email!)}`,
      {
        method: 'POST',
        headers: { 'x-support-secret': secret },
        signal: AbortSignal.timeout(5000),
      },
    );
    if (res.status === 404) return null;
    return ((await res.json()) as { token: string | null }).token;
  } catch {
    return undefined;
  }
}

let token = await viaService();
if (token === undefined && !process.env.DATABASE_URL && !existsSync(join(PGLITE_DIR, 'PG_VERSION'))) {
  console.error(`no database in ${PGLITE_DIR} yet: start the portal first (npm start)`);
  process.exit(1);
}
if (token === undefined) {
  const database = await openDefaultDatabase();
  token = await createImpersonationToken(database.db, email);
  await database.close();
}
if (!token) {
  console.error(`no user with e-mail ${email}`);
  process.exit(1);
}
console.info(`${config.portalUrl}/impersonate/${token}`);
