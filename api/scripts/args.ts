// The command-line arguments of the api's scripts. `pnpm run import:readings -- file.csv` (the form the
// READMEs give) hands the `--` on to the script with pnpm 12 (npm drops it), so a leading `--` is not an
// argument. A relative file is read from where the command was typed (pnpm's INIT_CWD), not from the
// package folder pnpm runs the script in.
import { resolve } from 'node:path';

/** The arguments after the script's name, without the `--` that pnpm passes on. */
export function scriptArgs(argv: readonly string[] = process.argv): string[] {
  const args = argv.slice(2);
  return args[0] === '--' ? args.slice(1) : args;
}

/** A file argument as a path: relative to the directory the command was typed in. */
export function argPath(file: string, env: NodeJS.ProcessEnv = process.env): string {
  return resolve(env.INIT_CWD ?? process.cwd(), file);
}
