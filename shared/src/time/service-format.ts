import { addDays, dateAt, isLocalDate, type LocalDate, wallClockAt } from '@portal/domain';
import type { Period } from './period';
import type { Resolution } from './period';

/**
 * Date-times the services take and give (SPEC §7, docs/decisions/0052): local Copenhagen wall-clock
 * time without a zone (`2026-09-11T00:00:00`). A period's end is sent as the midnight after its last
 * day (exclusive), so a day is [00:00, next 00:00) whatever its length in hours.
 */
export type ServiceDateTime = string;

const pad = (n: number) => String(n).padStart(2, '0');

/** A date (and time) as the services' local date-time without zone. */
export function toServiceDateTime(date: LocalDate, hour = 0, minute = 0, second = 0): ServiceDateTime {
  if (!isLocalDate(date)) throw new RangeError(`Invalid date: ${date}`);
  return `${date}T${pad(hour)}:${pad(minute)}:${pad(second)}`;
}

/** An instant as the Copenhagen wall clock the services read. */
export function instantToServiceDateTime(instant: Date | number): ServiceDateTime {
  const w = wallClockAt(instant);
  return toServiceDateTime(dateAt(instant), w.hour, w.minute, w.second);
}

const LOCAL_DATE_TIME_RE = /^(\d{4}-\d{2}-\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2}))?)?/;

/** Reads a service time stamp (`2026-09-11T13:00:00`, or a bare date) as a Copenhagen wall-clock time. */
export function parseServiceDateTime(value: string): { date: LocalDate; hour: number; minute: number; second: number } {
  const m = LOCAL_DATE_TIME_RE.exec(value);
  if (!m || !isLocalDate(m[1])) throw new RangeError(`Invalid service date-time: ${value}`);
  return { date: m[1], hour: Number(m[2] ?? 0), minute: Number(m[3] ?? 0), second: Number(m[4] ?? 0) };
}

/** `tenantGraph`, `tenantTable`: local date-times, begin at the first midnight, end at the midnight after. */
export function periodToServiceDateTimes(p: Period): { periodBegin: ServiceDateTime; periodEnd: ServiceDateTime } {
  return { periodBegin: toServiceDateTime(p.start), periodEnd: toServiceDateTime(addDays(p.end, 1)) };
}

/** `quantityPrices`, `unitQuantityKpis`: dates only, both ends included. */
export function periodToServiceDates(p: Period): { periodBegin: LocalDate; periodEnd: LocalDate } {
  return { periodBegin: p.start, periodEnd: p.end };
}

/** The service's resolution enum: upper-cased (SPEC §7). */
export function toServiceResolution(resolution: Resolution): Uppercase<Resolution> {
  return resolution.toUpperCase() as Uppercase<Resolution>;
}
