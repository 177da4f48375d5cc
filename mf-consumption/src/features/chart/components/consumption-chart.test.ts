import { describe, expect, it, vi } from 'vitest';
import { t, graph, dailyModel, hours } from '../chart-fixtures';
import { axisDecimals, buildChartModel } from '../chart-model';
import { chartOptions, labelInterval, updateChart } from './consumption-chart';

describe('updating the overview chart', () => {
  const model = (values: (number | null)[], related?: (number | null)[]) =>
    dailyModel('electricity-energy', values, related);
  const props = (m: ReturnType<typeof model>, description = 'd1') => ({
    model: m,
    language: 'en' as const,
    currentName: 'This period',
    comparisonName: m.comparisonType ? 'Previous period' : null,
    kind: 'column' as const,
    description,
  });
  function fakeChart() {
    const axis = { setCategories: vi.fn(), update: vi.fn(), setTitle: vi.fn() };
    const series = () => ({ setData: vi.fn(), update: vi.fn() });
    return {
      xAxis: [axis],
      yAxis: [{ setTitle: vi.fn() }],
      series: [series(), series()],
      update: vi.fn(),
      redraw: vi.fn(),
      options: { accessibility: { enabled: true, description: 'd1' } },
    };
  }

  it('puts new data into the drawn chart and redraws once, without rebuilding it or its accessibility module', () => {
    const chart = fakeChart();
    const before = props(model([1, 2, 3], [1, 1, 1]));
    const after = props(model([4, null, 6], [2, 2, 2]), 'd2');
    updateChart(chart as never, before, after);
    expect(chart.update).not.toHaveBeenCalled();
    expect(chart.xAxis[0]!.setCategories).toHaveBeenCalledWith(['1 Nov', '2 Nov', '3 Nov'], false);
    expect(chart.series[0]!.setData).toHaveBeenCalledWith([4, null, 6], false, false);
    expect(chart.series[1]!.setData).toHaveBeenCalledWith([2, 2, 2], false, false);
    expect(chart.series[0]!.update).not.toHaveBeenCalled();
    expect(chart.options.accessibility.description).toBe('d2');
    expect(chart.redraw).toHaveBeenCalledTimes(1);
    expect(chart.redraw).toHaveBeenCalledWith(false);
  });

  it('updates the series make-up only when a comparison comes or goes, never with accessibility options', () => {
    const chart = fakeChart();
    updateChart(chart as never, props(model([1, 2], [1, 1])), props(model([1, 2])));
    expect(chart.update).toHaveBeenCalledTimes(1);
    const [options, redraw, oneToOne] = chart.update.mock.calls[0]!;
    expect(options).not.toHaveProperty('accessibility');
    expect(options.series).toHaveLength(1);
    expect(options.legend).toEqual({ enabled: false, accessibility: { enabled: false } });
    expect([redraw, oneToOne]).toEqual([false, true]);
    expect(chart.redraw).toHaveBeenCalledTimes(1);
  });

  it('has no legend (nor its accessibility proxies) for one series, and labels at most about ten buckets', () => {
    const one = chartOptions(props(model([1, 2, 3])));
    expect(one.legend).toEqual({ enabled: false, accessibility: { enabled: false } });
    expect(one.accessibility).toMatchObject({ enabled: true });
    const two = chartOptions(props(model([1, 2, 3], [1, 2, 3])));
    expect(two.legend).toEqual({ enabled: true, accessibility: { enabled: true } });
    const month = model(Array.from({ length: 30 }, () => 1));
    expect(labelInterval(month)).toBe(3);
    expect((chartOptions(props(month)).xAxis as { tickInterval: number }).tickInterval).toBe(3);
    expect(labelInterval(model(Array.from({ length: 12 }, () => 1)))).toBe(2);
    expect(labelInterval(model([1, 2, 3]))).toBe(1);
  });
});

describe('the y axis never repeats a label (issue 16)', () => {
  it('uses the decimals the ticks need, not the display rounding of totals', () => {
    expect(axisDecimals([0, 0.2, 0.4, 0.6000000000000001, 0.8, 1])).toBe(1);
    expect(axisDecimals([0, 0.25, 0.5, 0.75])).toBe(2);
    expect(axisDecimals([0, 0.1 + 0.2, 0.6])).toBe(1);
    expect(axisDecimals([0, 500, 1000, 1500])).toBe(0);
    expect(axisDecimals([0, 2.5, 5])).toBe(1);
  });

  it('labels an hourly heat chart (0 decimals, SPEC §9) 0, 0.2, 0.4 … and not 0, 0, 0, 1, 1', () => {
    const model = buildChartModel({
      graph: graph(hours('2026-11-24', ['00', '01', '02']), [0.31, 0.42, 0.87]),
      resolution: 'hour',
      quantity: 'heat-energy',
      normalized: false,
      mode: 'consumption',
      language: 'en',
      t,
      texts: t,
    });
    expect(model.decimals.max).toBe(0);
    const options = (language: 'en' | 'da') =>
      chartOptions({ model, language, currentName: 'Now', comparisonName: null, kind: 'column', description: '' });
    const label = (language: 'en' | 'da', ticks: number[]) => {
      const formatter = (options(language).yAxis as { labels: { formatter: (ctx: unknown) => string } }).labels
        .formatter;
      return ticks.map((value) => formatter({ value, axis: { tickPositions: ticks } }));
    };
    const ticks = [0, 0.2, 0.4, 0.6000000000000001, 0.8, 1];
    expect(label('en', ticks)).toEqual(['0', '0.2', '0.4', '0.6', '0.8', '1']);
    expect(label('da', ticks)).toEqual(['0', '0,2', '0,4', '0,6', '0,8', '1']);
    expect(label('en', [0, 500, 1000, 1500])).toEqual(['0', '500', '1,000', '1,500']);
    expect(new Set(label('en', [0, 0.25, 0.5, 0.75, 1])).size).toBe(5);
  });
});
