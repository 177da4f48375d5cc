// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { type Language, type dataOperations, today } from '@portal/shared';
import { renderWithProviders } from '@portal/shared/test-utils';
import en from '../../../i18n/en';
import da from '../../../i18n/da';
import nb from '../../../i18n/nb';
import { type GraphResult, buildChartModel } from '../../chart/chart-model';
import { KpiList } from './kpi-list';

afterEach(cleanup);

type Kpis = dataOperations.UnitQuantityKpisQuery['unitQuantityKpis'];

// This year's November (so that "Data until" needs no year), data up to the 24th at 21:00.
const year = today().slice(0, 4);
const previousYear = String(Number(year) - 1);
const stamp = (date: string, time = '00:00') => `${year}-${date}T${time}:00`;

/** The unit's KPIs of 1–30 November seen on the 24th at 21:00: only 1–24 November is compared. */
const kpis: Kpis = {
  total: 120.5,
  previousPeriod: 100,
  previousYear: 150,
  propertyComparison: 110,
  normalized: false,
  rooms: [],
  meters: [],
  coverage: { calendarHours: 720, expectedHours: 573, readings: 570, expectedReadings: 573, complete: false },
  dataUntil: stamp('11-24', '21:00'),
  currentSpan: { begin: stamp('11-01'), end: stamp('11-24', '21:00') },
  partial: true,
  previousPeriodSpan: { begin: stamp('10-01'), end: stamp('10-24', '21:00') },
  previousYearSpan: { begin: `${previousYear}-11-01T00:00:00`, end: `${previousYear}-11-24T21:00:00` },
};

const graph = {
  timestamps: [stamp('11-01')],
  dataUntil: kpis.dataUntil,
  graphs: [],
} as unknown as GraphResult;

function renderKpis(language: Language, figures: Kpis = kpis) {
  const model = buildChartModel({
    graph,
    resolution: 'day',
    quantity: 'electricity-energy',
    normalized: false,
    mode: 'consumption',
    language,
    t: (key) => key,
    texts: (key) => key,
  });
  renderWithProviders(
    <KpiList
      quantity="electricity-energy"
      mode="consumption"
      normalized={false}
      model={model}
      kpis={figures}
      averaged={false}
      tenancyId="1"
    />,
    { language, namespaces: { consumption: { en, da, nb } } },
  );
}

const spanOf = (kpi: string) => within(document.querySelector(`[data-kpi="${kpi}"]`)!).getByTestId('kpi-span');

describe('the key figures of a period not yet over (issue 16)', () => {
  it('labels each comparison with the part compared, says the total is incomplete, and where the data end', async () => {
    renderKpis('en');
    expect((await screen.findByTestId('data-until')).textContent).toBe('Data until 24 Nov, 21:00');
    expect(screen.getByTestId('total-incomplete').textContent).toBe(
      'Includes incomplete data: 573 of the period’s 720 hours; 570 of 573 hours.',
    );
    expect(spanOf('overview.previous_period').textContent).toBe('Partial period: 1–24 November against 1–24 October');
    expect(spanOf('overview.previous_year').textContent).toBe(
      `Partial period: 1–24 November ${year} against 1–24 November ${previousYear}`,
    );
    expect(spanOf('overview.property_comparison').textContent).toBe(
      'Partial period: 1–24 November against the property average over the same days',
    );
  });

  it('says so in Danish and Norwegian', async () => {
    renderKpis('da');
    expect((await screen.findByTestId('data-until')).textContent).toBe('Data frem til 24. nov., 21.00');
    expect(spanOf('overview.previous_period').textContent).toBe(
      'Delvis periode: 1.–24. november sammenlignet med 1.–24. oktober',
    );
    cleanup();
    renderKpis('nb');
    expect((await screen.findByTestId('data-until')).textContent).toBe('Data frem til 24. nov., 21:00');
    expect(screen.getByTestId('total-incomplete').textContent).toBe(
      'Inneholder ufullstendige data: 573 av periodens 720 timer; 570 av 573 timer.',
    );
  });

  it('says nothing of the kind for a whole period with every reading', async () => {
    renderKpis('en', {
      ...kpis,
      coverage: { calendarHours: 744, expectedHours: 744, readings: 744, expectedReadings: 744, complete: true },
      dataUntil: stamp('11-01'),
      currentSpan: { begin: stamp('10-01'), end: stamp('11-01') },
      partial: false,
      previousPeriodSpan: { begin: stamp('09-01'), end: stamp('10-01') },
    });
    expect((await screen.findByTestId('data-until')).textContent).toBe('Data until 1 Nov, 00:00');
    expect(screen.queryByTestId('total-incomplete')).toBeNull();
    expect(spanOf('overview.previous_period').textContent).toBe('1–31 October against 1–30 September');
    expect(
      within(document.querySelector('[data-kpi="overview.property_comparison"]')!).queryByTestId('kpi-span'),
    ).toBeNull();
  });

  it('says each comparison in words and in its tone: green less, amber up to 25 % more, orange, red', async () => {
    // 120.5 against 100 (+20.5 %), 150 (−19.7 %), 110 (+9.5 %); then against 90 (+34 %) and 60 (+101 %)
    renderKpis('en');
    const badge = (kpi: string) => document.querySelector(`[data-kpi="${kpi}"] [data-tone]`)!;
    expect((await screen.findByTestId('total-value')).textContent).toBe('120.50\u00a0kWh');
    expect(badge('overview.previous_period').getAttribute('data-tone')).toBe('caution');
    expect(badge('overview.previous_period').textContent).toBe('21\u00a0% more');
    expect(badge('overview.previous_year').getAttribute('data-tone')).toBe('good');
    expect(badge('overview.previous_year').textContent).toBe('20\u00a0% less');
    expect(badge('overview.property_comparison').getAttribute('data-tone')).toBe('caution');
    cleanup();
    renderKpis('nb', { ...kpis, previousPeriod: 90, previousYear: 60 });
    await screen.findByTestId('total-value');
    expect(badge('overview.previous_period').getAttribute('data-tone')).toBe('warn');
    expect(badge('overview.previous_period').textContent).toBe('34\u00a0% mer');
    expect(badge('overview.previous_year').getAttribute('data-tone')).toBe('bad');
    expect(badge('overview.previous_year').querySelector('[data-mood]')?.getAttribute('data-mood')).toBe('sad');
  });
});
