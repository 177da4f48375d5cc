import type { TypedDocument } from '@portal/shared';

/**
 * Operations of the data service (api/src/schema/data.graphql) for tenancy users and profile changes.
 * They belong in shared's `operations/data.graphql` (generated types); shared was closed for changes
 * while these screens were built (docs/decisions/0080), so they are typed here by hand, once.
 */
const doc = <R, V>(source: string) => source as unknown as TypedDocument<R, V>;

export interface TenancyUser {
  id: string | null;
  email: string;
  name: string;
  isAdmin: boolean;
  invitationPending: boolean;
}

const USER_FIELDS = 'id email name isAdmin invitationPending';

export const TenancyUsersDocument = doc<{ tenancyUsers: TenancyUser[] }, { tenancyId: string }>(
  `query TenancyUsers($tenancyId: ID!) { tenancyUsers(tenancyId: $tenancyId) { ${USER_FIELDS} } }`,
);
export const InviteTenancyUserDocument = doc<{ inviteTenancyUser: TenancyUser }, { tenancyId: string; email: string }>(
  `mutation InviteTenancyUser($tenancyId: ID!, $email: String!) { inviteTenancyUser(tenancyId: $tenancyId, email: $email) { ${USER_FIELDS} } }`,
);
export const ResendInvitationDocument = doc<
  { resendInvitation: { ok: boolean } },
  { tenancyId: string; email: string }
>(
  `mutation ResendInvitation($tenancyId: ID!, $email: String!) { resendInvitation(tenancyId: $tenancyId, email: $email) { ok } }`,
);
export const SetTenancyUserAdminDocument = doc<
  { setTenancyUserAdmin: TenancyUser },
  { tenancyId: string; userId: string; isAdmin: boolean }
>(
  `mutation SetTenancyUserAdmin($tenancyId: ID!, $userId: ID!, $isAdmin: Boolean!) { setTenancyUserAdmin(tenancyId: $tenancyId, userId: $userId, isAdmin: $isAdmin) { ${USER_FIELDS} } }`,
);
export const RemoveTenancyUserDocument = doc<
  { removeTenancyUser: { ok: boolean } },
  { tenancyId: string; userId: string }
>(
  `mutation RemoveTenancyUser($tenancyId: ID!, $userId: ID!) { removeTenancyUser(tenancyId: $tenancyId, userId: $userId) { ok } }`,
);
export const LeaveTenancyDocument = doc<{ leaveTenancy: { ok: boolean } }, { tenancyId: string }>(
  `mutation LeaveTenancy($tenancyId: ID!) { leaveTenancy(tenancyId: $tenancyId) { ok } }`,
);
export const UpdateProfileDocument = doc<
  { updateProfile: { id: string; emailNotifications: boolean; language: string } },
  { input: { name?: string; language?: string; emailNotifications?: boolean; hasOnboarded?: true } }
>(
  `mutation UpdateProfile($input: UpdateProfileInput!) { updateProfile(input: $input) { id emailNotifications language } }`,
);
export const ChangeEmailDocument = doc<{ changeEmail: { ok: boolean } }, { newEmail: string; password: string }>(
  `mutation ChangeEmail($newEmail: String!, $password: String!) { changeEmail(newEmail: $newEmail, password: $password) { ok } }`,
);
export const ChangePasswordDocument = doc<
  { changePassword: { ok: boolean } },
  { oldPassword: string; newPassword: string }
>(
  `mutation ChangePassword($oldPassword: String!, $newPassword: String!) { changePassword(oldPassword: $oldPassword, newPassword: $newPassword) { ok } }`,
);
export const DeleteAccountDocument = doc<{ deleteAccount: { ok: boolean } }, { password?: string | null }>(
  `mutation DeleteAccount($password: String) { deleteAccount(password: $password) { ok } }`,
);
