import { requireUser } from '../auth/accounts.ts';
import type { MutationResolvers } from '../generated/data-types.ts';
import { changePassword, deleteAccount, updateProfile } from '../profile/profile.service.ts';

export const profileMutations: Pick<MutationResolvers, 'updateProfile' | 'changePassword' | 'deleteAccount'> = {
  updateProfile: async (_p, { input }, ctx) => updateProfile(ctx, await requireUser(ctx), input),
  async changePassword(_p, args, ctx) {
    await changePassword(ctx, await requireUser(ctx), args.oldPassword, args.newPassword);
    return { ok: true };
  },
  async deleteAccount(_p, args, ctx) {
    await deleteAccount(ctx, await requireUser(ctx), args.password);
    return { ok: true };
  },
};
