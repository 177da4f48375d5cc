import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { createStore } from 'jotai';
import { userAtom } from '@portal/shared';
import { renderWithProviders } from '@portal/shared/test-utils';
import { installServices, namespaces } from '../../../testing';
import { ProfilePage } from './profile-page';

afterEach(cleanup);

function renderAs(userType: string, language: 'en' | 'da' = 'en') {
  installServices(() => ({ pendingEmailChange: null }));
  const store = createStore();
  store.set(userAtom, { id: '1', email: 'me@example.com', userType, emailNotifications: true } as never);
  return renderWithProviders(<ProfilePage />, { namespaces, store, language });
}

describe('the profile', () => {
  it('names the sign-in method as a person reads it, not the service’s type', () => {
    renderAs('email-password', 'da');
    expect(screen.getByTestId('profile-sign-in-method').textContent).toBe('E-mail og adgangskode');
    cleanup();
    renderAs('google');
    expect(screen.getByTestId('profile-sign-in-method').textContent).toBe('Google');
    expect(screen.queryByText('google')).toBeNull();
  });

  it('keeps deleting the account apart, in the danger zone, and logging out in the header', () => {
    renderAs('email-password');
    const danger = screen.getByTestId('profile-danger-zone');
    expect(within(danger).getByRole('button', { name: 'Delete account' })).toBeTruthy();
    expect(within(danger).queryByRole('button', { name: 'Log out' })).toBeNull();
    const header = screen.getByRole('heading', { level: 1, name: 'Profile settings' }).closest('header')!;
    expect(within(header).getByRole('button', { name: 'Log out' })).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Log out' })).toHaveLength(1);
    expect((screen.getByRole('checkbox', { name: /Send me e-mails about alarms/ }) as HTMLInputElement).checked).toBe(
      true,
    );
  });
});
