import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { createStore } from 'jotai';
import { renderWithProviders } from '@portal/shared/test-utils';
import en from '../i18n/en';
import da from '../i18n/da';
import nb from '../i18n/nb';

import { ServiceError, userAtom } from '@portal/shared';
import type { PortalServices } from '../portal';
import { LoginEmailPage } from './login';
import { SignupEmailPage } from './signup';
import { EnterCodePage } from './enter-code';
import { ChangeEmailForm, ChangePasswordForm } from './profile-forms';
import { ConfirmEmailPage } from './confirm-email';

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
    logout: vi.fn(async () => undefined),
    discardSession: vi.fn(),
  } as unknown as PortalServices;
  (globalThis as Record<symbol, unknown>)[Symbol.for('portal.services')] = services;
  return services;
}

describe('login by e-mail', () => {
  it('shows SPEC §8 text for wrong credentials, and discards what the failed sign-in left', async () => {
    const services = installServices(() => {
      throw new ServiceError('Please enter valid credentials');
    });
    renderWithProviders(<LoginEmailPage />, { namespaces });
    fireEvent.change(screen.getByLabelText(/E-mail/), { target: { value: 'demo@example.com' } });
    fireEvent.change(screen.getByLabelText(/Password/), { target: { value: 'Wrong-Password-1!' } });
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Invalid login credentials. Please try again.')).toBeTruthy();
    expect(services.discardSession).toHaveBeenCalledOnce();
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

/** A store with a signed-in user (old@example.com). */
function signedInStore() {
  const store = createStore();
  store.set(userAtom, { id: '1', email: 'old@example.com', userType: 'email-password' } as never);
  return store;
}

const refusal = (message: string, code: string) => new ServiceError(message, { errors: [{ message, code }] });

describe('change password', () => {
  async function submit(error: ServiceError) {
    installServices(() => {
      throw error;
    });
    renderWithProviders(<ChangePasswordForm />, { namespaces });
    fireEvent.change(screen.getByLabelText('Current password'), { target: { value: 'Not-The-Password-1!' } });
    fireEvent.change(screen.getByLabelText(/^New password/), { target: { value: 'Another-Tenant-2026!' } });
    fireEvent.change(screen.getByLabelText('Repeat password'), { target: { value: 'Another-Tenant-2026!' } });
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
  }

  it('says a wrong current password as such', async () => {
    await submit(refusal('The current password is not correct.', 'WRONG_PASSWORD'));
    expect(await screen.findByText('The current password is not correct.')).toBeTruthy();
  });

  it('keeps the generic text for any other failure', async () => {
    await submit(refusal('Too many attempts. Please try again later.', 'RATE_LIMITED'));
    expect(await screen.findByText('Password update failed. Please try again.')).toBeTruthy();
  });
});

describe('change e-mail', () => {
  const PENDING = { email: 'new@example.com', expiresAt: '2026-11-06T11:30:00' };

  function services(requestChange: () => unknown) {
    return installServices((doc) => {
      if (doc.includes('query PendingEmailChange')) return { me: { id: '1', pendingEmailChange: null } };
      if (doc.includes('mutation RequestEmailChange')) return requestChange();
      throw new Error(`unexpected ${doc}`);
    });
  }

  function ask(email: string) {
    fireEvent.change(screen.getByLabelText('New e-mail'), { target: { value: email } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'Profile-Tenant-2026!' } });
    fireEvent.click(screen.getByRole('button', { name: 'Change e-mail' }));
  }

  it('says where the link went and that the current e-mail works until it is followed; no logout', async () => {
    const s = services(() => ({ requestEmailChange: PENDING }));
    renderWithProviders(<ChangeEmailForm />, { namespaces, store: signedInStore() });
    ask('new@example.com');
    const status = await screen.findByTestId('pending-email-change');
    expect(status.textContent).toContain('We sent a link to new@example.com.');
    expect(status.textContent).toContain('until 6 Nov 2026 11:30');
    expect(status.textContent).toContain('Until then you log in with old@example.com.');
    expect(screen.getByRole('button', { name: 'Send the link again' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Cancel the change' })).toBeTruthy();
    expect(s.logout).not.toHaveBeenCalled();
  });

  it.each([
    [refusal('A user already exists with that email.', 'EMAIL_IN_USE'), 'A user already exists with that email.'],
    [refusal('The current password is not correct.', 'WRONG_PASSWORD'), 'The current password is not correct.'],
    [
      refusal('The new e-mail is the same as the current one.', 'EMAIL_UNCHANGED'),
      'The new e-mail is the same as the current one.',
    ],
    [refusal('Email is already in use', 'EMAIL_USED_IN_ADMIN_PORTAL'), 'Email is already in use'],
  ])('shows the refusal %#', async (error, text) => {
    services(() => {
      throw error;
    });
    renderWithProviders(<ChangeEmailForm />, { namespaces });
    ask('new@example.com');
    expect(await screen.findByText(text)).toBeTruthy();
    expect(screen.queryByTestId('pending-email-change')).toBeNull();
  });
});

describe('confirm e-mail (the link)', () => {
  it('says the new e-mail and to log in with it, and ends a session of this browser', async () => {
    const s = installServices(() => ({ confirmEmailChange: { email: 'new@example.com' } }));
    renderWithProviders(<ConfirmEmailPage />, {
      namespaces,
      route: '/confirm-email?token=abc',
      store: signedInStore(),
    });
    expect(
      await screen.findByText(
        'Your e-mail is now new@example.com. You have been logged out: log in with new@example.com.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/login');
    expect(s.clients.nucleolus.request).toHaveBeenCalledTimes(1);
    expect(s.clients.nucleolus.request).toHaveBeenCalledWith(expect.anything(), { token: 'abc' }, { anonymous: true });
    expect(s.logout).toHaveBeenCalled();
  });

  it('says a used or expired link is not valid', async () => {
    installServices(() => {
      throw refusal('This link is not valid any more.', 'EMAIL_CHANGE_LINK_INVALID');
    });
    renderWithProviders(<ConfirmEmailPage />, { namespaces, route: '/confirm-email?token=used' });
    expect(await screen.findByRole('heading', { name: 'Your e-mail was not changed' })).toBeTruthy();
    expect(screen.getByText(/This link is not valid any more: it has been used, it has expired/)).toBeTruthy();
  });

  it('says a link without its token is incomplete, without asking the services', async () => {
    const s = installServices(() => ({}));
    renderWithProviders(<ConfirmEmailPage />, { namespaces, route: '/confirm-email' });
    expect(await screen.findByText('This link is incomplete. Open the link from the e-mail again.')).toBeTruthy();
    expect(s.clients.nucleolus.request).not.toHaveBeenCalled();
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
