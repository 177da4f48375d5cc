// npm run impersonate -- <e-mail>: support staff act as a tenant. Prints the portal's
// /impersonate/{token} link (api/scripts/impersonate.ts) with the project's Node, whatever `node` the
// machine has (the bootstrap brings Node 24 when it is older).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { installDependencies, ROOT } from '../lib/proc.mjs';

if (!existsSync(join(ROOT, 'api', 'node_modules'))) installDependencies();
const result = spawnSync(process.execPath, ['scripts/impersonate.ts', ...process.argv.slice(2)], {
  stdio: 'inherit',
  cwd: join(ROOT, 'api'),
});
process.exit(result.status ?? 1);
