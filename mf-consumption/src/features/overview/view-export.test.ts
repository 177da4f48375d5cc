import { describe, expect, it } from 'vitest';
import { tableCsv } from '@portal/shared/export';
import { buildChartModel } from '../chart/chart-model';
import { dailyModel, graph, hours, t, textsIn, whole } from '../chart/chart-fixtures';
import { viewExportTable, viewFileName } from './view-export';

const base = {
  quantity: 'cold-water-volume',
  quantityName: 'Cold water',
  objectName: 'Storgata 1',
  period: { start: '2026-11-01', end: '2026-11-03' },
  periodText: '1–3 Nov 2026',
  resolution: 'day' as const,
  resolutionName: 'Day',
  mode: 'consumption' as const,
  normalized: false,
};

describe('a consumption view as a file', () => {
  it('holds one row per bucket of the chart: its start with the offset, its label, the value and the comparison', () => {
    const model = dailyModel('cold-water-volume', [1.2345, null, 3], [1, 2, null]);
    const table = viewExportTable({
      ...base,
      model,
      comparisonName: 'Previous period',
      language: 'en',
      t: textsIn('en'),
    });
    expect(table.columns.map((c) => c.header)).toEqual([
      'Start (local time)',
      'Time',
      'Cold water (m³)',
      'Previous period (m³)',
      'Complete',
      'Note',
    ]);
    expect(table.rows.map((r) => r.slice(0, 4))).toEqual([
      ['2026-11-01T00:00:00+01:00', model.points[0]!.fullLabel, 1.2345, 1],
      ['2026-11-02T00:00:00+01:00', model.points[1]!.fullLabel, null, 2],
      ['2026-11-03T00:00:00+01:00', model.points[2]!.fullLabel, 3, null],
    ]);
    // the view's decimals (water: exactly 3) and the language's decimal mark
    const csv = tableCsv(table, 'da', 'spreadsheet').split('\r\n');
    expect(csv[1]!.split(';').slice(2, 4)).toEqual(['1,235', '1,000']);
    expect(table.about).toContainEqual(['Compared with', 'Previous period']);
  });

  it('says which buckets are incomplete, and why', () => {
    const stamps = hours('2026-11-01', ['00', '01']);
    const g = graph(stamps, [1, 2]);
    g.graphs[0]!.consumption.coverage = [whole(1), { ...whole(1), readings: 0, complete: false }];
    const model = buildChartModel({
      graph: g,
      resolution: 'hour',
      quantity: 'cold-water-volume',
      normalized: false,
      mode: 'consumption',
      language: 'en',
      t,
      texts: textsIn('en'),
    });
    const table = viewExportTable({
      ...base,
      model,
      comparisonName: null,
      resolution: 'hour',
      language: 'en',
      t: textsIn('en'),
    });
    expect(table.columns.map((c) => c.header)).not.toContain('Previous period (m³)');
    expect(table.rows.map((r) => r[3])).toEqual(['Yes', 'No']);
    expect(table.rows[1]![4]).toBe(model.points[1]!.coverageNote);
    expect(table.rows[1]![4]).toBeTruthy();
  });

  it('is named for what it holds', () => {
    expect(
      viewFileName({ ...base, quantity: 'heat-energy', period: { start: '2026-11-01', end: '2026-11-30' } }),
    ).toEqual(['heat-energy', '2026-11', 'day']);
    expect(viewFileName({ ...base, scope: 'Kitchen', mode: 'cost', normalized: true })).toEqual([
      'cold-water-volume',
      'Kitchen',
      'cost',
      'per-m2',
      '2026-11-01--2026-11-03',
      'day',
    ]);
  });
});
