// Lint (ESLint with the import boundaries) and format check (Prettier) of the whole workspace.
import { run } from '../lib/proc.mjs';

const fix = process.argv.includes('--fix');
run('pnpm', ['exec', 'eslint', '--max-warnings=0', ...(fix ? ['--fix'] : []), '.']);
run('pnpm', ['exec', 'prettier', fix ? '--write' : '--check', '--log-level=warn', '.']);
