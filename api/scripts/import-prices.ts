// `pnpm run import:prices -- <export.csv>`: Energi Data Service Elspotprices or DayAheadPrices export.
// With PGlite on disk, stop the services first (one process at a time).
import { readFileSync } from 'node:fs';
import { openDefaultDatabase } from '../src/db/default.ts';
import { migrateToLatest } from '../src/db/database.ts';
import { importPrices, parsePriceExport } from '../src/import/prices.ts';
import { argPath, scriptArgs } from './args.ts';

const [file] = scriptArgs();
if (!file) {
  console.error('usage: pnpm run import:prices -- <export.csv>');
  process.exit(2);
}
const database = await openDefaultDatabase();
await migrateToLatest(database.db);
const n = await importPrices(database.db, parsePriceExport(readFileSync(argPath(file), 'utf8')));
await database.close();
console.info(`imported ${n} hourly prices`);
