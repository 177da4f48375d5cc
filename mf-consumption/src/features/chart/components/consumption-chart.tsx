import { useEffect, useRef } from 'react';
import Highcharts from 'highcharts/es-modules/masters/highcharts.src.js';
import 'highcharts/es-modules/masters/modules/accessibility.src.js';
import type { Chart, LangOptions, Options, PointOptionsObject, SeriesOptionsType } from 'highcharts/highcharts.src';
import { type Language, formatNumber } from '@portal/shared';
import { type ChartModel, type ChartPoint, axisDecimals, formatValue } from '../chart-model';
import { chartColours, resolveColour } from '../chart-colours';

export interface ConsumptionChartProps {
  model: ChartModel;
  language: Language;
  /** Series names, already translated. */
  currentName: string;
  comparisonName: string | null;
  /** Lines for averaged quantities (temperature, humidity), columns for consumption. */
  kind: 'column' | 'line';
  description: string;
  /** The quantity's colour (`quantityColour(q)`, a CSS variable): resolved to its value when drawn. */
  colour?: string;
  /** The chart library's texts in the page's language (`chartLang`). */
  lang?: LangOptions;
  onDrawn?: () => void;
}

const SURFACE = 'var(--portal-surface)';

const hasComparison = (props: ConsumptionChartProps) => Boolean(props.comparisonName && props.model.comparisonType);
/** Class of an incomplete bucket's column or point (lighter fill, styles.ts). */
export const INCOMPLETE_CLASS = 'mfc-point-incomplete';

/**
 * A bucket's point: its value, or for an incomplete bucket (part of its time, or hours missing) a
 * point drawn apart, not by colour alone: a lighter column with a dashed outline, or a hollow marker
 * on a line, described to screen readers ("Partial: 1–3 Jan").
 */
function pointOf(
  point: ChartPoint,
  kind: ConsumptionChartProps['kind'],
  colour: string,
): number | null | PointOptionsObject {
  if (!point.incomplete || point.value == null) return point.value;
  const described = {
    y: point.value,
    className: INCOMPLETE_CLASS,
    accessibility: { description: point.coverageNote ?? undefined },
  };
  return kind === 'column'
    ? { ...described, borderColor: colour, borderWidth: 2, dashStyle: 'ShortDash' }
    : {
        ...described,
        marker: { enabled: true, symbol: 'circle', radius: 4, fillColor: SURFACE, lineColor: colour, lineWidth: 2 },
      };
}
const coloursOf = (props: Pick<ConsumptionChartProps, 'colour'>) => chartColours(props.colour);
const values = (model: ChartModel, kind: ConsumptionChartProps['kind'], colour: string) =>
  model.points.map((p) => pointOf(p, kind, colour));
const comparisonValues = (model: ChartModel) => model.points.map((p) => p.comparison);
const categories = (model: ChartModel) => model.points.map((p) => p.label);
const comparisonMarker = (model: ChartModel) => ({ enabled: model.points.length < 40 });
/**
 * At most about ten labels on the x axis (every bucket still has its column, tooltip and table row):
 * each label is a text Highcharts measures on every redraw, the main cost of updating the chart.
 */
export const labelInterval = (model: ChartModel) => Math.max(1, Math.ceil(model.points.length / 10));

function seriesOptions(props: ConsumptionChartProps): SeriesOptionsType[] {
  const { model, kind } = props;
  const colours = coloursOf(props);
  const series: SeriesOptionsType[] = [
    {
      type: kind,
      name: props.currentName,
      color: colours.current,
      data: values(model, kind, colours.current),
      connectNulls: false,
      ...(kind === 'line' ? { lineWidth: 2.5 } : {}),
    } as SeriesOptionsType,
  ];
  if (hasComparison(props)) {
    series.push({
      type: 'line',
      name: props.comparisonName,
      color: colours.comparison,
      lineWidth: 2,
      dashStyle: 'ShortDash',
      data: comparisonValues(model),
      connectNulls: false,
      marker: comparisonMarker(model),
    } as SeriesOptionsType);
  }
  return series;
}

/**
 * What depends on the series: the series themselves, and the legend, shown (with the accessibility
 * module's legend proxies) only when there is a comparison to tell apart: a one-series chart has none.
 */
function layoutOptions(props: ConsumptionChartProps): Options {
  const series = seriesOptions(props);
  const legend = series.length > 1;
  return {
    legend: { enabled: legend, accessibility: { enabled: legend } },
    xAxis: { categories: categories(props.model), tickInterval: labelInterval(props.model) },
    yAxis: { title: { text: props.model.unit } },
    series,
  };
}

/**
 * The chart options of a model (pure, so that a test can check what is drawn). The formatters read
 * the props through `latest`, so that a chart updated in place formats with its current model.
 */
export function chartOptions(props: ConsumptionChartProps, latest: () => ConsumptionChartProps = () => props): Options {
  const layout = layoutOptions(props);
  return {
    chart: {
      animation: false,
      height: 320,
      spacing: [16, 8, 8, 8],
      styledMode: false,
      events: { render: () => latest().onDrawn?.() },
    },
    title: { text: undefined },
    credits: { enabled: false },
    ...(props.lang ? { lang: props.lang } : {}),
    legend: layout.legend,
    accessibility: { enabled: true, description: props.description },
    xAxis: {
      categories: categories(props.model),
      tickInterval: labelInterval(props.model),
      labels: { autoRotation: [-45] },
      title: { text: undefined },
    },
    yAxis: {
      title: { text: props.model.unit },
      labels: {
        // as many decimals as the ticks need (0, 0.2, 0.4 …), not the quantity's display rounding
        formatter: (ctx) => {
          const ticks = ctx.axis?.tickPositions ?? [Number(ctx.value)];
          return formatNumber(Number(ctx.value), latest().language, { min: 0, max: axisDecimals(ticks) });
        },
      },
    },
    tooltip: {
      shared: true,
      formatter: function () {
        const current = latest();
        const { model, language } = current;
        const index = (this as unknown as { points?: { index: number }[]; index?: number }).points?.[0]?.index ?? 0;
        const point = model.points[index];
        if (!point) return false;
        return tooltipLines(current, point, model, language).join('<br/>');
      },
    },
    plotOptions: {
      series: { animation: false, states: { inactive: { enabled: false } } },
      column: { borderRadius: 2 },
    },
    series: layout.series,
  };
}

/**
 * Brings a drawn chart from one set of props to the next in place, then redraws once without
 * animation: new data goes in with `setData` and `setCategories` (points updated, not rebuilt), names
 * and the unit only when they changed; only a change of the series' make-up (a comparison appearing
 * or going, line or columns) takes a `chart.update` of those options. The accessibility options are
 * never passed to `update` (that would rebuild the whole module): a new description is set on the
 * chart's options, which the module reads when it renders.
 */
export function updateChart(chart: Chart, before: ConsumptionChartProps, after: ConsumptionChartProps): void {
  const { model } = after;
  if (hasComparison(before) !== hasComparison(after) || before.kind !== after.kind || before.colour !== after.colour) {
    chart.update(layoutOptions(after), false, true, false);
  } else {
    if (before.model !== model || before.language !== after.language) {
      if (labelInterval(before.model) === labelInterval(model)) chart.xAxis[0]?.setCategories(categories(model), false);
      else chart.xAxis[0]?.update({ categories: categories(model), tickInterval: labelInterval(model) }, false);
      chart.series[0]?.setData(values(model, after.kind, coloursOf(after).current), false, false);
      if (hasComparison(after)) chart.series[1]?.setData(comparisonValues(model), false, false);
    }
    if (before.currentName !== after.currentName) chart.series[0]?.update({ name: after.currentName } as never, false);
    const comparison = chart.series[1];
    if (comparison && before.comparisonName !== after.comparisonName)
      comparison.update({ name: after.comparisonName ?? undefined } as never, false);
    if (comparison && comparisonMarker(before.model).enabled !== comparisonMarker(model).enabled)
      comparison.update({ marker: comparisonMarker(model) } as never, false);
    if (before.model.unit !== model.unit) chart.yAxis[0]?.setTitle({ text: model.unit }, false);
  }
  if (before.description !== after.description && chart.options.accessibility) {
    chart.options.accessibility.description = after.description;
  }
  chart.redraw(false);
}

/**
 * A bucket's tooltip (tap or hover): its date in the language, the value with its unit, what it
 * lacks ("701 of 720 hours"), and the comparison's value with what it is of.
 */
export function tooltipLines(
  props: Pick<ConsumptionChartProps, 'currentName' | 'comparisonName' | 'model'>,
  point: ChartPoint,
  model: ChartModel,
  language: Language,
): string[] {
  const lines = [
    `<b>${escapeHtml(point.fullLabel)}</b>`,
    `${escapeHtml(props.currentName)}: <b>${escapeHtml(formatValue(point.value, model, language))}</b>`,
  ];
  if (point.coverageNote) lines.push(`<i>${escapeHtml(point.coverageNote)}</i>`);
  if (props.comparisonName && props.model.comparisonType) {
    lines.push(`${escapeHtml(props.comparisonName)}: ${escapeHtml(formatValue(point.comparison, model, language))}`);
    if (point.comparisonNote) lines.push(`<i>${escapeHtml(point.comparisonNote)}</i>`);
  }
  return lines;
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** A drawn chart: the library's chart, the element it draws in, and the props it shows. */
interface Drawn {
  chart: Chart;
  element: HTMLDivElement;
  props: ConsumptionChartProps;
}

/**
 * The chart the last view left when it went, for the next view to take: a switch of quantity, room or
 * meter (another screen, mounted anew) redraws that chart in place instead of building another, which
 * is most of a switch's cost. One at most; a chart of another language is not taken (the library reads
 * its texts when it builds a chart), and is destroyed when another takes its place.
 */
let spare: Drawn | null = null;

/** Takes the spare chart into `host` for `props`, or builds one there. */
function drawInto(host: HTMLDivElement, props: ConsumptionChartProps): Drawn {
  const reused = spare?.props.language === props.language ? spare : null;
  if (!reused) spare?.chart.destroy();
  spare = null;
  if (reused) {
    host.appendChild(reused.element);
    const before = reused.props;
    reused.props = props;
    updateChart(reused.chart, before, props);
    // its new place may be wider or narrower than the last
    reused.chart.reflow();
    return reused;
  }
  const element = document.createElement('div');
  host.appendChild(element);
  const drawn: Drawn = { chart: undefined as unknown as Chart, element, props };
  drawn.chart = Highcharts.chart(
    element,
    chartOptions(props, () => drawn.props),
  );
  return drawn;
}

/** The consumption chart (Highcharts, loaded only with this remote, in its own chunk). */
export default function ConsumptionChart(props: ConsumptionChartProps) {
  const container = useRef<HTMLDivElement>(null);
  const drawn = useRef<Drawn | null>(null);
  const { model, language, currentName, comparisonName, kind, description, onDrawn, lang } = props;
  const wanted = props.colour;
  useEffect(() => {
    // Drawn in a task of its own, after the one in which React renders the page: a switch of period or
    // quantity is then two shorter tasks instead of one long one, and the page answers in between
    // (docs/decisions/0090). A newer switch before it ran replaces it.
    const task = setTimeout(() => {
      // the quantity's colour as its value (the chart library computes hover shades from it)
      const colour = resolveColour(wanted, container.current);
      const next = { model, language, currentName, comparisonName, kind, description, onDrawn, colour, lang };
      const current = drawn.current;
      if (current) {
        const before = current.props;
        current.props = next;
        updateChart(current.chart, before, next);
      } else if (container.current) {
        drawn.current = drawInto(container.current, next);
      }
    });
    return () => clearTimeout(task);
  }, [model, language, currentName, comparisonName, kind, description, onDrawn, wanted, lang]);
  useEffect(
    () => () => {
      const current = drawn.current;
      drawn.current = null;
      if (!current) return;
      // kept, out of the page, for the next view
      current.element.remove();
      if (spare && spare !== current) spare.chart.destroy();
      spare = current;
    },
    [],
  );
  return (
    <div className="mfc-chart" data-testid="consumption-chart" data-points={model.points.length}>
      <div ref={container} />
    </div>
  );
}
