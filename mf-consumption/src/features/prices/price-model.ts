import {
  type Language,
  type Translate,
  type dataOperations,
  formatDate,
  parseServiceDateTime,
  unitLabel,
  unitOf,
} from '@portal/shared';
import type { ChartModel } from '../chart/chart-model';

type Price = dataOperations.QuantityPricesQuery['quantityPrices'][number];

function priceLabel(value: string, language: Language): string {
  const { date, hour, minute } = parseServiceDateTime(value);
  if (hour === 0 && minute === 0) return formatDate(date, language);
  return `${formatDate(date, language)}, ${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
}

/** The prices of a quantity over time as a chart model: one point per price, from its `validFrom` (pure; tested). */
export function priceModel(prices: readonly Price[], quantity: string, language: Language, _t: Translate): ChartModel {
  const sorted = [...prices].sort((a, b) => (a.validFrom < b.validFrom ? -1 : 1));
  const currency = sorted[0]?.currency ?? '';
  const per = unitLabel(unitOf(quantity), 1, language);
  return {
    points: sorted.map((p) => ({
      timestamp: p.validFrom,
      label: priceLabel(p.validFrom, language),
      fullLabel: priceLabel(p.validFrom, language),
      value: p.price,
      comparison: null,
      incomplete: null,
      coverageNote: null,
      comparisonNote: null,
    })),
    comparisonType: null,
    decimals: { min: 2, max: 4 },
    unit: per ? `${currency}/${per}` : currency,
    sum: null,
    comparisonSum: null,
    hasData: sorted.length > 0,
    hasGaps: false,
    hasIncomplete: false,
    totalCoverage: null,
    dataUntil: null,
    comparisonSpans: null,
  };
}
