// Graphs, chart models and texts for the consumption remote's tests (never imported by its screens).
import type { ConsumptionQuantity } from '@portal/shared';
import { createTestI18n } from '@portal/shared/test-utils';
import en from '../../i18n/en';
import da from '../../i18n/da';
import nb from '../../i18n/nb';
import { buildChartModel, type GraphResult } from './chart-model';
import type { Coverage } from './completeness';

/** A translate function that answers its keys (the week number spelled out). */
export const t = (key: string, o?: Record<string, unknown>) =>
  key === 'period.week_number' ? `Week ${String(o?.week)}` : key;

/** A data service graph of cold water with these values (and previous-period values). */
export function graph(timestamps: string[], values: (number | null)[], related?: (number | null)[]): GraphResult {
  return {
    timestamps,
    graphs: [
      {
        type: 'HOURLY_VALUES',
        consumption: {
          quantityDescriptor: { quantity: 'cold-water-volume', normalized: false, expressedAs: 'CONSUMPTION' },
          meta: { sum: null, average: null, min: null, max: null, count: 0 },
          values,
          relatedValues: related ? [{ type: 'previous-period', values: related, meta: { sum: null, count: 0 } }] : [],
        },
      },
    ],
  } as unknown as GraphResult;
}

/** The chart model of a daily graph from 1 November 2026, one value per day, in English. */
export function dailyModel(quantity: ConsumptionQuantity, values: (number | null)[], related?: (number | null)[]) {
  return buildChartModel({
    graph: graph(
      values.map((_, i) => `2026-11-${String(i + 1).padStart(2, '0')}T00:00:00`),
      values,
      related,
    ),
    resolution: 'day',
    quantity,
    normalized: false,
    mode: 'consumption',
    language: 'en',
    t,
    texts: t,
  });
}

/** Time stamps of these hours of a day. */
export const hours = (date: string, list: string[]) => list.map((h) => `${date}T${h}:00:00`);

const i18n = createTestI18n('en', { consumption: { en, da, nb } });
/** The remote's real texts in a language (consumption namespace). */
export const textsIn =
  (language: 'en' | 'da' | 'nb') =>
  (key: string, options?: Record<string, unknown>): string =>
    i18n.getFixedT(language, 'consumption')(key, options ?? {});

/** Coverage of `hours` whole hours read by `meters` meters. */
export const whole = (hours: number, meters = 1): Coverage => ({
  calendarHours: hours,
  expectedHours: hours,
  readings: hours * meters,
  expectedReadings: hours * meters,
  complete: true,
});
