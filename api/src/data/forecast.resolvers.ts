import { requireUser } from '../auth/accounts.ts';
import { settlementForecast } from '../forecast/forecast.service.ts';
import type { QueryResolvers } from '../generated/data-types.ts';

export const forecastQueries: Pick<QueryResolvers, 'settlementForecast'> = {
  settlementForecast: async (_p, args, ctx) => settlementForecast(ctx, await requireUser(ctx), args.tenancyId),
};
