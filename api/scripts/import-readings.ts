// `npm run import:readings -- <file.csv>`: meter;timestamp;value rows into the database, then the
// alarms of the meters that got readings are evaluated (e-mails through SMTP_HOST/SMTP_PORT).
// With PGlite on disk, stop the services first (one process at a time).
import { readFileSync } from 'node:fs';
import { loadConfig } from '../src/config.ts';
import { openDefaultDatabase } from '../src/db/default.ts';
import { migrateToLatest } from '../src/db/database.ts';
import { importReadings } from '../src/import/readings.ts';
import { SmtpMailer } from '../src/mail/mailer.ts';

const file = process.argv[2];
if (!file) {
  console.error('usage: npm run import:readings -- <file.csv>');
  process.exit(2);
}
const config = loadConfig();
const database = await openDefaultDatabase();
await migrateToLatest(database.db);
const result = await importReadings(database.db, readFileSync(file, 'utf8'), {
  mailer: new SmtpMailer(config.smtp),
  portalUrl: config.portalUrl,
});
await database.close();
console.info(
  `imported ${result.imported} readings, skipped ${result.skipped.length}, ${result.notifications} notifications`,
);
for (const s of result.skipped.slice(0, 20)) console.info(`  line ${s.line}: ${s.reason}`);
