// A table of figures as the screens show it, written as a CSV file (through @portal/domain's writer,
// which the services' archive uses too) or as an Excel workbook (exceljs, loaded only when asked for).
import {
  type CsvCell,
  type CsvFormat,
  type Decimals,
  type Language,
  exportFileName,
  offsetTimestamp,
  toCsv,
} from '@portal/domain';
import type * as ExcelJs from 'exceljs';

/** One column: its header in the tenant's language, and for figures the decimals the screen shows. */
export interface ExportColumn {
  header: string;
  decimals?: Decimals;
}

/**
 * What a screen shows, as rows: time stamps already written with their offset
 * (`offsetTimestamps`), figures as numbers (null: no value), texts as shown.
 */
export interface ExportTable {
  /** The name of the workbook's sheet (the screen's title). */
  title: string;
  columns: ExportColumn[];
  rows: CsvCell[][];
  /** What the figures are (period, resolution, comparison, unit ...), as label and value: the workbook's second sheet. */
  about?: ReadonlyArray<readonly [string, string]>;
}

/** The three files a tenant can choose. */
export type ExportKind = 'csv-spreadsheet' | 'csv-machine' | 'xlsx';

export const EXPORT_KINDS: readonly ExportKind[] = ['csv-spreadsheet', 'csv-machine', 'xlsx'];

/** The CSV text of a table. */
export function tableCsv(table: ExportTable, language: Language, format: CsvFormat): string {
  return toCsv(
    table.columns.map((c) => c.header),
    table.rows,
    { language, format, decimals: table.columns.map((c) => c.decimals) },
  );
}

/** Excel's number format of a column's decimals: fixed where the screen shows a fixed number, else General. */
export function excelNumberFormat(decimals: Decimals | undefined): string | undefined {
  if (!decimals) return undefined;
  if (decimals.min !== decimals.max) return 'General';
  return decimals.max > 0 ? `0.${'0'.repeat(decimals.max)}` : '0';
}

/** A sheet name Excel accepts: at most 31 characters, none of []:*?/\. */
export function sheetName(title: string): string {
  return (
    title
      .replace(/[[\]:*?/\\]/g, ' ')
      .replace(/\s+/g, ' ')
      .trim()
      .slice(0, 31) || 'Sheet1'
  );
}

type ExcelModule = typeof ExcelJs;

/** exceljs in its own chunk, fetched on the first workbook (a dynamic import). */
export async function loadExcel(): Promise<ExcelModule> {
  const module = (await import('exceljs')) as ExcelModule & { default?: ExcelModule };
  return module.default ?? module;
}

/**
 * The workbook of a table: one sheet of the figures (numbers stored unrounded, shown with the
 * screen's decimals; header row frozen), and one on what they are.
 */
export async function tableWorkbook(
  table: ExportTable,
  texts: { aboutSheet: string; what: string; value: string; exportedAt: string },
  now: Date = new Date(),
): Promise<Uint8Array> {
  const ExcelJS = await loadExcel();
  const workbook = new ExcelJS.Workbook();
  workbook.created = now;
  const sheet = workbook.addWorksheet(sheetName(table.title), { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = table.columns.map((c, i) => ({
    header: c.header,
    key: `c${i}`,
    width: Math.min(60, Math.max(12, c.header.length + 2, ...table.rows.map((r) => String(r[i] ?? '').length + 2))),
    style: c.decimals ? { numFmt: excelNumberFormat(c.decimals) } : {},
  }));
  sheet.getRow(1).font = { bold: true };
  for (const row of table.rows) sheet.addRow(row.map((cell) => (cell == null ? null : cell)));
  const about = workbook.addWorksheet(sheetName(texts.aboutSheet));
  about.columns = [
    { header: texts.what, key: 'what', width: 28 },
    { header: texts.value, key: 'value', width: 48 },
  ];
  about.getRow(1).font = { bold: true };
  for (const [what, value] of table.about ?? []) about.addRow([what, value]);
  about.addRow([texts.exportedAt, offsetTimestamp(now)]);
  const buffer = await workbook.xlsx.writeBuffer();
  return new Uint8Array(buffer as ArrayBuffer);
}

/** The file's name: its parts (quantity, period, resolution …) and the kind's extension. */
export function fileNameOf(parts: ReadonlyArray<string | null | undefined>, kind: ExportKind): string {
  return exportFileName(parts, kind === 'xlsx' ? 'xlsx' : 'csv');
}

/** Saves a file the page made: a link to the blob, clicked, then let go. */
export function downloadBlob(blob: Blob, fileName: string, doc: Document = document): void {
  const url = URL.createObjectURL(blob);
  const link = doc.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.hidden = true;
  doc.body.append(link);
  link.click();
  link.remove();
  // the browser has taken the file by the time a minute has passed
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

export const CSV_TYPE = 'text/csv;charset=utf-8';
export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
