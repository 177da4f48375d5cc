import { type ComponentType, type ReactNode, Suspense, lazy, memo, useMemo, useState } from 'react';
import { Button, Skeleton } from '@portal/shared';
import { useTexts } from '../../../i18n/texts';
import { type ChartModel, formatValue } from '../chart-model';
import { type ChartLibraryTexts, chartLang } from '../chart-lang';
import type { ConsumptionChartProps } from './consumption-chart';

/**
 * The chart's own chunk (Highcharts). A page with a chart starts loading it as it renders, alongside
 * its data rather than after it; never on import, so a visit that ends elsewhere (a signed-out visit
 * sent to /login) does not fetch it. Once loaded, the chart renders without suspending: a suspension
 * shows the fallback, and React then holds the chart back for its fallback throttle.
 */
let loadedChart: ComponentType<ConsumptionChartProps> | null = null;
let chartChunk: Promise<{ default: ComponentType<ConsumptionChartProps> }> | null = null;
export function preloadChart() {
  if (!chartChunk) {
    chartChunk = import('./consumption-chart').then((module) => {
      loadedChart = module.default;
      return module;
    });
    // a failed load is the chart's error boundary's to show, when the chart renders
    chartChunk.catch(() => undefined);
  }
  return chartChunk;
}
const LazyChart = lazy(preloadChart);

function ConsumptionChart(props: ConsumptionChartProps) {
  const Chart = loadedChart ?? LazyChart;
  return <Chart {...props} />;
}

/**
 * The chart with its accessible alternative: the same figures as a table (SPEC §9 formats). Memoised:
 * the page re-renders while a new period loads, the chart only when what it shows changes.
 */
export const ChartPanel = memo(function ChartPanel({
  tools,
  ...props
}: Omit<ConsumptionChartProps, 'language' | 'lang'> & {
  /** More at the end of the panel's tool row (a legend, a note). */
  tools?: ReactNode;
}) {
  const { t, language } = useTexts();
  const lang = useChartLang();
  const [asTable, setAsTable] = useState(false);
  return (
    <section className="mfc-chart-panel" aria-label={props.description}>
      <div className="mfc-chart-tools">
        {tools}
        <Button variant="text" aria-pressed={asTable} onClick={() => setAsTable((v) => !v)}>
          {asTable ? t('chart.chart') : t('chart.table')}
        </Button>
      </div>
      {asTable ? (
        <ChartTable model={props.model} currentName={props.currentName} comparisonName={props.comparisonName} />
      ) : (
        <Suspense fallback={<Skeleton height={320} />}>
          {/* another language is another chart: the library reads its texts when it builds one */}
          <ConsumptionChart key={language} {...props} language={language} lang={lang} />
        </Suspense>
      )}
      {props.model.hasGaps ? <p className="mfc-note">{t('chart.gaps')}</p> : null}
      {props.model.hasIncomplete ? (
        <p className="mfc-note mfc-incomplete-key" data-testid="incomplete-key">
          <span className={`mfc-swatch mfc-swatch--${props.kind}`} aria-hidden="true" />
          {t(props.kind === 'column' ? 'coverage.key_column' : 'coverage.key_line')}
        </p>
      ) : null}
    </section>
  );
});

/** The chart library's texts in the page's language. */
export function useChartLang() {
  const { t, tc, language } = useTexts();
  return useMemo(
    () =>
      chartLang(language, t('highcharts', { returnObjects: true }) as unknown as ChartLibraryTexts, {
        loading: tc('app.loading'),
        noData: tc('info.no_data'),
      }),
    [language, t, tc],
  );
}

function ChartTable({
  model,
  currentName,
  comparisonName,
}: {
  model: ChartModel;
  currentName: string;
  comparisonName: string | null;
}) {
  const { t, language } = useTexts();
  const withComparison = Boolean(comparisonName && model.comparisonType);
  const withNotes = model.points.some((p) => p.coverageNote || (withComparison && p.comparisonNote));
  return (
    <div className="mfc-table-wrap">
      <table className="mfc-table" data-testid="chart-table">
        <thead>
          <tr>
            <th scope="col">{t('chart.time')}</th>
            <th scope="col">{currentName}</th>
            {withComparison ? <th scope="col">{comparisonName}</th> : null}
            {withNotes ? <th scope="col">{t('coverage.note')}</th> : null}
          </tr>
        </thead>
        <tbody>
          {model.points.map((p, i) => (
            <tr key={`${p.timestamp}-${i}`} data-incomplete={p.incomplete ? '' : undefined}>
              <th scope="row">{p.fullLabel}</th>
              <td>{formatValue(p.value, model, language)}</td>
              {withComparison ? <td>{formatValue(p.comparison, model, language)}</td> : null}
              {withNotes ? (
                <td className="mfc-table-note">
                  {[p.coverageNote, withComparison ? p.comparisonNote : null].filter(Boolean).join('. ')}
                </td>
              ) : null}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
