import { useEffect, useRef } from 'react';
import Highcharts from 'highcharts/es-modules/masters/highcharts.src.js';
// the band of the hourly prices (arearange): on the price page only, in this chunk
import 'highcharts/es-modules/masters/highcharts-more.src.js';
import 'highcharts/es-modules/masters/modules/accessibility.src.js';
import type { Chart, LangOptions, Options, SeriesOptionsType } from 'highcharts/highcharts.src';
import { type Language, formatDate, formatNumber } from '@portal/shared';
import { chartColours, resolveColour } from '../../chart/chart-colours';
import { type PriceSeries, showsHours } from '../price-model';

export interface PriceChartProps {
  series: PriceSeries;
  language: Language;
  lang?: LangOptions;
  /** The quantity's colour (a CSS variable), resolved when drawn. */
  colour?: string;
  names: { price: string; dailyAverage: string; dailyRange: string; hourly: string };
  description: string;
}

const HALF_DAY = 43_200_000;

/** A price with its currency per unit ("1,54 NOK/kWh", a tariff to the øre's tenth: "1,064 NOK/kWh"). */
export function priceText(value: number, series: PriceSeries, language: Language): string {
  return `${formatNumber(value, language, { min: 2, max: series.kind === 'tariff' ? 3 : 2 })}\u00a0${series.unit}`;
}

/** A range of prices with the unit once ("0,99–2,26 NOK/kWh"). */
export function priceRangeText(low: number, high: number, series: PriceSeries, language: Language): string {
  const number = (v: number) => formatNumber(v, language, { min: 2, max: 2 });
  return `${number(low)}–${number(high)}\u00a0${series.unit}`;
}

/** A wall-clock time on UTC as a date, with its hour when it has one. */
function timeText(x: number, language: Language, withHour: boolean): string {
  const date = new Date(x).toISOString().slice(0, 10);
  if (!withHour) return formatDate(date, language);
  return `${formatDate(date, language)}, ${new Date(x).toISOString().slice(11, 16)}`;
}

/**
 * The price chart's options (pure, so that a test can check what is drawn): a tariff as a step line
 * held from each price's start; hourly prices as each day's band from the lowest to the highest hour
 * with the day's average, and the hours themselves once two days or less are in view (drag across the
 * chart to zoom in, the reset button to zoom out).
 */
export function priceChartOptions(props: PriceChartProps): Options {
  const { series, language, names } = props;
  const colours = chartColours(props.colour);
  const hourly = series.kind === 'hourly';
  const first = hourly ? (series.hours[0]?.[0] ?? 0) : (series.steps[0]?.[0] ?? 0);
  const last = hourly ? (series.hours.at(-1)?.[0] ?? 0) : (series.steps.at(-1)?.[0] ?? 0);
  const hoursAtOnce = hourly && showsHours(first, last);
  const data: SeriesOptionsType[] = hourly
    ? [
        {
          type: 'arearange',
          name: names.dailyRange,
          color: colours.current,
          fillOpacity: 0.18,
          lineWidth: 0,
          marker: { enabled: false },
          visible: !hoursAtOnce,
          data: series.days.map((d) => [d.x + HALF_DAY, d.low, d.high]),
        } as SeriesOptionsType,
        {
          type: 'line',
          name: names.dailyAverage,
          color: colours.current,
          lineWidth: 2.5,
          marker: { enabled: series.days.length < 40, radius: 3 },
          data: series.days.map((d) => [d.x + HALF_DAY, d.average]),
        } as SeriesOptionsType,
        {
          type: 'line',
          name: names.hourly,
          color: colours.comparison,
          step: 'left',
          lineWidth: 1.5,
          marker: { enabled: false },
          visible: hoursAtOnce,
          data: series.hours,
        } as SeriesOptionsType,
      ]
    : [
        {
          type: 'line',
          name: names.price,
          color: colours.current,
          step: 'left',
          lineWidth: 2.5,
          marker: { enabled: false },
          data: series.steps,
        } as SeriesOptionsType,
      ];
  return {
    chart: {
      animation: false,
      height: 340,
      spacing: [16, 8, 8, 8],
      ...(hourly ? { zooming: { type: 'x' } } : {}),
    },
    time: { timezone: 'UTC' },
    title: { text: undefined },
    credits: { enabled: false },
    ...(props.lang ? { lang: props.lang } : {}),
    accessibility: { enabled: true, description: props.description },
    legend: { enabled: hourly },
    xAxis: {
      type: 'datetime',
      title: { text: undefined },
      ...(hourly
        ? {
            events: {
              // a few days in view: every hour instead of the days' band
              afterSetExtremes(event) {
                const chart = this.chart;
                const hours = showsHours(event.min, event.max);
                chart.series[0]?.setVisible(!hours, false);
                chart.series[2]?.setVisible(hours, false);
                chart.redraw(false);
              },
            },
          }
        : {}),
    },
    // a tariff's steps from zero, so that a change is seen at its true size
    yAxis: { title: { text: series.unit }, ...(hourly ? {} : { min: 0 }) },
    tooltip: {
      shared: true,
      formatter: function () {
        const points =
          (
            this as unknown as {
              points?: {
                series: { index: number; name: string };
                x: number;
                y?: number;
                point: { low?: number; high?: number };
              }[];
            }
          ).points ?? [];
        const head = points[0];
        if (!head) return false;
        const hour = head.series.index === 2 || !hourly;
        const lines = [
          `<b>${escapeHtml(timeText(hourly && !hour ? head.x - HALF_DAY : head.x, language, hourly && hour))}</b>`,
        ];
        for (const p of points) {
          const value =
            p.point.low != null && p.point.high != null
              ? priceRangeText(p.point.low, p.point.high, series, language)
              : priceText(p.y ?? 0, series, language);
          lines.push(`${escapeHtml(p.series.name)}: <b>${escapeHtml(value)}</b>`);
        }
        return lines.join('<br/>');
      },
    },
    plotOptions: { series: { animation: false, states: { inactive: { enabled: false } } } },
    series: data,
  };
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The price chart (Highcharts with its "more" module, in the price page's own chunk). */
export default function PriceChart(props: PriceChartProps) {
  const container = useRef<HTMLDivElement>(null);
  const chart = useRef<Chart | null>(null);
  const { series, language, lang, colour, names, description } = props;
  useEffect(() => {
    if (!container.current) return;
    chart.current?.destroy();
    chart.current = Highcharts.chart(
      container.current,
      priceChartOptions({
        series,
        language,
        lang,
        names,
        description,
        colour: resolveColour(colour, container.current),
      }),
    );
  }, [series, language, lang, colour, names, description]);
  useEffect(
    () => () => {
      chart.current?.destroy();
      chart.current = null;
    },
    [],
  );
  return (
    <div className="mfc-chart" data-testid="price-chart" data-kind={series.kind}>
      <div ref={container} />
    </div>
  );
}
