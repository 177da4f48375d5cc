import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
import { type AppStorage, appStorage, type ServiceName, TOKEN_KEYS } from '../session/storage';
import { createStore, del, get, set } from 'idb-keyval';
import { tokenExpiresAt, tokenIssuedAt } from '../validation/token';
import { isCredentialRefusal, isUnreachable, ServiceError } from './errors';
import { createTransport } from './transport';
import { createServerClock, type ServerClock, serverClock } from './server-clock';

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
  /** The device's clock (tests); expiry is judged on the services' time, `clock`. */
  now?: () => number;
  /** The services' time (default: the page's, learned from their answers). */
  clock?: ServerClock;
  /** At most this many operations per POST, for a service that takes batches (default 1: none). */
  maxBatch?: number;
  /** Where tabs take turns to refresh (default: the browser's Web Locks, when it has them). */
  locks?: RefreshLocks | null;
  /** Where a tab that refreshed leaves the new pair for the tabs that waited (default: IndexedDB). */
  handOver?: RefreshHandOver | null;
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

/** A refresh's result as the tab that made it hands it over: the refresh token it spent and the new pair. */
export interface RefreshResult {
  spent: string;
  pair: { token: string; refreshToken: string };
}

/**
 * The last refresh of each service, kept where every tab reads what another wrote before it let go of
 * the lock. Local storage is not such a place: a tab's writes reach tabs in other processes a moment
 * later, possibly after the lock has passed, and the next tab would spend the spent token again.
 */
export interface RefreshHandOver {
  get(service: ServiceName): Promise<RefreshResult | undefined>;
  set(service: ServiceName, result: RefreshResult | undefined): Promise<void>;
}

let indexedDbHandOver: RefreshHandOver | null | undefined;
/** IndexedDB (committed before the lock is let go, read after it is taken), when the browser has it. */
function browserHandOver(): RefreshHandOver | null {
  if (indexedDbHandOver !== undefined) return indexedDbHandOver;
  if (typeof indexedDB === 'undefined') return (indexedDbHandOver = null);
  const store = createStore('portal-session', 'refreshes');
  return (indexedDbHandOver = {
    get: (service) => get<RefreshResult>(service, store),
    set: (service, result) => (result ? set(service, result, store) : del(service, store)),
  });
}

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

/** The operation's name in a generated document (which starts with its operation). */
const OPERATION_NAME = /^\s*(?:query|mutation)\s+(\w+)/;

/**
 * Requests used to wait for graphql-request to load; they are plain `fetch` calls now, with nothing to
 * load first (docs/decisions/0089).
 * @deprecated Nothing to load: kept so that a remote built against an earlier 1.x shared still finds it.
 */
export function loadGraphQLRequest(): Promise<void> {
  return Promise.resolve();
}

/**
 * One client per service (SPEC §7): GraphQL POSTs with `Authorization: JWT <token>` from the
 * service's own stored token, refreshed 5 s before expiry with one refresh in flight however many
 * requests (and tabs, taking turns through Web Locks) wait on it.
 */
export function createServiceClient(options: ServiceClientOptions): ServiceClient {
  const storage = options.storage ?? appStorage;
  const keys = TOKEN_KEYS[options.service];
  const clock = options.clock ?? (options.now ? createServerClock(options.now) : serverClock());
  const now = () => clock.now();
  const onLoginRequired = options.onLoginRequired ?? goToSiteRoot;
  const locks = options.locks === undefined ? browserLocks() : options.locks;
  const handOver = options.handOver === undefined ? browserHandOver() : options.handOver;
  const transport = createTransport({
    endpoint: absoluteUrl(options.endpoint),
    fetch: async (input, init) => {
      const response = await (options.fetch ?? fetch)(input, init);
      // the services' time, where their answers show it (CORS exposes `Date` to the portal)
      const date = response.headers.get('date');
      if (date) clock.observe(Date.parse(date) + 500);
      return response;
    },
    maxBatch: options.maxBatch ?? 1,
  });
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
    const due = () => {
      // Another tab may have refreshed meanwhile: then its pair is this tab's too, with a later expiry.
      const stored = storage.get(keys.token);
      if (stored && stored !== token) schedule(stored);
      else void refreshNow().catch(() => undefined);
    };
    // Timers beyond ~24 days overflow; the lazy check before each request covers those.
    if (delay < 2 ** 31 - 1) timer = setTimeout(due, delay);
  };

  /**
   * Trades the refresh token this tab last read for a new pair. Tabs share the tokens (local storage)
   * and the service rotates refresh tokens, treating a second use of one as theft: so the tabs take
   * turns, and a tab that finds the token spent while it waited takes the other tab's result instead
   * of refreshing again (or, finding the tokens gone, ends its session too).
   */
  const refreshOnce = async (seen: string, shared: boolean): Promise<string | null> => {
    const current = storage.get(keys.refreshToken);
    if (current !== seen) {
      const token = storage.get(keys.token);
      if (!current || !token) throw new ServiceError('Invalid refresh token');
      schedule(token);
      return token;
    }
    const ledger = shared ? handOver : null;
    const handed = await ledger?.get(options.service).catch(() => undefined);
    if (handed?.spent === seen) {
      client.setTokens(handed.pair);
      return handed.pair.token;
    }
    const pair = await options.refresh(seen, client);
    const fresh = { token: pair.token, refreshToken: pair.refreshToken ?? seen };
    await ledger?.set(options.service, { spent: seen, pair: fresh }).catch(() => undefined);
    client.setTokens(fresh);
    return fresh.token;
  };

  const refreshNow = (): Promise<string | null> => {
    if (inFlight) return inFlight;
    const refreshToken = storage.get(keys.refreshToken);
    if (!refreshToken) return Promise.resolve(storage.get(keys.token));
    // An impersonated session lives in one tab's session storage: no other tab shares its tokens.
    const shared = locks && !storage.isImpersonating() ? locks : null;
    const turn = () => refreshOnce(refreshToken, Boolean(shared));
    inFlight = (shared ? shared.request(`portal.refresh.${options.service}`, turn) : turn())
      .catch((error: unknown) => {
        // Only a refusal ends the session: a service that cannot be reached now may answer later,
        // and the next request refreshes again with the same refresh token.
        if (!isUnreachable(error)) {
          client.clearTokens();
          options.onRefreshFailure?.(error);
        }
        throw error;
      })
      .finally(() => {
        inFlight = null;
      });
    return inFlight;
  };

  /** The service refused `sent`: the pair another request or tab got since, or a refresh of our own. */
  const renewAfterRefusal = async (sent: string): Promise<string | null> => {
    if (inFlight) return inFlight;
    const stored = storage.get(keys.token);
    return stored && stored !== sent ? stored : refreshNow();
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

    async request<TResult, TVariables extends object>(
      document: TypedDocument<TResult, TVariables>,
      variables?: TVariables,
      requestOptions: RequestOptions = {},
    ): Promise<TResult> {
      const query = String(document);
      const body = {
        query,
        // named as GraphQL over HTTP allows: the services' logs and any proxy can tell requests apart
        operationName: OPERATION_NAME.exec(query)?.[1],
        variables: variables as Record<string, unknown> | undefined,
      };
      const send = async (token: string | null) => (await transport(body, token, requestOptions.signal)) as TResult;
      const loginRequired = isCredentialRefusal;

      const token = requestOptions.anonymous ? null : await client.validToken();
      try {
        return await send(token);
      } catch (error) {
        if (!loginRequired(error)) throw error;
        // Refused although a token went with it (it expired early, a clock is off, the session was
        // ended elsewhere): renew it once, as the refresh does, and send again with the new one.
        if (token && storage.get(keys.refreshToken)) {
          let renewed: string | null;
          try {
            renewed = await renewAfterRefusal(token);
          } catch (refreshError) {
            // unreachable: the session goes on, this request failed; refused: the session has ended
            if (isUnreachable(refreshError)) throw refreshError;
            renewed = null;
          }
          // no new token: the refresh failed and has ended the session (onRefreshFailure)
          if (!renewed) throw error;
          try {
            return await send(renewed);
          } catch (again) {
            if (loginRequired(again)) onLoginRequired();
            throw again;
          }
        }
        // The session ended meanwhile (this tab's refresh failed, or another tab's): that ending has
        // been handled, and sending the browser to the site root as well would race with it.
        if (!token || storage.get(keys.token)) onLoginRequired();
        throw error;
      }
    },

    async requestOrNull(document, variables, requestOptions) {
      try {
        return await client.request(document, variables, requestOptions);
      } catch (error) {
        // the service's refusal is an answer ("no figures"); not reaching it is not, and is retried
        if (isUnreachable(error)) throw error;
        return null;
      }
    },

    setTokens(pair) {
      // a pair the service has just issued tells its time (`iat`)
      const issuedAt = tokenIssuedAt(pair.token);
      if (issuedAt !== null) clock.observe(issuedAt);
      storage.set(keys.token, pair.token);
      if (pair.refreshToken !== undefined) storage.set(keys.refreshToken, pair.refreshToken);
      schedule(pair.token);
    },

    clearTokens() {
      cancelTimer();
      storage.remove(keys.token);
      storage.remove(keys.refreshToken);
      if (!storage.isImpersonating()) void handOver?.set(options.service, undefined).catch(() => undefined);
    },

    dispose: cancelTimer,
  };

  const stored = storage.get(keys.token);
  if (stored) schedule(stored);
  return client;
}
