import { requireUser } from '../auth/accounts.ts';
import type { MutationResolvers, QueryResolvers } from '../generated/data-types.ts';
import {
  inviteUser,
  leaveTenancy,
  listTenancyUsers,
  removeUser,
  resendInvitation,
  setAdministrator,
} from '../tenancy-users/tenancy-users.service.ts';

export const tenancyUserQueries: Pick<QueryResolvers, 'tenancyUsers'> = {
  tenancyUsers: async (_p, args, ctx) => listTenancyUsers(ctx, await requireUser(ctx), args.tenancyId),
};

export const tenancyUserMutations: Pick<
  MutationResolvers,
  'inviteTenancyUser' | 'resendInvitation' | 'setTenancyUserAdmin' | 'removeTenancyUser' | 'leaveTenancy'
> = {
  inviteTenancyUser: async (_p, args, ctx) =>
    inviteUser(ctx, await requireUser(ctx), args.tenancyId, args.email, args.idempotencyKey),
  resendInvitation: async (_p, args, ctx) =>
    resendInvitation(ctx, await requireUser(ctx), args.tenancyId, args.email, args.idempotencyKey),
  setTenancyUserAdmin: async (_p, args, ctx) =>
    setAdministrator(ctx, await requireUser(ctx), args.tenancyId, args.userId, args.isAdmin),
  removeTenancyUser: async (_p, args, ctx) => removeUser(ctx, await requireUser(ctx), args.tenancyId, args.userId),
  leaveTenancy: async (_p, args, ctx) => leaveTenancy(ctx, await requireUser(ctx), args.tenancyId),
};
