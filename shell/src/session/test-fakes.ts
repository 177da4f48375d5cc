import { createStore } from 'jotai';
import { type ApiClients, type AppStorage, createAppStorage, createMemoryStorage } from '@portal/shared';
import type { SessionDeps } from './session';

type Handler = (variables: Record<string, unknown>) => unknown;

/** Clients whose requests are answered by operation name (the first `query X`/`mutation X` of the document). */
export function fakeClients(handlers: Record<string, Handler>, storage: AppStorage): ApiClients {
  const client = (service: 'main' | 'data') => {
    const prefix = service === 'main' ? 'main' : 'data';
    return {
      service,
      request: async (document: { toString(): string }, variables: Record<string, unknown> = {}) => {
        const name = /(?:query|mutation)\s+(\w+)/.exec(String(document))?.[1] ?? '';
        const handler = handlers[name];
        if (!handler) throw new Error(`no fake for ${name}`);
        return handler(variables);
      },
      requestOrNull: async () => null,
      setTokens: (pair: { token: string; refreshToken?: string }) => {
        storage.set(`${prefix}Token` as never, pair.token);
        if (pair.refreshToken) storage.set(`${prefix}RefreshToken` as never, pair.refreshToken);
      },
      clearTokens: () => {
        storage.remove(`${prefix}Token` as never);
        storage.remove(`${prefix}RefreshToken` as never);
      },
      dispose: () => undefined,
    };
  };
  return { nucleus: client('main'), nucleolus: client('data') } as unknown as ApiClients;
}

export function fakeDeps(handlers: Record<string, Handler>): SessionDeps {
  const storage = createAppStorage({ local: createMemoryStorage(), session: createMemoryStorage() });
  return { clients: fakeClients(handlers, storage), store: createStore(), storage };
}

export function tenancy(id: string, address: string, unitId = `u${id}`) {
  return {
    id,
    propertyNumber: '1',
    tenancyId: `T${id}`,
    tenant: 'Tenant',
    start: '2024-01-01',
    end: null,
    useNewBackend: true,
    unitId,
    brand: 'norway',
    isAdmin: true,
    dataAvailability: null,
    billingPeriod: null,
    apartment: { apartmentInfo: { city: 'Oslo', zipcode: '0555' }, uniqueId: 'x', apartment: 'H0101', address },
    latestAllocationStatement: null,
    meterUnits: [],
    contactDetails: null,
  };
}

export function me(tenancies: ReturnType<typeof tenancy>[], accountHasStatements = true) {
  return {
    me: {
      id: '1',
      email: 'demo@example.com',
      name: 'Demo',
      language: 'en',
      isSuperuser: false,
      isActive: true,
      isAdmin: false,
      userType: 'email-password',
      emailNotifications: true,
      accountHasStatements,
      tenancies,
    },
  };
}
