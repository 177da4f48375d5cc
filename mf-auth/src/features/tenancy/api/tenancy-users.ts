// The users of a tenancy (SPEC §6): the list, cached under shared's tenancy keys, and the changes an
// administrator (or, leaving, anyone) makes to it.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ApiClients, tenancyKeys, usePortalClients } from '@portal/shared';
import {
  InviteTenancyUserDocument,
  LeaveTenancyDocument,
  RemoveTenancyUserDocument,
  ResendInvitationDocument,
  SetTenancyUserAdminDocument,
  type TenancyUserFieldsFragment,
  TenancyUsersDocument,
} from './generated/tenancy-users';

/** A user of the tenancy, or an invitation still pending (no id yet). */
export type TenancyUser = TenancyUserFieldsFragment;

export const tenancyUsersQuery = (clients: ApiClients, tenancyId: string) =>
  queryOptions({
    queryKey: tenancyKeys(tenancyId).users(),
    queryFn: async ({ signal }) =>
      (await clients.nucleolus.request(TenancyUsersDocument, { tenancyId }, { signal })).tenancyUsers,
  });

export function useTenancyUsers(tenancyId: string) {
  return useQuery(tenancyUsersQuery(usePortalClients(), tenancyId));
}

/** Invites an address; a try again with the same `idempotencyKey` sends no second invitation. */
export async function inviteTenancyUser(
  clients: ApiClients,
  tenancyId: string,
  email: string,
  idempotencyKey?: string,
): Promise<void> {
  await clients.nucleolus.request(InviteTenancyUserDocument, { tenancyId, email, idempotencyKey });
}

/** Sends an invitation again; a try again with the same `idempotencyKey` sends no second mail. */
export async function resendInvitation(
  clients: ApiClients,
  tenancyId: string,
  email: string,
  idempotencyKey?: string,
): Promise<void> {
  await clients.nucleolus.request(ResendInvitationDocument, { tenancyId, email, idempotencyKey });
}

/** Makes a user the tenancy's administrator, or a member again. */
export async function setTenancyUserAdmin(
  clients: ApiClients,
  tenancyId: string,
  userId: string,
  isAdmin: boolean,
): Promise<void> {
  await clients.nucleolus.request(SetTenancyUserAdminDocument, { tenancyId, userId, isAdmin });
}

export async function removeTenancyUser(clients: ApiClients, tenancyId: string, userId: string): Promise<void> {
  await clients.nucleolus.request(RemoveTenancyUserDocument, { tenancyId, userId });
}

export async function leaveTenancy(clients: ApiClients, tenancyId: string): Promise<void> {
  await clients.nucleolus.request(LeaveTenancyDocument, { tenancyId });
}
