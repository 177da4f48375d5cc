import {
  type Language,
  type LocalDate,
  type Resolution,
  type Translate,
  type dataOperations,
  DATE_LOCALES,
  addDays,
  formatNumber,
  instantOf,
  instantToServiceDateTime,
  maxDate,
  parseServiceDateTime,
} from '@portal/shared';

/**
 * How complete the service says a figure is, what it was compared with, and where the data end
 * (docs/decisions/0024, 0100), as the consumption views say it: pure functions, tested in
 * `src/view-logic.test.ts`. Dates are the service's local Copenhagen wall clock, never read through
 * the browser's zone.
 */

export type Coverage = dataOperations.CoverageFieldsFragment;
/** A span of local time as the service gives it: `begin` included, `end` excluded. */
export type TimeSpan = dataOperations.TimeSpanFieldsFragment;
export type ComparisonNote = dataOperations.ComparisonNote;
export interface ComparedBucket {
  span: TimeSpan | null;
  note: ComparisonNote | null;
}

/** What is missing from a figure: part of its time (`partial`), readings within it (`missing`). */
export interface CoverageState {
  partial: boolean;
  missing: boolean;
}

/**
 * The state of a figure from its coverage, or null when it is whole (or the service did not say).
 * Partial: fewer hours are due than its calendar unit has (the period's edge, the tenancy, the present).
 * Missing: fewer hourly readings than are due. A bucket with no hour due (wholly in the future or
 * outside the tenancy) is not incomplete: no value is expected of it.
 */
export function coverageState(coverage: Coverage | null | undefined): CoverageState | null {
  if (!coverage || coverage.complete || coverage.expectedHours <= 0) return null;
  const partial = coverage.expectedHours < coverage.calendarHours;
  const missing = coverage.readings < coverage.expectedReadings;
  return partial || missing ? { partial, missing } : null;
}

const count = (n: number, language: Language) => formatNumber(n, language, { min: 0, max: 0 });

/** "21 of 24 hours" (one meter: one reading an hour), else "42 of 48 hourly readings". */
function missingText(coverage: Coverage, language: Language, texts: Translate): string {
  const oneMeter = coverage.expectedReadings === coverage.expectedHours;
  return texts(oneMeter ? 'coverage.hours' : 'coverage.readings', {
    readings: count(coverage.readings, language),
    expected: count(oneMeter ? coverage.expectedHours : coverage.expectedReadings, language),
  });
}

// ---- dates and times ----

const formats = new Map<string, Intl.DateTimeFormat>();
function format(language: Language, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = language + JSON.stringify(options);
  let f = formats.get(key);
  if (!f) {
    // wall-clock values placed on UTC and formatted in UTC: no zone can shift them
    f = new Intl.DateTimeFormat(DATE_LOCALES[language], { ...options, timeZone: 'UTC' });
    formats.set(key, f);
  }
  return f;
}

const at = (date: LocalDate, hour = 12, minute = 0) => {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d, hour, minute));
};

interface DateStyle {
  month: 'short' | 'long';
  year: boolean;
}

const dateOptions = (style: DateStyle): Intl.DateTimeFormatOptions => ({
  day: 'numeric',
  month: style.month,
  ...(style.year ? { year: 'numeric' } : {}),
});

/** "24 Nov", "24. nov. 2025". */
export function formatDay(date: LocalDate, language: Language, style: DateStyle): string {
  return format(language, dateOptions(style)).format(at(date));
}

/** "1–24 November", "1.–24. november", "29 Dec 2025 – 4 Jan 2026": whole days, shared parts once. */
export function formatDays(first: LocalDate, last: LocalDate, language: Language, style: DateStyle): string {
  if (first === last) return formatDay(first, language, style);
  return format(language, dateOptions(style)).formatRange(at(first), at(last));
}

/** "21:00" / "21.00" (Danish); "24:00" for the midnight that ends a day. */
function formatTime(hour: number, minute: number, language: Language, endOfDay = false): string {
  const text = format(language, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(
    at('2026-01-01', hour, minute),
  );
  return endOfDay ? text.replace(/^00/, '24') : text;
}

const isMidnight = (t: { hour: number; minute: number }) => t.hour === 0 && t.minute === 0;

export interface SpanStyle extends DateStyle {
  /**
   * `days`: the days the span touches ("1–24 November", for labels; the hour the data end is said by
   * "Data until"), with the hours only when it lies within one day; `exact`: with the hours where
   * it does not run from midnight to midnight; `hour`: one hour bucket, by its start (the two 02:00
   * hours of the autumn change have the same local times, so an end would read "02:00–02:00").
   */
  precision: 'days' | 'exact' | 'hour';
}

/** A service time span in words, in the language. */
export function formatSpan(span: TimeSpan, language: Language, style: SpanStyle): string {
  const begin = parseServiceDateTime(span.begin);
  const end = parseServiceDateTime(span.end);
  if (style.precision === 'hour') {
    return `${formatDay(begin.date, language, style)}, ${formatTime(begin.hour, begin.minute, language)}`;
  }
  // the last day touched: the one before a midnight end
  const last = isMidnight(end) ? addDays(end.date, -1) : end.date;
  if (isMidnight(begin) && isMidnight(end)) return formatDays(begin.date, maxDate(begin.date, last), language, style);
  if (last === begin.date) {
    return `${formatDay(begin.date, language, style)}, ${formatTime(begin.hour, begin.minute, language)}–${formatTime(
      end.hour,
      end.minute,
      language,
      isMidnight(end),
    )}`;
  }
  if (style.precision === 'days') return formatDays(begin.date, last, language, style);
  return `${formatDay(begin.date, language, style)}, ${formatTime(begin.hour, begin.minute, language)} – ${formatDay(
    end.date,
    language,
    style,
  )}, ${formatTime(end.hour, end.minute, language)}`;
}

const yearOf = (stamp: string) => stamp.slice(0, 4);

/** "24 Nov, 21:00" (with the year when it is not this year's): the end of the newest hour included. */
export function formatDataUntil(stamp: string, language: Language, day: LocalDate): string {
  const { date, hour, minute } = parseServiceDateTime(stamp);
  const year = yearOf(date) !== yearOf(day);
  return `${formatDay(date, language, { month: 'short', year })}, ${formatTime(hour, minute, language)}`;
}

/** "Data until 24 Nov, 21:00"; null when there is no reading. */
export function dataUntilText(
  stamp: string | null | undefined,
  language: Language,
  texts: Translate,
  day: LocalDate,
): string | null {
  return stamp ? texts('data_until', { time: formatDataUntil(stamp, language, day) }) : null;
}

// ---- buckets ----

export interface BucketContext {
  resolution: Resolution;
  /** The first day of the period shown, and of the tenancy: a bucket's part begins at the latest of them. */
  periodStart?: LocalDate | null;
  tenancyStart?: LocalDate | null;
  language: Language;
  texts: Translate;
}

/**
 * The part of a partial bucket that its value covers: from the latest of the bucket's, the period's
 * and the tenancy's start (local midnights), for its due hours (counted in real hours, so a DST day
 * is right). Null when the bucket is an hour (never partial) or the part cannot be placed.
 */
export function partOfBucket(timestamp: string, coverage: Coverage, context: BucketContext): TimeSpan | null {
  if (context.resolution === 'hour' || coverage.expectedHours <= 0) return null;
  const bucket = parseServiceDateTime(timestamp).date;
  let first = bucket;
  for (const start of [context.periodStart, context.tenancyStart]) if (start) first = maxDate(first, start);
  const begin = instantOf(first, 0, 0);
  const end = new Date(begin.getTime() + coverage.expectedHours * 3_600_000);
  return { begin: instantToServiceDateTime(begin), end: instantToServiceDateTime(end) };
}

/** What a bucket's value lacks: "Partial: 1–3 Jan", "21 of 24 hours", both; null when it is whole. */
export function bucketCoverageNote(
  timestamp: string,
  coverage: Coverage | null | undefined,
  context: BucketContext,
): string | null {
  const state = coverageState(coverage);
  if (!state || !coverage) return null;
  const { language, texts } = context;
  const notes: string[] = [];
  if (state.partial) {
    const part = partOfBucket(timestamp, coverage, context);
    notes.push(
      part
        ? texts('coverage.partial', {
            part: formatSpan(part, language, { month: 'short', year: false, precision: 'exact' }),
          })
        : texts('coverage.partial_hours', {
            expected: count(coverage.expectedHours, language),
            calendar: count(coverage.calendarHours, language),
          }),
    );
  }
  if (state.missing) notes.push(missingText(coverage, language, texts));
  return notes.join('; ');
}

/**
 * What a bucket is compared with ("Compared with 24 Oct 2025"), or why with nothing ("Nothing to
 * compare: 29 February has no counterpart the year before"). The property average of a whole bucket
 * is over the bucket itself: nothing to add.
 */
export function comparedBucketNote(
  compared: ComparedBucket | null | undefined,
  comparisonType: string | null,
  context: Pick<BucketContext, 'resolution' | 'language' | 'texts'>,
): string | null {
  if (!compared) return null;
  const { language, texts } = context;
  const { span, note } = compared;
  const property = comparisonType === 'property-average';
  if (span) {
    if (property && note !== 'PARTIAL') return null;
    const text = formatSpan(span, language, {
      month: 'short',
      year: true,
      precision: context.resolution === 'hour' ? 'hour' : 'exact',
    });
    if (note === 'PARTIAL') return texts(property ? 'compare.same_part_property' : 'compare.same_part', { span: text });
    if (note === 'FIRST_OF_REPEATED_HOUR') return texts('compare.first_of_repeated', { span: text });
    return texts('compare.with', { span: text });
  }
  switch (note) {
    case 'LEAP_DAY':
      return texts('compare.leap_day');
    case 'NO_WEEK_53':
      return texts('compare.no_week_53');
    case 'REPEATED_HOUR':
      return texts('compare.repeated_hour');
    case 'SKIPPED_HOUR':
      return texts('compare.skipped_hour');
    case 'BEYOND_COMPARED_PERIOD':
      return texts('compare.beyond');
    case 'AFTER_DATA_END':
      return texts('compare.after_data_end');
    case 'OUTSIDE_TENANCY':
      return texts('compare.outside_tenancy');
    default:
      return null;
  }
}

// ---- totals and labels ----

/** "Includes incomplete data: 552 of the period's 720 hours; 550 of 552 hours." Null for a whole total. */
export function totalCoverageNote(
  coverage: Coverage | null | undefined,
  language: Language,
  texts: Translate,
): string | null {
  const state = coverageState(coverage);
  if (!state || !coverage) return null;
  const details: string[] = [];
  if (state.partial)
    details.push(
      texts('coverage.total_hours', {
        expected: count(coverage.expectedHours, language),
        calendar: count(coverage.calendarHours, language),
      }),
    );
  if (state.missing) details.push(missingText(coverage, language, texts));
  return texts('coverage.total_incomplete', { details: details.join('; ') });
}

/** The spans of a comparison: the part of the period compared, the compared time, and whether only a part is. */
export interface ComparisonSpans {
  type: string | null;
  currentSpan: TimeSpan | null;
  comparedSpan: TimeSpan | null;
  partial: boolean;
}

/** Years are written when the spans are not all within one year ("1–24 November 2026 against 1–24 November 2025"). */
function needsYear(spans: ReadonlyArray<TimeSpan | null>): boolean {
  const years = new Set<string>();
  for (const s of spans) {
    if (!s) continue;
    years.add(yearOf(s.begin));
    const end = parseServiceDateTime(s.end);
    years.add(yearOf(isMidnight(end) ? addDays(end.date, -1) : end.date));
  }
  return years.size > 1;
}

/**
 * The label of a comparison: "Partial period: 1–24 November against 1–24 October" when the period
 * is not over (only the same part is compared), "1–30 November against 1–31 October" otherwise; for
 * the property average only when partial (it is over the same days). Null without spans.
 */
export function comparisonSpanLabel(
  spans: ComparisonSpans | null,
  language: Language,
  texts: Translate,
): string | null {
  if (!spans?.currentSpan) return null;
  const { currentSpan, comparedSpan, partial } = spans;
  const property = spans.type === 'property-average';
  const style = {
    month: 'long',
    year: needsYear([currentSpan, property ? null : comparedSpan]),
    precision: 'days',
  } as const;
  const current = formatSpan(currentSpan, language, style);
  if (property) return partial ? texts('compare.partial_property', { current }) : null;
  if (!comparedSpan) return null;
  const compared = formatSpan(comparedSpan, language, style);
  return texts(partial ? 'compare.partial' : 'compare.against', { current, compared });
}

/**
 * A comparison series' name with the time it is of ("Previous period (1–24 Oct)"), for the legend and
 * the table; the property average's time is the period's own, so its name stays.
 */
export function comparisonSeriesName(name: string, spans: ComparisonSpans | null, language: Language): string {
  if (!spans?.comparedSpan || spans.type === 'property-average') return name;
  const style = {
    month: 'short',
    year: needsYear([spans.currentSpan, spans.comparedSpan]),
    precision: 'days',
  } as const;
  return `${name} (${formatSpan(spans.comparedSpan, language, style)})`;
}
