import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '@portal/shared/test-utils';
import en from '../i18n/en';
import da from '../i18n/da';
import nb from '../i18n/nb';

import { ServiceError } from '@portal/shared';
import type { PortalServices } from '../portal';
import { LoginEmailPage } from './login';
import { SignupEmailPage } from './signup';
import { EnterCodePage } from './enter-code';

const namespaces = { auth: { en, da, nb } };

afterEach(cleanup);

function installServices(request: (doc: string, vars: Record<string, unknown>) => unknown) {
  const client = {
    request: vi.fn(async (doc: { toString(): string }, vars: Record<string, unknown>) => request(String(doc), vars)),
    setTokens: vi.fn(),
    clearTokens: vi.fn(),
  };
  const services = {
    clients: { nucleus: client, nucleolus: client },
    brand: 'norway',
    social: {},
    afterSignIn: vi.fn(async () => '/t/1'),
    reloadSession: vi.fn(),
    logout: vi.fn(),
  } as unknown as PortalServices;
  (globalThis as Record<symbol, unknown>)[Symbol.for('portal.services')] = services;
  return services;
}

describe('login by e-mail', () => {
  it('shows SPEC §8 text for wrong credentials', async () => {
    installServices(() => {
      throw new ServiceError('Please enter valid credentials');
    });
    renderWithProviders(<LoginEmailPage />, { namespaces });
    fireEvent.change(screen.getByLabelText(/E-mail/), { target: { value: 'demo@example.com' } });
    fireEvent.change(screen.getByLabelText(/Password/), { target: { value: 'Wrong-Password-1!' } });
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Invalid login credentials. Please try again.')).toBeTruthy();
  });

  it('checks the e-mail on submit without calling the services', async () => {
    const services = installServices(() => ({}));
    renderWithProviders(<LoginEmailPage />, { namespaces });
    fireEvent.change(screen.getByLabelText(/E-mail/), { target: { value: 'not-an-email' } });
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Please enter a valid e-mail address.')).toBeTruthy();
    expect(services.afterSignIn).not.toHaveBeenCalled();
  });
});

describe('sign-up by e-mail', () => {
  it('shows the password rules as the user types', async () => {
    installServices(() => ({}));
    renderWithProviders(<SignupEmailPage />, { namespaces });
    const password = screen.getByLabelText(/^Password/);
    fireEvent.change(password, { target: { value: 'short' } });
    expect(await screen.findByText('The password must be at least 12 characters long.')).toBeTruthy();
    fireEvent.change(password, { target: { value: 'longenoughpassword' } });
    expect(await screen.findByText('The password must contain at least one capital letter.')).toBeTruthy();
    fireEvent.change(password, { target: { value: 'Longenoughpassword' } });
    expect(await screen.findByText('The password must contain at least one digit.')).toBeTruthy();
    fireEvent.change(password, { target: { value: 'Longenoughpassword1' } });
    expect(await screen.findByText('The password must contain at least one special character.')).toBeTruthy();
    fireEvent.change(password, { target: { value: 'Longenoughpassword1!' } });
    await waitFor(() => expect(screen.queryByText(/The password must (be|contain)/)).toBeNull());
  });

  it('shows "A user already exists with that email." for an existing user with another password', async () => {
    installServices(() => {
      throw new ServiceError('A user already exists with that email, but the password is not correct.');
    });
    renderWithProviders(<SignupEmailPage />, { namespaces });
    fireEvent.change(screen.getByLabelText(/E-mail/), { target: { value: 'demo@example.com' } });
    fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: 'Another-Password-1!' } });
    fireEvent.change(screen.getByLabelText(/Repeat password/), { target: { value: 'Another-Password-1!' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('A user already exists with that email.')).toBeTruthy();
  });
});

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
