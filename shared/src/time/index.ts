// Calendar dates and the Copenhagen zone are @portal/domain's (the services use them too).
export {
  addDays,
  addMonths,
  addYears,
  compareDates,
  daysInMonth,
  diffDays,
  endOfMonth,
  formatLocalDateTime,
  isLocalDate,
  isoWeek,
  isoWeekday,
  localDate,
  type LocalDate,
  maxDate,
  minDate,
  parseLocalDate,
  startOfMonth,
  startOfWeek,
  startOfYear,
} from '@portal/domain';
export {
  dateAt,
  hoursInDay,
  instantOf,
  offsetMinutesAt,
  prepareTimeZone,
  startOfDayInstant,
  TIME_ZONE,
  today,
  type WallClock,
  wallClockAt,
} from '@portal/domain';
export * from './period';
export * from './span';
export * from './comparison';
export * from './service-format';
export * from './format-date';
