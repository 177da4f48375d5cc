// `pnpm run forecast:backtest [-- --years N | --database]`: the settlement forecast's back-test
// (docs/decisions/0151). For every completed billing period of every tenancy that the readings cover,
// the forecast made at the end of each month of the period, from the data up to that day only, is set
// against what the settlement came to (the allocation statement where the tenancy has one, else the
// settlement of the period's readings). Prints the error by the month of the period, and fails (exit
// code 1) when the median absolute error at the sixth month is 10 % or more.
//
// The demo world is seeded afresh in memory, as the services seed it (three years of readings up to
// now); `--years N` seeds N years of readings instead (more completed years, and more years of weather
// for the forecasts; a minute of seeding per two years). `--database` back-tests the database the
// services use (PGlite in .data/, or DATABASE_URL; stop the services first when it is PGlite).
import { type Database, migrateToLatest, openDatabase } from '../src/db/database.ts';
import { openDefaultDatabase } from '../src/db/default.ts';
import { isSeeded, seedDemo } from '../src/demo/seed.ts';
import { type BacktestRow, backtest, summarise } from '../src/forecast/backtest.ts';
import { dateAt } from '@portal/domain';
import { scriptArgs } from './args.ts';

/** The month of the period whose median absolute error is held under LIMIT_PERCENT. */
const CHECKED_MONTH = 6;
const LIMIT_PERCENT = 10;

const args = scriptArgs();
const useDatabase = args.length === 1 && args[0] === '--database';
const years = args.length === 2 && args[0] === '--years' ? Number(args[1]) : args.length === 0 || useDatabase ? 3 : NaN;
if (!Number.isInteger(years) || years < 2 || years > 8) {
  console.error('usage: pnpm run forecast:backtest [-- --years N (2 to 8) | -- --database]');
  process.exit(2);
}

const now = new Date();
const started = Date.now();
let database: Database;
if (useDatabase) {
  database = await openDefaultDatabase(async (db) => {
    await migrateToLatest(db);
    if (!(await isSeeded(db))) await seedDemo(db, { now });
  });
} else {
  console.info(`seeding the demo world in memory with ${years} years of readings…`);
  database = await openDatabase({});
  await migrateToLatest(database.unlimited);
  await seedDemo(database.unlimited, { now, days: years * 365 + 1 });
}
const db = database.unlimited;

const span = await db
  .selectFrom('meter_days')
  .select((eb) => [eb.fn.min<string>('day').as('first'), eb.fn.max<string>('day').as('last')])
  .executeTakeFirst();
console.info(`readings from ${span?.first ?? '–'} to ${span?.last ?? '–'}; forecasting…`);
const result = await backtest(db, { today: dateAt(now) });
await database.close();

const periods = new Set(result.cases.map((c) => `${c.tenancyId}:${c.period.start}`));
console.info(
  `\n${result.cases.length} forecasts of ${periods.size} completed billing periods of ${new Set(result.cases.map((c) => c.tenancyId)).size} tenancies` +
    ` (${Math.round((Date.now() - started) / 1000)} s)`,
);
for (const s of result.statements) {
  const diff = ((s.readings - s.statement) / s.statement) * 100;
  console.info(
    `tenancy ${s.tenancyId} ${s.period.start} to ${s.period.end}: allocation statement ${s.statement.toFixed(2)}, ` +
      `its readings settle at ${s.readings.toFixed(2)} (${sign(diff)} %)`,
  );
}
for (const s of result.skipped) {
  console.info(`left out: tenancy ${s.tenancyId} ${s.period.start} to ${s.period.end} (${s.reason})`);
}

const rows = summarise(result.cases);
const utilities = [...new Set(rows.flatMap((r) => Object.keys(r.utilities)))];
const header = [
  'month',
  'forecasts',
  'median |err|',
  'p90 |err|',
  'median err',
  'in range',
  'actual weather',
  ...utilities,
];
const table = rows.map((r: BacktestRow) => [
  String(r.month),
  String(r.forecasts),
  `${r.medianAbsError.toFixed(1)} %`,
  `${r.p90AbsError.toFixed(1)} %`,
  `${sign(r.medianError)} %`,
  `${Math.round(r.withinRange)} %`,
  `${r.medianAbsErrorInActualWeather.toFixed(1)} %`,
  ...utilities.map((u) => (r.utilities[u] === undefined ? '–' : `${r.utilities[u]!.toFixed(1)} %`)),
]);
const widths = header.map((h, i) => Math.max(h.length, ...table.map((row) => row[i]!.length)));
const line = (cells: string[]) => cells.map((c, i) => c.padStart(widths[i]!)).join('  ');
console.info(
  '\nThe forecast of the period’s total cost made at the end of its month number `month`, against the settlement:',
);
console.info(line(header));
for (const row of table) console.info(line(row));
console.info(
  '(err = (forecast − settlement) / settlement; in range: settlements within the forecast’s range; actual weather:\n' +
    ' the median |err| had the rest of the period’s weather been known; per utility: median |err| of its cost)',
);

const checked = rows.find((r) => r.month === CHECKED_MONTH);
if (!checked) {
  console.error(`\nno forecasts at month ${CHECKED_MONTH}: the readings cover no completed billing period`);
  process.exit(1);
}
const ok = checked.medianAbsError < LIMIT_PERCENT;
console.info(
  `\nmonth ${CHECKED_MONTH}: median absolute error ${checked.medianAbsError.toFixed(1)} % (limit ${LIMIT_PERCENT} %): ${ok ? 'ok' : 'TOO HIGH'}`,
);
if (!ok) process.exit(1);

function sign(v: number): string {
  return `${v >= 0 ? '+' : '−'}${Math.abs(v).toFixed(1)}`;
}
