// `npm run import:readings -- <file.csv>`: meter;timestamp;value rows into the database.
// With PGlite on disk, stop the services first (one process at a time).
import { readFileSync } from 'node:fs';
import { openDefaultDatabase } from '../src/db/default.ts';
import { migrateToLatest } from '../src/db/database.ts';
import { importReadings } from '../src/import/readings.ts';

const file = process.argv[2];
if (!file) {
  console.error('usage: npm run import:readings -- <file.csv>');
  process.exit(2);
}
const database = await openDefaultDatabase();
await migrateToLatest(database.db);
const result = await importReadings(database.db, readFileSync(file, 'utf8'));
await database.close();
console.info(`imported ${result.imported} readings, skipped ${result.skipped.length}`);
for (const s of result.skipped.slice(0, 20)) console.info(`  line ${s.line}: ${s.reason}`);
