import { describe, expect, it } from 'vitest';
import { assertTranslationKeyParity } from '@portal/shared/test-utils';
import { resources } from './texts';
import { buildChartModel, formatValue, type GraphResult } from './features/chart/chart-model';
import { chartOptions } from './features/chart/consumption-chart';
import { choiceOfPeriod, comparisonLabelKey, periodOfChoice } from './features/period/period-state';
import { infoStatesOf } from './features/overview/info-states';
import { tenancyContextOf } from './features/tenancy/use-tenancy';
import { roomSlug } from './paths';

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
  const model = (values: (number | null)[], related?: (number | null)[]) =>
    buildChartModel({
      graph: graph(
        values.map((_, i) => `2026-11-${String(i + 1).padStart(2, '0')}T00:00:00`),
        values,
        related,
      ),
      resolution: 'day',
      quantity: 'heat-energy',
      normalized: false,
      mode: 'consumption',
      language: 'en',
      t,
    });
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
