// Allocation statements (SPEC §6; docs/decisions/0140): a tenancy's statements, downloaded through
// signed, expiring URLs that files/routes.ts serves.
import type { UserRow } from '../auth/accounts.ts';
import type { RequestContext } from '../context.ts';
import { requireTenancy } from '../data/access.ts';
import type { StatementModel } from '../data/models.ts';
import * as repository from './statements.repository.ts';

export function statementUrl(ctx: RequestContext, id: number): string {
  return ctx.urlSigner.sign(`/files/statements/${id}.pdf`);
}

export async function listStatements(ctx: RequestContext, user: UserRow, tenancyId: string): Promise<StatementModel[]> {
  const t = await requireTenancy(ctx, user, tenancyId);
  return repository.tenancyStatements(ctx.db, t.id);
}
