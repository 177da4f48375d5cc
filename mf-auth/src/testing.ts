// What the tests of this remote's screens share (never imported by the screens): the shell's services,
// as it hands them to its remotes, over one fake client answering each request as the test says.
import { vi } from 'vitest';
import { createStore } from 'jotai';
import { type ApiClients, ServiceError, userAtom } from '@portal/shared';
import { installTestServices } from '@portal/shared/test-utils';
import { tenancyPath } from '@portal/shared/routing';
import en from './i18n/en';
import da from './i18n/da';
import nb from './i18n/nb';

/** This remote's texts, for `renderWithProviders`. */
export const namespaces = { auth: { en, da, nb } };

/** Installs the page's services; `request` answers each GraphQL request (its document as text). */
export function installServices(request: (document: string, variables: Record<string, unknown>) => unknown) {
  const client = {
    request: vi.fn(async (doc: { toString(): string }, vars: Record<string, unknown>) => request(String(doc), vars)),
    setTokens: vi.fn(),
    clearTokens: vi.fn(),
  };
  const clients = { nucleus: client, nucleolus: client };
  const steps = {
    afterSignIn: vi.fn(async () => tenancyPath('1')),
    reloadSession: vi.fn(async () => undefined),
    logout: vi.fn(async () => undefined),
    discardSession: vi.fn(),
  };
  installTestServices(clients as unknown as ApiClients, steps);
  return { clients, ...steps };
}

/** A store with a signed-in user (old@example.com). */
export function signedInStore() {
  const store = createStore();
  store.set(userAtom, { id: '1', email: 'old@example.com', userType: 'email-password' } as never);
  return store;
}

/** The services' refusal with its code. */
export const refusal = (message: string, code: string) => new ServiceError(message, { errors: [{ message, code }] });
