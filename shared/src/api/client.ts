import type * as GraphQLRequest from 'graphql-request';
import type { GraphQLClient } from 'graphql-request';
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
import { type AppStorage, appStorage, type ServiceName, TOKEN_KEYS } from '../session/storage';
import { tokenExpiresAt } from '../validation/token';
import { isLoginRequired, ServiceError, type ServiceErrorEntry } from './errors';

/** SPEC §4, §9: access tokens are refreshed 5 seconds before they expire. */
export const REFRESH_MARGIN_MS = 5_000;

/** A typed document: what the generated `...Document` constants are. */
export type TypedDocument<TResult, TVariables> = DocumentTypeDecoration<TResult, TVariables> & { toString(): string };

/** An access token and, when the service rotates it, a refresh token. */
export interface TokenPair {
  token: string;
  refreshToken?: string | null;
}

/** Options of one service client: service, endpoint, refresh function and callbacks. */
export interface ServiceClientOptions {
  service: ServiceName;
  endpoint: string;
  storage?: AppStorage;
  /** Trades the stored refresh token for a new access token (the service's own refresh mutation). */
  refresh: (refreshToken: string, client: ServiceClient) => Promise<TokenPair>;
  /** A refresh failed: reset state and log out (SPEC §4). */
  onRefreshFailure?: (error: unknown) => void;
  /** 'login-required' / 'Adgang ikke tilladt': send the browser to the site root (SPEC §8). */
  onLoginRequired?: () => void;
  fetch?: typeof fetch;
  now?: () => number;
  /** Where tabs take turns to refresh (default: the browser's Web Locks, when it has them). */
  locks?: RefreshLocks | null;
}

/**
 * The part of the Web Locks API (`navigator.locks`) the refresh uses: an exclusive lock by name, held
 * while the callback runs, shared by every tab of the origin.
 */
export interface RefreshLocks {
  request<T>(name: string, callback: () => Promise<T>): Promise<T>;
}

const browserLocks = (): RefreshLocks | null =>
  (globalThis.navigator as { locks?: RefreshLocks } | undefined)?.locks ?? null;

/** Per-request options: anonymous (no token) and an abort signal. */
export interface RequestOptions {
  /** Send without the stored token (login, public queries). Default: with it, when there is one. */
  anonymous?: boolean;
  signal?: AbortSignal;
}

/** A client of one service: typed requests, token storage and refresh. */
export interface ServiceClient {
  readonly service: ServiceName;
  /** Sends a document; rejects with a `ServiceError` named after the first error's message. */
  request<TResult, TVariables extends object>(
    document: TypedDocument<TResult, TVariables>,
    variables?: TVariables,
    options?: RequestOptions,
  ): Promise<TResult>;
  /** Like `request`, but never rejects: `null` on any failure (table and KPI queries, SPEC §7). */
  requestOrNull<TResult, TVariables extends object>(
    document: TypedDocument<TResult, TVariables>,
    variables?: TVariables,
    options?: RequestOptions,
  ): Promise<TResult | null>;
  /** Stores a new token pair and schedules its refresh. */
  setTokens(pair: TokenPair): void;
  /** Forgets the tokens and cancels the refresh timer. */
  clearTokens(): void;
  /** The stored access token, refreshed first when it expires within 5 s (one refresh in flight). */
  validToken(): Promise<string | null>;
  /** Cancels timers (logout). */
  dispose(): void;
}

/** Endpoints may be relative to the page (`/api/data/graphql`); the client needs them absolute. */
function absoluteUrl(endpoint: string): string {
  const base = typeof location !== 'undefined' ? location.href : 'http://localhost/';
  return new URL(endpoint, base).href;
}

/** SPEC §8: 'login-required' and 'Adgang ikke tilladt' send the browser to the site root. */
export function goToSiteRoot(): void {
  if (typeof window !== 'undefined') window.location.assign('/');
}

/**
 * graphql-request (with the GraphQL parser it needs) is fetched on the first request, not with the
 * page: `@portal/shared` is in every app's first load and the login page needs no request to draw
 * (docs/decisions/0053).
 */
type GraphQLRequestModule = typeof GraphQLRequest;
let graphqlRequestModule: Promise<GraphQLRequestModule> | undefined;
export function loadGraphQLRequest(): Promise<GraphQLRequestModule> {
  graphqlRequestModule ??= import('graphql-request');
  return graphqlRequestModule;
}

function errorsOf(error: unknown, ClientError: GraphQLRequestModule['ClientError']): ServiceErrorEntry[] {
  if (error instanceof ClientError) {
    const list = (error.response.errors ?? []).map((e) => {
      const code = e.extensions?.code;
      return typeof code === 'string' ? { message: e.message, code } : { message: e.message };
    });
    return list.length ? list : [{ message: `HTTP ${error.response.status}` }];
  }
  if (error instanceof Error) return [{ message: error.message }];
  return [{ message: String(error) }];
}

/**
 * One client per service (SPEC §7): GraphQL POSTs with `Authorization: JWT <token>` from the
 * service's own stored token, refreshed 5 s before expiry with one refresh in flight however many
 * requests (and tabs, taking turns through Web Locks) wait on it.
 */
export function createServiceClient(options: ServiceClientOptions): ServiceClient {
  const storage = options.storage ?? appStorage;
  const keys = TOKEN_KEYS[options.service];
  const now = options.now ?? Date.now;
  const onLoginRequired = options.onLoginRequired ?? goToSiteRoot;
  const locks = options.locks === undefined ? browserLocks() : options.locks;
  let graphql: Promise<{ client: GraphQLClient; module: GraphQLRequestModule }> | undefined;
  const transport = () =>
    (graphql ??= loadGraphQLRequest().then((module) => ({
      module,
      client: new module.GraphQLClient(absoluteUrl(options.endpoint), {
        ...(options.fetch ? { fetch: options.fetch } : {}),
        method: 'POST',
      }),
    })));
  let inFlight: Promise<string | null> | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const cancelTimer = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  };

  const schedule = (token: string) => {
    cancelTimer();
    const expiresAt = tokenExpiresAt(token);
    if (expiresAt === null || !storage.get(keys.refreshToken)) return;
    const delay = Math.max(0, expiresAt - REFRESH_MARGIN_MS - now());
    // Timers beyond ~24 days overflow; the lazy check before each request covers those.
    if (delay < 2 ** 31 - 1) timer = setTimeout(() => void refreshNow().catch(() => undefined), delay);
  };

  /**
   * Trades the refresh token this tab last read for a new pair. Tabs share the tokens (local storage)
   * and the service rotates refresh tokens, treating a second use of one as theft: so the tabs take
   * turns, and a tab that finds the pair changed while it waited takes the other tab's result instead
   * of refreshing again (or, finding it gone, ends its session too).
   */
  const refreshOnce = async (seen: string): Promise<string | null> => {
    const current = storage.get(keys.refreshToken);
    if (current !== seen) {
      const token = storage.get(keys.token);
      if (!current || !token) throw new ServiceError('Invalid refresh token');
      schedule(token);
      return token;
    }
    const pair = await options.refresh(seen, client);
    client.setTokens({ token: pair.token, refreshToken: pair.refreshToken ?? seen });
    return pair.token;
  };

  const refreshNow = (): Promise<string | null> => {
    if (inFlight) return inFlight;
    const refreshToken = storage.get(keys.refreshToken);
    if (!refreshToken) return Promise.resolve(storage.get(keys.token));
    const turn = () => refreshOnce(refreshToken);
    inFlight = (locks ? locks.request(`portal.refresh.${options.service}`, turn) : turn())
      .catch((error: unknown) => {
        client.clearTokens();
        options.onRefreshFailure?.(error);
        throw error;
      })
      .finally(() => {
        inFlight = null;
      });
    return inFlight;
  };

  const client: ServiceClient = {
    service: options.service,

    async validToken() {
      if (inFlight) return inFlight;
      const token = storage.get(keys.token);
      if (!token) return null;
      const expiresAt = tokenExpiresAt(token);
      if (expiresAt !== null && expiresAt - REFRESH_MARGIN_MS <= now() && storage.get(keys.refreshToken)) {
        return refreshNow();
      }
      return token;
    },

    async request(document, variables, requestOptions = {}) {
      const token = requestOptions.anonymous ? null : await client.validToken();
      const { client: graphql, module } = await transport();
      try {
        return await graphql.request<never>({
          document: String(document),
          variables: variables as Record<string, unknown> | undefined,
          requestHeaders: token ? { Authorization: `JWT ${token}` } : {},
          ...(requestOptions.signal ? { signal: requestOptions.signal } : {}),
        } as Parameters<GraphQLClient['request']>[0]);
      } catch (error) {
        const errors = errorsOf(error, module.ClientError);
        if (isLoginRequired(errors.map((e) => e.message))) onLoginRequired();
        const status = error instanceof module.ClientError ? error.response.status : undefined;
        throw new ServiceError(errors[0]?.message ?? 'Request failed', { errors, status, cause: error });
      }
    },

    async requestOrNull(document, variables, requestOptions) {
      try {
        return await client.request(document, variables, requestOptions);
      } catch {
        return null;
      }
    },

    setTokens(pair) {
      storage.set(keys.token, pair.token);
      if (pair.refreshToken !== undefined) storage.set(keys.refreshToken, pair.refreshToken);
      schedule(pair.token);
    },

    clearTokens() {
      cancelTimer();
      storage.remove(keys.token);
      storage.remove(keys.refreshToken);
    },

    dispose: cancelTimer,
  };

  const stored = storage.get(keys.token);
  if (stored) schedule(stored);
  return client;
}
