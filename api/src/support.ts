// Support tooling: impersonation tokens. On PGlite on disk, which admits one process, the running
// services expose a loopback-only endpoint guarded by a secret in the git-ignored data folder; on
// PostgreSQL the tools open the database themselves (any number of processes may), so no service
// serves the endpoint and no secret is read.
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createOneTimeToken } from './auth/tokens.ts';
import type { Db } from './db/database.ts';
import { DATA_DIR } from './db/default.ts';

export const SUPPORT_SECRET_FILE = join(DATA_DIR, 'support.secret');

export function writeSupportSecret(): string {
  mkdirSync(DATA_DIR, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(SUPPORT_SECRET_FILE, secret, { mode: 0o600 });
  return secret;
}

export function readSupportSecret(): string | null {
  if (process.env.DATABASE_URL) return null;
  try {
    return readFileSync(SUPPORT_SECRET_FILE, 'utf8').trim();
  } catch {
    return null;
  }
}

/** A single-use impersonation token (10 minutes to use it) for a user, or null for unknown e-mails. */
export async function createImpersonationToken(db: Db, email: string): Promise<string | null> {
  const user = await db
    .selectFrom('users')
    .select('id')
    .where('email', '=', email.trim().toLowerCase())
    .executeTakeFirst();
  if (!user) return null;
  return createOneTimeToken(db, 'impersonate', user.id, 600);
}

function loopback(req: IncomingMessage): boolean {
  const a = req.socket.remoteAddress ?? '';
  return a === '127.0.0.1' || a === '::1' || a === '::ffff:127.0.0.1';
}

export function supportRoute(db: Db, secret: string) {
  return async (req: IncomingMessage, res: ServerResponse, url: URL): Promise<boolean> => {
    if (url.pathname !== '/internal/impersonate') return false;
    const given = Buffer.from(String(req.headers['x-support-secret'] ?? ''));
    const expected = Buffer.from(secret);
    if (
      req.method !== 'POST' ||
      !loopback(req) ||
      given.length !== expected.length ||
      !timingSafeEqual(given, expected)
    ) {
      res.writeHead(404).end();
      return true;
    }
    const email = url.searchParams.get('email') ?? '';
    const token = await createImpersonationToken(db, email);
    res.writeHead(token ? 200 : 404, { 'content-type': 'application/json' }).end(JSON.stringify({ token }));
    return true;
  };
}
