import type { Language } from '@portal/domain';
import { type AppStorage, appStorage } from '../session/storage';
import { normalizeActivationCode } from '../validation/activation-code';
import type { ApiClients } from './clients';
import { tokenPairOr } from './token-pair';
import { INTERNAL_REJECTIONS, ServiceError } from './errors';
import { createIdempotentAttempts } from './idempotency';
import { MainLoginDocument, MainLoginFromShortLivedTokenDocument, MainRevokeTokenDocument } from './generated/main';
import {
  AddTenancyDocument,
  CreateEmailPasswordUserDocument,
  DataMeDocument,
  type DataMeQuery,
  DataRevokeTokenDocument,
  DataTokenAuthDocument,
  ImpersonateDocument,
  type SocialProvider,
  SocialAuthDocument,
  ValidateActivationCodeDocument,
} from './generated/data';

/** How the user signed in (SPEC §3 "auth type"; the data service's `userType`). */
export type AuthType = 'email-password' | SocialProvider | 'impersonation';

/** E-mail and password login to both services (SPEC §4 "Login by e-mail"). */
export async function loginWithEmail(clients: ApiClients, email: string, password: string): Promise<void> {
  const data = await clients.nucleolus.request(DataTokenAuthDocument, { email, password }, { anonymous: true });
  const dataPair = tokenPairOr(data?.tokenAuth, INTERNAL_REJECTIONS.authentication);
  const main = await clients.nucleus.request(
    MainLoginDocument,
    { credentials: { email, password, targetResource: 'tenant' } },
    { anonymous: true },
  );
  const mainPair = tokenPairOr(main?.login, INTERNAL_REJECTIONS.login);
  clients.nucleolus.setTokens(dataPair);
  clients.nucleus.setTokens(mainPair);
}

/** What a social sign-in answers: the account's e-mail, and whether this sign-in created it. */
export interface SocialSignIn {
  email: string;
  created: boolean;
}

/**
 * Social login (SPEC §4): the data service exchanges the provider's token, then the main service
 * trades the short-lived token for its own pair. The first sign-in creates the account, with
 * `language` (the one the portal shows) as its language.
 */
export async function loginWithSocial(
  clients: ApiClients,
  accessToken: string,
  provider: SocialProvider,
  language?: Language,
): Promise<SocialSignIn> {
  const data = await clients.nucleolus.request(
    SocialAuthDocument,
    { accessToken, provider, language: language ?? null },
    { anonymous: true },
  );
  const auth = data?.socialAuth;
  const dataPair = tokenPairOr(auth, INTERNAL_REJECTIONS.authentication);
  if (!auth?.shortLivedToken) throw new ServiceError(INTERNAL_REJECTIONS.authentication);
  clients.nucleolus.setTokens(dataPair);
  const main = await clients.nucleus.request(
    MainLoginFromShortLivedTokenDocument,
    { token: auth.shortLivedToken },
    { anonymous: true },
  );
  clients.nucleus.setTokens(tokenPairOr(main?.loginFromShortLivedToken, INTERNAL_REJECTIONS.login));
  return { email: auth.user.email, created: auth.created };
}

/**
 * Sign-up by e-mail (SPEC §4): creates the user on the data service, with `language` (the one the
 * portal shows) as its language, then logs in to the main service.
 */
export async function signUpWithEmail(
  clients: ApiClients,
  email: string,
  password: string,
  language?: Language,
): Promise<string> {
  const data = await clients.nucleolus.request(
    CreateEmailPasswordUserDocument,
    { email, password, language: language ?? null },
    { anonymous: true },
  );
  const created = data?.createEmailPasswordUser;
  clients.nucleolus.setTokens(tokenPairOr(created, INTERNAL_REJECTIONS.authentication));
  const main = await clients.nucleus.request(
    MainLoginDocument,
    { credentials: { email, password, targetResource: 'tenant' } },
    { anonymous: true },
  );
  clients.nucleus.setTokens(tokenPairOr(main?.login, INTERNAL_REJECTIONS.login));
  return created?.user.id ?? '';
}

/** SPEC §4/§9: an impersonated session ends after 60 minutes. */
export const IMPERSONATION_MS = 60 * 60 * 1000;

/** Impersonation (SPEC §4): session storage from here on, then the support token is traded for a pair. */
export async function impersonate(
  clients: ApiClients,
  token: string,
  storage: AppStorage = appStorage,
  now: number = Date.now(),
): Promise<void> {
  storage.setImpersonating(true, now);
  storage.set('hasOnboarded', 'true');
  const data = await clients.nucleolus.request(ImpersonateDocument, { token }, { anonymous: true });
  clients.nucleolus.setTokens(tokenPairOr(data?.impersonate, INTERNAL_REJECTIONS.authentication));
}

/** The data service user with their tenancies (result of `getUser`). */
/**
 * Milliseconds left of the impersonated session (SPEC §4: it logs out after 60 minutes), 0 when it is
 * over, `null` when this tab is not impersonating. The shell sets a timer with it and logs out.
 */
export function impersonationTimeLeft(storage: AppStorage = appStorage, now: number = Date.now()): number | null {
  const startedAt = storage.impersonationStartedAt();
  if (startedAt === null) return null;
  return Math.max(0, startedAt + IMPERSONATION_MS - now);
}

/** The data service user with their tenancies (result of `getUser`). */
export type DataUser = DataMeQuery['me'];

/** The signed-in user with their tenancies; rejects with 'Invalid getUser response' on a wrong shape. */
export async function getUser(clients: ApiClients): Promise<DataUser> {
  const data = await clients.nucleolus.request(DataMeDocument);
  const me = data?.me;
  if (!me || typeof me.id !== 'string' || !Array.isArray(me.tenancies))
    throw new ServiceError(INTERNAL_REJECTIONS.getUser);
  return me;
}

/** Checks an activation code with the server (dashes removed); `ok` and the server's text (SPEC §5). */
export async function checkActivationCode(clients: ApiClients, code: string): Promise<{ ok: boolean; text: string }> {
  const data = await clients.nucleolus.request(
    ValidateActivationCodeDocument,
    { activationCode: normalizeActivationCode(code) },
    { anonymous: true },
  );
  return data.validateActivationCode;
}

/** The attempts to add a tenancy in this page, by code: a try again with a code sends its key again. */
const addTenancyAttempts = createIdempotentAttempts();

/**
 * Adds the tenancy of an activation code (dashes removed); rejects with the server's reason. It sends
 * an idempotency key (docs/decisions/0034): `idempotencyKey` when the caller keeps the attempt
 * (`useIdempotencyKey`), else the key of this page's attempt for the code, kept until the code is
 * added, so that a try again after an answer that never came is answered ok instead of "Activation
 * code has already been used".
 */
export async function addTenancy(clients: ApiClients, code: string, idempotencyKey?: string): Promise<void> {
  const activationCode = normalizeActivationCode(code);
  const send = (key: string) => clients.nucleolus.request(AddTenancyDocument, { activationCode, idempotencyKey: key });
  const data = await (idempotencyKey ? send(idempotencyKey) : addTenancyAttempts.of(activationCode).send(send));
  if (!data.addTenancy.ok) throw new ServiceError('Activation code could not be used');
}

/**
 * Logout (SPEC §4): cancels timers, revokes the refresh tokens when the user signed in with e-mail and
 * password, and clears all storage. Revocation failures do not stop the logout.
 */
export async function logout(
  clients: ApiClients,
  authType: AuthType | null,
  storage: AppStorage = appStorage,
): Promise<void> {
  clients.nucleus.dispose();
  clients.nucleolus.dispose();
  if (authType === 'email-password') {
    const mainRefresh = storage.get('mainRefreshToken');
    const dataRefresh = storage.get('dataRefreshToken');
    await Promise.allSettled([
      mainRefresh ? clients.nucleus.request(MainRevokeTokenDocument, { refreshToken: mainRefresh }) : null,
      dataRefresh ? clients.nucleolus.request(DataRevokeTokenDocument, { refreshToken: dataRefresh }) : null,
    ]);
  }
  clients.nucleus.clearTokens();
  clients.nucleolus.clearTokens();
  storage.clearAll();
}
