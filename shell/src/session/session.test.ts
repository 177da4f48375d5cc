import { describe, expect, it } from 'vitest';
import {
  authTypeAtom,
  pendingActivationCodesAtom,
  selectedTenancyIdAtom,
  ServiceError,
  tenanciesAtom,
  userAtom,
} from '@portal/shared';
import { afterSignIn, resumeSession, startSession, tenancyIdFromUrl } from './session';
import { fakeDeps, me, tenancy } from './test-fakes';

const unexpiredToken = (() => {
  const b64 = (o: object) => btoa(JSON.stringify(o)).replace(/=+$/, '');
  return `${b64({ alg: 'HS256' })}.${b64({ exp: Math.floor(Date.now() / 1000) + 3600 })}.sig`;
})();

const TWO = [tenancy('4', 'Storgata 1'), tenancy('9', 'Jægergårdsgade 40')];

describe('session start-up (SPEC §4)', () => {
  it('reads the tenancy from the URL path or the tenancyId query', () => {
    expect(tenancyIdFromUrl(new URL('http://x/t/9/alarms'))).toBe('9');
    expect(tenancyIdFromUrl(new URL('http://x/login?tenancyId=4'))).toBe('4');
    expect(tenancyIdFromUrl(new URL('http://x/login'))).toBeNull();
  });

  it('with a token, loads user and tenancies and selects the one in the URL, else the first', async () => {
    const deps = fakeDeps({
      DataMe: () => me(TWO),
      MainMe: () => ({ me: null }),
      UserUnits: () => ({ userUnits: [] }),
    });
    deps.storage.set('dataToken', unexpiredToken);
    await startSession(deps, new URL('http://x/t/9'));
    expect(deps.store.get(userAtom)?.email).toBe('demo@example.com');
    expect(deps.store.get(tenanciesAtom)).toHaveLength(2);
    expect(deps.store.get(selectedTenancyIdAtom)).toBe('9');
    expect(deps.store.get(authTypeAtom)).toBe('email-password');

    const other = fakeDeps({
      DataMe: () => me(TWO),
      MainMe: () => ({ me: null }),
      UserUnits: () => ({ userUnits: [] }),
    });
    other.storage.set('dataToken', unexpiredToken);
    await startSession(other, new URL('http://x/t/12345'));
    expect(other.store.get(selectedTenancyIdAtom)).toBe('4');
  });

  it('an impersonated session loads from the data service alone: the main service has no token to answer', async () => {
    const deps = fakeDeps({
      DataMe: () => me(TWO),
      MainMe: () => {
        throw new Error('the main service was asked without a token');
      },
      UserUnits: () => ({ userUnits: [] }),
    });
    const asked: string[] = [];
    const request = deps.clients.nucleus.request.bind(deps.clients.nucleus);
    deps.clients.nucleus.request = ((document: unknown, ...rest: unknown[]) => {
      asked.push(String(document));
      return (request as (...args: unknown[]) => unknown)(document, ...rest);
    }) as typeof request;
    deps.storage.setImpersonating(true, Date.now());
    deps.storage.set('dataToken', unexpiredToken);
    await startSession(deps, new URL('http://x/t/4'));
    expect(asked).toEqual([]);
    expect(deps.store.get(tenanciesAtom)).toHaveLength(2);
    expect(deps.store.get(authTypeAtom)).toBe('impersonation');
  });

  it('services that cannot be reached end nothing: tokens, tenancy and language stay, and a later try loads', async () => {
    let reachable = false;
    const deps = fakeDeps({
      DataMe: () => {
        if (!reachable) throw new ServiceError('Failed to fetch', { unreachable: true });
        return me(TWO);
      },
      MainMe: () => ({ me: null }),
      UserUnits: () => ({ userUnits: [] }),
    });
    deps.storage.set('dataToken', unexpiredToken);
    deps.storage.set('dataRefreshToken', 'r1');
    deps.storage.set('selectedTenancyId', '9');
    deps.storage.set('language', 'da');
    const url = new URL('http://x/t/9');
    expect((await startSession(deps, url)).resumed).toBe('unreachable');
    expect(deps.store.get(userAtom)).toBeNull();
    expect(deps.storage.get('dataToken')).toBe(unexpiredToken);
    expect(deps.storage.get('dataRefreshToken')).toBe('r1');
    expect(deps.storage.get('selectedTenancyId')).toBe('9');
    expect(deps.storage.get('language')).toBe('da');
    reachable = true;
    expect(await resumeSession(deps, url)).toBe('loaded');
    expect(deps.store.get(selectedTenancyIdAtom)).toBe('9');
  });

  it('the units unreachable after the user loaded: still unreachable, not a tenancy without units', async () => {
    const deps = fakeDeps({
      DataMe: () => me(TWO),
      MainMe: () => ({ me: null }),
      UserUnits: () => {
        throw new ServiceError('HTTP 503', { unreachable: true, status: 503 });
      },
    });
    deps.storage.set('dataToken', unexpiredToken);
    expect((await startSession(deps, new URL('http://x/t/4'))).resumed).toBe('unreachable');
    expect(deps.storage.get('dataToken')).toBe(unexpiredToken);
  });

  it('asks for the units with the user, not after the user answered (one batched request)', async () => {
    const asked: string[] = [];
    let unitsAskedBeforeUserAnswered = false;
    const deps = fakeDeps({
      DataMe: () =>
        new Promise((resolve) =>
          setTimeout(() => {
            unitsAskedBeforeUserAnswered = asked.includes('UserUnits');
            resolve(me(TWO));
          }, 0),
        ),
      MainMe: () => ({ me: null }),
      UserUnits: () => {
        asked.push('UserUnits');
        return { userUnits: [] };
      },
    });
    deps.storage.set('dataToken', unexpiredToken);
    expect((await startSession(deps, new URL('http://x/t/4'))).resumed).toBe('loaded');
    expect(unitsAskedBeforeUserAnswered).toBe(true);
  });

  it('a user without tenancies does not wait for the units: their failure ends nothing', async () => {
    const deps = fakeDeps({
      DataMe: () => me([]),
      MainMe: () => ({ me: null }),
      UserUnits: () => {
        throw new ServiceError('HTTP 503', { unreachable: true, status: 503 });
      },
    });
    deps.storage.set('dataToken', unexpiredToken);
    expect((await startSession(deps, new URL('http://x/no-tenancies'))).resumed).toBe('loaded');
    expect(deps.store.get(userAtom)?.email).toBe('demo@example.com');
  });

  it('a failed load resets all state and storage', async () => {
    const deps = fakeDeps({
      DataMe: () => {
        throw new Error('boom');
      },
      MainMe: () => ({ me: null }),
    });
    deps.storage.set('dataToken', unexpiredToken);
    deps.storage.set('selectedTenancyId', '4');
    await startSession(deps, new URL('http://x/t/4'));
    expect(deps.store.get(userAtom)).toBeNull();
    expect(deps.storage.get('dataToken')).toBeNull();
    expect(deps.storage.get('selectedTenancyId')).toBeNull();
  });

  it('keeps a valid activation code from the URL as unused; reports a used one', async () => {
    const valid = fakeDeps({ ValidateActivationCode: () => ({ validateActivationCode: { ok: true, text: 'ok' } }) });
    expect((await startSession(valid, new URL('http://x/signup?activationCode=ABCD-EFGH-IJKL'))).code).toBe('kept');
    expect(valid.store.get(pendingActivationCodesAtom)).toEqual(['ABCDEFGHIJKL']);
    expect(valid.storage.get('unusedActivationCode')).toBe('ABCDEFGHIJKL');

    const used = fakeDeps({
      ValidateActivationCode: () => ({
        validateActivationCode: { ok: false, text: 'Activation code has already been used' },
      }),
    });
    expect((await startSession(used, new URL('http://x/?activationCode=ALREADYUSEDA'))).code).toBe('used');
    expect(used.storage.get('unusedActivationCode')).toBeNull();
  });

  it('clears an expired token that has no refresh token', async () => {
    const deps = fakeDeps({});
    const b64 = (o: object) => btoa(JSON.stringify(o)).replace(/=+$/, '');
    deps.storage.set('mainToken', `${b64({ alg: 'HS256' })}.${b64({ exp: 1 })}.sig`);
    await startSession(deps, new URL('http://x/login'));
    expect(deps.storage.get('mainToken')).toBeNull();
  });
});

describe('after a sign-in (SPEC §4)', () => {
  it('applies an unused activation code, drops it and selects the new tenancy', async () => {
    let tenancies = [TWO[0]!];
    const deps = fakeDeps({
      AddTenancy: (v) => {
        expect(v.activationCode).toBe('WELCOMEHOMEA');
        tenancies = TWO;
        return { addTenancy: { ok: true } };
      },
      DataMe: () => me(tenancies),
      MainMe: () => ({ me: null }),
      UserUnits: () => ({ userUnits: [] }),
    });
    deps.storage.set('unusedActivationCode', 'WELCOMEHOMEA');
    expect(await afterSignIn(deps, null)).toBe('/t/9');
    expect(deps.storage.get('unusedActivationCode')).toBeNull();
    expect(deps.store.get(pendingActivationCodesAtom)).toEqual([]);
  });

  it('goes to /no-tenancies when the user has none', async () => {
    const deps = fakeDeps({ DataMe: () => me([]), MainMe: () => ({ me: null }) });
    expect(await afterSignIn(deps, null)).toBe('/no-tenancies');
  });
});
