import { describe, expect, it, vi } from 'vitest';
import { type ConsumptionQuantity, defaultPeriod, graphInput, periodDays, today } from '@portal/shared';
import { assertTranslationKeyParity, createTestI18n } from '@portal/shared/test-utils';
import en from './locales/en';
import da from './locales/da';
import nb from './locales/nb';
import { buildChartModel, formatValue, type GraphResult } from './features/chart/chart-model';
import { chartOptions, labelInterval, updateChart } from './features/chart/consumption-chart';
import { graphRequestOf } from './features/chart/graph-request';
import {
  SPARK_HEIGHT,
  SPARK_SLOT,
  SPARKLINE_DAYS,
  buildSparkline,
  sparkRows,
  sparklineLabel,
  sparklineView,
} from './features/dashboard/sparkline';
import { choiceOfPeriod, comparisonLabelKey, periodOfChoice } from './features/period/period-state';
import { infoStatesOf } from './features/overview/info-states';
import { tenancyContextOf } from './features/tenancy/use-tenancy';
import { roomSlug } from './paths';

const resources = { en, da, nb };

const t = (key: string, o?: Record<string, unknown>) =>
  key === 'period.week_number' ? `Week ${String(o?.week)}` : key;

function graph(timestamps: string[], values: (number | null)[], related?: (number | null)[]): GraphResult {
  return {
    timestamps,
    graphs: [
      {
        type: 'HOURLY_VALUES',
        consumption: {
          quantityDescriptor: { quantity: 'cold-water-volume', normalized: false, expressedAs: 'CONSUMPTION' },
          meta: { sum: null, average: null, min: null, max: null, count: 0 },
          values,
          relatedValues: related ? [{ type: 'previous-period', values: related, meta: { sum: null, count: 0 } }] : [],
        },
      },
    ],
  } as unknown as GraphResult;
}

/** The chart model of a daily graph from 1 November 2026, one value per day, in English. */
function dailyModel(quantity: ConsumptionQuantity, values: (number | null)[], related?: (number | null)[]) {
  return buildChartModel({
    graph: graph(
      values.map((_, i) => `2026-11-${String(i + 1).padStart(2, '0')}T00:00:00`),
      values,
      related,
    ),
    resolution: 'day',
    quantity,
    normalized: false,
    mode: 'consumption',
    language: 'en',
    t,
  });
}

const hours = (date: string, list: string[]) => list.map((h) => `${date}T${h}:00:00`);

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
      },
      { averaged: true },
    );
    expect(model.points.map((p) => p.label)).toEqual(['Week 37', 'Week 38']);
    expect(model.sum).toBe(21);
  });
});

describe('period choices and comparisons', () => {
  const tenancy = {
    start: '2023-11-22',
    end: null,
    billingPeriod: { start: '2026-01-01', end: '2026-12-31' },
    dataAvailability: { start: '2023-11-22', end: '2026-11-22' },
  };
  it('offers the billing year and since moving in, and recognises them', () => {
    expect(periodOfChoice('billing-year', tenancy, '2026-11-22')).toEqual({ start: '2026-01-01', end: '2026-12-31' });
    expect(periodOfChoice('since-moving-in', tenancy, '2026-11-22')).toEqual({
      start: '2023-11-22',
      end: '2026-11-22',
    });
    expect(choiceOfPeriod({ start: '2026-10-24', end: '2026-11-22' }, tenancy, '2026-11-22')).toBe('last-30-days');
    expect(choiceOfPeriod({ start: '2023-11-22', end: '2026-11-22' }, tenancy, '2026-11-22')).toBe('since-moving-in');
    expect(choiceOfPeriod({ start: '2026-10-02', end: '2026-10-09' }, tenancy, '2026-11-22')).toBe('custom');
    expect(
      periodOfChoice('billing-year', { ...tenancy, billingPeriod: { start: null, end: null } }, '2026-11-22'),
    ).toBeNull();
  });
  it('calls the previous period of a one-day period "the day before"', () => {
    expect(comparisonLabelKey('last_period', { start: '2026-11-22', end: '2026-11-22' })).toBe('comparison.day_before');
    expect(comparisonLabelKey('last_period', { start: '2026-11-01', end: '2026-11-22' })).toBe(
      'comparison.last_period',
    );
    expect(comparisonLabelKey('property', { start: '2026-11-22', end: '2026-11-22' })).toBe('comparison.property');
  });
});

describe('informational states', () => {
  const tenancy = { dataAvailability: { start: '2023-11-22', end: '2026-11-22' } };
  const base = {
    tenancy,
    comparisonPeriod: { start: '2026-10-01', end: '2026-10-31' },
    mode: 'consumption' as const,
    pricesCount: null,
    day: '2026-11-22',
  };
  const model = (values: (number | null)[], related?: (number | null)[]) => dailyModel('heat-energy', values, related);
  it('names each state where it applies', () => {
    expect(infoStatesOf({ ...base, model: model([null]), period: { start: '2026-11-22', end: '2026-11-22' } })).toEqual(
      ['no_consumption_today'],
    );
    expect(infoStatesOf({ ...base, model: model([null]), period: { start: '2026-12-01', end: '2026-12-31' } })).toEqual(
      ['data_not_yet_available'],
    );
    expect(
      infoStatesOf({ ...base, model: model([null, null]), period: { start: '2026-11-01', end: '2026-11-02' } }),
    ).toEqual(['no_data']);
    expect(
      infoStatesOf({ ...base, model: model([1, 2], [null, null]), period: { start: '2026-11-01', end: '2026-11-02' } }),
    ).toEqual(['comparison_not_possible']);
    expect(
      infoStatesOf({ ...base, model: model([1, 2], [1, null]), period: { start: '2026-11-01', end: '2026-11-02' } }),
    ).toEqual([]);
    expect(
      infoStatesOf({
        ...base,
        mode: 'cost',
        pricesCount: 0,
        model: model([1, 2]),
        period: { start: '2026-11-01', end: '2026-11-02' },
      }),
    ).toEqual(['pricing_unavailable']);
  });
});

describe('the tenancy context', () => {
  it('lists the quantities the unit has, and whether it has hourly values', () => {
    const context = tenancyContextOf(
      {
        id: '1',
        unitId: '1002',
        start: '2023-11-22',
        dataAvailability: {},
        billingPeriod: {},
        apartment: { address: 'x' },
        meterUnits: [
          { kind: 'coldwater', unit: 'cubic-meter' },
          { kind: 'radiator', unit: 'hca-unit' },
          { kind: 'humidity', unit: 'percent' },
        ],
      },
      [
        {
          id: '1002',
          unit: { id: '1002', size: 55 },
          path: [{ property: { settings: [{ kind: 'hourly-values' }] } }],
          treeInfo: { quantities: ['electricity-energy'] },
        },
      ],
    );
    expect(context.quantities).toEqual(['hca', 'cold-water-volume', 'electricity-energy']);
    expect(context.hasHourlyValues).toBe(true);
    expect(context.hasIndoorClimate).toBe(true);
    expect(context.size).toBe(55);
  });
  it('slugifies room names for links', () => {
    expect(roomSlug('Stue / Kjøkken')).toBe('stue-kjokken');
    expect(roomSlug('Soveværelse 2')).toBe('sovevaerelse-2');
  });
});

describe('texts', () => {
  it('has the same keys in en, da and nb', () => {
    expect(() => assertTranslationKeyParity(resources)).not.toThrow();
  });
});

describe('the heating cost estimate', () => {
  it('prices each hour with its own tariff, never the latest one', async () => {
    const { estimateCosts } = await import('./features/estimate/estimate');
    const ts = ['2026-11-22T00:00:00', '2026-11-22T01:00:00', '2026-11-22T02:00:00'];
    const tariffs = [
      { hour: '2026-11-22T00:00:00', tariff: 1 },
      { hour: '2026-11-22T01:00:00', tariff: 2 },
      { hour: '2026-11-22T02:00:00', tariff: 10 },
    ];
    const result = estimateCosts(tariffs, ts, [0.5, 0.25, null]);
    expect(result.hours.map((h) => h.cost)).toEqual([0.5, 0.5, null]);
    expect(result.latest?.hour).toBe('2026-11-22T01:00:00');
    expect(result.latest?.cost).toBe(0.5);
    expect(result.total).toBe(1);
  });
  it('pairs the repeated hour of the autumn change in order', async () => {
    const { estimateCosts } = await import('./features/estimate/estimate');
    const ts = ['2026-10-25T02:00:00', '2026-10-25T02:00:00'];
    const tariffs = [
      { hour: '2026-10-25T02:00:00', tariff: 1 },
      { hour: '2026-10-25T02:00:00', tariff: 3 },
    ];
    expect(estimateCosts(tariffs, ts, [1, 1]).hours.map((h) => h.cost)).toEqual([1, 3]);
  });
});

describe('rooms and prices', () => {
  it('adds the meters of a room bucket by bucket, a gap only where all are missing', async () => {
    const { combineGraphs } = await import('./features/chart/chart-model');
    const ts = ['2026-09-01T00:00:00', '2026-09-02T00:00:00'];
    const combined = combineGraphs([graph(ts, [1, null], [2, null]), graph(ts, [3, null], [null, null])], false);
    expect(combined?.graphs[0]?.consumption.values).toEqual([4, null]);
    expect(combined?.graphs[0]?.consumption.relatedValues[0]?.values).toEqual([2, null]);
  });
  it('shows prices per unit in their currency', async () => {
    const { priceModel } = await import('./features/prices/price-page');
    const model = priceModel(
      [
        {
          quantity: 'cold-water-volume',
          price: 45.5,
          currency: 'NOK',
          validFrom: '2026-07-01T00:00:00',
          validTo: null,
        },
        {
          quantity: 'cold-water-volume',
          price: 44,
          currency: 'NOK',
          validFrom: '2026-01-01T00:00:00',
          validTo: '2026-07-01T00:00:00',
        },
      ],
      'cold-water-volume',
      'nb',
      t,
    );
    expect(model.unit).toBe('NOK/m³');
    expect(model.points.map((p) => p.value)).toEqual([44, 45.5]);
    expect(formatValue(45.5, model, 'nb')).toBe('45,50\u00a0NOK/m³');
  });
});

describe("the dashboard's daily bars", () => {
  const days = (start: string, n: number) =>
    Array.from({ length: n }, (_, i) => {
      const d = new Date(`${start}T12:00:00Z`);
      d.setUTCDate(d.getUTCDate() + i);
      return d.toISOString().slice(0, 10);
    });
  const dayGraph = (dates: string[], values: (number | null)[]) =>
    graph(
      dates.map((d) => `${d}T00:00:00`),
      values,
    );

  it('asks for the last 30 Copenhagen days per day, without a comparison series', () => {
    // 22:30 UTC on 24 October is already 00:30 on the 25th (the DST day) in Copenhagen
    const view = sparklineView(today(new Date('2026-10-24T22:30:00Z')));
    expect(view.period).toEqual({ start: '2026-09-26', end: '2026-10-25' });
    expect(periodDays(view.period)).toBe(SPARKLINE_DAYS);
    const input = graphRequestOf('1002', 'electricity-energy', view);
    expect(input).toEqual({
      ...graphInput({
        objectId: '1002',
        quantity: 'electricity-energy',
        period: defaultPeriod('2026-10-25'),
        normalized: false,
        resolution: 'day',
        mode: 'HOURLY_VALUES',
      }),
      // left out, the service would add the property average the bars do not draw
      compareWith: [],
    });
    expect(input.periodEnd).toBe('2026-10-26T00:00:00');
    // the overview's requests still name their comparison
    expect(graphRequestOf('1002', 'electricity-energy', { ...view, comparison: 'property' }).compareWith).toEqual([
      'property-average',
    ]);
  });

  it('has one bar per calendar day across both DST changes (a 23- or 25-hour day is one day)', () => {
    const autumn = { start: '2026-10-12', end: '2026-11-10' };
    const dates = days('2026-10-12', 30);
    const spark = buildSparkline(
      dayGraph(
        dates,
        dates.map((_, i) => i + 1),
      ),
      autumn,
      'electricity-energy',
    );
    expect(spark.days.map((d) => d.date)).toEqual(dates);
    expect(spark.days.filter((d) => d.date === '2026-10-25')).toEqual([{ date: '2026-10-25', value: 14 }]);
    expect(spark.bars).toHaveLength(30);
    expect(spark.gaps).toBe(0);
    const spring = { start: '2026-03-15', end: '2026-04-13' };
    const springDates = days('2026-03-15', 30);
    expect(springDates).toContain('2026-03-29');
    const springSpark = buildSparkline(
      dayGraph(
        springDates,
        springDates.map(() => 1),
      ),
      spring,
      'cold-water-volume',
    );
    expect(springSpark.days.map((d) => d.date)).toEqual(springDates);
    expect(springSpark.bars.map((b) => b.x)).toEqual(springDates.map((_, i) => i * SPARK_SLOT + 1));
  });

  it('keeps gaps as gaps: a missing or null day has no bar, a zero day a stub', () => {
    const period = { start: '2026-11-01', end: '2026-11-04' };
    // the service sent no bucket for the 3rd and null for the 2nd
    const spark = buildSparkline(
      dayGraph(['2026-11-01', '2026-11-02', '2026-11-04'], [0, null, 2]),
      period,
      'cold-water-volume',
    );
    expect(spark.days.map((d) => d.value)).toEqual([0, null, null, 2]);
    expect(spark.gaps).toBe(2);
    expect(spark.bars.map((b) => b.date)).toEqual(['2026-11-01', '2026-11-04']);
    const [zero, two] = spark.bars;
    expect(zero).toMatchObject({ value: 0, height: 2, y: SPARK_HEIGHT - 2 });
    expect(two).toMatchObject({ value: 2, height: SPARK_HEIGHT, y: 0 });
    expect(spark.highest).toEqual({ date: '2026-11-04', value: 2 });
    expect(spark.lowest).toEqual({ date: '2026-11-01', value: 0 });
    // no data at all: no bars, every day a gap
    const empty = buildSparkline(dayGraph([], []), period, 'cold-water-volume');
    expect(empty.bars).toEqual([]);
    expect(empty.gaps).toBe(4);
    expect(empty.highest).toBeNull();
  });

  it('scales the bars to the largest value from a zero line (below it for a negative day)', () => {
    const period = { start: '2026-11-01', end: '2026-11-04' };
    const spark = buildSparkline(dayGraph(days('2026-11-01', 4), [4, 2, 1, 3]), period, 'electricity-energy');
    expect(spark.width).toBe(4 * SPARK_SLOT);
    expect(spark.bars.map((b) => b.height)).toEqual([56, 28, 14, 42]);
    expect(spark.bars.map((b) => b.y + b.height)).toEqual([56, 56, 56, 56]);
    const withCorrection = buildSparkline(
      dayGraph(days('2026-11-01', 2), [3, -1]),
      { start: '2026-11-01', end: '2026-11-02' },
      'electricity-energy',
    );
    // zero line at 3/4 of the height: the positive bar ends on it, the negative one starts there
    expect(withCorrection.bars.map((b) => [b.y, b.height])).toEqual([
      [0, 42],
      [42, 14],
    ]);
    const zeros = buildSparkline(
      dayGraph(days('2026-11-01', 2), [0, 0]),
      { start: '2026-11-01', end: '2026-11-02' },
      'cooling-energy',
    );
    expect(zeros.bars.map((b) => [b.y, b.height])).toEqual([
      [SPARK_HEIGHT - 2, 2],
      [SPARK_HEIGHT - 2, 2],
    ]);
  });

  it('says what it shows in English, Danish and Norwegian, with the units and decimals of SPEC §9', () => {
    const i18n = createTestI18n('en', { consumption: resources });
    const period = { start: '2026-10-14', end: '2026-11-12' };
    const dates = days('2026-10-14', 30);
    const values = dates.map((d, i) =>
      d === '2026-10-20' ? null : d === '2026-10-25' ? 0.1234 : d === '2026-11-02' ? 1.5 : 0.25 + i / 1000,
    );
    const water = buildSparkline(dayGraph(dates, values), period, 'cold-water-volume');
    const label = (language: 'en' | 'da' | 'nb', spark = water) => {
      const t = i18n.getFixedT(language, 'consumption');
      return sparklineLabel(spark, i18n.t(`common:quantity.${spark.quantity}`, { lng: language }), language, (k, o) =>
        t(k, o ?? {}),
      );
    };
    expect(label('en')).toMatch(
      /^Cold water per day, 14 Oct\s*–\s*12 Nov 2026: highest 1\.500\u00a0m³ \(2 Nov\), lowest 0\.123\u00a0m³ \(25 Oct\)\. No data for 1 day\.$/,
    );
    expect(label('da')).toMatch(
      /^Koldt vand pr\. dag, 14\. okt\.\s*–\s*12\. nov\. 2026: højest 1,500\u00a0m³ \(2\. nov\.\), lavest 0,123\u00a0m³ \(25\. okt\.\)\. Ingen data for 1 dag\.$/,
    );
    expect(label('nb')).toMatch(
      /^Kaldtvann per dag, .*: høyest 1,500\u00a0m³ \(2\. nov\.\), lavest 0,123\u00a0m³ \(25\. okt\.\)\. Ingen data for 1 dag\.$/,
    );
    // allocators: no decimals, the unit's word (English plural); two gaps
    const hca = buildSparkline(
      dayGraph(
        dates.slice(2),
        dates.slice(2).map((_, i) => (i === 0 ? 1 : 7.4)),
      ),
      period,
      'hca',
    );
    expect(label('en', hca)).toMatch(
      /highest 7\u00a0units \(\d+ \w+\), lowest 1\u00a0unit \(16 Oct\)\. No data for 2 days\.$/,
    );
    expect(label('nb', hca)).toMatch(/lavest 1\u00a0enhet \(16\. okt\.\)\. Ingen data for 2 dager\.$/);
    expect(label('da', hca)).toMatch(/Ingen data for 2 dage\.$/);
    const empty = buildSparkline(null, period, 'electricity-energy');
    expect(label('en', empty)).toMatch(/^Electricity per day, 14 Oct\s*–\s*12 Nov 2026: no data\.$/);
    // the table alternative: every day, a dash for a gap
    const rows = sparkRows(water, 'da');
    expect(rows).toHaveLength(30);
    expect(rows.find((r) => r.date === '20. okt. 2026')?.value).toBe('–');
    expect(rows.find((r) => r.date === '25. okt. 2026')?.value).toBe('0,123\u00a0m³');
  });
});

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
