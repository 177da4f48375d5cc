import { atom } from 'jotai';
import { atomWithLazy } from 'jotai/utils';
import type { DataMeQuery, TenanciesQuery, UserUnitsQuery } from '../api/generated/data';
import type { MainMeQuery } from '../api/generated/main';
import type { AuthType } from '../api/auth';
import { type Comparison } from '../time/comparison';
import { defaultPeriod, type Period } from '../time/period';
import { hasHourlyValues, spanTypeFor, type SpanType } from '../time/span';
import { today } from '@portal/domain';

/**
 * The client state of SPEC §3, as jotai atoms. The store is one instance across the shell and its
 * remotes (`@portal/shared` is a federation singleton), so these atoms are too.
 */

export type Tenancy = TenanciesQuery['tenancies'][number];
/** A unit of the user, with its property path and settings. */
export type UserUnit = UserUnitsQuery['userUnits'][number];
/** The main service's current user (SPEC §3). */
export type CurrentUser = MainMeQuery['me'];
/** The data service's user: flags, login method, statements. */
export type User = Omit<DataMeQuery['me'], 'tenancies'>;

/** A breadcrumb: label and link. */
export interface Breadcrumb {
  /** Text key (namespace-qualified) or literal label. */
  label: string;
  href: string;
}

/** Side menu open (below 1280 px, SPEC §2). */
export const menuOpenAtom = atom(false);
/** The breadcrumbs of the current page (desktop header, back button). */
export const breadcrumbsAtom = atom<Breadcrumb[]>([]);
/** The current page's title as shown in its heading, for the browser tab ("Heat · the tenancy app"). */
export const pageTitleAtom = atom<string | null>(null);

/** The signed-in user, from the main service (SPEC §3 "Current user"). */
export const currentUserAtom = atom<CurrentUser | null>(null);
/** The signed-in user, from the data service (flags, login method, statements). */
export const userAtom = atom<User | null>(null);
/** The user's tenancies. */
export const tenanciesAtom = atom<Tenancy[]>([]);
/** The id of the selected tenancy. */
export const selectedTenancyIdAtom = atom<string | null>(null);
/** The selected tenancy, or `null` when the id matches none of the user's tenancies. */
export const selectedTenancyAtom = atom((get) => {
  const id = get(selectedTenancyIdAtom);
  return get(tenanciesAtom).find((t) => t.id === id) ?? null;
});

/** The user's units (loaded after login). */
export const userUnitsAtom = atom<UserUnit[]>([]);
/** The id of the selected unit. */
export const selectedUnitIdAtom = atom<string | null>(null);
/** The selected unit (from the user units), or null. */
export const selectedUnitAtom = atom((get) => {
  const id = get(selectedUnitIdAtom);
  return get(userUnitsAtom).find((u) => u.id === id || u.unit?.id === id) ?? null;
});
/** Does the selected unit's property have hourly values (SPEC §3 user units)? */
export const selectedUnitHasHourlyValuesAtom = atom((get) =>
  hasHourlyValues(get(selectedUnitAtom)?.path[0]?.property?.settings),
);

/**
 * The selected period; the default range is the last 30 days up to today (SPEC §4).
 *
 * Today as of the first read, not as of the module's load: the browser's first date format costs
 * tens of milliseconds, which a page that shows no date (the login page) need not pay at its start.
 */
export const selectedPeriodAtom = atomWithLazy<Period>(() => defaultPeriod(today()));

/** Span type, recomputed whenever the period (or the unit's hourly values) changes (SPEC §4). */
export const spanTypeAtom = atom<SpanType>((get) =>
  spanTypeFor(get(selectedPeriodAtom), { hasHourlyValues: get(selectedUnitHasHourlyValuesAtom) }),
);

/** The comparison; the default is property (pages pass it through `comparisonForPage`). */
export const comparisonAtom = atom<Comparison>('property');

/** Activation codes waiting to be used (from the URL or storage). */
export const pendingActivationCodesAtom = atom<string[]>([]);

/** Progress of a login or sign-up: in progress, error key, success. */
export interface ProgressState {
  inProgress: boolean;
  /** Text key of the error, or `null`. */
  error: string | null;
  success: boolean;
}
const idle: ProgressState = { inProgress: false, error: null, success: false };
/** Login progress, error key and success. */
export const loginStateAtom = atom<ProgressState>(idle);
/** Sign-up progress, error key and success. */
export const signupStateAtom = atom<ProgressState>(idle);
/** How the user signed in (SPEC §3 auth type). */
export const authTypeAtom = atom<AuthType | null>(null);

/** Resets every session atom (logout, failed start-up, failed refresh: SPEC §4). */
export const resetSessionAtom = atom(null, (_get, set) => {
  set(menuOpenAtom, false);
  set(breadcrumbsAtom, []);
  set(pageTitleAtom, null);
  set(currentUserAtom, null);
  set(userAtom, null);
  set(tenanciesAtom, []);
  set(selectedTenancyIdAtom, null);
  set(userUnitsAtom, []);
  set(selectedUnitIdAtom, null);
  set(selectedPeriodAtom, defaultPeriod(today()));
  set(comparisonAtom, 'property');
  set(pendingActivationCodesAtom, []);
  set(loginStateAtom, idle);
  set(signupStateAtom, idle);
  set(authTypeAtom, null);
});

/**
 * SPEC §4: the selected tenancy is the id from the URL path or `tenancyId` query when the user has
 * it, else the first tenancy.
 */
export function chooseTenancyId(
  tenancies: readonly { id: string }[],
  fromUrl: string | null | undefined,
): string | null {
  if (fromUrl && tenancies.some((t) => t.id === fromUrl)) return fromUrl;
  return tenancies[0]?.id ?? null;
}
