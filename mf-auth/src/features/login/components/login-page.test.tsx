import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '@portal/shared/test-utils';
import { ServiceError } from '@portal/shared';
import { installServices, namespaces } from '../../../testing';
import { LoginEmailPage } from './login-page';

afterEach(cleanup);

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
