import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import { dailyModel } from '../chart-fixtures';
import ConsumptionChart, { type ConsumptionChartProps } from './consumption-chart';

// the chart library stands in: what is asked of it is the point here, not its drawing
const built = vi.hoisted(() => [] as { element: HTMLElement; chart: Record<string, unknown> }[]);
vi.mock('highcharts/es-modules/masters/highcharts.src.js', () => ({
  default: {
    chart: (element: HTMLElement) => {
      const series = () => ({ setData: vi.fn(), update: vi.fn() });
      const chart = {
        xAxis: [{ setCategories: vi.fn(), update: vi.fn(), setTitle: vi.fn() }],
        yAxis: [{ setTitle: vi.fn() }],
        series: [series(), series()],
        options: { accessibility: { enabled: true } },
        update: vi.fn(),
        redraw: vi.fn(),
        reflow: vi.fn(),
        destroy: vi.fn(),
      };
      built.push({ element, chart });
      return chart;
    },
  },
}));
vi.mock('highcharts/es-modules/masters/modules/accessibility.src.js', () => ({}));

const props = (values: number[], language: ConsumptionChartProps['language'] = 'en'): ConsumptionChartProps => ({
  model: dailyModel('heat-energy', values),
  language,
  currentName: 'This period',
  comparisonName: null,
  kind: 'column',
  description: 'Heat, November 2026',
});

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

/** Renders, then lets the chart's own task run (it draws after React's task). */
const show = (ui: React.ReactElement) => {
  const rendered = render(ui);
  vi.runAllTimers();
  return rendered;
};

describe('the chart across screens', () => {
  it('is built once: the next screen takes the chart the last one left and redraws it with its data', () => {
    const first = show(<ConsumptionChart {...props([1, 2, 3])} />);
    expect(built).toHaveLength(1);
    const { element, chart } = built[0]!;
    expect(first.getByTestId('consumption-chart').contains(element)).toBe(true);
    first.unmount();
    expect(element.isConnected).toBe(false);
    expect(chart.destroy).not.toHaveBeenCalled();

    const second = show(<ConsumptionChart {...props([4, 5])} />);
    expect(built).toHaveLength(1);
    expect(second.getByTestId('consumption-chart').contains(element)).toBe(true);
    const [data] = (chart.series as { setData: ReturnType<typeof vi.fn> }[])[0]!.setData.mock.calls.at(-1)!;
    expect(data).toEqual([4, 5]);
    expect(chart.reflow).toHaveBeenCalledTimes(1);
  });

  it('is built anew for another language, and the one left is destroyed', () => {
    show(<ConsumptionChart {...props([1, 2], 'da')} />);
    expect(built).toHaveLength(2);
    expect(built[0]!.chart.destroy).toHaveBeenCalledTimes(1);
    expect(built[1]!.element.isConnected).toBe(true);
  });

  it('is never shown twice: two charts at once each have their own', () => {
    show(
      <>
        <ConsumptionChart {...props([1], 'da')} />
        <ConsumptionChart {...props([2], 'da')} />
      </>,
    );
    // the one the last test left, and one more
    expect(built).toHaveLength(3);
    expect(built[1]!.element.isConnected && built[2]!.element.isConnected).toBe(true);
  });

  it("draws in a task after React's, and only the last of quick switches", () => {
    const view = render(<ConsumptionChart {...props([7], 'nb')} />);
    expect(built).toHaveLength(3);
    view.rerender(<ConsumptionChart {...props([8, 9], 'nb')} />);
    expect(built).toHaveLength(3);
    vi.runAllTimers();
    expect(built).toHaveLength(4);
    const chart = built[3]!.chart as { series: { setData: ReturnType<typeof vi.fn> }[] };
    // built with the last props, nothing updated after
    expect(chart.series[0]!.setData).not.toHaveBeenCalled();
  });
});
