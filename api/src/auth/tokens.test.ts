import { SignJWT } from 'jose';
import { describe, expect, it, vi } from 'vitest';
import { TokenService } from './tokens.ts';

const key = new TextEncoder().encode('k'.repeat(48));
const service = new TokenService('data', key, {
  accessTtlSec: 900,
  refreshTtlSec: 3600,
  refreshAbsoluteSec: 7200,
  impersonationSec: 3600,
});

function token(options: {
  alg?: string;
  iss?: string;
  aud?: string;
  exp?: number;
  typ?: string;
  crit?: boolean;
  secret?: Uint8Array;
}) {
  const header: Record<string, unknown> = { alg: options.alg ?? 'HS256' };
  if (options.crit) {
    header.crit = ['x'];
    header.x = 1;
  }
  return new SignJWT({ typ: options.typ ?? 'access', email: 'a@example.com' })
    .setProtectedHeader(header as { alg: string })
    .setIssuer(options.iss ?? 'tenant-portal/data')
    .setAudience(options.aud ?? 'tenant-portal/data/api')
    .setSubject('7')
    .setIssuedAt()
    .setExpirationTime(options.exp ?? Math.floor(Date.now() / 1000) + 60)
    .sign(options.secret ?? key, { crit: options.crit ? { x: true } : {} });
}

describe('access token verification (HS256 pinned)', () => {
  it('accepts a well-formed token', async () => {
    expect(await service.verifyAccess(await token({}))).toMatchObject({
      userId: 7,
      email: 'a@example.com',
      impersonated: false,
    });
  });

  it.each([
    ['another algorithm with the same key', { alg: 'HS512' }],
    ['another issuer', { iss: 'tenant-portal/main' }],
    ['another audience', { aud: 'tenant-portal/main/api' }],
    ['expired', { exp: Math.floor(Date.now() / 1000) - 1 }],
    ['a refresh token', { typ: 'refresh' }],
    ['a critical header', { crit: true }],
    ['another key', { secret: new TextEncoder().encode('x'.repeat(48)) }],
  ])('refuses %s', async (_name, options) => {
    expect(await service.verifyAccess(await token(options))).toBeNull();
  });

  it('checks the expiry of a token it has verified before on every use', async () => {
    const t = await token({ exp: Math.floor(Date.now() / 1000) + 30 });
    expect(await service.verifyAccess(t)).toMatchObject({ userId: 7 });
    expect(await service.verifyAccess(t)).toMatchObject({ userId: 7 });
    vi.useFakeTimers({ now: Date.now() + 31_000 });
    try {
      expect(await service.verifyAccess(t)).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it('refuses garbage', async () => {
    for (const bad of ['', 'a.b.c', 'a.b', '....', 'x'.repeat(5000)])
      expect(await service.verifyAccess(bad)).toBeNull();
  });
});
