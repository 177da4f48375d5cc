import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAppStorage, createMemoryStorage, STORAGE_KEYS } from '../session/storage';
import type { RefreshHandOver, RefreshLocks, RefreshResult } from './client';
import { createApiClients } from './clients';
import { getUser, loginWithEmail, logout, addTenancy } from './auth';
import { errorTextKey, ServiceError } from './errors';
import { MainMeDocument, ReadoutMinMaxDocument } from './generated/main';
import { DataMeDocument, TenantTableDocument } from './generated/data';

const b64url = (value: string) => btoa(value).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
const jwt = (expSeconds: number, extra = '') => `h.${b64url(JSON.stringify({ exp: expSeconds, extra }))}.s`;

interface Call {
  url: string;
  operation: string;
  variables: Record<string, unknown>;
  authorization: string | null;
}

/** A fake network: answers per operation name; records every call. */
function fakeNetwork(handlers: Record<string, (variables: Record<string, unknown>) => unknown>) {
  const calls: Call[] = [];
  /** How many POSTs went out, and how many operations each carried (a batch carries several). */
  const posts: number[] = [];
  const one = async (url: string, body: { query: string; variables?: Record<string, unknown> }, headers: Headers) => {
    const operation = /(?:query|mutation)\s+(\w+)/.exec(body.query)?.[1] ?? '?';
    calls.push({ url, operation, variables: body.variables ?? {}, authorization: headers.get('authorization') });
    const handler = handlers[operation];
    return handler ? await handler(body.variables ?? {}) : { errors: [{ message: `no handler for ${operation}` }] };
  };
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const body = JSON.parse(String(init?.body)) as
      | { query: string; variables?: Record<string, unknown> }
      | Array<{ query: string; variables?: Record<string, unknown> }>;
    const headers = new Headers(init?.headers);
    if (Array.isArray(body)) {
      posts.push(body.length);
      const results = await Promise.all(body.map((b) => one(String(input), b, headers)));
      return new Response(JSON.stringify(results), { status: 200, headers: { 'content-type': 'application/json' } });
    }
    posts.push(1);
    const result = await one(String(input), body, headers);
    if (result instanceof Response) return result;
    return new Response(JSON.stringify(result), { status: 200, headers: { 'content-type': 'application/json' } });
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, calls, posts };
}

const NOW = 1_800_000_000_000;

function setup(handlers: Record<string, (variables: Record<string, unknown>) => unknown>, now = () => NOW) {
  const net = fakeNetwork(handlers);
  const local = createMemoryStorage();
  const storage = createAppStorage({ local, session: createMemoryStorage() });
  const onRefreshFailure = vi.fn();
  const onLoginRequired = vi.fn();
  const clients = createApiClients({
    endpoints: { main: 'https://main.example/graphql', data: 'https://data.example/graphql' },
    storage,
    fetch: net.fetch,
    now,
    onRefreshFailure,
    onLoginRequired,
  });
  return { ...net, local, storage, clients, onRefreshFailure, onLoginRequired };
}

const meResult = {
  data: { me: { id: '1', name: 'A', email: 'a@example.dk', language: 'da', permissions: [], accounts: [] } },
};

afterEach(() => {
  vi.useRealTimers();
});

describe('service clients (SPEC §7)', () => {
  it('each client sends its own stored token as "JWT <token>" to its own endpoint', async () => {
    const s = setup({
      MainMe: () => meResult,
      TenantTable: () => ({ data: { tenantTable: { quantityDescriptors: [], rows: [] } } }),
    });
    const mainToken = jwt(NOW / 1000 + 3600, 'main');
    const dataToken = jwt(NOW / 1000 + 3600, 'data');
    s.storage.set('mainToken', mainToken);
    s.storage.set('dataToken', dataToken);
    await s.clients.nucleus.request(MainMeDocument);
    await s.clients.nucleolus.request(TenantTableDocument, {
      table: { aggregationLevel: 'UNIT', objectId: '1', periodBegin: 'a', periodEnd: 'b' },
    });
    expect(s.calls.map((c) => [c.url, c.authorization])).toEqual([
      ['https://main.example/graphql', `JWT ${mainToken}`],
      ['https://data.example/graphql', `JWT ${dataToken}`],
    ]);
  });

  it('sends no authorization header without a stored token', async () => {
    const s = setup({ MainMe: () => meResult });
    await s.clients.nucleus.request(MainMeDocument);
    expect(s.calls[0]?.authorization).toBeNull();
  });

  it('refreshes a token that expires within 5 s first, with one refresh in flight for many requests', async () => {
    let refreshes = 0;
    const fresh = jwt(NOW / 1000 + 3600, 'fresh');
    const s = setup({
      MainRefreshToken: async () => {
        refreshes++;
        await new Promise((r) => setTimeout(r, 10));
        return { data: { refreshToken: { token: fresh, refreshToken: 'r2', refreshExpiresIn: 100 } } };
      },
      MainMe: () => meResult,
    });
    s.storage.set('mainToken', jwt(NOW / 1000 + 4));
    s.storage.set('mainRefreshToken', 'r1');
    await Promise.all([1, 2, 3, 4, 5].map(() => s.clients.nucleus.request(MainMeDocument)));
    expect(refreshes).toBe(1);
    const me = s.calls.filter((c) => c.operation === 'MainMe');
    expect(me).toHaveLength(5);
    expect(me.every((c) => c.authorization === `JWT ${fresh}`)).toBe(true);
    expect(s.calls.find((c) => c.operation === 'MainRefreshToken')?.variables).toEqual({ refreshToken: 'r1' });
    expect(s.local.getItem(STORAGE_KEYS.mainRefreshToken)).toBe('r2');
  });

  it('does not refresh a token with more than 5 s left', async () => {
    const s = setup({ MainMe: () => meResult });
    s.storage.set('mainToken', jwt(NOW / 1000 + 6));
    s.storage.set('mainRefreshToken', 'r1');
    await s.clients.nucleus.request(MainMeDocument);
    expect(s.calls.map((c) => c.operation)).toEqual(['MainMe']);
  });

  it('schedules the refresh 5 s before expiry', async () => {
    vi.useFakeTimers({ now: NOW });
    const s = setup(
      {
        DataRefreshToken: () => ({
          data: {
            refreshToken: { token: jwt(NOW / 1000 + 7200), refreshToken: 'r2', refreshExpiresIn: 1, payload: {} },
          },
        }),
      },
      () => Date.now(),
    );
    s.clients.nucleolus.setTokens({ token: jwt(NOW / 1000 + 60), refreshToken: 'r1' });
    await vi.advanceTimersByTimeAsync(54_999);
    expect(s.calls).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(s.calls.map((c) => c.operation)).toEqual(['DataRefreshToken']);
  });

  it('on refresh failure clears the tokens and reports it (reset and logout)', async () => {
    const s = setup({ MainRefreshToken: () => ({ errors: [{ message: 'Invalid refresh token' }] }) });
    s.storage.set('mainToken', jwt(NOW / 1000 - 10));
    s.storage.set('mainRefreshToken', 'r1');
    await expect(s.clients.nucleus.request(MainMeDocument)).rejects.toMatchObject({ name: 'Invalid refresh token' });
    expect(s.onRefreshFailure).toHaveBeenCalledOnce();
    expect(s.storage.get('mainToken')).toBeNull();
    expect(s.storage.get('mainRefreshToken')).toBeNull();
  });

  it("rejects a malformed refresh answer with 'Invalid refreshToken response'", async () => {
    const s = setup({
      DataRefreshToken: () => ({
        data: { refreshToken: { token: '', refreshToken: 'x', refreshExpiresIn: 1, payload: {} } },
      }),
    });
    s.storage.set('dataToken', jwt(NOW / 1000 - 10));
    s.storage.set('dataRefreshToken', 'r1');
    await expect(s.clients.nucleolus.validToken()).rejects.toMatchObject({ name: 'Invalid refreshToken response' });
  });

  it('rejects a failed request with the first error message as its name', async () => {
    const s = setup({ MainMe: () => ({ errors: [{ message: 'First problem' }, { message: 'Second' }] }) });
    const error = await s.clients.nucleus.request(MainMeDocument).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ServiceError);
    expect((error as ServiceError).name).toBe('First problem');
    expect((error as ServiceError).errors).toHaveLength(2);
    expect(s.onLoginRequired).not.toHaveBeenCalled();
  });

  it.each(['login-required', 'Adgang ikke tilladt'])("sends the browser to the site root on '%s'", async (message) => {
    const s = setup({ MainMe: () => ({ errors: [{ message }] }) });
    await expect(s.clients.nucleus.request(MainMeDocument)).rejects.toMatchObject({ name: message });
    expect(s.onLoginRequired).toHaveBeenCalledOnce();
  });

  it("an impersonated session's main-service rejections do not end the session (it has no main tokens)", async () => {
    const s = setup({ ReadoutMinMax: () => ({ errors: [{ message: 'login-required' }] }) });
    s.storage.setImpersonating(true, NOW);
    await expect(
      s.clients.nucleus.request(ReadoutMinMaxDocument, {
        tenancyId: 1,
        meterNumber: '1',
        quantity: 'heat-energy',
        fromDate: '2026-01-01',
        toDate: '2026-02-01',
      }),
    ).rejects.toMatchObject({ name: 'login-required' });
    expect(s.onLoginRequired).not.toHaveBeenCalled();

    const data = setup({ DataMe: () => ({ errors: [{ message: 'login-required' }] }) });
    data.storage.setImpersonating(true, NOW);
    await expect(data.clients.nucleolus.request(DataMeDocument)).rejects.toMatchObject({ name: 'login-required' });
    expect(data.onLoginRequired).toHaveBeenCalledOnce();
  });

  it('table and KPI requests do not throw', async () => {
    const s = setup({ TenantTable: () => ({ errors: [{ message: 'boom' }] }) });
    const result = await s.clients.nucleolus.requestOrNull(TenantTableDocument, {
      table: { aggregationLevel: 'UNIT', objectId: '1', periodBegin: 'a', periodEnd: 'b' },
    });
    expect(result).toBeNull();
  });

  it('a network failure also rejects with its message as name', async () => {
    const s = setup({});
    const failing = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    const clients = createApiClients({
      endpoints: { main: 'm', data: 'd' },
      storage: s.storage,
      fetch: failing as unknown as typeof fetch,
    });
    await expect(clients.nucleus.request(MainMeDocument)).rejects.toMatchObject({ name: 'Failed to fetch' });
  });
});

describe('session operations (SPEC §4, §8)', () => {
  const dataAuth = {
    data: {
      tokenAuth: {
        token: jwt(NOW / 1000 + 300, 'd'),
        refreshToken: 'dr',
        refreshExpiresIn: 1,
        payload: { email: 'a', exp: 1, origIat: 1, impersonated: false },
      },
    },
  };
  const mainAuth = { data: { login: { token: jwt(NOW / 1000 + 300, 'm'), refreshToken: 'mr', refreshExpiresIn: 1 } } };

  it('logs in to both services and stores both pairs under their own prefixes', async () => {
    const s = setup({ DataTokenAuth: () => dataAuth, MainLogin: () => mainAuth });
    await loginWithEmail(s.clients, 'a@example.dk', 'Correct-horse7');
    expect(s.calls.map((c) => c.operation)).toEqual(['DataTokenAuth', 'MainLogin']);
    expect(s.calls[1]?.variables).toEqual({
      credentials: { email: 'a@example.dk', password: 'Correct-horse7', targetResource: 'tenant' },
    });
    expect(s.local.getItem(STORAGE_KEYS.dataRefreshToken)).toBe('dr');
    expect(s.local.getItem(STORAGE_KEYS.mainRefreshToken)).toBe('mr');
    s.clients.nucleus.dispose();
    s.clients.nucleolus.dispose();
  });

  it("rejects malformed answers: 'Invalid authentication response', 'Invalid login response.', 'Invalid getUser response'", async () => {
    const bad = setup({ DataTokenAuth: () => ({ data: { tokenAuth: null } }) });
    await expect(loginWithEmail(bad.clients, 'a', 'b')).rejects.toMatchObject({
      name: 'Invalid authentication response',
    });
    const badMain = setup({ DataTokenAuth: () => dataAuth, MainLogin: () => ({ data: { login: { token: null } } }) });
    await expect(loginWithEmail(badMain.clients, 'a', 'b')).rejects.toMatchObject({ name: 'Invalid login response.' });
    const badUser = setup({ DataMe: () => ({ data: { me: { id: 1 } } }) });
    await expect(getUser(badUser.clients)).rejects.toMatchObject({ name: 'Invalid getUser response' });
  });

  it('maps the server messages to the SPEC text keys', async () => {
    const s = setup({ DataTokenAuth: () => ({ errors: [{ message: 'Please enter valid credentials' }] }) });
    const error = await loginWithEmail(s.clients, 'a', 'b').catch((e: unknown) => e);
    expect(errorTextKey(error)).toBe('login.invalid_credentials');
    expect(
      errorTextKey(new ServiceError('A user already exists with that email, but the password is not correct.')),
    ).toBe('errors.email_in_use');
    expect(errorTextKey(new ServiceError('User already exists and has above default rights.'))).toBe(
      'errors.user_exists_with_above_default_rights',
    );
    expect(errorTextKey(new ServiceError('Activation code has already been used'))).toBe(
      'errors.activation_code_in_use',
    );
    expect(errorTextKey(new ServiceError('The activation code you entered is invalid.'))).toBe(
      'validation.invalid_activation_code',
    );
    expect(errorTextKey(new ServiceError('login-required'))).toBe('errors.login_expired');
    expect(errorTextKey(new ServiceError('Password update failed. Please try again.'))).toBe(
      'errors.password_update_failed',
    );
    expect(errorTextKey(new ServiceError('anything else'))).toBe('errors.generic');
  });

  it("maps the services' protective refusals by their code, whatever their message says", async () => {
    const cases: Array<[string, string]> = [
      ['QUERY_TOO_COMPLEX', 'errors.request_too_large'],
      ['QUERY_TIMEOUT', 'errors.request_timeout'],
      ['TOO_MANY_REQUESTS', 'errors.too_many_requests'],
      ['TENANCY_ENDED', 'errors.tenancy_ended'],
      ['SOMETHING_NEW', 'errors.generic'],
    ];
    for (const [code, key] of cases) {
      const s = setup({ DataTokenAuth: () => ({ errors: [{ message: `Refused (${code})`, extensions: { code } }] }) });
      const error = await loginWithEmail(s.clients, 'a', 'b').catch((e: unknown) => e);
      expect(error).toMatchObject({ errors: [{ code }] });
      expect(errorTextKey(error)).toBe(key);
    }
    // A message of SPEC §8 keeps its own text whatever the code.
    const credentials = new ServiceError('Please enter valid credentials', {
      errors: [{ message: 'Please enter valid credentials', code: 'QUERY_TIMEOUT' }],
    });
    expect(errorTextKey(credentials)).toBe('login.invalid_credentials');
    expect(errorTextKey(new ServiceError('Text must not contain NUL characters or unpaired surrogates.'))).toBe(
      'errors.invalid_text',
    );
  });

  it('sends activation codes without dashes, with an idempotency key', async () => {
    const s = setup({ AddTenancy: () => ({ data: { addTenancy: { ok: true } } }) });
    await addTenancy(s.clients, 'ABCD-EFGH-IJKL');
    expect(s.calls[0]?.variables).toEqual({ activationCode: 'ABCDEFGHIJKL', idempotencyKey: expect.any(String) });
    await addTenancy(s.clients, 'ABCD-EFGH-IJKL', 'a-key-the-screen-keeps');
    expect(s.calls[1]?.variables).toEqual({ activationCode: 'ABCDEFGHIJKL', idempotencyKey: 'a-key-the-screen-keeps' });
  });

  it('adds a tenancy again with the same key after an answer that never came, and a new key after', async () => {
    let answer: () => unknown = () => new Response('', { status: 503 });
    const s = setup({ AddTenancy: () => answer() });
    await expect(addTenancy(s.clients, 'ABCD-EFGH-IJKL')).rejects.toMatchObject({ unreachable: true });
    answer = () => ({ data: { addTenancy: { ok: true } } });
    await addTenancy(s.clients, 'ABCDEFGHIJKL');
    const [lost, retry] = s.calls.map((c) => c.variables.idempotencyKey);
    expect(retry).toBe(lost);
    // another code is another attempt; so is the same code once it was added
    await addTenancy(s.clients, 'MNPQ-RSTU-VWXY');
    await addTenancy(s.clients, 'ABCD-EFGH-IJKL');
    const keys = new Set(s.calls.map((c) => c.variables.idempotencyKey));
    expect(keys.size).toBe(3);
  });

  it('logout revokes e-mail-password refresh tokens and clears all storage', async () => {
    const s = setup({
      MainRevokeToken: () => ({ data: { revokeToken: { revoked: true } } }),
      DataRevokeToken: () => ({ data: { revokeToken: { revoked: true } } }),
    });
    s.storage.set('mainToken', jwt(NOW / 1000 + 300));
    s.storage.set('mainRefreshToken', 'mr');
    s.storage.set('dataToken', jwt(NOW / 1000 + 300));
    s.storage.set('dataRefreshToken', 'dr');
    s.storage.set('selectedTenancyId', '7');
    await logout(s.clients, 'email-password', s.storage);
    expect(s.calls.map((c) => c.operation).sort()).toEqual(['DataRevokeToken', 'MainRevokeToken']);
    expect(s.local.length).toBe(0);
  });

  it('logout of a social user revokes nothing', async () => {
    const s = setup({});
    s.storage.set('dataRefreshToken', 'dr');
    await logout(s.clients, 'google', s.storage);
    expect(s.calls).toHaveLength(0);
    expect(s.local.length).toBe(0);
  });
});

describe('token refresh across tabs (one refresh at a time)', () => {
  /** Web Locks as the browser gives them to every tab of an origin: one holder per name, in turn. */
  function sharedLocks() {
    const tails = new Map<string, Promise<unknown>>();
    return {
      request<T>(name: string, callback: () => Promise<T>): Promise<T> {
        const run = (tails.get(name) ?? Promise.resolve()).then(callback, callback);
        tails.set(
          name,
          run.catch(() => undefined),
        );
        return run;
      },
    };
  }

  /**
   * Two tabs of one browser: one local storage (where the tokens are) and one service, which rotates
   * refresh tokens and takes a second use of one as theft (the whole family revoked).
   */
  /** Where tabs hand a refresh over, kept in memory (the browser's is IndexedDB). */
  function memoryHandOver(): RefreshHandOver {
    const results = new Map<string, RefreshResult>();
    return {
      get: async (service) => results.get(service),
      set: async (service, result) => void (result ? results.set(service, result) : results.delete(service)),
    };
  }

  /**
   * Local storage as tabs in different processes see it: each its own copy, where another tab's writes
   * arrive later (here: when the test delivers them).
   */
  function laggingLocalStorage() {
    const copies = [createMemoryStorage(), createMemoryStorage()];
    const inTransit: Array<() => void> = [];
    const views = copies.map((own, i) => {
      const other = copies[1 - i]!;
      return {
        ...own,
        getItem: (key: string) => own.getItem(key),
        setItem: (key: string, value: string) => {
          own.setItem(key, value);
          inTransit.push(() => other.setItem(key, value));
        },
        removeItem: (key: string) => {
          own.removeItem(key);
          inTransit.push(() => other.removeItem(key));
        },
      };
    });
    return { views, deliver: () => inTransit.splice(0).forEach((write) => write()) };
  }

  function twoTabs(
    locks: RefreshLocks | null,
    { lagging = false, handOver = null }: { lagging?: boolean; handOver?: RefreshHandOver | null } = {},
  ) {
    let refreshes = 0;
    let current = 'r1';
    let revoked = false;
    const fresh = jwt(NOW / 1000 + 3600, 'fresh');
    /** Access tokens the service no longer takes (it answers 'login-required', as for an expired one). */
    const refused = new Set<string>();
    const net = fakeNetwork({
      DataRefreshToken: async (variables) => {
        refreshes++;
        await new Promise((r) => setTimeout(r, 5));
        if (revoked || variables.refreshToken !== current) {
          revoked = true;
          return { errors: [{ message: 'Invalid refresh token' }] };
        }
        current = `r${refreshes + 1}`;
        return { data: { refreshToken: { token: fresh, refreshToken: current, refreshExpiresIn: 100 } } };
      },
      DataMe: async () => {
        const sent = net.calls.at(-1)?.authorization?.replace('JWT ', '') ?? '';
        // an answer takes a moment, so that the twenty refusals overlap
        await new Promise((r) => setTimeout(r, 1));
        return refused.has(sent) || revoked
          ? { errors: [{ message: 'login-required' }] }
          : { data: { me: { id: '1', email: 'a@example.dk' } } };
      },
    });
    const shared = createMemoryStorage();
    const lag = lagging ? laggingLocalStorage() : null;
    const views = lag?.views ?? [shared, shared];
    const tab = (local: ReturnType<typeof createMemoryStorage>) => {
      const storage = createAppStorage({ local, session: createMemoryStorage() });
      const onRefreshFailure = vi.fn();
      const onLoginRequired = vi.fn();
      const clients = createApiClients({
        endpoints: { main: 'https://main.example/graphql', data: 'https://data.example/graphql' },
        storage,
        fetch: net.fetch,
        now: () => Date.now(),
        onRefreshFailure,
        onLoginRequired,
        locks,
        handOver,
      });
      return { clients, storage, onRefreshFailure, onLoginRequired };
    };
    const tabs = [tab(views[0]!), tab(views[1]!)];
    tabs[0]!.storage.set('dataToken', jwt(NOW / 1000 + 4));
    tabs[0]!.storage.set('dataRefreshToken', 'r1');
    return {
      tabs,
      net,
      fresh,
      refused,
      refreshes: () => refreshes,
      revoked: () => revoked,
      deliver: () => lag?.deliver(),
    };
  }

  beforeEach(() => {
    vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
  });

  it('twenty requests from two tabs, as the access token expires, make one refresh; every request has the new token', async () => {
    const s = twoTabs(sharedLocks());
    const requests = Array.from({ length: 20 }, (_, i) =>
      s.tabs[i % 2]!.clients.nucleolus.requestOrNull(DataMeDocument),
    );
    const answers = await Promise.all(requests);
    expect(s.refreshes()).toBe(1);
    expect(s.revoked()).toBe(false);
    expect(answers.every((a) => a !== null)).toBe(true);
    const me = s.net.calls.filter((c) => c.operation === 'DataMe');
    expect(me).toHaveLength(20);
    expect(me.every((c) => c.authorization === `JWT ${s.fresh}`)).toBe(true);
    for (const tab of s.tabs) expect(tab.onRefreshFailure).not.toHaveBeenCalled();
  });

  it('without taking turns the second tab reuses the refresh token and the session is revoked', async () => {
    const s = twoTabs(null);
    await Promise.all(
      Array.from({ length: 20 }, (_, i) => s.tabs[i % 2]!.clients.nucleolus.requestOrNull(DataMeDocument)),
    );
    expect(s.refreshes()).toBeGreaterThanOrEqual(2);
    expect(s.revoked()).toBe(true);
  });

  it('twenty requests from two tabs refused by the service make one refresh and are sent again with the new token', async () => {
    const s = twoTabs(sharedLocks());
    // The service refuses a token the tabs still take for valid (it was ended early, or a clock is off).
    const old = jwt(NOW / 1000 + 600, 'refused');
    s.tabs[0]!.storage.set('dataToken', old);
    s.refused.add(old);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => s.tabs[i % 2]!.clients.nucleolus.requestOrNull(DataMeDocument)),
    );
    expect(s.refreshes()).toBe(1);
    expect(s.revoked()).toBe(false);
    expect(answers.every((a) => a !== null)).toBe(true);
    const me = s.net.calls.filter((c) => c.operation === 'DataMe');
    expect(me.filter((c) => c.authorization === `JWT ${old}`)).toHaveLength(20);
    expect(me.filter((c) => c.authorization === `JWT ${s.fresh}`)).toHaveLength(20);
    for (const tab of s.tabs) {
      expect(tab.onRefreshFailure).not.toHaveBeenCalled();
      expect(tab.onLoginRequired).not.toHaveBeenCalled();
    }
  });

  it('a request refused again with a fresh token sends the browser to the site root; one whose refresh fails ends the session', async () => {
    const s = twoTabs(sharedLocks());
    const old = jwt(NOW / 1000 + 600, 'refused');
    s.tabs[0]!.storage.set('dataToken', old);
    s.refused.add(old).add(s.fresh);
    await expect(s.tabs[0]!.clients.nucleolus.request(DataMeDocument)).rejects.toMatchObject({
      name: 'login-required',
    });
    expect(s.refreshes()).toBe(1);
    expect(s.tabs[0]!.onLoginRequired).toHaveBeenCalledOnce();

    const ended = twoTabs(sharedLocks());
    ended.tabs[0]!.storage.set('dataToken', old);
    ended.refused.add(old);
    ended.tabs[0]!.storage.set('dataRefreshToken', 'stolen-and-used');
    await expect(ended.tabs[1]!.clients.nucleolus.request(DataMeDocument)).rejects.toMatchObject({
      name: 'login-required',
    });
    expect(ended.tabs[1]!.onRefreshFailure).toHaveBeenCalledOnce();
    // the ending has been dealt with (the login page says why): no second trip to the site root
    expect(ended.tabs[1]!.onLoginRequired).not.toHaveBeenCalled();
  });

  it("a tab whose refresh is due after the other tab's refresh takes that pair instead of refreshing again", async () => {
    vi.useFakeTimers({ now: NOW });
    const s = twoTabs(sharedLocks());
    const first = jwt(NOW / 1000 + 60);
    for (const tab of s.tabs) tab.clients.nucleolus.setTokens({ token: first, refreshToken: 'r1' });
    // the first tab renews early (the service refused its token); the second tab's timer still runs
    s.refused.add(first);
    await vi.advanceTimersByTimeAsync(10_000);
    const early = s.tabs[0]!.clients.nucleolus.request(DataMeDocument);
    await vi.advanceTimersByTimeAsync(100);
    await early;
    expect(s.refreshes()).toBe(1);
    await vi.advanceTimersByTimeAsync(50_000);
    expect(s.refreshes()).toBe(1);
    expect(s.revoked()).toBe(false);
    expect(s.tabs[1]!.storage.get('dataToken')).toBe(s.fresh);
  });

  it('an impersonated session (one tab) does not wait for the tabs of the resident', async () => {
    const request = vi.fn((_name: string, callback: () => Promise<unknown>) => callback());
    const locks = { request } as unknown as RefreshLocks;
    const s = twoTabs(locks);
    const support = s.tabs[0]!.storage;
    support.setImpersonating(true, NOW);
    support.set('dataToken', jwt(NOW / 1000 + 4));
    support.set('dataRefreshToken', 'r1');
    await s.tabs[0]!.clients.nucleolus.request(DataMeDocument);
    expect(s.refreshes()).toBe(1);
    expect(request).not.toHaveBeenCalled();

    const resident = twoTabs(locks);
    await resident.tabs[1]!.clients.nucleolus.request(DataMeDocument);
    expect(request).toHaveBeenCalledWith('portal.refresh.data', expect.any(Function));
  });

  it('a tab whose copy of local storage lags behind takes the pair the other tab handed over; without it, it reuses the spent token', async () => {
    for (const handOver of [memoryHandOver(), null]) {
      const s = twoTabs(sharedLocks(), { lagging: true, handOver });
      // the first tab's sign-in has reached the second; its refresh will not have, when the lock passes
      s.deliver();
      expect(s.tabs[1]!.storage.get('dataRefreshToken')).toBe('r1');
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, i) => s.tabs[i % 2]!.clients.nucleolus.requestOrNull(DataMeDocument)),
      );
      if (handOver) {
        expect(s.refreshes()).toBe(1);
        expect(s.revoked()).toBe(false);
        expect(answers.every((a) => a !== null)).toBe(true);
        expect(s.tabs[1]!.storage.get('dataToken')).toBe(s.fresh);
      } else {
        // (the first tab's requests then find the session revoked and try once more: 2 or more)
        expect(s.refreshes()).toBeGreaterThanOrEqual(2);
        expect(s.revoked()).toBe(true);
      }
    }
  });

  it('a tab that finds the session ended by the other tab ends its own', async () => {
    const s = twoTabs(sharedLocks());
    // The other tab signed out (or its refresh failed) while this one waited: the tokens are gone.
    const waiting = s.tabs[1]!.clients.nucleolus.validToken();
    s.tabs[0]!.clients.nucleolus.clearTokens();
    await expect(waiting).rejects.toMatchObject({ name: 'Invalid refresh token' });
    expect(s.tabs[1]!.onRefreshFailure).toHaveBeenCalledTimes(1);
    expect(s.refreshes()).toBe(0);
  });
});

describe('outages and refusals', () => {
  const down = () => {
    throw new TypeError('Failed to fetch');
  };
  const answer = (status: number, body: unknown = {}, headers: Record<string, string> = {}) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });

  it('a refresh that cannot reach the service keeps the session, and the next request refreshes again', async () => {
    let reachable = false;
    const fresh = jwt(NOW / 1000 + 3600, 'fresh');
    const s = setup({
      MainRefreshToken: () =>
        reachable ? { data: { refreshToken: { token: fresh, refreshToken: 'r2', refreshExpiresIn: 100 } } } : down(),
      MainMe: () => meResult,
    });
    s.storage.set('mainToken', jwt(NOW / 1000 + 2));
    s.storage.set('mainRefreshToken', 'r1');
    const failed = await s.clients.nucleus.request(MainMeDocument).catch((e: unknown) => e);
    expect(failed).toBeInstanceOf(ServiceError);
    expect((failed as ServiceError).unreachable).toBe(true);
    expect(s.onRefreshFailure).not.toHaveBeenCalled();
    expect(s.storage.get('mainRefreshToken')).toBe('r1');
    reachable = true;
    await s.clients.nucleus.request(MainMeDocument);
    expect(s.calls.filter((c) => c.operation === 'MainMe').at(-1)?.authorization).toBe(`JWT ${fresh}`);
  });

  it('a 502 without a GraphQL answer is unreachable; a refused refresh still ends the session', async () => {
    const s = setup({
      MainRefreshToken: () => answer(502, { message: 'Bad gateway' }),
      DataRefreshToken: () => ({ errors: [{ message: 'Invalid refresh token' }] }),
      MainMe: () => meResult,
      DataMe: () => ({ data: { me: null } }),
    });
    s.storage.set('mainToken', jwt(NOW / 1000 + 2));
    s.storage.set('mainRefreshToken', 'r1');
    await expect(s.clients.nucleus.request(MainMeDocument)).rejects.toMatchObject({ unreachable: true, status: 502 });
    expect(s.onRefreshFailure).not.toHaveBeenCalled();
    s.storage.set('dataToken', jwt(NOW / 1000 + 2));
    s.storage.set('dataRefreshToken', 'd1');
    await expect(s.clients.nucleolus.request(DataMeDocument)).rejects.toMatchObject({ unreachable: false });
    expect(s.onRefreshFailure).toHaveBeenCalledOnce();
    expect(s.storage.get('dataToken')).toBeNull();
  });

  it('a bare HTTP 401 is a refusal like "login-required": one refresh, then the request again', async () => {
    const fresh = jwt(NOW / 1000 + 3600, 'fresh');
    let first = true;
    const s = setup({
      MainRefreshToken: () => ({ data: { refreshToken: { token: fresh, refreshToken: 'r2', refreshExpiresIn: 100 } } }),
      MainMe: () => {
        if (!first) return meResult;
        first = false;
        return answer(401, { message: 'Unauthorized' });
      },
    });
    s.storage.set('mainToken', jwt(NOW / 1000 + 3600, 'old'));
    s.storage.set('mainRefreshToken', 'r1');
    await expect(s.clients.nucleus.request(MainMeDocument)).resolves.toEqual(meResult.data);
    expect(s.calls.filter((c) => c.operation === 'MainRefreshToken')).toHaveLength(1);
    expect(s.onLoginRequired).not.toHaveBeenCalled();
  });

  it('a table or KPI query answers null when refused, but fails (to be retried) when unreachable', async () => {
    let reachable = true;
    const s = setup({
      TenantTable: () => (reachable ? { errors: [{ message: 'Invalid periodicity' }] } : down()),
    });
    const table = { aggregationLevel: 'UNIT', objectId: '1', periodBegin: 'a', periodEnd: 'b' } as const;
    await expect(s.clients.nucleolus.requestOrNull(TenantTableDocument, { table })).resolves.toBeNull();
    reachable = false;
    await expect(s.clients.nucleolus.requestOrNull(TenantTableDocument, { table })).rejects.toMatchObject({
      unreachable: true,
    });
  });

  it("judges expiry on the service's time: a device clock a minute slow refreshes when the service says so", async () => {
    const serverNow = NOW;
    const deviceNow = NOW - 60_000;
    const issued = (lifetimeSeconds: number, extra: string) =>
      `h.${b64url(JSON.stringify({ iat: serverNow / 1000, exp: serverNow / 1000 + lifetimeSeconds, extra }))}.s`;
    const fresh = issued(3600, 'fresh');
    const s = setup(
      {
        MainRefreshToken: () => ({
          data: { refreshToken: { token: fresh, refreshToken: 'r2', refreshExpiresIn: 100 } },
        }),
        MainMe: () => meResult,
      },
      () => deviceNow,
    );
    // a pair the service has just issued tells the client its time
    s.clients.nucleus.setTokens({ token: issued(30, 'first'), refreshToken: 'r1' });
    // 27 s later on the service's clock: 3 s left, so the client refreshes first
    s.clients.nucleus.setTokens({ token: `h.${b64url(JSON.stringify({ exp: serverNow / 1000 + 3 }))}.s` });
    await s.clients.nucleus.request(MainMeDocument);
    expect(s.calls.map((c) => c.operation)).toEqual(['MainRefreshToken', 'MainMe']);
  });

  it("learns the time from the answers' Date header too", async () => {
    const s = setup({ MainMe: () => answer(200, meResult, { date: new Date(NOW + 120_000).toUTCString() }) });
    s.storage.set('mainToken', jwt(NOW / 1000 + 60));
    s.storage.set('mainRefreshToken', 'r1');
    await s.clients.nucleus.request(MainMeDocument);
    // the service is two minutes ahead: the token (60 s left on the device's clock) has expired
    await s.clients.nucleus.validToken().catch(() => undefined);
    expect(s.calls.map((c) => c.operation)).toContain('MainRefreshToken');
  });
});
