// The import commands as the READMEs give them: `pnpm run import:readings -- file.csv`. pnpm 12 hands
// the `--` on to the script (npm drops it), so the scripts skip a leading `--`; a relative file is read
// from where the command was typed (INIT_CWD). The command itself runs on a PGlite folder of its own.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { argPath, scriptArgs } from '../scripts/args.ts';
import { migrateToLatest, openDatabase } from '../src/db/database.ts';
import { formatLocal, startOfHour } from '../src/time.ts';

const API_DIR = join(import.meta.dirname, '..');

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
  function importCommand(file: string): Promise<{ code: number | null; out: string; err: string }> {
    const env: NodeJS.ProcessEnv = { ...process.env, PGLITE_DIR: join(dir, 'pglite'), INIT_CWD: dir };
    delete env.DATABASE_URL;
    return new Promise((resolve) => {
      const child = spawn(process.execPath, ['scripts/import-readings.ts', '--', file], { cwd: API_DIR, env });
      let out = '';
      let err = '';
      child.stdout.on('data', (c: Buffer) => (out += c.toString()));
      child.stderr.on('data', (c: Buffer) => (err += c.toString()));
      child.on('exit', (code) => resolve({ code, out, err }));
    });
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
