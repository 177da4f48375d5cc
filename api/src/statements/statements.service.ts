// Allocation statements (SPEC §6; docs/decisions/0140): a tenancy's statements, downloaded through
// signed, expiring URLs that files/routes.ts serves, in the user's language (docs/decisions/0144).
import { type UserRow, requireUser } from '../auth/accounts.ts';
import type { RequestContext } from '../context.ts';
import { requireTenancy } from '../data/access.ts';
import type { StatementModel } from '../data/models.ts';
import { mailLanguage } from '../mail/messages.ts';
import * as repository from './statements.repository.ts';

/** The statement's signed download URL, with `lang` (the user's language) to set its texts. */
export async function statementUrl(ctx: RequestContext, id: number): Promise<string> {
  const language = mailLanguage((await requireUser(ctx)).language, null);
  return `${ctx.urlSigner.sign(`/files/statements/${id}.pdf`)}&lang=${language}`;
}

export async function listStatements(ctx: RequestContext, user: UserRow, tenancyId: string): Promise<StatementModel[]> {
  const t = await requireTenancy(ctx, user, tenancyId);
  return repository.tenancyStatements(ctx.db, t.id);
}
