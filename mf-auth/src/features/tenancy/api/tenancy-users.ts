// The users of a tenancy (SPEC §6): the list, cached under shared's tenancy keys, and the changes an
// administrator (or, leaving, anyone) makes to it.
import { queryOptions } from '@tanstack/react-query';
import { tenancyKeys } from '@portal/shared';
import { portalServices } from '../portal';
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

const nucleolus = () => portalServices().clients.nucleolus;

export const tenancyUsersQuery = (tenancyId: string) =>
  queryOptions({
    queryKey: tenancyKeys(tenancyId).users(),
    queryFn: async ({ signal }) =>
      (await nucleolus().request(TenancyUsersDocument, { tenancyId }, { signal })).tenancyUsers,
  });

export async function inviteTenancyUser(tenancyId: string, email: string): Promise<void> {
  await nucleolus().request(InviteTenancyUserDocument, { tenancyId, email });
}

export async function resendInvitation(tenancyId: string, email: string): Promise<void> {
  await nucleolus().request(ResendInvitationDocument, { tenancyId, email });
}

/** Makes a user the tenancy's administrator, or a member again. */
export async function setTenancyUserAdmin(tenancyId: string, userId: string, isAdmin: boolean): Promise<void> {
  await nucleolus().request(SetTenancyUserAdminDocument, { tenancyId, userId, isAdmin });
}

export async function removeTenancyUser(tenancyId: string, userId: string): Promise<void> {
  await nucleolus().request(RemoveTenancyUserDocument, { tenancyId, userId });
}

export async function leaveTenancy(tenancyId: string): Promise<void> {
  await nucleolus().request(LeaveTenancyDocument, { tenancyId });
}
