/**
 * What the portal keeps in the browser (SPEC §3 "stored locally"), under two key prefixes, one per
 * service (docs/decisions/0053): the main account service (`nucleus`) and the data service
 * (`nucleolus`). Normal use keeps it in local storage; an impersonated session keeps it in session
 * storage, so it ends with the tab and never touches the resident's own session (SPEC §4).
 */
export type ServiceName = 'main' | 'data';

/** The key prefixes: `nucleus.` for the main service, `nucleolus.` for the data service. */
export const STORAGE_PREFIXES: Record<ServiceName, string> = { main: 'nucleus.', data: 'nucleolus.' };

/** Every stored key, each under its service's prefix. */
export const STORAGE_KEYS = {
  mainToken: `${STORAGE_PREFIXES.main}token`,
  mainRefreshToken: `${STORAGE_PREFIXES.main}refreshToken`,
  dataToken: `${STORAGE_PREFIXES.data}token`,
  dataRefreshToken: `${STORAGE_PREFIXES.data}refreshToken`,
  selectedTenancyId: `${STORAGE_PREFIXES.data}selectedTenancyId`,
  language: `${STORAGE_PREFIXES.data}language`,
  unusedActivationCode: `${STORAGE_PREFIXES.data}unusedActivationCode`,
  hasOnboarded: `${STORAGE_PREFIXES.data}hasOnboarded`,
  dataPolicyAcknowledgedAt: `${STORAGE_PREFIXES.data}dataPolicyAcknowledgedAt`,
  /** Kept in session storage only: the start time (epoch ms) of this tab's impersonated session. */
  impersonation: `${STORAGE_PREFIXES.data}impersonation`,
  /** Kept in session storage only: this tab's session ended without the user asking. */
  sessionEnded: `${STORAGE_PREFIXES.data}sessionEnded`,
} as const;
/** The name of a stored item. */
export type StorageKey = keyof typeof STORAGE_KEYS;

/** The token and refresh-token keys of each service. */
export const TOKEN_KEYS: Record<ServiceName, { token: StorageKey; refreshToken: StorageKey }> = {
  main: { token: 'mainToken', refreshToken: 'mainRefreshToken' },
  data: { token: 'dataToken', refreshToken: 'dataRefreshToken' },
};

type WebStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'key' | 'length'>;

/** A storage that forgets everything: used where the browser refuses storage (private modes, tests). */
export function createMemoryStorage(): WebStorage {
  const map = new Map<string, string>();
  return {
    getItem: (k) => map.get(k) ?? null,
    setItem: (k, v) => void map.set(k, String(v)),
    removeItem: (k) => void map.delete(k),
    key: (i) => [...map.keys()][i] ?? null,
    get length() {
      return map.size;
    },
  };
}

function browserStorage(kind: 'localStorage' | 'sessionStorage'): WebStorage {
  try {
    const s = globalThis[kind];
    if (s) return s;
  } catch {
    // access denied (sandboxed frame, blocked cookies)
  }
  return createMemoryStorage();
}

/** The portal's browser storage: typed keys, impersonation mode, language, clear on logout. */
export interface AppStorage {
  get(key: StorageKey): string | null;
  set(key: StorageKey, value: string | null): void;
  remove(key: StorageKey): void;
  /** True in an impersonated session: everything then lives in session storage. */
  isImpersonating(): boolean;
  /** Starts (with its start time, epoch ms) or ends an impersonated session in this tab. */
  setImpersonating(on: boolean, startedAt?: number): void;
  /** When the impersonated session started (epoch ms), or `null`. */
  impersonationStartedAt(): number | null;
  /** The stored language: session storage first, then local storage (SPEC §4). */
  storedLanguage(): string | null;
  /**
   * Removes every key of both prefixes from both storages (logout, SPEC §4), except the note that the
   * session ended: that is for the login page, which follows.
   */
  clearAll(): void;
  /** Notes in this tab that its session ended without the user asking (expiry, revocation). */
  noteSessionEnded(): void;
  /** Whether the session ended without the user asking, since `forgetSessionEnded`. */
  sessionEnded(): boolean;
  /** Forgets that note (the login page has said so, or the user signed in). */
  forgetSessionEnded(): void;
}

/** Creates an `AppStorage` over given (or the browser's) local and session storage. */
export function createAppStorage(options: { local?: WebStorage; session?: WebStorage } = {}): AppStorage {
  const local = options.local ?? browserStorage('localStorage');
  const session = options.session ?? browserStorage('sessionStorage');
  const safe = <T>(fn: () => T, fallback: T): T => {
    try {
      return fn();
    } catch {
      return fallback;
    }
  };
  const impersonationStartedAt = () => {
    const value = safe(() => session.getItem(STORAGE_KEYS.impersonation), null);
    const at = value === null ? NaN : Number(value);
    return Number.isFinite(at) ? at : null;
  };
  const isImpersonating = () => impersonationStartedAt() !== null;
  const active = () => (isImpersonating() ? session : local);
  return {
    get: (key) => safe(() => active().getItem(STORAGE_KEYS[key]), null),
    set: (key, value) =>
      safe(() => {
        if (value === null) active().removeItem(STORAGE_KEYS[key]);
        else active().setItem(STORAGE_KEYS[key], value);
      }, undefined),
    remove: (key) => safe(() => active().removeItem(STORAGE_KEYS[key]), undefined),
    isImpersonating,
    impersonationStartedAt,
    setImpersonating: (on, startedAt = Date.now()) =>
      safe(() => {
        if (on) session.setItem(STORAGE_KEYS.impersonation, String(startedAt));
        else session.removeItem(STORAGE_KEYS.impersonation);
      }, undefined),
    storedLanguage: () =>
      safe(() => session.getItem(STORAGE_KEYS.language), null) ??
      safe(() => local.getItem(STORAGE_KEYS.language), null),
    noteSessionEnded: () => safe(() => session.setItem(STORAGE_KEYS.sessionEnded, '1'), undefined),
    sessionEnded: () => safe(() => session.getItem(STORAGE_KEYS.sessionEnded) === '1', false),
    forgetSessionEnded: () => safe(() => session.removeItem(STORAGE_KEYS.sessionEnded), undefined),
    clearAll: () => {
      const prefixes = Object.values(STORAGE_PREFIXES);
      for (const s of [local, session]) {
        safe(() => {
          const keys: string[] = [];
          for (let i = 0; i < s.length; i++) {
            const k = s.key(i);
            if (k && k !== STORAGE_KEYS.sessionEnded && prefixes.some((p) => k.startsWith(p))) keys.push(k);
          }
          keys.forEach((k) => s.removeItem(k));
        }, undefined);
      }
    },
  };
}

/** The page's storage (one per page, like the browser's). */
export const appStorage: AppStorage = createAppStorage();
