// A tenancy's data to take away (GDPR art. 20, docs/decisions/0166): every meter's hourly readings
// since the tenancy started, as CSV files in one zip archive, streamed while it is made. The readings
// are read in chunks of CHUNK_HOURS rows (keyset on the readings' primary key), each chunk compressed
// and written before the next is read, waiting for the client when it reads slower; so an archive of
// years of hours holds neither the process's memory nor the database (no statement runs long, and
// other requests run between chunks), and the first bytes leave at once.
import type { ServerResponse } from 'node:http';
import { once } from 'node:events';
import { Zip, ZipDeflate, strToU8 } from 'fflate';
import {
  type Language,
  addDays,
  csvRows,
  exportFileName,
  formatLocal,
  isAveraged,
  offsetTimestamp,
  quantityName,
  startOfDayInstant,
  today,
  toCsv,
  unitLabel,
  unitOf,
} from '@portal/domain';
import type { UserRow } from '../auth/accounts.ts';
import type { AppDeps, RequestContext } from '../context.ts';
import type { Db } from '../db/database.ts';
import { meterInTenancy, requireTenancy, tenancyPeriod } from '../data/access.ts';
import type { TenancyModel } from '../data/models.ts';
import { mailLanguage } from '../mail/messages.ts';
import { tenanciesOf } from '../tenancies/tenancies.repository.ts';

/** Rows of readings read, compressed and written at a time. */
export const CHUNK_HOURS = 2000;

/** How long a download link lives. */
export const EXPORT_LINK_TTL_S = 600;

const TEXTS: Record<
  Language,
  {
    start: string;
    consumption: string;
    average: string;
    meter: string;
    quantity: string;
    quantityName: string;
    room: string;
    unit: string;
    from: string;
    to: string;
    file: string;
    readme: (address: string, start: string, end: string | null) => string;
  }
> = {
  en: {
    start: 'Start (local time)',
    consumption: 'Consumption',
    average: 'Average',
    meter: 'Meter number',
    quantity: 'Quantity',
    quantityName: 'Measures',
    room: 'Room',
    unit: 'Unit',
    from: 'In place from',
    to: 'In place until',
    file: 'File',
    readme: (address, start, end) =>
      `The data of the tenancy at ${address}, from ${start}${end ? ` to ${end}` : ''}.\r\n\r\n` +
      `meters.csv lists the meters; each meters/<quantity>_<meter number>.csv holds one meter's readings,\r\n` +
      `one row per hour: the hour's start in Copenhagen time with its offset from UTC, and the hour's\r\n` +
      `consumption (for temperatures and humidity, the hour's average). Missing hours have no row.\r\n` +
      `The files are UTF-8 CSV (RFC 4180): fields separated by commas, decimal point.\r\n`,
  },
  da: {
    start: 'Start (lokal tid)',
    consumption: 'Forbrug',
    average: 'Gennemsnit',
    meter: 'Målernummer',
    quantity: 'Forbrugstype',
    quantityName: 'Måler',
    room: 'Rum',
    unit: 'Enhed',
    from: 'Opsat fra',
    to: 'Opsat til',
    file: 'Fil',
    readme: (address, start, end) =>
      `Data for lejemålet ${address}, fra ${start}${end ? ` til ${end}` : ''}.\r\n\r\n` +
      `meters.csv viser målerne; hver meters/<forbrugstype>_<målernummer>.csv har én målers aflæsninger,\r\n` +
      `én række pr. time: timens start i dansk tid med forskydningen fra UTC, og timens forbrug\r\n` +
      `(for temperatur og luftfugtighed timens gennemsnit). Manglende timer har ingen række.\r\n` +
      `Filerne er UTF-8 CSV (RFC 4180): felter adskilt af komma, decimalpunktum.\r\n`,
  },
  nb: {
    start: 'Start (lokal tid)',
    consumption: 'Forbruk',
    average: 'Gjennomsnitt',
    meter: 'Målernummer',
    quantity: 'Forbrukstype',
    quantityName: 'Måler',
    room: 'Rom',
    unit: 'Enhet',
    from: 'Montert fra',
    to: 'Montert til',
    file: 'Fil',
    readme: (address, start, end) =>
      `Data for leieforholdet ${address}, fra ${start}${end ? ` til ${end}` : ''}.\r\n\r\n` +
      `meters.csv viser målerne; hver meters/<forbrukstype>_<målernummer>.csv har én målers avlesninger,\r\n` +
      `én rad per time: timens start i dansk tid med forskyvningen fra UTC, og timens forbruk\r\n` +
      `(for temperatur og luftfuktighet timens gjennomsnitt). Manglende timer har ingen rad.\r\n` +
      `Filene er UTF-8 CSV (RFC 4180): felt skilt med komma, desimalpunktum.\r\n`,
  },
};

/** The archive's path on the data service: the tenancy and the user it was signed for. */
export function exportPath(tenancyId: number, userId: number): string {
  return `/files/exports/${tenancyId}/${userId}.zip`;
}

export const EXPORT_PATH = /^\/files\/exports\/(\d{1,9})\/(\d{1,9})\.zip$/;

/** The archive's file name: `tenancy-data_<tenancy number>_<date>.zip`. */
export function exportArchiveName(tenancy: Pick<TenancyModel, 'tenancy_number'>, now = new Date()): string {
  return exportFileName(['tenancy-data', tenancy.tenancy_number, today(now)], 'zip');
}

/**
 * A signed link to the tenancy's archive, for a user of the tenancy (support staff acting as the
 * tenant are that user); another tenancy's id is refused as any unknown id is.
 */
export async function dataExportLink(ctx: RequestContext, user: UserRow, tenancyId: string, now = new Date()) {
  const tenancy = await requireTenancy(ctx, user, tenancyId);
  const language = mailLanguage(user.language, tenancy.property.brand);
  return {
    url: `${ctx.urlSigner.sign(exportPath(tenancy.id, user.id), EXPORT_LINK_TTL_S, now.getTime())}&lang=${language}`,
    fileName: exportArchiveName(tenancy, now),
    expiresAt: formatLocal(new Date(now.getTime() + EXPORT_LINK_TTL_S * 1000)),
  };
}

interface ExportMeter {
  id: number;
  number: string;
  quantity: string;
  room_name: string | null;
  from_date: string;
  to_date: string | null;
}

/** The tenancy's meters: the unit's meters in place during the tenancy, by quantity and number. */
async function tenancyMeters(db: Db, tenancy: TenancyModel): Promise<ExportMeter[]> {
  const meters = await db
    .selectFrom('meters')
    .select(['id', 'number', 'quantity', 'room_name', 'from_date', 'to_date'])
    .where('unit_id', '=', tenancy.unit_id)
    .orderBy('quantity')
    .orderBy('number')
    .execute();
  return meters.filter((m) => meterInTenancy(m, tenancy));
}

/** The file of a meter's readings in the archive. */
export function meterFileName(meter: Pick<ExportMeter, 'quantity' | 'number'>): string {
  return `meters/${exportFileName([meter.quantity, meter.number], 'csv')}`;
}

/** One chunk of a meter's readings after `after`, in order. */
function readingsChunk(db: Db, meterId: number, after: Date, until: Date | null, inclusive: boolean) {
  let q = db
    .selectFrom('readings')
    .select(['ts', 'value'])
    .where('meter_id', '=', meterId)
    .where('ts', inclusive ? '>=' : '>', after);
  if (until) q = q.where('ts', '<', until);
  return q.orderBy('ts').limit(CHUNK_HOURS).execute();
}

/**
 * Streams a tenancy's archive to `res` for a user who (still) belongs to it; 404 when they do not.
 * `now` bounds the readings (the current hour is not complete).
 */
export async function streamDataExport(
  deps: Pick<AppDeps, 'heavyDb' | 'db'>,
  res: ServerResponse,
  tenancyId: number,
  userId: number,
  language: Language,
  now = new Date(),
): Promise<void> {
  const [tenancy] = await tenanciesOf(deps.db, userId, tenancyId);
  if (!tenancy) {
    res.writeHead(404, { 'content-type': 'text/plain', 'cache-control': 'private, no-store' }).end('Not found');
    return;
  }
  const db = deps.heavyDb;
  const texts = TEXTS[language];
  const { notBefore, notAfter } = tenancyPeriod(tenancy);
  const until = notAfter && notAfter < now ? notAfter : now;
  const meters = await tenancyMeters(db, tenancy);

  res.writeHead(200, {
    'content-type': 'application/zip',
    'content-disposition': `attachment; filename="${exportArchiveName(tenancy, now)}"`,
    'cache-control': 'private, no-store',
  });
  const state: { failed: Error | null } = { failed: null };
  const zip = new Zip((error, chunk, final) => {
    if (error) state.failed = error;
    else if (chunk.length) res.write(chunk);
    if (final) res.end();
  });
  // the client reads slower than we compress: wait for it before reading more
  const drained = async () => {
    if (state.failed) throw state.failed;
    if (res.writableNeedDrain) await once(res, 'drain');
  };
  const addText = (name: string, text: string) => {
    const file = new ZipDeflate(name, { level: 6 });
    zip.add(file);
    file.push(strToU8(text), true);
  };
  const csv = { language, format: 'machine' as const };

  addText(
    'README.txt',
    texts.readme(
      [tenancy.unit.address, tenancy.property.zipcode, tenancy.property.city].filter(Boolean).join(', '),
      tenancy.start_date,
      tenancy.end_date,
    ),
  );
  addText(
    'meters.csv',
    toCsv(
      [texts.meter, texts.quantity, texts.quantityName, texts.room, texts.unit, texts.from, texts.to, texts.file],
      meters.map((m) => [
        m.number,
        m.quantity,
        quantityName(m.quantity, language),
        m.room_name,
        unitLabel(unitOf(m.quantity), 2, language),
        m.from_date,
        m.to_date,
        meterFileName(m),
      ]),
      csv,
    ),
  );

  try {
    for (const meter of meters) {
      const unit = unitLabel(unitOf(meter.quantity), 2, language);
      const valueHeader = `${isAveraged(meter.quantity) ? texts.average : texts.consumption} (${unit})`;
      const file = new ZipDeflate(meterFileName(meter), { level: 6 });
      zip.add(file);
      file.push(strToU8(toCsv([texts.start, valueHeader], [], csv)));
      // the meter's own time in the tenancy
      const from = startOfDayInstant(meter.from_date) > notBefore ? startOfDayInstant(meter.from_date) : notBefore;
      const meterEnd = meter.to_date ? startOfDayInstant(addDays(meter.to_date, 1)) : null;
      const end = meterEnd && meterEnd < until ? meterEnd : until;
      let after = from;
      let inclusive = true;
      for (;;) {
        const rows = await readingsChunk(db, meter.id, after, end, inclusive);
        if (rows.length) {
          file.push(
            strToU8(
              csvRows(
                rows.map((r) => [offsetTimestamp(new Date(r.ts)), Number(r.value)]),
                csv,
              ),
            ),
          );
          await drained();
        }
        if (rows.length < CHUNK_HOURS) break;
        after = new Date(rows.at(-1)!.ts);
        inclusive = false;
      }
      file.push(new Uint8Array(0), true);
      await drained();
    }
    zip.end();
  } catch (error) {
    // headers are sent: end the connection so that the client sees an incomplete download, not a valid zip
    console.error('data export failed', error);
    zip.terminate();
    res.destroy(error as Error);
  }
}
