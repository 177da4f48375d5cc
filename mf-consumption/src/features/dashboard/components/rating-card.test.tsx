// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { addDays, formatDateRange, type Language, today } from '@portal/shared';
import { createTestClients, installTestServices, renderWithProviders } from '@portal/shared/test-utils';
import en from '../../../i18n/en';
import da from '../../../i18n/da';
import nb from '../../../i18n/nb';
import { tenancyContextOf } from '../../tenancy/tenancy-context';
import { RatingCard } from './dashboard-page';

afterEach(cleanup);

/** A heat-metered tenancy that began `daysAgo` days before today (today counted as a day). */
function tenancyOf(daysAgo: number) {
  const start = addDays(today(), 1 - daysAgo);
  return tenancyContextOf(
    {
      id: '7',
      unitId: '1002',
      start,
      end: null,
      dataAvailability: { start, end: today() },
      billingPeriod: { start: null, end: null },
      meterUnits: [{ kind: 'energy', unit: 'kWh' }],
      apartment: { address: 'Thorvald Meyers gate 12, H0101' },
      latestAllocationStatement: null,
    },
    [],
  );
}

/** Renders the card with the data service answering the rating's KPI query per m² with these figures. */
function renderCard(daysAgo: number, figures: { unit: number; property: number }, language: Language = 'en') {
  const { clients, calls } = createTestClients({
    data: {
      UnitQuantityKpis: {
        data: {
          unitQuantityKpis: {
            total: figures.unit,
            previousPeriod: null,
            previousYear: null,
            propertyComparison: figures.property,
            normalized: true,
            rooms: [],
            meters: [],
          },
        },
      },
    },
  });
  // the shell's services, as the shell hands them to its remotes (only the clients are used here)
  installTestServices(clients);
  renderWithProviders(<RatingCard tenancy={tenancyOf(daysAgo)} />, {
    language,
    namespaces: { consumption: { en, da, nb } },
  });
  return calls;
}

/** The letters of the scale's rows that carry a marker with this text. */
function rowsMarked(text: string): string[] {
  const scale = screen.getByTestId('rating-scale');
  return within(scale)
    .getAllByText(text)
    .map((marker) => marker.closest('li')!.getAttribute('data-letter')!);
}

describe('the rating card (docs/decisions/0052)', () => {
  it('rates an average home C, the middle of the scale, per m² over the last 365 days', async () => {
    // demo's Oslo unit on 25 Nov 2026: −24 % per home, +1.8 % per m²; the old scale said D
    const calls = renderCard(3 * 365, { unit: 55.31988, property: 54.330452 });
    const scale = await screen.findByRole('img', { name: 'Your rating: C. A typical home: C.' });
    expect(screen.getByTestId('rating-letter').textContent).toBe('C');
    // all eight letters, best first
    expect(
      within(scale)
        .getAllByRole('listitem')
        .map((li) => li.getAttribute('data-letter')),
    ).toEqual(['A+', 'A', 'B', 'C', 'D', 'E', 'F', 'G']);
    expect(rowsMarked('You')).toEqual(['C']);
    expect(rowsMarked('A typical home')).toEqual(['C']);
    expect(screen.queryByTestId('rating-provisional')).toBeNull();
    expect(screen.getByTestId('rating-basis').textContent).toBe(
      'Heat per m², compared with the property’s average per m² over the same days. Based on the last 365 days',
    );
    // one request, per m², for the last 365 days
    const kpis = calls.filter((c) => c.operation === 'UnitQuantityKpis');
    expect(kpis).toHaveLength(1);
    expect(kpis[0]!.variables).toEqual({
      input: {
        objectId: '1002',
        quantity: 'heat-energy',
        periodBegin: addDays(today(), -364),
        periodEnd: today(),
        normalized: true,
      },
    });
  });

  it('puts "You" and "A typical home" on different letters when the home is not typical', async () => {
    renderCard(3 * 365, { unit: 6.5, property: 10 });
    await screen.findByRole('img', { name: 'Your rating: A. A typical home: C.' });
    expect(rowsMarked('You')).toEqual(['A']);
    expect(rowsMarked('A typical home')).toEqual(['C']);
  });

  it('gives a tenant of 60 days a provisional letter from the same 60 days, and says so', async () => {
    const calls = renderCard(60, { unit: 8, property: 10 });
    await screen.findByRole('img', { name: 'Your provisional rating: B. A typical home: C.' });
    const start = addDays(today(), -59);
    expect(screen.getByTestId('rating-provisional').textContent).toBe(
      `Provisional: based on 60 days (${formatDateRange({ start, end: today() }, 'en')})`,
    );
    // the unit and the property are asked for the tenancy's days only, not the property's 365
    const kpis = calls.filter((c) => c.operation === 'UnitQuantityKpis');
    expect(kpis.map((c) => c.variables.input)).toEqual([
      { objectId: '1002', quantity: 'heat-energy', periodBegin: start, periodEnd: today(), normalized: true },
    ]);
  });

  it('shows no letter under 30 days, with the reason, and asks nothing', async () => {
    const calls = renderCard(12, { unit: 1, property: 10 });
    expect((await screen.findByTestId('rating-none')).textContent).toBe(
      'No rating yet: it needs 30 days of data from your home, and there are 12 days so far.',
    );
    expect(screen.queryByTestId('rating-letter')).toBeNull();
    expect(screen.queryByRole('img')).toBeNull();
    expect(calls.filter((c) => c.operation === 'UnitQuantityKpis')).toHaveLength(0);
  });

  it.each([
    ['da', 'Din vurdering: C. En typisk bolig: C.', 'Dig', 'En typisk bolig'],
    ['nb', 'Din vurdering: C. En typisk bolig: C.', 'Deg', 'En typisk bolig'],
  ] as const)('in %s', async (language, name, you, typical) => {
    renderCard(3 * 365, { unit: 49.971259, property: 49.902151 }, language);
    await screen.findByRole('img', { name });
    expect(rowsMarked(you)).toEqual(['C']);
    expect(rowsMarked(typical)).toEqual(['C']);
  });

  it('in Danish, a provisional letter', async () => {
    renderCard(45, { unit: 13, property: 10 }, 'da');
    await screen.findByRole('img', { name: 'Din foreløbige vurdering: D. En typisk bolig: C.' });
    expect(screen.getByTestId('rating-provisional').textContent).toMatch(/^Foreløbig: baseret på 45 dage \(/);
    expect(rowsMarked('Dig')).toEqual(['D']);
    expect(rowsMarked('En typisk bolig')).toEqual(['C']);
  });
});

describe('the rating card when the data service cannot be reached (docs/decisions/0084)', () => {
  it('says the rating could not be loaded and offers to try again, never "no rating yet"', async () => {
    let reachable = false;
    const { clients } = createTestClients({
      data: {
        UnitQuantityKpis: () => {
          if (!reachable) throw new TypeError('Failed to fetch');
          return {
            data: {
              unitQuantityKpis: {
                total: 55.31988,
                previousPeriod: null,
                previousYear: null,
                propertyComparison: 54.330452,
                normalized: true,
                rooms: [],
                meters: [],
              },
            },
          };
        },
      },
    });
    installTestServices(clients);
    renderWithProviders(<RatingCard tenancy={tenancyOf(3 * 365)} />, { namespaces: { consumption: { en, da, nb } } });
    const failed = await screen.findByTestId('load-failed');
    expect(failed.textContent).toContain('This could not be loaded right now.');
    expect(screen.queryByTestId('rating-none')).toBeNull();
    reachable = true;
    within(failed).getByRole('button', { name: 'Try again' }).click();
    expect(await screen.findByRole('img', { name: 'Your rating: C. A typical home: C.' })).toBeTruthy();
  });
});
