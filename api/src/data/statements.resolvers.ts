import { requireUser } from '../auth/accounts.ts';
import type { QueryResolvers, Resolvers } from '../generated/data-types.ts';
import { listStatements, statementUrl } from '../statements/statements.service.ts';
import { dataExportLink } from '../exports/data-export.ts';

export const statementQueries: Pick<QueryResolvers, 'allocationStatements' | 'dataExport'> = {
  allocationStatements: async (_p, args, ctx) => listStatements(ctx, await requireUser(ctx), args.tenancyId),
  // the tenancy's documents and data to take away: its statements, and all of its readings
  dataExport: async (_p, args, ctx) => dataExportLink(ctx, await requireUser(ctx), args.tenancyId),
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
