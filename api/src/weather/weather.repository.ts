// The outdoor temperature a property stores (SQL only: see degree-days.ts). A property's outdoor
// temperature comes from its meters of quantity `outdoor-temperature` that belong to no unit: the
// demo world's generated hourly values, or temperatures imported like any reading.
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import type { LocalDate } from '@portal/domain';

export interface TemperatureDay {
  day: LocalDate;
  /** The mean of the day's hourly readings, in °C. */
  mean: number;
  /** Hourly readings behind the mean. */
  readings: number;
}

/** The property's daily mean outdoor temperature on the Copenhagen days in [from, to] (from the day rollups). */
export async function outdoorTemperatureDays(
  db: Db,
  propertyId: number,
  from: LocalDate,
  to: LocalDate,
): Promise<TemperatureDay[]> {
  const { rows } = await sql<{ day: string; mean: number; readings: number }>`
    select d.day, (sum(d.total) / sum(d.readings))::float8 as mean, sum(d.readings)::int as readings
    from meters m
    inner join meter_days d on d.meter_id = m.id
    where m.property_id = ${propertyId} and m.unit_id is null and m.quantity = 'outdoor-temperature'
      and d.day >= ${from} and d.day <= ${to}
    group by d.day
    order by d.day`.execute(db);
  return rows;
}
