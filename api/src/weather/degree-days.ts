// Degree days (docs/decisions/0150, 0151): how much heating or cooling the weather asked for on a day,
// so that a heating or cooling figure can be compared across months and years of different weather,
// and forecast from the weather of past years. The monthly report's weather correction and the
// settlement forecast both take them from here.
//
// A day's degree days come from the property's outdoor temperature: the mean of the day's hourly
// readings of its meters of quantity `outdoor-temperature` that belong to no unit (the demo world's
// generated hours, or temperatures imported like any reading), read from the day rollups. A day whose
// readings cover less than three quarters of its hours (23, 24 or 25 of them) has no mean, and no
// degree days. Computed in numeric, as the rollups keep their sums.
import { type RawBuilder, sql } from 'kysely';
import type { LocalDate } from '@portal/domain';

/** Degree days of a day: max(0, sign × (base − the day's mean outdoor temperature)). */
export interface DegreeDayRule {
  /** °C */
  base: number;
  /** 1: heating (below the base); −1: cooling (above it). */
  sign: 1 | -1;
}

/**
 * Heating degree days, base 17 °C: the Danish (DMI's "graddage") and Norwegian (Enova's and SSB's
 * "graddagstall") convention.
 */
export const HEATING_DEGREE_DAYS: DegreeDayRule = { base: 17, sign: 1 };

/** Cooling degree days, base 22 °C: the European Environment Agency's base for cooling. */
export const COOLING_DEGREE_DAYS: DegreeDayRule = { base: 22, sign: -1 };

/** A day's mean counts when at least this share of its hours has a reading. */
export const MIN_HOURS_SHARE = 0.75;

/** Whole local days [from, until): dates, `until` excluded. */
export interface Days {
  from: LocalDate;
  until: LocalDate;
}

/**
 * SQL: the property's degree days by the rule on each Copenhagen day of the ranges whose outdoor
 * temperature is known, as rows (day, degree_days), degree_days numeric and not rounded. For use as a
 * statement of its own or inside another (a common table expression).
 */
export function degreeDaysQuery(
  propertyId: number,
  rule: DegreeDayRule,
  ranges: readonly Days[],
): RawBuilder<{ day: string; degree_days: string }> {
  if (ranges.length === 0) return sql`select null::date as day, null::numeric as degree_days where false`;
  const inRanges = sql.join(
    ranges.map((r) => sql`(d.day >= ${r.from}::date and d.day < ${r.until}::date)`),
    sql` or `,
  );
  return sql`
    select d.day,
      greatest(0, ${rule.sign}::numeric * (${rule.base}::numeric - sum(d.total) / sum(d.readings))) as degree_days
    from meters m
    inner join meter_days d on d.meter_id = m.id
    where m.property_id = ${propertyId} and m.unit_id is null and m.quantity = 'outdoor-temperature'
      and (${inRanges})
    group by d.day
    having sum(d.readings) >= ${MIN_HOURS_SHARE}::numeric * extract(epoch from
      ((d.day + 1)::timestamp at time zone 'Europe/Copenhagen') - (d.day::timestamp at time zone 'Europe/Copenhagen')) / 3600`;
}
