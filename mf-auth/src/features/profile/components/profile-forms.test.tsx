import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '@portal/shared/test-utils';
import type { ServiceError } from '@portal/shared';
import { installServices, namespaces, refusal } from '../../../testing';
import { ChangePasswordForm } from './profile-forms';

afterEach(cleanup);

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
