// A demo tenant's session for the measuring scripts (npm run lighthouse, npm run size): tokens from
// the services, and the browser storage the portal keeps them in, as after a first sign-in.

export const DEMO_TENANT = { email: 'demo@example.com', password: 'Demo-Tenant-2026!' };

/** Whether `url` answers 2xx within two seconds. */
export const isReachable = async (url) => {
  try {
    return (await fetch(url, { signal: AbortSignal.timeout(2000) })).ok;
  } catch {
    return false;
  }
};

/** Waits until `check` holds, or fails after `ms`. */
export async function waitFor(what, check, ms = 300_000) {
  const until = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > until) throw new Error(`${what} did not come up`);
    await new Promise((r) => setTimeout(r, 1000));
  }
}

async function graphql(url, query, variables, { origin, token } = {}) {
  const response = await fetch(url, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(origin ? { origin } : {}),
      ...(token ? { authorization: `JWT ${token}` } : {}),
    },
    body: JSON.stringify({ query, variables }),
  });
  const body = await response.json();
  if (body.errors?.length) throw new Error(body.errors[0].message);
  return body.data;
}

/**
 * Signs the demo tenant in on both services (waiting for them to come up) and answers the tokens and
 * the first tenancy's id. `api` is the runtime configuration's `api` ({ main, data }).
 */
export async function demoSession(api, { origin, email = DEMO_TENANT.email, password = DEMO_TENANT.password } = {}) {
  await waitFor('the data service', () => isReachable(api.data.replace(/\/graphql$/, '/health')));
  const login = async () => {
    const main = await graphql(
      api.main,
      'mutation ($c: CredentialsInput!) { login(credentials: $c) { token refreshToken } }',
      { c: { email, password, targetResource: 'tenant' } },
      { origin },
    );
    const data = await graphql(
      api.data,
      'mutation ($e: String!, $p: String!) { tokenAuth(email: $e, password: $p) { token refreshToken } }',
      { e: email, p: password },
      { origin },
    );
    return { main: main.login, data: data.tokenAuth };
  };
  let tokens = null;
  await waitFor('a sign-in', async () => {
    tokens = await login().catch(() => null);
    return tokens !== null;
  });
  const { tenancies } = await graphql(api.data, '{ tenancies { id } }', undefined, {
    origin,
    token: tokens.data.token,
  });
  return { tokens, tenancyId: tenancies[0].id };
}

/** The portal's local storage for a signed-in tenant who has onboarded, in English. */
export function sessionStorageEntries(tokens) {
  return {
    'nucleus.token': tokens.main.token,
    'nucleus.refreshToken': tokens.main.refreshToken,
    'nucleolus.token': tokens.data.token,
    'nucleolus.refreshToken': tokens.data.refreshToken,
    'nucleolus.hasOnboarded': 'true',
    'nucleolus.dataPolicyAcknowledgedAt': new Date().toISOString(),
    'nucleolus.language': 'en',
  };
}

/** A Playwright storage state signed in at each of `origins` (cookie banner answered). */
export function signedInState(tokens, origins) {
  const entries = Object.entries(sessionStorageEntries(tokens)).map(([name, value]) => ({ name, value }));
  return {
    cookies: origins.map((origin) => ({
      name: 'cookieAccepted',
      value: 'false',
      domain: new URL(origin).hostname,
      path: '/',
      expires: Math.floor(Date.now() / 1000) + 365 * 24 * 3600,
      httpOnly: false,
      secure: false,
      sameSite: 'Lax',
    })),
    origins: origins.map((origin) => ({ origin, localStorage: entries })),
  };
}
