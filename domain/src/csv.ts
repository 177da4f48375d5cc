// CSV files of the portal's figures (docs/decisions/0165): what a screen shows, downloaded by a tenant,
// and the service's archive of all of a tenancy's data. RFC 4180 (CRLF line ends, fields with a
// delimiter, quote or line break quoted, quotes doubled), UTF-8, time stamps in Copenhagen time with
// their offset, a header row in the tenant's language. Both sides write files through this module.
import type { Language } from './languages.ts';
import type { Decimals } from './numbers.ts';
import { formatLocal, instantOfLocal, offsetMinutesAt } from './zone.ts';

/**
 * How a file is written:
 * - `spreadsheet`: for a spreadsheet program in the tenant's language: a byte order mark (so that
 *   Excel reads UTF-8), decimals as the language writes them (`12,5` in Danish and Norwegian), and,
 *   where the decimal mark is a comma, `;` between fields, as those spreadsheet programs expect;
 *   figures rounded as the screen shows them.
 * - `machine`: for programs: no byte order mark, `,` between fields, `.` as decimal mark, figures
 *   unrounded (up to 6 decimals).
 */
export type CsvFormat = 'spreadsheet' | 'machine';

export const CSV_FORMATS: readonly CsvFormat[] = ['spreadsheet', 'machine'];

/** The UTF-8 byte order mark, written first in a spreadsheet file. */
export const CSV_BOM = '\uFEFF';

/** A cell: text, a number (written by the format's rules), or nothing (an empty field). */
export type CsvCell = string | number | null | undefined;

export interface CsvOptions {
  language: Language;
  format: CsvFormat;
  /** Decimals of each column's numbers in the spreadsheet format (the screen's); default: up to 6. */
  decimals?: ReadonlyArray<Decimals | undefined>;
}

/** The decimal mark of a language: a comma in Danish and Norwegian, a point in English. */
export function decimalMark(language: Language): ',' | '.' {
  return language === 'en' ? '.' : ',';
}

/** The field delimiter of a file: `;` where the decimal mark is a comma (spreadsheet format), else `,`. */
export function csvDelimiter(options: Pick<CsvOptions, 'language' | 'format'>): ',' | ';' {
  return options.format === 'spreadsheet' && decimalMark(options.language) === ',' ? ';' : ',';
}

const MACHINE_DECIMALS: Decimals = { min: 0, max: 6 };

const plainFormats = new Map<string, Intl.NumberFormat>();
/** Digits with a point and no grouping, rounded as the screens round (Intl), never `-0`. */
function plainNumber(value: number, decimals: Decimals): string {
  const key = `${decimals.min}|${decimals.max}`;
  let f = plainFormats.get(key);
  if (!f) {
    f = new Intl.NumberFormat('en-US', {
      useGrouping: false,
      minimumFractionDigits: decimals.min,
      maximumFractionDigits: Math.max(decimals.min, decimals.max),
      signDisplay: 'negative',
    });
    plainFormats.set(key, f);
  }
  return f.format(value);
}

/**
 * A number as a file holds it: no thousands separator (a spreadsheet would read it as text); the
 * spreadsheet format rounds to the screen's decimals and uses the language's decimal mark.
 */
export function csvNumber(
  value: number,
  options: Pick<CsvOptions, 'language' | 'format'>,
  decimals?: Decimals,
): string {
  if (!Number.isFinite(value)) return '';
  const text = plainNumber(value, options.format === 'spreadsheet' && decimals ? decimals : MACHINE_DECIMALS);
  return options.format === 'spreadsheet' ? text.replace('.', decimalMark(options.language)) : text;
}

/**
 * One text field: quoted when it holds a quote, a comma, a semicolon, a line break or surrounding
 * spaces (a file stays readable whichever delimiter a program assumes), quotes doubled. In the
 * spreadsheet format a text that a spreadsheet would run as a formula (`=`, `+`, `-`, `@`, tab, CR)
 * is prefixed with `'` (OWASP's CSV injection advice); numbers are never texts here.
 */
export function csvField(text: string, format: CsvFormat = 'machine'): string {
  const safe = format === 'spreadsheet' && /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",;\r\n]|^\s|\s$/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** Rows as CSV lines, each ended by CRLF (RFC 4180): the body of a file written in parts. */
export function csvRows(rows: ReadonlyArray<readonly CsvCell[]>, options: CsvOptions): string {
  const delimiter = csvDelimiter(options);
  let out = '';
  for (const cells of rows) {
    out +=
      cells
        .map((cell, i) =>
          cell == null
            ? ''
            : typeof cell === 'number'
              ? csvNumber(cell, options, options.decimals?.[i])
              : csvField(cell, options.format),
        )
        .join(delimiter) + '\r\n';
  }
  return out;
}

/** The lines of a table, each ended by CRLF (RFC 4180); a spreadsheet file starts with the BOM. */
export function toCsv(header: readonly string[], rows: ReadonlyArray<readonly CsvCell[]>, options: CsvOptions): string {
  return (options.format === 'spreadsheet' ? CSV_BOM : '') + csvRows([header], options) + csvRows(rows, options);
}

const pad = (n: number) => String(Math.abs(n)).padStart(2, '0');

/** An instant as Copenhagen time with its offset: `2026-03-29T03:00:00+02:00`. */
export function offsetTimestamp(instant: Date | number): string {
  const offset = offsetMinutesAt(instant);
  return `${formatLocal(instant)}${offset < 0 ? '-' : '+'}${pad(Math.trunc(offset / 60))}:${pad(offset % 60)}`;
}

/**
 * The services' local time stamps (`2026-10-25T02:00:00`, one per bucket, in order) with their
 * offsets. On the autumn change the hour 02:00 comes twice: the first is summer time (+02:00), the
 * one that repeats it winter time (+01:00); on the spring change 02:00 does not exist and the hour
 * after 01:00 is 03:00+02:00.
 */
export function offsetTimestamps(stamps: readonly string[]): string[] {
  return stamps.map((stamp, i) => {
    const m = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2}))?)?$/.exec(stamp);
    if (!m) throw new RangeError(`Not a local time stamp: ${stamp}`);
    let instant = instantOfLocal(+m[1]!, +m[2]!, +m[3]!, +(m[4] ?? 0), +(m[5] ?? 0), +(m[6] ?? 0)).getTime();
    // the repeated hour: the same wall clock as the bucket before it, an hour later
    if (i > 0 && stamps[i - 1] === stamp) instant += 3_600_000;
    return offsetTimestamp(instant);
  });
}

/**
 * A file name that says what the file is: its parts (quantity, period, resolution ...) in lower
 * case, joined by `_`, anything but letters, digits, `-` and `.` made `-`:
 * `exportFileName(['heat-energy', '2026-11', 'day'], 'csv')` is `heat-energy_2026-11_day.csv`.
 */
export function exportFileName(parts: ReadonlyArray<string | null | undefined>, extension: string): string {
  const name = parts
    .filter((p): p is string => Boolean(p))
    .map((p) =>
      p
        .normalize('NFKD')
        .replace(/[\u0300-\u036f]/g, '')
        .replace(/[æÆ]/g, 'ae')
        .replace(/[øØ]/g, 'o')
        .replace(/[åÅ]/g, 'a')
        .toLowerCase()
        .replace(/[^a-z0-9.-]+/g, '-')
        .replace(/^-+|-+$/g, ''),
    )
    .filter(Boolean)
    .join('_');
  return `${name || 'export'}.${extension}`;
}

/**
 * A period as a file name says it: a calendar month `2026-11`, a calendar year `2026`, a day
 * `2026-11-05`, anything else `2026-11-03--2026-11-16` (dates inclusive; ISO 8601's `--` for an
 * interval where a file name cannot hold `/`).
 */
export function periodFileLabel(period: { start: string; end: string }): string {
  const { start, end } = period;
  if (start === end) return start;
  const [sy, sm, sd] = start.split('-');
  const [ey, em, ed] = end.split('-');
  const lastOfMonth = new Date(Date.UTC(Number(ey), Number(em), 0)).getUTCDate();
  if (sd === '01' && Number(ed) === lastOfMonth) {
    if (sy === ey && sm === em) return `${sy}-${sm}`;
    if (sy === ey && sm === '01' && em === '12') return `${sy}`;
  }
  return `${start}--${end}`;
}
