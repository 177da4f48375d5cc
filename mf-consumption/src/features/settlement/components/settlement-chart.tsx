import { useEffect, useRef } from 'react';
import Highcharts from 'highcharts/es-modules/masters/highcharts.src.js';
// the expected range as a band (arearange): on the forecast's page only, in this chunk
import 'highcharts/es-modules/masters/highcharts-more.src.js';
import 'highcharts/es-modules/masters/modules/accessibility.src.js';
import type { Chart, LangOptions, Options, SeriesOptionsType } from 'highcharts/highcharts.src';
import { type Language, formatMonthYear, formatNumber } from '@portal/shared';
import { chartColours, resolveColour } from '../../chart/chart-colours';
import { formatMoneyRange, formatWholeMoney } from '@portal/domain';
import { type ForecastChartModel, monthShort } from '../settlement-model';

export interface SettlementChartProps {
  model: ForecastChartModel;
  currency: string;
  language: Language;
  lang?: LangOptions;
  /** The series' names, translated. */
  names: { actual: string; expected: string; range: string; advance: string };
  description: string;
  /** The cost's colour (a CSS variable; the brand's primary by default), resolved when drawn. */
  colour?: string;
  /** The advance payments' colour (a CSS variable), resolved when drawn. */
  advanceColour?: string;
  /** The chart's background (the hollow markers' fill), resolved when drawn. */
  surface?: string;
}

/**
 * The forecast chart's options (pure, so that a test can check what is drawn): the cost from the
 * period's start to each month's end as read (a line), as expected from the last month read in full
 * (dashed, on from it) with its range (a band), and the advance payments due by then (a dotted step
 * line), over the period's months.
 */
export function settlementChartOptions(props: SettlementChartProps): Options {
  const { model, currency, language, names } = props;
  const colours = chartColours(props.colour);
  const advance = props.advanceColour ?? 'var(--portal-muted)';
  const series: SeriesOptionsType[] = [
    {
      type: 'arearange',
      name: names.range,
      color: colours.current,
      fillOpacity: 0.2,
      lineWidth: 0,
      marker: { enabled: false },
      data: model.band,
      zIndex: 0,
    } as SeriesOptionsType,
    {
      type: 'line',
      name: names.actual,
      color: colours.current,
      lineWidth: 3,
      marker: { enabled: true, radius: 3 },
      data: model.actual,
      zIndex: 3,
    } as SeriesOptionsType,
    {
      type: 'line',
      name: names.expected,
      color: colours.current,
      lineWidth: 2,
      dashStyle: 'ShortDash',
      marker: {
        enabled: true,
        radius: 3,
        symbol: 'circle',
        fillColor: props.surface ?? '#ffffff',
        lineWidth: 2,
        lineColor: colours.current,
      },
      data: model.expected,
      zIndex: 2,
    } as SeriesOptionsType,
    {
      type: 'line',
      name: names.advance,
      color: advance,
      lineWidth: 2,
      dashStyle: 'Dot',
      step: 'center',
      marker: { enabled: false },
      data: model.advance,
      zIndex: 1,
    } as SeriesOptionsType,
  ];
  return {
    chart: { animation: false, height: 340, spacing: [16, 8, 8, 8] },
    title: { text: undefined },
    credits: { enabled: false },
    ...(props.lang ? { lang: props.lang } : {}),
    accessibility: { enabled: true, description: props.description },
    legend: { enabled: true },
    xAxis: {
      categories: model.months.map((m) => monthShort(m, language)),
      title: { text: undefined },
      labels: { autoRotation: [-45] },
    },
    yAxis: {
      title: { text: currency },
      min: 0,
      labels: { formatter: (ctx) => formatNumber(Number(ctx.value), language, { min: 0, max: 0 }) },
    },
    tooltip: {
      shared: true,
      formatter: function () {
        const index = (this as unknown as { points?: { index: number }[] }).points?.[0]?.index ?? 0;
        const lines = tooltipLines(props, index);
        return lines.length ? lines.join('<br/>') : false;
      },
    },
    plotOptions: { series: { animation: false, connectNulls: false, states: { inactive: { enabled: false } } } },
    series,
  };
}

/** A month's tooltip: its name, the cost as read, as expected with its range, and the advances due by its end. */
export function tooltipLines(
  props: Pick<SettlementChartProps, 'model' | 'currency' | 'language' | 'names'>,
  index: number,
): string[] {
  const { model, currency, language, names } = props;
  const month = model.months[index];
  if (!month) return [];
  const money = (v: number) => formatWholeMoney(v, currency, language);
  const lines = [`<b>${escapeHtml(formatMonthYear(month, language))}</b>`];
  const actual = model.actual[index];
  const expected = model.expected[index];
  const band = model.band[index];
  if (actual != null) lines.push(`${escapeHtml(names.actual)}: <b>${escapeHtml(money(actual))}</b>`);
  if (expected != null) lines.push(`${escapeHtml(names.expected)}: <b>${escapeHtml(money(expected))}</b>`);
  if (band && band[0] !== band[1])
    lines.push(`${escapeHtml(names.range)}: ${escapeHtml(formatMoneyRange(band[0], band[1], currency, language))}`);
  lines.push(`${escapeHtml(names.advance)}: ${escapeHtml(money(model.advance[index] ?? 0))}`);
  return lines;
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The forecast chart (Highcharts with its "more" module, in the forecast page's own chunk). */
export default function SettlementChart(props: SettlementChartProps) {
  const container = useRef<HTMLDivElement>(null);
  const chart = useRef<Chart | null>(null);
  const { model, currency, language, lang, names, description, colour, advanceColour } = props;
  useEffect(() => {
    if (!container.current) return;
    chart.current?.destroy();
    chart.current = Highcharts.chart(
      container.current,
      settlementChartOptions({
        model,
        currency,
        language,
        lang,
        names,
        description,
        colour: resolveColour(colour, container.current),
        advanceColour: resolveColour(advanceColour ?? 'var(--portal-muted)', container.current),
        surface: resolveColour('var(--portal-surface)', container.current),
      }),
    );
  }, [model, currency, language, lang, names, description, colour, advanceColour]);
  useEffect(
    () => () => {
      chart.current?.destroy();
      chart.current = null;
    },
    [],
  );
  return (
    <div className="mfc-chart" data-testid="settlement-chart" data-points={model.months.length}>
      <div ref={container} />
    </div>
  );
}
