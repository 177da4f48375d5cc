import { describe, expect, it, vi } from 'vitest';
import { type ConsumptionQuantity, defaultPeriod, graphInput, periodDays, today } from '@portal/shared';
import { createTestI18n } from '@portal/shared/test-utils';
import en from './i18n/en';
import da from './i18n/da';
import nb from './i18n/nb';
import {
  axisDecimals,
  buildChartModel,
  combineGraphs,
  formatValue,
  type GraphResult,
} from './features/chart/chart-model';
import {
  INCOMPLETE_CLASS,
  chartOptions,
  labelInterval,
  updateChart,
} from './features/chart/components/consumption-chart';
import {
  type Coverage,
  bucketCoverageNote,
  comparedBucketNote,
  comparisonSeriesName,
  comparisonSpanLabel,
  coverageState,
  dataUntilText,
  totalCoverageNote,
} from './features/chart/completeness';
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
import { infoStatesOf } from './features/overview/components/info-states';
import { tenancyContextOf } from './features/tenancy/tenancy-context';

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
    texts: t,
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
    const { priceModel } = await import('./features/prices/price-model');
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

  it('keeps the service’s coverage of each day, so that today so far is drawn as incomplete (issue 16)', () => {
    const period = { start: '2026-11-23', end: '2026-11-24' };
    const base = dayGraph(['2026-11-23', '2026-11-24'], [2, 1]);
    const today = { calendarHours: 24, expectedHours: 21, readings: 21, expectedReadings: 21, complete: false };
    const withCoverage = {
      ...base,
      graphs: [{ ...base.graphs[0]!, consumption: { ...base.graphs[0]!.consumption, coverage: [whole(24), today] } }],
    } as GraphResult;
    const spark = buildSparkline(withCoverage, period, 'electricity-energy');
    expect(spark.bars.map((b) => coverageState(b.coverage))).toEqual([null, { partial: true, missing: false }]);
    expect(
      bucketCoverageNote('2026-11-24T00:00:00', spark.bars[1]!.coverage, {
        resolution: 'day',
        periodStart: period.start,
        language: 'en',
        texts: en_,
      }),
    ).toBe('Partial: 24 Nov, 00:00–21:00');
    // no coverage said: nothing added to the day
    expect(buildSparkline(base, period, 'electricity-energy').days[1]).toEqual({ date: '2026-11-24', value: 1 });
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

// ---- issue 16: completeness, compared times, "data until" and the y axis (docs/decisions/0100) ----

const i18n = createTestI18n('en', { consumption: resources });
/** The remote's real texts in a language (consumption namespace). */
const textsIn =
  (language: 'en' | 'da' | 'nb') =>
  (key: string, options?: Record<string, unknown>): string =>
    i18n.getFixedT(language, 'consumption')(key, options ?? {});
const en_ = textsIn('en');
const whole = (hours: number, meters = 1): Coverage => ({
  calendarHours: hours,
  expectedHours: hours,
  readings: hours * meters,
  expectedReadings: hours * meters,
  complete: true,
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

describe('completeness of buckets and totals (issue 16)', () => {
  it('classifies coverage: missing hours, a partial bucket, both, and nothing due', () => {
    expect(coverageState(whole(24))).toBeNull();
    expect(coverageState(null)).toBeNull();
    // a day missing 3 of its hours
    expect(coverageState({ ...whole(24), readings: 21, complete: false })).toEqual({ partial: false, missing: true });
    // a week cut by the period's start (Thursday to Sunday)
    expect(
      coverageState({ calendarHours: 168, expectedHours: 96, readings: 96, expectedReadings: 96, complete: false }),
    ).toEqual({ partial: true, missing: false });
    expect(
      coverageState({ calendarHours: 168, expectedHours: 96, readings: 90, expectedReadings: 96, complete: false }),
    ).toEqual({ partial: true, missing: true });
    // wholly in the future (or outside the tenancy): no value is expected, nothing is incomplete
    expect(
      coverageState({ calendarHours: 24, expectedHours: 0, readings: 0, expectedReadings: 0, complete: false }),
    ).toBeNull();
  });

  it('says what a bucket lacks: "21 of 24 hours", "Partial: 1–4 Jan", per language and across DST', () => {
    const context = { resolution: 'day' as const, language: 'en' as const, texts: en_ };
    expect(bucketCoverageNote('2026-11-20T00:00:00', { ...whole(24), readings: 21, complete: false }, context)).toBe(
      '21 of 24 hours',
    );
    // two meters: readings, not hours
    expect(bucketCoverageNote('2026-11-20T00:00:00', { ...whole(24, 2), readings: 42, complete: false }, context)).toBe(
      '42 of 48 hourly readings',
    );
    // ISO week 1 of 2026 starts on Monday 29 December; the period starts on Thursday 1 January
    const week = { calendarHours: 168, expectedHours: 96, readings: 96, expectedReadings: 96, complete: false };
    const weekContext = { ...context, resolution: 'week' as const, periodStart: '2026-01-01' };
    expect(bucketCoverageNote('2025-12-29T00:00:00', week, weekContext)).toBe('Partial: 1–4 Jan');
    expect(
      bucketCoverageNote('2025-12-29T00:00:00', week, { ...weekContext, language: 'da', texts: textsIn('da') }),
    ).toBe('Delvis: 1.–4. jan.');
    // a tenancy that began on the Saturday: its part of the week
    expect(
      bucketCoverageNote(
        '2025-12-29T00:00:00',
        { ...week, expectedHours: 48, readings: 47, expectedReadings: 48 },
        { ...weekContext, tenancyStart: '2026-01-03' },
      ),
    ).toBe('Partial: 3–4 Jan; 47 of 48 hours');
    // today until 21:00
    expect(
      bucketCoverageNote(
        '2026-11-24T00:00:00',
        { calendarHours: 24, expectedHours: 21, readings: 21, expectedReadings: 21, complete: false },
        context,
      ),
    ).toBe('Partial: 24 Nov, 00:00–21:00');
    // the autumn change: the first 4 real hours of 25 end at 03:00 wall-clock time
    expect(
      bucketCoverageNote(
        '2026-10-25T00:00:00',
        { calendarHours: 25, expectedHours: 4, readings: 4, expectedReadings: 4, complete: false },
        { ...context, language: 'nb', texts: textsIn('nb') },
      ),
    ).toBe('Delvis: 25. okt., 00:00–03:00');
  });

  it('says when a total includes incomplete data', () => {
    expect(totalCoverageNote(whole(720), 'en', en_)).toBeNull();
    expect(
      totalCoverageNote(
        { calendarHours: 720, expectedHours: 573, readings: 573, expectedReadings: 573, complete: false },
        'en',
        en_,
      ),
    ).toBe('Includes incomplete data: 573 of the period’s 720 hours.');
    expect(totalCoverageNote({ ...whole(8760), readings: 8757, complete: false }, 'en', en_)).toBe(
      'Includes incomplete data: 8,757 of 8,760 hours.',
    );
    expect(totalCoverageNote({ ...whole(8760), readings: 8757, complete: false }, 'da', textsIn('da'))).toBe(
      'Indeholder ufuldstændige data: 8.757 af 8.760 timer.',
    );
  });

  it('marks incomplete buckets in the chart model, the drawn points and their tooltip', () => {
    const ts = ['2026-11-22T00:00:00', '2026-11-23T00:00:00', '2026-11-24T00:00:00', '2026-11-25T00:00:00'];
    const base = graph(ts, [3.5, 2.25, 1.5, null], [3, null, 1, null]);
    const series = base.graphs[0]!.consumption;
    const related = series.relatedValues[0]!;
    const partialToday = { calendarHours: 24, expectedHours: 21, readings: 21, expectedReadings: 21, complete: false };
    const none = { calendarHours: 24, expectedHours: 0, readings: 0, expectedReadings: 0, complete: false };
    const withCoverage = {
      ...base,
      dataUntil: '2026-11-24T21:00:00',
      graphs: [
        {
          ...base.graphs[0]!,
          consumption: {
            ...series,
            coverage: [whole(24), { ...whole(24), readings: 21, complete: false }, partialToday, none],
            meta: {
              ...series.meta,
              coverage: { ...whole(96), expectedHours: 69, readings: 66, expectedReadings: 69, complete: false },
            },
            dataUntil: '2026-11-24T21:00:00',
            relatedValues: [
              {
                ...related,
                buckets: [
                  { span: { begin: '2026-10-22T00:00:00', end: '2026-10-23T00:00:00' }, note: null },
                  { span: null, note: 'OUTSIDE_TENANCY' as const },
                  { span: { begin: '2026-10-24T00:00:00', end: '2026-10-24T21:00:00' }, note: 'PARTIAL' as const },
                  { span: null, note: 'AFTER_DATA_END' as const },
                ],
                currentSpan: { begin: '2026-11-22T00:00:00', end: '2026-11-24T21:00:00' },
                comparedSpan: { begin: '2026-10-22T00:00:00', end: '2026-10-24T21:00:00' },
                partial: true,
              },
            ],
          },
        },
      ],
    } as GraphResult;
    const model = buildChartModel({
      graph: withCoverage,
      resolution: 'day',
      quantity: 'electricity-energy',
      normalized: false,
      mode: 'consumption',
      language: 'en',
      t,
      texts: en_,
      periodStart: '2026-11-22',
    });
    expect(model.points.map((p) => p.incomplete)).toEqual([
      null,
      { partial: false, missing: true },
      { partial: true, missing: false },
      null,
    ]);
    expect(model.points.map((p) => p.coverageNote)).toEqual([
      null,
      '21 of 24 hours',
      'Partial: 24 Nov, 00:00–21:00',
      null,
    ]);
    expect(model.points.map((p) => p.comparisonNote)).toEqual([
      'Compared with 22 Oct 2026',
      'Nothing to compare: the compared time is outside your tenancy',
      'Compared with the same part: 24 Oct 2026, 00:00–21:00',
      'Nothing to compare yet: this is after the newest data',
    ]);
    expect(model.hasIncomplete).toBe(true);
    expect(model.dataUntil).toBe('2026-11-24T21:00:00');
    expect(model.comparisonSpans).toMatchObject({ type: 'previous-period', partial: true });
    expect(totalCoverageNote(model.totalCoverage, 'en', en_)).toBe(
      'Includes incomplete data: 69 of the period’s 96 hours; 66 of 69 hours.',
    );

    const props = {
      model,
      language: 'en' as const,
      currentName: 'This period',
      comparisonName: 'Previous period',
      description: '',
    };
    // columns: whole buckets stay plain values; incomplete ones lighter (class) with a dashed outline, described
    const columns = chartOptions({ ...props, kind: 'column' });
    const data = (columns.series?.[0] as { data: unknown[] }).data;
    expect(data[0]).toBe(3.5);
    expect(data[1]).toMatchObject({
      y: 2.25,
      className: INCOMPLETE_CLASS,
      dashStyle: 'ShortDash',
      borderWidth: 2,
      accessibility: { description: '21 of 24 hours' },
    });
    expect(data[3]).toBeNull();
    // lines: a hollow marker
    const lines = chartOptions({ ...props, kind: 'line' });
    expect((lines.series?.[0] as { data: unknown[] }).data[2]).toMatchObject({
      y: 1.5,
      marker: { enabled: true, fillColor: 'var(--portal-surface)' },
      accessibility: { description: 'Partial: 24 Nov, 00:00–21:00' },
    });
    // the tooltip says what the bucket lacks and what it is compared with
    const tooltip = (columns.tooltip as { formatter: (this: unknown) => string }).formatter;
    expect(tooltip.call({ points: [{ index: 2 }] })).toBe(
      '<b>24 Nov 2026</b><br/>This period: 1.50\u00a0kWh<br/><i>Partial: 24 Nov, 00:00–21:00</i><br/>' +
        'Previous period: 1.00\u00a0kWh<br/><i>Compared with the same part: 24 Oct 2026, 00:00–21:00</i>',
    );

    // a room's meters: readings added, complete only when each is
    const combined = combineGraphs([withCoverage, withCoverage], false)!;
    expect(combined.graphs[0]!.consumption.coverage[1]).toEqual({
      calendarHours: 24,
      expectedHours: 24,
      readings: 42,
      expectedReadings: 48,
      complete: false,
    });
    expect(combined.dataUntil).toBe('2026-11-24T21:00:00');
  });
});

describe('compared times and "data until" (issue 16)', () => {
  const month = {
    type: 'previous-period',
    currentSpan: { begin: '2026-11-01T00:00:00', end: '2026-11-24T21:00:00' },
    comparedSpan: { begin: '2026-10-01T00:00:00', end: '2026-10-24T21:00:00' },
    partial: true,
  };
  it('labels a partial period "1–24 November against 1–24 October", in en, da and nb', () => {
    expect(comparisonSpanLabel(month, 'en', en_)).toBe('Partial period: 1–24 November against 1–24 October');
    expect(comparisonSpanLabel(month, 'da', textsIn('da'))).toBe(
      'Delvis periode: 1.–24. november sammenlignet med 1.–24. oktober',
    );
    expect(comparisonSpanLabel(month, 'nb', textsIn('nb'))).toBe(
      'Delvis periode: 1.–24. november sammenlignet med 1.–24. oktober',
    );
    // the years are written when the spans are in different years
    expect(
      comparisonSpanLabel(
        {
          ...month,
          type: 'previous-year',
          comparedSpan: { begin: '2025-11-01T00:00:00', end: '2025-11-24T21:00:00' },
        },
        'en',
        en_,
      ),
    ).toBe('Partial period: 1–24 November 2026 against 1–24 November 2025');
    expect(
      comparisonSpanLabel(
        {
          ...month,
          currentSpan: { begin: '2027-01-01T00:00:00', end: '2027-01-24T21:00:00' },
          comparedSpan: { begin: '2026-12-01T00:00:00', end: '2026-12-24T21:00:00' },
        },
        'en',
        en_,
      ),
    ).toBe('Partial period: 1–24 January 2027 against 1–24 December 2026');
    // today so far against the day before up to the same hour
    expect(
      comparisonSpanLabel(
        {
          ...month,
          currentSpan: { begin: '2026-11-24T00:00:00', end: '2026-11-24T21:00:00' },
          comparedSpan: { begin: '2026-11-23T00:00:00', end: '2026-11-23T21:00:00' },
        },
        'en',
        en_,
      ),
    ).toBe('Partial period: 24 November, 00:00–21:00 against 23 November, 00:00–21:00');
    // a whole period says what it is compared with, without "partial"
    expect(
      comparisonSpanLabel(
        {
          type: 'previous-period',
          currentSpan: { begin: '2026-10-01T00:00:00', end: '2026-11-01T00:00:00' },
          comparedSpan: { begin: '2026-09-01T00:00:00', end: '2026-10-01T00:00:00' },
          partial: false,
        },
        'en',
        en_,
      ),
    ).toBe('1–31 October against 1–30 September');
    // the property average is over the same days: said when only a part is compared
    expect(
      comparisonSpanLabel({ ...month, type: 'property-average', comparedSpan: month.currentSpan }, 'en', en_),
    ).toBe('Partial period: 1–24 November against the property average over the same days');
    expect(
      comparisonSpanLabel(
        { ...month, type: 'property-average', comparedSpan: month.currentSpan, partial: false },
        'en',
        en_,
      ),
    ).toBeNull();
    expect(comparisonSpanLabel(null, 'en', en_)).toBeNull();
    expect(comparisonSeriesName('Previous period', month, 'en')).toBe('Previous period (1–24 Oct)');
    expect(comparisonSeriesName('Property average', { ...month, type: 'property-average' }, 'en')).toBe(
      'Property average',
    );
  });

  it('says why a bucket has nothing to compare with, and which hour it was compared with', () => {
    const day: { resolution: 'day' | 'hour' | 'week'; language: 'en' | 'nb' | 'da'; texts: typeof en_ } = {
      resolution: 'day',
      language: 'en',
      texts: en_,
    };
    const hour = { ...day, resolution: 'hour' as const };
    const note = (n: string, context = day) =>
      comparedBucketNote({ span: null, note: n as never }, 'previous-year', context);
    expect(note('LEAP_DAY')).toBe('Nothing to compare: 29 February has no counterpart the year before');
    expect(note('NO_WEEK_53')).toBe('Nothing to compare: the year before has no week 53');
    expect(note('REPEATED_HOUR', hour)).toBe(
      'Nothing to compare: the compared night has this 02:00 hour only once (the clocks went back)',
    );
    expect(note('SKIPPED_HOUR', hour)).toBe(
      'Nothing to compare: the compared day has no such hour (the clocks went forward)',
    );
    expect(note('BEYOND_COMPARED_PERIOD')).toBe('Nothing to compare: the compared period has no day here');
    expect(note('AFTER_DATA_END')).toBe('Nothing to compare yet: this is after the newest data');
    // the first 02:00 of the autumn change has the same local times as the second: shown by its start
    expect(
      comparedBucketNote(
        { span: { begin: '2025-10-26T02:00:00', end: '2025-10-26T02:00:00' }, note: 'FIRST_OF_REPEATED_HOUR' },
        'previous-year',
        hour,
      ),
    ).toBe('Compared with 26 Oct 2025, 02:00, the first of that night’s two 02:00 hours');
    // ISO week 1 of 2026 with ISO week 1 of 2025
    expect(
      comparedBucketNote(
        { span: { begin: '2024-12-30T00:00:00', end: '2025-01-06T00:00:00' }, note: null },
        'previous-year',
        { ...day, resolution: 'week' },
      ),
    ).toMatch(/^Compared with 30 Dec 2024\s*–\s*5 Jan 2025$/);
    expect(
      comparedBucketNote(
        { span: { begin: '2025-03-01T00:00:00', end: '2025-03-02T00:00:00' }, note: null },
        'previous-year',
        { ...day, language: 'da', texts: textsIn('da') },
      ),
    ).toBe('Sammenlignet med 1. mar. 2025');
    // the property average of a whole bucket is of the bucket itself: nothing to add
    expect(
      comparedBucketNote(
        { span: { begin: '2026-11-01T00:00:00', end: '2026-11-02T00:00:00' }, note: null },
        'property-average',
        day,
      ),
    ).toBeNull();
    expect(note('LEAP_DAY', { ...day, language: 'nb', texts: textsIn('nb') })).toBe(
      'Ingenting å sammenligne med: 29. februar finnes ikke året før',
    );
  });

  it('says where the data end: "Data until 24 Nov, 21:00", with the year when it is another', () => {
    expect(dataUntilText('2026-11-24T21:00:00', 'en', en_, '2026-11-25')).toBe('Data until 24 Nov, 21:00');
    expect(dataUntilText('2026-11-24T21:00:00', 'da', textsIn('da'), '2026-11-25')).toBe(
      'Data frem til 24. nov., 21.00',
    );
    expect(dataUntilText('2026-11-24T21:00:00', 'nb', textsIn('nb'), '2026-11-25')).toBe(
      'Data frem til 24. nov., 21:00',
    );
    expect(dataUntilText('2025-12-01T00:00:00', 'en', en_, '2026-11-25')).toBe('Data until 1 Dec 2025, 00:00');
    expect(dataUntilText(null, 'en', en_, '2026-11-25')).toBeNull();
  });
});
