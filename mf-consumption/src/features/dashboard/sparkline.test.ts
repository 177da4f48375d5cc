import { describe, expect, it } from 'vitest';
import { defaultPeriod, graphInput, periodDays, today } from '@portal/shared';
import { createTestI18n } from '@portal/shared/test-utils';
import { graph, textsIn, whole } from '../chart/chart-fixtures';
import en from '../../i18n/en';
import da from '../../i18n/da';
import nb from '../../i18n/nb';
import { type GraphResult } from '../chart/chart-model';
import { bucketCoverageNote, coverageState } from '../chart/completeness';
import { graphRequestOf } from '../chart/graph-request';
import {
  SPARK_HEIGHT,
  SPARK_SLOT,
  SPARKLINE_DAYS,
  buildSparkline,
  sparkRows,
  sparklineLabel,
  sparklineView,
} from './sparkline';

const en_ = textsIn('en');

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
    const i18n = createTestI18n('en', { consumption: { en, da, nb } });
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
