import { randomInt } from 'node:crypto';
import { ACTIVATION_CODE_LENGTH, ACTIVATION_CODE_LETTERS, activationCodeOf } from '@portal/domain';
import type { RequestContext } from '../context.ts';
import type { Db } from '../db/database.ts';
import { TEXTS } from '../errors.ts';
import { sha256 } from '../auth/tokens.ts';

/** 12 random letters (no I or O, which read as digits). */
export function newActivationCode(): string {
  let code = '';
  for (let i = 0; i < ACTIVATION_CODE_LENGTH; i++) {
    code += ACTIVATION_CODE_LETTERS[randomInt(ACTIVATION_CODE_LETTERS.length)];
  }
  return code;
}

export function hashCode(code: string): string {
  return sha256(`activation:${code}`);
}

export interface ValidCode {
  state: 'valid';
  id: number;
  tenancyId: number;
  /** The invited address (null for a landlord's code on paper). */
  email: string | null;
  makeAdmin: boolean;
}

export type CodeState = { state: 'invalid' } | { state: 'used' } | ValidCode;

export async function lookupCode(db: Db, raw: string): Promise<CodeState> {
  const code = activationCodeOf(raw);
  if (!code) return { state: 'invalid' };
  const row = await db
    .selectFrom('activation_codes')
    .selectAll()
    .where('code_hash', '=', hashCode(code))
    .executeTakeFirst();
  if (!row || row.revoked_at) return { state: 'invalid' };
  if (row.used_at) return { state: 'used' };
  if (row.expires_at.getTime() < Date.now()) return { state: 'invalid' };
  return { state: 'valid', id: row.id, tenancyId: row.tenancy_id, email: row.email, makeAdmin: row.make_admin };
}

export async function limitActivation(ctx: RequestContext): Promise<void> {
  const r = ctx.config.rateLimits;
  const entries: Array<[string, typeof r.activationPerClient]> = [
    [`code:client:${ctx.clientIp}`, r.activationPerClient],
  ];
  if (ctx.auth) entries.push([`code:account:${ctx.auth.userId}`, r.activationPerAccount]);
  await ctx.rateLimiter.hit(entries);
}

/**
 * Invitations (and resends) send mail to any address a tenancy's admin types: limited per tenancy and
 * per invited address (docs/decisions/0028), counted before anything is changed or sent.
 */
export async function limitInvitation(ctx: RequestContext, tenancyId: number, email: string): Promise<void> {
  const r = ctx.config.rateLimits;
  await ctx.rateLimiter.hit([
    [`invite:tenancy:${tenancyId}`, r.invitationsPerTenancy],
    [`invite:address:${email}`, r.invitationsPerAddress],
  ]);
}

export function codeText(state: CodeState): string {
  if (state.state === 'valid') return TEXTS.activationCodeValid;
  if (state.state === 'used') return TEXTS.activationCodeUsed;
  return TEXTS.activationCodeInvalid;
}

/** A new code for a tenancy (an invitation when it has an e-mail), with its expiry as stored. */
export async function createActivationCode(
  db: Db,
  options: {
    tenancyId: number;
    email?: string | null;
    invitedBy?: number | null;
    makeAdmin?: boolean;
    code?: string;
    ttlDays?: number;
  },
): Promise<{ code: string; expiresAt: Date }> {
  const code = options.code ?? newActivationCode();
  const row = await db
    .insertInto('activation_codes')
    .values({
      code_hash: hashCode(code),
      tenancy_id: options.tenancyId,
      email: options.email ?? null,
      invited_by: options.invitedBy ?? null,
      make_admin: options.makeAdmin ?? false,
      expires_at: new Date(Date.now() + (options.ttlDays ?? 60) * 86_400_000),
      used_at: null,
      used_by: null,
      revoked_at: null,
    })
    .returning('expires_at')
    .executeTakeFirstOrThrow();
  return { code, expiresAt: row.expires_at };
}
