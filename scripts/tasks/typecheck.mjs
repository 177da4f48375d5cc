// TypeScript (strict) over every package and the build scripts.
import { run } from '../lib/proc.mjs';

run('pnpm', ['exec', 'tsc', '-p', 'tsconfig.json']);
run('pnpm', ['-r', '--workspace-concurrency=2', 'run', 'typecheck']);
