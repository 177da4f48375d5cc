import { type Period, type Translate, formatDate, type Language } from '@portal/shared';
import { type ExportTable, offsetTimestamps } from '@portal/shared/export';
import { type PriceSeries } from './price-model';

/** What the price page shows, for its file. */
export interface PriceExportInput {
  series: PriceSeries;
  /** The quantity's name ("Electricity"). */
  quantityName: string;
  period: Period;
  /** The period as the screen writes it ("1–30 Nov 2026"). */
  periodText: string;
  language: Language;
  /** This remote's texts. */
  t: Translate;
}

/** A wall-clock time placed on UTC (the series' hours) as the services' local stamp, `2026-10-25T02:00:00`. */
const localStamp = (x: number) => new Date(x).toISOString().slice(0, 19);

/**
 * The prices of a period as a file, as the price page shows them: hourly prices one row per hour (its
 * start in Copenhagen time with its offset: the series keeps the service's order, so the autumn's
 * repeated 02:00 is `+02:00`, then `+01:00`; the hour as the chart writes it; the price), a tariff one
 * row per price (valid from, to or open, the price). Prices unrounded, with the screen's decimals.
 */
export function priceExportTable({
  series,
  quantityName,
  period,
  periodText,
  language,
  t,
}: PriceExportInput): ExportTable {
  const price = {
    header: `${t('prices.price')} (${series.unit})`,
    decimals: { min: 2, max: series.kind === 'tariff' ? 3 : 2 },
  };
  const hourly = series.kind === 'hourly';
  const stamps = hourly ? series.hours.map(([x]) => localStamp(x)) : [];
  const starts = offsetTimestamps(stamps);
  return {
    title: t('prices.title', { quantity: quantityName }),
    columns: hourly
      ? [{ header: t('export.start') }, { header: t('chart.time') }, price]
      : [{ header: t('export.valid_from') }, { header: t('export.valid_to') }, price],
    rows: hourly
      ? series.hours.map(([, value], i) => [
          starts[i],
          `${formatDate(stamps[i]!.slice(0, 10), language)}, ${stamps[i]!.slice(11, 16)}`,
          value,
        ])
      : series.tariffs.map((p) => [p.from, p.to, p.price]),
    about: [
      [t('export.quantity'), quantityName],
      [t('export.period'), `${periodText} (${period.start} – ${period.end})`],
      [t('export.unit'), series.unit],
      [t('export.currency'), series.currency],
    ],
  };
}
