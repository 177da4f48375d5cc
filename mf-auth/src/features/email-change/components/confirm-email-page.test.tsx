import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { renderWithProviders } from '@portal/shared/test-utils';
import { installServices, namespaces, refusal, signedInStore } from '../../../testing';
import { ConfirmEmailPage } from './confirm-email-page';

afterEach(cleanup);

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
