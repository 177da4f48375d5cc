// Each test file gets a fresh migrated database: PGlite in memory, or with DATABASE_URL a uniquely
// named database on that server, dropped afterwards.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type Database, migrateToLatest, openDatabase } from '../src/db/database.ts';

export interface TestDatabase extends Database {
  name: string;
}

export function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

export async function createTestDatabase(): Promise<TestDatabase> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const database = await openDatabase({});
    await migrateToLatest(database.db);
    return { ...database, name: 'memory' };
  }
  const name = `api_test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const database = await openDatabase({ url: withDatabase(serverUrl, name), poolSize: 4 });
  const drop = async () => {
    await database.close();
    const c = new pg.Client({ connectionString: serverUrl });
    await c.connect();
    await c.query(`drop database if exists ${name} with (force)`);
    await c.end();
  };
  try {
    await migrateToLatest(database.db);
  } catch (error) {
    await drop();
    throw error;
  }
  return { ...database, name, close: drop };
}
