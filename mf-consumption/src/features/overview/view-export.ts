import { type Language, type Period, type Resolution, type Translate } from '@portal/shared';
import { type ExportTable, offsetTimestamps, periodFileLabel } from '@portal/shared/export';
import { type ChartModel, type ViewMode } from '../chart/chart-model';

/** What a consumption view shows, for its file: the chart's buckets and what they are. */
export interface ViewExportInput {
  model: ChartModel;
  quantity: string;
  /** The quantity's name ("Heat"). */
  quantityName: string;
  /** The comparison's name as the legend says it, when the view compares. */
  comparisonName: string | null;
  /** What the view is of: the unit's address, a room, a meter. */
  objectName: string;
  period: Period;
  /** The period as the screen writes it ("1–30 Nov 2026"). */
  periodText: string;
  resolution: Resolution;
  resolutionName: string;
  mode: ViewMode;
  normalized: boolean;
  language: Language;
  /** This remote's texts (`export.*`). */
  t: Translate;
}

const withUnit = (name: string, unit: string) => (unit ? `${name} (${unit})` : name);

/**
 * The rows of a consumption view, one per bucket as the chart and its table show them: the bucket's
 * start in Copenhagen time with its offset, the bucket as the table names it, the value (empty where
 * the chart has a gap), the comparison's value, whether the bucket is complete and, if not, why.
 */
export function viewExportTable(input: ViewExportInput): ExportTable {
  const { model, t } = input;
  const comparing = Boolean(input.comparisonName && model.comparisonType);
  const starts = offsetTimestamps(model.points.map((p) => p.timestamp));
  const decimals = model.decimals;
  return {
    title: `${input.quantityName} ${input.periodText}`,
    columns: [
      { header: t('export.start') },
      { header: t('chart.time') },
      { header: withUnit(input.quantityName, model.unit), decimals },
      ...(comparing ? [{ header: withUnit(input.comparisonName!, model.unit), decimals }] : []),
      { header: t('export.complete') },
      { header: t('coverage.note') },
    ],
    rows: model.points.map((p, i) => [
      starts[i],
      p.fullLabel,
      p.value,
      ...(comparing ? [p.comparison] : []),
      p.value == null ? null : p.incomplete ? t('export.no') : t('export.yes'),
      [p.coverageNote, comparing ? p.comparisonNote : null].filter(Boolean).join('. ') || null,
    ]),
    about: [
      [t('export.quantity'), input.quantityName],
      [t('export.object'), input.objectName],
      [t('export.period'), `${input.periodText} (${input.period.start} – ${input.period.end})`],
      [t('export.resolution'), input.resolutionName],
      [t('export.comparison'), comparing ? input.comparisonName! : t('export.none')],
      [t('export.unit'), model.unit],
    ],
  };
}

/** The parts of the view's file name: `heat-energy_2026-11_day`, with the room or meter, cost or CO2, per m². */
export function viewFileName(input: {
  quantity: string;
  scope?: string | null;
  period: Period;
  resolution: Resolution;
  mode: ViewMode;
  normalized: boolean;
}): string[] {
  return [
    input.quantity,
    ...(input.scope ? [input.scope] : []),
    ...(input.mode === 'consumption' ? [] : [input.mode]),
    ...(input.normalized ? ['per-m2'] : []),
    periodFileLabel(input.period),
    input.resolution,
  ];
}
