import { describe, expect, it } from 'vitest';
import { t, graph, hours } from './chart-fixtures';
import { buildChartModel, combineGraphs, formatValue, fullLabel } from './chart-model';
import { chartOptions } from './components/consumption-chart';

describe('the chart model', () => {
  it('keeps every bucket the service sends: 25 hours on the autumn DST day, 23 in spring', () => {
    const autumn = hours('2026-10-25', [
      '00',
      '01',
      '02',
      '02',
      ...Array.from({ length: 21 }, (_, i) => String(i + 3).padStart(2, '0')),
    ]);
    const model = buildChartModel({
      graph: graph(
        autumn,
        autumn.map(() => 1),
      ),
      resolution: 'hour',
      quantity: 'electricity-energy',
      normalized: false,
      mode: 'consumption',
      language: 'en',
      t,
      texts: t,
    });
    expect(model.points).toHaveLength(25);
    expect(model.points.filter((p) => p.label === '02:00')).toHaveLength(2);
    expect(model.sum).toBe(25);
    const spring = hours('2026-03-29', [
      '00',
      '01',
      ...Array.from({ length: 21 }, (_, i) => String(i + 3).padStart(2, '0')),
    ]);
    expect(
      buildChartModel({
        graph: graph(
          spring,
          spring.map(() => 1),
        ),
        resolution: 'hour',
        quantity: 'electricity-energy',
        normalized: false,
        mode: 'consumption',
        language: 'en',
        t,
        texts: t,
      }).points,
    ).toHaveLength(23);
  });

  it('keeps gaps as gaps (null, never zero) and says so', () => {
    const ts = ['2026-09-01T00:00:00', '2026-09-02T00:00:00', '2026-09-03T00:00:00'];
    const model = buildChartModel({
      graph: graph(ts, [0.5, null, 0.25], [null, null, null]),
      resolution: 'day',
      quantity: 'cold-water-volume',
      normalized: false,
      mode: 'consumption',
      language: 'da',
      t,
      texts: t,
    });
    expect(model.points.map((p) => p.value)).toEqual([0.5, null, 0.25]);
    expect(model.hasGaps).toBe(true);
    expect(model.sum).toBe(0.75);
    expect(model.comparisonSum).toBeNull();
    const options = chartOptions({
      model,
      language: 'da',
      currentName: 'Now',
      comparisonName: 'Before',
      kind: 'column',
      description: '',
    });
    expect((options.series?.[0] as { data: unknown[] }).data).toEqual([0.5, null, 0.25]);
    expect((options.xAxis as { categories: string[] }).categories).toEqual(['1. sep.', '2. sep.', '3. sep.']);
  });

  it('formats values with the quantity decimals and unit per language (SPEC §9)', () => {
    const ts = ['2026-09-01T00:00:00'];
    const water = buildChartModel({
      graph: graph(ts, [1234.5]),
      resolution: 'day',
      quantity: 'cold-water-volume',
      normalized: false,
      mode: 'consumption',
      language: 'da',
      t,
      texts: t,
    });
    expect(formatValue(1234.5, water, 'da')).toBe('1.234,500\u00a0m³');
    expect(formatValue(1234.5, water, 'en')).toBe('1,234.500\u00a0m³');
    const heatPerArea = buildChartModel({
      graph: graph(ts, [3.456]),
      resolution: 'day',
      quantity: 'heat-energy',
      normalized: true,
      mode: 'consumption',
      language: 'nb',
      t,
      texts: t,
    });
    expect(formatValue(3.456, heatPerArea, 'nb')).toBe('3\u00a0kWh/m²');
    const co2 = buildChartModel({
      graph: graph(ts, [12.345]),
      resolution: 'day',
      quantity: 'heat-energy',
      normalized: false,
      mode: 'co2',
      language: 'en',
      t,
      texts: t,
    });
    expect(formatValue(12.345, co2, 'en')).toBe('12.35\u00a0g CO₂');
    const cost = buildChartModel({
      graph: graph(ts, [2]),
      resolution: 'day',
      quantity: 'electricity-energy',
      normalized: false,
      mode: 'cost',
      currency: 'NOK',
      language: 'nb',
      t,
      texts: t,
    });
    expect(formatValue(2, cost, 'nb')).toBe('2,00\u00a0NOK');
  });

  it('labels weeks and months, and averages temperatures instead of adding them', () => {
    const ts = ['2026-09-07T00:00:00', '2026-09-14T00:00:00'];
    const model = buildChartModel(
      {
        graph: graph(ts, [20, 22]),
        resolution: 'week',
        quantity: 'indoor-temperature',
        normalized: false,
        mode: 'consumption',
        language: 'en',
        t,
        texts: t,
      },
      { averaged: true },
    );
    expect(model.points.map((p) => p.label)).toEqual(['Week 37', 'Week 38']);
    expect(model.sum).toBe(21);
  });
});

describe('rooms', () => {
  it('adds the meters of a room bucket by bucket, a gap only where all are missing', () => {
    const ts = ['2026-09-01T00:00:00', '2026-09-02T00:00:00'];
    const combined = combineGraphs([graph(ts, [1, null], [2, null]), graph(ts, [3, null], [null, null])], false);
    expect(combined?.graphs[0]?.consumption.values).toEqual([4, null]);
    expect(combined?.graphs[0]?.consumption.relatedValues[0]?.values).toEqual([2, null]);
  });
});

describe('labels of week, month and year buckets', () => {
  it('says a bucket in full in the language: the week with its days, the month, the year', () => {
    expect(fullLabel('2026-09-07T00:00:00', 'week', 'en', t)).toMatch(/^Week 37: 7\s*–\s*13 Sept 2026$/);
    expect(fullLabel('2026-09-01T00:00:00', 'month', 'en', t)).toBe('September 2026');
    expect(fullLabel('2026-09-01T00:00:00', 'month', 'nb', t)).toBe('september 2026');
    expect(fullLabel('2026-01-01T00:00:00', 'year', 'da', t)).toBe('2026');
    expect(fullLabel('2026-09-07T13:00:00', 'hour', 'da', t)).toBe('7. sep. 2026, 13.00');
  });

  it('builds a year-resolution chart with one point per year and its total', () => {
    const model = buildChartModel({
      graph: graph(['2025-01-01T00:00:00', '2026-01-01T00:00:00'], [1200.5, 900]),
      resolution: 'year',
      quantity: 'cold-water-volume',
      normalized: false,
      mode: 'consumption',
      language: 'en',
      t,
      texts: t,
    });
    expect(model.points.map((p) => [p.label, p.fullLabel])).toEqual([
      ['2025', '2025'],
      ['2026', '2026'],
    ]);
    expect(model.sum).toBe(2100.5);
  });
});
