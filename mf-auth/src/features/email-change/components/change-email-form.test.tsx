import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '@portal/shared/test-utils';
import { installServices, namespaces, refusal, signedInStore } from '../../../testing';
import { ChangeEmailForm } from './change-email-form';

afterEach(cleanup);

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
