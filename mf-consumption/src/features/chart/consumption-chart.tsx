import { useMemo } from 'react';
import { Chart } from '@highcharts/react';
import { Accessibility } from '@highcharts/react/modules/Accessibility';
import type { Options, SeriesOptionsType } from 'highcharts';
import { type Language, formatNumber } from '@portal/shared';
import { type ChartModel, formatValue } from './chart-model';

export interface ConsumptionChartProps {
  model: ChartModel;
  language: Language;
  /** Series names, already translated. */
  currentName: string;
  comparisonName: string | null;
  /** Lines for averaged quantities (temperature, humidity), columns for consumption. */
  kind: 'column' | 'line';
  description: string;
  onDrawn?: () => void;
}

const PRIMARY = 'var(--portal-primary, #0b5cad)';
const COMPARISON = '#8a8f98';

/** The chart options of a model (pure, so that a test can check what is drawn). */
export function chartOptions(props: ConsumptionChartProps): Options {
  const { model, language, kind } = props;
  const series: SeriesOptionsType[] = [
    {
      type: kind,
      name: props.currentName,
      color: PRIMARY,
      data: model.points.map((p) => p.value),
      connectNulls: false,
    } as SeriesOptionsType,
  ];
  if (props.comparisonName && model.comparisonType) {
    series.push({
      type: kind === 'column' ? 'line' : 'line',
      name: props.comparisonName,
      color: COMPARISON,
      dashStyle: 'ShortDash',
      data: model.points.map((p) => p.comparison),
      connectNulls: false,
      marker: { enabled: model.points.length < 40 },
    } as SeriesOptionsType);
  }
  return {
    chart: { animation: false, height: 320, spacing: [16, 8, 8, 8], styledMode: false },
    title: { text: undefined },
    credits: { enabled: false },
    legend: { enabled: true },
    accessibility: { enabled: true, description: props.description },
    xAxis: {
      categories: model.points.map((p) => p.label),
      labels: { autoRotation: [-45] },
      title: { text: undefined },
    },
    yAxis: {
      title: { text: model.unit },
      labels: { formatter: (ctx) => formatNumber(Number(ctx.value), language, { min: 0, max: model.decimals.max }) },
    },
    tooltip: {
      shared: true,
      formatter: function () {
        const index = (this as unknown as { points?: { index: number }[]; index?: number }).points?.[0]?.index ?? 0;
        const point = model.points[index];
        if (!point) return false;
        const lines = [
          `<b>${point.fullLabel}</b>`,
          `${props.currentName}: ${formatValue(point.value, model, language)}`,
        ];
        if (props.comparisonName && model.comparisonType) {
          lines.push(`${props.comparisonName}: ${formatValue(point.comparison, model, language)}`);
        }
        return lines.join('<br/>');
      },
    },
    plotOptions: {
      series: { animation: false, states: { inactive: { enabled: false } } },
      column: { borderRadius: 2 },
    },
    series,
  };
}

/** The consumption chart (Highcharts, loaded only with this remote, in its own chunk). */
export default function ConsumptionChart(props: ConsumptionChartProps) {
  const options = useMemo(() => {
    const o = chartOptions(props);
    const onDrawn = props.onDrawn;
    if (onDrawn) o.chart = { ...o.chart, events: { render: () => onDrawn() } };
    return o;
    // eslint-disable-next-line react-hooks/exhaustive-deps -- each prop is listed
  }, [
    props.model,
    props.language,
    props.currentName,
    props.comparisonName,
    props.kind,
    props.description,
    props.onDrawn,
  ]);
  return (
    <div className="mfc-chart" data-testid="consumption-chart" data-points={props.model.points.length}>
      <Chart options={options}>
        <Accessibility enabled description={props.description} />
      </Chart>
    </div>
  );
}
