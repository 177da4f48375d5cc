import {
  type ApiClients,
  type AppStorage,
  type AppStore,
  type AuthType,
  addTenancy,
  authTypeAtom,
  checkActivationCode,
  chooseTenancyId,
  currentUserAtom,
  getUser,
  isTokenExpired,
  isUnreachable,
  serverClock,
  logout as logoutServices,
  mainOperations,
  dataOperations,
  discardSession,
  normalizeActivationCode,
  pendingActivationCodesAtom,
  selectedTenancyIdAtom,
  selectedUnitIdAtom,
  tenanciesAtom,
  userAtom,
  userUnitsAtom,
  type Tenancy,
  type UserUnit,
} from '@portal/shared';
import { NO_TENANCIES_PATH, dashboardPath } from '@portal/shared/routing';

export interface SessionDeps {
  clients: ApiClients;
  store: AppStore;
  storage: AppStorage;
}

/** SPEC §4: the selected tenancy comes from the URL path (/t/{id}) or the `tenancyId` query. */
export function tenancyIdFromUrl(url: URL): string | null {
  const match = /^\/t\/([^/]+)/.exec(url.pathname);
  return match?.[1] ?? url.searchParams.get('tenancyId');
}

/** The unit of a tenancy among the user's units (the tenancy names it by `unitId`). */
export function unitOfTenancy(units: readonly UserUnit[], tenancy: Tenancy | null | undefined): UserUnit | null {
  if (!tenancy?.unitId) return null;
  return units.find((u) => u.unit?.id === tenancy.unitId || u.id === tenancy.unitId) ?? null;
}

function authTypeOf(userType: string, storage: AppStorage): AuthType {
  if (storage.isImpersonating()) return 'impersonation';
  return userType as AuthType;
}

/** Selects a tenancy (and its unit) and remembers it. */
export function selectTenancy({ store, storage }: Omit<SessionDeps, 'clients'>, id: string | null): void {
  store.set(selectedTenancyIdAtom, id);
  storage.set('selectedTenancyId', id);
  const tenancy = store.get(tenanciesAtom).find((t) => t.id === id);
  const unit = unitOfTenancy(store.get(userUnitsAtom), tenancy);
  store.set(selectedUnitIdAtom, unit?.id ?? null);
}

/**
 * Loads user, tenancies and units (SPEC §4) into the session atoms and selects a tenancy: the one
 * asked for when the user has it, else the first.
 */
export async function loadSession(
  deps: SessionDeps,
  wantedTenancyId: string | null,
  rememberedTenancyId: string | null = null,
): Promise<void> {
  const { clients, store, storage } = deps;
  const userAnswer = getUser(clients);
  // the units are asked beside the user, in the same batched request: a round trip sooner than after
  // it (a user without tenancies has none, and their answer is not waited for)
  const unitsAnswer = clients.nucleolus.request(dataOperations.UserUnitsDocument).then(
    (r) => ({ units: r.userUnits, error: null }),
    (error: unknown) => ({ units: [] as UserUnit[], error }),
  );
  // An impersonated session holds the data service's tokens only (SPEC §4): asking the main service
  // without a token would answer 'login-required', which sends the browser to the site root, again and again.
  const [me, main] = await Promise.all([
    userAnswer,
    storage.isImpersonating() ? null : clients.nucleus.request(mainOperations.MainMeDocument).catch(() => null),
  ]);
  const { tenancies, ...user } = me;
  let units: UserUnit[] = [];
  if (tenancies.length) {
    const answer = await unitsAnswer;
    if (answer.error !== null && isUnreachable(answer.error)) throw answer.error;
    units = answer.units;
  }
  store.set(userAtom, user);
  store.set(currentUserAtom, main?.me ?? null);
  store.set(authTypeAtom, authTypeOf(user.userType, storage));
  store.set(tenanciesAtom, tenancies);
  store.set(userUnitsAtom, units);
  const wanted = tenancies.some((t) => t.id === wantedTenancyId) ? wantedTenancyId : rememberedTenancyId;
  selectTenancy(deps, chooseTenancyId(tenancies, wanted));
}

/** An unused activation code waiting (URL or storage). */
export function pendingCode({ store, storage }: Omit<SessionDeps, 'clients'>): string | null {
  return store.get(pendingActivationCodesAtom)[0] ?? storage.get('unusedActivationCode');
}

/** Drops the unused activation code (used, or the dialog was closed: SPEC §2). */
export function discardCode({ store, storage }: Omit<SessionDeps, 'clients'>): void {
  store.set(pendingActivationCodesAtom, []);
  storage.remove('unusedActivationCode');
}

/** Keeps a valid code as unused (SPEC §4). */
export function keepCode({ store, storage }: Omit<SessionDeps, 'clients'>, code: string): void {
  const normalized = normalizeActivationCode(code);
  store.set(pendingActivationCodesAtom, [normalized]);
  storage.set('unusedActivationCode', normalized);
}

/**
 * After a sign-in (SPEC §4 "Login by e-mail"): applies an unused activation code (add tenancy, then
 * drop the code), loads the session and returns where to go: the selected tenancy's dashboard, or
 * /no-tenancies. A code that cannot be used is dropped and its error rethrown after the session is
 * loaded, so the caller can show it.
 */
export async function afterSignIn(deps: SessionDeps, wantedTenancyId: string | null): Promise<string> {
  // a new session: the login page no longer needs to say why the last one ended
  deps.storage.forgetSessionEnded();
  const code = pendingCode(deps);
  let codeError: unknown = null;
  let added: string | null = null;
  if (code) {
    // the tenancies before, to select the one the code adds (a fresh login has none loaded yet)
    const before = new Set(
      (
        await getUser(deps.clients).then(
          (u) => u.tenancies,
          () => deps.store.get(tenanciesAtom),
        )
      ).map((t) => t.id),
    );
    try {
      await addTenancy(deps.clients, code);
      added = 'new';
    } catch (error) {
      codeError = error;
    }
    discardCode(deps);
    if (added) {
      await loadSession(deps, wantedTenancyId);
      const fresh = deps.store.get(tenanciesAtom).find((t) => !before.has(t.id));
      if (fresh) selectTenancy(deps, fresh.id);
    }
  }
  if (!added) await loadSession(deps, wantedTenancyId);
  if (codeError) throw Object.assign(new Error('activation-code'), { cause: codeError, name: 'ActivationCodeError' });
  return pathAfterSignIn(deps.store);
}

export function pathAfterSignIn(store: AppStore): string {
  return signedInHome(store.get(selectedTenancyIdAtom));
}

/** Where a signed-in user belongs: the selected tenancy's dashboard, or /no-tenancies without one. */
export function signedInHome(selectedTenancyId: string | null): string {
  return selectedTenancyId ? dashboardPath(selectedTenancyId) : NO_TENANCIES_PATH;
}

/** SPEC §4 logout: revocation for e-mail-password users, then the session discarded with all storage. */
export async function logout(deps: SessionDeps): Promise<void> {
  await logoutServices(deps.clients, deps.store.get(authTypeAtom), deps.storage);
  discardSession(deps);
}

export type ActivationCheck = 'none' | 'kept' | 'used' | 'invalid' | 'failed';

/** How resuming a stored session went: loaded, ended (refused: signed out), or the services unreachable. */
export type SessionResume = 'loaded' | 'ended' | 'unreachable';

/**
 * Loads the stored session. A refusal (the tokens are no good) resets all state (SPEC §4); services
 * that cannot be reached end nothing: the tokens, tenancy, language and acknowledgements stay, and the
 * caller tries again later.
 */
export async function resumeSession(deps: SessionDeps, url: URL): Promise<SessionResume> {
  try {
    await loadSession(deps, tenancyIdFromUrl(url), deps.storage.get('selectedTenancyId'));
    return 'loaded';
  } catch (error) {
    if (isUnreachable(error)) {
      console.warn('[session] the services could not be reached; the session is kept', error);
      return 'unreachable';
    }
    console.warn('[session] the session could not be loaded; starting signed out', error);
    discardSession(deps);
    return 'ended';
  }
}

/**
 * SPEC §4 start-up: expired tokens without a refresh token are cleared (with one, the client refreshes
 * on the first request; a failed refresh resets and logs out); an `activationCode` in the URL is
 * validated; with a token, the session is loaded, and a failure resets all state.
 */
export async function startSession(
  deps: SessionDeps,
  url: URL,
): Promise<{ code: ActivationCheck; resumed: SessionResume | null }> {
  const { clients, storage } = deps;
  for (const [client, token, refresh] of [
    [clients.nucleus, 'mainToken', 'mainRefreshToken'],
    [clients.nucleolus, 'dataToken', 'dataRefreshToken'],
  ] as const) {
    const access = storage.get(token);
    if (access && isTokenExpired(access, serverClock().now()) && !storage.get(refresh)) client.clearTokens();
  }

  let code: ActivationCheck = 'none';
  const fromUrl = url.searchParams.get('activationCode');
  if (fromUrl) {
    try {
      const result = await checkActivationCode(clients, fromUrl);
      if (result.ok) {
        keepCode(deps, fromUrl);
        code = 'kept';
      } else {
        code = /already been used/i.test(result.text) ? 'used' : 'invalid';
      }
    } catch {
      code = 'failed';
    }
  } else {
    const stored = storage.get('unusedActivationCode');
    if (stored) deps.store.set(pendingActivationCodesAtom, [stored]);
  }

  let resumed: SessionResume | null = null;
  if (storage.get('dataToken') || storage.get('dataRefreshToken')) {
    resumed = await resumeSession(deps, url);
    if (resumed === 'ended' && code === 'kept' && fromUrl) keepCode(deps, fromUrl);
  }
  return { code, resumed };
}
