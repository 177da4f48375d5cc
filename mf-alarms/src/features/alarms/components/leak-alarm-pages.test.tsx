// A possible leak in the wizard and the ready-made alarms of the list (docs/decisions/0160), against a
// fake data service: a home with cold and hot water, heat and indoor temperature, and no alarms yet.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createTestClients, installTestServices, renderWithProviders } from '@portal/shared/test-utils';
import en from '../../../i18n/en';
import da from '../../../i18n/da';
import nb from '../../../i18n/nb';
import { AlarmListPage } from './alarm-list-page';
import { NewAlarmPage } from './new-alarm-page';

const meterUnits = ['coldwater', 'hotwater', 'energy', 'temperature'].map((kind) => ({ kind, unit: 'x' }));
const { clients, calls } = createTestClients({
  data: {
    TenancyMeterUnits: () => ({
      data: {
        tenancies: [
          { id: '1', meterUnits },
          { id: '2', meterUnits: [{ kind: 'energy', unit: 'kWh' }] },
        ],
      },
    }),
    Alarms: () => ({ data: { alarms: [] } }),
    Notifications: () => ({ data: { notifications: [] } }),
    CreateAlarm: (v: Record<string, unknown>) => {
      const input = v.input as Record<string, unknown>;
      return {
        data: {
          createAlarm: {
            ...input,
            id: '7',
            tenancyId: '1',
            enabled: true,
            createdAt: '2026-11-27T10:00:00',
            updatedAt: '2026-11-27T10:00:00',
          },
        },
      };
    },
  },
});
installTestServices(clients);

const namespaces = { alarms: { en, da, nb } };
const created = () => calls.filter((c) => c.operation === 'CreateAlarm').map((c) => c.variables.input);

afterEach(() => {
  cleanup();
  calls.length = 0;
});

function renderWizard(route: string, language: 'en' | 'da' | 'nb' = 'en') {
  return renderWithProviders(<NewAlarmPage />, {
    route,
    path: '/t/:tenancyId/alarms/new-alarm',
    language,
    namespaces,
  });
}

describe('the wizard and a possible leak', () => {
  it('offers it first to a home with water meters, with why, and asks only which water and how long', async () => {
    renderWizard('/t/1/alarms/new-alarm?step=1');
    const leak = await screen.findByRole('radio', { name: 'Possible leak (recommended for your home)' });
    expect(screen.getAllByRole('radio').map((r) => r.getAttribute('value'))).toEqual([
      'LEAK',
      'CONSUMPTION',
      'CLIMATE',
    ]);
    expect(leak.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(leak.getAttribute('aria-describedby')!)?.textContent).toContain(
      'A running toilet or a dripping tap',
    );
    fireEvent.click(leak);
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    // the kind and the type answered at once: which water
    expect(await screen.findByText('Step 3 of 5')).toBeTruthy();
    await waitFor(() =>
      expect(screen.getAllByRole('radio').map((r) => r.getAttribute('value'))).toEqual([
        'cold-water-volume',
        'hot-water-volume',
      ]),
    );
    fireEvent.click(screen.getByRole('radio', { name: 'Cold water' }));
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    // no frequency question: a leak is checked every day; 24 hours to start from
    expect(await screen.findByText('Step 5 of 5')).toBeTruthy();
    const field = screen.getByRole('textbox', { name: 'Water flowing in every hour for (hours)' }) as HTMLInputElement;
    expect(field.value).toBe('24');
    expect(screen.getByText('Water flowing in every hour for 24 hours')).toBeTruthy();
    fireEvent.change(field, { target: { value: '12,5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create alarm' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Enter a whole number of hours.');
    fireEvent.change(field, { target: { value: '30' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create alarm' }));
    await waitFor(() => expect(created()).toHaveLength(1));
    expect(created()[0]).toMatchObject({
      kind: 'CONSUMPTION',
      type: 'LEAK',
      quantity: 'cold-water-volume',
      period: 'DAY',
      threshold: 30,
      name: 'Cold water – Possible leak',
    });
  });

  it('goes back from the limit to the water question', async () => {
    renderWizard('/t/1/alarms/new-alarm?step=5&kind=CONSUMPTION&type=LEAK&quantity=hot-water-volume&period=DAY', 'nb');
    expect(await screen.findByText('Steg 5 av 5')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Tilbake' }));
    expect(await screen.findByText('Steg 3 av 5')).toBeTruthy();
  });

  it('offers the night rule beside it among consumption types, in m³ an hour', async () => {
    renderWizard('/t/1/alarms/new-alarm?step=2&kind=CONSUMPTION', 'da');
    await waitFor(() =>
      expect(screen.getAllByRole('radio').map((r) => r.getAttribute('value'))).toEqual([
        'LEAK',
        'NIGHT_FLOW',
        'TOTAL',
        'INCREASE',
        'ZERO_CONSUMPTION',
      ]),
    );
    fireEvent.click(screen.getByRole('radio', { name: 'Mulig lækage: vand om natten' }));
    fireEvent.click(screen.getByRole('button', { name: 'Næste' }));
    fireEvent.click(await screen.findByRole('radio', { name: 'Varmt vand' }));
    fireEvent.click(screen.getByRole('button', { name: 'Næste' }));
    const field = await screen.findByRole('textbox', { name: 'Laveste forbrug om natten (m³ i timen)' });
    fireEvent.change(field, { target: { value: '0,005' } });
    expect(screen.getByText('Laveste forbrug om natten over 0,005 m³ i timen')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Opret alarm' }));
    await waitFor(() => expect(created()).toHaveLength(1));
    expect(created()[0]).toMatchObject({
      type: 'NIGHT_FLOW',
      quantity: 'hot-water-volume',
      period: 'DAY',
      threshold: 0.005,
    });
  });

  it('is not offered to a home without water meters', async () => {
    renderWizard('/t/2/alarms/new-alarm?step=2&kind=CONSUMPTION');
    await waitFor(() => expect(calls.some((c) => c.operation === 'TenancyMeterUnits')).toBe(true));
    expect(await screen.findByRole('radio', { name: 'Total above a limit' })).toBeTruthy();
    expect(screen.getAllByRole('radio').map((r) => r.getAttribute('value'))).toEqual([
      'TOTAL',
      'INCREASE',
      'ZERO_CONSUMPTION',
    ]);
  });
});

describe('ready-made alarms on the list of a home without alarms', () => {
  it('each is created with one confirmation, with its settings and its name', async () => {
    renderWithProviders(<AlarmListPage />, { route: '/t/1/alarms', path: '/t/:tenancyId/alarms', namespaces });
    const suggestions = await screen.findByRole('region', { name: 'Suggested alarms' });
    expect(
      within(suggestions)
        .getAllByTestId('alarm-suggestion')
        .map((s) => s.querySelector('strong')?.textContent),
    ).toEqual(['Possible leak', 'Cold home', 'Using more than last year']);
    expect(suggestions.textContent).toContain('Heat: more than 25 % above last year.');
    fireEvent.click(within(suggestions).getByRole('button', { name: 'Add the alarm “Cold home”' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create this alarm?' });
    expect(dialog.textContent).toContain('“Cold home”: Indoor temperature below 18 °C on average for a day.');
    expect(created()).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create alarm' }));
    await waitFor(() => expect(created()).toHaveLength(1));
    expect(created()[0]).toMatchObject({
      name: 'Cold home',
      kind: 'CLIMATE',
      type: 'MINIMUM',
      quantity: 'indoor-temperature',
      period: 'DAY',
      threshold: 18,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('are named in the tenant’s language', async () => {
    renderWithProviders(<AlarmListPage />, {
      route: '/t/1/alarms',
      path: '/t/:tenancyId/alarms',
      language: 'da',
      namespaces,
    });
    const suggestions = await screen.findByRole('region', { name: 'Forslag til alarmer' });
    fireEvent.click(within(suggestions).getByRole('button', { name: 'Tilføj alarmen “Mulig lækage”' }));
    const dialog = await screen.findByRole('dialog', { name: 'Opret denne alarm?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Opret alarm' }));
    await waitFor(() => expect(created()).toHaveLength(1));
    expect(created()[0]).toMatchObject({
      name: 'Mulig lækage',
      type: 'LEAK',
      quantity: 'cold-water-volume',
      threshold: 24,
    });
  });
});
