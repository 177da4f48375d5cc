import { describe, expect, it } from 'vitest';
import { graph, t, textsIn, whole } from './chart-fixtures';
import { buildChartModel, combineGraphs, type GraphResult } from './chart-model';
import {
  bucketCoverageNote,
  comparedBucketNote,
  comparisonSeriesName,
  comparisonSpanLabel,
  coverageState,
  dataUntilText,
  totalCoverageNote,
} from './completeness';
import { INCOMPLETE_CLASS, chartOptions } from './components/consumption-chart';

const en_ = textsIn('en');

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
      '<b>24 Nov 2026</b><br/>This period: <b>1.50\u00a0kWh</b><br/><i>Partial: 24 Nov, 00:00–21:00</i><br/>' +
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
