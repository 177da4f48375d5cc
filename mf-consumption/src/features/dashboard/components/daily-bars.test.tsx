// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { renderWithProviders } from '@portal/shared/test-utils';
import en from '../../../i18n/en';
import da from '../../../i18n/da';
import nb from '../../../i18n/nb';
import type { GraphResult } from '../../chart/chart-model';
import { buildSparkline } from '../sparkline';
import { DailyBars } from './daily-bars';

afterEach(cleanup);

/** Two days of electricity, the second one today so far (until 21:00), as the data service says. */
const graph = {
  timestamps: ['2026-11-23T00:00:00', '2026-11-24T00:00:00'],
  dataUntil: '2026-11-24T21:00:00',
  graphs: [
    {
      type: 'HOURLY_VALUES',
      consumption: {
        quantityDescriptor: { quantity: 'electricity-energy', normalized: false, expressedAs: 'CONSUMPTION' },
        meta: { sum: 3.5, average: null, min: null, max: null, count: 2, coverage: null },
        values: [2, 1.5],
        coverage: [
          { calendarHours: 24, expectedHours: 24, readings: 24, expectedReadings: 24, complete: true },
          { calendarHours: 24, expectedHours: 21, readings: 21, expectedReadings: 21, complete: false },
        ],
        dataUntil: '2026-11-24T21:00:00',
        relatedValues: [],
      },
    },
  ],
} as unknown as GraphResult;

describe('the daily bars mark a day that is not whole (issue 16)', () => {
  it('draws today so far apart and says so in the hidden table, leaving the values as they are', async () => {
    const spark = buildSparkline(graph, { start: '2026-11-23', end: '2026-11-24' }, 'electricity-energy');
    renderWithProviders(<DailyBars spark={spark} quantityName="Electricity" />, {
      namespaces: { consumption: { en, da, nb } },
    });
    const image = await screen.findByRole('img');
    const bars = image.querySelectorAll('rect');
    expect([...bars].map((bar) => bar.getAttribute('class'))).toEqual([null, 'mfc-spark-incomplete']);
    expect(bars[1]!.textContent).toBe('24 Nov 2026: 1.50\u00a0kWh (Partial: 24 Nov, 00:00–21:00)');
    const table = screen.getByTestId('spark-table-electricity-energy');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Day', 'Consumption', 'Note']);
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['23 Nov 2026', '2.00\u00a0kWh', ''],
      ['24 Nov 2026', '1.50\u00a0kWh', 'Partial: 24 Nov, 00:00–21:00'],
    ]);
  });
});
