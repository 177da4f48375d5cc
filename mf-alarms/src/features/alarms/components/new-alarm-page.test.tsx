import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { createTestClients, installTestServices, renderWithProviders } from '@portal/shared/test-utils';
import en from '../../../i18n/en';
import da from '../../../i18n/da';
import nb from '../../../i18n/nb';
import { NewAlarmPage } from './new-alarm-page';

// The shell's services, as it hands them to its remotes: here clients against a fake network.
const { clients } = createTestClients();
installTestServices(clients);

function renderWizard(route: string, language: 'en' | 'da' = 'en') {
  return renderWithProviders(<NewAlarmPage />, {
    route,
    path: '/t/:tenancyId/alarms/new-alarm',
    language,
    namespaces: { alarms: { en, da, nb } },
  });
}

afterEach(cleanup);

describe('the new-alarm wizard', () => {
  it('asks one question per step and will not go on without an answer', async () => {
    renderWizard('/t/1/alarms/new-alarm?step=1');
    expect(screen.getByText('Step 1 of 5')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Choose one of the options.');
    fireEvent.click(screen.getByRole('radio', { name: /Indoor climate/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Step 2 of 5')).toBeTruthy();
    // indoor climate offers its two types only
    expect(screen.getAllByRole('radio').map((r) => r.getAttribute('value'))).toEqual(['MINIMUM', 'MAXIMUM']);
  });

  it('starts at the first open question when earlier answers are missing from the URL', async () => {
    renderWizard('/t/1/alarms/new-alarm?step=4&kind=CONSUMPTION');
    expect(await screen.findByText('Step 2 of 5')).toBeTruthy();
    expect(screen.getAllByRole('radio').map((r) => r.getAttribute('value'))).toEqual([
      'TOTAL',
      'INCREASE',
      'ZERO_CONSUMPTION',
    ]);
  });

  it('shows the zero-consumption threshold fixed at 0, read-only', async () => {
    renderWizard(
      '/t/1/alarms/new-alarm?step=5&kind=CONSUMPTION&type=ZERO_CONSUMPTION&quantity=cold-water-volume&period=DAY',
      'da',
    );
    const field = (await screen.findByRole('textbox', { name: 'Tærskel (m³)' })) as HTMLInputElement;
    expect(field.value).toBe('0');
    expect(field.readOnly).toBe(true);
    fireEvent.change(field, { target: { value: '5' } });
    expect(field.value).toBe('0');
  });

  it('checks the trigger value before anything is sent', async () => {
    renderWizard('/t/1/alarms/new-alarm?step=5&kind=CONSUMPTION&type=TOTAL&quantity=cold-water-volume&period=WEEK');
    const field = await screen.findByRole('textbox', { name: 'Limit (m³)' });
    fireEvent.change(field, { target: { value: 'abc' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create alarm' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Enter a number, for example 2.5.');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(field, { target: { value: '0,5' } });
    expect(screen.getByText('Above 0.500 m³ per week')).toBeTruthy();
  });
});
