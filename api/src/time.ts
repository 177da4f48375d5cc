// Copenhagen wall-clock helpers on Intl (no date library). Calendar arithmetic on 'YYYY-MM-DD'
// strings runs on UTC dates, where there is no daylight saving.
export const ZONE = 'Europe/Copenhagen';

const formatter = new Intl.DateTimeFormat('en-GB', {
  timeZone: ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

function parts(date: Date): Record<string, number> {
  const out: Record<string, number> = {};
  for (const p of formatter.formatToParts(date)) if (p.type !== 'literal') out[p.type] = Number(p.value);
  return out;
}

/** The offset read from Intl (one formatToParts call, a few microseconds). */
function intlOffsetMs(ms: number): number {
  const p = parts(new Date(ms));
  const asUtc = Date.UTC(p.year!, p.month! - 1, p.day!, p.hour!, p.minute!, p.second!);
  return asUtc - Math.floor(ms / 1000) * 1000;
}

// Offsets by UTC hour: the zone's changes fall on whole hours, so an hour whose first and last
// second have the same offset has it throughout (an hour where they differ is never cached).
const HOUR_MS = 3600_000;
const offsetByHour = new Map<number, number>();

/** Offset of Copenhagen from UTC at an instant, in milliseconds. */
export function offsetMs(date: Date): number {
  const ms = date.getTime();
  const hour = Math.floor(ms / HOUR_MS);
  const known = offsetByHour.get(hour);
  if (known !== undefined) return known;
  if (Number.isNaN(hour)) return intlOffsetMs(ms);
  const first = intlOffsetMs(hour * HOUR_MS);
  if (first !== intlOffsetMs(hour * HOUR_MS + HOUR_MS - 1000)) return intlOffsetMs(ms);
  if (offsetByHour.size >= 200_000) offsetByHour.clear();
  offsetByHour.set(hour, first);
  return first;
}

const pad = (n: number, w = 2) => String(n).padStart(w, '0');

/** 'YYYY-MM-DDTHH:mm:ss' in Copenhagen. */
export function formatLocal(date: Date): string {
  const ms = date.getTime();
  if (Number.isNaN(ms)) formatter.format(date); // throws RangeError, as formatToParts does
  const wall = new Date(Math.floor(ms / 1000) * 1000 + offsetMs(date));
  return `${pad(wall.getUTCFullYear(), 4)}-${pad(wall.getUTCMonth() + 1)}-${pad(wall.getUTCDate())}T${pad(wall.getUTCHours())}:${pad(wall.getUTCMinutes())}:${pad(wall.getUTCSeconds())}`;
}

/** 'YYYY-MM-DD' in Copenhagen. */
export function localDate(date: Date): string {
  return formatLocal(date).slice(0, 10);
}

/** The instant of a Copenhagen wall-clock time (the earlier one when it occurs twice; in the spring
 * gap, the time read with the winter offset). Copenhagen is always UTC+1 or UTC+2. */
export function instantOfLocal(y: number, mo: number, d: number, h = 0, mi = 0, s = 0): Date {
  const wall = Date.UTC(y, mo - 1, d, h, mi, s);
  for (const hours of [2, 1]) {
    const candidate = new Date(wall - hours * 3600_000);
    if (offsetMs(candidate) === hours * 3600_000) return candidate;
  }
  return new Date(wall - 3600_000);
}

export function instantOfDate(date: string): Date {
  return instantOfLocal(Number(date.slice(0, 4)), Number(date.slice(5, 7)), Number(date.slice(8, 10)));
}

const DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATETIME_RE = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})?$/;

function validCalendar(y: number, m: number, d: number): boolean {
  if (y < 1970 || y > 2200 || m < 1 || m > 12 || d < 1) return false;
  return d <= new Date(Date.UTC(y, m, 0)).getUTCDate();
}

export function isValidDate(value: string): boolean {
  const m = DATE_RE.exec(value);
  return !!m && validCalendar(Number(m[1]), Number(m[2]), Number(m[3]));
}

/** Parses a JSDate input; null when malformed. */
export function parseDateTime(value: string): Date | null {
  if (value.length > 40) return null;
  if (DATE_RE.test(value)) return isValidDate(value) ? instantOfDate(value) : null;
  const m = DATETIME_RE.exec(value);
  if (!m) return null;
  const [y, mo, d, h, mi] = [1, 2, 3, 4, 5].map((i) => Number(m[i]));
  const s = Number(m[6] ?? 0);
  if (!validCalendar(y!, mo!, d!) || h! > 23 || mi! > 59 || s > 59) return null;
  const zone = m[7];
  if (!zone) return instantOfLocal(y!, mo!, d!, h!, mi!, s);
  const parsed = new Date(value.replace(' ', 'T'));
  return Number.isNaN(parsed.getTime()) ? null : parsed;
}

export function addDays(date: string, n: number): string {
  // Read and written field by field: this runs once or twice per bucket of a graph.
  const t = new Date(Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10)) + n));
  const m = t.getUTCMonth() + 1;
  const d = t.getUTCDate();
  return `${pad(t.getUTCFullYear(), 4)}-${m < 10 ? '0' : ''}${m}-${d < 10 ? '0' : ''}${d}`;
}

export function addMonths(date: string, n: number): string {
  const [y, m, d] = date.split('-').map(Number);
  const target = new Date(Date.UTC(y!, m! - 1 + n, 1));
  const last = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  return new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth(), Math.min(d!, last)))
    .toISOString()
    .slice(0, 10);
}

export function daysBetween(a: string, b: string): number {
  return Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86_400_000);
}

export function startOfHour(date: Date): Date {
  return new Date(Math.floor(date.getTime() / 3600_000) * 3600_000);
}
