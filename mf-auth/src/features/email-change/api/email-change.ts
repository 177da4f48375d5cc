// The change of e-mail: a link to the new address, sent again, cancelled or followed. The waiting
// change is cached under shared's session key.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ApiClients, sessionKeys, usePortalClients } from '@portal/shared';
import {
  CancelEmailChangeDocument,
  ConfirmEmailChangeDocument,
  PendingEmailChangeDocument,
  type PendingEmailChangeFieldsFragment,
  RequestEmailChangeDocument,
  ResendEmailChangeDocument,
} from './generated/email-change';

/** A change of e-mail waiting for its link to be followed. */
export type PendingEmailChange = PendingEmailChangeFieldsFragment;

/** The change of e-mail waiting for its link, or null. */
export const pendingEmailChangeQuery = (clients: ApiClients) =>
  queryOptions({
    queryKey: sessionKeys.emailChange(),
    queryFn: async ({ signal }): Promise<PendingEmailChange | null> =>
      (await clients.nucleolus.request(PendingEmailChangeDocument, undefined, { signal })).me.pendingEmailChange ??
      null,
  });

export function usePendingEmailChange() {
  return useQuery(pendingEmailChangeQuery(usePortalClients()));
}

/**
 * Sends a link to `newEmail` (the password confirms it is the user); a try again with the same
 * `idempotencyKey` sends no second mail and keeps the first link working.
 */
export async function requestEmailChange(
  clients: ApiClients,
  newEmail: string,
  password: string,
  idempotencyKey?: string,
): Promise<PendingEmailChange> {
  return (await clients.nucleolus.request(RequestEmailChangeDocument, { newEmail, password, idempotencyKey }))
    .requestEmailChange;
}

/** Sends the waiting change's link again (once per `idempotencyKey`). */
export async function resendEmailChange(clients: ApiClients, idempotencyKey?: string): Promise<PendingEmailChange> {
  return (await clients.nucleolus.request(ResendEmailChangeDocument, { idempotencyKey })).resendEmailChange;
}

export async function cancelEmailChange(clients: ApiClients): Promise<void> {
  await clients.nucleolus.request(CancelEmailChangeDocument);
}

/** Follows the link of an e-mail change (signed in or not); the new e-mail address. */
export async function confirmEmailChange(clients: ApiClients, token: string): Promise<string> {
  return (await clients.nucleolus.request(ConfirmEmailChangeDocument, { token }, { anonymous: true }))
    .confirmEmailChange.email;
}
