// The import commands as the READMEs give them: `pnpm run import:readings -- file.csv`. pnpm 12 hands
// the `--` on to the script (npm drops it), so the scripts skip a leading `--`; a relative file is read
// from where the command was typed (INIT_CWD). The command itself runs on a PGlite folder of its own.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { argPath, scriptArgs } from '../scripts/args.ts';
import { migrateToLatest, openDatabase } from '../src/db/database.ts';
import { formatLocal } from '@portal/domain';
import { startOfHour } from '../src/time.ts';

const API_DIR = join(import.meta.dirname, '..');
const ROOT = join(API_DIR, '..');

/** Runs a command with its output, on the PGlite folder `dir/pglite` (no DATABASE_URL). */
function runCommand(
  args: string[],
  options: { cwd: string; dir: string; env?: NodeJS.ProcessEnv },
): Promise<{ code: number | null; out: string; err: string }> {
  const env: NodeJS.ProcessEnv = { ...process.env, PGLITE_DIR: join(options.dir, 'pglite'), ...options.env };
  delete env.DATABASE_URL;
  return new Promise((resolve) => {
    const child = spawn(process.execPath, args, { cwd: options.cwd, env });
    let out = '';
    let err = '';
    child.stdout.on('data', (c: Buffer) => (out += c.toString()));
    child.stderr.on('data', (c: Buffer) => (err += c.toString()));
    child.on('exit', (code) => resolve({ code, out, err }));
  });
}

describe('script arguments', () => {
  it('skip the `--` that pnpm 12 passes on, and only a leading one', () => {
    expect(scriptArgs(['node', 'scripts/import-readings.ts', '--', 'file.csv'])).toEqual(['file.csv']);
    expect(scriptArgs(['node', 'scripts/import-readings.ts', 'file.csv'])).toEqual(['file.csv']);
    expect(scriptArgs(['node', 'scripts/import-readings.ts', 'a.csv', '--', 'b.csv'])).toEqual([
      'a.csv',
      '--',
      'b.csv',
    ]);
    expect(scriptArgs(['node', 'scripts/import-readings.ts', '--'])).toEqual([]);
  });

  it('read a relative file from where the command was typed', () => {
    expect(argPath('data/file.csv', { INIT_CWD: '/home/op' })).toBe('/home/op/data/file.csv');
    expect(argPath('/srv/file.csv', { INIT_CWD: '/home/op' })).toBe('/srv/file.csv');
    expect(argPath('file.csv', {})).toBe(join(process.cwd(), 'file.csv'));
  });
});

describe('pnpm run import:readings -- file.csv', () => {
  const dir = mkdtempSync(join(tmpdir(), 'portal-import-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  /** Runs the script with the arguments pnpm 12 gives it, on the PGlite folder `dir/pglite`. */
  function importCommand(file: string) {
    return runCommand(['scripts/import-readings.ts', '--', file], { cwd: API_DIR, dir, env: { INIT_CWD: dir } });
  }

  it('imports a good file, and refuses a file with a bad row whole, printing it and exiting with 1', async () => {
    const database = await openDatabase({ dataDir: join(dir, 'pglite') });
    await migrateToLatest(database.db);
    const property = await database.db
      .insertInto('properties')
      .values({
        number: 'CLI-1',
        name: 'CLI',
        address: 'Testvej 1',
        city: 'Aarhus C',
        zipcode: '8000',
        country: 'DK',
        brand: 'denmark',
        price_area: 'DK1',
        currency: 'DKK',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await database.db
      .insertInto('meters')
      .values({
        property_id: property.id,
        unit_id: null,
        number: 'CLI-WATER',
        quantity: 'cold-water-volume',
        legacy_kind: 'coldwater',
        profile: 'test',
        from_date: '2025-01-01',
      })
      .execute();
    await database.close();
    const hour = (n: number) => formatLocal(new Date(startOfHour(new Date()).getTime() - n * 3600_000));

    writeFileSync(join(dir, 'bad.csv'), `meter;timestamp;value\nCLI-WATER;${hour(3)};0.2\nCLI-WATER;${hour(2)};-1\n`);
    const bad = await importCommand('bad.csv');
    expect(bad.code).toBe(1);
    expect(bad.err).toContain('refused bad.csv: 1 row cannot be imported, so nothing was imported');
    expect(bad.err).toContain(`line 3: meter CLI-WATER, ${hour(2)}, -1: negative consumption`);

    writeFileSync(join(dir, 'good.csv'), `meter;timestamp;value\nCLI-WATER;${hour(3)};0.2\nCLI-WATER;${hour(2)};0.1\n`);
    const good = await importCommand('good.csv');
    expect(good.err).toBe('');
    expect(good.code).toBe(0);
    expect(good.out).toContain('imported 2 readings, 0 notifications');
  }, 240_000);
});

describe('npm run impersonate -- <e-mail>', () => {
  const dir = mkdtempSync(join(tmpdir(), 'portal-impersonate-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  /**
   * The root's `npm run impersonate -- <e-mail>` (and api/'s): the bootstrap (any Node) runs the task,
   * which runs the api's script with the project's Node. No service runs (DATA_DIR has no support
   * secret), so the script opens the database in `dir` itself.
   */
  function impersonate(...args: string[]) {
    return runCommand(['scripts/bootstrap.cjs', 'impersonate', ...args], { cwd: ROOT, dir, env: { DATA_DIR: dir } });
  }

  it('says so when the portal has no database yet, and creates none', async () => {
    const fresh = await impersonate('tenant@example.com');
    expect(fresh.code).toBe(1);
    expect(fresh.err).toContain('yet: start the portal first (npm start)');
    expect(existsSync(join(dir, 'pglite'))).toBe(false);
  });

  it("prints the portal's link for a user, and refuses an unknown e-mail or none", async () => {
    const database = await openDatabase({ dataDir: join(dir, 'pglite') });
    await migrateToLatest(database.db);
    await database.db.insertInto('users').values({ email: 'tenant@example.com', password_hash: null }).execute();
    await database.close();

    const link = await impersonate('tenant@example.com');
    expect(link.err).toBe('');
    expect(link.code).toBe(0);
    expect(link.out.trim()).toMatch(/^http:\/\/localhost:3000\/impersonate\/[\w-]{20,}$/);
    // pnpm 12 passes the `--` on
    expect((await impersonate('--', 'tenant@example.com')).code).toBe(0);

    const unknown = await impersonate('nobody@example.com');
    expect(unknown.code).toBe(1);
    expect(unknown.err).toContain('no user with e-mail nobody@example.com');
    const none = await impersonate();
    expect(none.code).toBe(2);
    expect(none.err).toContain('usage: npm run impersonate -- <e-mail>');
  }, 240_000);
});
