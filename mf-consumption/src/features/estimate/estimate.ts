/** One hour of the heating cost estimate: the hour's own tariff times the hour's own consumption. */
export interface EstimateHour {
  hour: string;
  tariff: number | null;
  consumption: number | null;
  cost: number | null;
}

export interface Estimate {
  hours: EstimateHour[];
  /** The latest hour with a consumption reading, and its cost. */
  latest: EstimateHour | null;
  /** Sum of the costs of the hours that have both a tariff and a consumption. */
  total: number | null;
}

/**
 * The cost estimate hour by hour (pure; tested): each hour's consumption is priced with the tariff of
 * that same hour, never with the current price. Hours are matched by their local time stamp; an hour
 * without a tariff or without consumption has no cost (it is not counted as zero).
 */
export function estimateCosts(
  tariffs: readonly { hour: string; tariff: number }[],
  timestamps: readonly string[],
  values: readonly (number | null)[],
): Estimate {
  const byHour = new Map<string, number>();
  // A repeated wall-clock hour (the autumn DST change) keeps its order: the n-th occurrence pairs with the n-th.
  const seen = new Map<string, number>();
  const tariffKey = (hour: string, n: number) => `${hour.slice(0, 13)}#${n}`;
  for (const t of tariffs) {
    const n = seen.get(t.hour.slice(0, 13)) ?? 0;
    seen.set(t.hour.slice(0, 13), n + 1);
    byHour.set(tariffKey(t.hour, n), t.tariff);
  }
  seen.clear();
  const hours: EstimateHour[] = timestamps.map((hour, i) => {
    const n = seen.get(hour.slice(0, 13)) ?? 0;
    seen.set(hour.slice(0, 13), n + 1);
    const tariff = byHour.get(tariffKey(hour, n)) ?? null;
    const consumption = values[i] ?? null;
    return { hour, tariff, consumption, cost: tariff != null && consumption != null ? tariff * consumption : null };
  });
  const withCost = hours.filter((h) => h.cost != null);
  const latest = [...hours].reverse().find((h) => h.consumption != null) ?? null;
  return {
    hours,
    latest,
    total: withCost.length ? withCost.reduce((sum, h) => sum + (h.cost ?? 0), 0) : null,
  };
}
