// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { type Language } from '@portal/shared';
import { createTestClients, installTestServices, renderWithProviders } from '@portal/shared/test-utils';
import en from '../../../i18n/en';
import da from '../../../i18n/da';
import nb from '../../../i18n/nb';
import { tenancyContextOf } from '../../tenancy/tenancy-context';
import { type SettlementForecast, settlementForecastKey } from '../api/get-settlement-forecast';
import { AARHUS_FORECAST, OSLO_FORECAST } from '../settlement-fixtures';
import { SettlementCard } from './settlement-card';
import { ForecastView } from './settlement-page';

afterEach(cleanup);

const namespaces = { consumption: { en, da, nb } };
const text = (testId: string, within: HTMLElement | Document = document) =>
  (within.querySelector(`[data-testid="${testId}"]`)?.textContent ?? '').replace(/[\u00a0\u202f]/g, ' ');

const tenancy = tenancyContextOf(
  {
    id: '1',
    unitId: '1002',
    start: '2024-01-01',
    end: null,
    dataAvailability: { start: '2024-01-01', end: null },
    billingPeriod: { start: '2026-01-01', end: '2026-12-31' },
    meterUnits: [],
    apartment: { address: 'Thorvald Meyers gate 12, H0101' },
    latestAllocationStatement: null,
  },
  [],
);

/** The dashboard's card with the data service answering the forecast query with `forecast`. */
function renderCard(forecast: SettlementForecast, language: Language) {
  const { clients, calls } = createTestClients({
    data: { SettlementForecast: { data: { settlementForecast: forecast } } },
  });
  installTestServices(clients);
  const view = renderWithProviders(<SettlementCard tenancy={tenancy} />, { language, namespaces });
  return { calls, ...view };
}

describe('the dashboard’s settlement card', () => {
  it('says “Your 2026 settlement: expected refund NOK 456–736” for the demo’s Oslo tenancy', async () => {
    const { calls } = renderCard(OSLO_FORECAST, 'en');
    expect(await screen.findByRole('heading', { name: 'Your 2026 settlement' })).toBeTruthy();
    expect(text('settlement-card-label')).toBe('Expected refund');
    expect(text('settlement-card-balance')).toBe('NOK 456–736');
    expect(
      screen.getByText(
        'An estimate from your consumption so far and the weather of past years, against your advance payments.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See the forecast' }).getAttribute('href')).toBe(
      '/t/1/consumption/settlement',
    );
    expect(calls.map((c) => c.variables)).toEqual([{ tenancyId: '1' }]);
  });

  it('says an extra payment in Danish for the demo’s Aarhus tenancy', async () => {
    renderCard(AARHUS_FORECAST, 'da');
    expect(await screen.findByRole('heading', { name: 'Dit regnskab for 2026' })).toBeTruthy();
    expect(text('settlement-card-label')).toBe('Forventet efterbetaling');
    expect(text('settlement-card-balance')).toBe('1.356-1.774 kr.');
  });

  it('says when there is not enough data yet, in Norwegian', async () => {
    renderCard({ ...OSLO_FORECAST, state: 'INSUFFICIENT_DATA', total: null, months: [], basis: null }, 'nb');
    expect(await screen.findByTestId('settlement-card-insufficient')).toBeTruthy();
    expect(text('settlement-card-insufficient')).toBe(
      'Det finnes ennå ikke nok data fra boligen din til en prognose for oppgjøret for 2026.',
    );
  });

  it('is left out for a tenancy without a current period or a property that settles nothing through us', async () => {
    for (const state of ['NO_CURRENT_PERIOD', 'NOT_SETTLED'] as const) {
      const { container, queryClient } = renderCard(
        { ...OSLO_FORECAST, state, period: null, lines: [], total: null, months: [], basis: null },
        'en',
      );
      // while the forecast loads the card keeps its place; once it is known there is none, it goes
      expect(container.querySelector('[data-testid="settlement-card"]')).not.toBeNull();
      await expect.poll(() => queryClient.getQueryState(settlementForecastKey('1'))?.status).toBe('success');
      await expect.poll(() => container.querySelector('[data-testid="settlement-card"]')).toBeNull();
      cleanup();
    }
  });
});

describe('the forecast’s page', () => {
  it('explains the forecast: balance, cost, advances, each utility and what it is based on', async () => {
    renderWithProviders(<ForecastView forecast={OSLO_FORECAST} />, { language: 'en', namespaces });
    expect(await screen.findByTestId('settlement-balance')).toBeTruthy();
    expect(text('settlement-balance-range')).toBe('NOK 456–736');
    expect(text('settlement-balance-expected')).toBe('Most likely a refund of NOK 596');
    expect(text('settlement-cost')).toContain('NOK 9,604');
    expect(text('settlement-cost')).toContain('Range NOK 9,464–9,744');
    expect(text('settlement-advances')).toContain('NOK 9,350 paid so far · NOK 850 still to pay');
    expect(text('settlement-estimate')).toMatch(/^This is an estimate, not a bill/);
    // the heating line's range spans zero: both ways
    const heating = screen.getByTestId('settlement-line-HEATING');
    expect(within(heating).getByRole('heading', { level: 3, name: 'Heating' })).toBeTruthy();
    expect(text('settlement-line-balance', heating)).toBe('From a refund of NOK 219 to paying NOK 60');
    expect(text('settlement-line-balance', screen.getByTestId('settlement-line-HOT_WATER'))).toBe('Refund NOK 345–368');
    const basis = text('settlement-basis');
    expect(basis).toContain('in the weather of the same dates in 2023, 2024 and 2025');
    expect(basis).toContain('12 months of complete readings from your home, since 27 Nov 2025');
    expect(basis).toContain('330 days of the period have readings. 35 days remain to be forecast.');
    expect(basis).toContain('about 80 % of settlement periods end inside them');
  });

  it('says plainly why there is no forecast', async () => {
    renderWithProviders(
      <ForecastView
        forecast={{
          ...OSLO_FORECAST,
          state: 'NOT_SETTLED',
          period: null,
          lines: [],
          total: null,
          months: [],
          basis: null,
        }}
      />,
      { language: 'da', namespaces },
    );
    expect((await screen.findByTestId('settlement-state')).getAttribute('data-state')).toBe('NOT_SETTLED');
    expect(text('settlement-state')).toMatch(/^Din ejendom gør ikke varme og vand op/);
  });

  it('shows what is known so far, and why a utility is not forecast, when the data are too few', async () => {
    const lines = OSLO_FORECAST.lines.map((l) =>
      l.utility === 'HEATING'
        ? { ...l, shortfall: 'TOO_LITTLE_DATA' as const, cost: null, consumption: null, balance: null }
        : l,
    );
    renderWithProviders(
      <ForecastView
        forecast={{ ...OSLO_FORECAST, state: 'INSUFFICIENT_DATA', lines, total: null, months: [], basis: null }}
      />,
      { language: 'en', namespaces },
    );
    expect(await screen.findByTestId('settlement-state')).toBeTruthy();
    expect(text('settlement-line-shortfall', screen.getByTestId('settlement-line-HEATING'))).toBe(
      'Not forecast yet It needs at least 60 days of complete readings from your home in the last year.',
    );
    expect(screen.queryByTestId('settlement-balance')).toBeNull();
  });
});
