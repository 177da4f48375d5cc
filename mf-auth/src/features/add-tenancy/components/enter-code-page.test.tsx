import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '@portal/shared/test-utils';
import { installServices, namespaces } from '../../../testing';
import { EnterCodePage } from './enter-code-page';

afterEach(cleanup);

describe('activation code', () => {
  it('rejects a code that is not 12 letters before asking the server', async () => {
    const services = installServices(() => ({}));
    renderWithProviders(<EnterCodePage />, { namespaces });
    fireEvent.change(screen.getByLabelText(/Activation code/), { target: { value: 'ABC-123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('The activation code you entered is invalid.')).toBeTruthy();
    expect(services.clients.nucleolus.request).not.toHaveBeenCalled();
  });

  it('says a used code is in use', async () => {
    installServices(() => ({ validateActivationCode: { ok: false, text: 'Activation code has already been used' } }));
    renderWithProviders(<EnterCodePage />, { namespaces });
    fireEvent.change(screen.getByLabelText(/Activation code/), { target: { value: 'ALREADYUSEDA' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('A user already exists on the tenancy')).toBeTruthy();
  });
});
