// Rewrites every file in the project's format.
import { run } from '../lib/proc.mjs';

run('pnpm', ['exec', 'prettier', '--write', '--log-level=warn', '.']);
