import { type Language, type Period, type Translate, formatMonthYear } from '@portal/shared';
import { type ExportTable } from '@portal/shared/export';
import { type ForecastChartModel } from './settlement-model';

/** What the forecast's chart and its table show, for its file. */
export interface SettlementExportInput {
  model: ForecastChartModel;
  currency: string;
  period: Period;
  /** The period as the screen writes it ("1 Jan–31 Dec 2026"). */
  periodText: string;
  /** The chart's series as its legend names them. */
  names: { actual: string; expected: string; range: string; advance: string };
  language: Language;
  /** This remote's texts. */
  t: Translate;
}

/**
 * The cost through the settlement period as a file, one row per month as the table shows it: the month
 * (`2026-11`) and its name, the cost so far, the expected cost, the expected range (empty where the table
 * shows none) and the advance payments, all cumulative from the period's start; money unrounded, shown
 * as whole money as the screen shows it. An estimate, and the file says so.
 */
export function settlementExportTable({
  model,
  currency,
  period,
  periodText,
  names,
  language,
  t,
}: SettlementExportInput): ExportTable {
  const money = { min: 0, max: 0 };
  const withCurrency = (name: string) => ({ header: `${name} (${currency})`, decimals: money });
  return {
    title: t('settlement.chart_title'),
    columns: [
      { header: t('export.month') },
      { header: t('settlement.month') },
      withCurrency(names.actual),
      withCurrency(names.expected),
      withCurrency(t('export.low', { name: names.range })),
      withCurrency(t('export.high', { name: names.range })),
      withCurrency(names.advance),
    ],
    rows: model.months.map((month, i) => {
      const band = model.band[i];
      // the table shows a range only where it is one
      const range = band && band[0] !== band[1] ? [Math.min(...band), Math.max(...band)] : [null, null];
      return [
        month.slice(0, 7),
        formatMonthYear(month, language),
        model.actual[i],
        model.expected[i],
        ...range,
        model.advance[i],
      ];
    }),
    about: [
      [t('export.period'), `${periodText} (${period.start} – ${period.end})`],
      [t('export.currency'), currency],
      [t('coverage.note'), t('settlement.estimate')],
    ],
  };
}
