// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { AARHUS_FORECAST } from '../settlement-fixtures';
import { forecastChartModel } from '../settlement-model';
import { settlementChartOptions, tooltipLines } from './settlement-chart';

const names = {
  actual: 'Udgift indtil nu',
  expected: 'Forventet udgift',
  range: 'Forventet interval',
  advance: 'Acontobetalinger',
};
const props = {
  model: forecastChartModel(AARHUS_FORECAST.months),
  currency: 'DKK',
  language: 'da' as const,
  names,
  description: 'Udgiften',
};
const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');

describe('the forecast chart', () => {
  it('draws the range as a band, the cost as read and as expected, and the advances', () => {
    const options = settlementChartOptions(props);
    const series = options.series as Array<{ type: string; name: string; data: unknown[] }>;
    expect(series.map((s) => [s.type, s.name])).toEqual([
      ['arearange', 'Forventet interval'],
      ['line', 'Udgift indtil nu'],
      ['line', 'Forventet udgift'],
      ['line', 'Acontobetalinger'],
    ]);
    expect(series[0]!.data.at(-1)).toEqual([15515.74, 15933.97]);
    expect(series[1]!.data.at(-1)).toBeNull();
    expect(series[3]!.data.at(-1)).toBe(14160);
    expect((options.xAxis as { categories: string[] }).categories.slice(0, 3)).toEqual(['jan.', 'feb.', 'mar.']);
    expect((options.yAxis as { title: { text: string } }).title.text).toBe('DKK');
  });

  it('says a month’s figures in its tooltip, in the language', () => {
    expect(tooltipLines(props, 11).map(plain)).toEqual([
      '<b>december 2026</b>',
      'Forventet udgift: <b>15.725 kr.</b>',
      'Forventet interval: 15.516-15.934 kr.',
      'Acontobetalinger: 14.160 kr.',
    ]);
    expect(tooltipLines(props, 0).map(plain)).toEqual([
      '<b>januar 2026</b>',
      'Udgift indtil nu: <b>1.712 kr.</b>',
      'Acontobetalinger: 1.180 kr.',
    ]);
  });
});
