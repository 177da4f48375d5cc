// The profile's requests: settings, the change of e-mail (a link to the new address), the password
// and deleting the account. The waiting e-mail change is cached under shared's session key.
import { queryOptions } from '@tanstack/react-query';
import { sessionKeys } from '@portal/shared';
import { portalServices } from '../portal';
import {
  CancelEmailChangeDocument,
  ChangePasswordDocument,
  ConfirmEmailChangeDocument,
  DeleteAccountDocument,
  UpdateProfileDocument,
  PendingEmailChangeDocument,
  type PendingEmailChangeFieldsFragment,
  RequestEmailChangeDocument,
  ResendEmailChangeDocument,
  type UpdateProfileInput,
} from './generated/profile';

/** A change of e-mail waiting for its link to be followed. */
export type PendingEmailChange = PendingEmailChangeFieldsFragment;

const nucleolus = () => portalServices().clients.nucleolus;

/** Saves some of the profile's settings (language, e-mail notifications, onboarding seen). */
export async function updateProfile(input: UpdateProfileInput): Promise<void> {
  await nucleolus().request(UpdateProfileDocument, { input });
}

/** The change of e-mail waiting for its link, or null. */
export const pendingEmailChangeQuery = () =>
  queryOptions({
    queryKey: sessionKeys.emailChange(),
    queryFn: async ({ signal }): Promise<PendingEmailChange | null> =>
      (await nucleolus().request(PendingEmailChangeDocument, undefined, { signal })).me.pendingEmailChange ?? null,
  });

/** Sends a link to `newEmail` (the password confirms it is the user). */
export async function requestEmailChange(newEmail: string, password: string): Promise<PendingEmailChange> {
  return (await nucleolus().request(RequestEmailChangeDocument, { newEmail, password })).requestEmailChange;
}

/** Sends the waiting change's link again. */
export async function resendEmailChange(): Promise<PendingEmailChange> {
  return (await nucleolus().request(ResendEmailChangeDocument)).resendEmailChange;
}

export async function cancelEmailChange(): Promise<void> {
  await nucleolus().request(CancelEmailChangeDocument);
}

/** Follows the link of an e-mail change (signed in or not); the new e-mail address. */
export async function confirmEmailChange(token: string): Promise<string> {
  return (await nucleolus().request(ConfirmEmailChangeDocument, { token }, { anonymous: true })).confirmEmailChange
    .email;
}

export async function changePassword(oldPassword: string, newPassword: string): Promise<void> {
  await nucleolus().request(ChangePasswordDocument, { oldPassword, newPassword });
}

/** Deletes the account (e-mail users confirm with their password; others pass null). */
export async function deleteAccount(password: string | null): Promise<void> {
  await nucleolus().request(DeleteAccountDocument, { password });
}
