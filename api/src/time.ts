// The services' reading of date and date-time inputs (GraphQL scalars, imports, scripts). The
// Copenhagen zone and calendar arithmetic they rest on are `@portal/domain`'s (zone.ts, local-date.ts).
import { instantOfLocal, startOfDayInstant } from '@portal/domain';

const DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATETIME_RE = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})?$/;

function validCalendar(y: number, m: number, d: number): boolean {
  if (y < 1970 || y > 2200 || m < 1 || m > 12 || d < 1) return false;
  return d <= new Date(Date.UTC(y, m, 0)).getUTCDate();
}

/** A `YYYY-MM-DD` date the services take (1970 to 2200). */
export function isValidDate(value: string): boolean {
  const m = DATE_RE.exec(value);
  return !!m && validCalendar(Number(m[1]), Number(m[2]), Number(m[3]));
}

/** Parses a JSDate input; null when malformed. */
export function parseDateTime(value: string): Date | null {
  if (value.length > 40) return null;
  if (DATE_RE.test(value)) return isValidDate(value) ? startOfDayInstant(value) : null;
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

export function startOfHour(date: Date): Date {
  return new Date(Math.floor(date.getTime() / 3600_000) * 3600_000);
}
