import { requireUser } from '../auth/accounts.ts';
import type { MutationResolvers, QueryResolvers } from '../generated/data-types.ts';
import { listMeters, renameMeterRoom } from '../meters/meters.service.ts';

export const meterQueries: Pick<QueryResolvers, 'meters'> = {
  meters: async (_p, args, ctx) => listMeters(ctx, await requireUser(ctx), args.tenancyId),
};

export const meterMutations: Pick<MutationResolvers, 'renameMeterRoom'> = {
  renameMeterRoom: async (_p, args, ctx) => renameMeterRoom(ctx, await requireUser(ctx), args.meterId, args.roomName),
};
