import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll } from 'vitest';
import { type App, createApp } from '../src/app.ts';
import type { SocialVerifier } from '../src/auth/social.ts';
import { type Config, loadConfig } from '../src/config.ts';
import { seedDemo } from '../src/demo/seed.ts';
import { MemoryMailer } from '../src/mail/mailer.ts';
import { createTestDatabase, type TestDatabase } from './test-db.ts';

export const DEMO = { email: 'demo@example.com', password: 'Demo-Tenant-2026!' };
export const OTHER = { email: 'other@example.com', password: 'Other-Tenant-2026!' };
export const NOHOME = { email: 'nohome@example.com', password: 'Nohome-Tenant-2026!' };
/** other@'s unit's previous occupant: a tenancy that ended the day before other@'s began. */
export const FORMER = { email: 'former@example.com', password: 'Former-Tenant-2026!' };

/** The seed's clock in tests: fixed, so that the period covers the October 2026 DST change. */
export const SEED_NOW = new Date('2026-11-05T10:30:00Z');

export interface GqlResult {
  status: number;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  data: any;
  errors?: Array<{ message: string; extensions?: Record<string, unknown> }>;
}

export interface Harness {
  db: TestDatabase;
  app: App;
  mailer: MemoryMailer;
  main(query: string, variables?: Record<string, unknown>, options?: RequestOptions): Promise<GqlResult>;
  data(query: string, variables?: Record<string, unknown>, options?: RequestOptions): Promise<GqlResult>;
  login(user: { email: string; password: string }): Promise<string>;
  loginMain(user: { email: string; password: string }): Promise<string>;
}

export interface RequestOptions {
  token?: string;
  ip?: string;
  headers?: Record<string, string>;
}

let ipCounter = 0;

export function setupHarness(
  options: { days?: number; config?: Partial<Config>; social?: SocialVerifier; seed?: boolean } = {},
): Harness {
  const h = {} as Harness;
  beforeAll(async () => {
    h.db = await createTestDatabase();
    if (options.seed !== false) await seedDemo(h.db.db, { days: options.days ?? 20, now: SEED_NOW });
    h.mailer = new MemoryMailer();
    const config = loadConfig({ NODE_ENV: 'test', TRUST_PROXY: '1' }, options.config ?? {});
    h.app = await createApp({
      db: h.db.db,
      config,
      mailer: h.mailer,
      ...(options.social ? { social: options.social } : {}),
    });
    // A distinct client address per harness keeps per-client rate limits apart.
    const defaultIp = `10.0.${(ipCounter += 1)}.${process.pid % 250}`;
    const call =
      (service: 'main' | 'data') =>
      async (query: string, variables?: Record<string, unknown>, o: RequestOptions = {}) => {
        const yoga = service === 'main' ? h.app.main : h.app.data;
        const res = await yoga.fetch('http://localhost/graphql', {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'x-forwarded-for': o.ip ?? defaultIp,
            ...(o.token ? { authorization: `JWT ${o.token}` } : {}),
            ...o.headers,
          },
          body: JSON.stringify({ query, variables }),
        });
        const body = (await res.json()) as { data?: unknown; errors?: GqlResult['errors'] };
        return { status: res.status, data: body.data, ...(body.errors ? { errors: body.errors } : {}) } as GqlResult;
      };
    h.main = call('main');
    h.data = call('data');
    h.login = async (user) => {
      const r = await h.data(`mutation($e: String!, $p: String!) { tokenAuth(email: $e, password: $p) { token } }`, {
        e: user.email,
        p: user.password,
      });
      if (!r.data?.tokenAuth) throw new Error(`login failed: ${JSON.stringify(r.errors)}`);
      return r.data.tokenAuth.token as string;
    };
    h.loginMain = async (user) => {
      const r = await h.main(`mutation($c: CredentialsInput!) { login(credentials: $c) { token } }`, {
        c: { email: user.email, password: user.password, targetResource: 'tenant' },
      });
      if (!r.data?.login) throw new Error(`login failed: ${JSON.stringify(r.errors)}`);
      return r.data.login.token as string;
    };
  });
  afterAll(async () => {
    await h.db?.close();
  });
  return h;
}

export function firstError(r: GqlResult): string | undefined {
  return r.errors?.[0]?.message;
}

/**
 * Serves the harness's data service over HTTP (the signed file downloads are plain HTTP routes) for
 * the file's tests; `local(url)` is a signed URL, which names the configured public origin, on it.
 */
export function serveData(h: Harness): { local: (url: string) => string } {
  let base = '';
  beforeAll(async () => {
    await new Promise<void>((resolve) => h.app.dataServer.listen(0, '127.0.0.1', () => resolve()));
    base = `http://127.0.0.1:${(h.app.dataServer.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    h.app.dataServer.closeAllConnections();
    await new Promise((r) => h.app.dataServer.close(r));
  });
  return { local: (url) => base + url.replace(/^https?:\/\/[^/]+/, '') };
}
