import { createHash, createHmac, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import { SignJWT, type JWTPayload } from 'jose';
import { CompiledQuery, sql } from 'kysely';
import { type Db, prepareOnServer } from '../db/database.ts';
import { TEXTS, userError } from '../errors.ts';

export type ServiceName = 'main' | 'data';

const ALG = 'HS256';

export interface AccessClaims {
  userId: number;
  email: string;
  impersonated: boolean;
  /** When the sign-in began (seconds): kept through every rotation of the family. */
  origIat: number;
  exp: number;
  /** The refresh-token family (the session); null in tokens issued before access tokens named it. */
  familyId: string | null;
}

export interface IssuedPair {
  token: string;
  refreshToken: string;
  refreshExpiresIn: number;
  claims: AccessClaims;
}

export interface TokenSettings {
  accessTtlSec: number;
  refreshTtlSec: number;
  refreshAbsoluteSec: number;
  impersonationSec: number;
}

export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

/** The signing secret of a service: from the environment, else generated once and kept in the database. */
export async function loadSigningSecret(db: Db, service: string, fromEnv?: string): Promise<Uint8Array> {
  if (fromEnv) return new TextEncoder().encode(fromEnv);
  await db
    .insertInto('signing_keys')
    .values({ service, secret: randomToken(48) })
    .onConflict((oc) => oc.column('service').doNothing())
    .execute();
  const row = await db
    .selectFrom('signing_keys')
    .select('secret')
    .where('service', '=', service)
    .executeTakeFirstOrThrow();
  return new TextEncoder().encode(row.secret);
}

function loginExpired() {
  return userError(TEXTS.loginExpired, 'LOGIN_EXPIRED');
}

/** Access and refresh tokens of one service: own key, issuer and audience; algorithm pinned. */
/** Whether a session's family was revoked: compiled once, as it runs for every authenticated request. */
const ENDED_FAMILY = 'select jti from refresh_tokens where family_id = $1 and revoked_at is not null limit 1';
prepareOnServer(ENDED_FAMILY);

export class TokenService {
  readonly service: ServiceName;
  readonly #key: Uint8Array;
  readonly #issuer: string;
  readonly #audience: string;
  readonly #settings: TokenSettings;

  constructor(service: ServiceName, key: Uint8Array, settings: TokenSettings) {
    this.service = service;
    this.#key = key;
    this.#issuer = `tenant-portal/${service}`;
    this.#audience = `tenant-portal/${service}/api`;
    this.#settings = settings;
  }

  async #sign(payload: JWTPayload, expSec: number, subject: string): Promise<string> {
    return new SignJWT(payload)
      .setProtectedHeader({ alg: ALG, typ: 'JWT' })
      .setIssuer(this.#issuer)
      .setAudience(this.#audience)
      .setSubject(subject)
      .setIssuedAt()
      .setExpirationTime(expSec)
      .sign(this.#key);
  }

  /**
   * Verifies a compact JWS synchronously with node:crypto (no thread-pool round trip per request):
   * the header must say HS256 (pinned), then signature, issuer, audience, expiry and `typ` claim.
   */
  async #verify(token: string, typ: 'access' | 'refresh'): Promise<JWTPayload | null> {
    if (typeof token !== 'string' || token.length > 4096) return null;
    const parts = token.split('.');
    if (parts.length !== 3) return null;
    const [h, p, sig] = parts as [string, string, string];
    try {
      const header = JSON.parse(Buffer.from(h, 'base64url').toString('utf8')) as { alg?: unknown; crit?: unknown };
      if (header.alg !== ALG || header.crit !== undefined) return null;
      const expected = createHmac('sha256', this.#key).update(`${h}.${p}`).digest();
      const given = Buffer.from(sig, 'base64url');
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      const payload = JSON.parse(Buffer.from(p, 'base64url').toString('utf8')) as JWTPayload;
      const now = Math.floor(Date.now() / 1000);
      const audiences = Array.isArray(payload.aud) ? payload.aud : [payload.aud];
      if (payload.iss !== this.#issuer || !audiences.includes(this.#audience)) return null;
      if (typeof payload.exp !== 'number' || payload.exp <= now) return null;
      if (typeof payload.nbf === 'number' && payload.nbf > now) return null;
      return payload.typ === typ ? payload : null;
    } catch {
      return null;
    }
  }

  /**
   * Access tokens whose signature, header, issuer, audience and type have been checked, by their
   * exact text: a repeated token (every request of a session) skips the HMAC and JSON work. The
   * time claims are checked on every use; only valid tokens are kept, a bounded number.
   */
  readonly #verified = new Map<string, { claims: AccessClaims; nbf: number | undefined }>();

  async verifyAccess(token: string): Promise<AccessClaims | null> {
    const known = this.#verified.get(token);
    if (known) {
      const now = Math.floor(Date.now() / 1000);
      if (known.claims.exp > now && !(known.nbf !== undefined && known.nbf > now)) return { ...known.claims };
      this.#verified.delete(token);
      return null;
    }
    const p = await this.#verify(token, 'access');
    if (!p || typeof p.sub !== 'string' || typeof p.exp !== 'number') return null;
    const claims: AccessClaims = {
      userId: Number(p.sub),
      email: String(p.email ?? ''),
      impersonated: p.imp === true,
      origIat: Number(p.origIat ?? p.iat ?? 0),
      exp: p.exp,
      familyId: typeof p.fam === 'string' ? p.fam : null,
    };
    if (this.#verified.size >= 10_000) this.#verified.clear();
    this.#verified.set(token, { claims: { ...claims }, nbf: typeof p.nbf === 'number' ? p.nbf : undefined });
    return claims;
  }

  /**
   * An access token of a session that has not ended: a revoked family (logout, a password change or
   * reset, a reused refresh token) ends its access tokens at once, in every process, not when they
   * expire. One indexed look-up per authenticated request.
   */
  async verifySession(db: Db, token: string): Promise<AccessClaims | null> {
    const claims = await this.verifyAccess(token);
    if (!claims?.familyId) return claims;
    const { rows } = await db.executeQuery(CompiledQuery.raw(ENDED_FAMILY, [claims.familyId]));
    return rows.length > 0 ? null : claims;
  }

  /** Starts a new refresh-token family (a login) or continues one (a rotation). */
  async issue(
    db: Db,
    user: { id: number; email: string },
    options: { impersonated?: boolean; familyId?: string; familyExpiresAt?: Date; origIat?: number } = {},
  ): Promise<IssuedPair> {
    const now = Math.floor(Date.now() / 1000);
    const impersonated = options.impersonated ?? false;
    const familyExpiresAt =
      options.familyExpiresAt ??
      new Date((now + (impersonated ? this.#settings.impersonationSec : this.#settings.refreshAbsoluteSec)) * 1000);
    const familyExp = Math.floor(familyExpiresAt.getTime() / 1000);
    const refreshExp = Math.min(now + this.#settings.refreshTtlSec, familyExp);
    const accessExp = Math.min(now + this.#settings.accessTtlSec, familyExp);
    const origIat = options.origIat ?? now;
    const jti = randomUUID();
    const familyId = options.familyId ?? randomUUID();
    await db
      .insertInto('refresh_tokens')
      .values({
        jti,
        family_id: familyId,
        service: this.service,
        user_id: user.id,
        impersonated,
        expires_at: new Date(refreshExp * 1000),
        family_expires_at: familyExpiresAt,
        used_at: null,
        revoked_at: null,
      })
      .execute();
    const subject = String(user.id);
    const token = await this.#sign(
      { typ: 'access', email: user.email, imp: impersonated, origIat, fam: familyId },
      accessExp,
      subject,
    );
    const refreshToken = await this.#sign({ typ: 'refresh', jti, fam: familyId }, refreshExp, subject);
    return {
      token,
      refreshToken,
      refreshExpiresIn: refreshExp - now,
      claims: { userId: user.id, email: user.email, impersonated, origIat, exp: accessExp, familyId },
    };
  }

  /** Rotation: a refresh token works once; presenting a used one revokes the whole family. */
  async rotate(db: Db, refreshToken: string): Promise<IssuedPair> {
    const p = await this.#verify(refreshToken, 'refresh');
    if (!p || typeof p.jti !== 'string') throw loginExpired();
    const row = await db
      .selectFrom('refresh_tokens')
      .selectAll()
      .where('jti', '=', p.jti)
      .where('service', '=', this.service)
      .executeTakeFirst();
    if (!row || row.revoked_at || row.family_expires_at.getTime() <= Date.now()) throw loginExpired();
    const claimed = await db
      .updateTable('refresh_tokens')
      .set({ used_at: sql<Date>`now()` })
      .where('jti', '=', row.jti)
      .where('used_at', 'is', null)
      .where('revoked_at', 'is', null)
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) !== 1) {
      await this.revokeFamily(db, row.family_id);
      throw loginExpired();
    }
    const user = await db
      .selectFrom('users')
      .select(['id', 'email', 'is_active'])
      .where('id', '=', row.user_id)
      .executeTakeFirst();
    if (!user || !user.is_active) throw loginExpired();
    return this.issue(db, user, {
      impersonated: row.impersonated,
      familyId: row.family_id,
      familyExpiresAt: row.family_expires_at,
      origIat: typeof p.origIat === 'number' ? p.origIat : undefined,
    });
  }

  async revokeFamily(db: Db, familyId: string): Promise<void> {
    await db
      .updateTable('refresh_tokens')
      .set({ revoked_at: sql<Date>`now()` })
      .where('family_id', '=', familyId)
      .where('revoked_at', 'is', null)
      .execute();
  }

  /** Logout: revokes the token's family. Answers false for a token that is not ours. */
  async revoke(db: Db, refreshToken: string): Promise<boolean> {
    const p = await this.#verify(refreshToken, 'refresh');
    if (!p || typeof p.fam !== 'string') return false;
    await this.revokeFamily(db, p.fam);
    return true;
  }
}

/**
 * How far apart the portal's sign-ins on the two services can start and still be one sign-in: it signs
 * in to the data service, then at once to the main service (or trades the short-lived token).
 */
const SIGN_IN_SPREAD_SEC = 30;

/**
 * Ends the user's sessions on both services (refresh tokens and, through verifySession, access
 * tokens). With `keep`, the sign-in that asks stays: its own family, and the other service's
 * families that began with it (within SIGN_IN_SPREAD_SEC of its start).
 */
export async function endSessions(
  db: Db,
  userId: number,
  keep?: { service: ServiceName; claims: AccessClaims },
): Promise<void> {
  let update = db
    .updateTable('refresh_tokens')
    .set({ revoked_at: sql<Date>`now()` })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null);
  const familyId = keep?.claims.familyId;
  if (keep && familyId) {
    const start = keep.claims.origIat;
    update = update.where('family_id', '<>', familyId).where('family_id', 'not in', (eb) =>
      eb
        .selectFrom('refresh_tokens as f')
        .select('f.family_id')
        .where('f.user_id', '=', userId)
        .where('f.service', '<>', keep.service)
        .groupBy('f.family_id')
        .having((h) => h(h.fn.min('f.created_at'), '>=', new Date((start - SIGN_IN_SPREAD_SEC) * 1000)))
        .having((h) => h(h.fn.min('f.created_at'), '<=', new Date((start + SIGN_IN_SPREAD_SEC) * 1000))),
    );
  }
  await update.execute();
}

/**
 * Single-use tokens (short-lived login, impersonation, password reset, e-mail change), stored as
 * hashes. `email`: the address the token confirms (an e-mail change's new address).
 */
export async function createOneTimeToken(
  db: Db,
  purpose: string,
  userId: number,
  ttlSec: number,
  email: string | null = null,
): Promise<string> {
  const token = randomToken(32);
  await db
    .insertInto('one_time_tokens')
    .values({
      token_hash: sha256(token),
      purpose,
      user_id: userId,
      expires_at: new Date(Date.now() + ttlSec * 1000),
      used_at: null,
      email,
    })
    .execute();
  return token;
}

/** Uses up a single-use token; its user and address, or null (unknown, used, expired, wrong purpose). */
export async function takeOneTimeToken(
  db: Db,
  purpose: string,
  token: string,
): Promise<{ userId: number; email: string | null } | null> {
  if (typeof token !== 'string' || token.length > 200) return null;
  const row = await db
    .updateTable('one_time_tokens')
    .set({ used_at: sql<Date>`now()` })
    .where('token_hash', '=', sha256(token))
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`)
    .returning(['user_id', 'email'])
    .executeTakeFirst();
  return row ? { userId: row.user_id, email: row.email } : null;
}

/** Consumes a single-use token; returns its user id or null (unknown, used, expired, wrong purpose). */
export async function consumeOneTimeToken(db: Db, purpose: string, token: string): Promise<number | null> {
  return (await takeOneTimeToken(db, purpose, token))?.userId ?? null;
}

/** A user's newest unused, unexpired token of a purpose (its address and expiry), or null. */
export async function openOneTimeToken(
  db: Db,
  purpose: string,
  userId: number,
): Promise<{ email: string | null; expiresAt: Date } | null> {
  const row = await db
    .selectFrom('one_time_tokens')
    .select(['email', 'expires_at'])
    .where('user_id', '=', userId)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`)
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row ? { email: row.email, expiresAt: row.expires_at } : null;
}

/** Uses up every unused token of a purpose of a user (a newer one replaces them, or they are cancelled). */
export async function retireOneTimeTokens(db: Db, purpose: string, userId: number): Promise<void> {
  await db
    .updateTable('one_time_tokens')
    .set({ used_at: sql<Date>`now()` })
    .where('user_id', '=', userId)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .execute();
}
