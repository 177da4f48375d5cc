import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '@portal/shared/test-utils';
import { ServiceError } from '@portal/shared';
import { installServices, namespaces } from '../../../testing';
import { SignupEmailPage } from './signup-page';

afterEach(cleanup);

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

describe('sign-up language', () => {
  it('makes the new account in the language shown, and this browser keeps it', async () => {
    localStorage.clear();
    const s = installServices((doc) =>
      doc.includes('mutation CreateEmailPasswordUser')
        ? { createEmailPasswordUser: { token: 'a.b.c', refreshToken: 'r', user: { id: '1' } } }
        : { login: { token: 'a.b.c', refreshToken: 'r' } },
    );
    renderWithProviders(<SignupEmailPage />, { namespaces, language: 'da' });
    fireEvent.change(screen.getByLabelText(/E-mail/), { target: { value: 'ny@example.com' } });
    fireEvent.change(screen.getByLabelText(/^Adgangskode/), { target: { value: 'Ny-Lejer-2026!x' } });
    fireEvent.change(screen.getByLabelText(/Gentag adgangskode/), { target: { value: 'Ny-Lejer-2026!x' } });
    fireEvent.click(screen.getByRole('button', { name: 'Opret konto' }));
    await waitFor(() => expect(s.afterSignIn).toHaveBeenCalled());
    expect(s.clients.nucleolus.request).toHaveBeenCalledWith(
      expect.anything(),
      expect.objectContaining({ email: 'ny@example.com', language: 'da' }),
      expect.anything(),
    );
    expect(localStorage.getItem('nucleolus.language')).toBe('da');
  });
});
