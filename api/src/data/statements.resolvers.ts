import { requireUser } from '../auth/accounts.ts';
import type { QueryResolvers, Resolvers } from '../generated/data-types.ts';
import { listStatements, statementUrl } from '../statements/statements.service.ts';

export const statementQueries: Pick<QueryResolvers, 'allocationStatements'> = {
  allocationStatements: async (_p, args, ctx) => listStatements(ctx, await requireUser(ctx), args.tenancyId),
};

export const statementTypes: Pick<Resolvers, 'AllocationStatement'> = {
  AllocationStatement: {
    id: (s) => String(s.id),
    fileName: (s) => s.file_name,
    url: (s, _a, ctx) => statementUrl(ctx, s.id),
    periodStartDate: (s) => s.period_start,
    periodEndDate: (s) => s.period_end,
    expenseTypes: (s) => s.expense_types,
  },
};
