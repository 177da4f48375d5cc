import { requireUser } from '../auth/accounts.ts';
import { createAlarm, deleteAlarm, listAlarms, ownAlarm, updateAlarm } from '../alarms/alarms.service.ts';
import type { MutationResolvers, QueryResolvers, Resolvers } from '../generated/data-types.ts';
import { formatLocal } from '@portal/domain';

export const alarmQueries: Pick<QueryResolvers, 'alarms' | 'alarm'> = {
  alarms: async (_p, args, ctx) => listAlarms(ctx, await requireUser(ctx), args.tenancyId),
  alarm: async (_p, args, ctx) => ownAlarm(ctx, await requireUser(ctx), args.id),
};

export const alarmMutations: Pick<MutationResolvers, 'createAlarm' | 'updateAlarm' | 'deleteAlarm'> = {
  createAlarm: async (_p, { input }, ctx) => createAlarm(ctx, await requireUser(ctx), input),
  updateAlarm: async (_p, { id, input }, ctx) => updateAlarm(ctx, await requireUser(ctx), id, input),
  async deleteAlarm(_p, { id }, ctx) {
    await deleteAlarm(ctx, await requireUser(ctx), id);
    return { ok: true };
  },
};

export const alarmTypes: Pick<Resolvers, 'Alarm'> = {
  Alarm: {
    id: (a) => String(a.id),
    tenancyId: (a) => String(a.tenancy_id),
    kind: (a) => a.kind as 'CONSUMPTION' | 'CLIMATE',
    type: (a) => a.type as 'TOTAL',
    period: (a) => a.period as 'DAY',
    createdAt: (a) => formatLocal(a.created_at),
    updatedAt: (a) => formatLocal(a.updated_at),
  },
};
