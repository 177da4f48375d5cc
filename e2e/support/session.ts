// Signing in from a suite without going through the login screens: the two services' token pairs
// are obtained over GraphQL and written where the portal keeps them (shared/src/session/storage.ts).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { STORAGE_KEYS } from '../../shared/src/session/storage.ts';
import { BASE_OFFSET } from './portal.ts';
import { servicePorts } from './services.ts';

export const DEMO = {
  demo: { email: 'demo@example.com', password: 'Demo-Tenant-2026!' },
  other: { email: 'other@example.com', password: 'Other-Tenant-2026!' },
  nohome: { email: 'nohome@example.com', password: 'Nohome-Tenant-2026!' },
  /** The previous occupant of other@'s unit: a tenancy of two months that ended (docs/decisions/0029). */
  former: { email: 'former@example.com', password: 'Former-Tenant-2026!' },
} as const;

export const serviceUrls = () => {
  const ports = servicePorts(BASE_OFFSET);
  return {
    main: `http://localhost:${ports.main}/graphql`,
    data: `http://localhost:${ports.data}/graphql`,
    inbox: `http://localhost:${ports.inbox}`,
  };
};

/** One GraphQL request; throws with the first error's message. */
export async function gql<T>(
  request: APIRequestContext,
  url: string,
  query: string,
  variables: Record<string, unknown> = {},
  token?: string,
): Promise<T> {
  const response = await request.post(url, {
    data: { query, variables },
    headers: token ? { authorization: `JWT ${token}` } : {},
  });
  const body = (await response.json()) as { data?: T; errors?: Array<{ message: string }> };
  if (body.errors?.length) throw new Error(body.errors[0]!.message);
  return body.data as T;
}

export interface TokenPairs {
  main: { token: string; refreshToken: string };
  data: { token: string; refreshToken: string };
}

/**
 * Token pairs already obtained in this worker, by e-mail. The services limit logins per account (10 in
 * 15 minutes, every attempt counted) and per client: suites that only need a session share one pair
 * per user for up to 45 minutes (the suites' services issue access tokens for an hour, see
 * services.ts), instead of logging in for every test.
 */
const issued = new Map<string, { at: number; password: string; tokens: TokenPairs }>();
const REUSE_MS = 45 * 60 * 1000;

/** Both services' token pairs for a user (SPEC §4: the main service, then the second). */
export async function obtainTokens(request: APIRequestContext, email: string, password: string): Promise<TokenPairs> {
  const cached = issued.get(email);
  if (cached && cached.password === password && Date.now() - cached.at < REUSE_MS) return cached.tokens;
  const tokens = await loginBoth(request, email, password);
  issued.set(email, { at: Date.now(), password, tokens });
  return tokens;
}

/** Both token pairs, always from a fresh login (no reuse: for checking that credentials still work). */
export async function loginBoth(request: APIRequestContext, email: string, password: string): Promise<TokenPairs> {
  const urls = serviceUrls();
  const main = await gql<{ login: { token: string; refreshToken: string } }>(
    request,
    urls.main,
    'mutation ($c: CredentialsInput!) { login(credentials: $c) { token refreshToken } }',
    { c: { email, password, targetResource: 'tenant' } },
  );
  const data = await gql<{ tokenAuth: { token: string; refreshToken: string } }>(
    request,
    urls.data,
    'mutation ($e: String!, $p: String!) { tokenAuth(email: $e, password: $p) { token refreshToken } }',
    { e: email, p: password },
  );
  return { main: main.login, data: data.tokenAuth };
}

/**
 * Signs `page` in as a user before its first navigation: the tokens, onboarding done and the data
 * policy acknowledged, as after a first login. Returns the tokens for direct service calls.
 */
export async function signIn(
  page: Page,
  user: { email: string; password: string } = DEMO.demo,
  { language, fresh = false }: { language?: 'en' | 'da' | 'nb'; fresh?: boolean } = {},
): Promise<TokenPairs> {
  // a test that logs out needs tokens of its own: a logout ends them, and the shared ones would be gone
  // for the tests after it
  const tokens = fresh
    ? await loginBoth(page.request, user.email, user.password)
    : await obtainTokens(page.request, user.email, user.password);
  const entries: Array<[string, string]> = [
    [STORAGE_KEYS.mainToken, tokens.main.token],
    [STORAGE_KEYS.mainRefreshToken, tokens.main.refreshToken],
    [STORAGE_KEYS.dataToken, tokens.data.token],
    [STORAGE_KEYS.dataRefreshToken, tokens.data.refreshToken],
    [STORAGE_KEYS.hasOnboarded, 'true'],
    [STORAGE_KEYS.dataPolicyAcknowledgedAt, new Date().toISOString()],
    ...(language ? ([[STORAGE_KEYS.language, language]] as Array<[string, string]>) : []),
  ];
  await page.addInitScript((pairs: Array<[string, string]>) => {
    // Only on the first document of the page, so that a logout in the test is not undone by a reload.
    if (sessionStorage.getItem('e2e.signedIn')) return;
    sessionStorage.setItem('e2e.signedIn', '1');
    for (const [key, value] of pairs) localStorage.setItem(key, value);
  }, entries);
  return tokens;
}

/** The signed-in user's tenancies as the data service returns them. */
export async function tenanciesOf(request: APIRequestContext, tokens: TokenPairs) {
  const result = await gql<{ tenancies: Array<{ id: string; apartment: { address: string } }> }>(
    request,
    serviceUrls().data,
    '{ tenancies { id apartment { address } } }',
    {},
    tokens.data.token,
  );
  return result.tenancies;
}

/**
 * A single-use impersonation token for a user, as support staff get one (`npm run impersonate`): from
 * the data service's loopback-only endpoint, with the secret the services wrote to their folder.
 */
export async function impersonationToken(
  request: APIRequestContext,
  email: string,
  services: { dataUrl: string; supportDir: string } = {
    dataUrl: serviceUrls().data,
    supportDir: process.env.E2E_SUPPORT_DIR!,
  },
): Promise<string> {
  const secret = readFileSync(join(services.supportDir, 'support.secret'), 'utf8').trim();
  const dataOrigin = new URL(services.dataUrl).origin.replace('localhost', '127.0.0.1');
  const response = await request.post(`${dataOrigin}/internal/impersonate?email=${encodeURIComponent(email)}`, {
    headers: { 'x-support-secret': secret },
  });
  if (!response.ok()) throw new Error(`No impersonation token for ${email} (${response.status()})`);
  return ((await response.json()) as { token: string }).token;
}

/** Logs in through the login screens (SPEC §2: /login, then e-mail and password). */
export async function logInThroughForm(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Log in');
  await page.getByRole('link', { name: 'Log in with e-mail' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Log in with e-mail');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}
