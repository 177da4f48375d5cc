// The profile's requests: settings, the password and deleting the account.
import type { ApiClients } from '@portal/shared';
import {
  ChangePasswordDocument,
  DeleteAccountDocument,
  UpdateProfileDocument,
  type UpdateProfileInput,
} from './generated/profile';

/** Saves some of the profile's settings (language, e-mail notifications, onboarding seen). */
export async function updateProfile(clients: ApiClients, input: UpdateProfileInput): Promise<void> {
  await clients.nucleolus.request(UpdateProfileDocument, { input });
}

export async function changePassword(clients: ApiClients, oldPassword: string, newPassword: string): Promise<void> {
  await clients.nucleolus.request(ChangePasswordDocument, { oldPassword, newPassword });
}

/** Deletes the account (e-mail users confirm with their password; others pass null). */
export async function deleteAccount(clients: ApiClients, password: string | null): Promise<void> {
  await clients.nucleolus.request(DeleteAccountDocument, { password });
}
