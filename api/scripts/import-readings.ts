// `pnpm run import:readings -- <file.csv>`: meter;timestamp;value rows into the database, then the
// alarms of the meters that got readings are evaluated (e-mails through SMTP_HOST/SMTP_PORT).
// A file with any refused row (unknown meter, not an hour, not a number, in the future, negative,
// implausible) is not imported at all: the refusals are printed and the exit code is 1
// (docs/decisions/0031). With PGlite on disk, stop the services first (one process at a time).
import { readFileSync } from 'node:fs';
import { loadConfig } from '../src/config.ts';
import { openDefaultDatabase } from '../src/db/default.ts';
import { migrateToLatest } from '../src/db/database.ts';
import { importReadings } from '../src/import/readings.ts';
import { SmtpMailer } from '../src/mail/mailer.ts';
import { argPath, scriptArgs } from './args.ts';

/** Refusals printed at most: a file in a wrong format refuses every row. */
const SHOWN = 100;

const [file] = scriptArgs();
if (!file) {
  console.error('usage: pnpm run import:readings -- <file.csv>');
  process.exit(2);
}
const config = loadConfig();
const database = await openDefaultDatabase();
await migrateToLatest(database.db);
const result = await importReadings(database.db, readFileSync(argPath(file), 'utf8'), {
  mailer: new SmtpMailer(config.smtp),
  portalUrl: config.portalUrl,
});
await database.close();
if (result.refused.length > 0) {
  const rows = result.refused.length === 1 ? '1 row' : `${result.refused.length} rows`;
  console.error(`refused ${file}: ${rows} cannot be imported, so nothing was imported`);
  for (const r of result.refused.slice(0, SHOWN)) console.error(`  ${r.message}`);
  if (result.refused.length > SHOWN) console.error(`  … and ${result.refused.length - SHOWN} more`);
  process.exit(1);
}
console.info(`imported ${result.imported} readings, ${result.notifications} notifications`);
